// SPDX-License-Identifier: MIT
#include "planepainter.h"

#include "unitpalette.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tle {

void PlanePainter::setPlane(int64_t rows, int64_t columns, SiteFn site, const QString& title, OrderFn order)
{
    m_order = std::move(order);
    m_rows = std::max<int64_t>(0, rows);
    m_columns = std::max<int64_t>(0, columns);
    m_site = std::move(site);
    m_title = title;
    m_highlight.reset();
}

int64_t PlanePainter::shownColumns() const
{
    return m_bands > 1 ? m_bands * (m_columns + m_gap) - m_gap : m_columns;
}

std::optional<std::array<int64_t, 2>> PlanePainter::planeCellOf(int64_t shownRow, int64_t shownColumn) const
{
    if (m_bands <= 1)
        return std::array<int64_t, 2> { shownRow, shownColumn };
    const int64_t band = shownColumn / (m_columns + m_gap);
    const int64_t column = shownColumn % (m_columns + m_gap);
    const int64_t row = band * m_bandRows + shownRow;
    if (column >= m_columns || row >= m_rows || band >= m_bands)
        return std::nullopt;
    return std::array<int64_t, 2> { row, column };
}

std::array<int64_t, 2> PlanePainter::shownCellOf(int64_t row, int64_t column) const
{
    if (m_bands <= 1)
        return { row, column };
    return { row % m_bandRows, (row / m_bandRows) * (m_columns + m_gap) + column };
}

QPointF PlanePainter::shownPoint(double row, double column) const
{
    if (m_bands <= 1)
        return { column, row };
    const double band = std::clamp(std::floor(row / double(m_bandRows)), 0.0, double(m_bands - 1));
    return { band * double(m_columns + m_gap) + column, row - band * double(m_bandRows) };
}

QPointF PlanePainter::planePoint(QPointF shown) const
{
    if (m_bands <= 1)
        return shown;
    const double period = double(m_columns + m_gap);
    const double band = std::clamp(std::floor(shown.x() / period), 0.0, double(m_bands - 1));
    return { shown.x() - band * period, shown.y() + band * double(m_bandRows) };
}

QString PlanePainter::shownTitle() const
{
    if (m_summary)
        return m_title + m_summaryNote;
    if (m_bands <= 1)
        return m_title;
    return m_title
        + QCoreApplication::translate(
            "tle::PlanePainter", " — wrapped: %1 rows shown as %2 bands of %3 rows, left to right")
              .arg(QLocale().toString(qlonglong(m_rows)), QLocale().toString(qlonglong(m_bands)),
                  QLocale().toString(qlonglong(m_bandRows)));
}

// Bands side by side so that the picture's shape comes near the area's, each band a whole number of
// one of `m_wrapMultiples` rows; only when the plane fitted whole would fill less than a quarter of the area's width.
void PlanePainter::chooseWrap()
{
    m_bands = 1;
    const QRectF area = planeArea(QRectF(QPointF(0, 0), m_viewport));
    if (m_summary || m_wrapMultiples.empty() || m_wrapMultiples.front() <= 0 || m_rows <= 0 || m_columns <= 0
        || area.width() <= 0 || area.height() <= 0)
        return;
    const double plain = std::min(area.width() / double(m_columns), area.height() / double(m_rows));
    if (plain * double(m_columns) >= area.width() / 4.0)
        return;
    const int64_t gap = std::max<int64_t>(1, m_columns / 4);
    const double ideal = std::sqrt(double(m_rows) * area.width() / (double(m_columns + gap) * area.height()));
    const int64_t wanted = std::clamp<int64_t>(int64_t(ideal), 1, 4096);
    int64_t bandRows = 0;
    int64_t bands = 0;
    for (const int64_t multiple : m_wrapMultiples) {
        if (multiple <= 0)
            break;
        bandRows = (m_rows + wanted - 1) / wanted;
        bandRows = (bandRows + multiple - 1) / multiple * multiple;
        bands = (m_rows + bandRows - 1) / bandRows;
        if (bands * 2 >= wanted)
            break;
    }
    if (bands < 2)
        return;
    m_bands = bands;
    m_bandRows = bandRows;
    m_gap = gap;
}

QRectF PlanePainter::planeArea(const QRectF& target) const
{
    return target.adjusted(kMargin, titleHeight(target.width()), -kMargin, -kMargin);
}

double PlanePainter::titleHeight(double width) const
{
    // A long title wraps (up to four lines) instead of being cut at the plane's edge.
    const QFontMetricsF metrics { QFont() };
    const QRectF text = metrics.boundingRect(
        QRectF(0, 0, std::max(1.0, width - 2 * kMargin), 1e6), Qt::TextWordWrap | Qt::AlignLeft, shownTitle());
    return std::max(kTitleHeight, std::min(text.height(), 4 * metrics.lineSpacing()) + 4);
}

