// SPDX-License-Identifier: MIT
#pragma once

#include "io/json/json.h"
#include "optimizer/shared/optimizerresult.h"
#include "report/fact.h"

#include <string>

namespace tle {

// A short label such as "l1 block_sharded 8x8 tile" or "dram interleaved tile".
std::string layoutLabel(const LayoutChoice& choice);
std::string layoutLabel(const TtnnLayout& layout);

// The contract's spellings of a policy's decisions.
std::string_view toString(SpillLocation location); // a chain's `spill`
std::string_view toString(ReshardKind kind);
std::string_view toString(MergeKind kind);

// A verdict as the contract spells it, a message the window words in the user's language.
Message verdictMessage(Verdict verdict);
// The candidates a policy weighed for an op (layout, verdict, reason), as `optimize` and `--explain` list them.
FactValue::List candidateFacts(const OpDecision& decision);
// One result as facts with the CLI contract's keys (`policy`, `ops`, `schedule`, `chains`, `reshards`, `spills`,
// `reservations`, `merges`, `notes`, `metrics`), with op and tensor names from the graph; with `ops` false, "ops"
// is empty. One entry of "ops".
FactGroup policyResultFacts(const PolicyResult& result, const ModelGraph& graph, bool ops = true);
// With `candidates` Counted, "candidates" is their number: the text answer's row, written for a million ops,
// counts them (--explain lists them).
enum class Candidates
{
    Listed,
    Counted
};
FactGroup opDecisionFacts(
    const OpDecision& decision, const ModelGraph& graph, Candidates candidates = Candidates::Listed);

// The CLI contract's keys for one result (`policy`, `ops`, `chains`, `reshards`, `spills`,
// `reservations`, `metrics`), with op and tensor names from the graph.
// With `ops` false, "ops" is an empty array holding its place, for a writer that streams the entries
// (writeJsonStreamingArray) rather than holding a million of them in one tree.
Json policyResultJson(const PolicyResult& result, const ModelGraph& graph, bool ops = true);
// One entry of "ops".
Json opDecisionJson(const OpDecision& decision, const ModelGraph& graph);
// The text answer: the ops as a table written row by row, then the rest of the facts.
std::string policyResultText(const PolicyResult& result, const ModelGraph& graph);

} // namespace tle
