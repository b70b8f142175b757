// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace tle {

// Every logical element's place as int32 planes over the logical shape, row-major: the table `map --all` writes
// for scripts (numpy, pandas) to read and compare.
//   metal: "core" (row-major linear index over the grid), "shard_offset" (element offset in the core's shard)
//   TTNN:  "unit" (the bank, or the core as y * device grid columns + x), "element_offset" (in the bank's or
//          core's part of the buffer)
//   XLA:   "position" (the element's linear index in the tiled buffer)
struct MappingTable
{
    std::vector<std::string> planes;
    Shape shape; // planes.size(), then the logical shape
    std::vector<int32_t> values; // the planes one after another
};

// Tables stop at this many logical elements: 2 GiB of two int32 planes.
inline constexpr int64_t kMaxMappingTableElements = int64_t(1) << 28;

// Throws tle::Error for a layout past kMaxMappingTableElements or whose values do not fit int32. When `cancel` is
// set, stops early (checked every 2^16 elements; metal tables, filled at the store bandwidth, do not stop) and the
// table is incomplete.
MappingTable mappingTable(const AnyLayout& layout, const std::atomic<bool>* cancel = nullptr);

} // namespace tle