void PlanePainter::fit()
{
    chooseWrap();
    const QRectF area = planeArea(QRectF(QPointF(0, 0), m_viewport));
    if (m_rows <= 0 || m_columns <= 0 || area.width() <= 0 || area.height() <= 0)
        return;
    m_scale = std::min(area.width() / double(shownColumns()), area.height() / double(shownRows()));
    m_origin = QPointF(0, 0);
}

void PlanePainter::zoomBy(double factor, QPointF anchor)
{
    if (m_summary)
        return;
    const QRectF area = planeArea(QRectF(QPointF(0, 0), m_viewport));
    const QPointF before = m_origin + (anchor - area.topLeft()) / m_scale;
    m_scale = clampedScale(m_scale * factor);
    m_origin = before - (anchor - area.topLeft()) / m_scale;
}

void PlanePainter::panBy(QPointF pixels)
{
    if (m_summary)
        return;
    m_origin -= pixels / m_scale;
}

double PlanePainter::clampedScale(double scale) const
{
    // Zoom out no further than the whole plane at 1/8 of the view, in no further than 400 pixels per cell.
    const double fitScale
        = scaleToFit(double(std::max<int64_t>(1, shownRows())), double(std::max<int64_t>(1, shownColumns())));
    return std::clamp(scale, std::min(fitScale / 8.0, 400.0), 400.0);
}

QPointF PlanePainter::centre() const
{
    const QRectF area = planeArea(QRectF(QPointF(0, 0), m_viewport));
    return m_origin + QPointF(area.width(), area.height()) / (2.0 * m_scale);
}

QSizeF PlanePainter::areaSize() const
{
    return planeArea(QRectF(QPointF(0, 0), m_viewport)).size();
}

double PlanePainter::scaleToFit(double rows, double columns) const
{
    const QRectF area = planeArea(QRectF(QPointF(0, 0), m_viewport));
    return std::min(area.width() / std::max(1.0, columns), area.height() / std::max(1.0, rows));
}

void PlanePainter::setView(double scale, QPointF centre)
{
    const QRectF area = planeArea(QRectF(QPointF(0, 0), m_viewport));
    m_scale = clampedScale(scale);
    m_origin = centre - QPointF(area.width(), area.height()) / (2.0 * m_scale);
}

std::optional<std::array<int64_t, 2>> PlanePainter::cellAt(QPointF pos) const
{
    const QRectF area = planeArea(QRectF(QPointF(0, 0), m_viewport));
    if (m_summary)
        return m_rows > 0 ? m_summary->cellAt(area, pos) : std::nullopt;
    if (!area.contains(pos) || m_rows <= 0)
        return std::nullopt;
    const QPointF plane = m_origin + (pos - area.topLeft()) / m_scale;
    const double column = std::floor(plane.x());
    const double row = std::floor(plane.y());
    if (row < 0 || column < 0 || row >= double(shownRows()) || column >= double(shownColumns()))
        return std::nullopt;
    return planeCellOf(int64_t(row), int64_t(column));
}

QPointF PlanePainter::cellCenter(int64_t row, int64_t column) const
{
    const QRectF area = planeArea(QRectF(QPointF(0, 0), m_viewport));
    if (m_summary)
        return m_summary->cellRect(area, row, column).center();
    const auto [shownRow, shownColumn] = shownCellOf(row, column);
    return area.topLeft() + (QPointF(double(shownColumn) + 0.5, double(shownRow) + 0.5) - m_origin) * m_scale;
}

void PlanePainter::renderBase(QPainter& painter, const QRectF& target, const QPalette& pal) const
{
    painter.save();
    painter.fillRect(target, pal.color(QPalette::Base));
    painter.setPen(pal.color(QPalette::Text));
    m_lastSamples = 0;
    m_lastStrips.clear();
    m_lastGaps.clear();
    m_lastNumbers = 0;
    if (m_rows <= 0 || m_columns <= 0 || !m_site) {
        // An empty plane's title is the message why: centred and wrapped, so that it reads at any width.
        painter.drawText(
            target.adjusted(kMargin, kMargin, -kMargin, -kMargin), Qt::AlignCenter | Qt::TextWordWrap, m_title);
        painter.restore();
        return;
    }
    painter.setFont(QFont());
    painter.drawText(
        QRectF(target.left() + kMargin, target.top(), target.width() - 2 * kMargin, titleHeight(target.width())),
        Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, shownTitle());
    if (m_summary)
        m_summary->render(painter, planeArea(target), pal);
    else if (const std::optional<Frame> frame = frameOf(target)) {
        painter.setClipRect(frame->area);
        fillBlocks(painter, *frame, pal);
        drawBandDetails(painter, *frame, pal);
    }
    painter.restore();
}

