// SPDX-License-Identifier: MIT
#include "optimizer/chains/shardsolver.h"

#include "util/checked.h"
#include "util/error.h"

#include <algorithm>
#include <array>
#include <deque>
#include <numeric>
#include <utility>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

std::string opName(int op)
{
    return op == kChainInput ? std::string("chain input") : fmt::format("op {}", op);
}

} // namespace

std::string toString(const ChainEdge& edge)
{
    return fmt::format("{} -> {} (operand {})", opName(edge.producer), opName(edge.consumer), edge.operandIndex);
}

std::string_view toString(SolverFailureReason reason)
{
    switch (reason) {
    case SolverFailureReason::NoEntryConfig:
        return "no-entry-config";
    case SolverFailureReason::NoPath:
        return "no-path";
    case SolverFailureReason::PathSetEmptied:
        return "path-set-emptied";
    case SolverFailureReason::ConfigUnavailable:
        return "config-unavailable";
    case SolverFailureReason::PinConflict:
        return "pin-conflict";
    }
    return "unknown";
}

bool FunctionOracle::compatible(const ChainEdge& edge, int producerConfig, int consumerConfig)
{
    return compatibleFn && compatibleFn(edge, producerConfig, consumerConfig);
}

bool FunctionOracle::acceptsInterleavedInput(int op, int config)
{
    return !acceptsInterleavedInputFn || acceptsInterleavedInputFn(op, config);
}

std::vector<int> FunctionOracle::reshardCandidates(const ChainEdge& edge)
{
    return reshardCandidatesFn ? reshardCandidatesFn(edge) : std::vector<int> {};
}

bool FunctionOracle::compatibleWithReshard(const ChainEdge& edge, int reshardLayout, int consumerConfig)
{
    return compatibleWithReshardFn && compatibleWithReshardFn(edge, reshardLayout, consumerConfig);
}

int FunctionOracle::edgeClass(const ChainEdge& edge)
{
    return edgeClassFn ? edgeClassFn(edge) : -1;
}

namespace {

std::vector<ShardSolver::ConfigList> shared(std::vector<std::vector<SolverConfig>> configs)
{
    std::vector<ShardSolver::ConfigList> lists;
    lists.reserve(configs.size());
    for (std::vector<SolverConfig>& list : configs)
        lists.push_back(std::make_shared<const std::vector<SolverConfig>>(std::move(list)));
    return lists;
}

} // namespace

ShardSolver::ShardSolver(
    std::vector<std::vector<SolverConfig>> configs, std::vector<ChainEdge> edges, ShardSolverOracle& oracle)
    : ShardSolver(shared(std::move(configs)), std::move(edges), oracle)
{ }

ShardSolver::ShardSolver(std::vector<ConfigList> configs, std::vector<ChainEdge> edges, ShardSolverOracle& oracle)
    : m_configs(std::move(configs))
    , m_edges(std::move(edges))
    , m_oracle(oracle)
{
    const int n = opCount();
    if (n == 0)
        throw Error("shard solver: the chain has no ops");
    for (int op = 0; op < n; ++op) {
        if (!m_configs[size_t(op)])
            throw Error(fmt::format("shard solver: op {} has no config list", op));
        const auto& list = *m_configs[size_t(op)];
        if (list.empty())
            throw Error(fmt::format("shard solver: op {} has no legal configs", op));
        if (list.size() > size_t(kMaxConfigsPerOp))
            throw Error(fmt::format("shard solver: op {} has {} configs; the solver tracks at most {} per op", op,
                list.size(), kMaxConfigsPerOp));
        for (size_t i = 0; i < list.size(); ++i) {
            if (list[i].gridVolume < 0)
                throw Error(fmt::format(
                    "shard solver: op {} config {} has negative grid volume {}", op, i, list[i].gridVolume));
        }
    }

    m_inEdges.resize(size_t(n));
    m_outEdges.resize(size_t(n));
    for (size_t e = 0; e < m_edges.size(); ++e) {
        const ChainEdge& edge = m_edges[e];
        if (edge.producer < 0 || edge.producer >= n || edge.consumer < 0 || edge.consumer >= n)
            throw Error(fmt::format("shard solver: edge {} ({}) names an op outside 0..{}", e, toString(edge), n - 1));
        // Chain ops are in schedule order, so a producer always precedes its consumers.
        if (edge.producer >= edge.consumer)
            throw Error(
                fmt::format("shard solver: edge {} ({}) does not go forward in schedule order", e, toString(edge)));
        if (edge.operandIndex < 0)
            throw Error(fmt::format("shard solver: edge {} ({}) has a negative operand index", e, toString(edge)));
        for (int other : m_inEdges[size_t(edge.consumer)])
            if (m_edges[size_t(other)].operandIndex == edge.operandIndex)
                throw Error(fmt::format("shard solver: edges {} and {} both feed operand {} of op {}", other, e,
                    edge.operandIndex, edge.consumer));
        m_inEdges[size_t(edge.consumer)].push_back(int(e));
        m_outEdges[size_t(edge.producer)].push_back(int(e));
    }
    for (auto& in : m_inEdges)
        std::ranges::sort(in, {}, [this](int e) { return m_edges[size_t(e)].operandIndex; });

    for (int op = 0; op < n; ++op)
        m_bitsets.push_back(allConfigs(op));
    m_paths.resize(m_edges.size());
    m_queued.assign(size_t(n), 0);
}

