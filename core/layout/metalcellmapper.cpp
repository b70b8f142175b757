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
    std::vector<RadixGaps> radix;
    std::vector<std::vector<unsigned>> digitDims;
    for (size_t r = 0; r < m_rank; ++r) {
        const LinearForm& form = map.linear(r);
        if (form.constant != 0)
            return;
        std::vector<std::pair<int64_t, int64_t>> digits; // coefficient, extent
        std::vector<unsigned> dims;
        for (size_t d = 0; d < form.coefficients.size(); ++d) {
            if (form.coefficients[d] == 0 || logical[d] == 1)
                continue;
            if (form.coefficients[d] < 0 || ++uses[d] > 1)
                return;
            digits.push_back({ form.coefficients[d], logical[d] });
            dims.push_back(unsigned(d));
        }
        std::vector<size_t> order(digits.size());
        for (size_t k = 0; k < order.size(); ++k)
            order[k] = k;
        std::stable_sort(
            order.begin(), order.end(), [&](size_t a, size_t b) { return digits[a].first > digits[b].first; });
        std::vector<std::pair<int64_t, int64_t>> sorted;
        std::vector<unsigned> sortedDims;
        for (const size_t k : order) {
            sorted.push_back(digits[k]);
            sortedDims.push_back(dims[k]);
        }
        digits = std::move(sorted);
        digitDims.push_back(std::move(sortedDims));
        for (size_t k = 0; k + 1 < digits.size(); ++k) {
            if (digits[k].first < digits[k + 1].first * digits[k + 1].second)
                return;
        }
        radix.emplace_back(digits, m_collapsed[r]);
    }
    m_radix = std::move(radix);
    m_digitDims = std::move(digitDims);
    m_separable = true;
}

bool MetalCellMapper::gapLineWithin(size_t dim, int64_t first, int64_t last) const noexcept
{
    if (!m_separable || !m_gaps)
        return false;
    // Core by core: the part of [first, last) inside a core's shard (not its tile padding) is a run of collapsed
    // coordinates.
    const int64_t allocated = m_allocated[dim].divisor();
    const int64_t shard = m_shard[dim];
    for (int64_t core = m_allocated[dim].divide(std::max<int64_t>(first, 0)); core * allocated < last; ++core) {
        const int64_t from = std::max(first - core * allocated, int64_t(0));
        const int64_t to = std::min(last - core * allocated, shard);
        if (from < to && m_radix[dim].gapWithin(core * shard + from, core * shard + to))
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
        const int64_t p
            = m_separable ? m_radix[dim].firstData(core * shard + from, core * shard + to) : core * shard + from;
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
    constexpr size_t kMaxDigits = 64;
    if (m_separable && (!logical || rank <= kMaxDigits)) {
        int64_t values[kMaxDigits];
        if (logical)
            std::fill(logical, logical + rank, int64_t(0));
        for (size_t i = 0; i < m_rank && data; ++i) {
            if (!logical) {
                data = m_radix[i].holdsData(physical[i]);
                continue;
            }
            data = m_radix[i].digitsOf(physical[i], values);
            const std::vector<unsigned>& dims = m_digitDims[i];
            for (size_t k = 0; k < dims.size() && data; ++k)
                logical[dims[k]] = values[k];
        }
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
