// SPDX-License-Identifier: MIT
#include "layout/ttnn/ttnnpointmapper.h"

#include "util/error.h"

#include <array>

namespace tle {

namespace {

const TtnnLayout& checked(const TtnnLayout& layout)
{
    if (layout.isNdSharded())
        throw Error("layout: an N-D sharded layout has no 2-D physical space to map points through");
    return layout;
}

// The in-page digits of the two dims: tiles face row by face row and face by face (a whole tile is one face
// without faces), row-major pages one row.
void pageDigits(const TtnnLayout& layout, DigitChain& rows, DigitChain& columns)
{
    if (layout.isTiled()) {
        const TileType& tile = layout.spec().tile;
        const bool faces = layout.spec().inTileOrder == InTileOrder::Faces;
        const int64_t fh = faces ? tile.faceHeight() : tile.height;
        const int64_t fw = faces ? tile.faceWidth() : tile.width;
        rows.inner = FastDivisor(fh);
        rows.innerWeight = (tile.width / fw) * fh * fw;
        rows.restWeight = fw;
        columns.inner = FastDivisor(fw);
        columns.innerWeight = fh * fw;
        columns.restWeight = 1;
    } else {
        // A row-major page is one row: its offset is the column inside the page.
        rows.restWeight = 0;
        columns.inner = FastDivisor(std::max<int64_t>(layout.pageShape()[1], 1));
        columns.restWeight = 1;
    }
}

// A bound on the element offsets inside one shard, the last page's index plus one times a page: the shard's
// number in the folded slot. (A row-major page may be wider than the shard, so the pages per shard row can be 0.)
int64_t shardSpan(const TtnnLayout& layout)
{
    const auto& page = layout.pageShape();
    const auto& shard = layout.shardShape();
    const int64_t lastPage = ((shard[0] - 1) / page[0]) * (shard[1] / page[1]) + (shard[1] - 1) / page[1];
    return std::max<int64_t>((lastPage + 1) * page[0] * page[1], 1);
}

std::array<DigitChain, 2> digitChains(const TtnnLayout& layout)
{
    std::array<DigitChain, 2> chains;
    auto& [rows, columns] = chains;
    const auto& page = layout.pageShape();
    const int64_t perPage = page[0] * page[1];
    pageDigits(layout, rows, columns);
    if (layout.isSharded()) {
        // In the map's own space a shard is its logical extent (the padded one in tensor-shard mode).
        const auto& shard = layout.logicalShardShape();
        const int64_t pagesPerShardRow = layout.shardShape()[1] / page[1];
        const int64_t perShard = shardSpan(layout);
        rows.outer = FastDivisor(std::max<int64_t>(shard[0], 1));
        rows.outerWeight = layout.shardGrid()[1] * perShard;
        rows.middle = FastDivisor(page[0]);
        rows.middleWeight = pagesPerShardRow * perPage;
        columns.outer = FastDivisor(std::max<int64_t>(shard[1], 1));
        columns.outerWeight = perShard;
        columns.middle = FastDivisor(page[1]);
        columns.middleWeight = perPage;
    } else {
        // Interleaved: the whole tensor is one block (outer digit 0) of pages.
        const auto& physical = layout.physicalShape();
        const int64_t pagesPerRow = physical[1] / page[1];
        rows.outer = FastDivisor(std::max<int64_t>(physical[0], 1));
        rows.middle = FastDivisor(page[0]);
        rows.middleWeight = pagesPerRow * perPage;
        columns.outer = FastDivisor(std::max<int64_t>(physical[1], 1));
        columns.middle = FastDivisor(page[1]);
        columns.middleWeight = perPage;
    }
    return chains;
}

std::array<int64_t, 2> extents(const TtnnLayout& layout)
{
    if (!layout.isLogicalShardMode())
        return layout.physicalShape();
    // The map's space in tensor-shard mode: whole logical shards over the shard grid.
    return { layout.shardGrid()[0] * layout.logicalShardShape()[0],
        layout.shardGrid()[1] * layout.logicalShardShape()[1] };
}

} // namespace

TtnnPointMapper::TtnnPointMapper(const TtnnLayout& layout, FoldedPointMap::Tables tables)
    : m_sharded(checked(layout).isSharded())
    , m_fold(layout.compiledMap(), layout.logicalShape(), extents(layout), digitChains(layout), tables)
{
    const auto& page = layout.pageShape();
    const int64_t perPage = std::max<int64_t>(page[0] * page[1], 1);
    m_perPage = FastDivisor(perPage);
    m_banks = FastDivisor(std::max<int64_t>(layout.numBanks(), 1));
    if (m_sharded) {
        m_perShard = FastDivisor(shardSpan(layout));
        const int64_t columns = layout.spec().device.gridCols;
        for (int64_t r = 0; r < layout.shardGrid()[0]; ++r) {
            for (int64_t c = 0; c < layout.shardGrid()[1]; ++c) {
                const CoreCoord core = layout.coreOfShard(r, c);
                m_shardUnits.push_back(core.y * columns + core.x);
            }
        }
    }
}

} // namespace tle
