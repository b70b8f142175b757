// SPDX-License-Identifier: MIT
#include "run/runbreakdown.h"

#include "run/opfamily.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace tle {

namespace {

// Each device op with its time and, when priced, its bound and utilisation.
std::vector<std::pair<RunBreakdownOp, OpFamily>> pricedOps(const RunAnalysis& analysis)
{
    std::unordered_map<int64_t, const RunPrediction*> predicted;
    for (const RunPrediction& p : analysis.predictions)
        predicted.emplace(p.op, &p);
    std::vector<std::pair<RunBreakdownOp, OpFamily>> ops;
    OpFamilies families;
    const MeasuredRun& run = *analysis.run;
    for (size_t i = 0; i < run.ops.size(); ++i) {
        const RunOp& op = run.ops[i];
        if (op.kind != RunOpKind::Device)
            continue;
        RunBreakdownOp row { int64_t(i), double(std::max<int64_t>(0, op.kernelNs.value_or(0))), {}, {} };
        if (const auto it = predicted.find(int64_t(i)); it != predicted.end()) {
            row.bound = it->second->bound;
            row.utilization = it->second->utilization;
        }
        ops.emplace_back(row, families.of(op));
    }
    return ops;
}

template <typename T>
void longestFirst(std::vector<T>& rows)
{
    std::stable_sort(rows.begin(), rows.end(), [](const T& a, const T& b) { return a.ns > b.ns; });
}

} // namespace

std::vector<RunBreakdownFamily> runBreakdown(const RunAnalysis& analysis)
{
    if (!analysis.run)
        return {};
    const auto ops = pricedOps(analysis);
    double total = 0;
    for (const auto& [op, family] : ops)
        total += op.ns;
    std::map<int, std::map<std::string, RunBreakdownCode>> byFamily;
    for (const auto& [op, family] : ops) {
        const std::string& code = analysis.run->ops[size_t(op.op)].opCode;
        RunBreakdownCode& row = byFamily[int(family)][code];
        row.opCode = code;
        row.ns += op.ns;
        row.ops.push_back(op);
    }
    std::vector<RunBreakdownFamily> families;
    for (auto& [family, codes] : byFamily) {
        RunBreakdownFamily f;
        f.family = OpFamily(family);
        for (auto& [code, row] : codes) {
            row.share = total > 0 ? row.ns / total : 0;
            longestFirst(row.ops);
            f.ops += int64_t(row.ops.size());
            f.ns += row.ns;
            f.codes.push_back(std::move(row));
        }
        f.share = total > 0 ? f.ns / total : 0;
        longestFirst(f.codes);
        families.push_back(std::move(f));
    }
    longestFirst(families);
    return families;
}

std::vector<RunBreakdownOp> topRunOps(const RunAnalysis& analysis, size_t count)
{
    if (!analysis.run)
        return {};
    std::vector<RunBreakdownOp> ops;
    for (auto& [op, family] : pricedOps(analysis))
        ops.push_back(op);
    longestFirst(ops);
    ops.resize(std::min(ops.size(), count));
    return ops;
}

} // namespace tle
