// SPDX-License-Identifier: MIT
#include "chaingraphview.h"

#include "chaingraphlegend.h"
#include "chaingraphoverview.h"
#include "chainpalette.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <utility>

namespace tle {

namespace {

constexpr double kMinScale = 0.02;
constexpr double kMaxScale = 8.0;
constexpr double kMargin = 12.0;
// Text is drawn once a line of it is at least this many pixels high.
constexpr double kReadablePixels = 5.0;
constexpr int kClickSlop = 4;
// The R or S tag on a reshard or spill edge, in points.
constexpr double kTagRadius = 7.0;

void paintArrow(QPainter& painter, const QPointF& from, const QPointF& tip)
{
    const QPointF d = tip - from;
    const double length = std::hypot(d.x(), d.y());
    if (length <= 0)
        return;
    const QPointF u = d / length;
    const QPointF n(-u.y(), u.x());
    const double size = std::max(length, 6.0);
    QPolygonF head;
    head << tip << tip - u * size + n * size * 0.45 << tip - u * size - n * size * 0.45;
    painter.drawPolygon(head);
}

// An edge's Bezier curve as Graphviz laid it out.
QPainterPath edgePath(const GraphGeometry::Edge& e)
{
    QPainterPath path(e.curve.front());
    for (size_t k = 1; k + 2 < e.curve.size(); k += 3)
        path.cubicTo(e.curve[k], e.curve[k + 1], e.curve[k + 2]);
    return path;
}

} // namespace

ChainGraphView::ChainGraphView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("chainGraph"));
    setMouseTracking(true);
    setMinimumSize(200, 150);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void ChainGraphView::setScene(std::shared_ptr<const Scene> scene)
{
    m_scene = std::move(scene);
    m_message.clear();
    m_selectedNode = -1;
    fitToView();
}

void ChainGraphView::setMessage(const QString& message)
{
    m_message = message;
    update();
}

void ChainGraphView::fitToView()
{
    m_fitted = true;
    if (!m_scene || m_scene->geometry.bounds.isEmpty()) {
        update();
        return;
    }
    // The whole graph, never magnified, and never so small that its labels cannot be read (kMinFitScale): a graph
    // taller than that shows its top, and selecting an op brings it into view. The wheel zooms from there.
    const QRectF bounds = m_scene->geometry.bounds;
    const double sx = (width() - 2 * kMargin) / bounds.width();
    // The legend's strip at the bottom stays clear.
    const double room = height() - legendStrip();
    const double sy = (room - 2 * kMargin) / bounds.height();
    m_scale = std::clamp(std::max(std::min({ sx, sy, 1.0 }), std::min(sx, kMinFitScale)), kMinScale, kMaxScale);
    const double contentHeight = bounds.height() * m_scale;
    const double top = contentHeight + 2 * kMargin < room ? (room - contentHeight) / 2 : kMargin;
    m_offset
        = QPointF((width() - bounds.width() * m_scale) / 2 - bounds.left() * m_scale, top - bounds.top() * m_scale);
    // Columns taller than the pane start at its left, clear of the overview at its right.
    if (!m_scene->columnGaps.empty() && contentHeight + 2 * kMargin > room)
        m_offset.setX(kMargin - bounds.left() * m_scale);
    // The selected op stays in view.
    if (m_selectedNode >= 0 && !rect().contains(widgetPointOfNode(m_selectedNode).toPoint()))
        m_offset.ry() += height() / 2.0 - widgetPointOfNode(m_selectedNode).y();
    update();
}

void ChainGraphView::setMarkedOps(std::set<int> ops)
{
    m_marked = std::move(ops);
    update();
}

void ChainGraphView::selectOp(int op)
{
    const int node
        = m_scene && op >= 0 && size_t(op) < m_scene->graph.nodeOfOp.size() ? m_scene->graph.nodeOfOp[size_t(op)] : -1;
    if (node == m_selectedNode)
        return;
    m_selectedNode = node;
    if (node >= 0) {
        // Bring the node into view when it is outside.
        const QPointF at = widgetPointOfNode(node);
        if (!rect().contains(at.toPoint())) {
            m_offset += QPointF(width() / 2.0, height() / 2.0) - at;
            m_fitted = false;
        }
    }
    update();
}

QPointF ChainGraphView::toScene(const QPointF& widgetPoint) const
{
    return (widgetPoint - m_offset) / m_scale;
}

