// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnntypes.h"
#include "optimizer/shared/policyoptions.h"
#include "optimizer/shared/remark.h"

// The ShardSolver of seed 002 §3.3, abstracted from the model graph: a chain is a list of ops (ids 0..n-1 in
// schedule order), each with its legal configs, plus the producer->consumer edges inside the chain. An oracle
// answers the op-model questions (edge validity, interleaved entry, reshard targets), so an optimizer policy
// can drive the solver with whatever op model it has.

#include <bitset>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tle {

// Seed 002 §3.3.2: one bit per config, 512 bits per op.
inline constexpr int kMaxConfigsPerOp = 512;
// Producer id of the edge feeding the first op from outside the chain (DRAM interleaved input).
inline constexpr int kChainInput = -1;

// One legal config of an op, reduced to what the solver needs.
struct SolverConfig
{
    int64_t gridVolume = 0;
    TtnnMemoryLayout memoryLayout = TtnnMemoryLayout::Interleaved;
    bool l1 = true;
    // Opaque to the solver: the caller's index of the full config.
    int id = 0;
};

struct ChainEdge
{
    int producer = kChainInput;
    int consumer = 0;
    int operandIndex = 0;

    bool operator==(const ChainEdge&) const = default;
};

// "op 1 -> op 2 (operand 0)", "chain input -> op 0 (operand 0)"
std::string toString(const ChainEdge& edge);

// Producer config `producerConfig` can feed consumer config `consumerConfig` (indices into the ops' config lists).
struct SolverPath
{
    int producerConfig = 0;
    int consumerConfig = 0;

    bool operator==(const SolverPath&) const = default;
};

// The op-model questions. Config arguments are indices into the op's config list, not SolverConfig::id.
class ShardSolverOracle
{
public:
    virtual ~ShardSolverOracle() = default;
    // The consumer validates with the producer's config as input on this edge.
    virtual bool compatible(const ChainEdge& edge, int producerConfig, int consumerConfig) = 0;
    // The first op accepts a DRAM interleaved input with this (sharded output) config.
    virtual bool acceptsInterleavedInput(int op, int config) = 0;
    // Sharded layouts (caller ids) a reshard could produce on this edge.
    virtual std::vector<int> reshardCandidates(const ChainEdge& edge) = 0;
    // The consumer validates with the reshard's output layout as input.
    virtual bool compatibleWithReshard(const ChainEdge& edge, int reshardLayout, int consumerConfig) = 0;
    // Edges of one class (>= 0) get the same compatible() answers for every pair of configs, so the solver asks
    // about one edge per class: a long chain of alike ops costs its few classes, not its length. -1: unknown.
    virtual int edgeClass(const ChainEdge& edge)
    {
        (void)edge;
        return -1;
    }
};

// An oracle made of callbacks; an unset callback answers "accepts interleaved" and "no" to everything else.
class FunctionOracle final : public ShardSolverOracle
{
public:
    std::function<bool(const ChainEdge&, int, int)> compatibleFn;
    std::function<bool(int, int)> acceptsInterleavedInputFn;
    std::function<std::vector<int>(const ChainEdge&)> reshardCandidatesFn;
    std::function<bool(const ChainEdge&, int, int)> compatibleWithReshardFn;
    std::function<int(const ChainEdge&)> edgeClassFn;

    bool compatible(const ChainEdge& edge, int producerConfig, int consumerConfig) override;
    bool acceptsInterleavedInput(int op, int config) override;
    std::vector<int> reshardCandidates(const ChainEdge& edge) override;
    bool compatibleWithReshard(const ChainEdge& edge, int reshardLayout, int consumerConfig) override;
    int edgeClass(const ChainEdge& edge) override;
};

enum class SolverFailureReason
{
    NoEntryConfig, // no first-op config accepts interleaved input and no reshard fits
    NoPath, // an edge has no compatible pair and no reshard fits
    PathSetEmptied, // propagation during resolve() removed every path of an edge
    ConfigUnavailable, // set() asked for a config already eliminated
    PinConflict, // set() propagated into an empty path set
};

