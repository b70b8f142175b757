// SPDX-License-Identifier: MIT
#include "tilesview.h"

#include "placetext.h"
#include "planeview.h"
#include "report/placereport.h"
#include "unitnames.h"
#include "unitpalette.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QResizeEvent>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>

namespace tle {

namespace {

// At most this many tiles per row; a longer run of tiles wraps in bands instead.
constexpr int64_t kMaxTilesPerRow = 64;
constexpr int64_t kDefaultTilesPerRow = 8;
// The storage path's lines are at least this far apart: below, it runs through blocks of cells.
constexpr double kPathSpacing = 8.0;
// Tiles smaller than this on the screen have no room for a path.
constexpr double kMinPathTilePixels = 8.0;
// Caption rows at least this tall hold the captions; below, captions go over the tiles' middles.
constexpr double kCaptionRowPixels = 13.0;

using CellOrder = std::vector<std::pair<int64_t, int64_t>>;

// The in-tile cell of each storage offset and the offset of each cell (row-major), from the engine's offsets: asked
// once per layout, used by the storage path on every paint and by the shared highlight.
std::pair<std::shared_ptr<const CellOrder>, std::shared_ptr<const std::vector<int64_t>>> inTileOrder(
    const LayoutProbe& probe, const TileGeometry& g)
{
    auto cellOfOffset = std::make_shared<CellOrder>(size_t(g.height * g.width));
    auto offsetOfCell = std::make_shared<std::vector<int64_t>>(size_t(g.height * g.width));
    for (int64_t r = 0; r < g.height; ++r) {
        for (int64_t c = 0; c < g.width; ++c) {
            const int64_t offset = probe.inTileOffset(r, c);
            cellOfOffset->at(size_t(offset)) = { r, c };
            (*offsetOfCell)[size_t(r * g.width + c)] = offset;
        }
    }
    return { std::move(cellOfOffset), std::move(offsetOfCell) };
}

// The tile borders and face borders of the visible tile rows, skipping the caption rows between them; each kind
// drawn in one call, since a wrapped plane of thousands of tiles has thousands of borders.
void paintBorders(QPainter& painter, const std::function<QPointF(double, double)>& at, std::array<int64_t, 4> visible,
    double scale, const TileRows& rows)
{
    const auto [firstRow, lastRow, firstColumn, lastColumn] = visible;
    const TileGeometry& g = rows.geometry;
    const int64_t step = rows.rowsPerTileRow();
    const bool faces = g.faces && scale * double(g.faceWidth) >= 8;
    const bool tiles = scale * double(g.width) >= 4;
    if (!faces && !tiles)
        return;
    // The picture's transform is a scale and a shift: two points give it, and every line end is arithmetic.
    const QPointF origin = at(0.0, 0.0);
    const QPointF unit = at(1.0, 1.0) - origin;
    auto x = [&](double column) { return origin.x() + column * unit.x(); };
    auto y = [&](double row) { return origin.y() + row * unit.y(); };
    QList<QLineF> faceLines;
    QList<QLineF> tileLines;
    for (int64_t top = firstRow / step * step; top < lastRow; top += step) {
        const int64_t bottom = top + g.height;
        const int64_t rowTiles = std::min(rows.perRow, rows.tiles - (top / step) * rows.perRow);
        if (rowTiles <= 0)
            break;
        const double right = double(std::min(lastColumn, rowTiles * g.width));
        const double yTop = y(double(top));
        const double yBottom = y(double(bottom));
        if (faces) {
            for (int64_t c = firstColumn / g.faceWidth * g.faceWidth; c <= right; c += g.faceWidth)
                faceLines.append(QLineF(x(double(c)), yTop, x(double(c)), yBottom));
            for (int64_t r = top; r <= bottom; r += g.faceHeight)
                faceLines.append(QLineF(x(double(firstColumn)), y(double(r)), x(right), y(double(r))));
        }
        if (tiles) {
            for (int64_t c = firstColumn / g.width * g.width; c <= right; c += g.width)
                tileLines.append(QLineF(x(double(c)), yTop, x(double(c)), yBottom));
            tileLines.append(QLineF(x(double(firstColumn)), yTop, x(right), yTop));
            tileLines.append(QLineF(x(double(firstColumn)), yBottom, x(right), yBottom));
        }
    }
    painter.setPen(QPen(QColor(0, 0, 0, 110), 1, Qt::DashLine));
    painter.drawLines(faceLines);
    // Thin (cosmetic) borders while tiles are small: they draw far faster, and a 2 px border would cover the tile.
    painter.setPen(QPen(Qt::black, scale * double(g.width) >= 24 ? 2.0 : 0.0));
    painter.drawLines(tileLines);
}

// The storage path through each visible tile, offset 0 to the last, through blocks of `block` cells; a dot marks
// where it starts. Returns how many tiles it was drawn in.
int paintPaths(QPainter& painter, const std::function<QPointF(double, double)>& at, std::array<int64_t, 4> visible,
    const TileRows& rows, const std::vector<QPointF>& path, double block,
    const std::vector<std::pair<QPointF, QString>>& faceLabels)
{
    const auto [firstRow, lastRow, firstColumn, lastColumn] = visible;
    const TileGeometry& g = rows.geometry;
    const int64_t step = rows.rowsPerTileRow();
    if (path.empty())
        return 0;
    // The picture's transform is a scale and a shift: one set of lines serves every tile. Steps to a neighbouring
    // block are the path; jumps (to the next row, the next face) are drawn faint, so they do not hide it.
    const QPointF origin = at(0.0, 0.0);
    const QPointF unit = at(1.0, 1.0) - origin;
    QList<QLineF> steps;
    QList<QLineF> jumps;
    for (size_t k = 1; k < path.size(); ++k) {
        const QPointF from(path[k - 1].x() * unit.x(), path[k - 1].y() * unit.y());
        const QPointF to(path[k].x() * unit.x(), path[k].y() * unit.y());
        const QPointF d = path[k] - path[k - 1];
        const double spacing = std::max(std::abs(d.x()), std::abs(d.y()));
        (std::abs(d.x()) > 0 && std::abs(d.y()) > 0) || spacing > block ? jumps.append(QLineF(from, to))
                                                                        : steps.append(QLineF(from, to));
    }
    const QPointF start(path.front().x() * unit.x(), path.front().y() * unit.y());
    const QPen stepPen(QColor(0, 0, 0, 170), 1.4);
    const QPen jumpPen(QColor(0, 0, 0, 70), 1.0, Qt::DotLine);
    int drawn = 0;
    for (int64_t top = firstRow / step * step; top < lastRow; top += step) {
        for (int64_t left = firstColumn / g.width * g.width; left < lastColumn; left += g.width) {
            if (!rows.cellAt(top, left))
                continue;
            const QPointF corner = origin + QPointF(double(left) * unit.x(), double(top) * unit.y());
            painter.save();
            painter.translate(corner);
            for (const auto& [centre, label] : faceLabels) {
                const QPointF at(centre.x() * unit.x(), centre.y() * unit.y());
                const QRectF pill(at - QPointF(8, 7), QSizeF(16, 14));
                painter.fillRect(pill, QColor(255, 255, 255, 200));
                painter.setPen(Qt::black);
                painter.drawText(pill, Qt::AlignCenter, label);
            }
            painter.setPen(jumpPen);
            painter.drawLines(jumps);
            painter.setPen(stepPen);
            painter.drawLines(steps);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0, 0, 0, 190));
            painter.drawEllipse(start, 2.5, 2.5);
            painter.restore();
            ++drawn;
        }
    }
    return drawn;
}

} // namespace

