// SPDX-License-Identifier: MIT
// The scene of a chain graph: its boxes and labels from a plan, and their places from Graphviz, top to bottom,
// left to right or wrapped into columns to suit the pane.
#include "chaingraphview.h"
#include "columnwrap.h"

#include "report/oprow.h"

#include <QFontMetricsF>

#include <algorithm>
#include <set>

namespace tle {

namespace {

// A stub edge: its length above the consumer's box and the part of it the arrow head takes.
constexpr double kStubLength = 16.0;
constexpr double kStubArrow = 5.0;

// How many chains of the plan the ops belong to.
size_t chainsIn(const PolicyResult& result, const std::vector<int>& ops)
{
    std::set<int> chains;
    for (int op : ops) {
        if (size_t(op) < result.ops.size() && result.ops[size_t(op)].chain >= 0)
            chains.insert(result.ops[size_t(op)].chain);
    }
    return chains.size();
}

// Short arrows into each box's top edge (left edge when laid out left to right), spread over its first half:
// lines arrive in the middle.
void placeStubs(ChainGraphView::Scene& scene, const std::vector<std::vector<size_t>>& stubsInto)
{
    for (size_t node = 0; node < stubsInto.size(); ++node) {
        const QRectF box = scene.geometry.nodes[node];
        const std::vector<size_t>& stubs = stubsInto[node];
        for (size_t k = 0; k < stubs.size(); ++k) {
            const double share = 0.5 * double(k + 1) / double(stubs.size() + 1);
            const QPointF tip = scene.leftToRight ? QPointF(box.left(), box.top() + box.height() * share)
                                                  : QPointF(box.left() + box.width() * share, box.top());
            const QPointF back = scene.leftToRight ? QPointF(-1, 0) : QPointF(0, -1);
            const QPointF tail = tip + back * kStubLength;
            const QPointF end = tip + back * kStubArrow;
            GraphGeometry::Edge& edge = scene.geometry.edges[stubs[k]];
            edge.curve = { tail, tail + (end - tail) / 3, tail + (end - tail) * 2 / 3, end };
            edge.hasArrow = true;
            edge.arrowTip = tip;
            // A column's first box may take stubs from an earlier column: they stay inside the picture.
            if (!scene.columnGaps.empty())
                scene.geometry.bounds = scene.geometry.bounds.united(QRectF(tail, tip).normalized());
        }
    }
}

} // namespace

std::shared_ptr<ChainGraphView::Scene> ChainGraphView::sceneOf(const ModelGraph& graph, const PolicyResult& result,
    const QFont& font, size_t collapseAbove, const ChainGraphExpansion& expanded)
{
    size_t shown = 0;
    for (int op = 0; op < int(graph.ops().size()); ++op)
        shown += showsInChainGraph(graph, op) ? 1 : 0;
    auto scene = std::make_shared<Scene>();
    scene->graph = ChainGraph::of(graph, result, shown > collapseAbove, expanded);
    const QFontMetricsF metrics(font);
    for (const ChainGraphEdge& edge : scene->graph.edges) {
        scene->stubLabels.push_back(QString::fromStdString(opDisplayName(graph, graph.value(edge.value).producer)));
        scene->tensorNames.push_back(QString::fromStdString(graph.value(edge.value).name));
    }
    for (const ChainGraphNode& node : scene->graph.nodes) {
        QStringList lines;
        if (node.collapsed && node.segment >= 0) {
            lines << tr("ops %1–%2").arg(node.ops.front()).arg(node.ops.back());
            lines << tr("%1 … %2").arg(QString::fromStdString(opDisplayName(graph, node.ops.front())),
                QString::fromStdString(opDisplayName(graph, node.ops.back())));
            lines << tr("%1, %2").arg(tr("%Ln ops", nullptr, int(node.ops.size())),
                tr("%Ln chains", nullptr, int(chainsIn(result, node.ops))));
        } else if (node.collapsed && node.ops.size() > 1) {
            if (node.chain >= 0)
                lines << tr("chain %1").arg(node.chain);
            else
                lines << tr("%1 … %2").arg(QString::fromStdString(opDisplayName(graph, node.ops.front())),
                    QString::fromStdString(opDisplayName(graph, node.ops.back())));
            lines << tr("%Ln ops", nullptr, int(node.ops.size()));
        } else {
            lines << QString::fromStdString(opDisplayName(graph, node.ops.front()));
            const QString kind = QString::fromStdString(std::string(graph.op(node.ops.front()).kind.name()));
            lines << kind.mid(kind.indexOf(QLatin1Char('.')) + 1);
        }
        if (node.layout)
            lines << QString::fromStdString(shortLayoutText(*node.layout));
        double width = 0;
        for (const QString& line : lines)
            width = std::max(width, metrics.horizontalAdvance(line));
        scene->sizes.push_back(QSizeF(width + 14, metrics.height() * double(lines.size()) + 8));
        scene->labels.push_back(lines);
    }
    return scene;
}

void ChainGraphView::layOut(Scene& scene, double paneAspect, double paneHeight)
{
    // Stubs stay out of Graphviz: a tensor that every layer reads would otherwise pull an edge through every rank.
    std::vector<std::pair<int, int>> edges;
    std::vector<size_t> routed;
    std::vector<std::vector<size_t>> stubsInto(scene.graph.nodes.size());
    for (size_t i = 0; i < scene.graph.edges.size(); ++i) {
        const ChainGraphEdge& e = scene.graph.edges[i];
        if (e.stub) {
            stubsInto[size_t(e.to)].push_back(i);
            continue;
        }
        routed.push_back(i);
        edges.push_back({ e.from, e.to });
    }
    GraphGeometry laidOut = layoutWithDot(scene.sizes, edges);
    // A tall graph in a wide pane: left to right when that shows it at least a quarter larger (the scale at which
    // it fits a pane of width `paneAspect` and height 1), and, in a pane of known height, all of it readably (the
    // view never magnifies); else columns.
    auto fitScale = [paneHeight](const QRectF& b, double aspect) {
        const double scale = std::min(aspect / b.width(), 1.0 / b.height());
        return paneHeight > 0 ? std::min(scale, 1.0 / paneHeight) : scale;
    };
    if (paneAspect > 0 && laidOut.error.isEmpty() && laidOut.bounds.height() > laidOut.bounds.width()
        && paneAspect * laidOut.bounds.height() > 1.5 * laidOut.bounds.width()) {
        GraphGeometry wide = layoutWithDot(scene.sizes, edges, true);
        const double gain = fitScale(wide.bounds, paneAspect) / fitScale(laidOut.bounds, paneAspect);
        const bool readable = paneHeight <= 0 || fitScale(wide.bounds, paneAspect) * paneHeight >= kMinFitScale;
        if (wide.error.isEmpty() && gain > 1.25 && readable) {
            laidOut = std::move(wide);
            scene.leftToRight = true;
        }
    }
    // Columns are chosen for the pane in pixels when its height is known, else for its shape.
    ColumnPane pane { .size = QSizeF(paneAspect, 1) };
    if (paneHeight > 0)
        pane = ColumnPane { .size = QSizeF(paneAspect * paneHeight, paneHeight),
            .minScale = kMinFitScale,
            .maxScale = 1.0,
            .reserve = ChainGraphOverview::reservedWidth(paneAspect * paneHeight) };
    const int columns
        = scene.leftToRight || !laidOut.error.isEmpty() || paneAspect <= 0 ? 1 : bestColumnCount(laidOut, pane);
    if (columns > 1) {
        ColumnWrap wrap = wrapIntoColumns(laidOut, edges, columns);
        for (size_t k : wrap.crossing) {
            ChainGraphEdge& edge = scene.graph.edges[routed[k]];
            edge.stub = true;
            stubsInto[size_t(edge.to)].push_back(routed[k]);
        }
        laidOut.nodes = std::move(wrap.geometry.nodes);
        laidOut.edges = std::move(wrap.geometry.edges);
        laidOut.bounds = wrap.geometry.bounds;
        scene.columnGaps = std::move(wrap.gaps);
    }
    scene.geometry = GraphGeometry { .nodes = std::move(laidOut.nodes),
        .edges = std::vector<GraphGeometry::Edge>(scene.graph.edges.size()),
        .bounds = laidOut.bounds,
        .error = laidOut.error };
    if (!scene.geometry.error.isEmpty())
        return;
    for (size_t k = 0; k < routed.size(); ++k)
        scene.geometry.edges[routed[k]] = std::move(laidOut.edges[k]);
    placeStubs(scene, stubsInto);
}

} // namespace tle
