// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
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
// picked them, the chain-merging steps that involved it, and the policy's own notes. It opens with the verdict:
// one paragraph naming the chosen layout, the rule that ended its chain and the op that stopped it, and its
// spills. With a device, each candidate carries the cost model's time for the op in that layout.
FactGroup explainFacts(
    const ModelGraph& graph, const PolicyResult& result, int op, const OptimizerDevice* device = nullptr);

// The first op whose decision is worth explaining: one in an L1 chain, else one the policy weighed candidates
// for, else one with a layout; none when no op has a layout.
std::optional<int> firstExplainedOp(const PolicyResult& result);

// The op a user names: its display name (`%3`, a location), or its index; none when nothing matches.
std::optional<int> findOp(const ModelGraph& graph, std::string_view name);

std::string_view toString(SpillCause cause);
// One sentence on the rule behind a spill cause.
const char* spillRuleText(SpillCause cause);

} // namespace tle
