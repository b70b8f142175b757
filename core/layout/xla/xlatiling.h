// SPDX-License-Identifier: MIT
#pragma once

#include "layout/xla/xlalayout.h"

#include <cstdint>
#include <optional>
#include <span>

namespace tle {

// The arithmetic of one XLA tiling level, shared by XlaLayout's derivation, its index mapping and its tile blocks.

inline bool isCombine(int64_t tileDim)
{
    return tileDim == XlaTile::kCombineDimension;
}

// What `tile` does to `input`; overflow of the padded shape throws.
XlaTilingLevel tileShape(const Shape& input, const XlaTile& tile);

// The coordinate in level.tiledShape of coordinate `e` of level.inputShape.
Shape applyLevel(const XlaTilingLevel& level, std::span<const int64_t> e);

// The inverse of applyLevel: the level's input index of a tiled index; nullopt, with the rounded-up dim in
// `site`, when the coordinate lies in the level's padding.
std::optional<Shape> invertLevel(
    const XlaTilingLevel& level, std::span<const int64_t> tiled, XlaPaddingSite* site = nullptr);

// The row-major offset of `index` in `shape`; overflow throws.
int64_t checkedRowMajor(std::span<const int64_t> index, std::span<const int64_t> shape);

} // namespace tle
