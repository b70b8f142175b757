// SPDX-License-Identifier: MIT
#pragma once

#include "io/json.h"
#include "optimizer/shared/optimizerresult.h"

#include <string>

namespace tle {

// A short label such as "l1 block_sharded 8x8 tile" or "dram interleaved tile".
std::string layoutLabel(const LayoutChoice& choice);
std::string layoutLabel(const TtnnLayout& layout);

// The contract's spellings of a policy's decisions.
std::string_view toString(Verdict verdict);
std::string_view toString(SpillLocation location); // a chain's `spill`
std::string_view toString(ReshardKind kind);
std::string_view toString(MergeKind kind);

// The CLI contract's keys for one result (`policy`, `ops`, `chains`, `reshards`, `spills`,
// `reservations`, `metrics`), with op and tensor names from the graph.
// With `ops` false, "ops" is an empty array holding its place, for a writer that streams the entries
// (writeJsonStreamingArray) rather than holding a million of them in one tree.
Json policyResultJson(const PolicyResult& result, const ModelGraph& graph, bool ops = true);
// One entry of "ops".
Json opDecisionJson(const OpDecision& decision, const ModelGraph& graph);
std::string policyResultText(const PolicyResult& result, const ModelGraph& graph);

} // namespace tle
