// SPDX-License-Identifier: MIT
#pragma once

#include "layout/elementtype.h"
#include "layout/shape.h"
#include "layout/tiletype.h"

#include <optional>

namespace tle {

// What a layout string may leave out, filled from the command line (--shape, --grid, --dtype, --tile).
struct LayoutDefaults
{
    std::optional<Shape> shape;
    Shape grid = { 1, 1 };
    bool gridGiven = false; // else a bare current-form attribute gets a 1x...x1 grid of its collapsed rank
    ElementType elementType = ElementType::F32;
    std::optional<TileType> tile;
    InTileOrder inTileOrder = InTileOrder::Faces;
};

} // namespace tle
