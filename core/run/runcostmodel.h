// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/costmodel.h"
#include "run/measuredrun.h"

#include <optional>
#include <vector>

namespace tle {

// A measured op priced by the optimizer's cost model: its class, the work its shapes imply, the cores it ran
// on and the tensors it read and wrote as their layouts give them.
CostClass runCostClass(const RunOp& op);
// The category of an op a report database names as the module does (`ttnn.matmul`, `ttnn::matmul`); nullopt
// for profiler op codes.
std::optional<OpCategory> ttnnOpCategory(const RunOp& op);
// Nullopt when the op states too little to price (no tensors).
std::optional<CostTerms> runCostTerms(const RunOp& op, const OptimizerDevice& device);
// The model's estimate of the op's device kernel time, in ns.
std::optional<double> predictRunOpNs(const RunOp& op, const OptimizerDevice& device);

// The device a run was measured on, as far as it says: Blackhole p100 or p150 by its DEVICE ARCH and
// AVAILABLE WORKER CORE COUNT, else Wormhole n150.
OptimizerDevice deviceForRun(const MeasuredRun& run);

// How well predictions match measurement over the device ops with a measured time.
struct RunAccuracy
{
    int64_t ops = 0;
    double within2x = 0; // fraction of ops with predicted/measured in [0.5, 2]
    double medianAbsLog2 = 0;
    double spearman = 0; // rank correlation of predicted and measured time
    int64_t pmIdealOps = 0; // ops with a PM IDEAL above 1 ns (1 means "not modelled")
    double pmIdealWithin2x = 0; // PM IDEAL's within-2x share over all `ops`
};

RunAccuracy runAccuracy(const MeasuredRun& run, const OptimizerDevice& device);
// The same over estimates already made: (index into run.ops, predicted ns) of device ops with a measured time.
RunAccuracy runAccuracy(const MeasuredRun& run, const std::vector<std::pair<int64_t, double>>& predictedNs);

// Fits every class's overhead and factor to the measured ops of `runs` (each with the device it ran on):
// the overhead from a grid, the factor as the median ratio, choosing the pair that leaves the fewest ops
// outside 2x. Classes with fewer than kMinFitOps ops take the fit over all ops. Returns `base` with its
// calibration replaced.
inline constexpr int64_t kMinFitOps = 3;
OptimizerDevice calibrateDevice(
    const std::vector<std::pair<const MeasuredRun*, OptimizerDevice>>& runs, OptimizerDevice base);

} // namespace tle
