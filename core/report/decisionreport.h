// SPDX-License-Identifier: MIT
#pragma once

#include "graph/decisiontrace.h"
#include "graph/modelgraph.h"
#include "report/fact.h"

namespace tle {

inline constexpr const char* kDecisionContext = "tle::Decisions";

// The compiler's decision for op `op` as its trace records it, verdict first: the chosen layout and the field of
// the lexicographic score that ranked it above the runner-up, then the beam, the evaluations grouped by failure
// reason (count and an example each), the candidates per operand, the output hints, the DRAM fallback, in-place,
// the fork resolutions, score ties, the spill pass's events and the cost model's second opinion. Null when no
// record of the trace joined the op.
FactValue decisionFacts(const ModelGraph& graph, const JoinedTrace& trace, int op);
// The verdict sentence alone.
Message decisionVerdict(const ModelGraph& graph, const JoinedTrace& trace, int op);

// The plan-wide facts of a trace: where it came from, its spill pass's events and demotions, the records that
// joined no op, the second opinion and the score ties.
FactGroup decisionTraceFacts(const ModelGraph& graph, const JoinedTrace& trace);

// A score as its six fields.
FactGroup scoreFacts(const TraceScore& score);

} // namespace tle
