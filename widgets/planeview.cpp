// SPDX-License-Identifier: MIT
#include "planeview.h"

#include "unitpalette.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace tle {

namespace {

constexpr double kTitleHeight = 20.0;
constexpr double kMargin = 4.0;

} // namespace

PlaneView::PlaneView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void PlaneView::setPlane(int64_t rows, int64_t columns, SiteFn site, TextFn tooltip, const QString& title)
{
    const bool sameSize = rows == m_rows && columns == m_columns;
    m_rows = std::max<int64_t>(0, rows);
    m_columns = std::max<int64_t>(0, columns);
    m_site = std::move(site);
    m_tooltip = std::move(tooltip);
    m_title = title;
    m_highlight.reset();
    m_hovered.reset();
    // An edit that keeps the plane's size keeps the user's zoom.
    if (!sameSize)
        m_autoFit = true;
    if (m_autoFit)
        fitToView();
    update();
}

void PlaneView::setHighlight(std::optional<std::array<int64_t, 2>> cell)
{
    if (cell == m_highlight)
        return;
    m_highlight = cell;
    update();
}

QRectF PlaneView::planeArea(const QRectF& target) const
{
    return target.adjusted(kMargin, kTitleHeight, -kMargin, -kMargin);
}

void PlaneView::fitToView()
{
    const QRectF area = planeArea(rect());
    if (m_rows <= 0 || m_columns <= 0 || area.width() <= 0 || area.height() <= 0)
        return;
    m_scale = std::min(area.width() / double(m_columns), area.height() / double(m_rows));
    m_origin = QPointF(0, 0);
    update();
}

void PlaneView::zoomBy(double factor, QPointF anchor)
{
    const QRectF area = planeArea(rect());
    const QPointF before = m_origin + (anchor - area.topLeft()) / m_scale;
    // Zoom out no further than the whole plane at 1/8 of the view, in no further than 400 pixels per cell.
    const double fit = std::min(
        area.width() / double(std::max<int64_t>(1, m_columns)), area.height() / double(std::max<int64_t>(1, m_rows)));
    m_scale = std::clamp(m_scale * factor, fit / 8.0, 400.0);
    m_autoFit = false;
    m_origin = before - (anchor - area.topLeft()) / m_scale;
    update();
}

std::optional<std::array<int64_t, 2>> PlaneView::cellAt(QPointF pos) const
{
    const QRectF area = planeArea(rect());
    if (!area.contains(pos) || m_rows <= 0)
        return std::nullopt;
    const QPointF plane = m_origin + (pos - area.topLeft()) / m_scale;
    const double column = std::floor(plane.x());
    const double row = std::floor(plane.y());
    if (row < 0 || column < 0 || row >= double(m_rows) || column >= double(m_columns))
        return std::nullopt;
    return std::array<int64_t, 2> { int64_t(row), int64_t(column) };
}

QPointF PlaneView::cellCenter(int64_t row, int64_t column) const
{
    const QRectF area = planeArea(rect());
    return area.topLeft() + (QPointF(double(column) + 0.5, double(row) + 0.5) - m_origin) * m_scale;
}