QPointF ChainGraphView::widgetPointOfNode(int node) const
{
    if (!m_scene || node < 0 || size_t(node) >= m_scene->geometry.nodes.size())
        return {};
    return m_offset + m_scene->geometry.nodes[size_t(node)].center() * m_scale;
}

int ChainGraphView::nodeAt(const QPointF& widgetPoint) const
{
    if (!m_scene)
        return -1;
    const QPointF p = toScene(widgetPoint);
    const auto& nodes = m_scene->geometry.nodes;
    for (size_t i = 0; i < nodes.size(); ++i) {
        if (nodes[i].contains(p))
            return int(i);
    }
    return -1;
}

void ChainGraphView::render(QPainter& painter, const QRectF& target) const
{
    if (!m_scene || m_scene->geometry.bounds.isEmpty())
        return;
    const QRectF bounds = m_scene->geometry.bounds.adjusted(-kMargin, -kMargin, kMargin, kMargin);
    const double scale = std::min(target.width() / bounds.width(), target.height() / bounds.height());
    painter.save();
    painter.translate(target.topLeft());
    painter.translate((target.width() - bounds.width() * scale) / 2, (target.height() - bounds.height() * scale) / 2);
    painter.scale(scale, scale);
    painter.translate(-bounds.topLeft());
    paintScene(painter, scale, Labels::Always);
    painter.restore();
}

void ChainGraphView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (!m_scene || !m_message.isEmpty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
            m_message.isEmpty() ? tr("Open a model to see its plan's L1 chains: File > Open or a file dropped on the "
                                     "window (MLIR or JSON), or "
                                     "Samples > Models")
                                : m_message);
        return;
    }
    // The graph above the legend's strip, never under it.
    const double strip = legendStrip();
    painter.save();
    painter.setClipRect(QRectF(0, 0, width(), height() - strip));
    painter.translate(m_offset);
    painter.scale(m_scale, m_scale);
    paintScene(painter, m_scale, Labels::WhenReadable);
    painter.restore();
    paintOverview(painter);
    if (strip > 0) {
        const ChainGraphLegend legend(font(), width() - 8, palette().color(QPalette::Base).lightness() < 128);
        legend.paint(painter, QPointF(4, height() - strip + 4));
    }
}

double ChainGraphView::legendStrip() const
{
    const QSizeF size = ChainGraphLegend(font(), width() - 8).size();
    return size.height() * 3 <= height() ? size.height() + 8 : 0;
}

QRectF ChainGraphView::visibleSceneRect() const
{
    return QRectF(toScene(QPointF(0, 0)), toScene(QPointF(width(), height() - legendStrip())));
}

ChainGraphOverview ChainGraphView::overview() const
{
    if (!m_scene)
        return ChainGraphOverview({}, {}, {});
    return ChainGraphOverview(
        m_scene->geometry.bounds, visibleSceneRect(), QRectF(0, 0, width(), height() - legendStrip()));
}

QRectF ChainGraphView::overviewRect() const
{
    return overview().rect();
}

QRectF ChainGraphView::overviewFrame() const
{
    return overview().frame();
}

void ChainGraphView::paintOverview(QPainter& painter) const
{
    const ChainGraphOverview shown = overview();
    const QRectF box = shown.rect();
    if (box.isEmpty())
        return;
    const QSizeF s = shown.scale();
    painter.save();
    painter.setPen(palette().color(QPalette::Mid));
    painter.setBrush(palette().color(QPalette::Base));
    painter.drawRect(box.adjusted(-3, -3, 3, 3));
    painter.setClipRect(box);
    painter.translate(box.topLeft());
    painter.scale(s.width(), s.height());
    painter.translate(-m_scene->geometry.bounds.topLeft());
    paintScene(painter, std::min(s.width(), s.height()), Labels::WhenReadable);
    painter.restore();
    painter.save();
    QColor frame = palette().color(QPalette::Highlight);
    painter.setPen(QPen(frame, 2));
    frame.setAlpha(40);
    painter.setBrush(frame);
    painter.drawRect(shown.frame());
    painter.restore();
}

// Wrapped columns are read left to right: a faint rule between them.
void ChainGraphView::paintColumnGaps(QPainter& painter, double hairline) const
{
    const QRectF bounds = m_scene->geometry.bounds;
    painter.setPen(QPen(palette().color(QPalette::Mid), hairline, Qt::DotLine));
    for (const double x : m_scene->columnGaps)
        painter.drawLine(QPointF(x, bounds.top()), QPointF(x, bounds.bottom()));
}