const std::vector<SolverConfig>& ShardSolver::configs(int op) const
{
    checkOp(op, "configs");
    return *m_configs[size_t(op)];
}

ShardSolver::Bitset ShardSolver::allConfigs(int op) const
{
    Bitset bits;
    for (size_t i = 0; i < m_configs[size_t(op)]->size(); ++i)
        bits.set(i);
    return bits;
}

std::string ShardSolver::describeConfigs(int op) const
{
    return fmt::format("{{{}}}", fmt::join(at(op), ", "));
}

void ShardSolver::checkOp(int op, std::string_view what) const
{
    if (op < 0 || op >= opCount())
        throw Error(fmt::format("shard solver {}: op {} is outside 0..{}", what, op, opCount() - 1));
}

void ShardSolver::requireResolved(std::string_view what) const
{
    if (!m_resolved)
        throw Error(fmt::format("shard solver {}: resolve() has not succeeded", what));
}

bool ShardSolver::fail(SolverFailureReason reason, std::optional<ChainEdge> edge, int op, Remark why)
{
    m_failure = SolverFailure { reason, edge, op, std::move(why) };
    return false;
}

bool ShardSolver::resolve()
{
    m_resolved = false;
    m_failure.reset();
    m_reshards.clear();
    m_classPaths.clear();
    for (int op = 0; op < opCount(); ++op)
        m_bitsets[size_t(op)] = allConfigs(op);
    for (auto& paths : m_paths)
        paths.clear();

    if (!preprocessFirstOp())
        return false;
    // Each edge is built on the bitsets as the earlier edges left them.
    for (int op = 0; op < opCount(); ++op)
        for (int e : m_inEdges[size_t(op)])
            if (!buildPaths(e))
                return false;

    // Every op starts in the worklist: construction narrowed bitsets after earlier path sets were built.
    std::vector<int> all(static_cast<size_t>(opCount()));
    std::iota(all.begin(), all.end(), 0);
    if (!propagate(all, SolverFailureReason::PathSetEmptied, RemarkKind::SolverPropagation))
        return false;
    m_resolved = true;
    return true;
}

bool ShardSolver::preprocessFirstOp()
{
    Bitset accepted;
    for (int i = 0; i < int(m_configs[0]->size()); ++i)
        if (m_oracle.acceptsInterleavedInput(0, i))
            accepted.set(size_t(i));
    if (accepted.any()) {
        m_bitsets[0] = accepted;
        return true;
    }
    // No config takes the DRAM interleaved input directly: a reshard on the chain input must.
    const ChainEdge input { kChainInput, 0, 0 };
    const size_t tried = insertReshard(input);
    if (reshardOn(input))
        return true;
    return fail(SolverFailureReason::NoEntryConfig, input, 0,
        Remark(RemarkKind::SolverNoEntryConfig,
            { NV("Edge", toString(input)),
                NV("Reshards",
                    tried == 0 ? Remark(RemarkKind::NoReshardLayout)
                               : Remark(RemarkKind::NoReshardAcceptedByFirstOp, { NV("Tried", tried) })) }));
}