// Visible cells of the picture, then the sampling step. A wrapped picture is sampled band by band, each block
// inside one band, so a block never mixes the rows of two bands; a band narrower than a block is one block wide.
std::optional<PlanePainter::Frame> PlanePainter::frameOf(const QRectF& target) const
{
    Frame f;
    f.area = planeArea(target);
    f.scale = targetScale(target);
    f.origin = m_origin;
    f.firstColumn = std::max(0.0, std::floor(m_origin.x()));
    f.firstRow = std::max(0.0, std::floor(m_origin.y()));
    f.lastColumn = std::min(double(shownColumns()), std::ceil(m_origin.x() + f.area.width() / f.scale));
    f.lastRow = std::min(double(shownRows()), std::ceil(m_origin.y() + f.area.height() / f.scale));
    if (f.lastColumn <= f.firstColumn || f.lastRow <= f.firstRow)
        return std::nullopt;
    f.period = m_columns + m_gap;
    f.firstBand = m_bands > 1 ? int64_t(f.firstColumn) / f.period : 0;
    f.lastBand = m_bands > 1 ? std::min(m_bands - 1, int64_t(f.lastColumn) / f.period) : 0;
    // How many blocks a step gives: the visible columns of each band (all of them when the plane is not wrapped)
    // by the visible rows.
    auto blocks = [&](double step) {
        double count = 0;
        for (int64_t band = f.firstBand; band <= f.lastBand; ++band) {
            const int64_t left = m_bands > 1 ? band * f.period : 0;
            const int64_t right = m_bands > 1 ? left + m_columns : shownColumns();
            const int64_t from = std::max<int64_t>(left, int64_t(f.firstColumn));
            const int64_t to = std::min<int64_t>(right, int64_t(f.lastColumn));
            if (to > from)
                count += std::ceil(double(to - from) / step);
        }
        return count * std::ceil((f.lastRow - f.firstRow) / step);
    };
    double step = std::max(1.0, std::ceil(kMinSamplePixels / f.scale));
    while (blocks(step) > double(kMaxSamples))
        step *= 2;
    f.step = int64_t(step);
    return f;
}

// A block whose first cell is room between parts (a caption row) takes its look from a cell further down, so that
// the rows it covers are not left blank.
std::pair<ProbeSite, std::optional<std::array<int64_t, 2>>> PlanePainter::blockSite(
    int64_t r, int64_t c, int64_t rowEnd, int64_t s) const
{
    for (int64_t row : { r, std::min(r + s - 1, rowEnd - 1), r + (std::min(r + s, rowEnd) - r) / 2 }) {
        auto cell = planeCellOf(row, c);
        ProbeSite site = cell ? m_site((*cell)[0], (*cell)[1]) : ProbeSite {};
        if (site.padding != PaddingCause::None && s > 1 && m_gapLines.firstData && cell) {
            // Landed on a padding line inside the data: the block's first data row and column, if it has them.
            const int64_t dataRow
                = m_gapLines.firstData(PlaneAxis::Rows, (*cell)[0], (*cell)[0] + std::min(s, rowEnd - r));
            const int64_t dataColumn
                = m_gapLines.firstData(PlaneAxis::Columns, (*cell)[1], std::min((*cell)[1] + s, m_columns));
            if (dataRow >= 0 && dataColumn >= 0) {
                const ProbeSite data = m_site(dataRow, dataColumn);
                if (data.padding == PaddingCause::None) {
                    site = data;
                    cell = std::array<int64_t, 2> { dataRow, dataColumn };
                }
            }
        }
        if (site.padding != PaddingCause::None || site.unit >= 0)
            return { site, cell };
        if (s == 1)
            break;
    }
    return { ProbeSite {}, std::nullopt };
}

