// SPDX-License-Identifier: MIT
#pragma once

#include "layoutview.h"
#include "view/layoutprobe.h"

#include <QWidget>

#include <memory>
#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QSpinBox;

namespace tle {

class PlaneView;

// The Tiles view: one unit's memory, tile by tile in storage order (tile k at position k, left to right, then
// down), each tile drawn with its faces outlined and, once cells are large enough, the storage order drawn as
// numbers and as a path through the cells. Numbers show either the element's index in the logical tensor's
// row-major order (as tt-metal's TILE layout listing writes it) or the storage offset inside the unit.
class TilesView : public QWidget, public LayoutView
{
    Q_OBJECT
public:
    enum class Numbering
    {
        LogicalIndex,
        StorageOffset,
    };

    explicit TilesView(QWidget* parent = nullptr);

    void setProbe(std::shared_ptr<const LayoutProbe> probe);
    void setUnit(int64_t unit);
    void setNumbering(Numbering numbering);
    PlaneView* plane() const { return m_plane; }
    int64_t tilesPerRow() const { return m_tilesPerRow; }

    // Lights up the cell storing a logical element when it lives on the unit shown (shared hover).
    void highlightElement(const Shape& index);

    // The number drawn in plane cell (row, column): -1 for padding and for cells past the last tile.
    int64_t numberAt(int64_t row, int64_t column) const;

    void render(QPainter& painter, const QRectF& target) const override;

    QWidget* widget() override { return this; }
    void showLayout(const LayoutSnapshot& snapshot) override;
    void linkSelection(ElementSelection* selection) override;

signals:
    void hoverText(const QString& text);
    void elementHovered(const tle::Shape& index);

private:
    void rebuild();
    int64_t tileAt(int64_t row, int64_t column) const;

    std::shared_ptr<const LayoutProbe> m_probe;
    QString m_emptyNotice; // shown instead of tiles for a tensor without elements
    PlaneView* m_plane = nullptr;
    QSpinBox* m_unit = nullptr;
    QComboBox* m_numbering = nullptr;
    QLabel* m_info = nullptr;
    int64_t m_tiles = 0;
    int64_t m_tilesPerRow = 1;
    TileGeometry m_geometry;
    // In-tile (row, column) of each storage offset; shared with the plane's overlay.
    std::shared_ptr<const std::vector<std::pair<int64_t, int64_t>>> m_cellOfOffset;
};

} // namespace tle
