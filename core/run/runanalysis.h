// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "run/runaccounting.h"
#include "run/runcostmodel.h"
#include "run/runledger.h"
#include "run/runtimeline.h"

#include <atomic>
#include <memory>
#include <vector>

namespace tle {

// One device op with both a measured kernel time and a cost-model estimate: a point of the calibration plot.
struct RunPrediction
{
    int64_t op = 0; // index into MeasuredRun::ops
    RunClass runClass = RunClass::Other;
    OpFamily family = OpFamily::Other;
    double measuredNs = 0;
    double predictedNs = 0;
    bool extrapolated = false; // the estimate leaves what calibrated its family
    Bound bound = Bound::Latency;
    double utilization = 0; // of the bound's peak in the measured time (Roofline::utilization)
    // The work the cost model counts: the roofline's flops and the bytes its kernels move.
    double flops = 0;
    double dramBytes = 0;
    double l1Bytes = 0;
};

// Everything the run views show that is computed from the whole run, computed once off the GUI thread: the
// summary, the timeline's geometry, the groups by class and by op code, the ledger and the predictions of the
// device the run is priced on.
struct RunAnalysis
{
    std::shared_ptr<const MeasuredRun> run;
    OptimizerDevice device;
    RunSummary summary;
    RunTimeline timeline; // kernels back to back
    RunTimeline timelineWithGaps; // with the measured op-to-op gaps
    std::vector<RunGroup> byClass;
    std::vector<RunGroup> byOp;
    std::vector<LedgerRow> ledger;
    std::vector<RunPrediction> predictions; // in run order
    RunAccuracy accuracy;
};

class AnalysisCancelled : public std::runtime_error
{
public:
    AnalysisCancelled()
        : std::runtime_error("the analysis was cancelled")
    { }
};

// Analyses `run` priced on `device`; throws AnalysisCancelled when `cancel` is set on the way.
RunAnalysis analyzeRun(
    std::shared_ptr<const MeasuredRun> run, const OptimizerDevice& device, const std::atomic<bool>* cancel = nullptr);

// The estimate is within 2x of the measurement, as the calibration plot's band shows and `within_2x` counts.
bool isWithin2x(const RunPrediction& prediction);

} // namespace tle
