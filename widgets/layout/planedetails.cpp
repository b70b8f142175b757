// SPDX-License-Identifier: MIT
// PlanePainter's details over the sampled blocks: the cell grid, padding strips and gap lines, cell numbers and the
// overlay, band by band.
#include "planepainter.h"

#include "unitpalette.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace tle {

// Each band of the picture in turn (the whole plane when it is not wrapped): its part of the plane's rows, where it
// is on the screen, and over its blocks the cell grid, the padding lines and strips, the numbers and the overlay.
void PlanePainter::drawBandDetails(QPainter& painter, const Frame& f, const QPalette& pal) const
{
    const bool outline = f.scale >= 6.0;
    for (int64_t band = f.firstBand; band <= f.lastBand; ++band) {
        const double left = double(band * f.period);
        const int64_t rowBase = band * bandRows();
        const double shownInBand = double(std::min(bandRows(), m_rows - rowBase));
        const double c0 = std::max(f.firstColumn, left);
        const double c1 = std::min(f.lastColumn, left + double(m_columns));
        const double r1 = std::min(f.lastRow, shownInBand);
        if (c1 <= c0 || r1 <= f.firstRow)
            continue;
        painter.save();
        painter.setClipRect(QRectF(f.toScreen(c0, f.firstRow), f.toScreen(c1, r1)).intersected(f.area));
        auto atPlane = [&](double row, double column) { return f.toScreen(left + column, row - double(rowBase)); };
        if (outline) {
            // Cell grid once cells are large enough to read.
            QColor grid = pal.color(QPalette::Base);
            grid.setAlpha(140);
            painter.setPen(QPen(grid, 0));
            for (double c = c0; c <= c1; ++c)
                painter.drawLine(f.toScreen(c, f.firstRow), f.toScreen(c, r1));
            for (double r = f.firstRow; r <= r1; ++r)
                painter.drawLine(f.toScreen(c0, r), f.toScreen(c1, r));
        }
        const std::array<int64_t, 4> visible { rowBase + int64_t(f.firstRow), rowBase + int64_t(r1), int64_t(c0 - left),
            int64_t(c1 - left) };
        if (f.step > 1) {
            drawGapLines(painter, atPlane, visible, f.step, pal);
            drawStrips(painter, atPlane, visible, pal);
        }
        if (m_order && f.scale >= kMinLabelPixels && f.step == 1)
            drawNumbers(painter, atPlane, visible, f.scale, pal);
        if (m_overlay)
            m_overlay(painter, atPlane, visible, f.scale);
        painter.restore();
    }
}

// Sampling keeps one cell per block, so a strip thinner than a block may be stepped over; drawn here from the
// probe's strips, at least kMinStripPixels thick, it shows wherever it is.
void PlanePainter::drawStrips(QPainter& painter, const std::function<QPointF(double, double)>& toScreen,
    std::array<int64_t, 4> visible, const QPalette& palette) const
{
    const auto [firstRow, lastRow, firstCol, lastCol] = visible;
    const QColor ink = palette.color(QPalette::Text);
    for (const PaddingStrip& s : m_strips) {
        const int64_t r0 = std::max(s.row, firstRow);
        const int64_t r1 = std::min(s.row + s.rows, lastRow);
        const int64_t c0 = std::max(s.column, firstCol);
        const int64_t c1 = std::min(s.column + s.columns, lastCol);
        if (r1 <= r0 || c1 <= c0)
            continue;
        QRectF rect(toScreen(double(r0), double(c0)), toScreen(double(r1), double(c1)));
        if (rect.height() < kMinStripPixels)
            rect.setHeight(kMinStripPixels);
        if (rect.width() < kMinStripPixels)
            rect.setWidth(kMinStripPixels);
        painter.fillRect(rect, palette.color(QPalette::AlternateBase));
        painter.fillRect(rect, paddingBrush(s.cause, ink));
        // A strip too thin for its hatching to show is drawn in the hatch's ink.
        if (rect.height() < 4 || rect.width() < 4)
            painter.fillRect(rect, ink);
        m_lastStrips.push_back(rect);
    }
}

// Alignment or stride gaps repeat inside the data, often many times per block: each run of blocks (along rows, then
// columns) that holds some gap line is hatched in the gap's pattern without a fill, so the cores' colours show
// through and the picture says "data and padding here" instead of whichever one a sample happened to hit.
namespace {
constexpr double kGapSlicePixels = 16.0;
}

