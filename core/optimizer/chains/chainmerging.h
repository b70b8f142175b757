// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/chains/legalconfigs.h"
#include "optimizer/shared/layoutcache.h"
#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"

#include <map>
#include <vector>

namespace tle {

// What chain merging needs from a dfsharding run.
struct MergeInputs
{
    const ModelGraph& graph;
    const OptimizerDevice& device;
    const OpModel& model;
    LayoutCache& cache;
    // Legal L1-sharded output layouts per op index, concat ops included.
    const LegalConfigs& legal;
};

// Seed 002 §4.1 (DFSharding 2.0) on a dfsharding result whose regular chains are resolved and whose concat
// chains are still Built: resolves the concat chains (N-way merges), keeps forked chain outputs in L1 (sharded,
// else L1 interleaved), then merges chains A->B and 3-way. Every step is validated over the schedule range it
// affects with the L1 reservation timeline; rejected steps are kept in `result.merges` with the reason. A chain
// receives at most one merge and a chain that received one is not merged onward (the one-level limit).
void applyChainMerging(PolicyResult& result, const MergeInputs& inputs);

// Seed 002 §4.1.3: total bytes per core of the reservations alive at schedule position `pos` (inclusive ends).
int64_t activeL1Reservations(int pos, const std::vector<ReservationResult>& reservations);

} // namespace tle