size_t ShardSolver::insertReshard(const ChainEdge& edge)
{
    const std::vector<int> candidates = m_oracle.reshardCandidates(edge);
    const int consumer = edge.consumer;
    ReshardEntry entry { edge, {} };
    for (int layout : candidates)
        for (int j = 0; j < int(m_configs[size_t(consumer)]->size()); ++j)
            if (m_bitsets[size_t(consumer)].test(size_t(j)) && m_oracle.compatibleWithReshard(edge, layout, j))
                entry.layoutsByConsumerConfig[j].push_back(layout);
    if (entry.layoutsByConsumerConfig.empty())
        return candidates.size();

    Bitset reachable;
    for (const auto& [config, layouts] : entry.layoutsByConsumerConfig)
        reachable.set(size_t(config));
    m_bitsets[size_t(consumer)] &= reachable;
    m_reshards.push_back(std::move(entry));
    return candidates.size();
}

bool ShardSolver::buildPaths(int edgeIndex)
{
    const ChainEdge& edge = m_edges[size_t(edgeIndex)];
    const auto p = size_t(edge.producer);
    const auto c = size_t(edge.consumer);
    std::vector<SolverPath> paths;
    if (const int edgeClass = m_oracle.edgeClass(edge); edgeClass >= 0) {
        for (const SolverPath& path : classPaths(edgeClass, edge))
            if (m_bitsets[p].test(size_t(path.producerConfig)) && m_bitsets[c].test(size_t(path.consumerConfig)))
                paths.push_back(path);
    } else {
        for (int i = 0; i < int(m_configs[p]->size()); ++i) {
            if (!m_bitsets[p].test(size_t(i)))
                continue;
            for (int j = 0; j < int(m_configs[c]->size()); ++j)
                if (m_bitsets[c].test(size_t(j)) && m_oracle.compatible(edge, i, j))
                    paths.push_back({ i, j });
        }
    }

    if (paths.empty()) {
        const std::string producerConfigs = describeConfigs(edge.producer);
        const std::string consumerConfigs = describeConfigs(edge.consumer);
        const size_t tried = insertReshard(edge);
        const ReshardEntry* reshard = reshardOn(edge);
        if (!reshard)
            return fail(SolverFailureReason::NoPath, edge, -1,
                Remark(RemarkKind::SolverNoPath,
                    { NV("Edge", toString(edge)), NV("ProducerConfigs", producerConfigs),
                        NV("ConsumerConfigs", consumerConfigs),
                        NV("Reshards",
                            tried == 0 ? Remark(RemarkKind::NoReshardLayoutOnEdge)
                                       : Remark(RemarkKind::NoReshardAcceptedByConsumer, { NV("Tried", tried) })) }));
        // A reshard decouples the two ends: any producer config can feed every consumer config it reaches.
        for (int i = 0; i < int(m_configs[p]->size()); ++i)
            if (m_bitsets[p].test(size_t(i)))
                for (const auto& [j, layouts] : reshard->layoutsByConsumerConfig)
                    paths.push_back({ i, j });
    }

    Bitset producers;
    Bitset consumers;
    for (const SolverPath& path : paths) {
        producers.set(size_t(path.producerConfig));
        consumers.set(size_t(path.consumerConfig));
    }
    m_bitsets[p] &= producers;
    m_bitsets[c] &= consumers;
    m_paths[size_t(edgeIndex)] = std::move(paths);
    return true;
}

const std::vector<SolverPath>& ShardSolver::classPaths(int edgeClass, const ChainEdge& edge)
{
    const auto p = size_t(edge.producer);
    const auto c = size_t(edge.consumer);
    const auto [it, added] = m_classPaths.try_emplace(edgeClass);
    ClassPaths& known = it->second;
    if (added) {
        known.producerConfigs = m_configs[p]->size();
        known.consumerConfigs = m_configs[c]->size();
        for (int i = 0; i < int(m_configs[p]->size()); ++i)
            for (int j = 0; j < int(m_configs[c]->size()); ++j)
                if (m_oracle.compatible(edge, i, j))
                    known.paths.push_back({ i, j });
    } else if (known.producerConfigs != m_configs[p]->size() || known.consumerConfigs != m_configs[c]->size()) {
        throw Error(fmt::format("shard solver: edge class {} holds {} ({} and {} configs) and edges with {} and {}",
            edgeClass, toString(edge), m_configs[p]->size(), m_configs[c]->size(), known.producerConfigs,
            known.consumerConfigs));
    }
    return known.paths;
}

