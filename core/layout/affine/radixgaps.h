// SPDX-License-Identifier: MIT
#pragma once

#include "util/fastdivisor.h"

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace tle {

// The data and gap coordinates of one physical dim that is a sum of logical dims with strides that do not
// overlap (a collapse of dims, aligned or with bumped strides): coordinate p holds data when its digits,
// largest stride first, each lie below their dim's extent and nothing is left over. Gaps repeat with every
// stride, so both questions below cost a few divisions, not a walk over the coordinates.
class RadixGaps
{
public:
    RadixGaps() = default;
    // digits: (stride, extent) pairs, largest stride first, each stride at least the reach of the next
    // (stride * extent); extent: the physical dim's length (at least the first digit's reach).
    RadixGaps(const std::vector<std::pair<int64_t, int64_t>>& digits, int64_t extent);

    bool holdsData(int64_t p) const noexcept;
    // Like holdsData, and writes p's digits (one per (stride, extent) pair given) to `values` when it holds data.
    bool digitsOf(int64_t p, int64_t* values) const noexcept;
    // Whether some coordinate in [first, last) (inside [0, extent)) is a gap.
    bool gapWithin(int64_t first, int64_t last) const noexcept;
    // The first coordinate in [first, last) that holds data, or -1.
    int64_t firstData(int64_t first, int64_t last) const noexcept;
    // True when no coordinate in [0, extent) is a gap.
    bool dense() const { return !m_blockHasGap[0]; }

private:
    bool gapIn(size_t level, int64_t first, int64_t last) const noexcept;
    int64_t firstDataIn(size_t level, int64_t first) const noexcept;

    struct Digit
    {
        FastDivisor stride;
        int64_t extent = 0;
    };
    std::vector<Digit> m_digits; // ends with (1, 1): a coordinate must use up its whole value
    std::vector<int64_t> m_blockSize; // the span of one block at each level: the extent, then each stride
    std::vector<bool> m_blockHasGap; // whether a whole block at that level holds a gap
};

} // namespace tle
