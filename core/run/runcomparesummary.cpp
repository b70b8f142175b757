// SPDX-License-Identifier: MIT
#include "run/runcomparesummary.h"

#include <algorithm>
#include <cstdlib>
#include <map>

namespace tle {

namespace {

int64_t change(const RunOpDelta& d)
{
    return std::llabs(d.otherNs.value_or(0) - d.ns.value_or(0));
}

} // namespace

RunComparisonSummary summarizeComparison(
    const MeasuredRun& run, const MeasuredRun& other, const RunComparison& comparison)
{
    RunComparisonSummary s;
    for (int f = 0; f < kOpFamilyCount; ++f) {
        const size_t i = size_t(f);
        if (comparison.run.byFamilyOps[i] > 0 || comparison.other.byFamilyOps[i] > 0)
            s.families.push_back({ OpFamily(f), comparison.run.byFamilyNs[i], comparison.other.byFamilyNs[i] });
    }
    std::stable_sort(s.families.begin(), s.families.end(), [](const RunFamilyChange& a, const RunFamilyChange& b) {
        return std::llabs(a.otherNs - a.ns) > std::llabs(b.otherNs - b.ns);
    });
    std::map<std::string, RunUnmatchedGroup> inRun;
    std::map<std::string, RunUnmatchedGroup> inOther;
    for (size_t i = 0; i < comparison.ops.size(); ++i) {
        const RunOpDelta& d = comparison.ops[i];
        if (d.op >= 0 && d.other >= 0) {
            s.largestChanges.push_back(i);
            continue;
        }
        const bool mine = d.op >= 0;
        const RunOp& op = mine ? run.ops[size_t(d.op)] : other.ops[size_t(d.other)];
        RunUnmatchedGroup& group = (mine ? inRun : inOther)[op.opCode];
        group.opCode = op.opCode;
        group.inRun = mine;
        group.ops.push_back(mine ? d.op : d.other);
        group.ns += (mine ? d.ns : d.otherNs).value_or(0);
    }
    std::stable_sort(s.largestChanges.begin(), s.largestChanges.end(),
        [&](size_t a, size_t b) { return change(comparison.ops[a]) > change(comparison.ops[b]); });
    for (auto* groups : { &inRun, &inOther }) {
        std::vector<RunUnmatchedGroup> sorted;
        for (auto& [code, group] : *groups)
            sorted.push_back(std::move(group));
        std::stable_sort(sorted.begin(), sorted.end(),
            [](const RunUnmatchedGroup& a, const RunUnmatchedGroup& b) { return a.ns > b.ns; });
        for (RunUnmatchedGroup& group : sorted) {
            std::sort(group.ops.begin(), group.ops.end());
            s.unmatched.push_back(std::move(group));
        }
    }
    return s;
}

} // namespace tle
