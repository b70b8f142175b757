// SPDX-License-Identifier: MIT
#pragma once

#include "graph/opfamily.h"
#include "run/runcompare.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tle {

// A comparison read as an answer: the family totals of both runs first, then the matched ops whose time changed
// most, then the ops only one run did, grouped by op code.
struct RunFamilyChange
{
    OpFamily family = OpFamily::Other;
    int64_t ns = 0; // kernel time in the run
    int64_t otherNs = 0; // in the other run
};

struct RunUnmatchedGroup
{
    std::string opCode;
    bool inRun = true; // the run did these ops, the other did not; false: the other way round
    std::vector<int64_t> ops; // in their run's `ops`, in run order
    int64_t ns = 0;
};

struct RunComparisonSummary
{
    std::vector<RunFamilyChange> families; // the families either run has, the largest change first
    std::vector<size_t> largestChanges; // indices into RunComparison::ops of matched ops, the largest change first
    std::vector<RunUnmatchedGroup> unmatched; // the run's groups, then the other's, each the longest first
};

RunComparisonSummary summarizeComparison(
    const MeasuredRun& run, const MeasuredRun& other, const RunComparison& comparison);

} // namespace tle
