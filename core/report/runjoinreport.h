// SPDX-License-Identifier: MIT
#pragma once

#include "report/fact.h"
#include "run/planjoin.h"
#include "run/runcompare.h"

#include <string>

namespace tle {

// `report RUN --compare RUN2`: the two runs' totals and classes side by side, and their ops aligned.
FactGroup runCompareFacts(const MeasuredRun& run, const MeasuredRun& other, const RunComparison& comparison);
std::string runCompareText(
    const MeasuredRun& run, const MeasuredRun& other, const RunComparison& comparison, int64_t shownOps);

// `report RUN --plan MODEL`: which planned step each measured op ran as, the layout it ran with against the one
// planned, the time measured against the time planned, and the L1 measured against the reservations planned.
struct PlanJoinSource
{
    std::string model;
    std::string function;
    std::string policy;
};
FactGroup planJoinFacts(
    const MeasuredRun& run, const ModelGraph& graph, const PlanJoin& join, const PlanJoinSource& source);
std::string planJoinText(const MeasuredRun& run, const ModelGraph& graph, const PlanJoin& join,
    const PlanJoinSource& source, int64_t shownOps);

} // namespace tle
