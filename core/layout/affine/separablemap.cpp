// SPDX-License-Identifier: MIT
#include "layout/affine/separablemap.h"

#include <algorithm>
#include <numeric>

namespace tle {

std::optional<SeparableMap> SeparableMap::of(
    const CompiledAffineMap& map, const Shape& logicalShape, std::span<const int64_t> extent)
{
    if (!map.isLinear() || map.numResults() != extent.size())
        return std::nullopt;
    SeparableMap result;
    result.m_logicalRank = logicalShape.size();
    std::vector<int> uses(logicalShape.size(), 0);
    for (size_t r = 0; r < extent.size(); ++r) {
        const LinearForm& form = map.linear(r);
        if (form.constant != 0)
            return std::nullopt;
        std::vector<unsigned> dims;
        for (size_t d = 0; d < form.coefficients.size(); ++d) {
            if (form.coefficients[d] == 0 || logicalShape[d] == 1)
                continue;
            if (form.coefficients[d] < 0 || ++uses[d] > 1)
                return std::nullopt;
            dims.push_back(unsigned(d));
        }
        if (dims.size() > kMaxDigits)
            return std::nullopt;
        std::stable_sort(dims.begin(), dims.end(),
            [&](unsigned a, unsigned b) { return form.coefficients[a] > form.coefficients[b]; });
        std::vector<std::pair<int64_t, int64_t>> digits; // coefficient, extent
        for (const unsigned d : dims)
            digits.push_back({ form.coefficients[d], logicalShape[d] });
        for (size_t k = 0; k + 1 < digits.size(); ++k) {
            if (digits[k].first < digits[k + 1].first * digits[k + 1].second)
                return std::nullopt;
        }
        result.m_radix.emplace_back(digits, extent[r]);
        result.m_digitDims.push_back(std::move(dims));
    }
    return result;
}

bool SeparableMap::logicalOf(const int64_t* physical, int64_t* logical) const noexcept
{
    int64_t values[kMaxDigits];
    std::fill(logical, logical + m_logicalRank, int64_t(0));
    for (size_t i = 0; i < m_radix.size(); ++i) {
        const std::vector<unsigned>& dims = m_digitDims[i];
        if (!m_radix[i].digitsOf(physical[i], values))
            return false;
        for (size_t k = 0; k < dims.size(); ++k)
            logical[dims[k]] = values[k];
    }
    return true;
}

} // namespace tle
