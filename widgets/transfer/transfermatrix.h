// SPDX-License-Identifier: MIT
#pragma once

#include "transfer/transferplan.h"

#include <QFontMetricsF>
#include <QWidget>

#include <memory>
#include <optional>

namespace tle {

// The source x destination byte matrix of a transfer plan as a heat map: a row per source unit and a column per
// destination unit that exchange data, in the device's order (banks, then cores by row and column), each cell
// coloured by its bytes on a sequential scale shown under it. Units are labelled while they fit (64
// cores and more); the wheel zooms about the cursor, a drag pans, a double-click fits it again; hovering a cell
// gives its bytes and calls.
class TransferMatrix : public QWidget
{
    Q_OBJECT
public:
    explicit TransferMatrix(QWidget* parent = nullptr);

    void setPlan(std::shared_ptr<const TransferPlan> plan);
    void paintInto(QPainter& painter, const QRectF& target) const;
    // The cell under a point of a picture of `target`: (row, column) into rows() and columns().
    std::optional<std::pair<int, int>> cellAt(QPointF pos, const QRectF& target) const;
    const std::vector<int32_t>& rows() const { return m_rows; }
    const std::vector<int32_t>& columns() const { return m_columns; }
    double zoom() const { return m_zoom; }
    void setZoom(double zoom, QPointF about);
    void resetView();

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    struct Geometry
    {
        QRectF cells; // the whole matrix at the current zoom and pan
        QRectF clip; // where cells may be drawn
        double cellWidth = 0;
        double cellHeight = 0;
        bool labels = false;
        QRectF scale; // the colour scale's bar
    };
    Geometry geometry(const QRectF& target) const;
    static double scaleStrip(const QFontMetricsF& fm);
    void paintScale(QPainter& painter, const QRectF& bar) const;

    std::shared_ptr<const TransferPlan> m_plan;
    std::vector<int32_t> m_rows; // source units with data
    std::vector<int32_t> m_columns; // destination units with data
    std::vector<int64_t> m_bytes; // rows x columns
    std::vector<int64_t> m_calls;
    int64_t m_max = 1;
    double m_zoom = 1;
    QPointF m_pan;
    QPointF m_dragFrom;
};

} // namespace tle
