// SPDX-License-Identifier: MIT
#pragma once

#include "layoutview.h"
#include "view/layoutprobe.h"

#include <QPointF>
#include <QSizeF>
#include <QWidget>

#include <memory>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace tle {

class PlaneView;

// Where the tiles of one unit sit in the Tiles view's plane: rows of `perRow` tiles, each row of tiles followed
// by one row of cells that holds the tiles' captions.
struct TileRows
{
    TileGeometry geometry;
    int64_t perRow = 1;
    int64_t tiles = 0;

    struct Cell
    {
        int64_t tile = 0;
        int64_t row = 0; // inside the tile
        int64_t column = 0;
    };

    int64_t rowsPerTileRow() const { return geometry.height + 1; }
    int64_t planeRows() const;
    int64_t planeColumns() const { return perRow * geometry.width; }
    // The tile cell under a plane cell; nullopt for a caption row and past the last tile.
    std::optional<Cell> cellAt(int64_t row, int64_t column) const;
    std::array<int64_t, 2> planeCell(int64_t tile, int64_t row, int64_t column) const;
    // The plane rows and columns of a tile: {first row, first column}.
    std::array<int64_t, 2> tileOrigin(int64_t tile) const { return planeCell(tile, 0, 0); }
};

// The storage path through a tile's cells (x = column, y = row, at cell centres) in storage order, through
// blocks of `block` x `block` cells so that its lines stay apart at any size: a faces tile's path visits face 0's
// blocks before face 1's. Consecutive offsets in one block make one point.
std::vector<QPointF> storagePath(const std::vector<std::pair<int64_t, int64_t>>& cellOfOffset, int64_t block);
// The tiles per row that show `tiles` tiles largest in `area`.
int64_t tilesPerRowFor(int64_t tiles, const TileGeometry& g, QSizeF area);

// The Tiles view: one unit's memory, tile by tile in storage order (tile k at position k, left to right, then
// down), each tile drawn with its faces outlined, shaded from light to full colour along its storage order and
// captioned with its position and the logical tile it holds. Once cells are large enough, numbers show either
// the element's index in the logical tensor's row-major order (as tt-metal's TILE layout listing writes it) or
// the storage offset inside the unit; without numbers the storage order is drawn as a path through the cells.
class TilesView : public QWidget, public LayoutView
{
    Q_OBJECT
public:
    enum class Numbering
    {
        LogicalIndex,
        StorageOffset,
        None,
    };

    explicit TilesView(QWidget* parent = nullptr);

    void setProbe(std::shared_ptr<const LayoutProbe> probe);
    void setUnit(int64_t unit);
    void setNumbering(Numbering numbering);
    PlaneView* plane() const { return m_plane; }
    int64_t tilesPerRow() const { return m_rows.perRow; }
    const TileRows& tileRows() const { return m_rows; }
    // Zooms the plane to one tile: the one under the highlight, else the first.
    void zoomToTile();
    // The caption of a tile: its storage position and the logical tile it holds ("#3: tile [0, 1]"), or the
    // logical element it starts from where it holds no whole logical tile.
    QString tileCaption(int64_t tile) const;

    // Lights up the cell storing a logical element when it lives on the unit shown (shared hover).
    void highlightElement(const Shape& index);

    // The number drawn in plane cell (row, column): -1 for padding, captions and cells past the last tile.
    int64_t numberAt(int64_t row, int64_t column) const;
    // The tiles the last paint drew the storage path in (in its last band, when the plane is wrapped).
    int pathsDrawn() const { return m_pathsDrawn; }

    void render(QPainter& painter, const QRectF& target) const override;

    QWidget* widget() override { return this; }
    void showLayout(const LayoutSnapshot& snapshot) override;
    void linkSelection(ElementSelection* selection) override;

signals:
    void hoverText(const QString& text);
    void elementHovered(const tle::Shape& index);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    QSizeF tileArea() const;
    Numbering numbering() const;
    void paintCaptions(QPainter& painter, const std::function<QPointF(double, double)>& toScreen,
        std::array<int64_t, 4> visible, double scale) const;
    void paintOverlay(QPainter& painter, const std::function<QPointF(double, double)>& at,
        std::array<int64_t, 4> visible, double scale, const TileRows& rows,
        const std::vector<std::pair<int64_t, int64_t>>& cellOfOffset, bool numbers) const;

    std::shared_ptr<const LayoutProbe> m_probe;
    QString m_emptyNotice; // shown instead of tiles for a tensor without elements
    PlaneView* m_plane = nullptr;
    QSpinBox* m_unit = nullptr;
    QComboBox* m_numbering = nullptr;
    QPushButton* m_zoomTile = nullptr;
    QLabel* m_info = nullptr;
    TileRows m_rows;
    // In-tile (row, column) of each storage offset; shared with the plane's overlay.
    std::shared_ptr<const std::vector<std::pair<int64_t, int64_t>>> m_cellOfOffset;
    // Captions asked for by painting, kept until the layout or the unit changes.
    mutable std::unordered_map<int64_t, QString> m_captions;
    mutable int m_pathsDrawn = 0;
};

} // namespace tle
