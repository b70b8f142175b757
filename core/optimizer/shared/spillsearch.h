// SPDX-License-Identifier: MIT
#pragma once

// The exact search behind planSpillsOptimal: branch-and-bound over one cluster of tenants competing for L1.

#include "optimizer/shared/spillplanner.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace tle::spill {

// Sums of per-core bytes over many tenants can pass 2^63; 128 bits hold any sum of int64 values we can store.
using Wide = __int128;

enum class Fate
{
    Keep,
    Spill,
    Demote
};

struct Decision
{
    Fate fate = Fate::Keep;
    int before = 0; // Spill only
};

// A tensor nobody reads (or only the function return) dies right after it is produced.
inline int64_t lastUseOf(const L1Tenant& t)
{
    return t.uses.empty() ? t.start : t.uses.back();
}

// Inclusive L1 interval of a tenant under a decision; empty when last < first.
inline std::pair<int64_t, int64_t> heldSpan(const L1Tenant& t, const Decision& d)
{
    if (d.fate == Fate::Demote)
        return { 0, -1 };
    return { t.start, d.fate == Fate::Spill ? std::min<int64_t>(d.before - 1, lastUseOf(t)) : lastUseOf(t) };
}

// A run of positions where keeping every tenant exceeds the budget.
struct HotSegment
{
    int64_t lo = 0;
    int64_t hi = 0;
    Wide occupancy = 0;
};

struct ClusterOutcome
{
    int64_t nodes = 0;
    bool complete = true;
};

// Finds the cheapest decisions for the cluster `members` (indices into `ts`), whose tenants are alive in the hot
// segments `hot` and in no others, and writes them into `decisions`. The greedy decisions are the first incumbent;
// they stay when the cluster is too large to search. Past `nodeLimit` nodes the best plan so far is written and
// the outcome is incomplete.
ClusterOutcome searchCluster(const std::vector<L1Tenant>& ts, int64_t budget, std::vector<size_t> members,
    std::span<const HotSegment> hot, const std::vector<Decision>& greedy, int64_t nodeLimit,
    std::vector<Decision>& decisions);

} // namespace tle::spill
