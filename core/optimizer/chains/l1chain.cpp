// SPDX-License-Identifier: MIT
#include "optimizer/chains/l1chain.h"

#include "util/error.h"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include <fmt/format.h>

namespace tle {

ChainBuildResult buildL1Chains(std::span<const ChainCandidateOp> schedule)
{
    std::unordered_set<int> seen;
    for (const ChainCandidateOp& op : schedule) {
        if (!seen.insert(op.id).second)
            throw Error(fmt::format("chain builder: op id {} appears twice in the schedule", op.id));
        if (op.useCount < 0)
            throw Error(fmt::format("chain builder: op {} has a negative use count {}", op.id, op.useCount));
    }

    ChainBuildResult result;
    L1Chain current;
    // Closes the chain in build, if any, with the rule that ended it.
    auto finalize = [&](ChainBreak end) {
        if (current.ops().empty())
            return;
        end.op = current.ops().back();
        current.build();
        result.chains.push_back(std::move(current));
        result.ends.push_back(std::move(end));
        current = L1Chain();
    };

    for (size_t i = 0; i < schedule.size(); ++i) {
        const ChainCandidateOp& op = schedule[i];
        if (!op.shardable || !op.hasLegalConfigs) {
            // The op stays in DRAM, so whatever chain reached it ends before it.
            ChainBreak excluded { op.id, op.shardable ? ChainBreakRule::NoLegalConfigs : ChainBreakRule::NotShardable,
                op.id };
            finalize(excluded);
            result.breaks.push_back(std::move(excluded));
            continue;
        }
        if (op.isolated) {
            ChainBreak isolated { op.id, ChainBreakRule::Isolated, op.id };
            finalize(isolated);
            current.addOp(op.id);
            finalize(isolated);
            result.breaks.push_back(std::move(isolated));
            continue;
        }
        current.addOp(op.id);

        const ChainCandidateOp* next = i + 1 < schedule.size() ? &schedule[i + 1] : nullptr;
        std::optional<ChainBreak> stop;
        if (!next)
            stop = ChainBreak { op.id, ChainBreakRule::EndOfSchedule };
        else if (op.useCount != 1)
            stop = ChainBreak { op.id, ChainBreakRule::NotSingleUse, op.id };
        else if (next->operandProducers.empty() || next->operandProducers.front() != op.id)
            stop = ChainBreak { op.id, ChainBreakRule::NotFirstOperand, next->id };
        if (stop) {
            finalize(*stop);
            result.breaks.push_back(std::move(*stop));
        }
    }
    finalize(ChainBreak { 0, ChainBreakRule::EndOfSchedule });
    return result;
}

std::vector<ChainEdge> chainEdges(const L1Chain& chain, std::span<const ChainCandidateOp> schedule)
{
    std::unordered_map<int, int> local;
    for (size_t i = 0; i < chain.ops().size(); ++i)
        local.emplace(chain.ops()[i], int(i));
    // A chain's ops follow one another in the schedule: each is searched from where the previous one was,
    // so that a long chain costs its length, not its length times the schedule's.
    std::vector<ChainEdge> edges;
    auto from = schedule.begin();
    for (size_t c = 0; c < chain.ops().size(); ++c) {
        auto it = std::find_if(from, schedule.end(), [&](const ChainCandidateOp& o) { return o.id == chain.ops()[c]; });
        if (it == schedule.end())
            it = std::ranges::find(schedule, chain.ops()[c], &ChainCandidateOp::id);
        if (it == schedule.end())
            throw Error(fmt::format("chain edges: chain op {} is not in the schedule", chain.ops()[c]));
        from = it;
        for (size_t k = 0; k < it->operandProducers.size(); ++k) {
            const auto producer = local.find(it->operandProducers[k]);
            if (producer != local.end())
                edges.push_back({ producer->second, int(c), int(k) });
        }
    }
    return edges;
}

} // namespace tle
