// SPDX-License-Identifier: MIT
#pragma once

#include "run/runaccounting.h"
#include "run/runalignment.h"

#include <optional>
#include <vector>

namespace tle {

// Two measurements of one op (or an op only one run did), by position in each run's `ops`.
struct RunOpDelta
{
    int64_t op = -1; // in the first run, -1 when only the other run did it
    int64_t other = -1; // in the other run
    bool sameKind = true; // false when two different op codes were paired
    std::optional<int64_t> ns; // device kernel time
    std::optional<int64_t> otherNs;
};

// Two runs of a model aligned op by op (per device both have, tolerating conversions one run inserted), with the
// summaries the per-class deltas come from.
struct RunComparison
{
    RunSummary run;
    RunSummary other;
    std::vector<RunOpDelta> ops; // device by device, in run order
    int64_t matched = 0;
    int64_t onlyInRun = 0;
    int64_t onlyInOther = 0;
    int64_t unaligned = 0; // device ops past the alignment's size limit, or on a device only one run has
};

RunComparison compareRuns(const MeasuredRun& run, const MeasuredRun& other);

// Whether an op is a layout change or a conv's own data movement (any class but `other`): the alignments skip
// such ops cheaply, as one run may do them where the other did not.
bool isRunConversion(const RunOp& op);

} // namespace tle
