// SPDX-License-Identifier: MIT
#include "columnwrap.h"

#include <algorithm>
#include <cmath>

namespace tle {

namespace {

// Heights at which a cut splits no box: the middles of the gaps between the boxes' vertical extents.
std::vector<double> cutCandidates(const GraphGeometry& layout)
{
    std::vector<std::pair<double, double>> spans;
    spans.reserve(layout.nodes.size());
    for (const QRectF& box : layout.nodes)
        spans.push_back({ box.top(), box.bottom() });
    std::sort(spans.begin(), spans.end());
    std::vector<double> cuts;
    double reach = spans.empty() ? 0 : spans.front().second;
    for (size_t i = 1; i < spans.size(); ++i) {
        if (spans[i].first > reach)
            cuts.push_back((reach + spans[i].first) / 2);
        reach = std::max(reach, spans[i].second);
    }
    return cuts;
}

// For `columns` columns, the candidates nearest to equal shares of the height, increasing; fewer when the graph
// has fewer places to cut.
std::vector<double> chooseCuts(const std::vector<double>& candidates, const QRectF& bounds, int columns)
{
    std::vector<double> cuts;
    size_t from = 0;
    for (int c = 1; c < columns && from < candidates.size(); ++c) {
        const double target = bounds.top() + bounds.height() * c / columns;
        size_t best = from;
        for (size_t i = from; i < candidates.size(); ++i) {
            if (std::abs(candidates[i] - target) < std::abs(candidates[best] - target))
                best = i;
            if (candidates[i] > target)
                break;
        }
        cuts.push_back(candidates[best]);
        from = best + 1;
    }
    return cuts;
}

// Which column a height falls in.
int columnOf(const std::vector<double>& cuts, double y)
{
    return int(std::upper_bound(cuts.begin(), cuts.end(), y) - cuts.begin());
}

// Where each column's boxes and the edges inside it reach, before the columns are moved side by side.
std::vector<QRectF> columnExtents(const GraphGeometry& layout, const std::vector<double>& cuts)
{
    std::vector<QRectF> extents(cuts.size() + 1);
    auto include = [&](size_t c, const QRectF& r) { extents[c] = extents[c].isNull() ? r : extents[c].united(r); };
    for (const QRectF& box : layout.nodes)
        include(size_t(columnOf(cuts, box.center().y())), box);
    for (const GraphGeometry::Edge& edge : layout.edges) {
        if (edge.curve.empty())
            continue;
        const int c = columnOf(cuts, edge.curve.front().y());
        if (c != columnOf(cuts, edge.curve.back().y()))
            continue;
        for (const QPointF& p : edge.curve)
            include(size_t(c), QRectF(p, QSizeF(0.01, 0.01)));
    }
    return extents;
}

// The width of the columns side by side, with the gaps between them.
double wrappedWidth(const std::vector<QRectF>& extents)
{
    double width = kColumnGap * double(extents.size() - 1);
    for (const QRectF& r : extents)
        width += r.width();
    return width;
}

double tallest(const std::vector<QRectF>& extents)
{
    double height = 0;
    for (const QRectF& r : extents)
        height = std::max(height, r.height());
    return height;
}

} // namespace

int bestColumnCount(const GraphGeometry& layout, const ColumnPane& pane, double minGain, int maxColumns)
{
    if (pane.size.isEmpty() || layout.nodes.empty() || layout.bounds.isEmpty())
        return 1;
    const std::vector<double> candidates = cutCandidates(layout);
    auto fit = [&](double width, double height) {
        return std::min({ pane.size.width() / width, pane.size.height() / height, pane.maxScale });
    };
    const double single = fit(layout.bounds.width(), layout.bounds.height());
    // The whole graph shown at the largest scale the columns allow, and failing that the most columns that fit
    // the pane's width at the smallest scale the view shows.
    int best = 1;
    double bestScale = minGain * single;
    int widest = 1;
    for (int columns = 2; columns <= maxColumns && size_t(columns) <= candidates.size() + 1; ++columns) {
        const std::vector<QRectF> extents = columnExtents(layout, chooseCuts(candidates, layout.bounds, columns));
        const int made = int(extents.size());
        const double wide = wrappedWidth(extents);
        const double scale = fit(wide, tallest(extents));
        if (scale > bestScale) {
            bestScale = scale;
            best = made;
        }
        if (wide * pane.minScale <= pane.size.width() - pane.reserve)
            widest = made;
    }
    if (pane.minScale <= 0 || bestScale >= pane.minScale || single >= pane.minScale)
        return best;
    return widest;
}

ColumnWrap wrapIntoColumns(const GraphGeometry& layout, const std::vector<std::pair<int, int>>& edges, int columns)
{
    ColumnWrap wrap;
    const std::vector<double> cuts = chooseCuts(cutCandidates(layout), layout.bounds, std::max(1, columns));
    const std::vector<QRectF> extents = columnExtents(layout, cuts);
    wrap.columns = int(extents.size());
    // Columns side by side from the layout's left, each starting at the top of the picture.
    std::vector<QPointF> shift(extents.size());
    double x = layout.bounds.left();
    for (size_t c = 0; c < extents.size(); ++c) {
        if (c > 0)
            wrap.gaps.push_back(x - kColumnGap / 2);
        shift[c]
            = extents[c].isNull() ? QPointF() : QPointF(x - extents[c].left(), layout.bounds.top() - extents[c].top());
        x += extents[c].width() + kColumnGap;
    }
    std::vector<int> columnOfNode(layout.nodes.size());
    wrap.geometry.nodes.reserve(layout.nodes.size());
    for (size_t n = 0; n < layout.nodes.size(); ++n) {
        columnOfNode[n] = columnOf(cuts, layout.nodes[n].center().y());
        wrap.geometry.nodes.push_back(layout.nodes[n].translated(shift[size_t(columnOfNode[n])]));
    }
    wrap.geometry.edges.resize(layout.edges.size());
    for (size_t e = 0; e < layout.edges.size() && e < edges.size(); ++e) {
        const int from = columnOfNode[size_t(edges[e].first)];
        if (from != columnOfNode[size_t(edges[e].second)]) {
            wrap.crossing.push_back(e);
            continue;
        }
        GraphGeometry::Edge moved = layout.edges[e];
        for (QPointF& p : moved.curve)
            p += shift[size_t(from)];
        moved.arrowTip += shift[size_t(from)];
        wrap.geometry.edges[e] = std::move(moved);
    }
    QRectF bounds;
    for (size_t c = 0; c < extents.size(); ++c) {
        if (!extents[c].isNull())
            bounds = bounds.isNull() ? extents[c].translated(shift[c]) : bounds.united(extents[c].translated(shift[c]));
    }
    wrap.geometry.bounds = bounds;
    return wrap;
}

} // namespace tle
