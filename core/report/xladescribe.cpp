// SPDX-License-Identifier: MIT
#include "report/xladescribe.h"

#include "util/translatenoop.h"

#include "report/paddingreason.h"

#include <fmt/format.h>

namespace tle {

FactGroup xlaFacts(const XlaLayout& layout)
{
    const XlaShapeLayout& spec = layout.spec();
    FactGroup facts;
    facts.push_back({ "notation", "xla" });
    facts.push_back({ "form",
        Message { "tle::FormNames", TLE_TRANSLATE_NOOP("tle::FormNames", "XLA shape with tiled layout"), {} } });
    facts.push_back({ "logical_shape", dimsFact(layout.logicalShape()) });
    facts.push_back({ "element_type", spec.elementType });
    facts.push_back({ "printed", layout.toString() });
    facts.push_back({ "elements",
        FactGroup { { "logical", layout.logicalElements() }, { "allocated", layout.allocatedElements() },
            { "padding", layout.paddingElements() } } });
    facts.push_back(
        { "padding_by_cause", FactGroup { { std::string(toString(PaddingCause::Tile)), layout.paddingElements() } } });
    facts.push_back({ "minor_to_major", indexFact(spec.minorToMajor) });
    FactValue::List tiles;
    for (const XlaTile& tile : spec.tiles)
        tiles.push_back(dimsFact(tile.dims));
    facts.push_back({ "tiles", std::move(tiles) });
    facts.push_back({ "padded_shape", dimsFact(layout.paddedShape()) });
    facts.push_back({ "tiled_shape", dimsFact(layout.tiledShape()) });
    facts.push_back({ "byte_size", layout.byteSize() });
    facts.push_back({ "layout", layout.layoutString() });
    facts.push_back({ "physical_shape", dimsFact(layout.physicalShape()) });
    facts.push_back({ "combined_shape", dimsFact(layout.combinedShape()) });
    facts.push_back({ "element_bits", layout.elementBits() });
    facts.push_back({ "element_size_in_bits", spec.elementSizeInBits });
    facts.push_back({ "memory_space", spec.memorySpace });
    FactValue::List levels;
    for (const XlaTilingLevel& level : layout.levels()) {
        levels.push_back(FactGroup { { "tile", dimsFact(level.tile.dims) },
            { "input_shape", dimsFact(level.inputShape) }, { "combined_shape", dimsFact(level.combinedShape) },
            { "padded_shape", dimsFact(level.paddedShape) }, { "tiled_shape", dimsFact(level.tiledShape) } });
    }
    facts.push_back({ "tiling_levels", std::move(levels) });
    return facts;
}

FactGroup xlaMapFacts(const XlaLayout& layout, std::span<const int64_t> index)
{
    const XlaPlace place = layout.place(index);
    const bool tiled = !layout.levels().empty();
    FactGroup facts = placeHeadFacts(place.index, PaddingCause::None, PlaceQuery::Map, std::nullopt);
    facts.push_back({ "linear_index", place.linearIndex });
    facts.push_back({ "tile_index", tiled ? FactValue(indexFact(place.tileIndex)) : FactValue(nullptr) });
    facts.push_back({ "within_tile_index", tiled ? FactValue(indexFact(place.withinTileIndex)) : FactValue(nullptr) });
    facts.push_back({ "physical_index", indexFact(place.physicalIndex) });
    facts.push_back({ "tiled_index", indexFact(place.tiledIndex) });
    return facts;
}

FactGroup xlaUnmapFacts(const XlaLayout& layout, int64_t linear)
{
    const std::optional<Shape> index = layout.unlinearize(linear);
    Shape tiled(layout.tiledShape().size());
    unravelRowMajor(linear, layout.tiledShape(), tiled);
    // Every slot past the data is padding of some tiling level.
    FactGroup facts
        = placeHeadFacts(index ? *index : Shape {}, index ? PaddingCause::None : PaddingCause::Tile, PlaceQuery::Unmap,
            index ? std::nullopt : std::optional(xlaPaddingMessage(layout, linear).value_or(Message {})));
    facts.push_back({ "linear_index", linear });
    facts.push_back({ "tiled_index", indexFact(tiled) });
    return facts;
}

} // namespace tle
