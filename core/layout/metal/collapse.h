// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/affinemap.h"
#include "layout/shape.h"

#include <vector>

namespace tle {

// A dim range [begin, end) of the logical shape; negative endpoints count from the rank.
struct DimInterval
{
    int64_t begin = 0;
    int64_t end = 0;
    bool operator==(const DimInterval&) const = default;
};

using DimIntervals = std::vector<DimInterval>;

// The seed's default: collapse every dim but the last.
inline DimIntervals defaultCollapseIntervals()
{
    return { { 0, -1 } };
}

std::string formatIntervals(const DimIntervals& intervals);
// As the editor and the docs write them: "[0, -1)", "[0, 2), [2, 3)".
std::string halfOpenIntervals(const DimIntervals& intervals);

// Seed form (v1): the `linear` map that collapses each interval row-major; dims outside every
// interval stay as they are; constant 0 results are prepended until there are `gridRank` results.
// Throws tle::Error for out-of-range or overlapping intervals and when more results remain than
// the grid has dims.
AffineMap seedCollapsedLinearMap(const Shape& shape, size_t gridRank, const DimIntervals& intervals);

// Seed form given by its `linear` map: the intervals whose collapse is that very map, the default [(0, -1)] first,
// then each split of the dims into consecutive runs (non-negative ends); empty when the map is no such collapse
// (bumped strides, say).
DimIntervals seedIntervalsOfMap(const Shape& shape, size_t gridRank, const AffineMap& map);

// Current form: upstream's normalisation (negative endpoints, sort, singleton intervals for the
// uncovered dims up to the rank). Throws tle::Error for bounds and overlaps, naming the interval.
DimIntervals normalizeIntervals(const DimIntervals& intervals, int64_t rank);

// Current form: the physical (collapsed, aligned) shape, one dim per non-empty normalised interval,
// each alignment applied to the partial product of the collapse step at its dim. Rank 1 gets a
// leading 32 (one tile row) and rank 0 gives 32x32, as upstream does at HEAD.
Shape alignedPhysicalShape(const Shape& shape, const Shape& alignments, const DimIntervals& normalized);

// Current form: the row-major linear map with the aligned partial products as strides, so that the
// mapping machinery is shared with the seed form.
AffineMap alignedLinearMap(const Shape& shape, const Shape& alignments, const DimIntervals& normalized);

// Default `dim_alignments` by upstream version (see docs/metal-layout.md):
// HEAD (2025-10 on, computeTileAlignments): tile alignment on the LAST dim of each of the last two intervals.
Shape tileDimAlignments(
    const Shape& shape, const DimIntervals& normalized, int64_t tileHeight = 32, int64_t tileWidth = 32);
// 2025-06 rework: 32 on the FIRST dim of each of the last two intervals.
Shape firstDimAlignments2025(const Shape& shape, const DimIntervals& normalized);
// 2025-08/09 and computeGridAwareDimAlignments: grid-aware threshold g*t on the leading dims.
Shape gridAwareDimAlignments(
    const Shape& shape, const DimIntervals& normalized, const Shape& deviceGrid, int64_t tile = 32);

} // namespace tle
