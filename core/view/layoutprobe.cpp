// SPDX-License-Identifier: MIT
#include "view/layoutprobe.h"

#include "util/translatenoop.h"
#include "view/notationprobes.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

std::string LayoutProbe::brief(std::span<const int64_t> index) const
{
    const ElementBrief b = elementBrief(index);
    if (b.linearIndex)
        return fmt::format("[{}] at linear index {}", fmt::join(index, ", "), *b.linearIndex);
    std::string text = fmt::format("[{}] on {}", fmt::join(index, ", "), unitLabel(unitId(b.unit)));
    if (b.tile)
        text += fmt::format(", tile ({})", fmt::join(*b.tile, ", "));
    if (b.page)
        text += fmt::format(", page {}", *b.page);
    if (b.face)
        text += fmt::format(", face {}", *b.face);
    if (b.byteOffset)
        text += fmt::format(", byte {}", *b.byteOffset);
    return text;
}

LayoutProbe::TileHolding LayoutProbe::tileHolding(int64_t unit, int64_t tile) const
{
    const std::optional<TileGeometry> g = tileGeometry();
    if (!g)
        return {};
    // Storage order is the in-tile offset; the first stored cells are usually data, so the scan stops early.
    const int64_t cells = g->height * g->width;
    std::vector<std::array<int64_t, 2>> cellOfOffset(size_t(cells), std::array<int64_t, 2> { 0, 0 });
    for (int64_t r = 0; r < g->height; ++r) {
        for (int64_t c = 0; c < g->width; ++c)
            cellOfOffset[size_t(inTileOffset(r, c))] = { r, c };
    }
    TileHolding holding;
    for (const auto& [r, c] : cellOfOffset) {
        if ((holding.firstElement = elementInTile(unit, tile, r, c)))
            break;
    }
    if (!holding.firstElement || holding.firstElement->empty())
        return holding;
    Shape coordinate = *holding.firstElement;
    const size_t rank = coordinate.size();
    const bool rows = rank >= 2;
    if (coordinate[rank - 1] % g->width != 0 || (rows && coordinate[rank - 2] % g->height != 0))
        return holding;
    // The tile's rows and columns must run along the last two logical dims (not so for a transposed layout): its
    // cell (0, 0) holds the first element, and its next cell right and down the next along those dims.
    const std::optional<Shape> origin = elementInTile(unit, tile, 0, 0);
    if (origin != holding.firstElement)
        return holding;
    const auto follows = [&](int64_t r, int64_t c) {
        const std::optional<Shape> e = elementInTile(unit, tile, r, c);
        if (!e)
            return true; // padding: nothing to contradict
        Shape expected = coordinate;
        expected[rank - 1] += c;
        if (rows)
            expected[rank - 2] += r;
        return *e == expected;
    };
    if ((g->width > 1 && !follows(0, 1)) || (g->height > 1 && rows && !follows(1, 0))
        || !follows(g->height - 1, g->width - 1))
        return holding;
    coordinate[rank - 1] /= g->width;
    if (rows)
        coordinate[rank - 2] /= g->height;
    holding.logicalTile = std::move(coordinate);
    return holding;
}

int64_t LayoutProbe::rowMajorIndex(std::span<const int64_t> index) const
{
    const Shape& shape = logicalShape();
    int64_t linear = 0;
    for (size_t i = 0; i < index.size() && i < shape.size(); ++i)
        linear = linear * shape[i] + index[i];
    return linear;
}

std::string unitLabel(const UnitId& unit)
{
    switch (unit.kind) {
    case UnitKind::Core:
        return fmt::format("core ({})", fmt::join(unit.coordinates, ", "));
    case UnitKind::Bank:
        return fmt::format("{} bank {}", unit.memory, fmt::join(unit.coordinates, ", "));
    case UnitKind::Memory:
        break;
    }
    return "buffer";
}

const char* planeName(PlaneKind kind)
{
    switch (kind) {
    case PlaneKind::MetalGrid:
        return TLE_TRANSLATE_NOOP("tle::PlaneNames", "collapsed space, rounded up to the grid");
    case PlaneKind::MetalGridTiles:
        return TLE_TRANSLATE_NOOP(
            "tle::PlaneNames", "collapsed space by the grid, each shard rounded up to whole tiles");
    case PlaneKind::TtnnShards:
        return TLE_TRANSLATE_NOOP("tle::PlaneNames", "physical 2-D shape, rounded up to whole shards");
    case PlaneKind::TtnnPhysical:
        return TLE_TRANSLATE_NOOP("tle::PlaneNames", "physical 2-D shape");
    case PlaneKind::XlaInterleaved:
        return TLE_TRANSLATE_NOOP("tle::PlaneNames",
            "linear memory order, one row per row of the first tile as the later tiles interleave it");
    case PlaneKind::XlaRuns:
        break;
    }
    return TLE_TRANSLATE_NOOP("tle::PlaneNames", "linear memory order, one row per innermost tiled run");
}

std::string_view toString(UnitKind kind)
{
    switch (kind) {
    case UnitKind::Core:
        return "core";
    case UnitKind::Bank:
        return "bank";
    case UnitKind::Memory:
        break;
    }
    return "memory";
}

std::unique_ptr<LayoutProbe> makeLayoutProbe(const AnyLayout& layout)
{
    auto source = std::make_shared<const AnyLayout>(layout);
    if (std::holds_alternative<MetalLayout>(layout))
        return makeMetalProbe(std::move(source));
    if (std::holds_alternative<TtnnTensor>(layout))
        return makeTtnnProbe(std::move(source));
    return makeXlaProbe(std::move(source));
}

bool LayoutProbe::logicalInto(int64_t row, int64_t column, std::span<int64_t> index) const
{
    const std::optional<Shape> found = logicalOf(row, column);
    if (!found || found->size() != index.size())
        return false;
    std::copy(found->begin(), found->end(), index.begin());
    return true;
}

} // namespace tle
