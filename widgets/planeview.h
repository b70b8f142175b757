// SPDX-License-Identifier: MIT
#pragma once

#include "view/layoutprobe.h"

#include <QPointF>
#include <QWidget>

#include <functional>
#include <optional>

namespace tle {

// A zoomable, pannable picture of a 2-D plane of cells (a logical slice or a physical space), each cell
// coloured by the unit holding it and hatched when it is padding. It asks `site` for the cells it draws and
// never computes a layout fact itself. Level of detail: it samples one cell per block of at least
// kMinSamplePixels on screen and never more than kMaxSamples blocks, so a 2^30-cell plane paints as fast as a
// 64x64 one; unit borders and the hovered cell are outlined once cells are large enough.
class PlaneView : public QWidget
{
    Q_OBJECT
public:
    using SiteFn = std::function<ProbeSite(int64_t row, int64_t column)>;
    using TextFn = std::function<QString(int64_t row, int64_t column)>;

    static constexpr double kMinSamplePixels = 3.0;
    static constexpr int64_t kMaxSamples = 40000;

    explicit PlaneView(QWidget* parent = nullptr);

    // An empty plane (0 rows) shows `title` and nothing else.
    void setPlane(int64_t rows, int64_t columns, SiteFn site, TextFn tooltip, const QString& title);
    int64_t rows() const { return m_rows; }
    int64_t columns() const { return m_columns; }

    void setHighlight(std::optional<std::array<int64_t, 2>> cell);
    std::optional<std::array<int64_t, 2>> highlight() const { return m_highlight; }

    // View transform: pixels per cell and the plane coordinate at the widget's top-left.
    double scale() const { return m_scale; }
    void zoomBy(double factor, QPointF anchor);
    // Shows the whole plane; the view follows resizes again until the user zooms or pans.
    void fitToView();
    // The cell under a widget position, if any.
    std::optional<std::array<int64_t, 2>> cellAt(QPointF pos) const;
    // The widget position of a cell's centre.
    QPointF cellCenter(int64_t row, int64_t column) const;

    // Paints the current view into `target` on any painter (screen, SVG, PNG, PDF).
    void render(QPainter& painter, const QRectF& target) const;
    // Blocks painted by the last render(): the level-of-detail figure the benchmarks report.
    int64_t lastSampleCount() const { return m_lastSamples; }

    QSize sizeHint() const override { return { 400, 300 }; }

signals:
    void cellHovered(int64_t row, int64_t column); // (-1, -1) when the cursor leaves the plane
    void cellClicked(int64_t row, int64_t column);

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

private:
    QRectF planeArea(const QRectF& target) const;

    int64_t m_rows = 0;
    int64_t m_columns = 0;
    SiteFn m_site;
    TextFn m_tooltip;
    QString m_title;
    double m_scale = 1.0; // pixels per cell
    QPointF m_origin; // plane coordinate (column, row) at the plane area's top-left
    bool m_autoFit = true; // follow the widget's size until the user zooms or pans
    std::optional<std::array<int64_t, 2>> m_highlight;
    std::optional<QPointF> m_dragFrom;
    std::optional<std::array<int64_t, 2>> m_hovered;
    mutable int64_t m_lastSamples = 0;
};

} // namespace tle
