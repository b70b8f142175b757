// SPDX-License-Identifier: MIT
#include "tilesview.h"

#include "planeview.h"
#include "report/placereport.h"
#include "unitpalette.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace tle {

namespace {

// At most this many tiles per row, so a long run of tiles wraps instead of becoming a thin strip.
constexpr int64_t kMaxTilesPerRow = 8;
// Cells at least this large show the storage path.
constexpr double kPathPixels = 12.0;

// The tiles of one unit laid out in rows of `perRow`, each `geometry` cells large.
struct TileGrid
{
    TileGeometry geometry;
    int64_t perRow = 1;
    int64_t tiles = 0;

    // The tile under a cell, or -1 past the last tile.
    int64_t tileOf(int64_t row, int64_t column) const
    {
        const int64_t t = (row / geometry.height) * perRow + column / geometry.width;
        return t < tiles ? t : int64_t(-1);
    }
};

using CellOrder = std::vector<std::pair<int64_t, int64_t>>;

// Face borders, tile borders over them, and, when cells are large enough, the storage path through each
// visible tile (offset 0 to the last).
void paintTileOverlay(QPainter& painter, const std::function<QPointF(double, double)>& at,
    std::array<int64_t, 4> visible, double scale, const TileGrid& grid, const CellOrder& order)
{
    const auto [firstRow, lastRow, firstColumn, lastColumn] = visible;
    const TileGeometry& g = grid.geometry;
    painter.save();
    painter.setBrush(Qt::NoBrush);
    if (g.faces && scale * double(g.faceWidth) >= 8) {
        painter.setPen(QPen(QColor(0, 0, 0, 110), 1, Qt::DashLine));
        for (int64_t c = firstColumn / g.faceWidth * g.faceWidth; c <= lastColumn; c += g.faceWidth)
            painter.drawLine(at(double(firstRow), double(c)), at(double(lastRow), double(c)));
        for (int64_t r = firstRow / g.faceHeight * g.faceHeight; r <= lastRow; r += g.faceHeight)
            painter.drawLine(at(double(r), double(firstColumn)), at(double(r), double(lastColumn)));
    }
    if (scale * double(g.width) >= 4) {
        painter.setPen(QPen(Qt::black, 2));
        for (int64_t c = firstColumn / g.width * g.width; c <= lastColumn; c += g.width)
            painter.drawLine(at(double(firstRow), double(c)), at(double(lastRow), double(c)));
        for (int64_t r = firstRow / g.height * g.height; r <= lastRow; r += g.height)
            painter.drawLine(at(double(r), double(firstColumn)), at(double(r), double(lastColumn)));
    }
    if (scale >= kPathPixels) {
        painter.setPen(QPen(QColor(0, 0, 0, 150), 1.2));
        for (int64_t tr0 = firstRow / g.height * g.height; tr0 < lastRow; tr0 += g.height) {
            for (int64_t tc0 = firstColumn / g.width * g.width; tc0 < lastColumn; tc0 += g.width) {
                if (grid.tileOf(tr0, tc0) < 0)
                    continue;
                QPainterPath path;
                for (size_t k = 0; k < order.size(); ++k) {
                    const QPointF centre = at(double(tr0 + order[k].first) + 0.5, double(tc0 + order[k].second) + 0.5);
                    if (k == 0)
                        path.moveTo(centre);
                    else
                        path.lineTo(centre);
                }
                painter.drawPath(path);
            }
        }
    }
    painter.restore();
}

} // namespace

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
    m_numbering->addItems({ tr("Numbers: logical row-major index"), tr("Numbers: storage offset") });
    m_info = new QLabel(this);
    bar->addWidget(unitLabel);
    bar->addWidget(m_unit);
    bar->addWidget(m_numbering);
    bar->addWidget(m_info, 1);
    layout->addLayout(bar);
    layout->addWidget(m_plane, 1);
    connect(m_unit, &QSpinBox::valueChanged, this, [this] { rebuild(); });
    connect(m_numbering, &QComboBox::currentIndexChanged, this, [this] { rebuild(); });
    connect(m_plane, &PlaneView::cellHovered, this, [this](int64_t row, int64_t column) {
        if (!m_probe || row < 0) {
            emit hoverText(QString());
            return;
        }
        const int64_t tile = tileAt(row, column);
        if (tile < 0) {
            emit hoverText(QString());
            return;
        }
        const int64_t r = row % m_geometry.height;
        const int64_t c = column % m_geometry.width;
        const auto element = m_probe->elementInTile(m_unit->value(), tile, r, c);
        const int64_t offset = m_probe->inTileOffset(r, c);
        QString text
            = tr("Tile %1, in-tile (%2, %3), storage offset %4 in the tile").arg(tile).arg(r).arg(c).arg(offset);
        text += element ? tr(": %1").arg(QString::fromStdString(m_probe->brief(*element))) : tr(": tile padding");
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
    m_numbering->setCurrentIndex(numbering == Numbering::LogicalIndex ? 0 : 1);
}

int64_t TilesView::tileAt(int64_t row, int64_t column) const
{
    const int64_t tile = (row / m_geometry.height) * m_tilesPerRow + column / m_geometry.width;
    return tile < m_tiles ? tile : -1;
}

int64_t TilesView::numberAt(int64_t row, int64_t column) const
{
    if (!m_probe || m_tiles == 0)
        return -1;
    const int64_t tile = tileAt(row, column);
    if (tile < 0)
        return -1;
    const int64_t r = row % m_geometry.height;
    const int64_t c = column % m_geometry.width;
    if (m_numbering->currentIndex() == 1)
        return tile * m_geometry.height * m_geometry.width + m_probe->inTileOffset(r, c);
    const auto element = m_probe->elementInTile(m_unit->value(), tile, r, c);
    return element ? m_probe->rowMajorIndex(*element) : -1;
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
    if (!m_probe || m_tiles == 0 || m_probe->logicalSite(index).unit != m_unit->value()) {
        m_plane->setHighlight(std::nullopt);
        return;
    }
    const int64_t perTile = m_geometry.height * m_geometry.width;
    const int64_t offset = m_probe->storageOrder(index);
    const int64_t tile = offset / perTile;
    const auto [r, c] = (*m_cellOfOffset)[size_t(offset % perTile)];
    m_plane->setHighlight(std::array<int64_t, 2> {
        (tile / m_tilesPerRow) * m_geometry.height + r, (tile % m_tilesPerRow) * m_geometry.width + c });
}

void TilesView::rebuild()
{
    const std::optional<TileGeometry> geometry = m_probe ? m_probe->tileGeometry() : std::nullopt;
    if (!geometry) {
        m_tiles = 0;
        m_plane->setPlane(0, 0, {}, {}, m_probe ? tr("Not a tiled layout: there are no tiles to show") : m_emptyNotice);
        m_info->clear();
        return;
    }
    m_geometry = *geometry;
    // The in-tile cell of each storage offset, from the engine's offsets: asked once per layout, used by the
    // storage path on every paint and by the shared highlight.
    auto cellOfOffset = std::make_shared<CellOrder>(size_t(m_geometry.height * m_geometry.width));
    for (int64_t r = 0; r < m_geometry.height; ++r) {
        for (int64_t c = 0; c < m_geometry.width; ++c)
            cellOfOffset->at(size_t(m_probe->inTileOffset(r, c))) = { r, c };
    }
    m_cellOfOffset = cellOfOffset;
    const int64_t unit = m_unit->value();
    m_tiles = m_probe->tilesOnUnit(unit);
    m_tilesPerRow = std::clamp<int64_t>(m_tiles, 1, kMaxTilesPerRow);
    const int64_t tileRows = m_tiles == 0 ? 0 : (m_tiles + m_tilesPerRow - 1) / m_tilesPerRow;
    const LayoutProbe* p = m_probe.get();
    const TileGeometry g = m_geometry;
    const TileGrid grid { g, m_tilesPerRow, m_tiles };
    m_info->setText((m_tiles == 1 ? tr("%1 tile of %2x%3 on %4, %5") : tr("%1 tiles of %2x%3 on %4, %5"))
                        .arg(m_tiles)
                        .arg(g.height)
                        .arg(g.width)
                        .arg(QString::fromStdString(p->unitLabel(unit)))
                        .arg(g.faces ? tr("faces of %1x%2 in order").arg(g.faceHeight).arg(g.faceWidth)
                                     : tr("row-major inside each tile")));
    m_plane->setPlane(
        tileRows * g.height, grid.perRow * g.width,
        [p, g, unit, grid](int64_t row, int64_t column) {
            const int64_t t = grid.tileOf(row, column);
            if (t < 0)
                return ProbeSite { -1, PaddingCause::Page };
            const bool data = p->elementInTile(unit, t, row % g.height, column % g.width).has_value();
            return ProbeSite { unit, data ? PaddingCause::None : PaddingCause::Tile };
        },
        [p, g, unit, grid](int64_t row, int64_t column) {
            const int64_t t = grid.tileOf(row, column);
            if (t < 0)
                return QString();
            const auto element = p->elementInTile(unit, t, row % g.height, column % g.width);
            return element ? QString::fromStdString(mapAnswerText(p->layout(), *element)) : tr("Tile padding");
        },
        tr("Tiles of %1 in storage order").arg(QString::fromStdString(p->unitLabel(unit))),
        [this](int64_t row, int64_t column) { return numberAt(row, column); });
    m_plane->setOverlay([cellOfOffset, grid](QPainter& painter, const std::function<QPointF(double, double)>& at,
                            std::array<int64_t, 4> visible,
                            double scale) { paintTileOverlay(painter, at, visible, scale, grid, *cellOfOffset); });
}

void TilesView::render(QPainter& painter, const QRectF& target) const
{
    m_plane->render(painter, target);
}

} // namespace tle
