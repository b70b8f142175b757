// SPDX-License-Identifier: MIT
#pragma once

// L1 spill planning over a fixed op schedule (positions 0..N-1). Each tensor ("tenant") is produced at `start`,
// read at `uses` and holds `bytes` of L1 per core from `start` through its last use, unless it is spilled to DRAM
// (it holds L1 only up to the spill point, later uses read DRAM) or demoted (never in L1). Two planners keep the
// occupancy within the budget at every position: the upstream compiler's greedy eviction rule, so the explorer can
// show what the compiler does, and an exact minimum-cost planner, so it can show what that rule leaves on the table.
//
// Cost model of the optimal planner, per tenant with n uses:
//   keep            holds start..lastUse                          cost 0
//   spill before k  holds start..uses[k-1] (start..start for k=0)  cost writeCost + usePenalty[k] + ... + [n-1]
//   demote          holds nothing                                  cost demoteCost
// A spill is placed right after the last use that still reads L1: the cost depends only on which uses read DRAM,
// so spilling later would only hold L1 longer. This makes every greedy plan a feasible plan of the model with the
// same cost, hence the optimal cost never exceeds the greedy one.

#include <cstdint>
#include <vector>

namespace tle {

struct L1Tenant
{
    int value = 0; // caller's id for the tensor, unique
    int start = 0; // schedule position of its producer, >= 0
    std::vector<int> uses; // schedule positions of its readers, strictly ascending, each > start
    int64_t bytes = 0; // per core, >= 0
    double writeCost = 0; // one DRAM write when spilled
    std::vector<double> usePenalty; // extra cost of each use reading DRAM instead of L1, aligned with `uses`
    double demoteCost = 0; // cost of never holding it in L1 (the caller includes the producer's DRAM write)
};

// The tenant holds L1 at positions start..before-1; its uses at positions >= before read DRAM.
struct SpillPoint
{
    int value = 0;
    int before = 0;

    bool operator==(const SpillPoint&) const = default;
};

struct SpillPlan
{
    std::vector<SpillPoint> spills; // ordered by `before`, then input order
    std::vector<int> demoted; // values never placed in L1, input order
    double cost = 0; // the plan's cost under the model above (for both planners)
    bool optimal = true; // false when the optimal planner stopped a search at its node limit (or skipped a huge one)
    int64_t peakBytes = 0; // largest L1 occupancy over all positions under the plan (saturates at INT64_MAX)
    int64_t nodes = 0; // search nodes visited by the optimal planner
};

// The upstream rule: walk the schedule; before admitting a new tenant that does not fit, spill the resident tenant
// whose LAST use is farthest away (ties: larger bytes, then lower input index). An operand of the current op may be
// the victim (the op then reads it from DRAM); a tenant produced at the same position may not. With no candidate
// left the new tenant is demoted; evictions already made for it stay. A tenant larger than the budget is demoted.
// O(T log T + U log U) for T tenants and U uses.
// Throws tle::Error for invalid input.
SpillPlan planSpillsGreedy(const std::vector<L1Tenant>& tenants, int64_t budget);

// Minimum total cost with occupancy <= budget everywhere. Only tenants alive where keeping everybody overflows need
// a decision; they are split into independent clusters, each solved by branch-and-bound started from the greedy
// plan. When a cluster exceeds `nodeLimit` search nodes its best plan so far is kept and `optimal` is false.
// Exact up to a relative margin of 1e-10 on the cost. Costs must be finite and >= 0. Throws tle::Error for
// invalid input.
SpillPlan planSpillsOptimal(const std::vector<L1Tenant>& tenants, int64_t budget, int64_t nodeLimit = 2'000'000);

// L1 bytes held at each position 0..(largest start or use) under a plan, for checks and the reservation timeline.
// Values saturate at INT64_MAX. Throws tle::Error for invalid tenants, a plan naming an unknown value or a spill
// point not after the tenant's start, or a schedule longer than 2^24 positions.
std::vector<int64_t> occupancy(const std::vector<L1Tenant>& tenants, const SpillPlan& plan);

} // namespace tle
