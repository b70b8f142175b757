// SPDX-License-Identifier: MIT
#include "io/xladescribe.h"

#include <fmt/format.h>

namespace tle {

namespace {

constexpr const char* kNotAvailable = "conversion from the XLA notation is not available in this version";
constexpr const char* kOtherNotations[] = { "metal-seed", "metal", "ttnn" };

Json shapeJson(std::span<const int64_t> shape)
{
    Json array = Json::array();
    for (int64_t d : shape)
        array.push_back(d);
    return array;
}

// Shapes as the other notations print them; a scalar has no dims to print.
std::string dimsText(std::span<const int64_t> shape)
{
    return shape.empty() ? std::string("scalar") : formatShape(shape);
}

std::string row(std::string_view label, const std::string& value)
{
    return fmt::format("{:<18}{}\n", label, value);
}

std::string tilesText(const XlaLayout& layout)
{
    if (layout.spec().tiles.empty())
        return "none";
    std::string text = "T";
    for (const XlaTile& tile : layout.spec().tiles)
        text += tile.toString();
    return text;
}

std::string levelText(const XlaTilingLevel& level)
{
    std::string text = fmt::format("{} on {}", level.tile.toString(), dimsText(level.inputShape));
    if (level.combinedShape != level.inputShape)
        text += fmt::format(", combined to {}", dimsText(level.combinedShape));
    if (level.paddedShape != level.combinedShape)
        text += fmt::format(", padded to {}", dimsText(level.paddedShape));
    return text + fmt::format(", gives {}", dimsText(level.tiledShape));
}

std::string bitsText(const XlaLayout& layout)
{
    if (layout.spec().elementSizeInBits)
        return fmt::format("{} bits (E)", layout.elementBits());
    return fmt::format("{} bits", layout.elementBits());
}

} // namespace

Json describeXla(const XlaLayout& layout)
{
    Json out;
    out["notation"] = "xla";
    out["logical_shape"] = shapeJson(layout.logicalShape());
    out["element_type"] = layout.spec().elementType;
    out["printed"] = layout.toString();
    out["elements"] = { { "logical", layout.logicalElements() }, { "allocated", layout.allocatedElements() },
        { "padding", layout.paddingElements() } };
    out["padding_by_cause"]
        = { { std::string(toString(PaddingCause::Tile)), layout.paddingCounts()[PaddingCause::Tile] } };
    out["equivalents"] = Json::object();
    Json notExpressible = Json::object();
    for (const char* notation : kOtherNotations)
        notExpressible[notation] = kNotAvailable;
    out["not_expressible"] = notExpressible;
    out["minor_to_major"] = shapeJson(layout.spec().minorToMajor);
    Json tiles = Json::array();
    for (const XlaTile& tile : layout.spec().tiles)
        tiles.push_back(shapeJson(tile.dims));
    out["tiles"] = tiles;
    out["padded_shape"] = shapeJson(layout.paddedShape());
    out["tiled_shape"] = shapeJson(layout.tiledShape());
    out["byte_size"] = layout.byteSize();
    out["layout"] = layout.layoutString();
    out["physical_shape"] = shapeJson(layout.physicalShape());
    out["combined_shape"] = shapeJson(layout.combinedShape());
    out["element_bits"] = layout.elementBits();
    out["element_size_in_bits"] = layout.spec().elementSizeInBits;
    out["memory_space"] = layout.spec().memorySpace;
    Json levels = Json::array();
    for (const XlaTilingLevel& level : layout.levels()) {
        Json entry;
        entry["tile"] = shapeJson(level.tile.dims);
        entry["input_shape"] = shapeJson(level.inputShape);
        entry["combined_shape"] = shapeJson(level.combinedShape);
        entry["padded_shape"] = shapeJson(level.paddedShape);
        entry["tiled_shape"] = shapeJson(level.tiledShape);
        levels.push_back(entry);
    }
    out["tiling_levels"] = levels;
    return out;
}

std::string describeXlaText(const XlaLayout& layout)
{
    std::string text;
    text += row("Notation", "xla — XLA shape with tiled layout");
    text += row("Printed", layout.toString());
    text += row("Logical shape",
        fmt::format("{} ({}), {} elements", dimsText(layout.logicalShape()), layout.spec().elementType,
            layout.logicalElements()));
    text += row("Minor to major", formatList(layout.spec().minorToMajor));
    text += row("Physical shape", fmt::format("{} (major to minor)", dimsText(layout.physicalShape())));
    text += row("Tiles", tilesText(layout));
    for (size_t i = 0; i < layout.levels().size(); ++i)
        text += row(fmt::format("Tiling level {}", i + 1), levelText(layout.levels()[i]));
    text += row("Padded shape", dimsText(layout.paddedShape()));
    text += row("Tiled shape", dimsText(layout.tiledShape()));
    text += row("Element size", bitsText(layout));
    text += row("Memory space", std::to_string(layout.spec().memorySpace));
    text += row("Byte size", std::to_string(layout.byteSize()));
    text += row("Elements",
        fmt::format("logical {}, allocated {}, padding {}", layout.logicalElements(), layout.allocatedElements(),
            layout.paddingElements()));
    text += row("Padding by cause", fmt::format("{} {}", toString(PaddingCause::Tile), layout.paddingElements()));
    text += row("Not expressible", fmt::format("metal-seed, metal, ttnn: {}", kNotAvailable));
    return text;
}

Json mapXla(const XlaLayout& layout, std::span<const int64_t> index)
{
    const XlaPlace place = layout.place(index);
    const bool tiled = !layout.levels().empty();
    Json out;
    out["index"] = shapeJson(place.index);
    out["padding"] = false;
    out["linear_index"] = place.linearIndex;
    out["tile_index"] = tiled ? shapeJson(place.tileIndex) : Json(nullptr);
    out["within_tile_index"] = tiled ? shapeJson(place.withinTileIndex) : Json(nullptr);
    out["physical_index"] = shapeJson(place.physicalIndex);
    out["tiled_index"] = shapeJson(place.tiledIndex);
    return out;
}

std::string mapXlaText(const XlaLayout& layout, std::span<const int64_t> index)
{
    const XlaPlace place = layout.place(index);
    std::string text;
    text += row("Index", formatList(place.index));
    text += row("Physical index", formatList(place.physicalIndex));
    if (!layout.levels().empty()) {
        text += row("Tile index", formatList(place.tileIndex));
        text += row("Within tile", formatList(place.withinTileIndex));
    }
    text += row("Tiled index", formatList(place.tiledIndex));
    text += row("Linear index", std::to_string(place.linearIndex));
    return text;
}

Json unmapXla(const XlaLayout& layout, int64_t linear)
{
    const std::optional<Shape> index = layout.unlinearize(linear);
    Shape tiled(layout.tiledShape().size());
    unravelRowMajor(linear, layout.tiledShape(), tiled);
    Json out;
    out["logical_index"] = index ? shapeJson(*index) : Json(nullptr);
    out["padding"] = !index;
    out["cause"] = index ? Json(nullptr) : Json(std::string(toString(PaddingCause::Tile)));
    out["linear_index"] = linear;
    out["tiled_index"] = shapeJson(tiled);
    return out;
}

std::string unmapXlaText(const XlaLayout& layout, int64_t linear)
{
    const std::optional<Shape> index = layout.unlinearize(linear);
    Shape tiled(layout.tiledShape().size());
    unravelRowMajor(linear, layout.tiledShape(), tiled);
    std::string text;
    text += row("Linear index", std::to_string(linear));
    text += row("Tiled index", formatList(tiled));
    if (index)
        text += row("Logical index", formatList(*index));
    else
        text += row("Logical index", fmt::format("padding (cause: {})", toString(PaddingCause::Tile)));
    return text;
}

} // namespace tle
