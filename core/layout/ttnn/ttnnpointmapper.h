// SPDX-License-Identifier: MIT
#pragma once

#include "layout/foldedpointmap.h"
#include "layout/ttnn/ttnnlayout.h"
#include "util/fastdivisor.h"

#include <cstdint>
#include <vector>

namespace tle {

// Maps single logical elements of a TTNN layout with a 2-D physical space (interleaved, or height, width or block
// sharded in either shard mode) to their unit and element offset without allocating, as MetalPointMapper does for
// metal layouts: the same answer as mapTtnnElement's unit and elementOffset. Indices must lie inside the logical
// shape. Throws tle::Error for an N-D sharded layout.
//
// Sharded: shard index * elements-per-shard + page * elements-per-page + offset in the page is a sum over the
// two dims, folded once and split with one division (the shard's core then from a table). Interleaved: page *
// elements-per-page + offset in the page, split into bank and slot with two more divisions by constants.
class TtnnPointMapper
{
public:
    // `tables`: full for mapping every element, blocks for mapping a few points of each tile (FoldedPointMap).
    explicit TtnnPointMapper(const TtnnLayout& layout, FoldedPointMap::Tables tables = FoldedPointMap::Tables::Full);

    struct Slot
    {
        int64_t unit = 0; // the bank, or the core as y * device grid columns + x
        int64_t elementOffset = 0; // in the bank (interleaved) or the core's shard
    };

    Slot map(const int64_t* index) const noexcept
    {
        const int64_t folded = m_fold.fold(index);
        if (m_sharded) {
            const int64_t shard = m_perShard.divide(folded);
            return { m_shardUnits[size_t(shard)], m_perShard.remainder(folded, shard) };
        }
        const int64_t page = m_perPage.divide(folded);
        const int64_t slot = m_banks.divide(page);
        return { m_banks.remainder(page, slot), slot * m_perPage.divisor() + m_perPage.remainder(folded, page) };
    }

private:
    bool m_sharded = false;
    FastDivisor m_perShard; // sharded: elements of one shard's pages
    FastDivisor m_perPage; // interleaved: elements of one page
    FastDivisor m_banks;
    std::vector<int64_t> m_shardUnits; // the unit of each shard, row-major over the shard grid
    FoldedPointMap m_fold;
};

} // namespace tle
