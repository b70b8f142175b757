// SPDX-License-Identifier: MIT
#include "layout/metal/metalcellmapper.h"

#include "util/error.h"

#include <algorithm>

#include <fmt/format.h>

namespace tle {

MetalCellMapper::MetalCellMapper(const MetalLayout& layout)
    : m_layout(layout)
    , m_rank(layout.grid().size())
{
    if (m_rank > kMaxRank)
        throw Error(fmt::format("grid: rank {} is above the supported {}", m_rank, kMaxRank));
    const Shape coreStride = rowMajorStrides(layout.grid());
    for (size_t i = 0; i < m_rank; ++i) {
        m_allocated[i] = FastDivisor(std::max<int64_t>(layout.allocatedShardShape()[i], 1));
        m_shard[i] = layout.shardShape()[i];
        m_collapsed[i] = layout.collapsedShape()[i];
        m_coreStride[i] = coreStride[i];
    }
    int64_t collapsedVolume = 1;
    for (size_t i = 0; i < m_rank; ++i)
        collapsedVolume *= m_collapsed[i];
    m_gaps = collapsedVolume != layout.logicalElements();

    m_separableMap = SeparableMap::of(layout.compiledMap(), layout.logicalShape(), std::span(m_collapsed, m_rank));
}

bool MetalCellMapper::gapLineWithin(size_t dim, int64_t first, int64_t last) const noexcept
{
    if (!m_separableMap || !m_gaps)
        return false;
    // Core by core: the part of [first, last) inside a core's shard (not its tile padding) is a run of collapsed
    // coordinates.
    const int64_t allocated = m_allocated[dim].divisor();
    const int64_t shard = m_shard[dim];
    for (int64_t core = m_allocated[dim].divide(std::max<int64_t>(first, 0)); core * allocated < last; ++core) {
        const int64_t from = std::max(first - core * allocated, int64_t(0));
        const int64_t to = std::min(last - core * allocated, shard);
        if (from < to && m_separableMap->gaps(dim).gapWithin(core * shard + from, core * shard + to))
            return true;
    }
    return false;
}

int64_t MetalCellMapper::firstDataLine(size_t dim, int64_t first, int64_t last) const noexcept
{
    const int64_t allocated = m_allocated[dim].divisor();
    const int64_t shard = m_shard[dim];
    for (int64_t core = m_allocated[dim].divide(std::max<int64_t>(first, 0)); core * allocated < last; ++core) {
        const int64_t from = std::max(first - core * allocated, int64_t(0));
        const int64_t to = std::min({ last - core * allocated, shard, m_collapsed[dim] - core * shard });
        if (from >= to)
            continue;
        const int64_t p = m_separableMap ? m_separableMap->gaps(dim).firstData(core * shard + from, core * shard + to)
                                         : core * shard + from;
        if (p >= 0)
            return core * allocated + (p - core * shard);
    }
    return -1;
}

MetalCellMapper::Site MetalCellMapper::site(const int64_t* cell, int64_t* logical) const noexcept
{
    Site site;
    int64_t physical[kMaxRank];
    bool grid = false;
    bool tile = false;
    for (size_t i = 0; i < m_rank; ++i) {
        const int64_t core = m_allocated[i].divide(cell[i]);
        const int64_t offset = m_allocated[i].remainder(cell[i], core);
        site.core += core * m_coreStride[i];
        tile = tile || offset >= m_shard[i];
        physical[i] = core * m_shard[i] + offset;
        grid = grid || physical[i] >= m_collapsed[i];
    }
    if (tile)
        site.padding = PaddingCause::Tile;
    else if (grid)
        site.padding = PaddingCause::Grid;
    if (site.padding != PaddingCause::None || (!m_gaps && !logical))
        return site;
    bool data = true;
    const size_t rank = m_layout.logicalShape().size();
    if (m_separableMap && !logical) {
        for (size_t i = 0; i < m_rank && data; ++i)
            data = m_separableMap->gaps(i).holdsData(physical[i]);
    } else if (m_separableMap) {
        data = m_separableMap->logicalOf(physical, logical);
    } else {
        int64_t small[16];
        std::vector<int64_t> large;
        int64_t* index = logical ? logical : small;
        if (!logical && rank > 16) {
            large.resize(rank);
            index = large.data();
        }
        data = m_layout.inverseMap().invert(physical, index);
    }
    if (!data)
        site.padding = m_layout.gapCause();
    return site;
}

} // namespace tle
