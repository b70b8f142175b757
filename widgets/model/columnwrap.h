// SPDX-License-Identifier: MIT
#pragma once

#include "graphvizlayout.h"

#include <cstddef>
#include <utility>
#include <vector>

namespace tle {

// The space between wrapped columns, in points: wider than the gap between ranks, so that columns read as columns.
inline constexpr double kColumnGap = 48;

// A top-to-bottom layout cut between its ranks into columns side by side, read like a newspaper: the first
// column's bottom continues at the top of the second. Cuts fall only where no box spans, so no box is split.
struct ColumnWrap
{
    GraphGeometry geometry; // nodes and edges moved into their columns; edges that cross columns are left empty
    std::vector<size_t> crossing; // the edges from one column into a later one
    std::vector<double> gaps; // the x of the middle of each gap between columns
    int columns = 1;
};

// The pane a layout is wrapped for: its size in pixels (or its shape alone), the scales the view shows a graph at,
// and the width at its right that the overview takes when the graph does not fit.
struct ColumnPane
{
    QSizeF size;
    double minScale = 0;
    double maxScale = 1e9;
    double reserve = 0;
};

// How many columns (1 to maxColumns) show a top-to-bottom layout best in the pane: the whole graph at the largest
// scale when it fits at the pane's smallest scale or more, else as many columns as fill the pane's width (but the
// reserve) at its smallest scale. 1 unless wrapping shows the graph at least `minGain` times larger, or more of it.
int bestColumnCount(const GraphGeometry& layout, const ColumnPane& pane, double minGain = 1.25, int maxColumns = 16);

// The layout wrapped into `columns` columns; `edges` are the layout's edges as node index pairs.
ColumnWrap wrapIntoColumns(const GraphGeometry& layout, const std::vector<std::pair<int, int>>& edges, int columns);

} // namespace tle
