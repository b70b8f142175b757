// SPDX-License-Identifier: MIT
#include "view/unitsummary.h"

#include <algorithm>
#include <map>

namespace tle {

namespace {

// Classifies each row (or column) of the plane by probing it against a known data column (row): the first row
// and column of the plane always hold logical element 0.
enum class PlaneAxis
{
    Rows,
    Columns,
};

std::vector<PaddingCause> classify(const LayoutProbe& probe, int64_t count, PlaneAxis axis)
{
    std::vector<PaddingCause> causes(size_t(count), PaddingCause::None);
    for (int64_t i = 0; i < count; ++i)
        causes[size_t(i)] = (axis == PlaneAxis::Rows ? probe.physicalSite(i, 0) : probe.physicalSite(0, i)).padding;
    return causes;
}

} // namespace

std::vector<UnitSummary> summarizeUnits(const LayoutProbe& probe)
{
    std::vector<UnitSummary> summaries;
    const std::vector<PlaneRect> rects = probe.unitRects();
    if (rects.empty()) {
        if (probe.unitCount() == 1) {
            UnitSummary u;
            u.capacity = probe.unitCapacity(0);
            u.data = probe.logicalElements();
            u.padding = probe.paddingTotals();
            u.bytes = probe.unitBytes(0);
            summaries.push_back(u);
        }
        return summaries;
    }
    const auto [planeRows, planeColumns] = probe.physicalExtent();
    const std::vector<PaddingCause> rowCause = classify(probe, planeRows, PlaneAxis::Rows);
    const std::vector<PaddingCause> columnCause = classify(probe, planeColumns, PlaneAxis::Columns);
    // A cell padded in both its row and its column takes the engine's cause for that pair, asked once per pair.
    std::map<std::pair<PaddingCause, PaddingCause>, PaddingCause> bothCause;
    summaries.resize(size_t(probe.unitCount()));
    for (size_t u = 0; u < summaries.size(); ++u) {
        summaries[u].unit = int64_t(u);
        summaries[u].capacity = probe.unitCapacity(int64_t(u));
        summaries[u].bytes = probe.unitBytes(int64_t(u));
    }
    std::vector<int64_t> inPlane(summaries.size(), 0);
    for (const PlaneRect& rect : rects) {
        UnitSummary& s = summaries.at(size_t(rect.unit));
        const int64_t rowEnd = std::min(rect.row + rect.rows, planeRows);
        const int64_t columnEnd = std::min(rect.column + rect.columns, planeColumns);
        std::array<int64_t, kPaddingCauseCount> rowsBy {};
        std::array<int64_t, kPaddingCauseCount> columnsBy {};
        int64_t firstRow = -1, lastRow = -1, firstColumn = -1, lastColumn = -1;
        for (int64_t r = rect.row; r < rowEnd; ++r) {
            ++rowsBy[size_t(rowCause[size_t(r)])];
            if (rowCause[size_t(r)] == PaddingCause::None) {
                firstRow = firstRow < 0 ? r : firstRow;
                lastRow = r;
            }
        }
        for (int64_t c = rect.column; c < columnEnd; ++c) {
            ++columnsBy[size_t(columnCause[size_t(c)])];
            if (columnCause[size_t(c)] == PaddingCause::None) {
                firstColumn = firstColumn < 0 ? c : firstColumn;
                lastColumn = c;
            }
        }
        inPlane[size_t(rect.unit)] += (rowEnd - rect.row) * (columnEnd - rect.column);
        for (size_t a = 0; a < rowsBy.size(); ++a) {
            for (size_t b = 0; b < columnsBy.size(); ++b) {
                const int64_t cells = rowsBy[a] * columnsBy[b];
                if (cells == 0)
                    continue;
                const auto ra = PaddingCause(a);
                const auto cb = PaddingCause(b);
                if (ra == PaddingCause::None && cb == PaddingCause::None) {
                    s.data += cells;
                } else if (ra == PaddingCause::None || cb == PaddingCause::None) {
                    s.padding[ra == PaddingCause::None ? cb : ra] += cells;
                } else {
                    auto it = bothCause.find({ ra, cb });
                    if (it == bothCause.end()) {
                        const auto rowIt = std::ranges::find(rowCause, ra);
                        const auto columnIt = std::ranges::find(columnCause, cb);
                        const PaddingCause cause = probe
                                                       .physicalSite(int64_t(rowIt - rowCause.begin()),
                                                           int64_t(columnIt - columnCause.begin()))
                                                       .padding;
                        it = bothCause.emplace(std::pair(ra, cb), cause).first;
                    }
                    s.padding[it->second] += cells;
                }
            }
        }
        if (firstRow >= 0 && firstColumn >= 0) {
            if (!s.first)
                s.first = probe.logicalOf(firstRow, firstColumn);
            s.last = probe.logicalOf(lastRow, lastColumn);
        }
    }
    for (size_t u = 0; u < summaries.size(); ++u) {
        const int64_t outside = summaries[u].capacity - inPlane[u];
        if (outside > 0)
            summaries[u].padding[probe.outsideCause()] += outside;
    }
    return summaries;
}

} // namespace tle
