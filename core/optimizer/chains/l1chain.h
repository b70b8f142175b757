// SPDX-License-Identifier: MIT
#pragma once

// L1 chains of seed 002 §3.2: the chain state machine (§3.2.4) and the DFShardingPolicy chain builder over an
// abstract op list in DFS schedule order (§3.2.2, rules of §3.2.3).

#include "optimizer/chains/shardsolver.h"
#include "optimizer/shared/l1chainstate.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// One op of the schedule as the chain builder sees it.
struct ChainCandidateOp
{
    int id = 0;
    bool shardable = false;
    bool hasLegalConfigs = false;
    int useCount = 0;
    // Producer op id per operand, -1 for graph inputs.
    std::vector<int> operandProducers;
    // Seed 002 §4.1.6: concat ops form a chain of their own, resolved after the others.
    bool isolated = false;
};

struct ChainBuildResult
{
    // Each chain is in the Built state.
    std::vector<L1Chain> chains;
    // Per chain, the rule that ended it.
    std::vector<ChainBreak> ends;
    std::vector<ChainBreak> breaks;
};

// Walks `schedule` (DFS order): an op joins the current chain if shardable with legal configs; the chain goes on
// to the next op only if that op's operand[0] is this op and this op has exactly one use. Throws tle::Error on
// a repeated op id or a negative use count.
ChainBuildResult buildL1Chains(std::span<const ChainCandidateOp> schedule);

// The in-chain operand edges of `chain`, with ops numbered by their position in the chain, for ShardSolver.
std::vector<ChainEdge> chainEdges(const L1Chain& chain, std::span<const ChainCandidateOp> schedule);

} // namespace tle
