// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/opmodel.h"
#include "optimizer/optimizerresult.h"
#include "optimizer/shardsolver.h"

namespace tle {

struct PolicyOptions
{
    int64_t maxLegalLayouts = 8; // seed 002 --max-legal-layouts
    bool rowMajorEnabled = false; // --row-major-enabled
    CoreUsageRule coreUsageRule = CoreUsageRule::SeedMaxOverUsers;
    // Seed 002 §3.5 (4): after the chains, move DRAM-interleaved outputs to L1 interleaved where the op and
    // all its consumers accept it and L1 has room over the tensor's whole lifetime.
    bool l1InterleavedFallback = false;
    // Seed 002 §4.1 (the dfsharding-merge policy): concat chains, forked outputs kept in L1, A->B and 3-way
    // merges, all validated against the L1 reservation timeline.
    bool chainMerging = false;
    // greedy-beam and layout-planner: beam width K and sharded output hints per op (upstream's defaults).
    int beamWidth = 8;
    int64_t beamMaxLegalLayouts = 64;
};

// Every op with a tensor result decided DRAM interleaved: the starting point of every policy.
PolicyResult dramDecisions(const ModelGraph& graph, const OptimizerDevice& device, std::string name);

// Every op's output in DRAM interleaved: the reference every policy is compared with.
PolicyResult runDramPolicy(const ModelGraph& graph, const OptimizerDevice& device);

// Seed 002's chain design (§3.2-3.5): legal sharded configs per op from the op model, L1 chains built
// by the chain rules in schedule order, each resolved by the ShardSolver (reshards inserted where an edge
// has no path), configs picked by accumulated core usage, the chain's output spilled to DRAM at its
// end; everything outside a resolved chain stays DRAM interleaved.
PolicyResult runDfSharding(
    const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options = {});

// The ops seed 002 lists as shardable (Conv2d, ConvTranspose2d, Add, Multiply, Relu, Relu6, Typecast,
// Silu, Matmul, Linear, Minimum, RMSNorm, RotaryEmbedding, Gelu), by op kind.
bool isSeedShardable(const OpKind& kind);

} // namespace tle
