// SPDX-License-Identifier: MIT
#include "layout/metalcellmapper.h"

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

    // Separable: a linear map without constants in which each logical dim (of extent > 1) feeds one physical dim
    // with a positive coefficient, and inside a physical dim each coefficient covers the whole reach of the
    // smaller ones, so the greedy digits of a coordinate are its only decomposition.
    const CompiledAffineMap& map = layout.compiledMap();
    const Shape& logical = layout.logicalShape();
    if (!map.isLinear() || map.numResults() != m_rank)
        return;
    std::vector<int> uses(logical.size(), 0);
    for (size_t r = 0; r < m_rank; ++r) {
        const LinearForm& form = map.linear(r);
        if (form.constant != 0)
            return;
        std::vector<std::pair<int64_t, int64_t>> digits; // coefficient, extent
        for (size_t d = 0; d < form.coefficients.size(); ++d) {
            if (form.coefficients[d] == 0 || logical[d] == 1)
                continue;
            if (form.coefficients[d] < 0 || ++uses[d] > 1)
                return;
            digits.push_back({ form.coefficients[d], logical[d] });
        }
        std::sort(digits.begin(), digits.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        for (size_t k = 0; k + 1 < digits.size(); ++k) {
            if (digits[k].first < digits[k + 1].first * digits[k + 1].second)
                return;
        }
        m_digitStart[r] = m_digits.size();
        for (const auto& [coefficient, extent] : digits)
            m_digits.push_back({ FastDivisor(coefficient), extent });
    }
    m_digitStart[m_rank] = m_digits.size();
    m_separable = true;
}

bool MetalCellMapper::holdsData(size_t dim, int64_t collapsed) const noexcept
{
    int64_t rest = collapsed;
    for (size_t k = m_digitStart[dim]; k < m_digitStart[dim + 1]; ++k) {
        const Digit& digit = m_digits[k];
        const int64_t value = digit.coefficient.divide(rest);
        if (value >= digit.extent)
            return false;
        rest = digit.coefficient.remainder(rest, value);
    }
    return rest == 0;
}

MetalCellMapper::Site MetalCellMapper::site(const int64_t* cell) const noexcept
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
    if (site.padding != PaddingCause::None || !m_gaps)
        return site;
    bool data = true;
    if (m_separable) {
        for (size_t i = 0; i < m_rank && data; ++i)
            data = holdsData(i, physical[i]);
    } else {
        int64_t small[16];
        std::vector<int64_t> large;
        int64_t* index = small;
        if (m_layout.logicalShape().size() > 16) {
            large.resize(m_layout.logicalShape().size());
            index = large.data();
        }
        data = m_layout.inverseMap().invert(physical, index);
    }
    if (!data)
        site.padding = m_layout.gapCause();
    return site;
}

} // namespace tle
