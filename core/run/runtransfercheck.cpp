// SPDX-License-Identifier: MIT
#include "run/runtransfercheck.h"

#include "run/runaccounting.h"
#include "run/runlayouts.h"
#include "transfer/transferplan.h"
#include "util/error.h"

#include <algorithm>

namespace tle {

TransferCheck checkTransfers(const MeasuredRun& run, const OptimizerDevice& device)
{
    TransferCheck check;
    TransferOptions options;
    options.noc = device.noc;
    options.gridRows = device.device.gridRows;
    options.gridCols = device.device.gridCols;
    options.dramBanks = device.device.dramBanks;
    std::vector<double> ratios;
    int within = 0;
    int pmWithin = 0;
    auto inside = [](double ratio) { return ratio >= 0.5 && ratio <= 2.0; };
    for (size_t i = 0; i < run.ops.size(); ++i) {
        const RunOp& op = run.ops[i];
        if (op.kind != RunOpKind::Device || !op.kernelNs || *op.kernelNs <= 0 || op.inputs.empty()
            || op.outputs.empty())
            continue;
        const RunClass cls = classifyRunOp(op);
        if (cls != RunClass::ShardConv && cls != RunClass::BufCopy)
            continue;
        const RunLayout in = runInputLayout(op, 0, device.device);
        const RunLayout out = runOutputLayout(op, 0, device.device);
        if (!in.layout || !out.layout) {
            ++check.skipped;
            continue;
        }
        try {
            const AnyLayout a = TtnnTensor { *in.layout, std::nullopt, false, {}, {} };
            const AnyLayout b = TtnnTensor { *out.layout, std::nullopt, false, {}, {} };
            const TransferPlan plan = planTransfer(a, b, options);
            TransferCheck::Row row { int64_t(i), op.opCode, *op.kernelNs, plan.estimate.ns, op.pmIdealNs,
                plan.estimate.bound };
            const double ratio = row.estimatedNs / double(row.measuredNs);
            ratios.push_back(ratio);
            within += inside(ratio) ? 1 : 0;
            if (op.pmIdealNs && *op.pmIdealNs > 1)
                pmWithin += inside(double(*op.pmIdealNs) / double(row.measuredNs)) ? 1 : 0;
            check.rows.push_back(std::move(row));
        } catch (const Error&) {
            ++check.skipped;
        }
    }
    if (!check.rows.empty()) {
        check.within2x = double(within) / double(check.rows.size());
        check.pmIdealWithin2x = double(pmWithin) / double(check.rows.size());
        std::nth_element(ratios.begin(), ratios.begin() + ratios.size() / 2, ratios.end());
        check.medianRatio = ratios[ratios.size() / 2];
    }
    return check;
}

} // namespace tle
