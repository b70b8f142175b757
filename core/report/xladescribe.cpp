// SPDX-License-Identifier: MIT
#include "report/xladescribe.h"

#include <fmt/format.h>

namespace tle {

namespace {

constexpr const char* kNotAvailable = "conversion from the XLA notation is not available in this version";
constexpr const char* kOtherNotations[] = { "metal-seed", "metal", "ttnn" };

// Shapes as the other notations print them; a scalar has no dims to print.
std::string dimsText(std::span<const int64_t> shape)
{
    return shape.empty() ? std::string("scalar") : formatShape(shape);
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
    out["logical_shape"] = jsonShape(layout.logicalShape());
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
    out["minor_to_major"] = jsonShape(layout.spec().minorToMajor);
    Json tiles = Json::array();
    for (const XlaTile& tile : layout.spec().tiles)
        tiles.push_back(jsonShape(tile.dims));
    out["tiles"] = tiles;
    out["padded_shape"] = jsonShape(layout.paddedShape());
    out["tiled_shape"] = jsonShape(layout.tiledShape());
    out["byte_size"] = layout.byteSize();
    out["layout"] = layout.layoutString();
    out["physical_shape"] = jsonShape(layout.physicalShape());
    out["combined_shape"] = jsonShape(layout.combinedShape());
    out["element_bits"] = layout.elementBits();
    out["element_size_in_bits"] = layout.spec().elementSizeInBits;
    out["memory_space"] = layout.spec().memorySpace;
    Json levels = Json::array();
    for (const XlaTilingLevel& level : layout.levels()) {
        Json entry;
        entry["tile"] = jsonShape(level.tile.dims);
        entry["input_shape"] = jsonShape(level.inputShape);
        entry["combined_shape"] = jsonShape(level.combinedShape);
        entry["padded_shape"] = jsonShape(level.paddedShape);
        entry["tiled_shape"] = jsonShape(level.tiledShape);
        levels.push_back(entry);
    }
    out["tiling_levels"] = levels;
    return out;
}

std::string describeXlaText(const XlaLayout& layout)
{
    std::string text;
    text += factRow("Notation", "xla — XLA shape with tiled layout");
    text += factRow("Printed", layout.toString());
    text += factRow("Logical shape",
        fmt::format("{} ({}), {} elements", dimsText(layout.logicalShape()), layout.spec().elementType,
            layout.logicalElements()));
    text += factRow("Minor to major", formatList(layout.spec().minorToMajor));
    text += factRow("Physical shape", fmt::format("{} (major to minor)", dimsText(layout.physicalShape())));
    text += factRow("Tiles", tilesText(layout));
    for (size_t i = 0; i < layout.levels().size(); ++i)
        text += factRow(fmt::format("Tiling level {}", i + 1), levelText(layout.levels()[i]));
    text += factRow("Padded shape", dimsText(layout.paddedShape()));
    text += factRow("Tiled shape", dimsText(layout.tiledShape()));
    text += factRow("Element size", bitsText(layout));
    text += factRow("Memory space", std::to_string(layout.spec().memorySpace));
    text += factRow("Byte size", std::to_string(layout.byteSize()));
    text += factRow("Elements",
        fmt::format("logical {}, allocated {}, padding {}", layout.logicalElements(), layout.allocatedElements(),
            layout.paddingElements()));
    text += factRow("Padding by cause", fmt::format("{} {}", toString(PaddingCause::Tile), layout.paddingElements()));
    text += factRow("Not expressible", fmt::format("metal-seed, metal, ttnn: {}", kNotAvailable));
    return text;
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
    return text;
}

} // namespace tle