std::vector<QPointF> storagePath(const std::vector<std::pair<int64_t, int64_t>>& cellOfOffset, int64_t block)
{
    block = std::max<int64_t>(1, block);
    std::vector<QPointF> path;
    std::pair<int64_t, int64_t> last { -1, -1 };
    for (const auto& [row, column] : cellOfOffset) {
        const std::pair<int64_t, int64_t> at { row / block, column / block };
        if (at == last)
            continue;
        last = at;
        path.emplace_back((double(at.second) + 0.5) * double(block), (double(at.first) + 0.5) * double(block));
    }
    return path;
}

int64_t tilesPerRowFor(int64_t tiles, const TileGeometry& g, QSizeF area)
{
    if (tiles <= 1 || g.width <= 0 || g.height <= 0)
        return 1;
    // Before the plane has room (a view not yet laid out), eight to a row, as a listing reads.
    if (area.width() < 1 || area.height() < 1)
        return std::min<int64_t>(tiles, kDefaultTilesPerRow);
    int64_t best = 1;
    double bestScale = 0;
    for (int64_t perRow = 1; perRow <= std::min(tiles, kMaxTilesPerRow); ++perRow) {
        const int64_t tileRows = (tiles + perRow - 1) / perRow;
        const double scale
            = std::min(area.width() / double(perRow * g.width), area.height() / double(tileRows * (g.height + 1)));
        // A tie goes to more tiles per row: fewer rows to read down.
        if (scale >= bestScale) {
            best = perRow;
            bestScale = scale;
        }
    }
    return best;
}

