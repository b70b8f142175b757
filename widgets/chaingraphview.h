// SPDX-License-Identifier: MIT
#pragma once

#include "graphvizlayout.h"
#include "view/chaingraph.h"

#include <QStringList>
#include <QWidget>

#include <memory>

namespace tle {

// The L1 chain graph of a plan, laid out by Graphviz and painted here: ops (or collapsed chains) as boxes
// coloured by chain with their output memory written on them, tensors as edges, reshards and spills marked on
// the edges. The wheel zooms about the cursor, dragging pans; a click selects an op, a double-click on a
// collapsed chain asks to expand it (and on an op of an expanded chain, to collapse it again).
class ChainGraphView : public QWidget
{
    Q_OBJECT
public:
    struct Scene
    {
        ChainGraph graph;
        GraphGeometry geometry;
        std::vector<QStringList> labels; // per node: title, kind or op count, memory
    };

    explicit ChainGraphView(QWidget* parent = nullptr);

    void setScene(std::shared_ptr<const Scene> scene);
    const Scene* scene() const { return m_scene.get(); }
    // Shows this text instead of a graph (while laying out, or why there is none).
    void setMessage(const QString& message);
    void selectOp(int op);
    // Scales the whole graph into the view.
    void fitToView();
    // Paints the graph scaled into `target` (the view and exports).
    void render(QPainter& painter, const QRectF& target) const;
    // The node at a point of the widget, or -1.
    int nodeAt(const QPointF& widgetPoint) const;
    QPointF widgetPointOfNode(int node) const;

signals:
    void opClicked(int op);
    void expandChain(int chain);
    void collapseChain(int chain);

protected:
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void paintScene(QPainter& painter, double scale) const;
    QPointF toScene(const QPointF& widgetPoint) const;

    std::shared_ptr<const Scene> m_scene;
    QString m_message;
    int m_selectedNode = -1;
    double m_scale = 1.0;
    QPointF m_offset; // widget position of the scene origin
    QPointF m_pressedAt;
    QPointF m_lastMouse;
    bool m_dragging = false;
    bool m_fitted = false; // still showing the whole graph: resizes refit it
};

} // namespace tle
