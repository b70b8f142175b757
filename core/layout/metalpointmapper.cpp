// SPDX-License-Identifier: MIT
#include "layout/metalpointmapper.h"

#include "util/error.h"

#include <fmt/format.h>

namespace tle {

MetalPointMapper::MetalPointMapper(const MetalLayout& layout)
    : m_layout(layout)
    , m_rank(layout.grid().size())
    , m_perShard(std::max<int64_t>(layout.allocatedElementsPerShard(), 1))
{
    if (m_rank > kMaxRank)
        throw Error(fmt::format("grid: rank {} is above the supported {}", m_rank, kMaxRank));
    const Shape coreStride = rowMajorStrides(layout.grid());
    const auto& tile = layout.tile();
    const int64_t perShard = layout.allocatedElementsPerShard();
    const Shape offsetStride = rowMajorStrides(tile ? layout.memrefShape() : layout.allocatedShardShape());
    const int64_t tileElems = tile ? tile->elements() : 1;
    const bool faces = tile && layout.inTileOrder() == InTileOrder::Faces;
    for (size_t i = 0; i < m_rank; ++i) {
        Digits& d = m_digits[i];
        d.shard = FastDivisor(layout.shardShape()[i]);
        d.coreWeight = coreStride[i] * perShard;
        d.tileWeight = offsetStride[i] * tileElems;
        if (tile && i + 2 == m_rank) {
            // Tile rows: the face row (faces stacked face-row-major) and the row inside the face.
            const int64_t fh = faces ? tile->faceHeight() : tile->height;
            const int64_t fw = faces ? tile->faceWidth() : tile->width;
            d.tile = FastDivisor(tile->height);
            d.face = FastDivisor(fh);
            d.faceWeight = (tile->width / fw) * fh * fw;
            d.unitWeight = fw;
        } else if (tile && i + 1 == m_rank) {
            const int64_t fh = faces ? tile->faceHeight() : tile->height;
            const int64_t fw = faces ? tile->faceWidth() : tile->width;
            d.tile = FastDivisor(tile->width);
            d.face = FastDivisor(fw);
            d.faceWeight = fh * fw;
            d.unitWeight = 1;
        }
        // Otherwise the tile and face divisors stay 1: the whole shard offset is the tile digit.
    }

    // Where each physical coordinate comes from.
    const CompiledAffineMap& map = layout.compiledMap();
    const Shape& logical = layout.logicalShape();
    if (map.isLinear() && map.numResults() == m_rank) {
        bool direct = true;
        for (size_t r = 0; r < m_rank; ++r) {
            const LinearForm& form = map.linear(r);
            m_constant[r] = form.constant;
            int sources = 0;
            for (size_t d = 0; d < form.coefficients.size(); ++d) {
                // A dim of extent 1 is always 0 and contributes nothing.
                if (form.coefficients[d] == 0 || logical[d] == 1)
                    continue;
                m_terms.push_back({ uint32_t(d), uint32_t(r), form.coefficients[d] });
                m_from[r] = uint32_t(d);
                ++sources;
            }
            direct = direct && form.constant == 0 && sources == 1 && m_terms.back().coefficient == 1;
        }
        m_source = direct ? Source::Direct : Source::Linear;
    }

    // Tables for the short dims, filled by the same arithmetic the long dims use.
    size_t tableSize = 0;
    for (size_t i = 0; i < m_rank; ++i) {
        const int64_t extent = layout.shardShape()[i] * layout.grid()[i];
        if (extent <= kMaxTableExtent)
            tableSize += size_t(extent);
    }
    m_tables.resize(tableSize);
    size_t at = 0;
    for (size_t i = 0; i < m_rank; ++i) {
        const int64_t extent = layout.shardShape()[i] * layout.grid()[i];
        if (extent > kMaxTableExtent)
            continue;
        int64_t* table = m_tables.data() + at;
        for (int64_t p = 0; p < extent; ++p)
            table[p] = evaluate(m_digits[i], p);
        m_table[i] = table;
        at += size_t(extent);
    }
    m_twoTables = m_rank == 2 && m_source == Source::Direct && m_table[0] && m_table[1];
}

int64_t MetalPointMapper::evaluate(const Digits& d, int64_t p) noexcept
{
    const int64_t core = d.shard.divide(p);
    const int64_t inShard = d.shard.remainder(p, core);
    const int64_t tile = d.tile.divide(inShard);
    const int64_t inTile = d.tile.remainder(inShard, tile);
    const int64_t face = d.face.divide(inTile);
    const int64_t inFace = d.face.remainder(inTile, face);
    return core * d.coreWeight + tile * d.tileWeight + face * d.faceWeight + inFace * d.unitWeight;
}

int64_t MetalPointMapper::contribution(size_t dim, int64_t coordinate) const noexcept
{
    return m_table[dim] ? m_table[dim][coordinate] : evaluate(m_digits[dim], coordinate);
}

MetalPointMapper::Slot MetalPointMapper::mapPhysical(const int64_t* physical) const noexcept
{
    int64_t folded = 0;
    for (size_t i = 0; i < m_rank; ++i)
        folded += contribution(i, physical[i]);
    return split(folded);
}

MetalPointMapper::Slot MetalPointMapper::mapGeneral(const int64_t* index) const noexcept
{
    int64_t p[kMaxRank];
    switch (m_source) {
    case Source::Direct:
        for (size_t i = 0; i < m_rank; ++i)
            p[i] = index[m_from[i]];
        break;
    case Source::Linear:
        for (size_t i = 0; i < m_rank; ++i)
            p[i] = m_constant[i];
        for (const Term& t : m_terms)
            p[t.physical] += t.coefficient * index[t.logical];
        break;
    case Source::Compiled:
        m_layout.compiledMap().evaluate(index, p);
        break;
    }
    return mapPhysical(p);
}

} // namespace tle
