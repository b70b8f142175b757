// SPDX-License-Identifier: MIT
#pragma once

#include "cost/kernelestimate.h"
#include "run/measuredrun.h"
#include "run/opfamily.h"
#include "run/runlayouts.h"

#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace tle {

// Prices a run's ops with the family cost model (core/cost) on one device: each op's family and program structure
// from its op code, its traits from ATTRIBUTES, its tensors as the layout engine sizes them. Runs written before
// September 2025 (the plain CSV format) had sharded-to-interleaved writers that waited on every write.
class RunPricer
{
public:
    RunPricer(const MeasuredRun& run, const OptimizerDevice& device);
    // For a lone op, of a run in the current format.
    explicit RunPricer(const OptimizerDevice& device);

    OpFamily family(const RunOp& op) { return m_families.of(op); }
    // Nullopt when the op states none of its tensors.
    std::optional<KernelOp> kernelOp(const RunOp& op);
    std::optional<KernelEstimate> estimate(const RunOp& op);
    // Whether the op's estimate leaves what calibrated its family: a family never fitted, an op code its fit did not
    // see, or bytes or cores outside the range it saw.
    bool extrapolated(const RunOp& op, const KernelOp& kernel) const;

    const OptimizerDevice& device() const { return m_device; }

private:
    // What an op's program is, read once per distinct ATTRIBUTES text, op code, fidelity and output page layout.
    struct Program
    {
        KernelKind kind = KernelKind::Generic;
        KernelTraits traits;
    };
    const Program& program(const RunOp& op, OpFamily family);

    OptimizerDevice m_device;
    bool m_legacyWrites = false;
    OpFamilies m_families;
    RunLayoutSizes m_sizes;
    std::map<std::tuple<const std::string*, std::string, std::string, bool, OpFamily>, Program> m_programs;
};

// The model's estimate of an op's device kernel time, in ns, as a run in the current format would have it.
std::optional<double> predictRunOpNs(const RunOp& op, const OptimizerDevice& device);

// The bytes an op's tensors hold, the measure its family's calibrated range is kept in.
double kernelBytes(const KernelOp& op);

// The device a run was measured on, as far as it says: Blackhole when DEVICE ARCH says so or when its FW cycles
// run at Blackhole's 1.35 GHz (1.0 is Wormhole's): the p150 when more than 110 workers are available or the run
// spans devices (only the p150 has Ethernet), else the p100; Wormhole n150 otherwise.
OptimizerDevice deviceForRun(const MeasuredRun& run);

// How well the estimates of one family match measurement.
struct FamilyAccuracy
{
    OpFamily family = OpFamily::Other;
    int64_t ops = 0;
    double within2x = 0;
    double medianAbsLog2 = 0;
};

// How well predictions match measurement over the device ops with a measured time.
struct RunAccuracy
{
    int64_t ops = 0;
    double within2x = 0; // fraction of ops with predicted/measured in [0.5, 2]
    double medianAbsLog2 = 0;
    double spearman = 0; // rank correlation of predicted and measured time
    int64_t pmIdealOps = 0; // ops with a PM IDEAL above 1 ns (1 means "not modelled")
    double pmIdealWithin2x = 0; // PM IDEAL's within-2x share over all `ops`
    int64_t extrapolatedOps = 0; // ops whose estimate extrapolates (RunPricer::extrapolated)
    std::vector<FamilyAccuracy> byFamily; // families with ops, in family order
};

RunAccuracy runAccuracy(const MeasuredRun& run, const OptimizerDevice& device);
// The same over estimates already made: (index into run.ops, predicted ns) of device ops with a measured time, and
// how many of them extrapolate.
RunAccuracy runAccuracy(
    const MeasuredRun& run, const std::vector<std::pair<int64_t, double>>& predictedNs, int64_t extrapolatedOps = 0);

} // namespace tle
