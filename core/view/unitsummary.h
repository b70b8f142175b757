// SPDX-License-Identifier: MIT
#pragma once

#include "layout/padding.h"
#include "view/layoutprobe.h"

#include <optional>
#include <vector>

namespace tle {

// What one unit (core or bank) holds of a tensor, for the Shards view.
struct UnitSummary
{
    int64_t unit = 0;
    int64_t capacity = 0; // element slots allocated on the unit
    int64_t data = 0; // logical elements held
    PaddingCounts padding; // the other slots, by cause
    int64_t bytes = 0;
    std::optional<Shape> first; // first and last element held, in the plane's row-major order
    std::optional<Shape> last;

    double utilisation() const { return capacity > 0 ? double(data) / double(capacity) : 0.0; }
};

// Every unit's summary, in unit order, counted exactly. Padding in the physical plane depends on the row and the
// column separately (each plane dim is its own group of logical dims), so each plane row and column is classified
// once and a rectangle's counts are products: O(rows + columns + rectangles) probe calls, never one per element.
// Slots a unit allocates outside the plane count under the probe's outsideCause(). Empty when the probe lists no
// rectangles (N-D sharding), except for a single-unit layout (XLA), summarised from its totals.
std::vector<UnitSummary> summarizeUnits(const LayoutProbe& probe);

} // namespace tle
