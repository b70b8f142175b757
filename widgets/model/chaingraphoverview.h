// SPDX-License-Identifier: MIT
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace tle {

// Where the chain graph's overview goes and what it frames: the whole graph scaled into the top-right corner of
// the view (at most 200 x 320 px, a quarter of the width, stretched across or down to 48 px when the graph is far
// taller than wide or wider than tall), and the part of the graph on screen as a frame in it. Empty while the
// whole graph is on screen.
class ChainGraphOverview
{
public:
    // `graph`: the graph's bounds in scene coordinates; `visible`: the part on screen, in scene coordinates;
    // `area`: the widget's rectangle above the legend's strip.
    ChainGraphOverview(const QRectF& graph, const QRectF& visible, const QRectF& area);
    // The most of an area's width the overview and its inset take at its right edge.
    static double reservedWidth(double areaWidth);

    QRectF rect() const { return m_rect; }
    QRectF frame() const;
    // The overview's scale across and down.
    QSizeF scale() const { return m_scale; }
    // The scene point a point of the overview stands for.
    QPointF scenePoint(const QPointF& widgetPoint) const;

private:
    QRectF m_graph;
    QRectF m_visible;
    QSizeF m_scale;
    QRectF m_rect;
};

} // namespace tle
