// SPDX-License-Identifier: MIT
#include "planesummary.h"

#include "regionlabels.h"
#include "unitpalette.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace tle {

PlaneSummary::PlaneSummary(int64_t rows, int64_t columns, SiteFn site, ColorFn color, NameFn name)
    : m_rows(std::max<int64_t>(1, rows))
    , m_columns(std::max<int64_t>(1, columns))
    , m_site(std::move(site))
    , m_color(std::move(color))
    , m_name(std::move(name))
{ }

QRectF PlaneSummary::cellRect(const QRectF& area, int64_t row, int64_t column) const
{
    const double sx = area.width() / double(m_columns);
    const double sy = area.height() / double(m_rows);
    return { area.left() + double(column) * sx, area.top() + double(row) * sy, sx, sy };
}

std::optional<std::array<int64_t, 2>> PlaneSummary::cellAt(const QRectF& area, QPointF pos) const
{
    if (!area.contains(pos) || area.width() <= 0 || area.height() <= 0)
        return std::nullopt;
    const auto row = int64_t((pos.y() - area.top()) / area.height() * double(m_rows));
    const auto column = int64_t((pos.x() - area.left()) / area.width() * double(m_columns));
    return std::array<int64_t, 2> { std::clamp<int64_t>(row, 0, m_rows - 1),
        std::clamp<int64_t>(column, 0, m_columns - 1) };
}

PlaneSummary::Block PlaneSummary::sample(
    int64_t row0, int64_t row1, int64_t column0, int64_t column1, uint64_t seed) const
{
    // Offsets spread by a multiplicative hash: stable from paint to paint, unrelated to any stride.
    std::array<int, kPaddingCauseCount> padding {};
    std::unordered_map<int64_t, int> units;
    int data = 0;
    const auto rows = uint64_t(std::max<int64_t>(1, row1 - row0));
    const auto columns = uint64_t(std::max<int64_t>(1, column1 - column0));
    for (int k = 0; k < kSamples; ++k) {
        const uint64_t h = (seed * 0x9E3779B97F4A7C15ULL) ^ (uint64_t(k + 1) * 0xBF58476D1CE4E5B9ULL);
        const uint64_t mixed = (h ^ (h >> 31)) * 0x94D049BB133111EBULL;
        const int64_t row = row0 + int64_t((mixed >> 11) % rows);
        const int64_t column = column0 + int64_t((mixed >> 40) % columns);
        const ProbeSite site = m_site(row, column);
        if (site.unit >= 0)
            ++units[site.unit];
        if (site.padding == PaddingCause::None)
            ++data;
        else
            ++padding[size_t(site.padding)];
    }
    Block block;
    int most = 0;
    for (const auto& [unit, count] : units) {
        if (count > most || (count == most && unit < block.unit)) {
            most = count;
            block.unit = unit;
        }
    }
    block.data = double(data) / kSamples;
    const auto main = std::max_element(padding.begin() + 1, padding.end());
    if (*main > 0)
        block.padding = PaddingCause(main - padding.begin());
    return block;
}

