// SPDX-License-Identifier: MIT
#include "io/describe.h"

#include "layout/metalconversion.h"

#include <fmt/format.h>

namespace tle {

namespace {

Json shapeJson(const Shape& shape)
{
    Json array = Json::array();
    for (int64_t d : shape)
        array.push_back(d);
    return array;
}

std::vector<PaddingCause> causesOf(const MetalLayout& layout)
{
    if (layout.form() == MetalForm::Seed)
        return { PaddingCause::Grid, PaddingCause::Tile, PaddingCause::Stride };
    return { PaddingCause::Alignment };
}

void addEquivalents(const MetalLayout& layout, Json& out)
{
    Json equivalents = Json::object();
    Json notExpressible = Json::object();
    const bool seed = layout.form() == MetalForm::Seed;
    const MetalConversion other = seed ? toCurrentForm(layout) : toSeedForm(layout);
    const char* otherName = seed ? "metal" : "metal-seed";
    if (other.spec)
        equivalents[otherName] = MetalLayout(*other.spec).toString();
    else
        notExpressible[otherName] = other.reason;
    notExpressible["ttnn"] = "conversion to the TTNN notation is not available in this version";
    notExpressible["xla"] = "conversion to the XLA notation is not available in this version";
    out["equivalents"] = equivalents;
    out["not_expressible"] = notExpressible;
}

} // namespace

Json describeMetalJson(const MetalLayout& layout)
{
    Json out;
    const bool seed = layout.form() == MetalForm::Seed;
    out["notation"] = seed ? "metal-seed" : "metal";
    out["form"] = layout.formDescription();
    out["logical_shape"] = shapeJson(layout.logicalShape());
    out["element_type"] = toString(layout.spec().elementType);
    out["printed"] = layout.toString();
    out["elements"] = { { "logical", layout.logicalElements() }, { "allocated", layout.allocatedElements() },
        { "padding", layout.paddingCounts().total() } };
    Json causes = Json::object();
    for (PaddingCause cause : causesOf(layout))
        causes[std::string(toString(cause))] = layout.paddingCounts()[cause];
    out["padding_by_cause"] = causes;
    addEquivalents(layout, out);
    out["linear_map"] = layout.linearMap().toString();
    out["grid"] = shapeJson(layout.grid());
    out["collapsed_shape"] = shapeJson(layout.collapsedShape());
    out["shard_shape"] = shapeJson(layout.shardShape());
    if (const auto& tile = layout.tile()) {
        out["tile_shape"] = Json::array({ tile->height, tile->width });
        out["tile_type"] = tile->toString();
        out["in_tile_order"] = toString(layout.inTileOrder());
    } else {
        out["tile_shape"] = nullptr;
    }
    out["memref_shape"] = shapeJson(layout.memrefShape());
    out["allocated_shard_shape"] = shapeJson(layout.allocatedShardShape());
    out["device_shape"] = shapeJson(layout.deviceShape());
    out["memory_space"] = toString(layout.spec().memorySpace);
    out["storage_type"] = toString(layout.storageType());
    out["bytes_per_shard"] = layout.bytesPerShard();
    out["core_count"] = layout.coreCount();
    out["oob_value"] = toString(layout.spec().oobValue);
    Json intervals = Json::array();
    for (const DimInterval& iv : layout.normalizedIntervals())
        intervals.push_back(Json::array({ iv.begin, iv.end }));
    out["collapse_intervals"] = intervals;
    if (seed) {
        out["dim_alignments"] = nullptr;
    } else {
        out["dim_alignments"] = shapeJson(layout.spec().dimAlignments);
        out["memory_layout"] = toString(layout.spec().memoryLayout);
    }
    return out;
}

namespace {

std::string row(std::string_view label, const std::string& value)
{
    return fmt::format("{:<18}{}\n", label, value);
}

} // namespace

std::string describeMetalText(const MetalLayout& layout)
{
    const bool seed = layout.form() == MetalForm::Seed;
    std::string text;
    text += row("Notation", fmt::format("{} — {}", seed ? "metal-seed" : "metal", layout.formDescription()));
    text += row("Printed", layout.toString());
    text += row("Logical shape",
        fmt::format("{} ({}), {} elements", formatShape(layout.logicalShape()), toString(layout.spec().elementType),
            layout.logicalElements()));
    if (!seed) {
        text += row("Dim alignments", formatShape(layout.spec().dimAlignments));
    }
    text += row("Linear map", layout.linearMap().toString());
    text += row("Grid", fmt::format("{} ({} cores)", formatShape(layout.grid()), layout.coreCount()));
    text += row("Collapsed shape", formatShape(layout.collapsedShape()));
    text += row("Shard shape", formatShape(layout.shardShape()));
    if (const auto& tile = layout.tile())
        text += row("Tile",
            fmt::format("{} ({} order, {} bytes per tile)", tile->toString(), toString(layout.inTileOrder()),
                tile->sizeBytes()));
    else
        text += row("Tile", "none (scalar layout)");
    text += row("Memref shape", formatShape(layout.memrefShape()));
    text += row("Device shape", formatShape(layout.deviceShape()));
    text += row("Memory space",
        fmt::format("{} ({})", toString(layout.spec().memorySpace), displayName(layout.spec().memorySpace)));
    text += row("Bytes per shard", std::to_string(layout.bytesPerShard()));
    text += row("Elements",
        fmt::format("logical {}, allocated {}, padding {}", layout.logicalElements(), layout.allocatedElements(),
            layout.paddingCounts().total()));
    std::string padding;
    for (PaddingCause cause : causesOf(layout))
        padding += fmt::format("{}{} {}", padding.empty() ? "" : ", ", toString(cause), layout.paddingCounts()[cause]);
    text += row("Padding by cause", padding);
    const MetalConversion other = seed ? toCurrentForm(layout) : toSeedForm(layout);
    const char* otherName = seed ? "metal" : "metal-seed";
    if (other.spec)
        text += row("Equivalent", fmt::format("{}: {}", otherName, MetalLayout(*other.spec).toString()));
    else
        text += row("Not expressible", fmt::format("{}: {}", otherName, other.reason));
    return text;
}

namespace {

std::string listText(const Shape& values)
{
    return formatList(values);
}

} // namespace

Json placeJson(const MetalPlace& place, bool inverse)
{
    Json out;
    if (inverse) {
        out["logical_index"] = place.isPadding() ? Json(nullptr) : shapeJson(place.index);
        out["padding"] = place.isPadding();
        out["cause"] = place.isPadding() ? Json(std::string(toString(place.padding))) : Json(nullptr);
    } else {
        out["index"] = shapeJson(place.index);
        out["padding"] = false;
    }
    out["physical"] = place.physical.empty() ? Json(nullptr) : shapeJson(place.physical);
    out["core"] = shapeJson(place.core);
    out["shard_offset"] = shapeJson(place.shardOffset);
    out["tile"] = place.tile ? shapeJson(*place.tile) : Json(nullptr);
    out["in_tile"] = place.inTile ? Json::array({ (*place.inTile)[0], (*place.inTile)[1] }) : Json(nullptr);
    out["face"] = place.face ? Json(*place.face) : Json(nullptr);
    out["shard_linear_offset"] = place.shardLinearOffset;
    out["byte_offset"] = place.byteOffset;
    return out;
}

std::string placeText(const MetalPlace& place, bool inverse)
{
    std::string text;
    if (inverse) {
        if (place.isPadding())
            text += row("Logical index", fmt::format("padding (cause: {})", toString(place.padding)));
        else
            text += row("Logical index", listText(place.index));
    } else {
        text += row("Index", listText(place.index));
    }
    text += row(
        "Physical", place.physical.empty() ? "outside the collapsed space (tile padding)" : listText(place.physical));
    text += row("Core", listText(place.core));
    text += row("Shard offset", listText(place.shardOffset));
    if (place.tile) {
        text += row("Tile", listText(*place.tile));
        text += row("In tile", fmt::format("[{}, {}]", (*place.inTile)[0], (*place.inTile)[1]));
        text += row("Face", std::to_string(*place.face));
    }
    text += row("Element offset", std::to_string(place.shardLinearOffset));
    text += row("Byte offset", std::to_string(place.byteOffset));
    return text;
}

Json errorJson(const std::string& message, int line, int column)
{
    Json error;
    error["message"] = message;
    error["line"] = line > 0 ? Json(line) : Json(nullptr);
    error["column"] = column > 0 ? Json(column) : Json(nullptr);
    Json out;
    out["error"] = error;
    return out;
}

} // namespace tle
