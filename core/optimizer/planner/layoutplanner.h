// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"
#include "optimizer/shared/policyoptions.h"

namespace tle {

// The project's policy, "layout-planner": every op and every operand is planned (no chains), candidates are
// ranked by the cost model's estimated time of their whole path (reshards and producers included) instead of a
// fixed heuristic, forks pick the producer layout with the least reshard time, and L1 pressure is resolved over
// the whole schedule by the exact minimum-cost spill planner (planSpillsOptimal). Rules in docs/optimizer.md.
PolicyResult runLayoutPlanner(
    const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options = {});

} // namespace tle
