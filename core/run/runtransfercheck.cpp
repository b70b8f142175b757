// SPDX-License-Identifier: MIT
#include "run/runtransfercheck.h"

#include "device/devicetransfer.h"
#include "run/runaccounting.h"
#include "run/runlayouts.h"
#include "transfer/transferplan.h"
#include "util/error.h"

#include <algorithm>
#include <optional>
#include <string>
#include <unordered_map>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

// Everything the transfer of an op depends on: its input 0 and output 0 as printed and the ATTRIBUTES text that
// states the output's memory config (runs repeat the same conversions layer after layer).
std::string transferKey(const RunOp& op)
{
    std::string key = fmt::format("{}", static_cast<const void*>(op.attributesText.get()));
    for (const RunTensor* t : { &op.inputs[0], &op.outputs[0] })
        key += fmt::format("|{}|{}|{}|{}|{}", fmt::join(t->paddedShape, "x"), fmt::join(t->logicalShape, "x"),
            t->pageLayout, t->dataType, t->memory);
    return key;
}

struct Planned
{
    double ns = 0;
    TransferBound bound = TransferBound::Overhead;
};

} // namespace

TransferCheck checkTransfers(const MeasuredRun& run, const OptimizerDevice& device)
{
    TransferCheck check;
    const TransferOptions options = transferOptionsOf(device);
    std::vector<double> ratios;
    int within = 0;
    int pmWithin = 0;
    auto inside = [](double ratio) { return ratio >= 0.5 && ratio <= 2.0; };
    std::unordered_map<std::string, std::optional<Planned>> planned; // nullopt: not plannable
    for (size_t i = 0; i < run.ops.size(); ++i) {
        const RunOp& op = run.ops[i];
        if (op.kind != RunOpKind::Device || !op.kernelNs || *op.kernelNs <= 0 || op.inputs.empty()
            || op.outputs.empty())
            continue;
        const RunClass cls = classifyRunOp(op);
        if (cls != RunClass::ShardConv && cls != RunClass::BufCopy)
            continue;
        auto [it, fresh] = planned.try_emplace(transferKey(op));
        if (fresh) {
            const RunLayout in = runInputLayout(op, 0, device.device);
            const RunLayout out = runOutputLayout(op, 0, device.device);
            try {
                if (in.layout && out.layout) {
                    const AnyLayout a = TtnnTensor { *in.layout, std::nullopt, false, {}, {} };
                    const AnyLayout b = TtnnTensor { *out.layout, std::nullopt, false, {}, {} };
                    const TransferPlan plan = planTransfer(a, b, options);
                    it->second = Planned { plan.estimate.ns, plan.estimate.bound };
                }
            } catch (const Error&) {
                it->second = std::nullopt;
            }
        }
        if (!it->second) {
            ++check.skipped;
            continue;
        }
        TransferCheck::Row row { int64_t(i), op.opCode, *op.kernelNs, it->second->ns, op.pmIdealNs, it->second->bound };
        const double ratio = row.estimatedNs / double(row.measuredNs);
        ratios.push_back(ratio);
        within += inside(ratio) ? 1 : 0;
        if (op.pmIdealNs && *op.pmIdealNs > 1)
            pmWithin += inside(double(*op.pmIdealNs) / double(row.measuredNs)) ? 1 : 0;
        check.rows.push_back(std::move(row));
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
