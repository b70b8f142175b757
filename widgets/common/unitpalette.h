// SPDX-License-Identifier: MIT
#pragma once

#include "layout/padding.h"

#include <QBrush>
#include <QColor>
#include <QString>

#include <array>
#include <cstdint>
#include <vector>

namespace tle {

class LayoutProbe;

// Colours for units without a grid (mesh replica groups): the Okabe-Ito qualitative palette, which stays
// distinguishable for the common colour-vision deficiencies, cycled with alternating lightness past eight.
QColor unitColor(int64_t unit);

// The colour of the unit at `position` (row, column) of a `grid` of units. Up to eight units in one row keep
// the Okabe-Ito colours. Larger grids are coloured in CIE LCh: the hue follows the column (once round the
// circle), and the lightness alternates like a checkerboard (a light and a dark band, each darkening a little
// down the rows), so that every unit differs from its four neighbours by at least kMinNeighbourDeltaE (CIE76)
// at any grid size.
QColor unitColor(std::array<int64_t, 2> position, std::array<int64_t, 2> grid);
inline constexpr double kMinNeighbourDeltaE = 15.0;

// unitColor of every unit of a layout by its linear id (the first kMaxColoredUnits; later ids repeat them).
std::vector<QColor> unitColors(const LayoutProbe& probe);
inline constexpr int64_t kMaxColoredUnits = int64_t(1) << 16;
// The colour of `unit` in such a table; black-grey for cells without a unit (-1).
QColor colorOf(const std::vector<QColor>& colors, int64_t unit);

// Padding is drawn grey with a hatch pattern per cause, so causes differ by pattern, not only by colour.
QBrush paddingBrush(PaddingCause cause, const QColor& ink);
QString paddingCauseName(PaddingCause cause);

} // namespace tle
