// SPDX-License-Identifier: MIT
#include "run/runanalysis.h"

#include <future>
#include <tuple>

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
    RunPricer pricer(run, device);
    for (size_t i = 0; i < run.ops.size(); ++i) {
        const RunOp& op = run.ops[i];
        if (op.kind != RunOpKind::Device || op.kernelNs.value_or(0) <= 0)
            continue;
        if ((i & 0xfff) == 0)
            checkCancel(cancel);
        const auto kernel = pricer.kernelOp(op);
        if (!kernel)
            continue;
        const KernelEstimate e = estimateKernel(*kernel, device);
        points.push_back({ int64_t(i), classifyRunOp(op), kernel->family, double(*op.kernelNs), e.ns,
            pricer.extrapolated(op, *kernel), e.roofline.bound, e.roofline.utilization(double(*op.kernelNs)),
            e.roofline.flops, e.roofline.dramBytes, e.roofline.l1Bytes });
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
    // The ledger and the estimates are the long parts: they run beside the rest, on a thread of their own.
    auto estimates = std::async(std::launch::async, [&r, &device, cancel] {
        std::pair<std::vector<LedgerRow>, std::vector<RunPrediction>> out;
        out.first = runLedger(r, device.device);
        out.second = predictRun(r, device, cancel);
        return out;
    });
    a.summary = summarizeRun(r);
    a.timeline = RunTimeline::of(r, RunGaps::Closed);
    a.timelineWithGaps = RunTimeline::of(r, RunGaps::Measured);
    a.byClass = groupRun(r, RunGrouping::Class);
    a.byOp = groupRun(r, RunGrouping::Op);
    std::tie(a.ledger, a.predictions) = estimates.get();
    checkCancel(cancel);
    std::vector<std::pair<int64_t, double>> predicted;
    predicted.reserve(a.predictions.size());
    int64_t extrapolated = 0;
    for (const RunPrediction& p : a.predictions) {
        predicted.emplace_back(p.op, p.predictedNs);
        extrapolated += p.extrapolated ? 1 : 0;
    }
    a.accuracy = runAccuracy(r, predicted, extrapolated);
    return a;
}

bool isWithin2x(const RunPrediction& prediction)
{
    const double ratio = prediction.predictedNs / prediction.measuredNs;
    return ratio >= 0.5 && ratio <= 2.0;
}

} // namespace tle