void ChainGraphView::paintScene(QPainter& painter, double scale, Labels labels) const
{
    const Scene& scene = *m_scene;
    const double hairline = 1.0 / scale;
    const QFont base = painter.font();
    paintColumnGaps(painter, hairline);
    for (size_t i = 0; i < scene.geometry.edges.size() && i < scene.graph.edges.size(); ++i) {
        const GraphGeometry::Edge& e = scene.geometry.edges[i];
        if (e.curve.empty())
            continue;
        const EdgeMark mark = scene.graph.edges[i].mark;
        const QColor color = markColor(mark);
        QPen pen(color, std::max(hairline, mark == EdgeMark::None ? 1.0 : 2.0));
        if (mark == EdgeMark::Spill)
            pen.setStyle(Qt::DashLine);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        const QPainterPath path = edgePath(e);
        painter.drawPath(path);
        if (e.hasArrow) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(color);
            paintArrow(painter, e.curve.back(), e.arrowTip);
        }
        if (scene.graph.edges[i].stub && i < scene.stubLabels.size()) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(color);
            painter.drawEllipse(e.curve.front(), 2.0, 2.0);
            if (labels == Labels::Always || scale * 7 >= kReadablePixels) {
                QFont font = base;
                font.setPointSizeF(kStubLabelPoints);
                painter.setFont(font);
                painter.setPen(color);
                // Beside the stub's start: to its right going down, to its left going across.
                const double width = QFontMetricsF(font).horizontalAdvance(scene.stubLabels[i]);
                painter.drawText(e.curve.front() + (scene.leftToRight ? QPointF(-width - 4, -3) : QPointF(4, 2)),
                    scene.stubLabels[i]);
            }
        }
        if (hasTag(i)) {
            const QPointF mid = path.pointAtPercent(0.5);
            // A tag in the middle of the edge: R for a reshard, S for a spill to DRAM.
            const QRectF tag(mid.x() - kTagRadius, mid.y() - kTagRadius, 2 * kTagRadius, 2 * kTagRadius);
            painter.setPen(QPen(color, hairline));
            painter.setBrush(Qt::white);
            painter.drawEllipse(tag);
            if (labels == Labels::Always || scale * 10 >= kReadablePixels) {
                QFont font = painter.font();
                font.setPointSizeF(7);
                font.setBold(true);
                painter.setFont(font);
                painter.setPen(color);
                // The marks are notation, as in the docs and the CLI: never translated.
                painter.drawText(
                    tag, Qt::AlignCenter, mark == EdgeMark::Reshard ? QStringLiteral("R") : QStringLiteral("S"));
            }
        }
    }
    const double lineHeight = QFontMetricsF(base).height();
    const bool readable = labels == Labels::Always || lineHeight * scale >= kReadablePixels;
    for (size_t i = 0; i < scene.geometry.nodes.size() && i < scene.graph.nodes.size(); ++i) {
        const QRectF box = scene.geometry.nodes[i];
        const ChainGraphNode& node = scene.graph.nodes[i];
        const bool selected = int(i) == m_selectedNode;
        painter.setPen(QPen(selected ? QColor(0, 0, 0) : QColor(60, 60, 60),
            selected ? std::max(3.0, 3 * hairline) : std::max(1.0, hairline),
            node.collapsed ? Qt::DashLine : Qt::SolidLine));
        painter.setBrush(chainColor(node.chain));
        painter.drawRoundedRect(box, 4, 4);
        if (std::ranges::any_of(node.ops, [this](int op) { return m_marked.contains(op); })) {
            painter.setPen(QPen(QColor(230, 120, 0), std::max(3.0, 3 * hairline), Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(box.adjusted(-4, -4, 4, 4), 6, 6);
        }
        if (!readable || i >= scene.labels.size())
            continue;
        painter.setPen(Qt::black);
        painter.setFont(base);
        painter.drawText(box.adjusted(4, 2, -4, -2), Qt::AlignCenter, scene.labels[i].join(QLatin1Char('\n')));
    }
}

void ChainGraphView::wheelEvent(QWheelEvent* event)
{
    if (!m_scene)
        return;
    const double factor = std::pow(1.0015, event->angleDelta().y());
    const double scale = std::clamp(m_scale * factor, kMinScale, kMaxScale);
    const QPointF cursor = event->position();
    const QPointF sceneAt = toScene(cursor);
    m_scale = scale;
    m_offset = cursor - sceneAt * m_scale;
    m_fitted = false;
    update();
}

void ChainGraphView::mousePressEvent(QMouseEvent* event)
{
    m_pressedAt = event->position();
    m_lastMouse = event->position();
    m_dragging = true;
    // A press in the overview centres the view on that place; dragging there moves the frame.
    m_inOverview = overviewRect().contains(event->position());
    if (m_inOverview)
        centreOnOverviewPoint(event->position());
}

void ChainGraphView::centreOnOverviewPoint(const QPointF& point)
{
    const ChainGraphOverview shown = overview();
    if (shown.rect().isEmpty())
        return;
    const QPointF scenePoint = shown.scenePoint(point);
    const QPointF centre(width() / 2.0, (height() - legendStrip()) / 2.0);
    m_offset = centre - scenePoint * m_scale;
    m_fitted = false;
    update();
}

void ChainGraphView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_dragging && m_inOverview && (event->buttons() & Qt::LeftButton)) {
        centreOnOverviewPoint(event->position());
        return;
    }
    if (m_dragging && (event->buttons() & Qt::LeftButton)) {
        m_offset += event->position() - m_lastMouse;
        m_lastMouse = event->position();
        m_fitted = false;
        update();
    }
}

