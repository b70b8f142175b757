// SPDX-License-Identifier: MIT
#include "optimizer/chains/shardsolver.h"

#include "util/error.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <utility>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

// The 64-bit words of a bitset that can hold one of `configs` configs; those past them are never set.
size_t wordCount(size_t configs)
{
    return (configs + 63) / 64;
}

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
    : m_edges(std::move(edges))
    , m_oracle(oracle)
{
    const int n = int(configs.size());
    if (n == 0)
        throw Error("shard solver: the chain has no ops");
    // Each distinct list held once, each op its number.
    std::unordered_map<const std::vector<SolverConfig>*, int> numbers;
    m_listOf.reserve(configs.size());
    for (int op = 0; op < n; ++op) {
        if (!configs[size_t(op)])
            throw Error(fmt::format("shard solver: op {} has no config list", op));
        const auto [number, added] = numbers.try_emplace(configs[size_t(op)].get(), int(m_lists.size()));
        if (added)
            m_lists.push_back(configs[size_t(op)]);
        m_listOf.push_back(number->second);
        const auto& list = configList(op);
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

    std::vector<int> inCount(size_t(n) + 1, 0);
    std::vector<int> outCount(size_t(n) + 1, 0);
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
        ++inCount[size_t(edge.consumer) + 1];
        ++outCount[size_t(edge.producer) + 1];
    }
    std::partial_sum(inCount.begin(), inCount.end(), inCount.begin());
    std::partial_sum(outCount.begin(), outCount.end(), outCount.begin());
    m_inBegin = inCount;
    m_outBegin = outCount;
    m_inEdges.resize(m_edges.size());
    m_outEdges.resize(m_edges.size());
    // Rows filled in edge order, so that a repeated operand is reported at its second edge.
    for (size_t e = 0; e < m_edges.size(); ++e) {
        const ChainEdge& edge = m_edges[e];
        for (int k = m_inBegin[size_t(edge.consumer)]; k < inCount[size_t(edge.consumer)]; ++k) {
            const int other = m_inEdges[size_t(k)];
            if (m_edges[size_t(other)].operandIndex == edge.operandIndex)
                throw Error(fmt::format("shard solver: edges {} and {} both feed operand {} of op {}", other, e,
                    edge.operandIndex, edge.consumer));
        }
        m_inEdges[size_t(inCount[size_t(edge.consumer)]++)] = int(e);
        m_outEdges[size_t(outCount[size_t(edge.producer)]++)] = int(e);
    }
    for (int op = 0; op < n; ++op)
        std::sort(m_inEdges.begin() + m_inBegin[size_t(op)], m_inEdges.begin() + m_inBegin[size_t(op) + 1],
            [this](int a, int b) { return m_edges[size_t(a)].operandIndex < m_edges[size_t(b)].operandIndex; });

    m_bitsets.reserve(size_t(n));
    for (int op = 0; op < n; ++op)
        m_bitsets.push_back(allConfigs(op));
    m_sharedPaths.assign(m_edges.size(), nullptr);
    m_queued.assign(size_t(n), 0);
    m_bitsetLogged.assign(size_t(n), 0);
    m_pathsLogged.assign(m_edges.size(), 0);
}

std::span<const int> ShardSolver::inEdges(int op) const
{
    return std::span<const int>(m_inEdges).subspan(
        size_t(m_inBegin[size_t(op)]), size_t(m_inBegin[size_t(op) + 1] - m_inBegin[size_t(op)]));
}

std::span<const int> ShardSolver::outEdges(int op) const
{
    return std::span<const int>(m_outEdges)
        .subspan(size_t(m_outBegin[size_t(op)]), size_t(m_outBegin[size_t(op) + 1] - m_outBegin[size_t(op)]));
}

const std::vector<SolverConfig>& ShardSolver::configs(int op) const
{
    checkOp(op, "configs");
    return configList(op);
}

