// SPDX-License-Identifier: MIT
#include "run/runtimelinequery.h"

#include "util/error.h"

#include <algorithm>
#include <cctype>
#include <map>
// GCC 12 warns of an uninitialised std::function inside std::regex's own automaton at -O1 with the sanitizers: a
// false positive in the library's code, not in this file's.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <regex>
#include <unordered_map>

#include <fmt/format.h>

namespace tle {

namespace {

std::vector<RunRangeRow> sortedRows(std::vector<RunRangeRow> rows, double total)
{
    for (RunRangeRow& row : rows)
        row.share = total > 0 ? row.ns / total : 0;
    std::stable_sort(rows.begin(), rows.end(), [](const RunRangeRow& a, const RunRangeRow& b) { return a.ns > b.ns; });
    return rows;
}

bool containsIgnoringCase(std::string_view text, std::string_view needle)
{
    const auto lower = [](char c) { return char(std::tolower(static_cast<unsigned char>(c))); };
    return std::search(text.begin(), text.end(), needle.begin(), needle.end(), [&](char a, char b) {
        return lower(a) == lower(b);
    }) != text.end();
}

} // namespace

RunRangeTotals runRangeTotals(const RunTimeline& timeline, double fromNs, double toNs)
{
    RunRangeTotals totals;
    totals.fromNs = std::min(fromNs, toNs);
    totals.toNs = std::max(fromNs, toNs);
    std::vector<RunRangeRow> families(kOpFamilyCount);
    for (int f = 0; f < kOpFamilyCount; ++f)
        families[size_t(f)].family = OpFamily(f);
    std::vector<RunRangeRow> codes(timeline.opCodes().size());
    for (const RunLane& lane : timeline.lanes()) {
        const auto [first, last] = RunTimeline::visible(lane, totals.fromNs, totals.toNs);
        for (size_t i = first; i < last; ++i) {
            const RunBar& bar = lane.bars[i];
            const double inside
                = std::max(0.0, std::min(bar.endNs, totals.toNs) - std::max(bar.startNs, totals.fromNs));
            for (RunRangeRow* row : { &families[size_t(bar.family)], &codes[size_t(bar.code)] }) {
                ++row->ops;
                row->ns += inside;
            }
            codes[size_t(bar.code)].family = bar.family;
            ++totals.ops;
            totals.ns += inside;
        }
    }
    for (size_t c = 0; c < codes.size(); ++c)
        codes[c].name = timeline.opCodes()[c];
    const auto unused = [](const RunRangeRow& row) { return row.ops == 0; };
    std::erase_if(families, unused);
    std::erase_if(codes, unused);
    totals.byFamily = sortedRows(std::move(families), totals.ns);
    totals.byOpCode = sortedRows(std::move(codes), totals.ns);
    return totals;
}

std::vector<int64_t> searchRunOps(const MeasuredRun& run, std::string_view pattern, bool regex)
{
    std::vector<int64_t> found;
    if (pattern.empty())
        return found;
    std::regex expression;
    if (regex) {
        try {
            expression = std::regex(pattern.begin(), pattern.end(), std::regex::ECMAScript | std::regex::icase);
        } catch (const std::regex_error& e) {
            throw Error(fmt::format("'{}' is not a regular expression: {}", pattern, e.what()));
        }
    }
    std::unordered_map<std::string_view, bool> matched;
    const auto matches = [&](std::string_view text) {
        if (text.empty())
            return false;
        const auto [it, added] = matched.try_emplace(text, false);
        if (added)
            it->second
                = regex ? std::regex_search(text.begin(), text.end(), expression) : containsIgnoringCase(text, pattern);
        return it->second;
    };
    for (size_t i = 0; i < run.ops.size(); ++i) {
        const RunOp& op = run.ops[i];
        if (op.kind != RunOpKind::Device)
            continue;
        const bool inSignpost = op.signpost >= 0 && size_t(op.signpost) < run.signposts.size()
            && matches(run.signposts[size_t(op.signpost)].name);
        if (matches(op.opCode) || matches(op.loc) || inSignpost)
            found.push_back(int64_t(i));
    }
    return found;
}

} // namespace tle
