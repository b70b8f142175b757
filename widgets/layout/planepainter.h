// SPDX-License-Identifier: MIT
#pragma once

#include "planesummary.h"
#include "view/layoutprobe.h"

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QPointF>
#include <QSizeF>
#include <QString>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace tle {

// Paints a plane of cells (a logical slice or a physical space) coloured by the unit holding each cell and
// hatched by padding cause, under a zoom/pan transform. It asks `site` for the cells it draws and computes no
// layout fact itself. Level of detail: one sample per block of at least kMinSamplePixels, never more than
// kMaxSamples blocks, so a 2^30-cell plane paints as fast as a 64x64 one. No widget is needed: the same painter
// serves the screen and every export format. The blocks are painted in planepainter.cpp, the details over them
// (cell grid, padding strips and gap lines, numbers, overlay) in planedetails.cpp.
class PlanePainter
{
public:
    using SiteFn = std::function<ProbeSite(int64_t row, int64_t column)>;
    // A cell's number (its memory order), drawn once cells are large enough to hold it; -1 draws nothing.
    using OrderFn = std::function<int64_t(int64_t row, int64_t column)>;
    static constexpr double kMinLabelPixels = 14.0;
    // The font (at most `largestPixels`, at least 7 px) in which a number of `digits` digits fits a cell of
    // `cellPixels` with room to spare; none when even the smallest is too wide.
    static std::optional<QFont> numberFont(const QFont& base, int digits, double cellPixels, int largestPixels);
    // Drawn over the cells: gets the painter, the screen position of a plane point (row, column), the visible
    // cells [firstRow, lastRow) x [firstColumn, lastColumn) and the pixels per cell.
    using OverlayFn
        = std::function<void(QPainter& painter, const std::function<QPointF(double row, double column)>& toScreen,
            std::array<int64_t, 4> visible, double scale)>;
    void setOverlay(OverlayFn overlay) { m_overlay = std::move(overlay); }
    // A data cell's place in an order from 0 (drawn lightest) to 1 (its unit's own colour); none: flat colours.
    using ShadeFn = std::function<double(int64_t row, int64_t column)>;
    void setShade(ShadeFn shade) { m_shade = std::move(shade); }
    double shadeAt(int64_t row, int64_t column) const { return m_shade ? m_shade(row, column) : 1.0; }
    // Padding the picture must show at any zoom: each strip is drawn at least kMinStripPixels thick even where
    // sampling would step over it (a few rows of grid padding in a 2^31-element plane).
    static constexpr double kMinStripPixels = 2.0;
    void setPaddingStrips(std::vector<PaddingStrip> strips) { m_strips = std::move(strips); }
    // The strips the last paint drew, on the screen.
    const std::vector<QRectF>& lastStripRects() const { return m_lastStrips; }
    // Padding lines inside the data (PlaneAxis, first, last -> cause, see LayoutProbe::gapLinesWithin). Where
    // sampling merges such lines with data into one block, the block is hatched over its colour: it holds both.
    // A block sampled on a gap line but holding data is sampled again on its first data row and column.
    struct GapLines
    {
        std::function<std::optional<PaddingCause>(PlaneAxis axis, int64_t first, int64_t last)> within;
        std::function<int64_t(PlaneAxis axis, int64_t first, int64_t last)> firstData; // -1: none
    };
    void setGapLines(GapLines gapLines) { m_gapLines = std::move(gapLines); }
    // The hatched runs of blocks the last paint drew over data, on the screen.
    const std::vector<QRectF>& lastGapRects() const { return m_lastGaps; }

    static constexpr double kMinSamplePixels = 3.0;
    static constexpr int64_t kMaxSamples = 40000;
    static constexpr double kTitleHeight = 20.0;
    static constexpr double kMargin = 4.0;

    void setPlane(int64_t rows, int64_t columns, SiteFn site, const QString& title, OrderFn order = {});
    // A plane far taller than wide (linear memory, a long run of shards) is shown wrapped into side-by-side bands
    // of whole multiples of `rows` rows (a shard, a tile), chosen when the plane is fitted to the view, and the
    // title says so. Zero (the default) never wraps. Every position the painter takes or gives stays a plane
    // cell (row, column); only zoom and pan work on the wrapped picture.
    void setWrapMultiple(int64_t rows) { m_wrapMultiples = { std::max<int64_t>(0, rows) }; }
    // Finer multiples to fall back on, coarsest first (a shard, then a tile, then a row): the coarsest that gives at
    // least half the bands the area wants is taken.
    void setWrapMultiples(std::vector<int64_t> rows) { m_wrapMultiples = std::move(rows); }
    bool isWrapped() const { return m_bands > 1; }
    int64_t bands() const { return m_bands; }
    int64_t bandRows() const { return m_bands > 1 ? m_bandRows : m_rows; }
    // The title as drawn: the view's, plus the wrap when there is one.
    QString shownTitle() const;
    // Where a plane point (row, column) is in the picture, as the (x, y) that centre() and setView() use.
    QPointF shownPoint(double row, double column) const;
    // The inverse: the plane point (x = column, y = row) at a picture point.
    QPointF planePoint(QPointF shown) const;
    // The picture's cells: the plane's, or the bands side by side with gap columns between them.
    int64_t shownRows() const { return bandRows(); }
    int64_t shownColumns() const;
    // A summary drawn instead of the cells (a plane too large and sparse for them), with a note for the title;
    // none: cells. While it is shown, zoom and pan do nothing and positions map through it.
    void setSummary(std::shared_ptr<const PlaneSummary> summary, const QString& note = {})
    {
        m_summary = std::move(summary);
        m_summaryNote = note;
    }
    const PlaneSummary* summary() const { return m_summary.get(); }
    // The colour of each unit by id (unitColors of the layout); without it units take unitColor(unit).
    void setUnitColors(std::vector<QColor> colors) { m_unitColors = std::move(colors); }
    int64_t rows() const { return m_rows; }
    int64_t columns() const { return m_columns; }
    const QString& title() const { return m_title; }

