// SPDX-License-Identifier: MIT
#pragma once

#include "layout/metallayout.h"
#include "util/fastdivisor.h"

#include <cstdint>
#include <vector>

namespace tle {

// Classifies cells of the allocated device space, without allocating: each physical dim holds the grid's
// allocated shards side by side, so a cell is a core and a coordinate inside that core's allocated shard.
// Gives the cell's core and, for padding, its cause, the same as unmapShardCell; for sampled pictures.
class MetalCellMapper
{
public:
    explicit MetalCellMapper(const MetalLayout& layout);

    struct Site
    {
        int64_t core = 0; // row-major linear core index
        PaddingCause padding = PaddingCause::None;
    };
    // cell: one coordinate per physical dim, each in [0, grid * allocated shard).
    Site site(const int64_t* cell) const noexcept;

    // True when each physical dim can be decided alone (every collapse of dims, aligned or not); then
    // holdsData() says whether a collapsed coordinate of one physical dim holds data or is a gap.
    bool separable() const { return m_separable; }
    bool holdsData(size_t dim, int64_t collapsed) const noexcept;

    static constexpr size_t kMaxRank = 16;

private:
    // One logical dim inside a physical dim: its coefficient there and its extent.
    struct Digit
    {
        FastDivisor coefficient;
        int64_t extent = 0;
    };

    const MetalLayout& m_layout;
    size_t m_rank = 0;
    FastDivisor m_allocated[kMaxRank];
    int64_t m_shard[kMaxRank] {};
    int64_t m_collapsed[kMaxRank] {};
    int64_t m_coreStride[kMaxRank] {};
    bool m_gaps = false; // some collapsed coordinate holds no element
    bool m_separable = false;
    // Digits of physical dim i: m_digits[m_digitStart[i] .. m_digitStart[i + 1]), largest coefficient first.
    std::vector<Digit> m_digits;
    size_t m_digitStart[kMaxRank + 1] {};
};

} // namespace tle
