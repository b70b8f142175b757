// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/compiledaffinemap.h"
#include "layout/affine/radixgaps.h"
#include "layout/shape.h"

#include <optional>
#include <span>
#include <vector>

namespace tle {

// A layout's linear map when each physical coordinate can be decided alone: no constants, each logical dim (of
// extent > 1) feeds one physical dim with a positive coefficient, and inside a physical dim each coefficient
// covers the whole reach of the smaller ones (a collapse of dims, aligned or with bumped strides). Then a physical
// coordinate's digits are its logical indices, and its gaps repeat with the strides (RadixGaps).
class SeparableMap
{
public:
    // None when the map is not of that kind. extent: the length of each physical dim (at least the map's reach).
    static std::optional<SeparableMap> of(
        const CompiledAffineMap& map, const Shape& logicalShape, std::span<const int64_t> extent);

    const RadixGaps& gaps(size_t dim) const { return m_radix[dim]; }
    // Writes the logical index of a physical point (one value per logical dim) and returns true, or returns false
    // for a gap.
    bool logicalOf(const int64_t* physical, int64_t* logical) const noexcept;

    // The most logical dims one physical dim may combine.
    static constexpr size_t kMaxDigits = 64;

private:
    size_t m_logicalRank = 0;
    std::vector<RadixGaps> m_radix; // per physical dim
    std::vector<std::vector<unsigned>> m_digitDims; // per physical dim: the logical dim of each digit
};

} // namespace tle
