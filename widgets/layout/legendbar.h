// SPDX-License-Identifier: MIT
#pragma once

#include <QBrush>
#include <QColor>
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

    // A small picture of the unit grid in the units' colours, drawn before the items, with its caption.
    struct UnitMap
    {
        int64_t rows = 0;
        int64_t columns = 0;
        std::vector<QColor> colors; // by unit id, row-major
        QString caption;
    };

    explicit LegendBar(QWidget* parent = nullptr);

    void setItems(std::vector<Item> items);
    const std::vector<Item>& items() const { return m_items; }
    void setUnitMap(UnitMap map);
    const UnitMap& unitMap() const { return m_map; }

    void render(QPainter& painter, const QRectF& target) const;
    QSize sizeHint() const override { return { 400, height() }; }
    QSize minimumSizeHint() const override { return { 100, height() }; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    // Outlines a swatch or the map and writes its label after it; returns where the next key starts.
    double drawKey(QPainter& painter, const QRectF& key, const QString& label, const QRectF& target) const;
    // The map's cell size in pixels for a bar `height` high; 0 when it does not fit.
    double mapCell(double height) const;

    std::vector<Item> m_items;
    UnitMap m_map;
};

} // namespace tle
