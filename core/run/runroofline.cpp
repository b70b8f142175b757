// SPDX-License-Identifier: MIT
#include "run/runroofline.h"

#include <algorithm>

namespace tle {

std::string_view fidelityName(size_t index)
{
    static constexpr std::array<std::string_view, 4> kNames { "LoFi", "HiFi2", "HiFi3", "HiFi4" };
    return index < kNames.size() ? kNames[index] : std::string_view();
}

RunRoofline runRoofline(const RunAnalysis& analysis)
{
    RunRoofline r;
    const OptimizerDevice& device = analysis.device;
    const double clockHz = device.noc.clockGhz * 1e9;
    // The run's own core count when it states one (a harvested or partial grid), else the device's.
    const int64_t stated = analysis.run ? analysis.run->availableCores.value_or(0) : 0;
    r.roofs.cores = std::max<int64_t>(1, stated > 0 ? stated : device.workerCores());
    const double cores = double(r.roofs.cores);
    for (size_t phases = 1; phases <= r.roofs.computeFlopsPerSecond.size(); ++phases)
        r.roofs.computeFlopsPerSecond[phases - 1] = device.kernel.matrixOpsPerCycle * clockHz * cores / double(phases);
    r.roofs.dramBytesPerSecond = device.dramBandwidth;
    r.roofs.l1BytesPerSecond = device.kernel.localBytesPerCycle * clockHz * cores;
    double total = 0;
    for (const RunPrediction& p : analysis.predictions) {
        r.nsByBound[size_t(p.bound)] += p.measuredNs;
        total += p.measuredNs;
        const double bytes = p.dramBytes + p.l1Bytes;
        if (!(p.flops > 0) || !(bytes > 0) || !(p.measuredNs > 0)) {
            ++r.withoutFlops;
            continue;
        }
        r.points.push_back({ p.op, p.family, p.bound, p.flops / bytes, p.flops / (p.measuredNs * 1e-9) });
    }
    for (size_t b = 0; b < r.nsByBound.size(); ++b)
        r.shareByBound[b] = total > 0 ? r.nsByBound[b] / total : 0;
    return r;
}

} // namespace tle