int64_t TileRows::planeRows() const
{
    const int64_t tileRows = tiles == 0 ? 0 : (tiles + perRow - 1) / perRow;
    return tileRows * rowsPerTileRow();
}

std::optional<TileRows::Cell> TileRows::cellAt(int64_t row, int64_t column) const
{
    if (row < 0 || column < 0 || column >= planeColumns())
        return std::nullopt;
    const int64_t inRow = row % rowsPerTileRow();
    if (inRow >= geometry.height)
        return std::nullopt;
    const int64_t tile = (row / rowsPerTileRow()) * perRow + column / geometry.width;
    if (tile >= tiles)
        return std::nullopt;
    return Cell { tile, inRow, column % geometry.width };
}

std::array<int64_t, 2> TileRows::planeCell(int64_t tile, int64_t row, int64_t column) const
{
    return { (tile / perRow) * rowsPerTileRow() + row, (tile % perRow) * geometry.width + column };
}

TilesView::TilesView(QWidget* parent)
    : QWidget(parent)
    , m_plane(new PlaneView(this))
{
    setObjectName(QStringLiteral("tilesView"));
    m_emptyNotice = noLayoutNotice();
    m_plane->setObjectName(QStringLiteral("tilesPlane"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QHBoxLayout;
    auto* unitLabel = new QLabel(tr("&Unit:"), this);
    m_unit = new QSpinBox(this);
    m_unit->setObjectName(QStringLiteral("tileUnit"));
    unitLabel->setBuddy(m_unit);
    m_numbering = new QComboBox(this);
    m_numbering->setObjectName(QStringLiteral("tileNumbering"));
    m_numbering->addItems(
        { tr("Numbers: logical row-major index"), tr("Numbers: storage offset"), tr("No numbers: storage path") });
    m_zoomTile = new QPushButton(tr("Zoom to tile"), this);
    m_zoomTile->setObjectName(QStringLiteral("zoomToTile"));
    m_zoomTile->setToolTip(tr("Show one tile large enough to read its numbers: the highlighted tile, else the first"));
    m_info = new QLabel(this);
    bar->addWidget(unitLabel);
    bar->addWidget(m_unit);
    bar->addWidget(m_numbering);
    bar->addWidget(m_zoomTile);
    bar->addWidget(m_info, 1);
    layout->addLayout(bar);
    layout->addWidget(m_plane, 1);
    connect(m_unit, &QSpinBox::valueChanged, this, [this] { rebuild(); });
    connect(m_numbering, &QComboBox::currentIndexChanged, this, [this] { rebuild(); });
    connect(m_zoomTile, &QPushButton::clicked, this, &TilesView::zoomToTile);
    connect(m_plane, &PlaneView::cellHovered, this, [this](int64_t row, int64_t column) {
        const std::optional<TileRows::Cell> cell = m_probe ? m_rows.cellAt(row, column) : std::nullopt;
        if (!cell) {
            emit hoverText(QString());
            return;
        }
        const auto element = m_probe->elementInTile(m_unit->value(), cell->tile, cell->row, cell->column);
        const int64_t offset = m_probe->inTileOffset(cell->row, cell->column);
        QString text = tr("Tile %1, in-tile (%2, %3), storage offset %4 in the tile")
                           .arg(cell->tile)
                           .arg(cell->row)
                           .arg(cell->column)
                           .arg(offset);
        text += element ? tr(": %1").arg(elementBrief(*m_probe, *element)) : tr(": tile padding");
        m_plane->setHighlight(std::array<int64_t, 2> { row, column });
        emit hoverText(text);
        if (element)
            emit elementHovered(*element);
    });
    rebuild();
}

void TilesView::setProbe(std::shared_ptr<const LayoutProbe> probe)
{
    m_probe = std::move(probe);
    m_plane->setUnitColors(m_probe ? unitColors(*m_probe) : std::vector<QColor>());
    {
        const QSignalBlocker block(m_unit);
        m_unit->setRange(0, m_probe ? int(std::max<int64_t>(0, m_probe->unitCount() - 1)) : 0);
    }
    rebuild();
}

void TilesView::setUnit(int64_t unit)
{
    m_unit->setValue(int(unit));
}

void TilesView::setNumbering(Numbering numbering)
{
    m_numbering->setCurrentIndex(int(numbering));
}

TilesView::Numbering TilesView::numbering() const
{
    return Numbering(m_numbering->currentIndex());
}

int64_t TilesView::numberAt(int64_t row, int64_t column) const
{
    const std::optional<TileRows::Cell> cell = m_probe ? m_rows.cellAt(row, column) : std::nullopt;
    if (!cell)
        return -1;
    switch (numbering()) {
    case Numbering::StorageOffset:
        return cell->tile * m_rows.geometry.height * m_rows.geometry.width
            + m_probe->inTileOffset(cell->row, cell->column);
    case Numbering::LogicalIndex: {
        const auto element = m_probe->elementInTile(m_unit->value(), cell->tile, cell->row, cell->column);
        return element ? m_probe->rowMajorIndex(*element) : -1;
    }
    case Numbering::None:
        break;
    }
    return -1;
}

QString TilesView::tileCaption(int64_t tile) const
{
    if (const auto it = m_captions.find(tile); it != m_captions.end())
        return it->second;
    const LayoutProbe::TileHolding holding = m_probe->tileHolding(m_unit->value(), tile);
    QString caption;
    if (holding.logicalTile)
        caption = tr("#%1: tile %2").arg(tile).arg(QString::fromStdString(formatList(*holding.logicalTile)));
    else if (holding.firstElement)
        caption = tr("#%1: from %2").arg(tile).arg(QString::fromStdString(formatList(*holding.firstElement)));
    else
        caption = tr("#%1: padding only").arg(tile);
    m_captions.emplace(tile, caption);
    return caption;
}

void TilesView::zoomToTile()
{
    if (!m_probe || m_rows.tiles == 0)
        return;
    int64_t tile = 0;
    if (const auto h = m_plane->highlight()) {
        if (const auto cell = m_rows.cellAt((*h)[0], (*h)[1]))
            tile = cell->tile;
    }
    const auto [top, left] = m_rows.tileOrigin(tile);
    const TileGeometry& g = m_rows.geometry;
    // The tile and its caption row, with a little room around them.
    const double scale = m_plane->painter().scaleToFit(double(g.height + 1) * 1.05, double(g.width) * 1.05);
    m_plane->setView(scale,
        m_plane->painter().shownPoint(double(top) + double(g.height + 1) / 2.0, double(left) + double(g.width) / 2.0));
}

void TilesView::showLayout(const LayoutSnapshot& snapshot)
{
    m_emptyNotice = snapshot.emptyShape ? emptyTensorNotice(*snapshot.emptyShape) : noLayoutNotice();
    setProbe(snapshot.probe);
}

void TilesView::linkSelection(ElementSelection* selection)
{
    connect(this, &TilesView::hoverText, selection, &ElementSelection::setStatusText);
    connect(this, &TilesView::elementHovered, selection,
        [this, selection](const Shape& index) { selection->hoverElement(index, this); });
    connect(selection, &ElementSelection::elementHovered, this, [this](const Shape& index, const LayoutView* source) {
        if (source != this)
            highlightElement(index);
    });
}

void TilesView::highlightElement(const Shape& index)
{
    if (!m_probe || m_rows.tiles == 0 || m_probe->logicalSite(index).unit != m_unit->value()) {
        m_plane->setHighlight(std::nullopt);
        return;
    }
    const int64_t perTile = m_rows.geometry.height * m_rows.geometry.width;
    const int64_t offset = m_probe->storageOrder(index);
    const auto [r, c] = (*m_cellOfOffset)[size_t(offset % perTile)];
    m_plane->setHighlight(m_rows.planeCell(offset / perTile, r, c));
}

void TilesView::rebuild()
{
    m_captions.clear();
    const std::optional<TileGeometry> geometry = m_probe ? m_probe->tileGeometry() : std::nullopt;
    m_zoomTile->setEnabled(geometry.has_value());
    if (!geometry) {
        m_rows.tiles = 0;
        m_plane->setShade({});
        m_plane->setPlane(0, 0, {}, {}, m_probe ? tr("Not a tiled layout: there are no tiles to show") : m_emptyNotice);
        m_info->clear();
        return;
    }
    const TileGeometry g = *geometry;
    const int64_t perTile = g.height * g.width;
    const auto order = inTileOrder(*m_probe, g);
    const std::shared_ptr<const CellOrder> cellOfOffset = order.first;
    const std::shared_ptr<const std::vector<int64_t>> offsetOfCell = order.second;
    m_cellOfOffset = cellOfOffset;
    const int64_t unit = m_unit->value();
    const int64_t tiles = m_probe->tilesOnUnit(unit);
    m_rows = TileRows { .geometry = g, .perRow = tilesPerRowFor(tiles, g, tileArea()), .tiles = tiles };
    const LayoutProbe* p = m_probe.get();
    const TileRows rows = m_rows;
    m_info->setText(tr("%Ln tiles of %1x%2 on %3, %4", nullptr, int(std::min<int64_t>(tiles, INT_MAX)))
                        .arg(g.height)
                        .arg(g.width)
                        .arg(unitName(*p, unit))
                        .arg(g.faces ? tr("faces of %1x%2 in order").arg(g.faceHeight).arg(g.faceWidth)
                                     : tr("row-major inside each tile")));
    m_plane->setShade([rows, offsetOfCell, perTile](int64_t row, int64_t column) {
        const auto cell = rows.cellAt(row, column);
        return cell ? double((*offsetOfCell)[size_t(cell->row * rows.geometry.width + cell->column)])
                / double(std::max<int64_t>(1, perTile - 1))
                    : 1.0;
    });
    // Thousands of tiles make a plane far taller than wide: it wraps in whole rows of tiles.
    m_plane->setWrapMultiple(rows.rowsPerTileRow());
    m_plane->setPlane(
        rows.planeRows(), rows.planeColumns(),
        [p, unit, rows](int64_t row, int64_t column) {
            const auto cell = rows.cellAt(row, column);
            if (!cell)
                return ProbeSite { -1, PaddingCause::None };
            const bool data = p->elementInTile(unit, cell->tile, cell->row, cell->column).has_value();
            return ProbeSite { unit, data ? PaddingCause::None : PaddingCause::Tile };
        },
        [p, unit, rows](int64_t row, int64_t column) {
            const auto cell = rows.cellAt(row, column);
            if (!cell)
                return QString();
            const auto element = p->elementInTile(unit, cell->tile, cell->row, cell->column);
            return element ? placeAnswerTooltip(mapFacts(p->layout(), *element)) : tr("Tile padding");
        },
        tr("Tiles of %1 in storage order, light to full colour; each captioned with its position and the logical "
           "tile it holds")
            .arg(unitName(*p, unit)),
        numbering() == Numbering::None
            ? PlanePainter::OrderFn()
            : PlanePainter::OrderFn([this](int64_t row, int64_t column) { return numberAt(row, column); }));
    const bool numbers = numbering() != Numbering::None;
    m_plane->setOverlay([this, cellOfOffset, rows, numbers](QPainter& painter,
                            const std::function<QPointF(double, double)>& at, std::array<int64_t, 4> visible,
                            double scale) { paintOverlay(painter, at, visible, scale, rows, *cellOfOffset, numbers); });
}

// Over the cells: the tile and face borders, the storage path where tiles have room for it, and the captions.
void TilesView::paintOverlay(QPainter& painter, const std::function<QPointF(double, double)>& at,
    std::array<int64_t, 4> visible, double scale, const TileRows& rows, const CellOrder& cellOfOffset,
    bool numbers) const
{
    painter.save();
    painter.setBrush(Qt::NoBrush);
    paintBorders(painter, at, visible, scale, rows);
    // Numbers are drawn from kMinLabelPixels on and say the order; the path would strike through them.
    m_pathsDrawn = 0;
    if (scale * double(std::min(rows.geometry.height, rows.geometry.width)) >= kMinPathTilePixels
        && (!numbers || scale < PlanePainter::kMinLabelPixels)) {
        // Blocks no larger than a face (half a tile without faces), so that the face order always shows.
        const TileGeometry& g = rows.geometry;
        const int64_t largest
            = g.faces ? std::min(g.faceHeight, g.faceWidth) : std::max<int64_t>(1, std::min(g.height, g.width) / 2);
        const int64_t block
            = std::clamp<int64_t>(int64_t(std::ceil(kPathSpacing / scale - 1e-9)), 1, std::max<int64_t>(1, largest));
        // Each face numbered in the order it is stored, where a face is large enough to hold its number.
        std::vector<std::pair<QPointF, QString>> faceLabels;
        if (g.faces && scale * double(std::min(g.faceHeight, g.faceWidth)) >= 40) {
            const int64_t perFace = g.faceHeight * g.faceWidth;
            for (int64_t offset = 0, face = 0; offset < int64_t(cellOfOffset.size()); offset += perFace, ++face) {
                const auto [row, column] = cellOfOffset[size_t(offset)];
                faceLabels.push_back({ QPointF((double(column / g.faceWidth) + 0.5) * double(g.faceWidth),
                                           (double(row / g.faceHeight) + 0.5) * double(g.faceHeight)),
                    tr("F%1").arg(face) });
            }
        }
        m_pathsDrawn
            = paintPaths(painter, at, visible, rows, storagePath(cellOfOffset, block), double(block), faceLabels);
    }
    paintCaptions(painter, at, visible, scale);
    painter.restore();
}

void TilesView::paintCaptions(QPainter& painter, const std::function<QPointF(double, double)>& at,
    std::array<int64_t, 4> visible, double scale) const
{
    const auto [firstRow, lastRow, firstColumn, lastColumn] = visible;
    const TileGeometry& g = m_rows.geometry;
    const int64_t step = m_rows.rowsPerTileRow();
    const bool inRow = scale >= kCaptionRowPixels;
    const double tileWidth = scale * double(g.width);
    if (tileWidth < 24)
        return;
    QFont font = painter.font();
    font.setPixelSize(int(std::clamp(inRow ? scale * 0.8 : 11.0, 7.0, 13.0)));
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    for (int64_t top = firstRow / step * step; top < lastRow; top += step) {
        for (int64_t left = firstColumn / g.width * g.width; left < lastColumn; left += g.width) {
            const auto cell = m_rows.cellAt(top, left);
            if (!cell)
                continue;
            QString text = tileCaption(cell->tile);
            if (metrics.horizontalAdvance(text) > tileWidth - 4)
                text = QStringLiteral("#%1").arg(cell->tile);
            if (metrics.horizontalAdvance(text) > tileWidth - 4)
                continue;
            if (inRow) {
                // Under the tile, in its caption row.
                const QRectF band(
                    at(double(top + g.height), double(left)), at(double(top + step), double(left + g.width)));
                painter.setPen(palette().color(QPalette::Text));
                painter.drawText(band.adjusted(2, 0, -2, 0), Qt::AlignLeft | Qt::AlignVCenter, text);
            } else {
                // Cells too small for numbers: the caption over the tile's middle, on a plate that keeps it legible.
                const QRectF tileRect(
                    at(double(top), double(left)), at(double(top + g.height), double(left + g.width)));
                QRectF plate = metrics.boundingRect(text).adjusted(-3, -1, 3, 1);
                plate.moveCenter(tileRect.center());
                if (plate.height() > tileRect.height())
                    continue;
                painter.fillRect(plate, QColor(255, 255, 255, 210));
                painter.setPen(Qt::black);
                painter.drawText(plate, Qt::AlignCenter, text);
            }
        }
    }
}

QSizeF TilesView::tileArea() const
{
    // The area the plane draws in, less its title as wrapped at the plane's width; before the plane has its size,
    // the plane's own less one title line.
    const QSizeF area = m_plane->painter().areaSize();
    if (m_plane->painter().viewport() == QSizeF(m_plane->size()))
        return area;
    return { double(m_plane->width()) - 2 * PlanePainter::kMargin,
        double(m_plane->height()) - PlanePainter::kTitleHeight - 2 * PlanePainter::kMargin };
}

void TilesView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // The plane's size follows the layout's; the tiles are arranged again when another number per row fills it
    // better.
    QTimer::singleShot(0, this, [this] {
        if (m_probe && m_rows.tiles > 0 && tilesPerRowFor(m_rows.tiles, m_rows.geometry, tileArea()) != m_rows.perRow)
            rebuild();
    });
}

void TilesView::render(QPainter& painter, const QRectF& target) const
{
    m_plane->render(painter, target);
}

} // namespace tle
