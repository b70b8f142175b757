// SPDX-License-Identifier: MIT
#pragma once
// The probe of each notation, behind makeLayoutProbe.
#include "view/layoutprobe.h"

#include <memory>

namespace tle {

std::unique_ptr<LayoutProbe> makeMetalProbe(std::shared_ptr<const AnyLayout> source);
std::unique_ptr<LayoutProbe> makeTtnnProbe(std::shared_ptr<const AnyLayout> source);
std::unique_ptr<LayoutProbe> makeXlaProbe(std::shared_ptr<const AnyLayout> source);

inline TileGeometry geometryOf(const TileType& tile, InTileOrder order)
{
    return { tile.height, tile.width, tile.faceHeight(), tile.faceWidth(), order == InTileOrder::Faces };
}

} // namespace tle
