// SPDX-License-Identifier: MIT
#include "planesummary.h"

#include "regionlabels.h"
#include "unitpalette.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tle {

PlaneSummary::PlaneSummary(int64_t rows, int64_t columns, SiteFn site, ColorFn color, NameFn name, UnitGrid grid)
    : m_rows(std::max<int64_t>(1, rows))
    , m_columns(std::max<int64_t>(1, columns))
    , m_site(std::move(site))
    , m_color(std::move(color))
    , m_name(std::move(name))
    , m_grid(std::move(grid))
{ }

namespace {

// `color` mixed into `ground`: a quarter of it at least, so a unit shows however little data it holds.
QColor strengthOf(const QColor& color, const QColor& ground, double data)
{
    const double strength = 0.25 + 0.75 * std::clamp(data, 0.0, 1.0);
    return QColor::fromRgbF(float(color.redF() * strength + ground.redF() * (1 - strength)),
        float(color.greenF() * strength + ground.greenF() * (1 - strength)),
        float(color.blueF() * strength + ground.blueF() * (1 - strength)));
}

} // namespace

QRectF PlaneSummary::cellRect(const QRectF& area, int64_t row, int64_t column) const
{
    const double sx = area.width() / double(m_columns);
    const double sy = area.height() / double(m_rows);
    return { area.left() + double(column) * sx, area.top() + double(row) * sy, sx, sy };
}

std::optional<std::array<int64_t, 2>> PlaneSummary::cellAt(const QRectF& area, QPointF pos) const
{
    if (m_grouped || !area.contains(pos) || area.width() <= 0 || area.height() <= 0)
        return std::nullopt;
    const auto row = int64_t((pos.y() - area.top()) / area.height() * double(m_rows));
    const auto column = int64_t((pos.x() - area.left()) / area.width() * double(m_columns));
    return std::array<int64_t, 2> { std::clamp<int64_t>(row, 0, m_rows - 1),
        std::clamp<int64_t>(column, 0, m_columns - 1) };
}

