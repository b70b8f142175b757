// SPDX-License-Identifier: MIT
#include "legendbar.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QResizeEvent>

#include <algorithm>

namespace tle {

LegendBar::LegendBar(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("legend"));
    setFixedHeight(int(kLineHeight));
}

void LegendBar::setItems(std::vector<Item> items)
{
    m_items = std::move(items);
    QStringList names;
    for (const Item& item : m_items)
        names << item.label;
    setAccessibleDescription(names.join(QStringLiteral(", ")));
    updateHeight();
    update();
}

void LegendBar::setUnitMap(UnitMap map)
{
    m_map = std::move(map);
    setAccessibleName(m_map.caption);
    updateHeight();
    update();
}

void LegendBar::updateHeight()
{
    setFixedHeight(heightFor(width()));
}

void LegendBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        updateHeight();
}

// Rows of at most 6 pixels, so that an 8x8 grid reads at a glance, and never wider than 240 pixels.
double LegendBar::mapCell() const
{
    if (m_map.rows <= 0 || m_map.columns <= 0 || m_map.colors.empty())
        return 0;
    const double cell = std::min({ 6.0, 52.0 / double(m_map.rows), 240.0 / double(m_map.columns) });
    return cell >= 2.0 ? cell : 0;
}

std::vector<LegendBar::Placed> LegendBar::arrange(const QFont& font, double width) const
{
    const QFontMetricsF metrics(font);
    std::vector<Placed> placed;
    double x = 4;
    int line = 0;
    auto place = [&](QSizeF swatch, const QString& label, int item) {
        const double labelWidth = metrics.horizontalAdvance(label) + 2;
        const double keyWidth = swatch.width() + 4 + labelWidth;
        if (x > 4 && x + keyWidth > width - 4) {
            x = 4;
            ++line;
        }
        placed.push_back(
            { QRectF(QPointF(x, 0), swatch), QRectF(x + swatch.width() + 4, 0, labelWidth, 0), item, line });
        x += keyWidth + 12;
    };
    if (const double cell = mapCell(); cell > 0)
        place(QSizeF(cell * double(m_map.columns), cell * double(m_map.rows)), m_map.caption, -1);
    for (size_t i = 0; i < m_items.size(); ++i)
        place(QSizeF(14, 14), m_items[i].label, int(i));
    // A line is as tall as its tallest swatch needs, and each key is centred on its line.
    std::vector<double> heights(size_t(line + 1), kLineHeight);
    for (const Placed& p : placed)
        heights[size_t(p.line)] = std::max(heights[size_t(p.line)], p.swatch.height() + 8);
    std::vector<double> tops(size_t(line + 1), 0.0);
    for (size_t l = 1; l < tops.size(); ++l)
        tops[l] = tops[l - 1] + heights[l - 1];
    for (Placed& p : placed) {
        const double top = tops[size_t(p.line)];
        const double height = heights[size_t(p.line)];
        p.swatch.moveTop(top + (height - p.swatch.height()) / 2);
        p.label = QRectF(p.label.left(), top, p.label.width(), height);
    }
    return placed;
}

int LegendBar::heightFor(double width) const
{
    double bottom = kLineHeight;
    for (const Placed& p : arrange(font(), width))
        bottom = std::max(bottom, p.label.bottom());
    return int(std::ceil(bottom));
}

void LegendBar::render(QPainter& painter, const QRectF& target) const
{
    painter.save();
    painter.fillRect(target, palette().color(QPalette::Base));
    painter.translate(target.topLeft());
    const double cell = mapCell();
    for (const Placed& p : arrange(painter.font(), target.width())) {
        if (p.item < 0) {
            for (int64_t r = 0; r < m_map.rows; ++r) {
                for (int64_t c = 0; c < m_map.columns; ++c) {
                    const size_t unit = size_t(r * m_map.columns + c);
                    painter.fillRect(
                        QRectF(p.swatch.left() + double(c) * cell, p.swatch.top() + double(r) * cell, cell, cell),
                        m_map.colors[unit % m_map.colors.size()]);
                }
            }
        } else {
            const Item& item = m_items[size_t(p.item)];
            if (item.background.isValid())
                painter.fillRect(p.swatch, item.background);
            painter.fillRect(p.swatch, item.fill);
        }
        painter.setPen(palette().color(QPalette::Mid));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(p.swatch);
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(
            p.label, Qt::AlignVCenter | Qt::AlignLeft, p.item < 0 ? m_map.caption : m_items[size_t(p.item)].label);
    }
    painter.restore();
}

void LegendBar::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    render(painter, rect());
}

} // namespace tle