bool ShardSolver::propagate(const std::vector<int>& worklist, SolverFailureReason reason, const Remark& step)
{
    // m_queued is all zeros between calls: a pin deep in a long chain touches a few ops, not all of them.
    std::deque<int> queue;
    auto enqueue = [&](int op) {
        if (!m_queued[size_t(op)]) {
            m_queued[size_t(op)] = 1;
            queue.push_back(op);
        }
    };
    for (int op : worklist)
        enqueue(op);
    auto narrow = [&](int e) {
        const ChainEdge& edge = m_edges[size_t(e)];
        const auto p = size_t(edge.producer);
        const auto c = size_t(edge.consumer);
        rememberPaths(e);
        std::vector<SolverPath>& paths = m_paths[size_t(e)];
        std::erase_if(paths, [&](const SolverPath& path) {
            return !m_bitsets[p].test(size_t(path.producerConfig)) || !m_bitsets[c].test(size_t(path.consumerConfig));
        });
        if (paths.empty())
            return fail(reason, edge, -1,
                Remark(RemarkKind::SolverPathsEmptied,
                    { NV("Edge", toString(edge)), NV("Step", step), NV("Producer", edge.producer),
                        NV("ProducerConfigs", describeConfigs(edge.producer)), NV("Consumer", edge.consumer),
                        NV("ConsumerConfigs", describeConfigs(edge.consumer)) }));
        Bitset producers;
        Bitset consumers;
        for (const SolverPath& path : paths) {
            producers.set(size_t(path.producerConfig));
            consumers.set(size_t(path.consumerConfig));
        }
        if ((m_bitsets[p] & producers) != m_bitsets[p]) {
            rememberBitset(edge.producer);
            m_bitsets[p] &= producers;
            enqueue(edge.producer);
        }
        if ((m_bitsets[c] & consumers) != m_bitsets[c]) {
            rememberBitset(edge.consumer);
            m_bitsets[c] &= consumers;
            enqueue(edge.consumer);
        }
        return true;
    };

    while (!queue.empty()) {
        const int op = queue.front();
        queue.pop_front();
        m_queued[size_t(op)] = 0;
        // Producers first (backward), then consumers (forward).
        bool ok = true;
        for (int e : m_inEdges[size_t(op)])
            ok = ok && narrow(e);
        for (int e : m_outEdges[size_t(op)])
            ok = ok && narrow(e);
        if (!ok) {
            for (int left : queue)
                m_queued[size_t(left)] = 0;
            return false;
        }
    }
    return true;
}

std::vector<int> ShardSolver::at(int op) const
{
    checkOp(op, "at");
    std::vector<int> valid;
    for (int i = 0; i < int(m_configs[size_t(op)]->size()); ++i)
        if (m_bitsets[size_t(op)].test(size_t(i)))
            valid.push_back(i);
    return valid;
}

const ShardSolver::Bitset& ShardSolver::bitset(int op) const
{
    checkOp(op, "bitset");
    return m_bitsets[size_t(op)];
}

const std::vector<SolverPath>& ShardSolver::paths(int edgeIndex) const
{
    if (edgeIndex < 0 || size_t(edgeIndex) >= m_edges.size())
        throw Error(fmt::format("shard solver paths: edge {} is outside 0..{}", edgeIndex, int(m_edges.size()) - 1));
    return m_paths[size_t(edgeIndex)];
}

const ReshardEntry* ShardSolver::reshardOn(const ChainEdge& edge) const
{
    const auto it = std::ranges::find(m_reshards, edge, &ReshardEntry::edge);
    return it == m_reshards.end() ? nullptr : &*it;
}

void ShardSolver::rememberBitset(int op)
{
    if (m_undo)
        m_undo->bitsets.try_emplace(op, m_bitsets[size_t(op)]);
}

