// SPDX-License-Identifier: MIT
#pragma once

#include "planepainter.h"

#include <QPixmap>
#include <QWidget>

#include <functional>
#include <optional>

namespace tle {

// The interactive face of a PlanePainter: wheel and +/- zoom, drag and Shift+arrows pan, 0 fits, arrows move a
// cell cursor that reports cells as hovering does, the full map
// answer of the cell under the cursor as a tooltip, and hover/click signals for linked highlighting.
class PlaneView : public QWidget
{
    Q_OBJECT
public:
    using SiteFn = PlanePainter::SiteFn;
    using TextFn = std::function<QString(int64_t row, int64_t column)>;

    static constexpr int64_t kMaxSamples = PlanePainter::kMaxSamples;

    explicit PlaneView(QWidget* parent = nullptr);

    // An empty plane (0 rows) shows `title` and nothing else. A plane of the same size keeps the zoom.
    void setPlane(int64_t rows, int64_t columns, SiteFn site, TextFn tooltip, const QString& title,
        PlanePainter::OrderFn order = {});
    int64_t rows() const { return m_painter.rows(); }
    int64_t columns() const { return m_painter.columns(); }

    void setHighlight(std::optional<std::array<int64_t, 2>> cell);
    std::optional<std::array<int64_t, 2>> highlight() const { return m_painter.highlight(); }

    double scale() const { return m_painter.scale(); }
    void zoomBy(double factor, QPointF anchor);
    // Shows the whole plane; the view follows resizes again until the user zooms or pans.
    void fitToView();
    // `scale` pixels per cell, centred on the picture point (x, y): the plane point (column, row) unless the plane
    // is wrapped (PlanePainter::shownPoint).
    void setView(double scale, QPointF centre);
    QPointF centre() const { return m_painter.centre(); }
    // The plane follows the widget's size (nobody zoomed or panned since it was shown whole).
    bool followsSize() const { return m_autoFit; }
    // Centres the cell and zooms in until it is at least `minPixels` wide.
    void centreOnCell(int64_t row, int64_t column, double minPixels = 12.0);
    std::optional<std::array<int64_t, 2>> cellAt(QPointF pos) const { return m_painter.cellAt(pos); }
    QPointF cellCenter(int64_t row, int64_t column) const { return m_painter.cellCenter(row, column); }

    const PlanePainter& painter() const { return m_painter; }
    void setUnitColors(std::vector<QColor> colors)
    {
        m_painter.setUnitColors(std::move(colors));
        update();
    }
    // See PlanePainter::setWrapMultiple; takes effect when the plane is next fitted.
    void setWrapMultiple(int64_t rows) { m_painter.setWrapMultiple(rows); }
    void setWrapMultiples(std::vector<int64_t> rows) { m_painter.setWrapMultiples(std::move(rows)); }
    void setPaddingStrips(std::vector<PaddingStrip> strips)
    {
        m_painter.setPaddingStrips(std::move(strips));
        invalidate();
    }
    void setGapLines(PlanePainter::GapLines gapLines)
    {
        m_painter.setGapLines(std::move(gapLines));
        invalidate();
    }
    void setShade(PlanePainter::ShadeFn shade)
    {
        m_painter.setShade(std::move(shade));
        invalidate();
    }
    // Turning the summary on or off shows the whole plane; a plane that stays as it was keeps its zoom.
    void setSummary(std::shared_ptr<const PlaneSummary> summary, const QString& note = {})
    {
        const bool changed = (m_painter.summary() != nullptr) != (summary != nullptr);
        m_painter.setSummary(std::move(summary), note);
        if (changed)
            fitToView();
        invalidate();
    }
    void setOverlay(PlanePainter::OverlayFn overlay)
    {
        m_painter.setOverlay(std::move(overlay));
        invalidate();
    }
    void render(QPainter& painter, const QRectF& target) const { m_painter.render(painter, target, palette()); }
    int64_t lastSampleCount() const { return m_painter.lastSampleCount(); }
    // How often the cells were sampled for the screen: a change of the plane, zoom, pan or size samples them
    // again; hover and highlight changes repaint from the cached picture.
    int64_t baseRenders() const { return m_baseRenders; }

    QSize sizeHint() const override { return { 400, 300 }; }

signals:
    void cellHovered(int64_t row, int64_t column); // (-1, -1) when the cursor leaves the plane
    void cellClicked(int64_t row, int64_t column);
    // The user or a program changed the zoom (not a resize that keeps the whole plane in view).
    void zoomChanged(double scale);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void panBy(QPointF pixels);
    // The cached picture of the cells no longer matches the plane, zoom, pan, size or palette.
    void invalidate();

    PlanePainter m_painter;
    TextFn m_tooltip;
    bool m_autoFit = true; // follow the widget's size until the user zooms or pans
    std::optional<QPointF> m_dragFrom;
    std::optional<std::array<int64_t, 2>> m_hovered;
    QPixmap m_cache;
    bool m_cacheValid = false;
    int64_t m_baseRenders = 0;
};

} // namespace tle
