// SPDX-License-Identifier: MIT
#include "run/devicetime.h"

#include "util/checked.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace tle {

namespace {

// Spans are kept within this many ns of the device's first FW end, so that no sum of them overflows.
constexpr double kSpanLimitNs = 2e18;

struct Span
{
    int64_t begin = 0;
    int64_t end = 0;
};

// The device's clock in cycles per ns: the median over its ops of FW cycles over FW duration.
std::optional<double> cyclesPerNs(const std::vector<const RunOp*>& ops)
{
    std::vector<double> ratios;
    for (const RunOp* op : ops) {
        if (op->fwStartCycle && op->fwEndCycle && op->fwNs.value_or(0) > 0 && *op->fwEndCycle > *op->fwStartCycle)
            ratios.push_back((double(*op->fwEndCycle) - double(*op->fwStartCycle)) / double(*op->fwNs));
    }
    if (ratios.empty())
        return std::nullopt;
    std::sort(ratios.begin(), ratios.end());
    const size_t n = ratios.size();
    return n % 2 == 1 ? ratios[n / 2] : (ratios[n / 2 - 1] + ratios[n / 2]) / 2.0;
}

// The length of the union of the spans, swept in order of their starts.
int64_t unionNs(std::vector<Span>& spans)
{
    std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.begin < b.begin; });
    int64_t total = 0;
    std::optional<Span> open;
    for (const Span& s : spans) {
        if (open && s.begin <= open->end) {
            open->end = std::max(open->end, s.end);
            continue;
        }
        if (open)
            total = saturatingAdd(total, open->end - open->begin);
        open = s;
    }
    return open ? saturatingAdd(total, open->end - open->begin) : total;
}

int64_t busyNs(const std::vector<const RunOp*>& ops)
{
    const std::optional<double> rate = cyclesPerNs(ops);
    std::optional<int64_t> firstEnd;
    for (const RunOp* op : ops) {
        if (op->fwEndCycle)
            firstEnd = std::min(firstEnd.value_or(*op->fwEndCycle), *op->fwEndCycle);
    }
    std::vector<Span> spans;
    int64_t backToBack = 0;
    for (const RunOp* op : ops) {
        const int64_t kernel = op->kernelNs.value_or(0);
        if (!rate || !op->fwEndCycle) {
            backToBack = saturatingAdd(backToBack, kernel);
            continue;
        }
        const double endNs = (double(*op->fwEndCycle) - double(*firstEnd)) / *rate;
        const int64_t end = std::llround(std::clamp(endNs, -kSpanLimitNs, kSpanLimitNs));
        spans.push_back({ end - std::clamp<int64_t>(kernel, 0, int64_t(kSpanLimitNs)), end });
    }
    return saturatingAdd(unionNs(spans), backToBack);
}

} // namespace

std::vector<DeviceTime> deviceTimes(const MeasuredRun& run)
{
    std::map<int64_t, std::vector<const RunOp*>> byDevice;
    for (const RunOp& op : run.ops) {
        if (op.kind == RunOpKind::Device)
            byDevice[op.device].push_back(&op);
    }
    std::vector<DeviceTime> result;
    for (const auto& [device, ops] : byDevice) {
        DeviceTime t;
        t.device = device;
        t.deviceOps = int64_t(ops.size());
        for (const RunOp* op : ops)
            t.kernelNs = saturatingAdd(t.kernelNs, op->kernelNs.value_or(0));
        t.busyNs = busyNs(ops);
        result.push_back(t);
    }
    return result;
}

} // namespace tle
