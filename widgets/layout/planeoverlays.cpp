// SPDX-License-Identifier: MIT
#include "planeoverlays.h"

#include "unitnames.h"

#include <QFontMetricsF>
#include <QPainter>

#include <map>

namespace tle {

PlanePainter::OverlayFn tileOutlines(const LayoutProbe& probe)
{
    // Metal and TTNN planes start every shard (and every page row) on a tile boundary, so tiles are a grid from the
    // plane's origin. XLA's plane is linear memory, outlined in the logical plane instead.
    const std::optional<TileGeometry> tile = probe.tileGeometry();
    if (!tile || probe.notation() == Notation::Xla || tile->height <= 0 || tile->width <= 0)
        return {};
    const TileGeometry g = *tile;
    return [g](QPainter& painter, const std::function<QPointF(double, double)>& at, std::array<int64_t, 4> visible,
               double scale) {
        const auto [r0, r1, c0, c1] = visible;
        auto grid = [&](int64_t rows, int64_t columns, const QPen& pen) {
            painter.setPen(pen);
            for (int64_t c = (c0 + columns - 1) / columns * columns; c < c1; c += columns)
                painter.drawLine(at(double(r0), double(c)), at(double(r1), double(c)));
            for (int64_t r = (r0 + rows - 1) / rows * rows; r < r1; r += rows)
                painter.drawLine(at(double(r), double(c0)), at(double(r), double(c1)));
        };
        painter.save();
        // Lines only where they are at least a few pixels apart: a zoomed-out plane is not painted grey.
        if (g.faces && scale * double(std::min(g.faceHeight, g.faceWidth)) >= 8 && g.faceHeight > 0 && g.faceWidth > 0)
            grid(g.faceHeight, g.faceWidth, QPen(QColor(0, 0, 0, 90), 1, Qt::DotLine));
        if (scale * double(std::min(g.height, g.width)) >= 6)
            grid(g.height, g.width, QPen(QColor(0, 0, 0, 120), 1, Qt::DashLine));
        painter.restore();
    };
}

// Cores by their coordinates alone, "(2, 1)", so that the name fits small shards; the legend says what they are.
QString shortUnitName(const LayoutProbe& probe, int64_t unit)
{
    const UnitId id = probe.unitId(unit);
    return id.kind == UnitKind::Core ? QStringLiteral("(%1)").arg(indexText(id.coordinates))
                                     : QString::fromStdString(unitLabel(id));
}

PlanePainter::OverlayFn unitOutlines(const LayoutProbe& probe)
{
    // Each unit's rectangles outlined, and named when the name fits; beyond a few thousand rectangles (the pages of
    // a large interleaved tensor) the colours alone show the units.
    constexpr size_t kMaxOutlined = 4096;
    std::vector<PlaneRect> rects = probe.unitRects();
    if (rects.empty() || rects.size() > kMaxOutlined)
        return {};
    std::map<int64_t, QString> names;
    for (const PlaneRect& r : rects)
        names.try_emplace(r.unit, shortUnitName(probe, r.unit));
    return [rects = std::move(rects), names = std::move(names)](QPainter& painter,
               const std::function<QPointF(double, double)>& at, std::array<int64_t, 4> visible, double) {
        const auto [r0, r1, c0, c1] = visible;
        painter.save();
        QFont font = painter.font();
        font.setPixelSize(10);
        painter.setFont(font);
        const QFontMetricsF metrics(font);
        for (const PlaneRect& r : rects) {
            if (r.row >= r1 || r.row + r.rows <= r0 || r.column >= c1 || r.column + r.columns <= c0)
                continue;
            const QRectF box(
                at(double(r.row), double(r.column)), at(double(r.row + r.rows), double(r.column + r.columns)));
            if (box.width() < 3 || box.height() < 3)
                continue;
            painter.setPen(QPen(QColor(0, 0, 0, 170), 1));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(box);
            const QString& name = names.at(r.unit);
            const QSizeF size(metrics.horizontalAdvance(name) + 4, metrics.height() + 1);
            if (box.width() < size.width() + 4 || box.height() < size.height() + 4)
                continue;
            // On a light pill, so the name reads on every unit colour and in a dark palette alike.
            const QRectF pill(box.topLeft() + QPointF(2, 2), size);
            painter.fillRect(pill, QColor(255, 255, 255, 215));
            painter.setPen(Qt::black);
            painter.drawText(pill, Qt::AlignCenter, name);
        }
        painter.restore();
    };
}

} // namespace tle
