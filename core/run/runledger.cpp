// SPDX-License-Identifier: MIT
#include "run/runledger.h"

#include <algorithm>

namespace tle {

bool isLayoutChange(RunClass value)
{
    switch (value) {
    case RunClass::ShardConv:
    case RunClass::BufCopy:
    case RunClass::TileConv:
    case RunClass::ReallocMove:
    case RunClass::DramSlice:
        return true;
    case RunClass::Halo:
    case RunClass::Other:
        return false;
    }
    return false;
}

std::vector<LedgerRow> runLedger(const MeasuredRun& run, const DeviceModel& device)
{
    std::vector<LedgerRow> rows;
    RunLayoutSizes layouts(device);
    for (size_t i = 0; i < run.ops.size(); ++i) {
        const RunOp& op = run.ops[i];
        if (op.kind != RunOpKind::Device || op.inputs.empty())
            continue;
        LedgerRow row;
        row.op = int64_t(i);
        row.runClass = classifyRunOp(op);
        row.kernelNs = op.kernelNs.value_or(0);
        const RunTensor& in = op.inputs[0];
        row.shape = in.logicalShape;
        row.dataType = in.dataType;
        row.from = runPlacement(in);
        const RunLayout inLayout = layouts.input(op, 0);
        row.bytes = inLayout.bytes;
        row.gridStated = inLayout.gridStated;
        std::optional<int64_t> page = inLayout.pageBytes;
        if (!op.outputs.empty()) {
            row.to = runPlacement(op.outputs[0]);
            const RunLayout outLayout = layouts.output(op, 0);
            row.gridStated = row.gridStated && outLayout.gridStated;
            if (outLayout.pageBytes)
                page = page ? std::min(*page, *outLayout.pageBytes) : *outLayout.pageBytes;
        }
        row.contiguousBytes = page;
        row.smallTransfers = page && *page < kSmallTransferBytes;
        if (isLayoutChange(row.runClass) || row.smallTransfers)
            rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace tle