// One sampled cell per block. Blocks of a row that look the same (one colour, or one padding cause) are filled as
// one run: a plane of a few large shards paints in a few hundred fills instead of one per block.
void PlanePainter::fillBlocks(QPainter& painter, const Frame& f, const QPalette& pal) const
{
    struct Run
    {
        double left = 0;
        double right = 0;
        QColor color;
        PaddingCause padding = PaddingCause::None;
        bool open = false;
    } run;
    const QColor ink = pal.color(QPalette::Text);
    const int64_t s = f.step;
    QRectF rowBand;
    auto flush = [&] {
        if (!run.open)
            return;
        // Edges on whole pixels: antialiased fills meeting at a fraction of a pixel leave light seams between rows.
        const QRectF rect(QPointF(std::round(run.left), std::round(rowBand.top())),
            QPointF(std::round(run.right), std::round(rowBand.bottom())));
        if (rect.isEmpty()) {
            run.open = false;
            return;
        }
        if (run.padding == PaddingCause::None) {
            painter.fillRect(rect, run.color);
        } else {
            painter.fillRect(rect, pal.color(QPalette::AlternateBase));
            painter.fillRect(rect, paddingBrush(run.padding, ink));
        }
        run.open = false;
    };
    painter.setPen(Qt::NoPen);
    for (int64_t r = int64_t(f.firstRow) / s * s; r < int64_t(f.lastRow); r += s) {
        for (int64_t band = f.firstBand; band <= f.lastBand; ++band) {
            // The band's rows end where the plane's do (the last band is shorter), its columns at its width.
            const int64_t rowEnd = m_bands > 1 ? std::min(m_bandRows, m_rows - band * m_bandRows) : shownRows();
            if (r >= rowEnd)
                continue;
            const double top = f.toScreen(0.0, double(r)).y();
            rowBand = QRectF(0, top, 0, f.toScreen(0.0, double(std::min(r + s, rowEnd))).y() - top);
            const int64_t bandLeft = m_bands > 1 ? band * f.period : 0;
            const int64_t bandRight = m_bands > 1 ? bandLeft + m_columns : shownColumns();
            const int64_t from = std::max(bandLeft, bandLeft + (int64_t(f.firstColumn) - bandLeft) / s * s);
            const int64_t to = std::min(bandRight, int64_t(f.lastColumn));
            for (int64_t c = from; c < to; c += s) {
                const auto [site, cell] = blockSite(r, c, rowEnd, s);
                // A cell with no home and no padding is room between parts of the plane (a caption row, a band gap).
                if (site.padding == PaddingCause::None && site.unit < 0) {
                    flush();
                    continue;
                }
                const QColor color
                    = site.padding == PaddingCause::None ? cellColor(site, (*cell)[0], (*cell)[1]) : QColor();
                const double left = f.toScreen(double(c), 0.0).x();
                const double right = f.toScreen(double(std::min(c + s, bandRight)), 0.0).x();
                if (run.open && run.padding == site.padding && run.color == color && left <= run.right + 0.5) {
                    run.right = right;
                } else {
                    flush();
                    run = Run { left, right, color, site.padding, true };
                }
                ++m_lastSamples;
            }
            flush();
        }
    }
}

QColor PlanePainter::cellColor(const ProbeSite& site, int64_t row, int64_t column) const
{
    const QColor base = colorOf(m_unitColors, site.unit);
    if (!m_shade)
        return base;
    // Early cells lean to white, the last take the unit's colour: the order reads as a ramp.
    // Sixteen steps read as a smooth ramp and let neighbouring blocks of one step be filled as one run.
    const double step = std::round(std::clamp(m_shade(row, column), 0.0, 1.0) * 16.0) / 16.0;
    const double towardWhite = 0.6 * (1.0 - step);
    return QColor::fromRgbF(float(base.redF() + (1.0 - base.redF()) * towardWhite),
        float(base.greenF() + (1.0 - base.greenF()) * towardWhite),
        float(base.blueF() + (1.0 - base.blueF()) * towardWhite));
}

void PlanePainter::renderHighlight(QPainter& painter, const QRectF& target, const QPalette& pal) const
{
    if (!m_highlight || m_rows <= 0 || m_columns <= 0)
        return;
    const QRectF area = planeArea(target);
    const double scale = targetScale(target);
    auto toScreen
        = [&](double column, double row) { return area.topLeft() + (QPointF(column, row) - m_origin) * scale; };
    painter.save();
    painter.setClipRect(area);
    const auto [r, c] = shownCellOf((*m_highlight)[0], (*m_highlight)[1]);
    const QRectF cell = m_summary ? m_summary->cellRect(area, (*m_highlight)[0], (*m_highlight)[1])
                                  : QRectF(toScreen(double(c), double(r)), toScreen(double(c + 1), double(r + 1)));
    const QRectF mark = cell.width() < 6 ? cell.adjusted(-3, -3, 3, 3) : cell;
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(pal.color(QPalette::Highlight), 2.5));
    painter.drawRect(mark);
    painter.restore();
}

void PlanePainter::render(QPainter& painter, const QRectF& target, const QPalette& pal) const
{
    renderBase(painter, target, pal);
    renderHighlight(painter, target, pal);
}

double PlanePainter::targetScale(const QRectF& target) const
{
    // The view transform is defined on the widget; a different target (an export) scales it, by the tighter
    // side so the picture never spills out of the target.
    const QRectF widgetArea = planeArea(QRectF(QPointF(0, 0), m_viewport));
    const QRectF area = planeArea(target);
    const double sx = widgetArea.width() > 0 && widgetArea.height() > 0
        ? std::min(area.width() / widgetArea.width(), area.height() / widgetArea.height())
        : 1.0;
    return m_scale * sx;
}

} // namespace tle
