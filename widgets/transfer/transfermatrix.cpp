// SPDX-License-Identifier: MIT
#include "transfermatrix.h"

#include <QHelpEvent>
#include <QLinearGradient>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace tle {

namespace {

constexpr int kMaxLabelled = 64;

QString unitLabel(const TransferEndpoint& e)
{
    if (e.kind == TransferEndpoint::Kind::DramBank)
        return TransferMatrix::tr("D%1").arg(e.bank);
    return QStringLiteral("%1,%2").arg(e.y).arg(e.x);
}

// Rows and columns in the device's order, whatever order the plan or the trace met them in: DRAM banks by number,
// then cores row by row, so that a modelled and a traced matrix of one reshard look alike.
void sortUnits(std::vector<int32_t>& units, const std::vector<TransferEndpoint>& endpoints)
{
    std::stable_sort(units.begin(), units.end(), [&](int32_t a, int32_t b) {
        const TransferEndpoint& ea = endpoints[size_t(a)];
        const TransferEndpoint& eb = endpoints[size_t(b)];
        const bool bankA = ea.kind == TransferEndpoint::Kind::DramBank;
        const bool bankB = eb.kind == TransferEndpoint::Kind::DramBank;
        if (bankA != bankB)
            return bankA;
        if (bankA)
            return ea.bank < eb.bank;
        return std::pair(ea.y, ea.x) < std::pair(eb.y, eb.x);
    });
}

// Viridis, sampled: a sequential scale that stays ordered in lightness and under the common colour-vision
// deficiencies (no red against green).
QColor heatColor(double share)
{
    static constexpr std::array<std::array<int, 3>, 6> kStops = { { { 68, 1, 84 }, { 65, 68, 135 }, { 42, 120, 142 },
        { 34, 168, 132 }, { 122, 209, 81 }, { 253, 231, 37 } } };
    const double at = std::clamp(share, 0.0, 1.0) * double(kStops.size() - 1);
    const size_t i = std::min(size_t(at), kStops.size() - 2);
    const double t = at - double(i);
    auto mix = [&](int k) { return int(std::lround(kStops[i][size_t(k)] * (1 - t) + kStops[i + 1][size_t(k)] * t)); };
    return QColor(mix(0), mix(1), mix(2));
}

} // namespace

TransferMatrix::TransferMatrix(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("transferMatrix"));
    setMouseTracking(true);
    setMinimumSize(100, 80);
}

void TransferMatrix::setPlan(std::shared_ptr<const TransferPlan> plan)
{
    m_plan = std::move(plan);
    m_rows.clear();
    m_columns.clear();
    m_bytes.clear();
    m_calls.clear();
    m_max = 1;
    if (m_plan) {
        std::map<int32_t, int> rowOf;
        std::map<int32_t, int> columnOf;
        for (const TransferPlan::Cell& c : m_plan->matrix) {
            rowOf.emplace(c.from, 0);
            columnOf.emplace(c.to, 0);
        }
        for (const auto& entry : rowOf)
            m_rows.push_back(entry.first);
        for (const auto& entry : columnOf)
            m_columns.push_back(entry.first);
        sortUnits(m_rows, m_plan->fromUnits);
        sortUnits(m_columns, m_plan->toUnits);
        for (size_t i = 0; i < m_rows.size(); ++i)
            rowOf[m_rows[i]] = int(i);
        for (size_t i = 0; i < m_columns.size(); ++i)
            columnOf[m_columns[i]] = int(i);
        m_bytes.assign(m_rows.size() * m_columns.size(), 0);
        m_calls.assign(m_bytes.size(), 0);
        for (const TransferPlan::Cell& c : m_plan->matrix) {
            const size_t at = size_t(rowOf[c.from]) * m_columns.size() + size_t(columnOf[c.to]);
            m_bytes[at] += c.bytes;
            m_calls[at] += c.calls;
            m_max = std::max(m_max, m_bytes[at]);
        }
    }
    resetView();
}

void TransferMatrix::resetView()
{
    m_zoom = 1;
    m_pan = {};
    update();
}

void TransferMatrix::setZoom(double zoom, QPointF about)
{
    const double next = std::clamp(zoom, 1.0, 64.0);
    // Keep the point under the cursor where it is.
    m_pan = about - (about - m_pan) * (next / m_zoom);
    m_zoom = next;
    update();
}

