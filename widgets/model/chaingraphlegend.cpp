// SPDX-License-Identifier: MIT
#include "chaingraphlegend.h"

#include "chainpalette.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStringList>

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
        { Swatch::Collapsed, ChainGraphLegend::tr("collapsed group") },
        { Swatch::Spill, ChainGraphLegend::tr("S: spill") }, { Swatch::Reshard, ChainGraphLegend::tr("R: reshard") } };
}

void paintSwatch(QPainter& painter, Swatch swatch, const QRectF& box)
{
    switch (swatch) {
    case Swatch::Chain:
    case Swatch::Dram:
    case Swatch::Collapsed:
        painter.setPen(QPen(QColor(60, 60, 60), 1, swatch == Swatch::Collapsed ? Qt::DashLine : Qt::SolidLine));
        painter.setBrush(chainColor(swatch == Swatch::Chain ? 0 : swatch == Swatch::Collapsed ? 2 : -1));
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

ChainGraphLegend::ChainGraphLegend(const QFont& font)
    : m_font(font)
{ }

QSizeF ChainGraphLegend::size() const
{
    const QFontMetricsF metrics(m_font);
    double width = 0;
    for (const Item& item : items())
        width += kSwatch + kGap + metrics.horizontalAdvance(item.text) + kItemGap;
    return { width - kItemGap + 2 * kGap, std::max(kSwatch, metrics.height()) + 2 * kGap };
}

void ChainGraphLegend::paint(QPainter& painter, const QPointF& topLeft) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QSizeF whole = size();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 225));
    painter.drawRoundedRect(QRectF(topLeft, whole), 4, 4);
    const QFontMetricsF metrics(m_font);
    const double middle = topLeft.y() + whole.height() / 2;
    double x = topLeft.x() + kGap;
    for (const Item& item : items()) {
        painter.setFont(m_font);
        paintSwatch(painter, item.swatch, QRectF(x, middle - kSwatch / 2, kSwatch, kSwatch));
        x += kSwatch + kGap;
        painter.setFont(m_font);
        painter.setPen(Qt::black);
        const double width = metrics.horizontalAdvance(item.text);
        painter.drawText(QRectF(x, middle - metrics.height() / 2, width + 1, metrics.height()),
            Qt::AlignLeft | Qt::AlignVCenter, item.text);
        x += width + kItemGap;
    }
    painter.restore();
}

} // namespace tle
