// SPDX-License-Identifier: MIT
#include "layout/metal/collapse.h"

#include "util/checked.h"

#include <algorithm>

namespace tle {

std::string formatIntervals(const DimIntervals& intervals)
{
    std::string out = "[";
    for (size_t i = 0; i < intervals.size(); ++i) {
        if (i)
            out += ", ";
        out += fmt::format("({}, {})", intervals[i].begin, intervals[i].end);
    }
    return out + "]";
}

std::string halfOpenIntervals(const DimIntervals& intervals)
{
    std::string out;
    for (const DimInterval& iv : intervals)
        out += fmt::format("{}[{}, {})", out.empty() ? "" : ", ", iv.begin, iv.end);
    return out;
}

namespace {

DimInterval resolved(DimInterval iv, int64_t rank, std::string_view field)
{
    DimInterval r = iv;
    if (r.begin < 0)
        r.begin += rank;
    if (r.end < 0)
        r.end += rank;
    if (r.begin < 0 || r.end < 0 || r.begin > rank || r.end > rank)
        throw Error(fmt::format("{}: interval ({}, {}) is out of bounds for rank {}", field, iv.begin, iv.end, rank));
    if (r.begin > r.end)
        throw Error(fmt::format("{}: interval ({}, {}) starts after it ends (resolved to [{}, {}))", field, iv.begin,
            iv.end, r.begin, r.end));
    return r;
}

void checkDisjoint(const DimIntervals& sorted, const DimIntervals& original, std::string_view field)
{
    for (size_t i = 1; i < sorted.size(); ++i) {
        if (sorted[i].begin < sorted[i - 1].end)
            throw Error(fmt::format("{}: intervals overlap ([{}, {}) and [{}, {})) in {}", field, sorted[i - 1].begin,
                sorted[i - 1].end, sorted[i].begin, sorted[i].end, formatIntervals(original)));
    }
}

} // namespace

AffineMap seedCollapsedLinearMap(const Shape& shape, size_t gridRank, const DimIntervals& intervals)
{
    const auto rank = int64_t(shape.size());
    DimIntervals spans;
    for (const DimInterval& iv : intervals) {
        DimInterval r = resolved(iv, rank, "collapse_intervals");
        if (r.begin != r.end)
            spans.push_back(r);
    }
    std::sort(spans.begin(), spans.end(), [](auto a, auto b) { return a.begin < b.begin; });
    checkDisjoint(spans, intervals, "collapse_intervals");

    std::vector<AffineExpr> results;
    size_t next = 0;
    for (int64_t d = 0; d < rank;) {
        if (next < spans.size() && spans[next].begin == d) {
            const DimInterval iv = spans[next++];
            AffineExpr sum = AffineExpr::constant(0);
            int64_t stride = 1;
            std::vector<AffineExpr> terms;
            for (int64_t k = iv.end - 1; k >= iv.begin; --k) {
                terms.push_back(AffineExpr::dim(unsigned(k)) * AffineExpr::constant(stride));
                stride = checkedMul(stride, shape[size_t(k)], "collapsed extent");
            }
            sum = terms.back();
            for (size_t t = terms.size() - 1; t-- > 0;)
                sum = sum + terms[t];
            results.push_back(sum);
            d = iv.end;
        } else {
            results.push_back(AffineExpr::dim(unsigned(d)));
            ++d;
        }
    }
    if (results.size() > gridRank)
        throw Error(fmt::format("collapse_intervals: {} on rank {} leaves {} physical dims but the grid has rank {}",
            formatIntervals(intervals), rank, results.size(), gridRank));
    while (results.size() < gridRank)
        results.insert(results.begin(), AffineExpr::constant(0));
    return AffineMap::get(unsigned(rank), 0, std::move(results));
}

DimIntervals seedIntervalsOfMap(const Shape& shape, size_t gridRank, const AffineMap& map)
{
    const std::string wanted = map.toString();
    const auto collapsesTo = [&](const DimIntervals& intervals) {
        try {
            return seedCollapsedLinearMap(shape, gridRank, intervals).toString() == wanted;
        } catch (const Error&) {
            return false;
        }
    };
    if (collapsesTo(defaultCollapseIntervals()))
        return defaultCollapseIntervals();
    // Each of the rank - 1 gaps between dims either splits two runs or not; ranks are small (at most 8 here).
    const size_t rank = shape.size();
    if (rank == 0 || rank > 12)
        return {};
    for (uint32_t splits = 0; splits < (1u << (rank - 1)); ++splits) {
        DimIntervals runs;
        int64_t begin = 0;
        for (size_t d = 1; d <= rank; ++d) {
            if (d == rank || (splits >> (d - 1)) & 1u) {
                runs.push_back({ begin, int64_t(d) });
                begin = int64_t(d);
            }
        }
        if (runs.size() <= gridRank && collapsesTo(runs))
            return runs;
    }
    return {};
}

DimIntervals normalizeIntervals(const DimIntervals& intervals, int64_t rank)
{
    DimIntervals out;
    for (const DimInterval& iv : intervals)
        out.push_back(resolved(iv, rank, "collapsed_intervals"));
    std::sort(out.begin(), out.end(), [](auto a, auto b) { return a.begin < b.begin; });
    DimIntervals nonEmpty;
    std::copy_if(out.begin(), out.end(), std::back_inserter(nonEmpty), [](auto iv) { return iv.begin != iv.end; });
    checkDisjoint(nonEmpty, intervals, "collapsed_intervals");
    // Uncovered dims before, between and after the intervals each become their own interval.
    DimIntervals full;
    int64_t covered = 0;
    for (const DimInterval& iv : nonEmpty) {
        for (int64_t d = covered; d < iv.begin; ++d)
            full.push_back({ d, d + 1 });
        full.push_back(iv);
        covered = iv.end;
    }
    for (int64_t d = covered; d < rank; ++d)
        full.push_back({ d, d + 1 });
    return full;
}

namespace {

// The aligned extent of dims [j, e) of an interval, and the stride each dim gets.
void alignedInterval(const Shape& shape, const Shape& align, DimInterval iv, int64_t& extent, Shape* strides)
{
    if (align.size() != shape.size() || iv.begin < 0 || iv.end > int64_t(shape.size()))
        throw Error(
            fmt::format("dim_alignments: size ({}) must match logical_shape rank ({})", align.size(), shape.size()));
    int64_t c = 1;
    for (int64_t j = iv.end - 1; j >= iv.begin; --j) {
        if (strides)
            (*strides)[size_t(j)] = c;
        c = alignUp(checkedMul(shape[size_t(j)], c, "collapsed extent"), align[size_t(j)],
            fmt::format("dim_alignments[{}]", j));
    }
    extent = c;
}

} // namespace

Shape alignedPhysicalShape(const Shape& shape, const Shape& alignments, const DimIntervals& normalized)
{
    if (shape.empty())
        return { 32, 32 };
    Shape physical;
    if (shape.size() == 1)
        physical.push_back(32);
    for (const DimInterval& iv : normalized) {
        if (iv.begin == iv.end)
            continue;
        int64_t extent = 0;
        alignedInterval(shape, alignments, iv, extent, nullptr);
        physical.push_back(extent);
    }
    return physical;
}

AffineMap alignedLinearMap(const Shape& shape, const Shape& alignments, const DimIntervals& normalized)
{
    std::vector<AffineExpr> results;
    if (shape.size() <= 1)
        results.push_back(AffineExpr::constant(0));
    if (shape.empty())
        results.push_back(AffineExpr::constant(0));
    Shape strides(shape.size(), 1);
    for (const DimInterval& iv : normalized) {
        if (iv.begin == iv.end)
            continue;
        int64_t extent = 0;
        alignedInterval(shape, alignments, iv, extent, &strides);
        AffineExpr sum = AffineExpr::dim(unsigned(iv.begin)) * AffineExpr::constant(strides[size_t(iv.begin)]);
        for (int64_t j = iv.begin + 1; j < iv.end; ++j)
            sum = sum + AffineExpr::dim(unsigned(j)) * AffineExpr::constant(strides[size_t(j)]);
        results.push_back(sum);
    }
    return AffineMap::get(unsigned(shape.size()), 0, std::move(results));
}

namespace {

// Indices of the last two non-empty intervals (the ones that become the tile's rows and columns).
std::vector<DimInterval> lastTwo(const DimIntervals& normalized)
{
    std::vector<DimInterval> nonEmpty;
    for (const DimInterval& iv : normalized) {
        if (iv.begin != iv.end)
            nonEmpty.push_back(iv);
    }
    if (nonEmpty.size() > 2)
        nonEmpty.erase(nonEmpty.begin(), nonEmpty.end() - 2);
    return nonEmpty;
}

} // namespace

Shape tileDimAlignments(const Shape& shape, const DimIntervals& normalized, int64_t tileHeight, int64_t tileWidth)
{
    Shape align(shape.size(), 1);
    if (shape.size() == 1) {
        align[0] = tileWidth;
        return align;
    }
    const auto last = lastTwo(normalized);
    for (size_t i = 0; i < last.size(); ++i) {
        const bool isColumns = i + 1 == last.size();
        align[size_t(last[i].end - 1)] = isColumns ? tileWidth : tileHeight;
    }
    return align;
}

Shape firstDimAlignments2025(const Shape& shape, const DimIntervals& normalized)
{
    Shape align(shape.size(), 1);
    for (const DimInterval& iv : lastTwo(normalized))
        align[size_t(iv.begin)] = 32;
    return align;
}

Shape gridAwareDimAlignments(const Shape& shape, const DimIntervals& normalized, const Shape& deviceGrid, int64_t tile)
{
    Shape align(shape.size(), 1);
    const auto last = lastTwo(normalized);
    const auto rank = int64_t(shape.size());
    for (size_t i = 0; i < last.size(); ++i) {
        const DimInterval iv = last[i];
        // Grid dims pair with the last two intervals: rows with the first, columns with the second.
        const size_t gridIndex = deviceGrid.size() >= 2 ? deviceGrid.size() - last.size() + i : 0;
        const int64_t g = gridIndex < deviceGrid.size() ? deviceGrid[gridIndex] : 1;
        const int64_t threshold = checkedMul(g, tile, "grid-aware alignment");
        int64_t collapsed = 1;
        for (int64_t d = iv.begin; d < iv.end; ++d) {
            const int64_t dim = d >= rank - 2 ? alignUp(shape[size_t(d)], tile) : shape[size_t(d)];
            collapsed = checkedMul(collapsed, dim, "grid-aware alignment");
        }
        const bool exceeds = collapsed > threshold;
        if (iv.end - iv.begin == 1) {
            align[size_t(iv.begin)] = exceeds ? threshold : tile;
        } else {
            align[size_t(iv.end - 1)] = tile;
            if (exceeds)
                align[size_t(iv.begin)] = threshold;
        }
    }
    return align;
}

} // namespace tle
