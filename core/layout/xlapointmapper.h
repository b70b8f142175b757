// SPDX-License-Identifier: MIT
#pragma once

#include "layout/compiledaffinemap.h"
#include "layout/foldedpointmap.h"
#include "layout/xlalayout.h"

#include <cstdint>
#include <memory>
#include <optional>

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

private:
    const XlaLayout& m_layout;
    // Owned through a pointer: the folded map refers to it, and the mapper may move.
    std::unique_ptr<CompiledAffineMap> m_sources;
    std::optional<FoldedPointMap> m_fold;
};

} // namespace tle
