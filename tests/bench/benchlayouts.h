// SPDX-License-Identifier: MIT
#pragma once
// The layouts the layout benchmarks share: 1x1x4096x4096 bf16, tilized with faces on an 8x8 grid (metal), and the
// same tensor in TTNN, block sharded on 8x8 cores or DRAM interleaved; and random indices into them.
#include "layout/metal/metallayout.h"
#include "layout/ttnn/ttnnlayout.h"

#include <array>
#include <random>
#include <vector>

namespace tle::bench {

// side: the rows and columns (4096 unless a benchmark wants arrays that stay in the caches).
inline MetalLayout benchLayout(int64_t side = 4096)
{
    MetalLayoutSpec spec;
    spec.logicalShape = { 1, 1, side, side };
    spec.elementType = ElementType::BF16;
    spec.tile = TileType { 32, 32, ElementType::BF16 };
    spec.grid = { 8, 8 };
    return MetalLayout(spec);
}

// `count` random indices (0, 0, row, column) of the 1x1x4096x4096 bench tensors, one after another.
inline constexpr size_t kRandomPoints = 1 << 16;
inline std::vector<int64_t> randomIndices(uint64_t seed, size_t count = kRandomPoints)
{
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<int64_t> dist(0, 4095);
    std::vector<int64_t> indices;
    indices.reserve(4 * count);
    for (size_t i = 0; i < count; ++i)
        indices.insert(indices.end(), { 0, 0, dist(rng), dist(rng) });
    return indices;
}

inline TtnnLayout ttnnLayout(TtnnMemoryLayout memory)
{
    TtnnLayoutSpec spec;
    spec.logicalShape = { 1, 1, 4096, 4096 };
    spec.dataType = ElementType::BF16;
    spec.memoryLayout = memory;
    spec.bufferType = memory == TtnnMemoryLayout::Interleaved ? BufferType::Dram : BufferType::L1;
    if (memory == TtnnMemoryLayout::BlockSharded) {
        ShardSpec2D shard;
        shard.grid = CoreRangeSet::grid(8, 8);
        shard.shape = { 512, 512 };
        spec.shardSpec = shard;
    }
    return TtnnLayout(spec);
}

// The per-element arithmetic a kernel writer would write for this one layout, its divisors read from the layout at
// run time: the baseline the point mapper is measured against.
struct NaiveTiledMap
{
    explicit NaiveTiledMap(const MetalLayout& layout)
        : shardRows(layout.shardShape()[0])
        , shardColumns(layout.shardShape()[1])
        , gridColumns(layout.grid()[1])
        , tileRows(layout.tile()->height)
        , tileColumns(layout.tile()->width)
        , faceRows(layout.tile()->faceHeight())
        , faceColumns(layout.tile()->faceWidth())
    { }
    std::array<int64_t, 2> map(int64_t row, int64_t column) const
    {
        const int64_t r = row % shardRows, c = column % shardColumns;
        const int64_t tile = (r / tileRows) * (shardColumns / tileColumns) + c / tileColumns;
        const int64_t tr = r % tileRows, tc = c % tileColumns;
        const int64_t face = (tr / faceRows) * (tileColumns / faceColumns) + tc / faceColumns;
        return { (row / shardRows) * gridColumns + column / shardColumns,
            tile * tileRows * tileColumns + face * faceRows * faceColumns + (tr % faceRows) * faceColumns
                + tc % faceColumns };
    }
    int64_t shardRows, shardColumns, gridColumns, tileRows, tileColumns, faceRows, faceColumns;
};

} // namespace tle::bench