void PlaneSummary::render(QPainter& painter, const QRectF& area, const QPalette& palette) const
{
    if (area.width() < 1 || area.height() < 1 || !m_site)
        return;
    painter.save();
    painter.setClipRect(area);
    painter.fillRect(area, palette.color(QPalette::AlternateBase));
    // Blocks of about kBlockPixels, never finer than the plane's cells.
    const auto blockRows = std::clamp<int64_t>(int64_t(area.height() / kBlockPixels), 1, m_rows);
    const auto blockColumns = std::clamp<int64_t>(int64_t(area.width() / kBlockPixels), 1, m_columns);
    const double bw = area.width() / double(blockColumns);
    const double bh = area.height() / double(blockRows);
    std::vector<Block> blocks(size_t(blockRows * blockColumns));
    const QColor ground = palette.color(QPalette::Base);
    const QColor ink = palette.color(QPalette::Text);
    double dataSum = 0;
    for (int64_t i = 0; i < blockRows; ++i) {
        const int64_t row0 = i * m_rows / blockRows;
        const int64_t row1 = (i + 1) * m_rows / blockRows;
        for (int64_t j = 0; j < blockColumns; ++j) {
            const int64_t column0 = j * m_columns / blockColumns;
            const int64_t column1 = (j + 1) * m_columns / blockColumns;
            Block& b = blocks[size_t(i * blockColumns + j)];
            b = sample(row0, row1, column0, column1, uint64_t(i * blockColumns + j));
            dataSum += b.data;
            const QRectF box(area.left() + double(j) * bw, area.top() + double(i) * bh, bw, bh);
            if (b.unit >= 0) {
                // At least a quarter of the unit's colour, so its region shows however little data it holds.
                const QColor color = m_color(b.unit);
                const double strength = 0.25 + 0.75 * b.data;
                painter.fillRect(box,
                    QColor::fromRgbF(float(color.redF() * strength + ground.redF() * (1 - strength)),
                        float(color.greenF() * strength + ground.greenF() * (1 - strength)),
                        float(color.blueF() * strength + ground.blueF() * (1 - strength))));
            }
        }
    }
    // The padding's hatch over the blocks that hold no data at all; the brush is aligned to the device, so its lines
    // run on across neighbouring blocks.
    painter.setPen(Qt::NoPen);
    for (int c = 1; c < kPaddingCauseCount; ++c) {
        QList<QRectF> boxes;
        for (size_t k = 0; k < blocks.size(); ++k) {
            if (blocks[k].padding == PaddingCause(c) && blocks[k].data == 0) {
                const auto i = int64_t(k) / blockColumns;
                const auto j = int64_t(k) % blockColumns;
                boxes.append(QRectF(area.left() + double(j) * bw, area.top() + double(i) * bh, bw, bh));
            }
        }
        if (!boxes.isEmpty()) {
            painter.save();
            painter.setOpacity(0.3);
            painter.setBrush(paddingBrush(PaddingCause(c), ink));
            painter.drawRects(boxes);
            painter.restore();
        }
    }
    // Outlines where the unit changes from one block to the next, when units hold regions of several blocks: units
    // that take turns every few rows (a grid split inside the folded rows) would only draw a mesh.
    QList<QLineF> edges;
    int64_t changes = 0;
    for (int64_t i = 0; i < blockRows; ++i) {
        for (int64_t j = 0; j < blockColumns; ++j) {
            const int64_t unit = blocks[size_t(i * blockColumns + j)].unit;
            const double x = area.left() + double(j) * bw;
            const double y = area.top() + double(i) * bh;
            if (j + 1 < blockColumns && blocks[size_t(i * blockColumns + j + 1)].unit != unit)
                edges.append(QLineF(x + bw, y, x + bw, y + bh));
            if (i + 1 < blockRows && blocks[size_t((i + 1) * blockColumns + j)].unit != unit)
                edges.append(QLineF(x, y + bh, x + bw, y + bh));
        }
    }
    changes = int64_t(edges.size());
    m_unitsInterleave = changes * 4 > int64_t(blocks.size());
    painter.setPen(QPen(ink, 1));
    if (!m_unitsInterleave)
        painter.drawLines(edges);
    painter.setPen(QPen(palette.color(QPalette::Mid), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(area.adjusted(0, 0, -1, -1));
    // Names on the block grid, as the logical plane names its regions.
    const RegionLabels labels(
        [&blocks, blockColumns](int64_t i, int64_t j) { return blocks[size_t(i * blockColumns + j)].unit; }, m_name);
    const QPointF origin = area.topLeft();
    m_lastLabels = labels.draw(
        painter, [origin, bw, bh](double i, double j) { return origin + QPointF(j * bw, i * bh); },
        { 0, blockRows, 0, blockColumns }, std::min(bw, bh));
    m_lastBlocks = int64_t(blocks.size());
    m_lastDataShare = dataSum / double(blocks.size());
    painter.restore();
}

} // namespace tle
