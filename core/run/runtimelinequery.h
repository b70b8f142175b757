// SPDX-License-Identifier: MIT
#pragma once

#include "graph/opfamily.h"
#include "run/measuredrun.h"
#include "run/runtimeline.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// One row of a range's totals: a family or an op code, the ops of it that overlap the range, the part of their
// kernel time inside it and that part's share of all kernel time inside it.
struct RunRangeRow
{
    std::string name; // the op code; empty for a family row
    OpFamily family = OpFamily::Other; // the family, or the op code's family
    int64_t ops = 0;
    double ns = 0;
    double share = 0;
};

// What a stretch of the timeline holds on every lane, as a profiler's area selection totals it: ops that overlap
// [fromNs, toNs) count once each, their time only inside it. Rows by family and by op code, the longest first.
struct RunRangeTotals
{
    double fromNs = 0;
    double toNs = 0;
    int64_t ops = 0;
    double ns = 0;
    std::vector<RunRangeRow> byFamily;
    std::vector<RunRangeRow> byOpCode;
};

RunRangeTotals runRangeTotals(const RunTimeline& timeline, double fromNs, double toNs);

// The device ops whose op code, loc or signpost matches `pattern`, in run order: a case-insensitive substring, or
// with `regex` an ECMAScript regular expression searched in each (a malformed one throws tle::Error naming it).
// Each distinct text is matched once.
std::vector<int64_t> searchRunOps(const MeasuredRun& run, std::string_view pattern, bool regex);

} // namespace tle
