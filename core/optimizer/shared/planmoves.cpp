// SPDX-License-Identifier: MIT
#include "optimizer/shared/planmoves.h"

#include "optimizer/shared/layoutreader.h"

namespace tle {

std::vector<PlanMove> planMoves(
    const ModelGraph& graph, const PolicyResult& result, const OptimizerDevice& device, int only)
{
    std::vector<PlanMove> moves;
    LayoutReader reader(graph, device);
    reader.load(result);
    for (size_t i = 0; i < result.reshards.size(); ++i) {
        const ReshardResult& r = result.reshards[i];
        if (!r.target || (only >= 0 && r.consumer != only))
            continue;
        const int value = graph.op(r.consumer).operands.at(size_t(r.operand));
        moves.push_back({ .kind = PlanMove::Kind::Reshard,
            .value = value,
            .op = r.consumer,
            .operand = r.operand,
            .index = i,
            .from = reader.source(r.consumer, r.operand),
            .to = *r.target });
    }
    for (size_t i = 0; i < result.spills.size(); ++i) {
        const SpillResult& s = result.spills[i];
        if (only >= 0 && s.at != only && graph.value(s.value).producer != only)
            continue;
        moves.push_back({ .kind = PlanMove::Kind::Spill,
            .value = s.value,
            .op = s.at,
            .index = i,
            .from = reader.output(s.value),
            .to = s.target ? *s.target : reader.dram(s.value) });
    }
    return moves;
}

} // namespace tle
