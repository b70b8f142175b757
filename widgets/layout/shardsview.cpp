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
// Between the bands of a tall grid laid side by side.
constexpr double kBandGap = 14.0;

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

QString ShardsView::gridTitle(UnitKind kind, int units)
{
    switch (kind) {
    case UnitKind::Core:
        return tr("Core grid %1 x %2, %n unit(s)", nullptr, units);
    case UnitKind::Bank:
        return tr("Bank grid %1 x %2, %n unit(s)", nullptr, units);
    case UnitKind::Memory:
        break;
    }
    return tr("Memory %1 x %2, %n unit(s)", nullptr, units);
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
    m_plan.reset();
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
    const auto [row, column] = m_probe->unitPosition(unit);
    const CardPlan& plan = cardPlan(target);
    const QSizeF cell = plan.cell;
    const int64_t columns = std::max<int64_t>(1, m_probe->unitGrid()[1]);
    const int64_t band = row / plan.bandRows;
    const QPointF origin = target.topLeft()
        + QPointF(kGap + double(band) * (double(columns) * cell.width() + kBandGap), plan.titleHeight);
    return QRectF(origin.x() + double(column) * cell.width(),
        origin.y() + double(row - band * plan.bandRows) * cell.height(), cell.width(), cell.height())
        .adjusted(2, 2, -2, -2);
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
    return titleFor(rect());
}

QString ShardsView::titleFor(const QRectF& target) const
{
    return baseTitle() + droppedNote(cardPlan(target));
}

QString ShardsView::droppedNote(const CardPlan& plan) const
{
    if (plan.dropped.empty())
        return {};
    QStringList kinds;
    for (const CardLine line : plan.dropped)
        kinds << lineKindName(line);
    return tr(" | at this size the cards leave out %1: hover a card for all of it")
        .arg(QLocale().createSeparatedList(kinds));
}

double ShardsView::titleHeight(const QString& text, double width) const
{
    // Up to three lines, wrapped, so that the L1 warning and what the cards leave out are read whole.
    const QFontMetricsF metrics(font());
    const QRectF bounds = metrics.boundingRect(
        QRectF(0, 0, std::max(1.0, width - 2 * kGap), 1e6), Qt::TextWordWrap | Qt::AlignLeft, text);
    return std::max(kTitleHeight, std::min(bounds.height(), 3 * metrics.lineSpacing()) + 6);
}

QString ShardsView::baseTitle() const
{
    if (!m_probe)
        return {};
    const auto [rows, columns] = m_probe->unitGrid();
    QString text = gridTitle(m_probe->unitKind(), int(m_units->size())).arg(rows).arg(columns);
    if (m_l1 && !m_l1->fits())
        text += tr(" | does not fit in L1: %1 per core, %2 usable on %3")
                    .arg(locale().formattedDataSize(m_l1->bytesPerCore), locale().formattedDataSize(m_l1->usableBytes),
                        QString::fromStdString(m_l1->device));
    return text;
}

QString ShardsView::lineKindName(CardLine line)
{
    switch (line) {
    case CardLine::Name:
        return tr("the name");
    case CardLine::Bytes:
        return tr("bytes and use");
    case CardLine::Elements:
        return tr("the first and last element");
    case CardLine::L1:
        return tr("the L1 addresses");
    case CardLine::Padding:
        break;
    }
    return tr("the padding");
}

QStringList ShardsView::cardText(CardLine line, const UnitSummary& s) const
{
    switch (line) {
    case CardLine::Name:
        return { unitName(*m_probe, s.unit) };
    case CardLine::Bytes:
        return { tr("%1, %2 %").arg(locale().formattedDataSize(s.bytes)).arg(s.utilisation() * 100.0, 0, 'f', 1) };
    case CardLine::Elements:
        if (!s.first)
            return {};
        return { tr("first %1").arg(shapeText(s.first)), tr("last %1").arg(shapeText(s.last)) };
    case CardLine::L1:
        if (!m_l1)
            return {};
        return { tr("L1 0x0 .. 0x%1").arg(QString::number(s.bytes, 16).toUpper()) };
    case CardLine::Padding: {
        QStringList causes;
        for (int c = 1; c < kPaddingCauseCount; ++c) {
            if (s.padding[PaddingCause(c)] > 0)
                causes << tr("%1 %2").arg(
                    paddingCauseName(PaddingCause(c)), locale().toString(qlonglong(s.padding[PaddingCause(c)])));
        }
        if (causes.isEmpty())
            return {};
        return { tr("padding: %1").arg(causes.join(QStringLiteral(", "))) };
    }
    }
    return {};
}

const ShardsView::CardPlan& ShardsView::cardPlan(const QRectF& target) const
{
    if (m_plan && m_plan->first == target.size())
        return m_plan->second;
    // The title's height depends on what the cards leave out: planned under the plain title, then again under the
    // title with its note while that takes more lines (a few rounds at most: the title has at most three lines).
    const QString base = baseTitle();
    CardPlan plan = cardPlan(target, titleHeight(base, target.width()));
    for (int round = 0; round < 3; ++round) {
        const double withNote = titleHeight(base + droppedNote(plan), target.width());
        if (withNote <= plan.titleHeight)
            break;
        plan = cardPlan(target, withNote);
    }
    m_plan = std::make_pair(target.size(), std::move(plan));
    return m_plan->second;
}