PlaneSummary::Block PlaneSummary::sample(
    int64_t row0, int64_t row1, int64_t column0, int64_t column1, uint64_t seed, std::vector<Tally>& tallies) const
{
    // Offsets spread by a multiplicative hash: stable from paint to paint, unrelated to any stride.
    std::array<int, kPaddingCauseCount> padding {};
    std::array<std::pair<int64_t, int>, kSamples> units {}; // unit, samples; the first `distinct` used
    int distinct = 0;
    int data = 0;
    const auto rows = uint64_t(std::max<int64_t>(1, row1 - row0));
    const auto columns = uint64_t(std::max<int64_t>(1, column1 - column0));
    for (int k = 0; k < kSamples; ++k) {
        const uint64_t h = (seed * 0x9E3779B97F4A7C15ULL) ^ (uint64_t(k + 1) * 0xBF58476D1CE4E5B9ULL);
        const uint64_t mixed = (h ^ (h >> 31)) * 0x94D049BB133111EBULL;
        const int64_t row = row0 + int64_t((mixed >> 11) % rows);
        const int64_t column = column0 + int64_t((mixed >> 40) % columns);
        const ProbeSite site = m_site(row, column);
        if (site.unit >= 0 && size_t(site.unit) < tallies.size()) {
            Tally& t = tallies[size_t(site.unit)];
            ++t.samples;
            ++(site.padding == PaddingCause::None ? t.data : t.padding[size_t(site.padding)]);
        }
        if (site.unit >= 0) {
            auto found = std::find_if(
                units.begin(), units.begin() + distinct, [&](const auto& u) { return u.first == site.unit; });
            if (found == units.begin() + distinct)
                units[size_t(distinct++)] = { site.unit, 0 };
            ++found->second;
        }
        if (site.padding == PaddingCause::None)
            ++data;
        else
            ++padding[size_t(site.padding)];
    }
    Block block;
    int most = 0;
    for (int u = 0; u < distinct; ++u) {
        const auto [unit, count] = units[size_t(u)];
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
    // Blocks of about kBlockPixels, never finer than the plane's cells, and no more than kMaxBlocks of them.
    double blockPixels = kBlockPixels;
    while ((area.height() / blockPixels) * std::min(area.width() / blockPixels, double(m_columns)) > double(kMaxBlocks))
        blockPixels *= 1.25;
    const auto blockRows = std::clamp<int64_t>(int64_t(area.height() / blockPixels), 1, m_rows);
    const auto blockColumns = std::clamp<int64_t>(int64_t(area.width() / blockPixels), 1, m_columns);
    std::vector<Block> blocks(size_t(blockRows * blockColumns));
    std::vector<Tally> tallies(size_t(std::max<int64_t>(0, m_grid.units)));
    double dataSum = 0;
    for (int64_t i = 0; i < blockRows; ++i) {
        const int64_t row0 = i * m_rows / blockRows;
        const int64_t row1 = (i + 1) * m_rows / blockRows;
        for (int64_t j = 0; j < blockColumns; ++j) {
            const int64_t column0 = j * m_columns / blockColumns;
            const int64_t column1 = (j + 1) * m_columns / blockColumns;
            Block& b = blocks[size_t(i * blockColumns + j)];
            b = sample(row0, row1, column0, column1, uint64_t(i * blockColumns + j), tallies);
            dataSum += b.data;
        }
    }
    m_lastBlocks = int64_t(blocks.size());
    m_lastDataShare = dataSum / double(blocks.size());
    // Where the unit changes from one block to the next. When that is at most blocks, the units take turns every
    // few rows (a grid split inside the folded rows): outlines would only draw a mesh.
    const double bw = area.width() / double(blockColumns);
    const double bh = area.height() / double(blockRows);
    QList<QLineF> edges;
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
    m_unitsInterleave = int64_t(edges.size()) * 4 > int64_t(blocks.size());
    m_grouped = m_unitsInterleave && m_grid.units > 0 && m_grid.shape[0] > 0 && m_grid.shape[1] > 0 && m_grid.position;
    if (m_grouped)
        renderGrouped(painter, area, palette, tallies);
    else
        renderBlocks(painter, area, palette, blocks, blockRows, blockColumns, edges);
    painter.setPen(QPen(palette.color(QPalette::Mid), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(area.adjusted(0, 0, -1, -1));
    painter.restore();
}

void PlaneSummary::renderBlocks(QPainter& painter, const QRectF& area, const QPalette& palette,
    const std::vector<Block>& blocks, int64_t blockRows, int64_t blockColumns, const QList<QLineF>& edges) const
{
    const double bw = area.width() / double(blockColumns);
    const double bh = area.height() / double(blockRows);
    const QColor ground = palette.color(QPalette::Base);
    const QColor ink = palette.color(QPalette::Text);
    for (size_t k = 0; k < blocks.size(); ++k) {
        if (blocks[k].unit < 0)
            continue;
        const auto i = int64_t(k) / blockColumns;
        const auto j = int64_t(k) % blockColumns;
        painter.fillRect(QRectF(area.left() + double(j) * bw, area.top() + double(i) * bh, bw, bh),
            strengthOf(m_color(blocks[k].unit), ground, blocks[k].data));
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
    painter.setPen(QPen(ink, 1));
    if (!m_unitsInterleave)
        painter.drawLines(edges);
    // Names on the block grid, as the logical plane names its regions.
    const RegionLabels labels(
        [&blocks, blockColumns](int64_t i, int64_t j) { return blocks[size_t(i * blockColumns + j)].unit; }, m_name);
    const QPointF origin = area.topLeft();
    m_lastLabels = labels.draw(
        painter, [origin, bw, bh](double i, double j) { return origin + QPointF(j * bw, i * bh); },
        { 0, blockRows, 0, blockColumns }, std::min(bw, bh));
}

void PlaneSummary::renderGrouped(
    QPainter& painter, const QRectF& area, const QPalette& palette, const std::vector<Tally>& tallies) const
{
    // A caption line, then each unit as a panel at its grid place: outlined, named with its share of data, filled
    // as strongly as its samples hold data and hatched by its main padding for the rest.
    QFont font = painter.font();
    font.setPixelSize(11);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const QColor ground = palette.color(QPalette::Base);
    const QColor ink = palette.color(QPalette::Text);
    const double captionHeight = metrics.height() + 6;
    painter.setPen(ink);
    painter.drawText(QRectF(area.left() + 4, area.top(), area.width() - 8, captionHeight),
        Qt::AlignVCenter | Qt::AlignLeft,
        metrics.elidedText(QCoreApplication::translate("tle::PlaneSummary",
                               "The units take turns every few rows: each drawn once, at its grid place"),
            Qt::ElideRight, area.width() - 8));
    const QRectF panels = area.adjusted(2, captionHeight, -2, -2);
    const double pw = panels.width() / double(m_grid.shape[1]);
    const double ph = panels.height() / double(m_grid.shape[0]);
    m_lastLabels = 0;
    for (size_t unit = 0; unit < tallies.size(); ++unit) {
        const Tally& t = tallies[unit];
        if (t.samples == 0)
            continue;
        const auto [row, column] = m_grid.position(int64_t(unit));
        const QRectF box = QRectF(panels.left() + double(column) * pw, panels.top() + double(row) * ph, pw, ph)
                               .adjusted(2, 2, -2, -2);
        const std::optional<double> exact = m_grid.dataShare ? m_grid.dataShare(int64_t(unit)) : std::nullopt;
        const double share = exact ? *exact : double(t.data) / double(t.samples);
        painter.fillRect(box, strengthOf(m_color(int64_t(unit)), ground, share));
        const auto main = std::max_element(t.padding.begin() + 1, t.padding.end());
        if (*main > 0) {
            painter.save();
            painter.setOpacity(0.3);
            painter.fillRect(box, paddingBrush(PaddingCause(main - t.padding.begin()), ink));
            painter.restore();
        }
        painter.setPen(QPen(ink, 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(box);
        const QString text = exact ? QCoreApplication::translate("tle::PlaneSummary", "%1: %2 % data")
                                         .arg(m_name(int64_t(unit)))
                                         .arg(*exact * 100.0, 0, 'g', 2)
                                   : m_name(int64_t(unit));
        const QSizeF size(metrics.horizontalAdvance(text) + 6, metrics.height() + 2);
        if (box.width() < size.width() + 4 || box.height() < size.height() + 4)
            continue;
        const QRectF pill(box.topLeft() + QPointF(2, 2), size);
        painter.fillRect(pill, QColor(255, 255, 255, 220));
        painter.setPen(Qt::black);
        painter.drawText(pill, Qt::AlignCenter, text);
        ++m_lastLabels;
    }
}

} // namespace tle
