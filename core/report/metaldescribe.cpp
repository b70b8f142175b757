// SPDX-License-Identifier: MIT
#include "report/metaldescribe.h"

#include "layout/metalconversion.h"

#include <fmt/format.h>

namespace tle {

namespace {

std::vector<PaddingCause> causesOf(const MetalLayout& layout)
{
    if (layout.form() == MetalForm::Seed)
        return { PaddingCause::Grid, PaddingCause::Tile, PaddingCause::Stride };
    return { PaddingCause::Alignment };
}

} // namespace

Json describeMetalJson(const MetalLayout& layout)
{
    Json out;
    const bool seed = layout.form() == MetalForm::Seed;
    out["notation"] = seed ? "metal-seed" : "metal";
    out["form"] = layout.formDescription();
    out["logical_shape"] = jsonShape(layout.logicalShape());
    out["element_type"] = toString(layout.spec().elementType);
    out["printed"] = layout.toString();
    out["elements"] = { { "logical", layout.logicalElements() }, { "allocated", layout.allocatedElements() },
        { "padding", layout.paddingCounts().total() } };
    Json causes = Json::object();
    for (PaddingCause cause : causesOf(layout))
        causes[std::string(toString(cause))] = layout.paddingCounts()[cause];
    out["padding_by_cause"] = causes;
    out["linear_map"] = layout.linearMap().toString();
    out["grid"] = jsonShape(layout.grid());
    out["collapsed_shape"] = jsonShape(layout.collapsedShape());
    out["shard_shape"] = jsonShape(layout.shardShape());
    if (const auto& tile = layout.tile()) {
        out["tile_shape"] = Json::array({ tile->height, tile->width });
        out["tile_type"] = tile->toString();
        out["in_tile_order"] = toString(layout.inTileOrder());
    } else {
        out["tile_shape"] = nullptr;
    }
    out["memref_shape"] = jsonShape(layout.memrefShape());
    out["allocated_shard_shape"] = jsonShape(layout.allocatedShardShape());
    out["device_shape"] = jsonShape(layout.deviceShape());
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
        out["dim_alignments"] = jsonShape(layout.spec().dimAlignments);
        out["memory_layout"] = toString(layout.spec().memoryLayout);
    }
    return out;
}

std::string describeMetalText(const MetalLayout& layout)
{
    const bool seed = layout.form() == MetalForm::Seed;
    std::string text;
    text += factRow("Notation", fmt::format("{} — {}", seed ? "metal-seed" : "metal", layout.formDescription()));
    text += factRow("Printed", layout.toString());
    text += factRow("Logical shape",
        fmt::format("{} ({}), {} elements", formatShape(layout.logicalShape()), toString(layout.spec().elementType),
            layout.logicalElements()));
    if (!seed) {
        text += factRow("Dim alignments", formatShape(layout.spec().dimAlignments));
    }
    text += factRow("Linear map", layout.linearMap().toString());
    text += factRow("Grid", fmt::format("{} ({} cores)", formatShape(layout.grid()), layout.coreCount()));
    text += factRow("Collapsed shape", formatShape(layout.collapsedShape()));
    text += factRow("Shard shape", formatShape(layout.shardShape()));
    if (const auto& tile = layout.tile())
        text += factRow("Tile",
            fmt::format("{} ({} order, {} bytes per tile)", tile->toString(), toString(layout.inTileOrder()),
                tile->sizeBytes()));
    else
        text += factRow("Tile", "none (scalar layout)");
    text += factRow("Memref shape", formatShape(layout.memrefShape()));
    text += factRow("Device shape", formatShape(layout.deviceShape()));
    text += factRow("Memory space",
        fmt::format("{} ({})", toString(layout.spec().memorySpace), displayName(layout.spec().memorySpace)));
    text += factRow("Bytes per shard", std::to_string(layout.bytesPerShard()));
    text += factRow("Elements",
        fmt::format("logical {}, allocated {}, padding {}", layout.logicalElements(), layout.allocatedElements(),
            layout.paddingCounts().total()));
    std::string padding;
    for (PaddingCause cause : causesOf(layout))
        padding += fmt::format("{}{} {}", padding.empty() ? "" : ", ", toString(cause), layout.paddingCounts()[cause]);
    text += factRow("Padding by cause", padding);
    const MetalConversion other = seed ? toCurrentForm(layout) : toSeedForm(layout);
    const char* otherName = seed ? "metal" : "metal-seed";
    if (other.spec)
        text += factRow("Equivalent", fmt::format("{}: {}", otherName, MetalLayout(*other.spec).toString()));
    else
        text += factRow("Not expressible", fmt::format("{}: {}", otherName, other.reason));
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
    addPlaceHead(out, place.index, place.padding, inverse);
    out["physical"] = place.physical.empty() ? Json(nullptr) : jsonShape(place.physical);
    out["core"] = jsonShape(place.core);
    out["shard_offset"] = jsonShape(place.shardOffset);
    out["tile"] = place.tile ? jsonShape(*place.tile) : Json(nullptr);
    out["in_tile"] = place.inTile ? Json::array({ (*place.inTile)[0], (*place.inTile)[1] }) : Json(nullptr);
    out["face"] = place.face ? Json(*place.face) : Json(nullptr);
    out["shard_linear_offset"] = place.shardLinearOffset;
    out["byte_offset"] = place.byteOffset;
    return out;
}

std::string placeText(const MetalPlace& place, bool inverse)
{
    std::string text = placeHeadText(place.index, place.padding, inverse);
    text += factRow(
        "Physical", place.physical.empty() ? "outside the collapsed space (tile padding)" : listText(place.physical));
    text += factRow("Core", listText(place.core));
    text += factRow("Shard offset", listText(place.shardOffset));
    if (place.tile) {
        text += factRow("Tile", listText(*place.tile));
        text += factRow("In tile", fmt::format("[{}, {}]", (*place.inTile)[0], (*place.inTile)[1]));
        text += factRow("Face", std::to_string(*place.face));
    }
    text += factRow("Element offset", std::to_string(place.shardLinearOffset));
    text += factRow("Byte offset", std::to_string(place.byteOffset));
    return text;
}

} // namespace tle
