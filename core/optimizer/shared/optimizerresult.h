// SPDX-License-Identifier: MIT
#pragma once

#include "graph/decisiontrace.h"
#include "graph/modelgraph.h"
#include "layout/ttnn/ttnnlayout.h"
#include "optimizer/shared/candidatenotes.h"
#include "optimizer/shared/l1chainstate.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tle {

// Where a tensor goes when its L1-sharded life ends: nowhere (it stays where it is), L1 interleaved or DRAM
// interleaved.
enum class SpillLocation
{
    None,
    L1Interleaved,
    Dram,
};

// The op a reshard inserts.
enum class ReshardKind
{
    ToMemoryConfig, // ttnn.to_memory_config
    ToLayout, // ttnn.to_layout: the page layout changes too
};

// The chain-merging steps of seed 002 §4.1.
enum class MergeKind
{
    AToB,
    ThreeWay,
    Concat,
    ForkSharded,
    ForkL1Interleaved,
    ConsumerL1,
    ConsumerL1Interleaved,
};

// The decision for one op of the model.
struct OpDecision
{
    int op = 0; // op index in the graph
    std::optional<TtnnLayout> layout; // output layout; none for ops without a tensor result
    int chain = -1; // index into PolicyResult::chains, -1 when not in a chain
    double estimatedUs = 0; // the cost model's time for the op itself (reshards and spills not included)
    CandidateNotes candidates;
    // l1-interleaved only: the ops this op's operands come from, in the order the policy schedules them.
    std::vector<int> precedence;
};

// A chain as the policy left it: the chain itself (ops, state, why it failed), whose state changes only by the
// state machine's legal transitions, and where its output goes afterwards.
struct ChainResult
{
    L1Chain chain;
    SpillLocation spill = SpillLocation::None;
    // The rule that ended the chain where it ends, when the policy recorded it.
    std::optional<ChainBreak> end;

    const std::vector<int>& ops() const { return chain.ops(); }
    L1ChainState state() const { return chain.state(); }
    const Remark& failure() const { return chain.failureReason(); }
};

struct ReshardResult
{
    int producer = -1; // op index, -1 for a function argument
    int consumer = 0;
    int operand = 0;
    ReshardKind kind = ReshardKind::ToMemoryConfig;
    std::optional<TtnnLayout> target;
};

// Which rule moved a tensor out of L1 (sharded).
enum class SpillCause
{
    ChainEnd, // seed 002: a chain's last output goes to DRAM (spillEndToDRAM)
    ConcatOutput, // seed 002 §4.1.2: a sharded concat's output goes to DRAM after the concat
    ForkToL1Interleaved, // seed 002 §4.1.5: a forked output stays in L1, interleaved
    FarthestLastUse, // L1 full: upstream's greedy pass evicts the tenant whose last use is farthest away
    MinimumCost, // L1 full: the minimum-cost spill plan chose this eviction
    Fragmentation, // free L1 in no contiguous slot for an output: the farthest last use goes
    CircularBuffers, // an op's circular buffers reach the tensor's slot
    OpOutOfMemory, // an op did not run with the L1 occupied: the farthest last use goes
    UnmodelledOp, // the next op has no op model (upstream's NotImplemented): everything in L1 goes before it
};

struct SpillResult
{
    int value = 0; // the spilled tensor (value id)
    int at = 0; // op index after which the spill happens; consumers after it read `target`
    SpillLocation to = SpillLocation::Dram;
    std::optional<TtnnLayout> target; // the layout the tensor moves to; none means DRAM interleaved
    SpillCause cause = SpillCause::ChainEnd;
};

// One chain-merging step of seed 002 §4.1 that was tried, with its outcome.
struct MergeResult
{
    MergeKind kind = MergeKind::AToB;
    std::vector<int> sources; // chains whose outputs stay in L1
    int target = -1; // receiving chain, -1 when the consumers are not one chain
    int join = -1; // op index where the kept outputs are consumed last
    bool applied = false;
    Remark reason; // why it was rejected, or what it saves
};

// An L1 reservation: the tensor occupies `bytesPerCore` on its cores from op `start` to op `end`.
struct ReservationResult
{
    int value = 0;
    int start = 0;
    int end = 0;
    int64_t bytesPerCore = 0;
};

struct PolicyMetrics
{
    int64_t dramTrafficBytes = 0;
    int64_t l1PeakBytesPerCore = 0;
    int reshardCount = 0;
    int spillCount = 0;
    double meanCores = 0; // over ops with a tensor result
    double estimatedTimeUs = 0;
    // The least time a plan could take (PlanBound), every op at least at this plan's own cost, and how far the plan
    // lies above it: estimatedTimeUs / boundUs - 1.
    double boundUs = 0;
    double gapToBound = 0;
};

// Everything one policy decided for a model: what the CLI prints and the GUI shows.
struct PolicyResult
{
    std::string policy;
    std::vector<OpDecision> ops; // one per graph op, in schedule order
    std::vector<ChainResult> chains;
    std::vector<ReshardResult> reshards;
    std::vector<SpillResult> spills;
    std::vector<ReservationResult> reservations;
    std::vector<MergeResult> merges; // dfsharding-merge only
    std::vector<Remark> notes; // policy-wide explanations (search limits, fallbacks)
    // The op order the policy would run (op indices); empty when it keeps the model's order. Only l1-interleaved
    // rebuilds it.
    std::vector<int> schedule;
    PolicyMetrics metrics;
    // as-decided only: the compiler's decision trace it was read from, joined to the model.
    std::shared_ptr<const JoinedTrace> decisionTrace;
};

// A display name for an op: its result's SSA name, its location, or its kind with the index.
std::string opDisplayName(const ModelGraph& graph, int op);

} // namespace tle
