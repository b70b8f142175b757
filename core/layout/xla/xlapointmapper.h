// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/compiledaffinemap.h"
#include "layout/foldedpointmap.h"
#include "layout/xla/xlalayout.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace tle {

// Maps single logical elements of an XLA layout to their linear index without allocating, as MetalPointMapper
// does for metal layouts. Indices must lie inside the logical shape.
//
// Every tiling level splits a coordinate into a tile count and an offset in the tile, and later levels split those
// again; followed back to the first level's (combined) coordinates, each final dim is one mixed-radix digit of one
// of them. The linear index is then a sum of one contribution per first-level coordinate (FoldedPointMap). Levels
// that merge dims after the first, or split a digit by a tile that does not divide it, have no such form: those
// layouts are mapped by XlaLayout::linearIndex.
class XlaPointMapper
{
public:
    explicit XlaPointMapper(const XlaLayout& layout);

    int64_t map(const int64_t* index) const
    {
        return m_fold ? m_fold->fold(index) : m_layout.linearIndex({ index, m_layout.rank() });
    }
    // False when the layout is mapped by XlaLayout::linearIndex.
    bool isFolded() const { return m_fold.has_value(); }

    // The inverse: writes the logical index (rank() values) stored at a linear index in [0, allocated) and returns
    // true, or returns false for padding. Folded layouts take a division per tiled dim and no allocation.
    bool unmap(int64_t linear, int64_t* index) const;

private:
    // One dim of the tiled shape read back as a digit of a first-level coordinate (see the .cpp).
    struct TiledDigit
    {
        FastDivisor extent;
        int shift = -1; // log2 of a power-of-two extent: a shift and a mask instead of a division
        int32_t source = -1; // -1: a coordinate of extent 1, always 0
        int64_t low = 1;
        int64_t bound = 0; // the digit's values lie below this (0: the top digit, bounded by the extent)
    };
    // A first-level coordinate: consecutive physical dims, each one logical dim, merged row-major.
    struct SourceDims
    {
        int64_t extent = 1;
        std::vector<int64_t> sizes; // of its physical dims, major to minor
        std::vector<uint32_t> logical; // the logical dim of each
    };

    const XlaLayout& m_layout;
    // Owned through a pointer: the folded map refers to it, and the mapper may move.
    std::unique_ptr<CompiledAffineMap> m_sources;
    std::optional<FoldedPointMap> m_fold;
    std::vector<TiledDigit> m_digits; // the tiled shape's dims, major to minor
    std::vector<SourceDims> m_sourceDims;
};

} // namespace tle
