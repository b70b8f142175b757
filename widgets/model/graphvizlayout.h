// SPDX-License-Identifier: MIT
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <utility>
#include <vector>

namespace tle {

// Where Graphviz's `dot` put a graph, in points with y pointing down: a box per node and, per edge, the
// cubic Bézier it routed (start, then three points per segment) and the tip of its arrow.
struct GraphGeometry
{
    struct Edge
    {
        std::vector<QPointF> curve;
        QPointF arrowTip;
        bool hasArrow = false;
    };
    std::vector<QRectF> nodes;
    std::vector<Edge> edges;
    QRectF bounds;
    QString error; // why the layout failed; everything else is then empty
};

// Lays out nodes of the given sizes (points) and directed edges (node index pairs) with `dot`, top to bottom or
// left to right. Graphviz is not thread-safe and reads numbers with the C locale: calls are serialized and run under
// the C numeric locale of the calling thread, so this may run on any thread.
GraphGeometry layoutWithDot(
    const std::vector<QSizeF>& nodeSizes, const std::vector<std::pair<int, int>>& edges, bool leftToRight = false);

} // namespace tle
