// SPDX-License-Identifier: MIT
#pragma once

#include "graph/decisiontrace.h"
#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"

#include <memory>
#include <string_view>

namespace tle {

// The plan tt-mlir's own optimizer decided, read from its decision trace (`--decision-trace FILE`).
inline constexpr std::string_view kAsDecidedPlan = "as-decided";

// The as-decided plan of `graph`: each op's output as its final choice says (the tensor's first legal layout that
// matches the choice's buffer, memory layout and grid), ops without a choice in DRAM interleaved; a reshard on every
// edge the trace marks with hasReshard, into its reshardLayout; the spill pass's evictions as spills to DRAM after
// the op before their position, and its self spills and fragmentation demotions as outputs written to DRAM (the
// spill count is the evictions and the self spills: the events that spill). Every
// L1 output is reserved from its op to its last reader (or its eviction). Metrics as every plan's; the trace, its
// join and the second opinion ride along in `decisionTrace`. A choice no legal layout matches keeps DRAM
// interleaved and is named in the notes.
PolicyResult decidedPlan(
    const ModelGraph& graph, std::shared_ptr<const JoinedTrace> trace, const OptimizerDevice& device);

} // namespace tle
