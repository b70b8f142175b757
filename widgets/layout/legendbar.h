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

    // Keys that do not fit the width go on further lines: the height the legend takes at `width`.
    int heightFor(double width) const;
    void render(QPainter& painter, const QRectF& target) const;
    QSize sizeHint() const override { return { 400, height() }; }
    QSize minimumSizeHint() const override { return { 100, height() }; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr double kLineHeight = 24.0;
    // Where each key goes at a width: the map (if any) first, then the items; each key's swatch and label.
    struct Placed
    {
        QRectF swatch;
        QRectF label;
        int item = -1; // -1: the unit map
        int line = 0;
    };
    std::vector<Placed> arrange(const QFont& font, double width) const;
    // The map's cell size in pixels, or 0 when it is not drawn.
    double mapCell() const;
    void updateHeight();

    std::vector<Item> m_items;
    UnitMap m_map;
};

} // namespace tle
