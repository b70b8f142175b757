// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "graph/modelgraph.h"
#include "layout/ttnn/ttnnlayout.h"
#include "optimizer/shared/optimizerresult.h"

#include <vector>

namespace tle {

// One layout change a plan makes a tensor go through: a reshard on a consumer's operand or a spill after an op,
// with the layouts either side as the plan's consumers read them.
struct PlanMove
{
    enum class Kind
    {
        Reshard,
        Spill
    };
    Kind kind = Kind::Reshard;
    int value = 0; // the tensor moved
    int op = 0; // a reshard's consumer; the op after which a spill happens
    int operand = -1; // a reshard's operand index
    size_t index = 0; // into PolicyResult::reshards or ::spills, by kind
    TtnnLayout from;
    TtnnLayout to;
};

// Every reshard and spill of `result` in plan order (reshards first, as the plan lists them, then spills). The
// moves of ops `only` names, when it is not negative: the op's reshards and the spills of its output.
std::vector<PlanMove> planMoves(
    const ModelGraph& graph, const PolicyResult& result, const OptimizerDevice& device, int only = -1);

} // namespace tle
