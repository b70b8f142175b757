// SPDX-License-Identifier: MIT
#include "legendbar.h"

#include <QPainter>

namespace tle {

LegendBar::LegendBar(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("legend"));
    setFixedHeight(24);
}

void LegendBar::setItems(std::vector<Item> items)
{
    m_items = std::move(items);
    QStringList names;
    for (const Item& item : m_items)
        names << item.label;
    setAccessibleDescription(names.join(QStringLiteral(", ")));
    update();
}

void LegendBar::render(QPainter& painter, const QRectF& target) const
{
    painter.save();
    painter.fillRect(target, palette().color(QPalette::Base));
    const QFontMetricsF metrics(painter.font());
    double x = target.left() + 4;
    const double swatch = std::min(14.0, target.height() - 6);
    for (const Item& item : m_items) {
        const QRectF box(x, target.center().y() - swatch / 2, swatch, swatch);
        if (item.background.isValid())
            painter.fillRect(box, item.background);
        painter.fillRect(box, item.fill);
        painter.setPen(palette().color(QPalette::Mid));
        painter.drawRect(box);
        const double width = metrics.horizontalAdvance(item.label);
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(
            QRectF(box.right() + 4, target.top(), width + 2, target.height()), Qt::AlignVCenter, item.label);
        x = box.right() + 4 + width + 12;
        if (x > target.right())
            break;
    }
    painter.restore();
}

void LegendBar::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    render(painter, rect());
}

} // namespace tle
