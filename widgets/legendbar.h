// SPDX-License-Identifier: MIT
#pragma once

#include <QBrush>
#include <QString>
#include <QWidget>

#include <vector>

namespace tle {

// A row of swatches with their meaning (unit colours, padding hatches), under a view and in its exports.
class LegendBar : public QWidget
{
    Q_OBJECT
public:
    struct Item
    {
        QString label;
        QBrush fill; // a colour, or a hatch drawn over `background`
        QColor background;
    };

    explicit LegendBar(QWidget* parent = nullptr);

    void setItems(std::vector<Item> items);
    const std::vector<Item>& items() const { return m_items; }

    void render(QPainter& painter, const QRectF& target) const;
    QSize sizeHint() const override { return { 400, 24 }; }
    QSize minimumSizeHint() const override { return { 100, 24 }; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<Item> m_items;
};

} // namespace tle
