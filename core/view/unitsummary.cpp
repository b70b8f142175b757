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

// How many rows (or columns) of a span have each cause, and the first and last data row (column).
struct AxisSpan
{
    std::array<int64_t, kPaddingCauseCount> by {};
    int64_t first = -1;
    int64_t last = -1;
};

AxisSpan spanOf(const std::vector<PaddingCause>& causes, int64_t begin, int64_t end)
{
    AxisSpan span;
    for (int64_t i = begin; i < end; ++i) {
        ++span.by[size_t(causes[size_t(i)])];
        if (causes[size_t(i)] == PaddingCause::None) {
            span.first = span.first < 0 ? i : span.first;
            span.last = i;
        }
    }
    return span;
}

// The cause of every cell from the causes of its row and its column.
class CellCauses
{
public:
    explicit CellCauses(const LayoutProbe& probe)
        : m_probe(probe)
    {
        const auto [planeRows, planeColumns] = probe.physicalExtent();
        rows = classify(probe, planeRows, PlaneAxis::Rows);
        columns = classify(probe, planeColumns, PlaneAxis::Columns);
    }

    // Adds the cells of a rectangle with these rows and columns to `s` by cause.
    void addCells(UnitSummary& s, const AxisSpan& rowSpan, const AxisSpan& columnSpan)
    {
        for (size_t a = 0; a < rowSpan.by.size(); ++a) {
            for (size_t b = 0; b < columnSpan.by.size(); ++b) {
                const int64_t cells = rowSpan.by[a] * columnSpan.by[b];
                if (cells == 0)
                    continue;
                const auto ra = PaddingCause(a);
                const auto cb = PaddingCause(b);
                if (ra == PaddingCause::None && cb == PaddingCause::None)
                    s.data += cells;
                else if (ra == PaddingCause::None || cb == PaddingCause::None)
                    s.padding[ra == PaddingCause::None ? cb : ra] += cells;
                else
                    s.padding[both(ra, cb)] += cells;
            }
        }
    }

    std::vector<PaddingCause> rows;
    std::vector<PaddingCause> columns;

private:
    // A cell padded in both its row and its column takes the engine's cause for that pair, asked once per pair.
    PaddingCause both(PaddingCause ra, PaddingCause cb)
    {
        auto it = m_both.find({ ra, cb });
        if (it == m_both.end()) {
            const auto rowIt = std::ranges::find(rows, ra);
            const auto columnIt = std::ranges::find(columns, cb);
            const PaddingCause cause
                = m_probe.physicalSite(int64_t(rowIt - rows.begin()), int64_t(columnIt - columns.begin())).padding;
            it = m_both.emplace(std::pair(ra, cb), cause).first;
        }
        return it->second;
    }

    const LayoutProbe& m_probe;
    std::map<std::pair<PaddingCause, PaddingCause>, PaddingCause> m_both;
};

// A probe without unit rectangles: one unit holding everything, or nothing to summarise.
std::vector<UnitSummary> singleUnit(const LayoutProbe& probe)
{
    if (probe.unitCount() != 1)
        return {};
    UnitSummary u;
    u.capacity = probe.unitCapacity(0);
    u.data = probe.logicalElements();
    u.padding = probe.paddingTotals();
    u.bytes = probe.unitBytes(0);
    return { u };
}

} // namespace

std::vector<UnitSummary> summarizeUnits(const LayoutProbe& probe)
{
    const std::vector<PlaneRect> rects = probe.unitRects();
    if (rects.empty())
        return singleUnit(probe);
    const auto [planeRows, planeColumns] = probe.physicalExtent();
    CellCauses causes(probe);
    std::vector<UnitSummary> summaries(size_t(probe.unitCount()));
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
        const AxisSpan rowSpan = spanOf(causes.rows, rect.row, rowEnd);
        const AxisSpan columnSpan = spanOf(causes.columns, rect.column, columnEnd);
        inPlane[size_t(rect.unit)] += (rowEnd - rect.row) * (columnEnd - rect.column);
        causes.addCells(s, rowSpan, columnSpan);
        if (rowSpan.first >= 0 && columnSpan.first >= 0) {
            if (!s.first)
                s.first = probe.logicalOf(rowSpan.first, columnSpan.first);
            s.last = probe.logicalOf(rowSpan.last, columnSpan.last);
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
