// SPDX-License-Identifier: MIT
#include "regionlabels.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <optional>
#include <unordered_map>
#include <vector>

namespace tle {

RegionLabels::RegionLabels(UnitFn unit, NameFn name)
    : m_unit(std::move(unit))
    , m_name(std::move(name))
{ }

PlanePainter::OverlayFn RegionLabels::overlay() const
{
    return [labels = *this](QPainter& painter, const std::function<QPointF(double, double)>& at,
               std::array<int64_t, 4> visible, double scale) { labels.draw(painter, at, visible, scale); };
}

namespace {

// The visible cells in square blocks of `step` cells, each with the unit of its middle cell.
struct Blocks
{
    int64_t step = 1;
    int64_t rows = 0;
    int64_t columns = 0;
    std::vector<int64_t> unit;
    // How many blocks of the same unit run to the right of each block, to test where a name fits.
    std::vector<int64_t> run;

    size_t at(int64_t i, int64_t j) const { return size_t(i * columns + j); }
};

Blocks sampleBlocks(const RegionLabels::UnitFn& unitAt, std::array<int64_t, 4> visible, double scale)
{
    const auto [r0, r1, c0, c1] = visible;
    Blocks b;
    // Blocks of whole cells, each at least kBlockPixels on the screen, and never too many of them.
    b.step = std::max<int64_t>(1, int64_t(std::ceil(RegionLabels::kBlockPixels / scale)));
    auto rowsOf = [&](int64_t s) { return (r1 - r0 + s - 1) / s; };
    auto columnsOf = [&](int64_t s) { return (c1 - c0 + s - 1) / s; };
    while (rowsOf(b.step) * columnsOf(b.step) > RegionLabels::kMaxBlocks)
        b.step *= 2;
    b.rows = rowsOf(b.step);
    b.columns = columnsOf(b.step);
    b.unit.resize(size_t(b.rows * b.columns));
    for (int64_t i = 0; i < b.rows; ++i) {
        const int64_t r = std::min(r1 - 1, r0 + i * b.step + b.step / 2);
        for (int64_t j = 0; j < b.columns; ++j)
            b.unit[b.at(i, j)] = unitAt(r, std::min(c1 - 1, c0 + j * b.step + b.step / 2));
    }
    b.run.resize(b.unit.size());
    for (int64_t i = 0; i < b.rows; ++i) {
        for (int64_t j = b.columns - 1; j >= 0; --j) {
            const size_t k = b.at(i, j);
            b.run[k] = b.unit[k] < 0 ? 0 : 1 + (j + 1 < b.columns && b.unit[k + 1] == b.unit[k] ? b.run[k + 1] : 0);
        }
    }
    return b;
}

// The connected region of block `start`'s unit, visited in full so that it is named once; its blocks become `seen`.
std::vector<size_t> regionOf(const Blocks& b, size_t start, std::vector<char>& seen, std::vector<size_t>& stack)
{
    const int64_t u = b.unit[start];
    std::vector<size_t> region;
    stack.assign(1, start);
    seen[start] = 1;
    while (!stack.empty()) {
        const size_t k = stack.back();
        stack.pop_back();
        region.push_back(k);
        const int64_t i = int64_t(k) / b.columns;
        const int64_t j = int64_t(k) % b.columns;
        auto visit = [&](int64_t ni, int64_t nj) {
            if (ni < 0 || nj < 0 || ni >= b.rows || nj >= b.columns)
                return;
            const size_t n = b.at(ni, nj);
            if (!seen[n] && b.unit[n] == u) {
                seen[n] = 1;
                stack.push_back(n);
            }
        };
        visit(i - 1, j);
        visit(i + 1, j);
        visit(i, j - 1);
        visit(i, j + 1);
    }
    return region;
}

// The first block of the region, in reading order, with room for a name `wide` x `high` blocks below and to the
// right of it; none when no block has.
std::optional<size_t> roomFor(const Blocks& b, std::vector<size_t> region, int64_t wide, int64_t high)
{
    const int64_t u = b.unit[region.front()];
    std::sort(region.begin(), region.end());
    for (const size_t k : region) {
        const int64_t i = int64_t(k) / b.columns;
        const int64_t j = int64_t(k) % b.columns;
        if (i + high > b.rows || j + wide > b.columns)
            continue;
        bool fits = true;
        for (int64_t d = 0; d < high && fits; ++d)
            fits = b.run[b.at(i + d, j)] >= wide && b.unit[b.at(i + d, j)] == u;
        if (fits)
            return k;
    }
    return std::nullopt;
}

} // namespace

int RegionLabels::draw(QPainter& painter, const std::function<QPointF(double, double)>& at,
    std::array<int64_t, 4> visible, double scale) const
{
    const auto [r0, r1, c0, c1] = visible;
    if (r1 <= r0 || c1 <= c0 || scale <= 0 || !m_unit)
        return 0;
    const Blocks blocks = sampleBlocks(m_unit, visible, scale);
    const int64_t step = blocks.step;
    painter.save();
    QFont font = painter.font();
    font.setPixelSize(10);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const double blockPixels = double(step) * scale;
    // When blocks span several cells, a region's edge may fall inside its first block: keep one block clear.
    const int64_t margin = step > 1 ? 1 : 0;
    std::vector<char> seen(blocks.unit.size(), 0);
    std::unordered_map<int64_t, QString> names;
    int drawn = 0;
    std::vector<size_t> stack;
    for (size_t start = 0; start < blocks.unit.size(); ++start) {
        if (seen[start] || blocks.unit[start] < 0)
            continue;
        const int64_t u = blocks.unit[start];
        std::vector<size_t> region = regionOf(blocks, start, seen, stack);
        auto name = names.find(u);
        if (name == names.end())
            name = names.emplace(u, m_name(u)).first;
        const QSizeF pill(metrics.horizontalAdvance(name->second) + 4, metrics.height() + 1);
        const int64_t wide = int64_t(std::ceil((pill.width() + 4) / blockPixels)) + 2 * margin;
        const int64_t high = int64_t(std::ceil((pill.height() + 4) / blockPixels)) + 2 * margin;
        if (int64_t(region.size()) < wide * high)
            continue;
        const std::optional<size_t> k = roomFor(blocks, std::move(region), wide, high);
        if (!k)
            continue;
        const int64_t i = int64_t(*k) / blocks.columns;
        const int64_t j = int64_t(*k) % blocks.columns;
        const QPointF corner = at(double(r0 + (i + margin) * step), double(c0 + (j + margin) * step));
        const QRectF box(corner + QPointF(2, 2), pill);
        painter.fillRect(box, QColor(255, 255, 255, 215));
        painter.setPen(Qt::black);
        painter.drawText(box, Qt::AlignCenter, name->second);
        ++drawn;
    }
    painter.restore();
    return drawn;
}

} // namespace tle