TransferMatrix::Geometry TransferMatrix::geometry(const QRectF& target) const
{
    Geometry g;
    const double rows = std::max<double>(1, double(m_rows.size()));
    const double cols = std::max<double>(1, double(m_columns.size()));
    const QFontMetricsF fm(font());
    const double margin = fm.horizontalAdvance(QStringLiteral("D00 ")) + 6;
    const double title = fm.height() + 4;
    // The colour scale's strip under the matrix.
    g.scale = QRectF(target.left() + margin + title, target.bottom() - scaleStrip(fm), 0, 12);
    g.clip = target.adjusted(margin + title, margin + title, -4, -4 - scaleStrip(fm));
    g.scale.setWidth(std::min(240.0, g.clip.width()));
    // Cells fill the space: up to four times as long one way as the other.
    g.cellWidth = g.clip.width() / cols;
    g.cellHeight = g.clip.height() / rows;
    g.cellWidth = std::min(g.cellWidth, g.cellHeight * 4) * m_zoom;
    g.cellHeight = std::min(g.clip.height() / rows, g.clip.width() / cols * 4) * m_zoom;
    g.labels = std::min(g.cellWidth, g.cellHeight) >= fm.height() * 0.9
        || (m_rows.size() <= kMaxLabelled && m_columns.size() <= kMaxLabelled);
    g.cells = QRectF(g.clip.topLeft() + m_pan, QSizeF(g.cellWidth * cols, g.cellHeight * rows));
    return g;
}

void TransferMatrix::paintInto(QPainter& painter, const QRectF& target) const
{
    painter.save();
    const QPalette& pal = palette();
    painter.fillRect(target, pal.color(QPalette::Base));
    const Geometry g = geometry(target);
    painter.setPen(pal.color(QPalette::Text));
    const QFontMetricsF fm(painter.font());
    const QRectF titleRect(target.left() + 4, target.top() + 2, target.width() - 8, fm.height());
    // A narrow pane gets the short title rather than a cut one.
    QString titleText = tr("Bytes from each source (rows) to each destination (columns)");
    if (fm.horizontalAdvance(titleText) > titleRect.width())
        titleText = tr("Bytes: sources (rows) to destinations (columns)");
    if (fm.horizontalAdvance(titleText) > titleRect.width())
        titleText = tr("Bytes, rows to columns");
    painter.drawText(titleRect, Qt::AlignLeft, fm.elidedText(titleText, Qt::ElideRight, titleRect.width()));
    if (m_rows.empty()) {
        painter.drawText(target, Qt::AlignCenter, tr("Nothing moves"));
        painter.restore();
        return;
    }
    painter.save();
    painter.setClipRect(g.clip);
    for (size_t r = 0; r < m_rows.size(); ++r) {
        const double y = g.cells.top() + double(r) * g.cellHeight;
        if (y > g.clip.bottom() || y + g.cellHeight < g.clip.top())
            continue;
        for (size_t c = 0; c < m_columns.size(); ++c) {
            const double x = g.cells.left() + double(c) * g.cellWidth;
            if (x > g.clip.right() || x + g.cellWidth < g.clip.left())
                continue;
            const int64_t bytes = m_bytes[r * m_columns.size() + c];
            if (bytes == 0)
                continue;
            painter.fillRect(QRectF(x, y, std::max(1.0, g.cellWidth), std::max(1.0, g.cellHeight)),
                heatColor(double(bytes) / double(m_max)));
        }
    }
    painter.restore();
    painter.setPen(QPen(pal.color(QPalette::Mid), 1));
    painter.drawRect(g.clip.intersected(g.cells));
    paintScale(painter, g.scale);
    if (g.labels && m_plan) {
        QFont small = painter.font();
        small.setPixelSize(std::clamp(int(std::min(g.cellWidth, g.cellHeight) * 0.8), 9, 12));
        painter.setFont(small);
        painter.setPen(pal.color(QPalette::Text));
        const double line = QFontMetricsF(small).height();
        const double rowStep = std::max(1.0, std::ceil(line / g.cellHeight));
        const double columnStep = std::max(1.0, std::ceil(line / g.cellWidth));
        for (size_t r = 0; r < m_rows.size(); r += size_t(rowStep)) {
            const double y = g.cells.top() + double(r) * g.cellHeight;
            if (y < g.clip.top() - 1 || y > g.clip.bottom())
                continue;
            painter.drawText(QRectF(target.left(), y, g.clip.left() - target.left() - 3, g.cellHeight * rowStep),
                Qt::AlignRight | Qt::AlignVCenter, unitLabel(m_plan->fromUnits[size_t(m_rows[r])]));
        }
        for (size_t c = 0; c < m_columns.size(); c += size_t(columnStep)) {
            const double x = g.cells.left() + double(c) * g.cellWidth;
            if (x < g.clip.left() - 1 || x > g.clip.right())
                continue;
            painter.save();
            painter.translate(x + g.cellWidth * columnStep / 2, g.clip.top() - 3);
            painter.rotate(-90);
            painter.drawText(QRectF(0, -g.cellWidth * columnStep / 2, g.clip.top() - target.top() - fm.height(),
                                 g.cellWidth * columnStep),
                Qt::AlignLeft | Qt::AlignVCenter, unitLabel(m_plan->toUnits[size_t(m_columns[c])]));
            painter.restore();
        }
    }
    painter.restore();
}

