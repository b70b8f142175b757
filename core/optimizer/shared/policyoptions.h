// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/layoutpin.h"

#include <atomic>
#include <cstdint>
#include <stdexcept>

namespace tle {

// How the accumulated core usage of a fork combines its users (seed 002 §3.3.8 vs upstream's code).
enum class CoreUsageRule
{
    SeedMaxOverUsers,
    UpstreamSumOverUsers,
};

// What a policy run may be told: the designs read the fields that concern them.
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
    // Ops whose output layout the user pinned (--override-output-layout): a policy chooses among the layouts
    // that match, and runPolicy puts an op the policy left elsewhere into the first matching legal layout.
    LayoutPins pins;
    // When set, the policies stop soon after it turns true, throwing PlanCancelled (a window's Cancel).
    const std::atomic<bool>* cancel = nullptr;
};

// A policy run stopped because PolicyOptions::cancel turned true.
class PlanCancelled : public std::runtime_error
{
public:
    PlanCancelled()
        : std::runtime_error("planning cancelled")
    { }
};

// Throws PlanCancelled when `cancel` is set and true; policies call it between ops.
inline void throwIfCancelled(const std::atomic<bool>* cancel)
{
    if (cancel && cancel->load(std::memory_order_relaxed))
        throw PlanCancelled();
}

} // namespace tle
