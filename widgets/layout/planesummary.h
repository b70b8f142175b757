// SPDX-License-Identifier: MIT
#pragma once

#include "view/layoutprobe.h"

#include <QColor>
#include <QPalette>
#include <QRectF>
#include <QString>

#include <array>
#include <functional>
#include <optional>
#include <vector>

class QPainter;

namespace tle {

// A physical plane too large and too sparse to draw cell by cell (a stride-dominated layout whose cells are a
// hundredth of a pixel, its data a fraction of a percent): the plane squeezed to the area, rows to its height and
// columns to its width, in blocks of about kBlockPixels. Each block takes the unit most of its samples belong to
// and is filled in that unit's colour as strongly as its samples hold data, hatched by their main padding cause
// for the rest; units' regions are outlined and named. Samples fall at spread-out offsets inside a block, so that
// padding repeating with a period does not line up with them. Positions still map to plane cells.
class PlaneSummary
{
public:
    using SiteFn = std::function<ProbeSite(int64_t row, int64_t column)>;
    using ColorFn = std::function<QColor(int64_t unit)>;
    using NameFn = std::function<QString(int64_t unit)>;
    static constexpr double kBlockPixels = 4.0;
    static constexpr int kSamples = 8;
    // At most this many blocks (kSamples probe calls each), whatever the area: larger blocks on a large screen.
    static constexpr int64_t kMaxBlocks = 8000;

    using PositionFn = std::function<std::array<int64_t, 2>(int64_t unit)>;
    // Where the units sit (their grid and each one's place in it), for when they take turns too finely to outline
    // in the plane: then each unit is drawn as one panel at its place, filled by the share of its samples that
    // hold data.
    struct UnitGrid
    {
        std::array<int64_t, 2> shape { 0, 0 };
        int64_t units = 0;
        PositionFn position;
        // A unit's exact share of its slots that hold data, when known: the panels' fill and label then say it;
        // otherwise the fill is the samples' share and the label the name alone.
        std::function<std::optional<double>(int64_t unit)> dataShare;
    };

    PlaneSummary(int64_t rows, int64_t columns, SiteFn site, ColorFn color, NameFn name, UnitGrid grid);

    void render(QPainter& painter, const QRectF& area, const QPalette& palette) const;
    std::optional<std::array<int64_t, 2>> cellAt(const QRectF& area, QPointF pos) const;
    QRectF cellRect(const QRectF& area, int64_t row, int64_t column) const;
    // What the last render found: the blocks it drew, the units it named, and its blocks' mean data share.
    int64_t lastBlocks() const { return m_lastBlocks; }
    int lastLabels() const { return m_lastLabels; }
    double lastDataShare() const { return m_lastDataShare; }
    // Whether the units took turns from block to block on the last render, too finely to outline.
    bool unitsInterleave() const { return m_unitsInterleave; }
    // Whether the last render drew the units as panels at their grid places instead of the squeezed plane; then
    // positions name no plane cell.
    bool grouped() const { return m_grouped; }

private:
    struct Block
    {
        int64_t unit = -1;
        double data = 0; // share of samples holding data
        PaddingCause padding = PaddingCause::None;
    };
    // Samples of one unit over the whole plane.
    struct Tally
    {
        int64_t samples = 0;
        int64_t data = 0;
        std::array<int64_t, kPaddingCauseCount> padding {};
    };
    Block sample(
        int64_t row0, int64_t row1, int64_t column0, int64_t column1, uint64_t seed, std::vector<Tally>& tallies) const;
    void renderBlocks(QPainter& painter, const QRectF& area, const QPalette& palette, const std::vector<Block>& blocks,
        int64_t blockRows, int64_t blockColumns, const QList<QLineF>& edges) const;
    void renderGrouped(
        QPainter& painter, const QRectF& area, const QPalette& palette, const std::vector<Tally>& tallies) const;

    int64_t m_rows;
    int64_t m_columns;
    SiteFn m_site;
    ColorFn m_color;
    NameFn m_name;
    UnitGrid m_grid;
    mutable bool m_grouped = false;
    mutable int64_t m_lastBlocks = 0;
    mutable int m_lastLabels = 0;
    mutable double m_lastDataShare = 0;
    mutable bool m_unitsInterleave = false;
};

} // namespace tle
