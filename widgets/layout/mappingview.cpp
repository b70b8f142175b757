// SPDX-License-Identifier: MIT
#include "mappingview.h"

#include "flowlayout.h"
#include "legendbar.h"
#include "placetext.h"
#include "planeoverlays.h"
#include "planeview.h"
#include "regionlabels.h"
#include "report/placereport.h"
#include "unitnames.h"
#include "unitpalette.h"
#include "util/error.h"
#include "view/gototarget.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <map>

namespace tle {

MappingView::MappingView(QWidget* parent)
    : QWidget(parent)
    , m_logical(new PlaneView(this))
    , m_physical(new PlaneView(this))
{
    setObjectName(QStringLiteral("mappingView"));
    m_logical->setObjectName(QStringLiteral("logicalPlane"));
    m_physical->setObjectName(QStringLiteral("physicalPlane"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_slicerRow = new FlowLayout(nullptr, 6);
    m_sliceLabel = new QLabel(tr("Slice of the leading dims:"), this);
    m_slicerRow->addWidget(m_sliceLabel);
    m_slicerRow->addStretch();
    m_goTo = new QLineEdit(this);
    m_goTo->setObjectName(QStringLiteral("goToInput"));
    m_goTo->setPlaceholderText(tr("Go to element or core…"));
    m_goTo->setToolTip(tr("An element index such as \"3, 5\", or a unit such as \"core (1, 2)\" or \"bank 3\"; "
                          "Enter centres both planes on it"));
    m_goTo->setWhatsThis(m_goTo->toolTip());
    m_goTo->setClearButtonEnabled(true);
    // Wide enough for its hint, narrow enough to leave the slicers their room.
    m_goTo->setMinimumWidth(m_goTo->fontMetrics().horizontalAdvance(m_goTo->placeholderText()) + 40);
    m_goTo->setMaximumWidth(260);
    connect(m_goTo, &QLineEdit::returnPressed, this, [this] {
        const QString failure = goTo(m_goTo->text());
        if (!failure.isEmpty())
            emit goToFailed(failure);
    });
    m_slicerRow->addWidget(m_goTo);
    m_lockZoom = new QCheckBox(tr("Lock zoom"), this);
    m_lockZoom->setObjectName(QStringLiteral("lockZoom"));
    m_lockZoom->setToolTip(tr("Show both planes at the same scale, so that a cell has the same size in each"));
    m_lockZoom->setWhatsThis(m_lockZoom->toolTip());
    connect(m_lockZoom, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            followZoom(m_logical, m_logical->scale());
    });
    m_slicerRow->addWidget(m_lockZoom);
    m_numbers = new QCheckBox(tr("Numbers"), this);
    m_numbers->setObjectName(QStringLiteral("cellNumbers"));
    m_numbers->setChecked(true);
    m_numbers->setToolTip(tr("Number the cells by storage order (their offset in their unit) once they are large "
                             "enough to hold the number"));
    m_numbers->setWhatsThis(m_numbers->toolTip());
    connect(m_numbers, &QCheckBox::toggled, this, [this] {
        refreshLogical();
        refreshPhysical();
    });
    m_slicerRow->addWidget(m_numbers);
    m_summary = new QCheckBox(tr("Summary"), this);
    m_summary->setObjectName(QStringLiteral("physicalSummary"));
    m_summary->setToolTip(
        tr("Draw the physical plane as its units, each filled as strongly as it holds data, instead of "
           "cell by cell: for planes far too large and sparse for their cells to show"));
    m_summary->setWhatsThis(m_summary->toolTip());
    m_summary->hide();
    connect(m_summary, &QCheckBox::toggled, this, &MappingView::refreshPhysical);
    m_slicerRow->addWidget(m_summary);
    layout->addLayout(m_slicerRow);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_logical);
    split->addWidget(m_physical);
    layout->addWidget(split, 1);
    m_legend = new LegendBar(this);
    layout->addWidget(m_legend);
    connect(m_logical, &PlaneView::cellHovered, this, &MappingView::onLogicalHover);
    connect(m_physical, &PlaneView::cellHovered, this, &MappingView::onPhysicalHover);
    connect(m_logical, &PlaneView::zoomChanged, this, [this](double scale) { followZoom(m_logical, scale); });
    connect(m_physical, &PlaneView::zoomChanged, this, [this](double scale) { followZoom(m_physical, scale); });
    m_emptyNotice = noLayoutNotice();
    setProbe(nullptr);
}

void MappingView::setProbe(
    std::shared_ptr<const LayoutProbe> probe, std::shared_ptr<const std::vector<UnitSummary>> units)
{
    const size_t oldRank = m_probe ? m_probe->logicalShape().size() : 0;
    m_probe = std::move(probe);
    m_units = std::move(units);
    {
        // The summary is the default where cells would be far below a pixel and mostly padding.
        const auto extent = m_probe ? m_probe->physicalExtent() : std::array<int64_t, 2> { 0, 0 };
        const bool possible = extent[0] > 0 && extent[1] > 0;
        const double cells = double(extent[0]) * double(extent[1]);
        const QSignalBlocker block(m_summary);
        m_summary->setVisible(possible);
        m_summary->setChecked(
            possible && cells > double(kSummaryCells) && double(m_probe->logicalElements()) * 2 < cells);
    }
    m_colors = m_probe ? unitColors(*m_probe) : std::vector<QColor>();
    m_logical->setUnitColors(m_colors);
    m_physical->setUnitColors(m_colors);
    if (!m_probe || m_probe->logicalShape().size() != oldRank)
        rebuildSlicers();
    else
        setSlice(slice()); // clamps to the new shape
    refreshLogical();
    refreshLegend();
    refreshPhysical();
}

void MappingView::refreshPhysical()
{
    if (!m_probe) {
        // The ways to begin are said once, on the left.
        m_physical->setPaddingStrips({});
        m_physical->setGapLines({});
        m_physical->setPlane(0, 0, {}, {}, m_emptyNotice == noLayoutNotice() ? QString() : m_emptyNotice);
        return;
    }
    const auto extent = m_probe->physicalExtent();
    const LayoutProbe* p = m_probe.get();
    // Tiles (and their faces once they are large enough) under the units' outlines.
    PlanePainter::OverlayFn tiles = tileOutlines(*p);
    PlanePainter::OverlayFn units = unitOutlines(*p);
    m_physical->setOverlay([tiles, units](QPainter& painter, const std::function<QPointF(double, double)>& at,
                               std::array<int64_t, 4> visible, double scale) {
        if (tiles)
            tiles(painter, at, visible, scale);
        if (units)
            units(painter, at, visible, scale);
    });
    // A tall, thin physical space (linear memory, a long run of shards) wraps in whole shards, else whole tiles.
    const std::vector<PlaneRect> rects = p->unitRects();
    const std::optional<TileGeometry> tile = p->tileGeometry();
    std::vector<int64_t> multiples;
    if (!rects.empty()) {
        // Whole shards, else equal parts of one, so that band edges still fall on shard edges.
        const int64_t shard = rects.front().rows;
        for (const int64_t parts : { 1, 2, 4, 8 }) {
            if (shard % parts == 0)
                multiples.push_back(shard / parts);
        }
    }
    if (tile)
        multiples.push_back(tile->height);
    multiples.push_back(1);
    m_physical->setWrapMultiples(std::move(multiples));
    m_physical->setPaddingStrips(p->paddingStrips());
    PlanePainter::GapLines gapLines;
    if (p->hasGapLines()) {
        gapLines.within
            = [p](PlaneAxis axis, int64_t first, int64_t last) { return p->gapLinesWithin(axis, first, last); };
        gapLines.firstData
            = [p](PlaneAxis axis, int64_t first, int64_t last) { return p->firstDataLine(axis, first, last); };
    }
    m_physical->setGapLines(std::move(gapLines));
    m_physical->setSummary(m_summary->isChecked() ? physicalSummary() : nullptr,
        tr(" — summary: each unit as strong as its share of data"));
    m_physical->setPlane(
        extent[0], extent[1], [p](int64_t r, int64_t c) { return p->physicalSite(r, c); },
        [p](int64_t r, int64_t c) {
            const PhysicalSlot slot = p->physicalSlot(r, c);
            return placeAnswerTooltip(unmapFacts(p->layout(), slot));
        },
        extent[0] > 0 ? tr("Physical: %1 (%2 x %3)")
                            .arg(QCoreApplication::translate("tle::PlaneNames", planeName(p->physicalKind())),
                                locale().toString(qlonglong(extent[0])), locale().toString(qlonglong(extent[1])))
                      : tr("Physical: no 2-D physical space (N-D sharding)"),
        m_numbers->isChecked() ? PlanePainter::OrderFn([p](int64_t r, int64_t c) { return p->physicalOrder(r, c); })
                               : PlanePainter::OrderFn());
}

QString MappingView::goTo(const QString& text)
{
    if (!m_probe)
        return tr("There is no layout to go to a place in.");
    try {
        const GoToTarget target = parseGoTo(text.toStdString(), *m_probe);
        if (target.kind == GoToTarget::Kind::Element)
            goToElement(target.index);
        else
            goToUnit(target.unit);
        m_lastGoTo = text.trimmed();
        return {};
    } catch (const Error& e) {
        return tr("Go to: %1").arg(QString::fromStdString(e.what()));
    }
}

void MappingView::showInLogicalPlane(const Shape& index)
{
    const size_t rank = index.size();
    if (rank > 2)
        setSlice(std::vector<int64_t>(index.begin(), index.end() - 2));
    m_logical->centreOnCell(rank >= 2 ? index[rank - 2] : 0, rank >= 1 ? index[rank - 1] : 0);
    highlightElement(index);
}

void MappingView::goToElement(const Shape& index)
{
    showInLogicalPlane(index);
    if (const auto cell = m_probe->physicalOf(index))
        m_physical->centreOnCell((*cell)[0], (*cell)[1]);
    emit elementHovered(index);
    emit hoverText(elementBrief(*m_probe, index));
}

void MappingView::goToUnit(int64_t unit)
{
    // The unit's first rectangle fills the physical plane (or keeps the zoom if it already fits), and its first
    // element is shown in the logical plane.
    for (const PlaneRect& r : m_probe->unitRects()) {
        if (r.unit != unit)
            continue;
        const double scale = std::min(m_physical->scale() > 0 ? std::max(m_physical->scale(), 12.0) : 12.0,
            m_physical->painter().scaleToFit(double(r.rows), double(r.columns)));
        m_physical->setView(scale,
            m_physical->painter().shownPoint(
                double(r.row) + double(r.rows) / 2, double(r.column) + double(r.columns) / 2));
        if (const std::optional<Shape> first = m_probe->logicalOf(r.row, r.column))
            showInLogicalPlane(*first);
        emit hoverText(unitName(*m_probe, unit));
        return;
    }
    emit hoverText(tr("%1 holds no part of the physical plane").arg(unitName(*m_probe, unit)));
}

void MappingView::setZoomLocked(bool locked)
{
    m_lockZoom->setChecked(locked);
}

bool MappingView::isZoomLocked() const
{
    return m_lockZoom->isChecked();
}

void MappingView::followZoom(PlaneView* from, double scale)
{
    if (!m_lockZoom->isChecked() || m_followingZoom)
        return;
    PlaneView* other = from == m_logical ? m_physical : m_logical;
    if (other->rows() <= 0 || other->scale() == scale)
        return;
    m_followingZoom = true;
    other->setView(scale, other->centre());
    m_followingZoom = false;
}

QString MappingView::unitMapCaption(UnitKind kind, std::array<int64_t, 2> grid, size_t gridRank)
{
    if (kind == UnitKind::Bank)
        return tr("%1 banks: hue by bank, light and dark alternate").arg(grid[0] * grid[1]);
    // Cores of a grid of more than two dims are named by all of them; the map folds the leading ones into rows.
    if (gridRank > 2)
        return tr("%1 x %2 cores of a %3-D grid, its leading dims folded into rows, written by grid position: hue by "
                  "column, light and dark alternate")
            .arg(grid[0])
            .arg(grid[1])
            .arg(gridRank);
    return tr("%1 x %2 cores, written (y, x): hue by column x, light and dark alternate").arg(grid[0]).arg(grid[1]);
}

void MappingView::changeEvent(QEvent* event)
{
    // The legend's hatches are drawn in the palette's ink over its alternate base: a new theme needs new ones.
    if (event->type() == QEvent::PaletteChange)
        refreshLegend();
    QWidget::changeEvent(event);
}

void MappingView::refreshLegend()
{
    std::vector<LegendBar::Item> items;
    LegendBar::UnitMap map;
    if (m_probe) {
        // A few units are named one by one; a grid of them is drawn as a small map in their colours. Then every
        // padding cause the layout has, with its hatch.
        const auto grid = m_probe->unitGrid();
        if (grid[0] == 1 && m_probe->unitCount() <= 8) {
            for (int64_t u = 0; u < m_probe->unitCount(); ++u)
                items.push_back({ unitName(*m_probe, u), QBrush(colorOf(m_colors, u)), QColor() });
        } else {
            map = { grid[0], grid[1], m_colors,
                unitMapCaption(
                    m_probe->unitKind(), grid, m_probe->unitCount() > 0 ? m_probe->unitId(0).coordinates.size() : 2) };
        }
        const PaddingCounts totals = m_probe->paddingTotals();
        const QColor ink = palette().color(QPalette::Text);
        for (int c = 1; c < kPaddingCauseCount; ++c) {
            if (totals[PaddingCause(c)] > 0)
                items.push_back({ tr("%1 (%2)").arg(paddingCauseName(PaddingCause(c)),
                                      locale().toString(qlonglong(totals[PaddingCause(c)]))),
                    paddingBrush(PaddingCause(c), ink), palette().color(QPalette::AlternateBase) });
        }
    }
    m_legend->setUnitMap(std::move(map));
    m_legend->setItems(std::move(items));
}

std::vector<int64_t> MappingView::slice() const
{
    std::vector<int64_t> leading;
    for (const QSpinBox* box : m_slicers)
        leading.push_back(box->value());
    return leading;
}

void MappingView::setSlice(const std::vector<int64_t>& leading)
{
    for (size_t i = 0; i < m_slicers.size() && i < leading.size(); ++i) {
        const QSignalBlocker block(m_slicers[i]);
        m_slicers[i]->setValue(int(leading[i]));
    }
    refreshLogical();
}

void MappingView::rebuildSlicers()
{
    for (QSpinBox* box : m_slicers)
        delete box;
    m_slicers.clear();
    const size_t rank = m_probe ? m_probe->logicalShape().size() : 0;
    const size_t leading = rank > 2 ? rank - 2 : 0;
    for (size_t i = 0; i < leading; ++i) {
        auto* box = new QSpinBox(this);
        box->setObjectName(QStringLiteral("sliceDim%1").arg(i));
        box->setPrefix(QStringLiteral("d%1 = ").arg(i));
        box->setAccessibleName(tr("Index of dim %1").arg(i));
        m_slicerRow->insertWidget(int(i) + 1, box);
        connect(box, &QSpinBox::valueChanged, this, &MappingView::refreshLogical);
        m_slicers.push_back(box);
    }
    m_sliceLabel->setVisible(leading > 0);
}

void MappingView::refreshLogical()
{
    if (!m_probe) {
        m_logical->setPlane(0, 0, {}, {}, m_emptyNotice);
        return;
    }
    const Shape& shape = m_probe->logicalShape();
    const size_t rank = shape.size();
    for (size_t i = 0; i < m_slicers.size(); ++i) {
        const QSignalBlocker block(m_slicers[i]);
        m_slicers[i]->setRange(0, int(std::min<int64_t>(shape[i] - 1, INT32_MAX)));
    }
    const int64_t rows = rank >= 2 ? shape[rank - 2] : 1;
    const int64_t columns = rank >= 1 ? shape[rank - 1] : 1;
    const LayoutProbe* p = m_probe.get();
    // The slice's index prefix is captured by value so the lambdas stay valid while the view lives.
    const std::vector<int64_t> leading = slice();
    const Shape prefix(leading.begin(), leading.end());
    const bool rankOne = rank == 1;
    auto indexOf = [prefix, rankOne, rank](int64_t r, int64_t c) {
        Shape index = prefix;
        if (rank == 0)
            return index;
        if (!rankOne)
            index.push_back(r);
        index.push_back(c);
        return index;
    };
    QString title = tr("Logical: %1").arg(QString::fromStdString(formatShape(shape)));
    if (!prefix.empty())
        title += tr(", slice [%1, :, :], in full colour in the physical plane").arg(indexText(prefix));
    markSliceInPhysical(prefix);
    // Nested tiles (XLA) outlined in the logical plane, the outer level thickest; then the units' regions named.
    const std::vector<std::array<int64_t, 2>> outlines = p->logicalTileOutlines();
    const RegionLabels labels(
        [p, indexOf](int64_t r, int64_t c) {
            const ProbeSite site = p->logicalSite(indexOf(r, c));
            return site.padding == PaddingCause::None ? site.unit : int64_t(-1);
        },
        [p](int64_t unit) { return shortUnitName(*p, unit); });
    m_logical->setOverlay([outlines, labels](QPainter& painter, const std::function<QPointF(double, double)>& at,
                              std::array<int64_t, 4> visible, double scale) {
        painter.save();
        for (size_t level = 0; level < outlines.size(); ++level) {
            const auto [tileRows, tileColumns] = outlines[level];
            if (scale * double(std::min(tileRows, tileColumns)) < 4)
                continue;
            painter.setPen(
                QPen(Qt::black, std::max(1.0, 3.0 - double(level)), level == 0 ? Qt::SolidLine : Qt::DashLine));
            const auto [r0, r1, c0, c1] = visible;
            for (int64_t c = c0 / tileColumns * tileColumns; c <= c1; c += tileColumns)
                painter.drawLine(at(double(r0), double(c)), at(double(r1), double(c)));
            for (int64_t r = r0 / tileRows * tileRows; r <= r1; r += tileRows)
                painter.drawLine(at(double(r), double(c0)), at(double(r), double(c1)));
        }
        painter.restore();
        labels.draw(painter, at, visible, scale);
    });
    // A tall, thin slice (a height-sharded 2048x64) wraps into bands of whole tiles, as the physical plane does.
    std::vector<int64_t> multiples;
    if (const std::optional<TileGeometry> tile = p->tileGeometry(); tile && tile->height > 0)
        multiples.push_back(tile->height);
    multiples.push_back(1);
    m_logical->setWrapMultiples(std::move(multiples));
    m_logical->setPlane(
        rows, columns, [p, indexOf](int64_t r, int64_t c) { return p->logicalSite(indexOf(r, c)); },
        [p, indexOf](int64_t r, int64_t c) { return placeAnswerTooltip(mapFacts(p->layout(), indexOf(r, c))); }, title,
        m_numbers->isChecked()
            ? PlanePainter::OrderFn([p, indexOf](int64_t r, int64_t c) { return p->storageOrder(indexOf(r, c)); })
            : PlanePainter::OrderFn());
}

// The shown slice's cells at full colour in the physical plane and the other slices' pale, so the slice is found
// there without hovering.
void MappingView::markSliceInPhysical(const Shape& prefix)
{
    if (prefix.empty() || !m_probe) {
        m_physical->setShade({});
        return;
    }
    const LayoutProbe* p = m_probe.get();
    const size_t rank = p->logicalShape().size();
    m_physical->setShade([p, prefix, rank](int64_t r, int64_t c) {
        // Asked for every sample: a buffer on the stack for the usual ranks.
        int64_t small[16];
        std::vector<int64_t> large;
        std::span<int64_t> index(small, rank);
        if (rank > std::size(small)) {
            large.resize(rank);
            index = large;
        }
        if (!p->logicalInto(r, c, index) || index.size() < prefix.size())
            return 1.0;
        return std::equal(prefix.begin(), prefix.end(), index.begin()) ? 1.0 : kOtherSlices;
    });
}

Shape MappingView::logicalIndex(int64_t row, int64_t column) const
{
    Shape index;
    for (int64_t v : slice())
        index.push_back(v);
    const size_t rank = m_probe ? m_probe->logicalShape().size() : 0;
    if (rank >= 2)
        index.push_back(row);
    if (rank >= 1)
        index.push_back(column);
    return index;
}

void MappingView::showLayout(const LayoutSnapshot& snapshot)
{
    m_emptyNotice = snapshot.emptyShape ? emptyTensorNotice(*snapshot.emptyShape) : noLayoutNotice();
    setProbe(snapshot.probe, snapshot.units);
}

bool MappingView::isSummarised() const
{
    return !m_summary->isHidden() && m_summary->isChecked();
}

void MappingView::setSummarised(bool on)
{
    m_summary->setChecked(on);
}

std::shared_ptr<const PlaneSummary> MappingView::physicalSummary() const
{
    if (!m_probe)
        return {};
    const LayoutProbe* p = m_probe.get();
    const auto extent = p->physicalExtent();
    return std::make_shared<const PlaneSummary>(
        extent[0], extent[1], [p](int64_t r, int64_t c) { return p->physicalSite(r, c); },
        [colors = m_colors](int64_t unit) { return colorOf(colors, unit); },
        [p](int64_t unit) { return shortUnitName(*p, unit); },
        PlaneSummary::UnitGrid { p->unitGrid(), p->unitCount(), [p](int64_t unit) { return p->unitPosition(unit); },
            [units = m_units](int64_t unit) -> std::optional<double> {
                if (!units || unit < 0 || size_t(unit) >= units->size())
                    return std::nullopt;
                return (*units)[size_t(unit)].utilisation();
            } });
}

void MappingView::linkSelection(ElementSelection* selection)
{
    connect(this, &MappingView::hoverText, selection, &ElementSelection::setStatusText);
    connect(this, &MappingView::elementHovered, selection,
        [this, selection](const Shape& index) { selection->hoverElement(index, this); });
    connect(selection, &ElementSelection::elementHovered, this, [this](const Shape& index, const LayoutView* source) {
        if (source != this)
            highlightElement(index);
    });
}

void MappingView::highlightElement(const Shape& index)
{
    if (!m_probe || index.size() != m_probe->logicalShape().size())
        return;
    const size_t rank = index.size();
    const std::vector<int64_t> shown = slice();
    if (!std::equal(shown.begin(), shown.end(), index.begin())) {
        m_logical->setHighlight(std::nullopt);
    } else {
        const int64_t row = rank >= 2 ? index[rank - 2] : 0;
        const int64_t column = rank >= 1 ? index[rank - 1] : 0;
        m_logical->setHighlight(std::array<int64_t, 2> { row, column });
    }
    m_physical->setHighlight(m_probe->physicalOf(index));
}

void MappingView::clearHover()
{
    m_logical->setHighlight(std::nullopt);
    m_physical->setHighlight(std::nullopt);
    emit hoverText(QString());
}

void MappingView::onLogicalHover(int64_t row, int64_t column)
{
    if (!m_probe || row < 0) {
        clearHover();
        return;
    }
    const Shape index = logicalIndex(row, column);
    highlightElement(index);
    emit elementHovered(index);
    emit hoverText(elementBrief(*m_probe, index));
}

void MappingView::onPhysicalHover(int64_t row, int64_t column)
{
    if (!m_probe || row < 0) {
        clearHover();
        return;
    }
    m_physical->setHighlight(std::array<int64_t, 2> { row, column });
    if (const std::optional<Shape> index = m_probe->logicalOf(row, column)) {
        highlightElement(*index);
        emit elementHovered(*index);
        emit hoverText(elementBrief(*m_probe, *index));
    } else {
        m_logical->setHighlight(std::nullopt);
        const ProbeSite site = m_probe->physicalSite(row, column);
        emit hoverText(tr("Physical (%1, %2): %3 on %4")
                           .arg(row)
                           .arg(column)
                           .arg(paddingCauseName(site.padding), unitName(*m_probe, std::max<int64_t>(0, site.unit))));
    }
}

void MappingView::render(QPainter& painter, const QRectF& target) const
{
    const double legend = m_legend->heightFor(target.width());
    const double half = target.width() / 2.0;
    const double planes = target.height() - legend;
    m_logical->render(painter, QRectF(target.left(), target.top(), half, planes));
    m_physical->render(painter, QRectF(target.left() + half, target.top(), half, planes));
    m_legend->render(painter, QRectF(target.left(), target.top() + planes, target.width(), legend));
}

} // namespace tle
