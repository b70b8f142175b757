// SPDX-License-Identifier: MIT
#include "layout/metal/metalpointmapper.h"

#include <vector>

namespace tle {

std::vector<DigitChain> metalDigitChains(const MetalLayout& layout)
{
    const size_t rank = layout.grid().size();
    const Shape coreStride = rowMajorStrides(layout.grid());
    const auto& tile = layout.tile();
    const int64_t perShard = layout.allocatedElementsPerShard();
    const Shape offsetStride = rowMajorStrides(tile ? layout.memrefShape() : layout.allocatedShardShape());
    const int64_t tileElems = tile ? tile->elements() : 1;
    const bool faces = tile && layout.inTileOrder() == InTileOrder::Faces;
    std::vector<DigitChain> chains(rank);
    for (size_t i = 0; i < rank; ++i) {
        DigitChain& d = chains[i];
        d.outer = FastDivisor(std::max<int64_t>(layout.shardShape()[i], 1));
        d.outerWeight = coreStride[i] * perShard;
        d.middleWeight = offsetStride[i] * tileElems;
        if (tile && i + 2 >= rank) {
            // The last two dims go through the tile: its rows face row by face row (faces stacked face-row-major),
            // its columns face by face; without faces a face is the whole tile.
            const int64_t fh = faces ? tile->faceHeight() : tile->height;
            const int64_t fw = faces ? tile->faceWidth() : tile->width;
            const bool rows = i + 2 == rank;
            d.middle = FastDivisor(rows ? tile->height : tile->width);
            d.inner = FastDivisor(rows ? fh : fw);
            d.innerWeight = rows ? (tile->width / fw) * fh * fw : fh * fw;
            d.restWeight = rows ? fw : 1;
        }
        // Otherwise the middle and inner divisors stay 1: the whole shard offset is the middle digit.
    }
    return chains;
}

Shape metalPhysicalExtents(const MetalLayout& layout)
{
    Shape extent(layout.grid().size());
    for (size_t i = 0; i < extent.size(); ++i)
        extent[i] = layout.shardShape()[i] * layout.grid()[i];
    return extent;
}

MetalPointMapper::MetalPointMapper(const MetalLayout& layout)
    : m_perShard(std::max<int64_t>(layout.allocatedElementsPerShard(), 1))
    , m_fold(layout.compiledMap(), layout.logicalShape(), metalPhysicalExtents(layout), metalDigitChains(layout))
{
    packTables(layout);
}

void MetalPointMapper::packTables(const MetalLayout& layout)
{
    const int64_t perShard = layout.allocatedElementsPerShard();
    if (!m_fold.twoTables() || perShard <= 0 || perShard > (int64_t(1) << 32)
        || layout.coreCount() >= (int64_t(1) << 31))
        return;
    const Shape extent = metalPhysicalExtents(layout);
    m_packed.resize(size_t(extent[0] + extent[1]));
    size_t at = 0;
    for (size_t i = 0; i < 2; ++i) {
        const int64_t* table = m_fold.table(i);
        for (int64_t p = 0; p < extent[i]; ++p) {
            // Each contribution is core part * perShard + offset part, with the offset part under perShard.
            const auto core = uint64_t(table[p] / perShard);
            const auto offset = uint64_t(table[p] % perShard);
            m_packed[at + size_t(p)] = core << 32 | offset;
        }
        m_packedTable[i] = m_packed.data() + at;
        m_packedFrom[i] = m_fold.from(i);
        at += size_t(extent[i]);
    }
}

} // namespace tle
