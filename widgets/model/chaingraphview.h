// SPDX-License-Identifier: MIT
#pragma once

#include "chaingraphoverview.h"
#include "graphvizlayout.h"
#include "view/chaingraph.h"

#include <QStringList>
#include <QWidget>

#include <memory>
#include <optional>
#include <set>

namespace tle {

// The L1 chain graph of a plan, laid out by Graphviz and painted here: ops (or collapsed chains) as boxes
// coloured by chain with their output memory written on them, tensors as edges, reshards and spills marked on
// the edges. The wheel zooms about the cursor, dragging pans; a click selects an op, a double-click on a
// collapsed group (chain, region or segment) asks to expand it, on a node of an expanded group, to collapse
// that group again, and on the R or S tag of a reshard or spill, to show what that change moves.
class ChainGraphView : public QWidget
{
    Q_OBJECT
public:
    struct Scene
    {
        ChainGraph graph;
        GraphGeometry geometry;
        std::vector<QStringList> labels; // per node: title, kind or op count, memory
        std::vector<QSizeF> sizes; // per node, in points: room for its label
        std::vector<QString> stubLabels; // per edge: its producer, which a stub names
        std::vector<QString> tensorNames; // per edge: the tensor it carries
        bool leftToRight = false; // laid out in ranks from left to right (a tall graph in a wide pane)
        std::vector<double> columnGaps; // a tall graph wrapped into columns: the x of the gaps between them
    };
    // The chain graph of a plan with labels sized for `font`; Graphviz has not run yet (see layOut). Chains,
    // regions and segments are collapsed when the graph shows more than `collapseAbove` ops, except those in
    // `expanded`.
    static std::shared_ptr<Scene> sceneOf(const ModelGraph& graph, const PolicyResult& result, const QFont& font,
        size_t collapseAbove, const ChainGraphExpansion& expanded = {});
    // Runs Graphviz on the scene (any thread). With the pane's width / height, a graph that would be far taller
    // than the pane's shape is laid out left to right instead when that shows it larger, or else wrapped into
    // columns (as many as the pane of `paneHeight` pixels shows readably, when given); an edge from one column
    // into a later one is a stub into its consumer.
    static void layOut(Scene& scene, double paneAspect = 0, double paneHeight = 0);

    explicit ChainGraphView(QWidget* parent = nullptr);

    void setScene(std::shared_ptr<const Scene> scene);
    const Scene* scene() const { return m_scene.get(); }
    // Shows this text instead of a graph (while laying out, or why there is none).
    void setMessage(const QString& message);
    void selectOp(int op);
    // Ops to mark with an outline (compare mode: laid out differently by the other plan).
    void setMarkedOps(std::set<int> ops);
    // Scales the whole graph into the view, down to kMinFitScale (labels about 8 px), the selection in view.
    void fitToView();
    static constexpr double kMinFitScale = 0.7;
    // The graph's smallest text: the producer a stub names, in points.
    static constexpr double kStubLabelPoints = 6.5;
    double scale() const { return m_scale; }
    // Paints the graph scaled into `target` (the view and exports).
    void render(QPainter& painter, const QRectF& target) const;
    // The overview in the top-right corner, shown while part of the graph is out of view (empty otherwise), and
    // the frame in it around the part on screen, both in widget coordinates. A click in it centres the view there.
    QRectF overviewRect() const;
    QRectF overviewFrame() const;
    // The part of the graph on screen, in scene coordinates: the widget above the legend's strip.
    QRectF visibleSceneRect() const;
    // The node at a point of the widget, or -1.
    int nodeAt(const QPointF& widgetPoint) const;
    QPointF widgetPointOfNode(int node) const;
    // The edge whose reshard or spill tag is at a point of the widget, or -1; and where an edge's tag is.
    int markedEdgeAt(const QPointF& widgetPoint) const;
    std::optional<QPointF> widgetPointOfTag(int edge) const;

signals:
    void opClicked(int op);
    // A collapsed group to show node by node, and an expanded one to show as one box again.
    void expandGroup(const tle::ChainGraphGroup& group);
    void collapseGroup(const tle::ChainGraphGroup& group);
    // A reshard or spill edge to see the transfer of.
    void moveActivated(const tle::ChainGraphEdge& edge, const std::vector<int>& consumerOps);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // On screen, text too small to read is left out; a picture keeps it for whoever zooms into the file.
    enum class Labels
    {
        WhenReadable,
        Always
    };
    void paintColumnGaps(QPainter& painter, double hairline) const;
    void paintScene(QPainter& painter, double scale, Labels labels) const;
    // The legend as laid out for the view's width, and the height of its strip under the graph (0: no room).
    double legendStrip() const;
    ChainGraphOverview overview() const;
    void paintOverview(QPainter& painter) const;
    void centreOnOverviewPoint(const QPointF& point);
    QPointF toScene(const QPointF& widgetPoint) const;
    // Whether an edge carries an R or S tag (a reshard or spill drawn as a line), and where its centre is.
    bool hasTag(size_t edge) const;
    std::optional<QPointF> tagCentre(size_t edge) const;

    std::shared_ptr<const Scene> m_scene;
    QString m_message;
    int m_selectedNode = -1;
    std::set<int> m_marked;
    double m_scale = 1.0;
    QPointF m_offset; // widget position of the scene origin
    QPointF m_pressedAt;
    QPointF m_lastMouse;
    bool m_dragging = false;
    bool m_fitted = false; // still showing the whole graph: resizes refit it
    bool m_inOverview = false; // the press began in the overview: dragging moves the frame
};

} // namespace tle
