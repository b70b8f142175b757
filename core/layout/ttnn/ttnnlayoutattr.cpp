// SPDX-License-Identifier: MIT
#include "layout/ttnn/ttnnlayoutattr.h"

#include "layout/affine/affinebounds.h"

#include "util/checked.h"
#include "util/error.h"

#include <algorithm>

#include <fmt/format.h>

namespace tle {

std::string TtnnLayoutAttr::toString() const
{
    std::string out = "#ttnn.ttnn_layout<" + linear.toString() + ", <" + formatShape(grid);
    if (!gridMap.empty())
        out += ", " + gridMap;
    const std::string elem = memrefTile ? memrefTile->toString() : std::string(tle::toString(memrefScalar));
    const std::string buffer
        = bufferSpelling.empty() ? fmt::format("#ttnn.buffer_type<{}>", tle::toString(bufferType)) : bufferSpelling;
    out += fmt::format(">, memref<{}x{}, {}>", formatShape(memref), elem, buffer);
    if (memoryLayout) {
        out += memoryLayoutAsAttr ? fmt::format(", #ttnn.tensor_memory_layout<{}>", tle::toString(*memoryLayout))
                                  : fmt::format(", <{}>", tle::toString(*memoryLayout));
    }
    if (coreRanges) {
        std::string ranges = coreRanges->toString(spacedCoreCoords);
        if (shortCoreRanges)
            ranges.erase(0, ranges.find('<'));
        out += ", core_ranges = " + ranges;
    }
    for (const std::string& p : extraParams)
        out += ", " + p;
    return out + ">";
}

TtnnLayoutSpec ttnnSpecFromAttr(const ParsedTtnnLayout& parsed, const LayoutDefaults& defaults, bool& inferred)
{
    const TtnnLayoutAttr& attr = parsed.attr;
    TtnnLayoutSpec spec;
    spec.linear = attr.linear;
    spec.bufferType = attr.bufferType;
    spec.memoryLayout = attr.memoryLayout.value_or(TtnnMemoryLayout::Interleaved);
    spec.inTileOrder = defaults.inTileOrder;
    if (attr.memrefTile) {
        spec.pageLayout = PageLayout::Tile;
        spec.tile = *attr.memrefTile;
        spec.dataType = attr.memrefTile->dataType;
    } else {
        spec.pageLayout = PageLayout::RowMajor;
        spec.dataType = attr.memrefScalar;
    }
    if (attr.grid.size() != 2 || attr.memref.size() != 2)
        throw Error(fmt::format("a TTNN layout has a 2-D grid and a 2-D memref, got <{}> and memref<{}>",
            formatShape(attr.grid), formatShape(attr.memref)));
    const int64_t unitH = attr.memrefTile ? attr.memrefTile->height : 1;
    const int64_t unitW = attr.memrefTile ? attr.memrefTile->width : 1;
    const std::array<int64_t, 2> shard { checkedMul(attr.memref[0], unitH, "shard"),
        checkedMul(attr.memref[1], unitW, "shard") };
    if (spec.memoryLayout != TtnnMemoryLayout::Interleaved) {
        ShardSpec2D shardSpec;
        shardSpec.shape = shard;
        const int64_t count = checkedMul(attr.grid[0], attr.grid[1], "core count");
        if (attr.coreRanges)
            shardSpec.grid = *attr.coreRanges;
        else if (spec.memoryLayout == TtnnMemoryLayout::BlockSharded)
            shardSpec.grid = CoreRangeSet::grid(attr.grid[0], attr.grid[1]);
        else
            shardSpec.grid = CoreRangeSet::firstCores(
                count, spec.device.gridRows, spec.device.gridCols, ShardOrientation::RowMajor);
        spec.shardSpec = shardSpec;
    }
    inferred = false;
    if (parsed.tensorShape) {
        spec.logicalShape = *parsed.tensorShape;
    } else if (defaults.shape) {
        spec.logicalShape = *defaults.shape;
    } else {
        // Height and width sharding lay the cores of a 2-D grid in one line; block sharding keeps the grid.
        const int64_t cores = checkedMul(attr.grid[0], attr.grid[1], "core count");
        std::array<int64_t, 2> extent { checkedMul(shard[0], attr.grid[0], "rows"),
            checkedMul(shard[1], attr.grid[1], "columns") };
        if (spec.memoryLayout == TtnnMemoryLayout::HeightSharded)
            extent = { checkedMul(shard[0], cores, "rows"), shard[1] };
        else if (spec.memoryLayout == TtnnMemoryLayout::WidthSharded)
            extent = { shard[0], checkedMul(shard[1], cores, "columns") };
        spec.logicalShape = inferLogicalShape(attr.linear, extent);
        inferred = true;
    }
    return spec;
}

} // namespace tle
