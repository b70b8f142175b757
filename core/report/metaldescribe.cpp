// SPDX-License-Identifier: MIT
#include "report/metaldescribe.h"

#include <array>
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

FactGroup metalFacts(const MetalLayout& layout)
{
    const bool seed = layout.form() == MetalForm::Seed;
    FactGroup facts;
    facts.push_back({ "notation", seed ? "metal-seed" : "metal" });
    facts.push_back({ "form", layout.formDescription() });
    facts.push_back({ "logical_shape", dimsFact(layout.logicalShape()) });
    facts.push_back({ "element_type", toString(layout.spec().elementType) });
    facts.push_back({ "printed", layout.toString() });
    facts.push_back({ "elements",
        FactGroup { { "logical", layout.logicalElements() }, { "allocated", layout.allocatedElements() },
            { "padding", layout.paddingCounts().total() } } });
    FactGroup causes;
    for (PaddingCause cause : causesOf(layout))
        causes.push_back({ std::string(toString(cause)), layout.paddingCounts()[cause] });
    facts.push_back({ "padding_by_cause", std::move(causes) });
    facts.push_back({ "linear_map", layout.linearMap().toString() });
    facts.push_back({ "grid", dimsFact(layout.grid()) });
    facts.push_back({ "collapsed_shape", dimsFact(layout.collapsedShape()) });
    facts.push_back({ "shard_shape", dimsFact(layout.shardShape()) });
    if (const auto& tile = layout.tile()) {
        facts.push_back({ "tile_shape", dimsFact(std::array { tile->height, tile->width }) });
        facts.push_back({ "tile_type", tile->toString() });
        facts.push_back({ "in_tile_order", toString(layout.inTileOrder()) });
        facts.push_back({ "face_shape", faceShapeFact(*tile) });
    } else {
        facts.push_back({ "tile_shape", nullptr });
    }
    facts.push_back({ "memref_shape", dimsFact(layout.memrefShape()) });
    facts.push_back({ "allocated_shard_shape", dimsFact(layout.allocatedShardShape()) });
    facts.push_back({ "device_shape", dimsFact(layout.deviceShape()) });
    facts.push_back({ "memory_space", toString(layout.spec().memorySpace) });
    facts.push_back({ "storage_type", toString(layout.storageType()) });
    facts.push_back({ "bytes_per_shard", layout.bytesPerShard() });
    facts.push_back({ "core_count", layout.coreCount() });
    facts.push_back({ "oob_value", toString(layout.spec().oobValue) });
    FactValue::List intervals;
    for (const DimInterval& iv : layout.normalizedIntervals())
        intervals.push_back(indexFact(std::array { iv.begin, iv.end }));
    facts.push_back({ "collapse_intervals", std::move(intervals) });
    if (seed) {
        facts.push_back({ "dim_alignments", nullptr });
    } else {
        facts.push_back({ "dim_alignments", dimsFact(layout.spec().dimAlignments) });
        facts.push_back({ "memory_layout", toString(layout.spec().memoryLayout) });
    }
    return facts;
}

namespace {

std::string listText(const Shape& values)
{
    return formatList(values);
}

} // namespace

Json placeJson(const MetalPlace& place, PlaceQuery query)
{
    Json out;
    addPlaceHead(out, place.index, place.padding, query);
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

std::string placeText(const MetalPlace& place, PlaceQuery query)
{
    std::string text = placeHeadText(place.index, place.padding, query);
    text += factRow(
        "Physical", place.physical.empty() ? "outside the collapsed space (tile padding)" : listText(place.physical));
    text += factRow("Core", listText(place.core));
    text += factRow("Shard offset", listText(place.shardOffset));
    if (place.tile) {
        text += factRow("Tile", listText(*place.tile));
        text += factRow("In tile", fmt::format("[{}, {}]", (*place.inTile)[0], (*place.inTile)[1]));
        text += factRow("Face", place.face ? std::to_string(*place.face) : std::string("none (the tile has no faces)"));
    }
    text += factRow("Element offset", std::to_string(place.shardLinearOffset));
    text += factRow("Byte offset", std::to_string(place.byteOffset));
    return text;
}

} // namespace tle
