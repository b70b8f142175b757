// SPDX-License-Identifier: MIT
#pragma once

#include "planepainter.h"
#include "view/layoutprobe.h"

#include <QString>

namespace tle {

// What the Mapping view draws over a physical plane's cells, and the short unit names both planes write.

// Tiles, and their faces once they are large enough, as a grid from the plane's origin (metal and TTNN planes
// start every shard on a tile boundary); none for XLA, whose tiles are outlined in the logical plane.
PlanePainter::OverlayFn tileOutlines(const LayoutProbe& probe);
// Each unit's rectangles outlined, and named when the name fits; none beyond a few thousand rectangles.
PlanePainter::OverlayFn unitOutlines(const LayoutProbe& probe);
// A unit's name as the planes write it: a core by its coordinates alone, "(2, 1)", other units by their label.
QString shortUnitName(const LayoutProbe& probe, int64_t unit);

} // namespace tle
