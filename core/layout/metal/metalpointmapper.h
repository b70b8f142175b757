// SPDX-License-Identifier: MIT
#pragma once

#include "layout/foldedpointmap.h"
#include "layout/metal/metallayout.h"
#include "util/fastdivisor.h"

#include <cstddef>
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

    Slot map(const int64_t* index) const noexcept
    {
        // Callers map runs of indices in order (a row under the cursor, the samples of a picture): fetching the
        // index a few lookups ahead keeps memory busy. The hardware's own prefetch stops at page boundaries, so
        // on entering a page the mapper also touches one a few pages on, which walks its translation early.
        // A prefetch never faults, wherever it points.
        const auto at = reinterpret_cast<uintptr_t>(index);
        __builtin_prefetch(reinterpret_cast<const void*>(at + kPrefetchBytes));
        if ((at & kPageStartMask) == 0)
            __builtin_prefetch(reinterpret_cast<const void*>(at + kPageAheadBytes), 0, 1);
        if (!m_packed.empty()) {
            const uint64_t both = m_packedTable[0][index[m_packedFrom[0]]] + m_packedTable[1][index[m_packedFrom[1]]];
            return { int64_t(both >> 32), int64_t(both & 0xffffffffu) };
        }
        return split(m_fold.fold(index));
    }
    // The slot of a point of the collapsed space (inside the grid's extent).
    Slot mapPhysical(const int64_t* physical) const noexcept { return split(m_fold.foldPhysical(physical)); }

private:
    static constexpr uintptr_t kPrefetchBytes = 2048;
    static constexpr uintptr_t kPageAheadBytes = 8 * 4096;
    // Clear for the first 32 bytes of a 4 KiB page, so the test holds once per page for indices of up to 32 bytes.
    static constexpr uintptr_t kPageStartMask = 4096 - 32;

    void packTables(const MetalLayout& layout);

    Slot split(int64_t folded) const noexcept
    {
        const int64_t core = m_perShard.divide(folded);
        return { core, m_perShard.remainder(folded, core) };
    }

    FastDivisor m_perShard;
    FoldedPointMap m_fold;
    // The two tables of a two-table fold with each entry as core << 32 | offset: the contributions' offsets add up
    // to the slot's offset, under 2^32, so the sum needs no division. Empty when the fold is not two tables or
    // a shard or the core count is too large to pack.
    std::vector<uint64_t> m_packed;
    const uint64_t* m_packedTable[2] {};
    uint32_t m_packedFrom[2] {};
};

} // namespace tle