std::string_view toString(SolverFailureReason reason);

struct SolverFailure
{
    SolverFailureReason reason = SolverFailureReason::NoPath;
    std::optional<ChainEdge> edge;
    int op = -1;
    Remark why;
};

// The reshard map of one edge: consumer config -> the reshard layouts that make it valid.
struct ReshardEntry
{
    ChainEdge edge;
    std::map<int, std::vector<int>> layoutsByConsumerConfig;
};

struct ReshardChoice
{
    ChainEdge edge;
    int consumerConfig = 0;
    // Every layout that works; the first is the one to insert.
    std::vector<int> layouts;
};

struct ShardSolution
{
    std::vector<int> configs; // selected config index per op
    std::vector<int> configIds; // SolverConfig::id of each selection
    std::vector<ReshardChoice> reshards;
};

class ShardSolver
{
public:
    using Bitset = std::bitset<kMaxConfigsPerOp>;

    // Throws tle::Error for an empty chain, an op with no or more than 512 configs, or a malformed edge
    // (out of range, producer not before consumer, negative or repeated operand index). `oracle` must
    // outlive the solver.
    ShardSolver(
        std::vector<std::vector<SolverConfig>> configs, std::vector<ChainEdge> edges, ShardSolverOracle& oracle);
    // Ops with equal configs may share one list: a long chain of alike ops holds its distinct lists.
    using ConfigList = std::shared_ptr<const std::vector<SolverConfig>>;
    ShardSolver(std::vector<ConfigList> configs, std::vector<ChainEdge> edges, ShardSolverOracle& oracle);

    int opCount() const { return int(m_listOf.size()); }
    const std::vector<SolverConfig>& configs(int op) const;
    const std::vector<ChainEdge>& edges() const { return m_edges; }

    // First-op preprocessing, path construction per edge (inserting reshards where needed) and propagation
    // to a fixed point. False on failure, described by failure(). May be called again to start over.
    bool resolve();
    bool resolved() const { return m_resolved; }
    // The most recent failure of resolve(), set() or pickConfigs(); cleared by their success.
    const std::optional<SolverFailure>& failure() const { return m_failure; }

    // Config indices still valid for `op`, ascending.
    std::vector<int> at(int op) const;
    const Bitset& bitset(int op) const;
    // Remaining paths of edges()[edgeIndex].
    std::vector<SolverPath> paths(int edgeIndex) const;
    const std::vector<ReshardEntry>& reshards() const { return m_reshards; }
    const ReshardEntry* reshardOn(const ChainEdge& edge) const;

    // Pins `op` to `config` and re-propagates. On failure nothing changes and failure() says why.
    bool set(int op, int config);

    // Accumulated core usage per op and config, walking from the tail; meaningful for the configs in at(op).
    std::vector<std::vector<int64_t>> produceMaxCoreUsage(CoreUsageRule rule) const;

    // Pins, op by op, the remaining config with the highest accumulated usage (ties: not block sharded, then
    // lowest index), falling back to the next best if a pin conflicts. False if some op cannot be pinned.
    bool pickConfigs(CoreUsageRule rule);

    // The selection; every op must be down to one config (set() or pickConfigs()).
    ShardSolution finish() const;

private:
    Bitset allConfigs(int op) const;
    std::string describeConfigs(int op) const;
    void requireResolved(std::string_view what) const;
    void checkOp(int op, std::string_view what) const;
    bool fail(SolverFailureReason reason, std::optional<ChainEdge> edge, int op, Remark why);
    bool preprocessFirstOp();
    bool buildPaths(int edgeIndex);
    // Every compatible pair of configs of an edge of class `edgeClass`, asked once per class.
    const std::vector<SolverPath>& classPaths(int edgeClass, const ChainEdge& edge);
    // Fills the reshard map of `edge` over the consumer's valid configs; returns the candidate count tried.
    size_t insertReshard(const ChainEdge& edge);
    // `step()` words what was being done, asked only when propagation fails.
    template <typename Step>
    bool propagate(std::span<const int> worklist, SolverFailureReason reason, const Step& step);
    // Calls `visit` with each remaining path of edge `edgeIndex`.
    template <typename Visit>
    void forEachPath(int edgeIndex, Visit visit) const;
    std::span<const int> inEdges(int op) const;
    std::span<const int> outEdges(int op) const;
    // Accumulated usage of every op's configs in one array, op k's at [offsets[k], offsets[k + 1]).
    struct CoreUsage
    {
        std::vector<size_t> offsets;
        std::vector<int64_t> values;
    };
    CoreUsage accumulateCoreUsage(CoreUsageRule rule) const;

