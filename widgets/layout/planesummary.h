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

    PlaneSummary(int64_t rows, int64_t columns, SiteFn site, ColorFn color, NameFn name);

    void render(QPainter& painter, const QRectF& area, const QPalette& palette) const;
    std::optional<std::array<int64_t, 2>> cellAt(const QRectF& area, QPointF pos) const;
    QRectF cellRect(const QRectF& area, int64_t row, int64_t column) const;
    // What the last render found: the blocks it drew, the units it named, and its blocks' mean data share.
    int64_t lastBlocks() const { return m_lastBlocks; }
    int lastLabels() const { return m_lastLabels; }
    double lastDataShare() const { return m_lastDataShare; }
    // Whether the units took turns from block to block on the last render, too finely to outline.
    bool unitsInterleave() const { return m_unitsInterleave; }

private:
    struct Block
    {
        int64_t unit = -1;
        double data = 0; // share of samples holding data
        PaddingCause padding = PaddingCause::None;
    };
    Block sample(int64_t row0, int64_t row1, int64_t column0, int64_t column1, uint64_t seed) const;

    int64_t m_rows;
    int64_t m_columns;
    SiteFn m_site;
    ColorFn m_color;
    NameFn m_name;
    mutable int64_t m_lastBlocks = 0;
    mutable int m_lastLabels = 0;
    mutable double m_lastDataShare = 0;
    mutable bool m_unitsInterleave = false;
};

} // namespace tle