void ChainGraphView::mouseReleaseEvent(QMouseEvent* event)
{
    m_dragging = false;
    if (std::exchange(m_inOverview, false))
        return;
    if ((event->position() - m_pressedAt).manhattanLength() >= kClickSlop || !m_scene)
        return;
    const int node = nodeAt(event->position());
    if (node >= 0)
        emit opClicked(m_scene->graph.nodes[size_t(node)].ops.front());
}

bool ChainGraphView::hasTag(size_t edge) const
{
    if (!m_scene || edge >= m_scene->geometry.edges.size() || edge >= m_scene->graph.edges.size())
        return false;
    const ChainGraphEdge& g = m_scene->graph.edges[edge];
    return g.mark != EdgeMark::None && !g.stub && m_scene->geometry.edges[edge].curve.size() >= 4;
}

std::optional<QPointF> ChainGraphView::tagCentre(size_t edge) const
{
    if (!hasTag(edge))
        return std::nullopt;
    return edgePath(m_scene->geometry.edges[edge]).pointAtPercent(0.5);
}

int ChainGraphView::markedEdgeAt(const QPointF& widgetPoint) const
{
    // While a message covers the view (a new plan being laid out), the scene below is not what the user sees.
    if (!m_scene || !m_message.isEmpty())
        return -1;
    const QPointF at = toScene(widgetPoint);
    // At least a few pixels to aim at when zoomed out.
    const double reach = std::max(kTagRadius, 4.0 / m_scale);
    for (size_t i = 0; i < m_scene->graph.edges.size(); ++i) {
        const std::optional<QPointF> centre = tagCentre(i);
        if (centre && QLineF(*centre, at).length() <= reach)
            return int(i);
    }
    return -1;
}

std::optional<QPointF> ChainGraphView::widgetPointOfTag(int edge) const
{
    const std::optional<QPointF> centre = edge >= 0 ? tagCentre(size_t(edge)) : std::nullopt;
    if (!centre)
        return std::nullopt;
    return m_offset + *centre * m_scale;
}

bool ChainGraphView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && m_scene) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int edge = markedEdgeAt(help->pos());
        if (edge < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const ChainGraphEdge& e = m_scene->graph.edges[size_t(edge)];
        const QString tensor
            = size_t(edge) < m_scene->tensorNames.size() ? m_scene->tensorNames[size_t(edge)] : QString();
        QToolTip::showText(help->globalPos(),
            (e.mark == EdgeMark::Reshard ? tr("Reshard of %1") : tr("Spill of %1")).arg(tensor) + QLatin1Char('\n')
                + tr("Double-click to see what it moves over the NoC"),
            this);
        return true;
    }
    return QWidget::event(event);
}

void ChainGraphView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (const int edge = markedEdgeAt(event->position()); edge >= 0) {
        const ChainGraphEdge& e = m_scene->graph.edges[size_t(edge)];
        emit moveActivated(e, m_scene->graph.nodes[size_t(e.to)].ops);
        return;
    }
    const int node = nodeAt(event->position());
    if (node < 0) {
        fitToView();
        return;
    }
    const ChainGraphNode& n = m_scene->graph.nodes[size_t(node)];
    if (const std::optional<ChainGraphGroup> group = n.group())
        emit expandGroup(*group);
    else if (n.expandedFrom)
        emit collapseGroup(*n.expandedFrom);
}

void ChainGraphView::resizeEvent(QResizeEvent*)
{
    if (m_fitted)
        fitToView();
}

} // namespace tle
