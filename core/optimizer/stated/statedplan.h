// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "graph/modelgraph.h"
#include "graph/statedlayouts.h"
#include "optimizer/shared/optimizerresult.h"

#include <string_view>

namespace tle {

// The name under which the plan a compiled TTNN module states itself is shown next to the policies' plans. It
// is read, not planned, so it is not a policy and `--policy all` leaves it out.
inline constexpr std::string_view kAsCompiledPlan = "as-compiled";

// The stated plan with only upstream's spill pass run over it (`--policy spill-only`), as upstream's spill tests
// run the pass on IR whose layouts are given. Not a policy either.
inline constexpr std::string_view kSpillOnlyPlan = "spill-only";

// The plan the file states (`stated`, as io's readStatedLayouts reads them): every op's output in the layout its
// result type names, the moves the compiler inserted (to_memory_config, to_layout, ...) as the ops they are, with
// the same metrics as a policy's plan. Every output in L1 is a reservation from its producer to its last reader.
// Moves counted: a move from L1 into DRAM is a spill, any other move between layouts a reshard; no chains (the
// file does not say them). Throws tle::Error when no op result of the function has a stated layout.
PolicyResult readStatedPlan(const ModelGraph& graph, const StatedLayouts& stated, const OptimizerDevice& device);

// readStatedPlan's plan, then the greedy-beam policy's spill pass over it: the L1 outputs are tenants from their
// producer to their last reader; where the L1 budget overflows, the tenant with the farthest last use is spilled
// to DRAM interleaved and its later readers reload it into the layout the file gives them. The file's own moves
// stay counted with the pass's spills and reloads. Throws as readStatedPlan does.
PolicyResult spillOnlyPlan(const ModelGraph& graph, const StatedLayouts& stated, const OptimizerDevice& device);

} // namespace tle
