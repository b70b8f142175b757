// SPDX-License-Identifier: MIT
#include "report/factlabeltable.h"

#include "util/translatenoop.h"

namespace tle {

namespace {

// Every fact of a measured run's report, by path.
constexpr FactLabelEntry kRunLabels[] = {
    { "source", TLE_TRANSLATE_NOOP("tle::FactLabels", "Source") },
    { "format", TLE_TRANSLATE_NOOP("tle::FactLabels", "Format") },
    { "arch", TLE_TRANSLATE_NOOP("tle::FactLabels", "Architecture") },
    { "device", TLE_TRANSLATE_NOOP("tle::FactLabels", "Device") },
    { "calibrated", TLE_TRANSLATE_NOOP("tle::FactLabels", "Calibrated") },
    { "accuracy", TLE_TRANSLATE_NOOP("tle::FactLabels", "Cost model against measurement") },
    { "accuracy.ops", TLE_TRANSLATE_NOOP("tle::FactLabels", "ops") },
    { "accuracy.within_2x", TLE_TRANSLATE_NOOP("tle::FactLabels", "within 2x") },
    { "accuracy.median_abs_log2", TLE_TRANSLATE_NOOP("tle::FactLabels", "median |log2 error|") },
    { "accuracy.spearman", TLE_TRANSLATE_NOOP("tle::FactLabels", "rank correlation (Spearman)") },
    { "accuracy.pm_ideal_within_2x", TLE_TRANSLATE_NOOP("tle::FactLabels", "PM IDEAL within 2x") },
    { "summary", TLE_TRANSLATE_NOOP("tle::FactLabels", "Summary") },
    { "summary.device_ops", TLE_TRANSLATE_NOOP("tle::FactLabels", "device ops") },
    { "summary.host_ops", TLE_TRANSLATE_NOOP("tle::FactLabels", "host ops") },
    { "summary.devices", TLE_TRANSLATE_NOOP("tle::FactLabels", "devices") },
    { "summary.signposts", TLE_TRANSLATE_NOOP("tle::FactLabels", "signposts") },
    { "summary.traced_ops", TLE_TRANSLATE_NOOP("tle::FactLabels", "traced ops") },
    { "summary.device_kernel_ns", TLE_TRANSLATE_NOOP("tle::FactLabels", "device kernel time (ns)") },
    { "summary.op_to_op_ns", TLE_TRANSLATE_NOOP("tle::FactLabels", "op-to-op gaps (ns)") },
    { "summary.host_ns", TLE_TRANSLATE_NOOP("tle::FactLabels", "host op time (ns)") },
    { "summary.by_class", TLE_TRANSLATE_NOOP("tle::FactLabels", "kernel time by class (ns)") },
    { "summary.layout_change_ns", TLE_TRANSLATE_NOOP("tle::FactLabels", "layout changes (ns)") },
    { "summary.layout_change_with_tile_ns",
        TLE_TRANSLATE_NOOP("tle::FactLabels", "layout changes with tilize/untilize (ns)") },
    { "summary.layout_change_broad_ns",
        TLE_TRANSLATE_NOOP("tle::FactLabels", "layout changes with moves and DRAM slicing (ns)") },
    { "summary.layout_change_share", TLE_TRANSLATE_NOOP("tle::FactLabels", "layout tax (share of kernel time)") },
    { "summary.layout_change_share.strict", TLE_TRANSLATE_NOOP("tle::FactLabels", "strict") },
    { "summary.layout_change_share.with_tile", TLE_TRANSLATE_NOOP("tle::FactLabels", "with tile") },
    { "summary.layout_change_share.broad", TLE_TRANSLATE_NOOP("tle::FactLabels", "broad") },
    { "by", TLE_TRANSLATE_NOOP("tle::FactLabels", "Grouped by") },
    { "groups", TLE_TRANSLATE_NOOP("tle::FactLabels", "Groups") },
    { "groups.key", TLE_TRANSLATE_NOOP("tle::FactLabels", "group") },
    { "groups.ops", TLE_TRANSLATE_NOOP("tle::FactLabels", "ops") },
    { "groups.kernel_ns", TLE_TRANSLATE_NOOP("tle::FactLabels", "kernel ns") },
    { "groups.op_to_op_ns", TLE_TRANSLATE_NOOP("tle::FactLabels", "gap ns") },
    { "groups.share", TLE_TRANSLATE_NOOP("tle::FactLabels", "share") },
    { "top_ops", TLE_TRANSLATE_NOOP("tle::FactLabels", "Top ops by kernel time") },
    { "ops.index", TLE_TRANSLATE_NOOP("tle::FactLabels", "index") },
    { "ops.line", TLE_TRANSLATE_NOOP("tle::FactLabels", "line") },
    { "ops.device", TLE_TRANSLATE_NOOP("tle::FactLabels", "device") },
    { "ops.op_code", TLE_TRANSLATE_NOOP("tle::FactLabels", "op code") },
    { "ops.loc", TLE_TRANSLATE_NOOP("tle::FactLabels", "loc") },
    { "ops.class", TLE_TRANSLATE_NOOP("tle::FactLabels", "class") },
    { "ops.measured_ns", TLE_TRANSLATE_NOOP("tle::FactLabels", "measured ns") },
    { "ops.predicted_ns", TLE_TRANSLATE_NOOP("tle::FactLabels", "predicted ns") },
    { "ops.pm_ideal_ns", TLE_TRANSLATE_NOOP("tle::FactLabels", "PM ideal ns") },
    { "ops.op_to_op_ns", TLE_TRANSLATE_NOOP("tle::FactLabels", "gap ns") },
    { "ops.core_count", TLE_TRANSLATE_NOOP("tle::FactLabels", "cores") },
    { "ops.signpost", TLE_TRANSLATE_NOOP("tle::FactLabels", "signpost") },
    { "ops.traced", TLE_TRANSLATE_NOOP("tle::FactLabels", "traced") },
    { "ops.inputs", TLE_TRANSLATE_NOOP("tle::FactLabels", "inputs") },
    { "ops.output", TLE_TRANSLATE_NOOP("tle::FactLabels", "output") },
    { "ledger", TLE_TRANSLATE_NOOP("tle::FactLabels", "Layout-change ledger") },
    { "ledger.index", TLE_TRANSLATE_NOOP("tle::FactLabels", "index") },
    { "ledger.op_code", TLE_TRANSLATE_NOOP("tle::FactLabels", "op code") },
    { "ledger.class", TLE_TRANSLATE_NOOP("tle::FactLabels", "class") },
    { "ledger.shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "shape") },
    { "ledger.data_type", TLE_TRANSLATE_NOOP("tle::FactLabels", "data type") },
    { "ledger.from", TLE_TRANSLATE_NOOP("tle::FactLabels", "from") },
    { "ledger.to", TLE_TRANSLATE_NOOP("tle::FactLabels", "to") },
    { "ledger.bytes", TLE_TRANSLATE_NOOP("tle::FactLabels", "bytes") },
    { "ledger.contiguous_bytes", TLE_TRANSLATE_NOOP("tle::FactLabels", "burst B") },
    { "ledger.small_transfers", TLE_TRANSLATE_NOOP("tle::FactLabels", "small transfers") },
    { "ledger.grid_stated", TLE_TRANSLATE_NOOP("tle::FactLabels", "grid stated") },
    { "ledger.kernel_ns", TLE_TRANSLATE_NOOP("tle::FactLabels", "kernel ns") },
    { "memory", TLE_TRANSLATE_NOOP("tle::FactLabels", "Measured memory after each op") },
    { "memory.index", TLE_TRANSLATE_NOOP("tle::FactLabels", "index") },
    { "memory.loc", TLE_TRANSLATE_NOOP("tle::FactLabels", "loc") },
    { "memory.l1", TLE_TRANSLATE_NOOP("tle::FactLabels", "L1") },
    { "memory.dram", TLE_TRANSLATE_NOOP("tle::FactLabels", "DRAM") },
};

} // namespace

std::span<const FactLabelEntry> runFactLabels()
{
    return kRunLabels;
}

} // namespace tle
