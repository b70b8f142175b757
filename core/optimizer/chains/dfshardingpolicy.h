// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/chains/shardsolver.h"
#include "optimizer/shared/drampolicy.h"
#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"
#include "optimizer/shared/policyoptions.h"

namespace tle {

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