ShardSolver::Bitset ShardSolver::allConfigs(int op) const
{
    Bitset bits;
    for (size_t i = 0; i < configList(op).size(); ++i)
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
    std::ranges::fill(m_sharedPaths, nullptr);
    m_ownPaths.clear();

    if (!preprocessFirstOp())
        return false;
    // Each edge is built on the bitsets as the earlier edges left them.
    for (int op = 0; op < opCount(); ++op)
        for (int e : inEdges(op))
            if (!buildPaths(e))
                return false;

    // Every op starts in the worklist: construction narrowed bitsets after earlier path sets were built.
    std::vector<int> all(static_cast<size_t>(opCount()));
    std::iota(all.begin(), all.end(), 0);
    if (!propagate(all, SolverFailureReason::PathSetEmptied, [] { return Remark(RemarkKind::SolverPropagation); }))
        return false;
    m_resolved = true;
    return true;
}

bool ShardSolver::preprocessFirstOp()
{
    Bitset accepted;
    for (int i = 0; i < int(configList(0).size()); ++i)
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
        for (int j = 0; j < int(configList(consumer).size()); ++j)
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
        const std::vector<SolverPath>& known = classPaths(edgeClass, edge);
        Bitset producers;
        Bitset consumers;
        for (const SolverPath& path : known)
            if (m_bitsets[p].test(size_t(path.producerConfig)) && m_bitsets[c].test(size_t(path.consumerConfig))) {
                producers.set(size_t(path.producerConfig));
                consumers.set(size_t(path.consumerConfig));
            }
        if (producers.any()) {
            m_bitsets[p] &= producers;
            m_bitsets[c] &= consumers;
            m_sharedPaths[size_t(edgeIndex)] = &known;
            return true;
        }
    } else {
        for (int i = 0; i < int(configList(int(p)).size()); ++i) {
            if (!m_bitsets[p].test(size_t(i)))
                continue;
            for (int j = 0; j < int(configList(int(c)).size()); ++j)
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
        for (int i = 0; i < int(configList(int(p)).size()); ++i)
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
    m_ownPaths[edgeIndex] = std::move(paths);
    return true;
}

const std::vector<SolverPath>& ShardSolver::classPaths(int edgeClass, const ChainEdge& edge)
{
    const auto p = size_t(edge.producer);
    const auto c = size_t(edge.consumer);
    const auto [it, added] = m_classPaths.try_emplace(edgeClass);
    ClassPaths& known = it->second;
    if (added) {
        known.producerConfigs = configList(int(p)).size();
        known.consumerConfigs = configList(int(c)).size();
        for (int i = 0; i < int(configList(int(p)).size()); ++i)
            for (int j = 0; j < int(configList(int(c)).size()); ++j)
                if (m_oracle.compatible(edge, i, j))
                    known.paths.push_back({ i, j });
    } else if (known.producerConfigs != configList(int(p)).size()
        || known.consumerConfigs != configList(int(c)).size()) {
        throw Error(fmt::format("shard solver: edge class {} holds {} ({} and {} configs) and edges with {} and {}",
            edgeClass, toString(edge), configList(int(p)).size(), configList(int(c)).size(), known.producerConfigs,
            known.consumerConfigs));
    }
    return known.paths;
}

template <typename Step>
bool ShardSolver::propagate(std::span<const int> worklist, SolverFailureReason reason, const Step& step)
{
    // m_queued is all zeros between calls: a pin deep in a long chain touches a few ops, not all of them. The queue
    // is first in, first out: ops are taken from `head` on.
    std::vector<int>& queue = m_queue;
    queue.clear();
    size_t head = 0;
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
        if (!m_sharedPaths[size_t(e)]) {
            rememberPaths(e);
            std::erase_if(m_ownPaths[e], [&](const SolverPath& path) {
                return !m_bitsets[p].test(size_t(path.producerConfig))
                    || !m_bitsets[c].test(size_t(path.consumerConfig));
            });
        }
        Bitset producers;
        Bitset consumers;
        forEachPath(e, [&](const SolverPath& path) {
            producers.set(size_t(path.producerConfig));
            consumers.set(size_t(path.consumerConfig));
        });
        if (producers.none())
            return fail(reason, edge, -1,
                Remark(RemarkKind::SolverPathsEmptied,
                    { NV("Edge", toString(edge)), NV("Step", step()), NV("Producer", edge.producer),
                        NV("ProducerConfigs", describeConfigs(edge.producer)), NV("Consumer", edge.consumer),
                        NV("ConsumerConfigs", describeConfigs(edge.consumer)) }));
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

    while (head < queue.size()) {
        const int op = queue[head++];
        m_queued[size_t(op)] = 0;
        // Producers first (backward), then consumers (forward).
        bool ok = true;
        for (int e : inEdges(op))
            ok = ok && narrow(e);
        for (int e : outEdges(op))
            ok = ok && narrow(e);
        if (!ok) {
            for (size_t left = head; left < queue.size(); ++left)
                m_queued[size_t(queue[left])] = 0;
            return false;
        }
    }
    return true;
}

std::vector<int> ShardSolver::at(int op) const
{
    checkOp(op, "at");
    std::vector<int> valid;
    for (int i = 0; i < int(configList(op).size()); ++i)
        if (m_bitsets[size_t(op)].test(size_t(i)))
            valid.push_back(i);
    return valid;
}

const ShardSolver::Bitset& ShardSolver::bitset(int op) const
{
    checkOp(op, "bitset");
    return m_bitsets[size_t(op)];
}

std::vector<SolverPath> ShardSolver::paths(int edgeIndex) const
{
    if (edgeIndex < 0 || size_t(edgeIndex) >= m_edges.size())
        throw Error(fmt::format("shard solver paths: edge {} is outside 0..{}", edgeIndex, int(m_edges.size()) - 1));
    std::vector<SolverPath> paths;
    forEachPath(edgeIndex, [&paths](const SolverPath& path) { paths.push_back(path); });
    return paths;
}

const ReshardEntry* ShardSolver::reshardOn(const ChainEdge& edge) const
{
    const auto it = std::ranges::find(m_reshards, edge, &ReshardEntry::edge);
    return it == m_reshards.end() ? nullptr : &*it;
}

void ShardSolver::rememberBitset(int op)
{
    if (m_undo && !m_bitsetLogged[size_t(op)]) {
        m_bitsetLogged[size_t(op)] = 1;
        m_undo->ops.push_back(op);
        const Bitset& bits = m_bitsets[size_t(op)];
        for (size_t w = 0; w < wordCount(configList(op).size()); ++w)
            m_undo->words.push_back(((bits >> (64 * w)) & Bitset(~uint64_t(0))).to_ullong());
    }
}

void ShardSolver::rememberPaths(int edge)
{
    if (m_undo && !m_pathsLogged[size_t(edge)]) {
        m_pathsLogged[size_t(edge)] = 1;
        m_undo->paths.emplace_back(edge, m_ownPaths[edge]);
    }
}

bool ShardSolver::set(int op, int config)
{
    requireResolved("set");
    checkOp(op, "set");
    if (config < 0 || size_t(config) >= configList(op).size())
        throw Error(
            fmt::format("shard solver set: op {} has no config {} (it has {})", op, config, configList(op).size()));
    if (!m_bitsets[size_t(op)].test(size_t(config)))
        return fail(SolverFailureReason::ConfigUnavailable, std::nullopt, op,
            Remark(RemarkKind::SolverConfigUnavailable,
                { NV("Op", op), NV("Config", config), NV("Configs", describeConfigs(op)) }));

    // Pinning can fail on a fork/join (local consistency is not global), so log what changes to restore it.
    UndoLog& undo = m_undoLog;
    undo.ops.clear();
    undo.words.clear();
    undo.paths.clear();
    m_undo = &undo;
    rememberBitset(op);
    m_bitsets[size_t(op)].reset();
    m_bitsets[size_t(op)].set(size_t(config));
    const int pinnedOp[] = { op };
    const bool pinned = propagate(pinnedOp, SolverFailureReason::PinConflict, [op, config] {
        return Remark(RemarkKind::SolverPinning, { NV("Op", op), NV("Config", config) });
    });
    m_undo = nullptr;
    for (const int index : undo.ops)
        m_bitsetLogged[size_t(index)] = 0;
    for (const auto& [index, paths] : undo.paths)
        m_pathsLogged[size_t(index)] = 0;
    if (!pinned) {
        m_failure->op = op;
        size_t word = 0;
        for (const int index : undo.ops) {
            Bitset& bits = m_bitsets[size_t(index)];
            bits.reset();
            for (size_t w = 0; w < wordCount(configList(index).size()); ++w)
                bits |= Bitset(undo.words[word++]) << (64 * w);
        }
        for (auto& [index, paths] : undo.paths)
            m_ownPaths[index] = std::move(paths);
        return false;
    }
    m_failure.reset();
    return true;
}

} // namespace tle
