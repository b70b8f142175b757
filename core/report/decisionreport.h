// SPDX-License-Identifier: MIT
#pragma once

#include "graph/decisiontrace.h"
#include "graph/modelgraph.h"
#include "report/fact.h"

#include <optional>
#include <vector>

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

// The op's evaluations as an explanation's candidates: each valid one with its output layout, `chosen` (the
// compiler's pick) or `ranked lower`, the cost model's time from `times` (one per evaluation, may be empty) and its
// score in words; each invalid one with its output hint, `rejected` and the compiler's failure reason. The inputs
// of each close its reason.
FactValue::List decisionCandidates(const JoinedTrace& trace, int op, const std::vector<std::optional<double>>& times);

// A score as its six fields.
FactGroup scoreFacts(const TraceScore& score);

} // namespace tle
