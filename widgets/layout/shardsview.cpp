// SPDX-License-Identifier: MIT
#include "shardsview.h"

#include "unitnames.h"
#include "unitpalette.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <cmath>

namespace tle {

namespace {

constexpr double kTitleHeight = 22.0;
constexpr double kGap = 6.0;

QString shapeText(const std::optional<Shape>& index)
{
    if (!index)
        return QStringLiteral("-");
    QStringList parts;
    for (int64_t v : *index)
        parts << QString::number(v);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

} // namespace

namespace {

// A card's background: its unit's colour, three quarters of the way to the base colour, so that every card has
// the same soft tint whatever the hue and the palette (light or dark).
QColor tint(const QColor& color, const QColor& base)
{
    constexpr float kBase = 0.75f;
    return QColor::fromRgbF(color.redF() * (1 - kBase) + base.redF() * kBase,
        color.greenF() * (1 - kBase) + base.greenF() * kBase, color.blueF() * (1 - kBase) + base.blueF() * kBase);
}

} // namespace

QString ShardsView::gridTitle(UnitKind kind)
{
    switch (kind) {
    case UnitKind::Core:
        return tr("Core grid %1 x %2, %3 units");
    case UnitKind::Bank:
        return tr("Bank grid %1 x %2, %3 units");
    case UnitKind::Memory:
        break;
    }
    return tr("Memory %1 x %2, %3 units");
}

ShardsView::ShardsView(QWidget* parent)
    : QWidget(parent)
    , m_units(std::make_shared<const std::vector<UnitSummary>>())
{
    setObjectName(QStringLiteral("shardsView"));
    m_emptyNotice = noLayoutNotice();
    setMouseTracking(true);
}

void ShardsView::setProbe(
    std::shared_ptr<const LayoutProbe> probe, std::shared_ptr<const std::vector<UnitSummary>> units)
{
    m_probe = std::move(probe);
    m_colors = m_probe ? unitColors(*m_probe) : std::vector<QColor>();
    if (!units)
        units = std::make_shared<const std::vector<UnitSummary>>(
            m_probe ? summarizeUnits(*m_probe) : std::vector<UnitSummary>());
    m_units = std::move(units);
    m_l1 = m_probe ? l1Fit(m_probe->layout()) : std::nullopt;
    m_highlight.reset();
    m_hovered.reset();
    update();
}

void ShardsView::showLayout(const LayoutSnapshot& snapshot)
{
    m_emptyNotice = snapshot.emptyShape ? emptyTensorNotice(*snapshot.emptyShape) : noLayoutNotice();
    setProbe(snapshot.probe, snapshot.units);
}

void ShardsView::linkSelection(ElementSelection* selection)
{
    connect(this, &ShardsView::hoverText, selection, &ElementSelection::setStatusText);
    connect(selection, &ElementSelection::elementHovered, this, [this](const Shape& index) {
        if (m_probe)
            setHighlightedUnit(m_probe->logicalSite(index).unit);
    });
}

void ShardsView::setHighlightedUnit(std::optional<int64_t> unit)
{
    if (unit == m_highlight)
        return;
    m_highlight = unit;
    update();
}

QRectF ShardsView::unitRect(int64_t unit, const QRectF& target) const
{
    if (!m_probe)
        return {};
    const auto [rows, columns] = m_probe->unitGrid();
    const auto [row, column] = m_probe->unitPosition(unit);
    const QRectF area = target.adjusted(kGap, kTitleHeight, -kGap, -kGap);
    const double w = area.width() / double(std::max<int64_t>(1, columns));
    const double h = area.height() / double(std::max<int64_t>(1, rows));
    return QRectF(area.left() + double(column) * w, area.top() + double(row) * h, w, h).adjusted(2, 2, -2, -2);
}

std::optional<int64_t> ShardsView::unitAt(QPointF pos) const
{
    for (const UnitSummary& s : *m_units) {
        if (unitRect(s.unit, rect()).contains(pos))
            return s.unit;
    }
    return std::nullopt;
}

QString ShardsView::title() const
{
    if (!m_probe)
        return {};
    const auto [rows, columns] = m_probe->unitGrid();
    QString text = gridTitle(m_probe->unitKind()).arg(rows).arg(columns).arg(m_units->size());
    if (m_l1 && !m_l1->fits())
        text += tr(" | does not fit in L1: %1 per core, %2 usable on %3")
                    .arg(locale().formattedDataSize(m_l1->bytesPerCore), locale().formattedDataSize(m_l1->usableBytes),
                        QString::fromStdString(m_l1->device));
    return text;
}

QString ShardsView::summaryText(const UnitSummary& s) const
{
    QString text = tr("%1: %2 of %3 slots hold data (%4 %), %5 bytes")
                       .arg(unitName(*m_probe, s.unit))
                       .arg(s.data)
                       .arg(s.capacity)
                       .arg(s.utilisation() * 100.0, 0, 'f', 1)
                       .arg(s.bytes);
    for (int c = 1; c < kPaddingCauseCount; ++c) {
        if (s.padding[PaddingCause(c)] > 0)
            text += tr("; %1: %2").arg(paddingCauseName(PaddingCause(c))).arg(s.padding[PaddingCause(c)]);
    }
    if (s.first)
        text += tr("; elements %1 .. %2").arg(shapeText(s.first), shapeText(s.last));
    if (m_l1 && s.capacity > 0)
        text += tr("; L1 bytes [0x0, 0x%1) from the buffer's address, the same on every core: %2 % of the %3 usable")
                    .arg(QString::number(s.bytes, 16).toUpper())
                    .arg(100.0 * double(s.bytes) / double(std::max<int64_t>(1, m_l1->usableBytes)), 0, 'f', 1)
                    .arg(locale().formattedDataSize(m_l1->usableBytes));
    return text;
}

void ShardsView::render(QPainter& painter, const QRectF& target) const
{
    painter.save();
    const QPalette& pal = palette();
    painter.fillRect(target, pal.color(QPalette::Base));
    painter.setPen(pal.color(QPalette::Text));
    if (!m_probe) {
        painter.drawText(target, Qt::AlignCenter | Qt::TextWordWrap, m_emptyNotice);
        painter.restore();
        return;
    }
    const QColor ink = pal.color(QPalette::Text);
    // A layout that cannot be allocated in L1 says so in its title, in the warning colour.
    const bool overL1 = m_l1 && !m_l1->fits();
    const QColor warning = pal.color(QPalette::Base).lightness() > 128 ? QColor(176, 0, 0) : QColor(255, 120, 110);
    painter.setPen(overL1 ? warning : ink);
    painter.drawText(QRectF(target.left() + kGap, target.top(), target.width() - 2 * kGap, kTitleHeight),
        Qt::AlignVCenter | Qt::AlignLeft,
        painter.fontMetrics().elidedText(title(), Qt::ElideRight, int(target.width() - 2 * kGap)));
    for (const UnitSummary& s : *m_units) {
        const QRectF box = unitRect(s.unit, target);
        const bool holds = s.capacity > 0;
        const QColor color = colorOf(m_colors, s.unit);
        painter.setPen(QPen(holds ? color.darker(140) : pal.color(QPalette::Mid), 1));
        painter.setBrush(holds ? QBrush(tint(color, pal.color(QPalette::Base))) : QBrush(Qt::NoBrush));
        painter.drawRect(box);
        if (!holds || box.width() < 12 || box.height() < 12)
            continue;
        // The bar: data in the unit's colour, then each padding cause hatched, in proportion to the slots.
        const QRectF bar(box.left() + 3, box.bottom() - std::min(14.0, box.height() / 4) - 3, box.width() - 6,
            std::min(14.0, box.height() / 4));
        double x = bar.left();
        auto segment = [&](int64_t count, const QBrush& brush) {
            const double w = bar.width() * double(count) / double(s.capacity);
            painter.fillRect(QRectF(x, bar.top(), w, bar.height()), brush);
            x += w;
        };
        segment(s.data, color);
        for (int c = 1; c < kPaddingCauseCount; ++c) {
            if (s.padding[PaddingCause(c)] > 0) {
                painter.fillRect(
                    QRectF(x, bar.top(), bar.width() * double(s.padding[PaddingCause(c)]) / double(s.capacity),
                        bar.height()),
                    pal.color(QPalette::AlternateBase));
                segment(s.padding[PaddingCause(c)], paddingBrush(PaddingCause(c), ink));
            }
        }
        painter.setPen(ink);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(bar);
        double textBottom = bar.top() - 2;
        if (m_l1 && box.height() >= 30) {
            // The unit's L1 against the usable L1: a thin gauge above the slots bar, full and red when it overflows.
            const QRectF gauge(bar.left(), bar.top() - 6, bar.width(), 4);
            const double used = double(s.bytes) / double(std::max<int64_t>(1, m_l1->usableBytes));
            painter.fillRect(gauge, pal.color(QPalette::AlternateBase));
            painter.fillRect(QRectF(gauge.left(), gauge.top(), gauge.width() * std::min(1.0, used), gauge.height()),
                used > 1.0 ? warning : ink);
            textBottom = gauge.top() - 2;
        }
        drawCardText(painter, QRectF(box.left() + 4, box.top() + 2, box.width() - 8, textBottom - box.top() - 2), s);
    }
    if (m_highlight) {
        painter.setPen(QPen(pal.color(QPalette::Highlight), 3));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(unitRect(*m_highlight, target).adjusted(-1, -1, 1, 1));
    }
    painter.restore();
}

void ShardsView::drawCardText(QPainter& painter, const QRectF& area, const UnitSummary& s) const
{
    // Whole lines only: the font shrinks until the widest line fits, lines that still do not fit are dropped from
    // the end, and nothing is wrapped inside an index.
    QStringList lines { unitName(*m_probe, s.unit),
        tr("%1, %2 %").arg(locale().formattedDataSize(s.bytes)).arg(s.utilisation() * 100.0, 0, 'f', 1) };
    if (m_l1)
        lines << tr("L1 +0x0 .. 0x%1").arg(QString::number(s.bytes, 16).toUpper());
    if (s.first)
        lines << shapeText(s.first) + QStringLiteral(" ..") << shapeText(s.last);
    QFont font = painter.font();
    for (int pixels = 13; pixels >= 8; --pixels) {
        font.setPixelSize(pixels);
        const QFontMetricsF metrics(font);
        double widest = 0;
        for (const QString& line : lines)
            widest = std::max(widest, metrics.horizontalAdvance(line));
        if (widest <= area.width() && metrics.lineSpacing() * double(lines.size()) <= area.height())
            break;
    }
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    double y = area.top();
    for (const QString& line : lines) {
        if (y + metrics.height() > area.bottom() || metrics.horizontalAdvance(line) > area.width())
            break;
        painter.drawText(QPointF(area.left(), y + metrics.ascent()), line);
        y += metrics.lineSpacing();
    }
}

void ShardsView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    render(painter, rect());
}

void ShardsView::mouseMoveEvent(QMouseEvent* event)
{
    const std::optional<int64_t> unit = unitAt(event->position());
    if (unit == m_hovered)
        return;
    m_hovered = unit;
    setHighlightedUnit(unit);
    emit hoverText(unit ? summaryText((*m_units)[size_t(*unit)]) : QString());
}

void ShardsView::leaveEvent(QEvent*)
{
    m_hovered.reset();
    setHighlightedUnit(std::nullopt);
    emit hoverText(QString());
}

bool ShardsView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const auto unit = unitAt(help->pos()))
            QToolTip::showText(help->globalPos(), summaryText((*m_units)[size_t(*unit)]), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace tle
