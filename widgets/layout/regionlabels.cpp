// SPDX-License-Identifier: MIT
#include "regionlabels.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
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

int RegionLabels::draw(QPainter& painter, const std::function<QPointF(double, double)>& at,
    std::array<int64_t, 4> visible, double scale) const
{
    const auto [r0, r1, c0, c1] = visible;
    if (r1 <= r0 || c1 <= c0 || scale <= 0 || !m_unit)
        return 0;
    // Blocks of whole cells, each at least kBlockPixels on the screen, and never too many of them.
    int64_t step = std::max<int64_t>(1, int64_t(std::ceil(kBlockPixels / scale)));
    auto rowsOf = [&](int64_t s) { return (r1 - r0 + s - 1) / s; };
    auto columnsOf = [&](int64_t s) { return (c1 - c0 + s - 1) / s; };
    while (rowsOf(step) * columnsOf(step) > kMaxBlocks)
        step *= 2;
    const int64_t rows = rowsOf(step);
    const int64_t columns = columnsOf(step);
    // A block's unit is that of its middle cell.
    std::vector<int64_t> unit(size_t(rows * columns));
    for (int64_t i = 0; i < rows; ++i) {
        const int64_t r = std::min(r1 - 1, r0 + i * step + step / 2);
        for (int64_t j = 0; j < columns; ++j)
            unit[size_t(i * columns + j)] = m_unit(r, std::min(c1 - 1, c0 + j * step + step / 2));
    }
    // How many blocks of the same unit run to the right of each block, to test where a name fits.
    std::vector<int64_t> run(unit.size());
    for (int64_t i = 0; i < rows; ++i) {
        for (int64_t j = columns - 1; j >= 0; --j) {
            const size_t k = size_t(i * columns + j);
            run[k] = unit[k] < 0 ? 0 : 1 + (j + 1 < columns && unit[k + 1] == unit[k] ? run[k + 1] : 0);
        }
    }
    painter.save();
    QFont font = painter.font();
    font.setPixelSize(10);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const double blockPixels = double(step) * scale;
    // When blocks span several cells, a region's edge may fall inside its first block: keep one block clear.
    const int64_t margin = step > 1 ? 1 : 0;
    std::vector<char> seen(unit.size(), 0);
    std::unordered_map<int64_t, QString> names;
    int drawn = 0;
    std::vector<size_t> stack;
    for (size_t start = 0; start < unit.size(); ++start) {
        if (seen[start] || unit[start] < 0)
            continue;
        // The connected region of this block's unit, visited in full so that it is named once.
        const int64_t u = unit[start];
        std::vector<size_t> region;
        stack.assign(1, start);
        seen[start] = 1;
        while (!stack.empty()) {
            const size_t k = stack.back();
            stack.pop_back();
            region.push_back(k);
            const int64_t i = int64_t(k) / columns;
            const int64_t j = int64_t(k) % columns;
            auto visit = [&](int64_t ni, int64_t nj) {
                if (ni < 0 || nj < 0 || ni >= rows || nj >= columns)
                    return;
                const size_t n = size_t(ni * columns + nj);
                if (!seen[n] && unit[n] == u) {
                    seen[n] = 1;
                    stack.push_back(n);
                }
            };
            visit(i - 1, j);
            visit(i + 1, j);
            visit(i, j - 1);
            visit(i, j + 1);
        }
        auto name = names.find(u);
        if (name == names.end())
            name = names.emplace(u, m_name(u)).first;
        const QSizeF pill(metrics.horizontalAdvance(name->second) + 4, metrics.height() + 1);
        const int64_t wide = int64_t(std::ceil((pill.width() + 4) / blockPixels)) + 2 * margin;
        const int64_t high = int64_t(std::ceil((pill.height() + 4) / blockPixels)) + 2 * margin;
        if (int64_t(region.size()) < wide * high)
            continue;
        // The first block, in reading order, with room for the name below and to the right of it.
        std::sort(region.begin(), region.end());
        for (const size_t k : region) {
            const int64_t i = int64_t(k) / columns;
            const int64_t j = int64_t(k) % columns;
            if (i + high > rows || j + wide > columns)
                continue;
            bool fits = true;
            for (int64_t d = 0; d < high && fits; ++d)
                fits = run[size_t((i + d) * columns + j)] >= wide && unit[size_t((i + d) * columns + j)] == u;
            if (!fits)
                continue;
            const QPointF corner = at(double(r0 + (i + margin) * step), double(c0 + (j + margin) * step));
            const QRectF box(corner + QPointF(2, 2), pill);
            painter.fillRect(box, QColor(255, 255, 255, 215));
            painter.setPen(Qt::black);
            painter.drawText(box, Qt::AlignCenter, name->second);
            ++drawn;
            break;
        }
    }
    painter.restore();
    return drawn;
}

} // namespace tle
