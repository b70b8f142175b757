// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "layout/ttnnlayout.h"
#include "optimizer/l1chain.h"

#include <optional>
#include <string>
#include <vector>

namespace tle {

// Why a candidate layout of an op was not chosen, or how it ranked.
struct CandidateNote
{
    std::string layout; // label such as "l1 block_sharded 8x8 tile"
    std::string verdict; // "chosen", "rejected", "ranked lower"
    std::string reason;
};

// The decision for one op of the model.
struct OpDecision
{
    int op = 0; // op index in the graph
    std::optional<TtnnLayout> layout; // output layout; none for ops without a tensor result
    int chain = -1; // index into PolicyResult::chains, -1 when not in a chain
    std::vector<CandidateNote> candidates;
};

struct ChainResult
{
    std::vector<int> ops; // op indices
    L1ChainState state = L1ChainState::InBuild;
    std::string spill; // where the chain's output goes afterwards: "dram", "l1" or "none"
    std::string failure; // why the chain failed, when it did
};

struct ReshardResult
{
    int producer = -1; // op index, -1 for a function argument
    int consumer = 0;
    int operand = 0;
    std::string to; // target layout label
    std::string kind; // "ttnn.to_memory_config" or "ttnn.to_layout"
    std::optional<TtnnLayout> target;
};

struct SpillResult
{
    int value = 0; // the spilled tensor (value id)
    int at = 0; // op index after which the spill happens; consumers after it read `target`
    std::string to; // "dram interleaved" or "l1 interleaved"
    std::optional<TtnnLayout> target; // the layout the tensor moves to; none means DRAM interleaved
};

// One chain-merging step of seed 002 §4.1 that was tried, with its outcome.
struct MergeResult
{
    std::string kind; // "a->b", "3-way", "concat", "fork-sharded", "fork-l1-interleaved", "consumer-l1"
    std::vector<int> sources; // chains whose outputs stay in L1
    int target = -1; // receiving chain, -1 when the consumers are not one chain
    int join = -1; // op index where the kept outputs are consumed last
    bool applied = false;
    std::string reason; // why it was rejected, or what it saves
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
    std::vector<std::string> notes; // policy-wide explanations (search limits, fallbacks)
    PolicyMetrics metrics;
};

// A display name for an op: its result's SSA name, its location, or its kind with the index.
std::string opDisplayName(const ModelGraph& graph, int op);

} // namespace tle
