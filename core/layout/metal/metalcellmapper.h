// SPDX-License-Identifier: MIT
#pragma once

#include "layout/metal/metallayout.h"
#include "layout/affine/separablemap.h"
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
    // cell: one coordinate per physical dim, each in [0, grid * allocated shard). With `logical` (one value per
    // logical dim), a data cell's logical index is written there too.
    Site site(const int64_t* cell, int64_t* logical = nullptr) const noexcept;

    // True when each physical dim can be decided alone (every collapse of dims, aligned or not).
    bool separable() const { return m_separableMap.has_value(); }
    // True when some cell inside the collapsed space holds no element (stride or alignment gaps).
    bool hasGaps() const { return m_gaps; }
    // Whether, along physical dim `dim`, some cell of the allocated space in [first, last) lies on a gap line:
    // a collapsed coordinate that holds no element whatever the other dims are. False when not separable.
    bool gapLineWithin(size_t dim, int64_t first, int64_t last) const noexcept;
    // The first cell coordinate along `dim` in [first, last) whose collapsed coordinate holds data (inside a
    // shard, not a gap), or -1; when not separable, the first inside a shard and the collapsed space.
    int64_t firstDataLine(size_t dim, int64_t first, int64_t last) const noexcept;

    static constexpr size_t kMaxRank = 16;

private:
    const MetalLayout& m_layout;
    size_t m_rank = 0;
    FastDivisor m_allocated[kMaxRank];
    int64_t m_shard[kMaxRank] {};
    int64_t m_collapsed[kMaxRank] {};
    int64_t m_coreStride[kMaxRank] {};
    bool m_gaps = false; // some collapsed coordinate holds no element
    std::optional<SeparableMap> m_separableMap;
};

} // namespace tle
