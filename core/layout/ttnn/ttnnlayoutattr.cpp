// SPDX-License-Identifier: MIT
#include "layout/ttnn/ttnnlayoutattr.h"

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

namespace {

// The logical shape a map and an allocation imply when nothing else gives it: each dim spans up to the
// next larger coefficient of its result (no padding assumed).
Shape inferShape(const AffineMap& map, const std::array<int64_t, 2>& physical)
{
    const unsigned rank = map.numDims();
    Shape shape(rank, 1);
    for (size_t r = 0; r < map.numResults(); ++r) {
        const auto form = map.results()[r].linearForm(rank);
        if (!form)
            throw Error("the logical shape is not given and cannot be inferred from a non-linear map; give the "
                        "tensor type or --shape");
        std::vector<std::pair<int64_t, unsigned>> terms;
        for (unsigned d = 0; d < rank; ++d) {
            if (form->coefficients[d] > 0)
                terms.push_back({ form->coefficients[d], d });
        }
        std::sort(terms.begin(), terms.end());
        for (size_t i = 0; i < terms.size(); ++i) {
            // Equal coefficients: the earlier dims have extent 1.
            if (i + 1 < terms.size() && terms[i + 1].first == terms[i].first)
                continue;
            // A dim spans up to the next larger coefficient, and never past the allocation.
            const int64_t extent = checkedSub(physical[std::min<size_t>(r, 1)], form->constant, "inferred shape");
            int64_t span = ceilDiv(extent, terms[i].first);
            if (i + 1 < terms.size())
                span = std::min(span, terms[i + 1].first / terms[i].first);
            shape[terms[i].second] = std::max<int64_t>(1, span);
        }
    }
    return shape;
}

} // namespace

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
        spec.logicalShape = inferShape(attr.linear, extent);
        inferred = true;
    }
    return spec;
}

} // namespace tle