void PlaneView::render(QPainter& painter, const QRectF& target) const
{
    painter.save();
    const QPalette& pal = palette();
    painter.fillRect(target, pal.color(QPalette::Base));
    painter.setPen(pal.color(QPalette::Text));
    painter.drawText(QRectF(target.left() + kMargin, target.top(), target.width() - 2 * kMargin, kTitleHeight),
        Qt::AlignVCenter | Qt::AlignLeft, m_title);
    m_lastSamples = 0;
    if (m_rows <= 0 || m_columns <= 0 || !m_site) {
        painter.restore();
        return;
    }
    // The view transform is defined on the widget; a different target (an export) scales it.
    const QRectF widgetArea = planeArea(rect());
    const QRectF area = planeArea(target);
    const double sx = widgetArea.width() > 0 ? area.width() / widgetArea.width() : 1.0;
    const double scale = m_scale * sx;
    painter.setClipRect(area);

    // Visible cells, then the sampling step that keeps blocks at least kMinSamplePixels wide and their
    // number under kMaxSamples.
    const double firstCol = std::max(0.0, std::floor(m_origin.x()));
    const double firstRow = std::max(0.0, std::floor(m_origin.y()));
    const double lastCol = std::min(double(m_columns), std::ceil(m_origin.x() + area.width() / scale));
    const double lastRow = std::min(double(m_rows), std::ceil(m_origin.y() + area.height() / scale));
    if (lastCol <= firstCol || lastRow <= firstRow) {
        painter.restore();
        return;
    }
    double step = std::max(1.0, std::ceil(kMinSamplePixels / scale));
    while (((lastCol - firstCol) / step) * ((lastRow - firstRow) / step) > double(kMaxSamples))
        step *= 2;
    const int64_t s = int64_t(step);
    const QColor ink = pal.color(QPalette::Text);
    const bool outline = scale >= 6.0;
    auto toScreen
        = [&](double column, double row) { return area.topLeft() + (QPointF(column, row) - m_origin) * scale; };
    painter.setPen(Qt::NoPen);
    for (int64_t r = int64_t(firstRow) / s * s; r < int64_t(lastRow); r += s) {
        for (int64_t c = int64_t(firstCol) / s * s; c < int64_t(lastCol); c += s) {
            const ProbeSite site = m_site(r, c);
            const QPointF topLeft = toScreen(double(c), double(r));
            const QPointF bottomRight = toScreen(double(std::min(c + s, m_columns)), double(std::min(r + s, m_rows)));
            const QRectF cell(topLeft, bottomRight);
            if (site.padding == PaddingCause::None) {
                painter.fillRect(cell, unitColor(site.unit));
            } else {
                painter.fillRect(cell, pal.color(QPalette::AlternateBase));
                painter.fillRect(cell, paddingBrush(site.padding, ink));
            }
            ++m_lastSamples;
        }
    }
    if (outline) {
        // Cell grid once cells are large enough to read.
        QColor grid = pal.color(QPalette::Base);
        grid.setAlpha(140);
        painter.setPen(QPen(grid, 0));
        for (int64_t c = int64_t(firstCol); c <= int64_t(lastCol); ++c)
            painter.drawLine(toScreen(double(c), firstRow), toScreen(double(c), lastRow));
        for (int64_t r = int64_t(firstRow); r <= int64_t(lastRow); ++r)
            painter.drawLine(toScreen(firstCol, double(r)), toScreen(lastCol, double(r)));
    }
    if (m_highlight) {
        const auto [r, c] = *m_highlight;
        const QRectF cell(toScreen(double(c), double(r)), toScreen(double(c + 1), double(r + 1)));
        const QRectF mark = cell.width() < 6 ? cell.adjusted(-3, -3, 3, 3) : cell;
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(pal.color(QPalette::Highlight), 2.5));
        painter.drawRect(mark);
    }
    painter.restore();
}

void PlaneView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    render(painter, rect());
    if (hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DotLine));
        painter.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

void PlaneView::resizeEvent(QResizeEvent*)
{
    if (m_autoFit)
        fitToView();
}

void PlaneView::wheelEvent(QWheelEvent* event)
{
    const double steps = event->angleDelta().y() / 120.0;
    zoomBy(std::pow(1.25, steps), event->position());
    event->accept();
}

void PlaneView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        m_dragFrom = event->position();
        if (const auto cell = cellAt(event->position()))
            emit cellClicked((*cell)[0], (*cell)[1]);
    }
}

void PlaneView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_dragFrom) {
        m_origin -= (event->position() - *m_dragFrom) / m_scale;
        m_autoFit = false;
        m_dragFrom = event->position();
        update();
    }
    const auto cell = cellAt(event->position());
    if (cell != m_hovered) {
        m_hovered = cell;
        if (cell)
            emit cellHovered((*cell)[0], (*cell)[1]);
        else
            emit cellHovered(-1, -1);
    }
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
    const double pan = 40.0 / m_scale;
    if (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right || event->key() == Qt::Key_Up
        || event->key() == Qt::Key_Down)
        m_autoFit = false;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(1.25, centre);
        break;
    case Qt::Key_Minus:
        zoomBy(0.8, centre);
        break;
    case Qt::Key_0:
        m_autoFit = true;
        fitToView();
        break;
    case Qt::Key_Left:
        m_origin.rx() -= pan;
        update();
        break;
    case Qt::Key_Right:
        m_origin.rx() += pan;
        update();
        break;
    case Qt::Key_Up:
        m_origin.ry() -= pan;
        update();
        break;
    case Qt::Key_Down:
        m_origin.ry() += pan;
        update();
        break;
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
