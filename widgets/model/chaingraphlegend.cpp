// SPDX-License-Identifier: MIT
#include "chaingraphlegend.h"

#include "chainpalette.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStringList>

#include <algorithm>

namespace tle {

namespace {

constexpr double kSwatch = 14;
constexpr double kGap = 6;
constexpr double kItemGap = 16;

enum class Swatch
{
    Chain,
    Dram,
    Collapsed,
    Spill,
    Reshard
};

struct Item
{
    Swatch swatch;
    QString text;
};

QList<Item> items()
{
    return { { Swatch::Chain, ChainGraphLegend::tr("L1 chain (a colour each)") },
        { Swatch::Dram, ChainGraphLegend::tr("in no L1 chain") },
        { Swatch::Collapsed, ChainGraphLegend::tr("collapsed group (dashed)") },
        { Swatch::Spill, ChainGraphLegend::tr("S: spill") }, { Swatch::Reshard, ChainGraphLegend::tr("R: reshard") } };
}

void paintSwatch(QPainter& painter, Swatch swatch, const QRectF& box)
{
    switch (swatch) {
    case Swatch::Chain:
    case Swatch::Dram:
    case Swatch::Collapsed:
        // A collapsed group keeps its chain's colour; its dashed outline is what marks it, shown on the grey box.
        painter.setPen(QPen(QColor(60, 60, 60), 1, swatch == Swatch::Collapsed ? Qt::DashLine : Qt::SolidLine));
        painter.setBrush(chainColor(swatch == Swatch::Chain ? 0 : -1));
        painter.drawRoundedRect(box, 3, 3);
        return;
    case Swatch::Spill:
    case Swatch::Reshard: {
        const QColor color = markColor(swatch == Swatch::Spill ? EdgeMark::Spill : EdgeMark::Reshard);
        painter.setPen(QPen(color, 1));
        painter.setBrush(Qt::white);
        painter.drawEllipse(box);
        QFont bold = painter.font();
        bold.setBold(true);
        // Three quarters of the text's size, whether the font is sized in points (the window) or pixels (pictures).
        if (bold.pixelSize() > 0)
            bold.setPixelSize(std::max(1, bold.pixelSize() * 3 / 4));
        else
            bold.setPointSizeF(std::max(1.0, bold.pointSizeF() * 0.75));
        painter.setFont(bold);
        painter.drawText(box, Qt::AlignCenter, swatch == Swatch::Spill ? QStringLiteral("S") : QStringLiteral("R"));
        return;
    }
    }
}

} // namespace

ChainGraphLegend::ChainGraphLegend(const QFont& font, double maxWidth, bool dark)
    : m_font(font)
    , m_maxWidth(maxWidth)
    , m_dark(dark)
{ }

std::vector<QPointF> ChainGraphLegend::placeItems(QSizeF* whole) const
{
    const QFontMetricsF metrics(m_font);
    const double rowHeight = std::max(kSwatch, metrics.height());
    std::vector<QPointF> places;
    double x = kGap;
    double y = kGap;
    double widest = 0;
    for (const Item& item : items()) {
        const double width = kSwatch + kGap + metrics.horizontalAdvance(item.text);
        // A new row when this item would cross the right edge (German and Japanese words are long).
        if (x > kGap && x + width + kGap > m_maxWidth) {
            x = kGap;
            y += rowHeight + kGap;
        }
        places.emplace_back(x, y);
        widest = std::max(widest, x + width);
        x += width + kItemGap;
    }
    if (whole)
        *whole = QSizeF(widest + kGap, y + rowHeight + kGap);
    return places;
}

QSizeF ChainGraphLegend::size() const
{
    QSizeF whole;
    placeItems(&whole);
    return whole;
}

void ChainGraphLegend::paint(QPainter& painter, const QPointF& topLeft) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QSizeF whole;
    const std::vector<QPointF> places = placeItems(&whole);
    painter.setPen(Qt::NoPen);
    painter.setBrush(m_dark ? QColor(40, 40, 40, 235) : QColor(255, 255, 255, 225));
    painter.drawRoundedRect(QRectF(topLeft, whole), 4, 4);
    const QFontMetricsF metrics(m_font);
    const double rowHeight = std::max(kSwatch, metrics.height());
    const QList<Item> all = items();
    for (qsizetype i = 0; i < all.size(); ++i) {
        const Item& item = all[i];
        const QPointF at = topLeft + places[size_t(i)];
        const double middle = at.y() + rowHeight / 2;
        painter.setFont(m_font);
        paintSwatch(painter, item.swatch, QRectF(at.x(), middle - kSwatch / 2, kSwatch, kSwatch));
        painter.setFont(m_font);
        painter.setPen(m_dark ? QColor(230, 230, 230) : QColor(Qt::black));
        const double width = metrics.horizontalAdvance(item.text);
        painter.drawText(QRectF(at.x() + kSwatch + kGap, middle - metrics.height() / 2, width + 1, metrics.height()),
            Qt::AlignLeft | Qt::AlignVCenter, item.text);
    }
    painter.restore();
}

} // namespace tle
