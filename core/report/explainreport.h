// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "optimizer/shared/optimizerresult.h"
#include "report/fact.h"

#include <optional>
#include <string>
#include <string_view>

namespace tle {

// Why a policy decided what it did for one op, from what the policy recorded while planning: the layouts it
// considered with each verdict and reason (rejections by the op model, ranking, the chosen one), the op's chain
// and why the chain ended where it did, the reshards into the op, the spills of its output and the rule that
// picked them, the chain-merging steps that involved it, and the policy's own notes.
FactGroup explainFacts(const ModelGraph& graph, const PolicyResult& result, int op);

// The op a user names: its display name (`%3`, a location), or its index; none when nothing matches.
std::optional<int> findOp(const ModelGraph& graph, std::string_view name);

std::string_view toString(SpillCause cause);
// One sentence on the rule behind a spill cause.
const char* spillRuleText(SpillCause cause);

} // namespace tle