    const std::vector<SolverConfig>& configList(int op) const { return *m_lists[size_t(m_listOf[size_t(op)])]; }

    std::vector<ConfigList> m_lists; // the distinct lists, never null
    std::vector<int> m_listOf; // per op, its list's index
    std::vector<ChainEdge> m_edges;
    ShardSolverOracle& m_oracle;
    // Edge indices touching each op in compressed rows (a chain of a million ops holds two arrays, not two
    // million lists): op k's incoming edges are m_inEdges[m_inBegin[k] .. m_inBegin[k + 1]), ordered by operand.
    std::vector<int> m_inBegin;
    std::vector<int> m_inEdges;
    std::vector<int> m_outBegin;
    std::vector<int> m_outEdges;
    std::vector<Bitset> m_bitsets;
    struct ClassPaths
    {
        size_t producerConfigs = 0;
        size_t consumerConfigs = 0;
        std::vector<SolverPath> paths;
    };
    std::unordered_map<int, ClassPaths> m_classPaths;
    // Per edge, the paths of its class when it has one: bitsets only ever narrow, so the class's paths that both
    // ends still allow are exactly the edge's remaining paths, and alike edges keep no list each. Null for an
    // edge that keeps its own list in m_ownPaths (no class, or decoupled by a reshard).
    std::vector<const std::vector<SolverPath>*> m_sharedPaths;
    std::unordered_map<int, std::vector<SolverPath>> m_ownPaths;
    std::vector<char> m_queued; // propagate()'s worklist membership, all zeros between calls
    std::vector<int> m_queue; // propagate()'s worklist, kept for its storage
    // While set() pins an op: the values propagation changed, first value each, to restore on a conflict.
    // Copying every op's state instead made pinning a whole chain quadratic in its length.
    struct UndoLog
    {
        // The ops whose bitsets changed and, in one array, the words of each first value that can hold one of
        // its configs (one word for an op of at most 64): pinning the head of a long chain changes every op.
        std::vector<int> ops;
        std::vector<uint64_t> words;
        std::vector<std::pair<int, std::vector<SolverPath>>> paths;
    };
    UndoLog* m_undo = nullptr;
    UndoLog m_undoLog; // set()'s, kept for its storage
    std::vector<char> m_bitsetLogged; // per op: in the undo log; all zeros between pins
    std::vector<char> m_pathsLogged; // per edge
    void rememberBitset(int op);
    void rememberPaths(int edge);
    std::vector<ReshardEntry> m_reshards;
    std::optional<SolverFailure> m_failure;
    bool m_resolved = false;
};

template <typename Visit>
void ShardSolver::forEachPath(int edgeIndex, Visit visit) const
{
    const std::vector<SolverPath>* shared = m_sharedPaths[size_t(edgeIndex)];
    if (!shared) {
        if (const auto own = m_ownPaths.find(edgeIndex); own != m_ownPaths.end())
            for (const SolverPath& path : own->second)
                visit(path);
        return;
    }
    const ChainEdge& edge = m_edges[size_t(edgeIndex)];
    const Bitset& producer = m_bitsets[size_t(edge.producer)];
    const Bitset& consumer = m_bitsets[size_t(edge.consumer)];
    for (const SolverPath& path : *shared)
        if (producer.test(size_t(path.producerConfig)) && consumer.test(size_t(path.consumerConfig)))
            visit(path);
}

} // namespace tle
