// SPDX-License-Identifier: MIT
#include "legendbar.h"

#include <QPainter>

#include <algorithm>

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

void LegendBar::setUnitMap(UnitMap map)
{
    m_map = std::move(map);
    // Rows of 6 pixels, so that an 8x8 grid reads at a glance; one line of text otherwise.
    setFixedHeight(m_map.rows > 1 ? int(std::clamp<int64_t>(m_map.rows * 6 + 8, 24, 60)) : 24);
    setAccessibleName(m_map.caption);
    update();
}

double LegendBar::mapCell(double height) const
{
    if (m_map.rows <= 0 || m_map.columns <= 0 || m_map.colors.empty())
        return 0;
    const double cell = std::min(8.0, (height - 6) / double(m_map.rows));
    return cell >= 2.0 && cell * double(m_map.columns) <= 240.0 ? cell : 0;
}

double LegendBar::drawKey(QPainter& painter, const QRectF& key, const QString& label, const QRectF& target) const
{
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(key);
    const double width = QFontMetricsF(painter.font()).horizontalAdvance(label);
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(QRectF(key.right() + 4, target.top(), width + 2, target.height()), Qt::AlignVCenter, label);
    return key.right() + 4 + width + 12;
}

void LegendBar::render(QPainter& painter, const QRectF& target) const
{
    painter.save();
    painter.fillRect(target, palette().color(QPalette::Base));
    double x = target.left() + 4;
    if (const double cell = mapCell(target.height()); cell > 0) {
        const QRectF map(x, target.center().y() - cell * double(m_map.rows) / 2, cell * double(m_map.columns),
            cell * double(m_map.rows));
        for (int64_t r = 0; r < m_map.rows; ++r) {
            for (int64_t c = 0; c < m_map.columns; ++c) {
                const size_t unit = size_t(r * m_map.columns + c);
                painter.fillRect(QRectF(map.left() + double(c) * cell, map.top() + double(r) * cell, cell, cell),
                    m_map.colors[unit % m_map.colors.size()]);
            }
        }
        x = drawKey(painter, map, m_map.caption, target) + 4;
    }
    const double swatch = std::min(14.0, target.height() - 6);
    for (const Item& item : m_items) {
        const QRectF box(x, target.center().y() - swatch / 2, swatch, swatch);
        if (item.background.isValid())
            painter.fillRect(box, item.background);
        painter.fillRect(box, item.fill);
        x = drawKey(painter, box, item.label, target);
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
