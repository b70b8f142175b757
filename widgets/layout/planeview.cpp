// SPDX-License-Identifier: MIT
#include "planeview.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace tle {

PlaneView::PlaneView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_painter.setViewport(size());
}

void PlaneView::setPlane(
    int64_t rows, int64_t columns, SiteFn site, TextFn tooltip, const QString& title, PlanePainter::OrderFn order)
{
    const bool sameSize = rows == m_painter.rows() && columns == m_painter.columns();
    m_painter.setPlane(rows, columns, std::move(site), title, std::move(order));
    m_tooltip = std::move(tooltip);
    m_hovered.reset();
    if (!sameSize)
        m_autoFit = true;
    if (m_autoFit)
        m_painter.fit();
    invalidate();
}

void PlaneView::setHighlight(std::optional<std::array<int64_t, 2>> cell)
{
    if (cell == m_painter.highlight())
        return;
    m_painter.setHighlight(cell);
    update();
}

void PlaneView::fitToView()
{
    m_autoFit = true;
    // A hidden widget gets its resize event only when shown; exports fit it before that.
    m_painter.setViewport(size());
    m_painter.fit();
    invalidate();
    emit zoomChanged(scale());
}

void PlaneView::zoomBy(double factor, QPointF anchor)
{
    // A summary always shows the whole plane: nothing to zoom, and nothing to draw again.
    if (m_painter.summary())
        return;
    m_autoFit = false;
    m_painter.zoomBy(factor, anchor);
    invalidate();
    emit zoomChanged(scale());
}

void PlaneView::setView(double scale, QPointF centre)
{
    m_autoFit = false;
    m_painter.setViewport(size());
    const double before = m_painter.scale();
    m_painter.setView(scale, centre);
    invalidate();
    if (m_painter.scale() != before)
        emit zoomChanged(m_painter.scale());
}

void PlaneView::centreOnCell(int64_t row, int64_t column, double minPixels)
{
    // Along an axis the whole plane fits at the new scale, the plane stays centred instead of showing blank space
    // beyond its edge.
    m_painter.setViewport(size());
    const double newScale = std::max(scale(), minPixels);
    const QSizeF area = m_painter.areaSize();
    QPointF centre = m_painter.shownPoint(double(row) + 0.5, double(column) + 0.5);
    if (double(m_painter.shownColumns()) * newScale <= area.width())
        centre.setX(double(m_painter.shownColumns()) / 2);
    if (double(m_painter.shownRows()) * newScale <= area.height())
        centre.setY(double(m_painter.shownRows()) / 2);
    setView(newScale, centre);
}

void PlaneView::panBy(QPointF pixels)
{
    if (m_painter.summary())
        return;
    m_autoFit = false;
    m_painter.panBy(pixels);
    invalidate();
}

void PlaneView::invalidate()
{
    m_cacheValid = false;
    update();
}

void PlaneView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        invalidate();
    QWidget::changeEvent(event);
}

void PlaneView::paintEvent(QPaintEvent*)
{
    const qreal ratio = devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * ratio).toSize();
    if (!m_cacheValid || m_cache.size() != pixels || m_cache.devicePixelRatio() != ratio) {
        m_cache = QPixmap(pixels);
        m_cache.setDevicePixelRatio(ratio);
        QPainter cache(&m_cache);
        m_painter.renderBase(cache, rect(), palette());
        m_cacheValid = true;
        ++m_baseRenders;
    }
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_cache);
    m_painter.renderHighlight(painter, rect(), palette());
    if (hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DotLine));
        painter.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

void PlaneView::resizeEvent(QResizeEvent*)
{
    m_painter.setViewport(size());
    if (m_autoFit)
        m_painter.fit();
    m_cacheValid = false;
}

void PlaneView::wheelEvent(QWheelEvent* event)
{
    zoomBy(std::pow(1.25, event->angleDelta().y() / 120.0), event->position());
    event->accept();
}

void PlaneView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_dragFrom = event->position();
    if (const auto cell = cellAt(event->position()))
        emit cellClicked((*cell)[0], (*cell)[1]);
}

void PlaneView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_dragFrom) {
        panBy(event->position() - *m_dragFrom);
        m_dragFrom = event->position();
    }
    const auto cell = cellAt(event->position());
    if (cell == m_hovered)
        return;
    m_hovered = cell;
    if (cell)
        emit cellHovered((*cell)[0], (*cell)[1]);
    else
        emit cellHovered(-1, -1);
}

void PlaneView::mouseReleaseEvent(QMouseEvent*)
{
    m_dragFrom.reset();
}

void PlaneView::leaveEvent(QEvent*)
{
    if (m_hovered) {
        m_hovered.reset();
        emit cellHovered(-1, -1);
    }
}

void PlaneView::keyPressEvent(QKeyEvent* event)
{
    const QPointF centre = rect().center();
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(1.25, centre);
        break;
    case Qt::Key_Minus:
        zoomBy(0.8, centre);
        break;
    case Qt::Key_0:
        fitToView();
        break;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        const int key = event->key();
        if (event->modifiers() & Qt::ShiftModifier) {
            // Shift+arrows pan the view.
            panBy(QPointF(key == Qt::Key_Left ? 40
                    : key == Qt::Key_Right    ? -40
                                              : 0,
                key == Qt::Key_Up         ? 40
                    : key == Qt::Key_Down ? -40
                                          : 0));
            break;
        }
        // Arrows move the cell cursor and report the cell like the mouse does.
        if (rows() <= 0 || columns() <= 0)
            break;
        std::array<int64_t, 2> cell = m_hovered.value_or(std::array<int64_t, 2> { 0, 0 });
        if (m_hovered) {
            cell[0] += key == Qt::Key_Down ? 1 : key == Qt::Key_Up ? -1 : 0;
            cell[1] += key == Qt::Key_Right ? 1 : key == Qt::Key_Left ? -1 : 0;
        }
        cell[0] = std::clamp<int64_t>(cell[0], 0, rows() - 1);
        cell[1] = std::clamp<int64_t>(cell[1], 0, columns() - 1);
        m_hovered = cell;
        emit cellHovered(cell[0], cell[1]);
        break;
    }
    default:
        QWidget::keyPressEvent(event);
    }
}

bool PlaneView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const auto cell = cellAt(help->pos());
        if (cell && m_tooltip)
            QToolTip::showText(help->globalPos(), m_tooltip((*cell)[0], (*cell)[1]), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace tle
