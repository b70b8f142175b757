// SPDX-License-Identifier: MIT
#include "run/runanalysis.h"

namespace tle {

namespace {

void checkCancel(const std::atomic<bool>* cancel)
{
    if (cancel && cancel->load(std::memory_order_relaxed))
        throw AnalysisCancelled();
}

std::vector<RunPrediction> predictRun(
    const MeasuredRun& run, const OptimizerDevice& device, const std::atomic<bool>* cancel)
{
    std::vector<RunPrediction> points;
    for (size_t i = 0; i < run.ops.size(); ++i) {
        const RunOp& op = run.ops[i];
        if (op.kind != RunOpKind::Device || op.kernelNs.value_or(0) <= 0)
            continue;
        if ((i & 0xfff) == 0)
            checkCancel(cancel);
        if (const std::optional<double> p = predictRunOpNs(op, device))
            points.push_back({ int64_t(i), classifyRunOp(op), double(*op.kernelNs), *p });
    }
    return points;
}

} // namespace

RunAnalysis analyzeRun(
    std::shared_ptr<const MeasuredRun> run, const OptimizerDevice& device, const std::atomic<bool>* cancel)
{
    RunAnalysis a;
    a.run = std::move(run);
    a.device = device;
    const MeasuredRun& r = *a.run;
    a.summary = summarizeRun(r);
    checkCancel(cancel);
    a.timeline = RunTimeline::of(r, RunGaps::Closed);
    a.timelineWithGaps = RunTimeline::of(r, RunGaps::Measured);
    checkCancel(cancel);
    a.byClass = groupRun(r, RunGrouping::Class);
    a.byOp = groupRun(r, RunGrouping::Op);
    checkCancel(cancel);
    a.ledger = runLedger(r, device.device);
    checkCancel(cancel);
    a.predictions = predictRun(r, device, cancel);
    a.accuracy = runAccuracy(r, device);
    return a;
}

bool isWithin2x(const RunPrediction& prediction)
{
    const double ratio = prediction.predictedNs / prediction.measuredNs;
    return ratio >= 0.5 && ratio <= 2.0;
}

} // namespace tle