double TransferMatrix::scaleStrip(const QFontMetricsF& fm)
{
    return 12 + fm.height() + 8;
}

// The scale: the colours from one byte to the largest cell, with both ends named.
void TransferMatrix::paintScale(QPainter& painter, const QRectF& bar) const
{
    if (m_rows.empty() || bar.width() < 40)
        return;
    QLinearGradient gradient(bar.topLeft(), bar.topRight());
    for (int i = 0; i <= 10; ++i)
        gradient.setColorAt(i / 10.0, heatColor(i / 10.0));
    painter.fillRect(bar, gradient);
    painter.setPen(palette().color(QPalette::Text));
    const QFontMetricsF fm(painter.font());
    const QRectF text(bar.left(), bar.bottom() + 2, bar.width(), fm.height());
    // QLocale names one byte "1 bytes".
    const int64_t least = std::min<int64_t>(1, m_max);
    painter.drawText(text, Qt::AlignLeft | Qt::AlignTop, tr("%n byte(s)", nullptr, int(least)));
    painter.drawText(text, Qt::AlignRight | Qt::AlignTop, locale().formattedDataSize(m_max));
    painter.drawText(text, Qt::AlignHCenter | Qt::AlignTop, tr("bytes per cell"));
}

void TransferMatrix::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paintInto(painter, rect());
}

std::optional<std::pair<int, int>> TransferMatrix::cellAt(QPointF pos, const QRectF& target) const
{
    const Geometry g = geometry(target);
    if (!g.clip.contains(pos) || !g.cells.contains(pos) || g.cellWidth <= 0 || g.cellHeight <= 0)
        return std::nullopt;
    const int c = int((pos.x() - g.cells.left()) / g.cellWidth);
    const int r = int((pos.y() - g.cells.top()) / g.cellHeight);
    if (r < 0 || c < 0 || r >= int(m_rows.size()) || c >= int(m_columns.size()))
        return std::nullopt;
    return std::pair { r, c };
}

bool TransferMatrix::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && m_plan) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const auto cell = cellAt(help->pos(), rect());
        if (!cell) {
            QToolTip::hideText();
            return true;
        }
        const size_t at = size_t(cell->first) * m_columns.size() + size_t(cell->second);
        const TransferEndpoint& from = m_plan->fromUnits[size_t(m_rows[size_t(cell->first)])];
        const TransferEndpoint& to = m_plan->toUnits[size_t(m_columns[size_t(cell->second)])];
        QToolTip::showText(help->globalPos(),
            tr("%1 -> %2: %3 bytes in %n call(s)", nullptr, int(m_calls[at]))
                .arg(QString::fromStdString(endpointLabel(from)), QString::fromStdString(endpointLabel(to)))
                .arg(m_bytes[at]),
            this);
        return true;
    }
    return QWidget::event(event);
}

void TransferMatrix::wheelEvent(QWheelEvent* event)
{
    const double factor = std::pow(1.0015, event->angleDelta().y());
    setZoom(m_zoom * factor, event->position() - geometry(rect()).clip.topLeft());
    event->accept();
}

void TransferMatrix::mousePressEvent(QMouseEvent* event)
{
    m_dragFrom = event->position();
}

void TransferMatrix::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton) {
        m_pan += event->position() - m_dragFrom;
        m_dragFrom = event->position();
        update();
    }
}

void TransferMatrix::mouseDoubleClickEvent(QMouseEvent*)
{
    resetView();
}

} // namespace tle
