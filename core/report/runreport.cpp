// SPDX-License-Identifier: MIT
#include "report/runreport.h"

#include "run/runcalibration.h"
#include "run/runtransfercheck.h"

#include "util/translatenoop.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

namespace tle {

namespace {

constexpr const char* kContext = "tle::RunValues";

FactValue optionalCount(const std::optional<int64_t>& value)
{
    return value ? FactValue(*value) : FactValue(nullptr);
}

FactValue share(int64_t part, int64_t total)
{
    return total > 0 ? FactValue(double(part) / double(total)) : FactValue(nullptr);
}

FactValue tensorFacts(const RunTensor& tensor, const RunLayout& layout)
{
    FactGroup t;
    t.push_back({ "shape", dimsFact(tensor.paddedShape) });
    t.push_back({ "logical_shape", dimsFact(tensor.logicalShape) });
    t.push_back({ "layout", tensor.pageLayout });
    t.push_back({ "data_type", tensor.dataType });
    t.push_back({ "memory", tensor.memory });
    t.push_back({ "grid_stated", layout.gridStated });
    t.push_back({ "bytes", optionalCount(layout.bytes) });
    t.push_back({ "page_bytes", optionalCount(layout.pageBytes) });
    return t;
}

FactValue notEstimated()
{
    return FactAbsent { Message {
        kContext, TLE_TRANSLATE_NOOP("tle::RunValues", "not estimated: the run states none of the op's tensors") } };
}

// The op against its device's limits; utilization against the measured time, else the estimate.
FactValue rooflineFacts(const KernelEstimate& e, const RunOp& op)
{
    const Roofline& r = e.roofline;
    FactGroup f;
    f.push_back({ "flops", r.flops });
    f.push_back({ "dram_bytes", r.dramBytes });
    f.push_back({ "l1_bytes", r.l1Bytes });
    f.push_back({ "compute_ns", r.computeNs });
    f.push_back({ "bandwidth_ns", r.bandwidthNs });
    f.push_back({ "bound", std::string(toString(r.bound)) });
    f.push_back({ "utilization", r.utilization(op.kernelNs && *op.kernelNs > 0 ? double(*op.kernelNs) : e.ns) });
    return f;
}

OptimizerDevice deviceOf(const MeasuredRun& run, const RunReportRequest& request)
{
    OptimizerDevice device = request.device ? *request.device : deviceForRun(run);
    if (request.calibration)
        applyCalibration(device.kernel, *request.calibration);
    return device;
}

FactGroup groupFacts(const RunGroup& g)
{
    FactGroup f;
    f.push_back({ "key", g.key });
    f.push_back({ "ops", g.ops });
    f.push_back({ "kernel_ns", g.kernelNs });
    f.push_back({ "op_to_op_ns", g.opToOpNs });
    f.push_back({ "share", g.share });
    return f;
}

FactGroup ledgerFacts(const MeasuredRun& run, const LedgerRow& row)
{
    FactGroup f;
    f.push_back({ "index", row.op });
    f.push_back({ "op_code", run.ops[size_t(row.op)].opCode });
    f.push_back({ "class", std::string(toString(row.runClass)) });
    f.push_back({ "shape", dimsFact(row.shape) });
    f.push_back({ "data_type", row.dataType });
    f.push_back({ "from", row.from });
    f.push_back({ "to", row.to });
    f.push_back({ "bytes", optionalCount(row.bytes) });
    f.push_back({ "contiguous_bytes", optionalCount(row.contiguousBytes) });
    f.push_back({ "small_transfers", row.smallTransfers });
    f.push_back({ "grid_stated", row.gridStated });
    f.push_back({ "kernel_ns", row.kernelNs });
    return f;
}

FactValue viewFacts(const std::optional<MemoryView>& view)
{
    if (!view)
        return nullptr;
    FactGroup f;
    f.push_back({ "banks", view->banks });
    f.push_back({ "allocated_per_bank", view->allocatedPerBank });
    f.push_back({ "free_per_bank", view->freePerBank });
    f.push_back({ "largest_free_per_bank", view->largestFreePerBank });
    return f;
}

FactGroup memoryFacts(const MemorySnapshot& s)
{
    FactGroup f;
    f.push_back({ "index", s.index });
    f.push_back({ "op", s.runOp >= 0 ? FactValue(s.runOp) : FactValue(nullptr) });
    f.push_back({ "loc", s.loc.empty() ? FactValue(nullptr) : FactValue(s.loc) });
    f.push_back({ "l1", viewFacts(s.l1) });
    f.push_back({ "dram", viewFacts(s.dram) });
    return f;
}

FactValue::List devicesDetailFacts(const std::vector<DeviceTime>& devices)
{
    FactValue::List list;
    for (const DeviceTime& d : devices) {
        list.push_back(FactGroup { { "device", d.device }, { "device_ops", d.deviceOps }, { "kernel_ns", d.kernelNs },
            { "busy_ns", d.busyNs } });
    }
    return list;
}

std::vector<int64_t> listedOps(const MeasuredRun& run, std::optional<int64_t> top)
{
    if (top)
        return topRunOps(run, *top);
    std::vector<int64_t> all;
    for (size_t i = 0; i < run.ops.size(); ++i) {
        if (run.ops[i].kind == RunOpKind::Device)
            all.push_back(int64_t(i));
    }
    return all;
}

} // namespace

FactGroup runSummaryFacts(const RunSummary& s)
{
    FactGroup byClass;
    for (int c = 0; c < kRunClassCount; ++c)
        byClass.push_back({ std::string(toString(RunClass(c))), s.byClassNs[size_t(c)] });
    FactGroup byFamily;
    for (int k = 0; k < kOpFamilyCount; ++k)
        byFamily.push_back({ std::string(toString(OpFamily(k))), s.byFamilyNs[size_t(k)] });
    FactValue::List unknown(s.unknownOpCodes.begin(), s.unknownOpCodes.end());
    FactGroup shares;
    shares.push_back({ "strict", share(s.layoutChangeNs, s.deviceKernelNs) });
    shares.push_back({ "with_tile", share(s.layoutChangeWithTileNs, s.deviceKernelNs) });
    shares.push_back({ "broad", share(s.layoutChangeBroadNs, s.deviceKernelNs) });
    FactGroup f;
    f.push_back({ "device_ops", s.deviceOps });
    f.push_back({ "host_ops", s.hostOps });
    f.push_back({ "devices", s.devices });
    f.push_back({ "signposts", s.signposts });
    f.push_back({ "traced_ops", s.tracedOps });
    f.push_back({ "device_kernel_ns", s.deviceKernelNs });
    f.push_back({ "op_to_op_ns", s.opToOpNs });
    f.push_back({ "host_ns", s.hostNs });
    f.push_back({ "by_class", std::move(byClass) });
    f.push_back({ "layout_change_ns", s.layoutChangeNs });
    f.push_back({ "layout_change_with_tile_ns", s.layoutChangeWithTileNs });
    f.push_back({ "layout_change_broad_ns", s.layoutChangeBroadNs });
    f.push_back({ "layout_change_share", std::move(shares) });
    f.push_back({ "by_family", std::move(byFamily) });
    f.push_back({ "layout_change_data_movement_ns", s.layoutChangeDataMovementNs });
    f.push_back({ "unknown_op_codes", std::move(unknown) });
    f.push_back({ "devices_detail", devicesDetailFacts(s.devicesDetail) });
    f.push_back({ "slowest_device_kernel_ns", s.slowestDeviceKernelNs });
    f.push_back({ "busy_ns", s.busyNs });
    return f;
}

FactGroup runAccuracyFacts(const RunAccuracy& a)
{
    FactValue::List byFamily;
    for (const FamilyAccuracy& fa : a.byFamily)
        byFamily.push_back(FactGroup { { "family", std::string(toString(fa.family)) }, { "ops", fa.ops },
            { "within_2x", fa.within2x }, { "median_abs_log2", fa.medianAbsLog2 } });
    FactGroup f;
    f.push_back({ "ops", a.ops });
    f.push_back({ "within_2x", a.within2x });
    f.push_back({ "median_abs_log2", a.medianAbsLog2 });
    f.push_back({ "spearman", a.spearman });
    f.push_back({ "pm_ideal_within_2x", a.pmIdealWithin2x });
    f.push_back({ "extrapolated_ops", a.extrapolatedOps });
    f.push_back({ "by_family", std::move(byFamily) });
    return f;
}

FactGroup runBoundFacts(const MeasuredRun& run, const OptimizerDevice& device)
{
    std::array<int64_t, kBoundCount> ns {};
    RunPricer pricer(run, device);
    for (const RunOp& op : run.ops) {
        if (op.kind != RunOpKind::Device || !op.kernelNs)
            continue;
        if (const auto e = pricer.estimate(op))
            ns[size_t(e->roofline.bound)] += *op.kernelNs;
    }
    FactGroup f;
    for (int b = 0; b < kBoundCount; ++b)
        f.push_back({ std::string(toString(Bound(b))), ns[size_t(b)] });
    return f;
}

FactGroup runOpFacts(const MeasuredRun& run, int64_t index, RunPricer& pricer)
{
    const OptimizerDevice& device = pricer.device();
    const RunOp& op = run.ops[size_t(index)];
    const auto kernel = pricer.kernelOp(op);
    const auto estimate = kernel ? std::optional(estimateKernel(*kernel, device)) : std::nullopt;
    FactValue::List inputs;
    for (size_t i = 0; i < op.inputs.size(); ++i)
        inputs.push_back(tensorFacts(op.inputs[i], runInputLayout(op, i, device.device)));
    FactGroup f;
    f.push_back({ "index", index });
    f.push_back({ "line", op.line });
    f.push_back({ "device", op.device });
    f.push_back({ "op_code", op.opCode });
    f.push_back({ "loc", op.loc.empty() ? FactValue(nullptr) : FactValue(op.loc) });
    f.push_back({ "class", std::string(toString(classifyRunOp(op))) });
    f.push_back({ "family", std::string(toString(opFamily(op))) });
    f.push_back({ "measured_ns", optionalCount(op.kernelNs) });
    f.push_back({ "predicted_ns", estimate ? FactValue(int64_t(std::llround(estimate->ns))) : notEstimated() });
    f.push_back({ "extrapolated", kernel ? FactValue(pricer.extrapolated(op, *kernel)) : FactValue(nullptr) });
    f.push_back({ "roofline", estimate ? rooflineFacts(*estimate, op) : FactValue(nullptr) });
    f.push_back({ "pm_ideal_ns", optionalCount(op.pmIdealNs) });
    f.push_back({ "op_to_op_ns", optionalCount(op.opToOpNs) });
    f.push_back({ "host_ns", optionalCount(op.hostNs) });
    f.push_back({ "core_count", optionalCount(op.coreCount) });
    f.push_back(
        { "signpost", op.signpost < 0 ? FactValue(nullptr) : FactValue(run.signposts[size_t(op.signpost)].name) });
    f.push_back({ "traced", op.traceId.has_value() });
    f.push_back({ "inputs", std::move(inputs) });
    f.push_back({ "output",
        op.outputs.empty() ? FactValue(nullptr) : tensorFacts(op.outputs[0], runOutputLayout(op, 0, device.device)) });
    return f;
}

namespace {

// Everything but the lists of ops, ledger rows and memory snapshots, which the text answer writes its own way.
FactGroup runHeadFacts(const MeasuredRun& run, const RunReportRequest& request, const OptimizerDevice& device)
{
    FactValue::List groups;
    for (const RunGroup& g : groupRun(run, request.by))
        groups.push_back(groupFacts(g));
    FactGroup f;
    f.push_back({ "source", run.source });
    f.push_back({ "format", std::string(toString(run.format)) });
    f.push_back({ "truncated", run.truncatedAtLine.has_value() });
    f.push_back({ "truncated_at_line", run.truncatedAtLine ? FactValue(*run.truncatedAtLine) : FactValue(nullptr) });
    f.push_back({ "arch", run.arch.empty() ? FactValue(nullptr) : FactValue(run.arch) });
    f.push_back({ "device", device.device.name });
    f.push_back({ "calibrated", !device.kernel.calibration.empty() });
    FactGroup summary = runSummaryFacts(summarizeRun(run));
    summary.push_back({ "by_bound", runBoundFacts(run, device) });
    f.push_back({ "summary", std::move(summary) });
    if (request.accuracy) {
        f.push_back({ "accuracy", runAccuracyFacts(runAccuracy(run, device)) });
        // The transfer model on the run's layout changes whose layouts are stated in full (docs/transfer.md).
        const TransferCheck t = checkTransfers(run, device);
        f.push_back({ "transfer_check",
            FactGroup { { "ops", int64_t(t.rows.size()) }, { "skipped", t.skipped }, { "within_2x", t.within2x },
                { "pm_ideal_within_2x", t.pmIdealWithin2x }, { "median_ratio", t.medianRatio } } });
    }
    f.push_back({ "by", std::string(toString(request.by)) });
    f.push_back({ "groups", std::move(groups) });
    return f;
}

FactValue::List memoryList(const MeasuredRun& run)
{
    FactValue::List memory;
    for (const MemorySnapshot& s : run.memory)
        memory.push_back(memoryFacts(s));
    return memory;
}

} // namespace

FactGroup runReportFacts(const MeasuredRun& run, const RunReportRequest& request)
{
    const OptimizerDevice device = deviceOf(run, request);
    FactGroup f = runHeadFacts(run, request, device);
    FactValue::List ops;
    RunPricer pricer(run, device);
    for (int64_t i : listedOps(run, request.top))
        ops.push_back(runOpFacts(run, i, pricer));
    FactValue::List ledger;
    for (const LedgerRow& row : runLedger(run, device.device))
        ledger.push_back(ledgerFacts(run, row));
    f.push_back({ "ops", std::move(ops) });
    f.push_back({ "ledger", std::move(ledger) });
    f.push_back({ "memory", memoryList(run) });
    return f;
}

std::string runReportText(const MeasuredRun& run, const RunReportRequest& request)
{
    const int64_t shown = std::max<int64_t>(request.top.value_or(kTextTopOps), 0);
    // The ops and the ledger as tables of their main columns, the largest kernel time first; the rest as facts.
    static constexpr std::array<std::string_view, 8> kOpColumns { "index", "op_code", "class", "family", "measured_ns",
        "predicted_ns", "pm_ideal_ns", "core_count" };
    static constexpr std::array<size_t, 7> kOpWidths { 7, 36, 14, 18, 13, 13, 13 };
    static constexpr std::array<std::string_view, 7> kLedgerColumns { "index", "class", "kernel_ns", "contiguous_bytes",
        "from", "to", "op_code" };
    static constexpr std::array<size_t, 6> kLedgerWidths { 7, 14, 12, 10, 28, 28 };
    const OptimizerDevice device = deviceOf(run, request);
    std::string out = factsText(runHeadFacts(run, request, device), NullRows::Omit);

    const std::vector<int64_t> top = topRunOps(run, shown);
    out += fmt::format("{} ({} of {})\n", factLabel("top_ops", "top_ops").text, top.size(), run.deviceOps());
    out += factTableHeader("ops", kOpColumns, kOpWidths, 2);
    RunPricer pricer(run, device);
    for (int64_t i : top)
        out += factTableRow(runOpFacts(run, i, pricer), kOpColumns, kOpWidths, 2);

    std::vector<LedgerRow> rows = runLedger(run, device.device);
    const size_t all = rows.size();
    std::stable_sort(
        rows.begin(), rows.end(), [](const LedgerRow& a, const LedgerRow& b) { return a.kernelNs > b.kernelNs; });
    rows.resize(std::min(rows.size(), size_t(shown)));
    out += fmt::format("{} ({} of {})\n", factLabel("ledger", "ledger").text, rows.size(), all);
    out += factTableHeader("ledger", kLedgerColumns, kLedgerWidths, 2);
    for (const LedgerRow& row : rows)
        out += factTableRow(ledgerFacts(run, row), kLedgerColumns, kLedgerWidths, 2);

    if (!run.memory.empty())
        out += factsText(FactGroup { { "memory", memoryList(run) } }, NullRows::Omit);
    return out;
}

} // namespace tle
