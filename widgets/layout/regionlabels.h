// SPDX-License-Identifier: MIT
#pragma once

#include "planepainter.h"

#include <QString>

#include <functional>

namespace tle {

// Names the regions of a plane that one unit holds, where the name fits inside the region: the logical plane's
// cores, which colour alone cannot tell apart in a grid of 64. Each connected region visible on the screen is
// found from samples at least kBlockPixels apart and named once, at its top-left corner, on a light pill as the
// physical plane names its shards. The units come from the painter's own site function: no layout fact is
// worked out here.
class RegionLabels
{
public:
    using UnitFn = std::function<int64_t(int64_t row, int64_t column)>; // -1: no unit (padding)
    using NameFn = std::function<QString(int64_t unit)>;
    static constexpr double kBlockPixels = 6.0;
    static constexpr int64_t kMaxBlocks = 40000;

    RegionLabels(UnitFn unit, NameFn name);
    // Draws the names into a plane's overlay (PlanePainter::OverlayFn's arguments); returns how many it drew.
    int draw(QPainter& painter, const std::function<QPointF(double, double)>& at, std::array<int64_t, 4> visible,
        double scale) const;
    // The same as an overlay for a PlanePainter.
    PlanePainter::OverlayFn overlay() const;

private:
    UnitFn m_unit;
    NameFn m_name;
};

} // namespace tle