void ShardsView::changeEvent(QEvent* event)
{
    // The cards' text is measured in the view's font and written in its language.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LocaleChange
        || event->type() == QEvent::LanguageChange)
        m_plan.reset();
    QWidget::changeEvent(event);
}

ShardsView::CardPlan ShardsView::cardPlan(const QRectF& target, double titleHeight) const
{
    const auto [rows, columns] = m_probe ? m_probe->unitGrid() : std::array<int64_t, 2> { 1, 1 };
    const auto gridRows = std::max<int64_t>(1, rows);
    const auto gridColumns = std::max<int64_t>(1, columns);
    // One band, or (for a grid taller than wide whose cards would leave lines out) the fewest bands that show every
    // line, else the most lines shown.
    CardPlan best;
    for (int bands = 1; bands <= 8 && int64_t(bands) <= gridRows; ++bands) {
        if (bands > 1 && gridRows <= gridColumns)
            break;
        const int64_t bandRows = (gridRows + bands - 1) / bands;
        const double width = target.width() - 2 * kGap - double(bands - 1) * kBandGap;
        const QSizeF share(
            width / double(gridColumns * bands), (target.height() - titleHeight - kGap) / double(bandRows));
        CardPlan plan = fitCards(share, titleHeight);
        plan.bands = bands;
        plan.bandRows = bandRows;
        if (bands == 1 || plan.lines.size() > best.lines.size())
            best = std::move(plan);
        if (best.dropped.empty())
            break;
    }
    return best;
}

ShardsView::CardPlan ShardsView::fitCards(const QSizeF& share, double titleHeight) const
{
    CardPlan plan;
    plan.titleHeight = titleHeight;
    // Each kind's widest line and line count over all units, at 13 px; other sizes scale from it.
    constexpr CardLine kAll[]
        = { CardLine::Name, CardLine::Bytes, CardLine::Elements, CardLine::L1, CardLine::Padding };
    std::array<double, 5> widest {};
    std::array<int, 5> count {};
    QFont font = this->font();
    font.setPixelSize(13);
    const QFontMetricsF reference(font);
    for (const UnitSummary& s : *m_units) {
        if (s.capacity <= 0)
            continue;
        for (const CardLine line : kAll) {
            const QStringList text = cardText(line, s);
            count[size_t(line)] = std::max(count[size_t(line)], int(text.size()));
            for (const QString& t : text)
                widest[size_t(line)] = std::max(widest[size_t(line)], reference.horizontalAdvance(t));
        }
    }
    // Room around the text as render() lays a card out: the card's inset and the text's margins, the slots bar
    // and the L1 gauge above it.
    const double chrome = 4 + 4 + std::min(14.0, (share.height() - 4) / 4) + 3 + (m_l1 ? 6 : 0);
    std::vector<CardLine> lines;
    for (const CardLine line : kAll) {
        if (count[size_t(line)] > 0)
            lines.push_back(line);
    }
    std::vector<CardLine> dropped;
    auto needs = [&](int pixels) {
        font.setPixelSize(pixels);
        const QFontMetricsF metrics(font);
        double width = 0;
        int lineCount = 0;
        for (const CardLine line : lines) {
            width = std::max(width, widest[size_t(line)] * double(pixels) / 13.0);
            lineCount += count[size_t(line)];
        }
        return QSizeF(width + 16, metrics.lineSpacing() * double(lineCount) + chrome);
    };
    for (;;) {
        bool fitted = false;
        for (int pixels = 13; pixels >= 9 && !fitted; --pixels) {
            const QSizeF need = needs(pixels);
            if (need.width() <= share.width() && need.height() <= share.height()) {
                plan.fontPixels = pixels;
                // As large as the text needs, not more: a few cards in a large pane stay compact.
                plan.cell = QSizeF(std::min(share.width(), std::max(need.width() + 12, 130.0)),
                    std::min(share.height(), need.height() + 8));
                fitted = true;
            }
        }
        if (fitted || lines.empty())
            break;
        dropped.insert(dropped.begin(), lines.back());
        lines.pop_back();
    }
    if (lines.empty()) {
        plan.cell = share;
        plan.fontPixels = 9;
    }
    plan.lines = std::move(lines);
    plan.dropped = std::move(dropped);
    return plan;
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
    const CardPlan& plan = cardPlan(target);
    painter.drawText(QRectF(target.left() + kGap, target.top(), target.width() - 2 * kGap, plan.titleHeight),
        Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, titleFor(target));
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
        drawCardText(
            painter, QRectF(box.left() + 4, box.top() + 2, box.width() - 8, textBottom - box.top() - 2), s, plan);
    }
    if (m_highlight) {
        painter.setPen(QPen(pal.color(QPalette::Highlight), 3));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(unitRect(*m_highlight, target).adjusted(-1, -1, 1, 1));
    }
    painter.restore();
}

void ShardsView::drawCardText(QPainter& painter, const QRectF& area, const UnitSummary& s, const CardPlan& plan) const
{
    // The plan's lines in its font; the plan was made so that they fit every card, and nothing is wrapped inside
    // an index.
    QFont font = painter.font();
    font.setPixelSize(plan.fontPixels);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    double y = area.top();
    for (const CardLine line : plan.lines) {
        for (const QString& text : cardText(line, s)) {
            if (y + metrics.height() > area.bottom() + 1)
                return;
            painter.drawText(
                QPointF(area.left(), y + metrics.ascent()), metrics.elidedText(text, Qt::ElideRight, area.width()));
            y += metrics.lineSpacing();
        }
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