void ShardSolver::rememberPaths(int edge)
{
    if (m_undo && !m_undo->paths.contains(edge))
        m_undo->paths.emplace(edge, m_paths[size_t(edge)]);
}

bool ShardSolver::set(int op, int config)
{
    requireResolved("set");
    checkOp(op, "set");
    if (config < 0 || size_t(config) >= m_configs[size_t(op)]->size())
        throw Error(fmt::format(
            "shard solver set: op {} has no config {} (it has {})", op, config, m_configs[size_t(op)]->size()));
    if (!m_bitsets[size_t(op)].test(size_t(config)))
        return fail(SolverFailureReason::ConfigUnavailable, std::nullopt, op,
            Remark(RemarkKind::SolverConfigUnavailable,
                { NV("Op", op), NV("Config", config), NV("Configs", describeConfigs(op)) }));

    // Pinning can fail on a fork/join (local consistency is not global), so log what changes to restore it.
    UndoLog undo;
    m_undo = &undo;
    rememberBitset(op);
    m_bitsets[size_t(op)].reset();
    m_bitsets[size_t(op)].set(size_t(config));
    const bool pinned = propagate({ op }, SolverFailureReason::PinConflict,
        Remark(RemarkKind::SolverPinning, { NV("Op", op), NV("Config", config) }));
    m_undo = nullptr;
    if (!pinned) {
        m_failure->op = op;
        for (auto& [index, bits] : undo.bitsets)
            m_bitsets[size_t(index)] = bits;
        for (auto& [index, paths] : undo.paths)
            m_paths[size_t(index)] = std::move(paths);
        return false;
    }
    m_failure.reset();
    return true;
}

std::vector<std::vector<int64_t>> ShardSolver::produceMaxCoreUsage(CoreUsageRule rule) const
{
    requireResolved("produceMaxCoreUsage");
    const int n = opCount();
    std::vector<std::vector<int64_t>> acc(static_cast<size_t>(n));
    for (int op = n - 1; op >= 0; --op) {
        const auto& list = *m_configs[size_t(op)];
        std::vector<int64_t> downstream(list.size(), 0);
        for (int e : m_outEdges[size_t(op)]) {
            const int consumer = m_edges[size_t(e)].consumer;
            // A join splits its accumulated usage evenly over its in-chain operands.
            const auto join = int64_t(m_inEdges[size_t(consumer)].size());
            std::vector<int64_t> best(list.size(), 0);
            for (const SolverPath& path : m_paths[size_t(e)]) {
                const int64_t share = acc[size_t(consumer)][size_t(path.consumerConfig)] / join;
                best[size_t(path.producerConfig)] = std::max(best[size_t(path.producerConfig)], share);
            }
            for (size_t i = 0; i < list.size(); ++i)
                downstream[i] = rule == CoreUsageRule::SeedMaxOverUsers
                    ? std::max(downstream[i], best[i])
                    : checkedAdd(downstream[i], best[i], "accumulated core usage");
        }
        acc[size_t(op)].resize(list.size());
        for (size_t i = 0; i < list.size(); ++i)
            acc[size_t(op)][i] = checkedAdd(list[i].gridVolume, downstream[i], "accumulated core usage");
    }
    return acc;
}

bool ShardSolver::pickConfigs(CoreUsageRule rule)
{
    const std::vector<std::vector<int64_t>> acc = produceMaxCoreUsage(rule);
    for (int op = 0; op < opCount(); ++op) {
        std::vector<int> order = at(op);
        const auto& list = *m_configs[size_t(op)];
        // Upstream prefers width/height sharding over block sharding when usage ties.
        std::ranges::stable_sort(order, [&](int a, int b) {
            if (acc[size_t(op)][size_t(a)] != acc[size_t(op)][size_t(b)])
                return acc[size_t(op)][size_t(a)] > acc[size_t(op)][size_t(b)];
            const bool blockA = list[size_t(a)].memoryLayout == TtnnMemoryLayout::BlockSharded;
            const bool blockB = list[size_t(b)].memoryLayout == TtnnMemoryLayout::BlockSharded;
            return !blockA && blockB;
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
        solution.configIds.push_back((*m_configs[size_t(op)])[size_t(valid.front())].id);
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
