// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"
#include "optimizer/shared/policyoptions.h"

namespace tle {

// The current upstream design (tt-mlir ttnn-optimizer §5): beam layout propagation with the lexicographic
// heuristic (BeamSearch), then greedy L1 spill management by farthest last use (planSpillsGreedy), readers after a
// spill reloading the tensor into the layout they were planned to read, as upstream's pass does.
PolicyResult runGreedyBeam(
    const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options = {});

} // namespace tle
