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

Json mapXla(const XlaLayout& layout, std::span<const int64_t> index)
{
    const XlaPlace place = layout.place(index);
    const bool tiled = !layout.levels().empty();
    Json out;
    out["index"] = jsonShape(place.index);
    out["padding"] = false;
    out["linear_index"] = place.linearIndex;
    out["tile_index"] = tiled ? jsonShape(place.tileIndex) : Json(nullptr);
    out["within_tile_index"] = tiled ? jsonShape(place.withinTileIndex) : Json(nullptr);
    out["physical_index"] = jsonShape(place.physicalIndex);
    out["tiled_index"] = jsonShape(place.tiledIndex);
    return out;
}

std::string mapXlaText(const XlaLayout& layout, std::span<const int64_t> index)
{
    const XlaPlace place = layout.place(index);
    std::string text;
    text += factRow("Index", formatList(place.index));
    text += factRow("Physical index", formatList(place.physicalIndex));
    if (!layout.levels().empty()) {
        text += factRow("Tile index", formatList(place.tileIndex));
        text += factRow("Within tile", formatList(place.withinTileIndex));
    }
    text += factRow("Tiled index", formatList(place.tiledIndex));
    text += factRow("Linear index", std::to_string(place.linearIndex));
    return text;
}

Json unmapXla(const XlaLayout& layout, int64_t linear)
{
    const std::optional<Shape> index = layout.unlinearize(linear);
    Shape tiled(layout.tiledShape().size());
    unravelRowMajor(linear, layout.tiledShape(), tiled);
    Json out;
    out["logical_index"] = index ? jsonShape(*index) : Json(nullptr);
    out["padding"] = !index;
    out["cause"] = index ? Json(nullptr) : Json(std::string(toString(PaddingCause::Tile)));
    if (!index)
        out["padding_reason"] = xlaPaddingReason(layout, linear);
    out["linear_index"] = linear;
    out["tiled_index"] = jsonShape(tiled);
    return out;
}

std::string unmapXlaText(const XlaLayout& layout, int64_t linear)
{
    const std::optional<Shape> index = layout.unlinearize(linear);
    Shape tiled(layout.tiledShape().size());
    unravelRowMajor(linear, layout.tiledShape(), tiled);
    std::string text;
    text += factRow("Linear index", std::to_string(linear));
    text += factRow("Tiled index", formatList(tiled));
    if (index)
        text += factRow("Logical index", formatList(*index));
    else
        text += factRow("Logical index", fmt::format("padding (cause: {})", toString(PaddingCause::Tile)));
    if (!index)
        text += factRow("Why", xlaPaddingReason(layout, linear));
    return text;
}

} // namespace tle