    // The size the transform is defined on (the widget's, or an export's).
    void setViewport(QSizeF size) { m_viewport = size; }
    QSizeF viewport() const { return m_viewport; }

    double scale() const { return m_scale; }
    void fit();
    void zoomBy(double factor, QPointF anchor);
    void panBy(QPointF pixels);
    // The plane point (column, row) at the middle of the plane area, and a view of `scale` pixels per cell
    // centred on a plane point (the scale clamped as zooming clamps it).
    QPointF centre() const;
    void setView(double scale, QPointF centre);
    // The pixels per cell at which the cells [row, row + rows) x [column, column + columns) fill the plane area.
    double scaleToFit(double rows, double columns) const;
    // The size of the area the cells are drawn in (the viewport less the title and margins).
    QSizeF areaSize() const;

    void setHighlight(std::optional<std::array<int64_t, 2>> cell) { m_highlight = cell; }
    std::optional<std::array<int64_t, 2>> highlight() const { return m_highlight; }

    std::optional<std::array<int64_t, 2>> cellAt(QPointF pos) const;
    QPointF cellCenter(int64_t row, int64_t column) const;

    // Paints the view into `target`; a target of another size than the viewport scales the picture.
    void render(QPainter& painter, const QRectF& target, const QPalette& palette) const;
    // The two layers of render(): everything but the highlight (which a view caches), and the highlight.
    void renderBase(QPainter& painter, const QRectF& target, const QPalette& palette) const;
    void renderHighlight(QPainter& painter, const QRectF& target, const QPalette& palette) const;
    int64_t lastSampleCount() const { return m_lastSamples; }
    // The cell numbers the last paint drew.
    int64_t lastNumberCount() const { return m_lastNumbers; }

private:
    // The visible part of the picture on one paint, and the sampling step that keeps blocks at least
    // kMinSamplePixels wide and their number under kMaxSamples.
    struct Frame
    {
        QRectF area;
        double scale = 1.0;
        QPointF origin;
        double firstColumn = 0;
        double firstRow = 0;
        double lastColumn = 0;
        double lastRow = 0;
        int64_t period = 0; // columns of a band and the gap after it
        int64_t firstBand = 0;
        int64_t lastBand = 0;
        int64_t step = 1;

        QPointF toScreen(double column, double row) const
        {
            return area.topLeft() + (QPointF(column, row) - origin) * scale;
        }
    };
    std::optional<Frame> frameOf(const QRectF& target) const;
    // The site a sampled block shows, and the plane cell it was read from.
    std::pair<ProbeSite, std::optional<std::array<int64_t, 2>>> blockSite(
        int64_t row, int64_t column, int64_t rowEnd, int64_t step) const;
    void fillBlocks(QPainter& painter, const Frame& frame, const QPalette& palette) const;
    void drawBandDetails(QPainter& painter, const Frame& frame, const QPalette& palette) const;
    QRectF planeArea(const QRectF& target) const;
    double titleHeight(double width) const;
    double clampedScale(double scale) const;
    double targetScale(const QRectF& target) const;
    QColor cellColor(const ProbeSite& site, int64_t row, int64_t column) const;
    void chooseWrap();
    void drawStrips(QPainter& painter, const std::function<QPointF(double, double)>& toScreen,
        std::array<int64_t, 4> visible, const QPalette& palette) const;
    void drawGapLines(QPainter& painter, const std::function<QPointF(double, double)>& toScreen,
        std::array<int64_t, 4> visible, int64_t step, const QPalette& palette) const;
    std::optional<std::array<int64_t, 2>> planeCellOf(int64_t shownRow, int64_t shownColumn) const;
    std::array<int64_t, 2> shownCellOf(int64_t row, int64_t column) const;
    void drawNumbers(QPainter& painter, const std::function<QPointF(double, double)>& toScreen,
        std::array<int64_t, 4> visible, double scale, const QPalette& palette) const;

    int64_t m_rows = 0;
    int64_t m_columns = 0;
    std::vector<int64_t> m_wrapMultiples;
    int64_t m_bands = 1;
    int64_t m_bandRows = 0;
    int64_t m_gap = 0;
    SiteFn m_site;
    OrderFn m_order;
    OverlayFn m_overlay;
    ShadeFn m_shade;
    std::vector<PaddingStrip> m_strips;
    mutable std::vector<QRectF> m_lastStrips;
    GapLines m_gapLines;
    mutable std::vector<QRectF> m_lastGaps;
    mutable int64_t m_lastNumbers = 0;
    std::vector<QColor> m_unitColors;
    std::shared_ptr<const PlaneSummary> m_summary;
    QString m_summaryNote;
    QString m_title;
    QSizeF m_viewport { 400, 300 };
    double m_scale = 1.0; // pixels per cell
    QPointF m_origin; // plane coordinate (column, row) at the plane area's top-left
    std::optional<std::array<int64_t, 2>> m_highlight;
    mutable int64_t m_lastSamples = 0;
};

} // namespace tle
