// SPDX-License-Identifier: MIT
// ShardSolver's last step (seed 002 §3.3.4): the core usage each config leads to, the configs picked by it, and
// the solution they make.
#include "optimizer/chains/shardsolver.h"

#include "util/checked.h"
#include "util/error.h"

#include <algorithm>

#include <fmt/format.h>

namespace tle {

ShardSolver::CoreUsage ShardSolver::accumulateCoreUsage(CoreUsageRule rule) const
{
    requireResolved("produceMaxCoreUsage");
    const int n = opCount();
    CoreUsage usage;
    usage.offsets.resize(size_t(n) + 1, 0);
    for (int op = 0; op < n; ++op)
        usage.offsets[size_t(op) + 1] = usage.offsets[size_t(op)] + configList(op).size();
    usage.values.resize(usage.offsets.back(), 0);
    std::vector<int64_t> downstream;
    std::vector<int64_t> best;
    for (int op = n - 1; op >= 0; --op) {
        const auto& list = configList(op);
        downstream.assign(list.size(), 0);
        for (int e : outEdges(op)) {
            const int consumer = m_edges[size_t(e)].consumer;
            const int64_t* consumerUsage = usage.values.data() + usage.offsets[size_t(consumer)];
            // A join splits its accumulated usage evenly over its in-chain operands.
            const auto join = int64_t(inEdges(consumer).size());
            best.assign(list.size(), 0);
            forEachPath(e, [&](const SolverPath& path) {
                const int64_t share = consumerUsage[path.consumerConfig] / join;
                best[size_t(path.producerConfig)] = std::max(best[size_t(path.producerConfig)], share);
            });
            for (size_t i = 0; i < list.size(); ++i)
                downstream[i] = rule == CoreUsageRule::SeedMaxOverUsers
                    ? std::max(downstream[i], best[i])
                    : checkedAdd(downstream[i], best[i], "accumulated core usage");
        }
        int64_t* own = usage.values.data() + usage.offsets[size_t(op)];
        for (size_t i = 0; i < list.size(); ++i)
            own[i] = checkedAdd(list[i].gridVolume, downstream[i], "accumulated core usage");
    }
    return usage;
}

std::vector<std::vector<int64_t>> ShardSolver::produceMaxCoreUsage(CoreUsageRule rule) const
{
    const CoreUsage usage = accumulateCoreUsage(rule);
    std::vector<std::vector<int64_t>> acc;
    acc.reserve(usage.offsets.size() - 1);
    for (size_t op = 0; op + 1 < usage.offsets.size(); ++op)
        acc.emplace_back(
            usage.values.begin() + long(usage.offsets[op]), usage.values.begin() + long(usage.offsets[op + 1]));
    return acc;
}

bool ShardSolver::pickConfigs(CoreUsageRule rule)
{
    const CoreUsage usage = accumulateCoreUsage(rule);
    for (int op = 0; op < opCount(); ++op) {
        std::vector<int> order = at(op);
        const auto& list = configList(op);
        const int64_t* acc = usage.values.data() + usage.offsets[size_t(op)];
        // Upstream prefers width/height sharding over block sharding when usage ties; then the lower config, as a
        // stable sort of the ascending configs would leave them (without the buffer a stable sort takes).
        std::ranges::sort(order, [&](int a, int b) {
            if (acc[a] != acc[b])
                return acc[a] > acc[b];
            const bool blockA = list[size_t(a)].memoryLayout == TtnnMemoryLayout::BlockSharded;
            const bool blockB = list[size_t(b)].memoryLayout == TtnnMemoryLayout::BlockSharded;
            if (blockA != blockB)
                return !blockA;
            return a < b;
        });
        bool pinned = false;
        for (int config : order)
            if (set(op, config)) {
                pinned = true;
                break;
            }
        if (!pinned) {
            m_failure->why = Remark(RemarkKind::SolverPickFailed, { NV("Op", op), NV("Attempt", m_failure->why) });
            return false;
        }
    }
    return true;
}

ShardSolution ShardSolver::finish() const
{
    requireResolved("finish");
    ShardSolution solution;
    for (int op = 0; op < opCount(); ++op) {
        const std::vector<int> valid = at(op);
        if (valid.size() != 1)
            throw Error(fmt::format("shard solver finish: op {} still allows configs {}; pin it with set() or "
                                    "pickConfigs() first",
                op, describeConfigs(op)));
        solution.configs.push_back(valid.front());
        solution.configIds.push_back((configList(op))[size_t(valid.front())].id);
    }
    for (const ReshardEntry& entry : m_reshards) {
        const int consumerConfig = solution.configs[size_t(entry.edge.consumer)];
        const auto it = entry.layoutsByConsumerConfig.find(consumerConfig);
        // The consumer's bitset was narrowed to the map's keys, so the selection always has an entry.
        if (it == entry.layoutsByConsumerConfig.end())
            throw Error(fmt::format("shard solver finish: {} has no reshard layout for consumer config {}",
                toString(entry.edge), consumerConfig));
        solution.reshards.push_back({ entry.edge, consumerConfig, it->second });
    }
    return solution;
}

} // namespace tle