void PlanePainter::drawGapLines(QPainter& painter, const std::function<QPointF(double, double)>& toScreen,
    std::array<int64_t, 4> visible, int64_t step, const QPalette& palette) const
{
    if (!m_gapLines.within)
        return;
    const auto [firstRow, lastRow, firstCol, lastCol] = visible;
    const QColor ink = palette.color(QPalette::Text);
    auto runs = [&](PlaneAxis axis, int64_t first, int64_t last, const auto& draw) {
        int64_t runStart = -1;
        PaddingCause runCause = PaddingCause::None;
        for (int64_t at = first / step * step; at < last; at += step) {
            const std::optional<PaddingCause> cause
                = m_gapLines.within(axis, std::max(at, first), std::min(at + step, last));
            if (cause && runStart >= 0 && *cause == runCause)
                continue;
            if (runStart >= 0)
                draw(std::max(runStart, first), at, runCause);
            runStart = cause ? at : -1;
            runCause = cause.value_or(PaddingCause::None);
        }
        if (runStart >= 0)
            draw(std::max(runStart, first), last, runCause);
    };
    auto fill = [&](QRectF rect, PaddingCause cause) {
        rect = rect.normalized();
        if (rect.height() < kMinStripPixels)
            rect.setHeight(kMinStripPixels);
        if (rect.width() < kMinStripPixels)
            rect.setWidth(kMinStripPixels);
        // In slices of a few rows: the raster engine hands one large pattern fill to its thread pool, whose hand-off
        // costs more than the fill on a machine of few cores.
        const QBrush brush = paddingBrush(cause, ink);
        for (double top = rect.top(); top < rect.bottom(); top += kGapSlicePixels)
            painter.fillRect(
                QRectF(rect.left(), top, rect.width(), std::min(kGapSlicePixels, rect.bottom() - top)), brush);
        m_lastGaps.push_back(rect);
    };
    runs(PlaneAxis::Rows, firstRow, lastRow, [&](int64_t from, int64_t to, PaddingCause cause) {
        fill(QRectF(toScreen(double(from), double(firstCol)), toScreen(double(to), double(lastCol))), cause);
    });
    runs(PlaneAxis::Columns, firstCol, lastCol, [&](int64_t from, int64_t to, PaddingCause cause) {
        fill(QRectF(toScreen(double(firstRow), double(from)), toScreen(double(lastRow), double(to))), cause);
    });
}

std::optional<QFont> PlanePainter::numberFont(const QFont& base, int digits, double cellPixels, int largestPixels)
{
    constexpr int kSmallestPixels = 7;
    QFont font = base;
    for (int pixels = std::max(largestPixels, kSmallestPixels); pixels >= kSmallestPixels; --pixels) {
        font.setPixelSize(pixels);
        if (QFontMetricsF(font).horizontalAdvance(QString(digits, QLatin1Char('8'))) <= cellPixels - 3.0)
            return font;
    }
    return std::nullopt;
}

// Each number in its cell, all in one font small enough for the longest (none when even the smallest readable size
// is too wide, rather than numbers running into their neighbours), dark on light cells, light on dark.
void PlanePainter::drawNumbers(QPainter& painter, const std::function<QPointF(double, double)>& toScreen,
    std::array<int64_t, 4> visible, double scale, const QPalette& palette) const
{
    const auto [firstRow, lastRow, firstCol, lastCol] = visible;
    const int largest = int(std::clamp(scale / 3.0, 7.0, 14.0));
    // One font for every visible number, the one in which the longest fits: numbers of mixed sizes, or some shown
    // and their longer neighbours left out, read as noise. When the longest does not fit, none is drawn.
    struct Numbered
    {
        int64_t row;
        int64_t column;
        int64_t order;
    };
    std::vector<Numbered> cells;
    int64_t most = 0;
    for (int64_t r = firstRow; r < lastRow; ++r) {
        for (int64_t c = firstCol; c < lastCol; ++c) {
            const int64_t order = m_order(r, c);
            if (order < 0)
                continue;
            cells.push_back({ r, c, order });
            most = std::max(most, order);
        }
    }
    if (cells.empty())
        return;
    const std::optional<QFont> font = numberFont(painter.font(), int(QString::number(most).size()), scale, largest);
    if (!font)
        return;
    painter.setFont(*font);
    m_lastNumbers += int64_t(cells.size());
    for (const Numbered& n : cells) {
        const ProbeSite site = m_site(n.row, n.column);
        const QColor fill = site.padding == PaddingCause::None ? cellColor(site, n.row, n.column)
                                                               : palette.color(QPalette::AlternateBase);
        painter.setPen(fill.lightnessF() < 0.45 ? Qt::white : Qt::black);
        painter.drawText(
            QRectF(toScreen(double(n.row), double(n.column)), toScreen(double(n.row + 1), double(n.column + 1))),
            Qt::AlignCenter, QString::number(n.order));
    }
}

} // namespace tle
