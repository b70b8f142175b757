// SPDX-License-Identifier: MIT
#pragma once

#include "layout/foldedpointmap.h"
#include "layout/metal/metallayout.h"
#include "util/fastdivisor.h"

#include <cstdint>
#include <vector>

namespace tle {

// Each physical dim's shard, tile and face digits, weighted in core * allocated-per-shard + offset.
std::vector<DigitChain> metalDigitChains(const MetalLayout& layout);
// The coordinates each physical dim takes: the grid's extent of shards.
Shape metalPhysicalExtents(const MetalLayout& layout);

// Maps single logical elements to (core, shard offset) without allocating: for random access in bulk (hit
// testing, tooltips, sampled pictures of huge tensors). Indices must lie inside the logical shape.
//
// A slot's core and offset are sums of one contribution per physical dim (its shard, tile and face digits), so
// the mapper keeps them folded into one number, core * allocated-per-shard + offset (FoldedPointMap), and splits
// it with one division by a constant.
class MetalPointMapper
{
public:
    explicit MetalPointMapper(const MetalLayout& layout);

    struct Slot
    {
        int64_t core = 0; // row-major linear core index
        int64_t shardOffset = 0;
    };

    Slot map(const int64_t* index) const noexcept { return split(m_fold.fold(index)); }
    // The slot of a point of the collapsed space (inside the grid's extent).
    Slot mapPhysical(const int64_t* physical) const noexcept { return split(m_fold.foldPhysical(physical)); }

private:
    Slot split(int64_t folded) const noexcept
    {
        const int64_t core = m_perShard.divide(folded);
        return { core, m_perShard.remainder(folded, core) };
    }

    FastDivisor m_perShard;
    FoldedPointMap m_fold;
};

} // namespace tle
