// SPDX-License-Identifier: MIT
#include "report/ttnndescribe.h"

#include "util/checked.h"

#include <fmt/format.h>

namespace tle {

namespace {

Json pairJson(const std::array<int64_t, 2>& v)
{
    return Json::array({ v[0], v[1] });
}

std::string pairText(const std::array<int64_t, 2>& v)
{
    return fmt::format("{}x{}", v[0], v[1]);
}

} // namespace

Json describeTtnnJson(const TtnnTensor& tensor)
{
    const TtnnLayout& L = tensor.layout;
    const auto& spec = L.spec();
    Json out;
    out["notation"] = "ttnn";
    out["logical_shape"] = jsonShape(L.logicalShape());
    out["logical_shape_inferred"] = tensor.shapeInferred;
    out["element_type"] = toString(spec.dataType);
    out["printed"] = printedTtnn(tensor);
    const int64_t logical = checkedProduct(L.logicalShape(), "logical volume");
    out["elements"]
        = { { "logical", logical }, { "allocated", L.allocatedElements() }, { "padding", L.paddingCounts().total() } };
    Json causes = Json::object();
    causes[std::string(toString(L.alignmentCause()))] = L.paddingCounts()[L.alignmentCause()];
    if (L.isSharded())
        causes["grid"] = L.paddingCounts()[PaddingCause::Grid];
    out["padding_by_cause"] = causes;
    out["equivalents"] = Json::object();
    out["not_expressible"] = Json::object();
    out["page_layout"] = toString(spec.pageLayout);
    out["buffer_type"] = toString(spec.bufferType);
    out["memory_layout"] = toString(spec.memoryLayout);
    out["linear_map"] = L.linearMap().toString();
    out["alignment"] = jsonShape(L.alignment());
    out["physical_shape"] = pairJson(L.physicalShape());
    out["strides"] = jsonShape(L.strides());
    out["padded_shape"] = jsonShape(L.paddedShape());
    out["tile_shape"] = L.isTiled() ? pairJson({ spec.tile.height, spec.tile.width }) : Json(nullptr);
    out["page_shape"] = pairJson(L.pageShape());
    out["page_size_bytes"] = L.pageBytes();
    out["num_pages"] = L.numPages();
    out["buffer_size_bytes"] = L.bufferBytes();
    if (L.isSharded()) {
        if (L.isNdSharded()) {
            out["grid"] = jsonShape(L.ndShardGrid());
            out["shard_shape"] = jsonShape(spec.ndShardSpec->shape);
            out["shard_distribution"] = toString(spec.ndShardSpec->distribution);
            out["shard_orientation"] = toString(spec.ndShardSpec->orientation);
            out["max_shards_per_core"] = L.maxShardsPerCore();
        } else {
            out["grid"] = pairJson(L.shardGrid());
            out["shard_shape"] = pairJson(L.shardShape());
            out["logical_shard_shape"] = pairJson(L.logicalShardShape());
            out["shard_mode"] = toString(spec.shardSpec->mode);
            out["shard_orientation"] = toString(spec.shardSpec->orientation);
        }
        out["pages_per_core"] = L.pagesPerShard() * L.maxShardsPerCore();
        const auto& ranges = L.isNdSharded() ? spec.ndShardSpec->grid : spec.shardSpec->grid;
        out["core_ranges"] = ranges.toString();
        out["cores_used"] = int64_t(L.shardCores().size());
    } else {
        out["grid"] = Json::array({ 1, 1 });
        out["num_banks"] = L.numBanks();
        out["pages_per_bank"] = L.pagesPerBank();
    }
    const TtnnLayout::Terms terms = L.terms();
    out["terms"] = { { "shape", jsonShape(terms.shape) }, { "stride", jsonShape(terms.stride) },
        { "shard_shape", pairJson(terms.shardShape) }, { "physical_shard_shape", pairJson(terms.physicalShardShape) },
        { "tile_shape", pairJson(terms.tileShape) }, { "grid_shape", pairJson(terms.gridShape) } };
    out["device"]
        = { { "name", spec.device.name }, { "grid", Json::array({ spec.device.gridRows, spec.device.gridCols }) },
              { "dram_banks", spec.device.dramBanks }, { "l1_bytes_per_core", spec.device.l1BytesPerCore } };
    Json warnings = Json::array();
    for (const std::string& w : tensor.warnings)
        warnings.push_back(w);
    out["warnings"] = warnings;
    return out;
}

std::string describeTtnnText(const TtnnTensor& tensor)
{
    const TtnnLayout& L = tensor.layout;
    const auto& spec = L.spec();
    std::string text;
    text += factRow("Notation", "ttnn — tt-metal TensorLayout semantics");
    text += factRow("Printed", printedTtnn(tensor));
    text += factRow("Logical shape",
        fmt::format("{} ({}){}", formatShape(L.logicalShape()), toString(spec.dataType),
            tensor.shapeInferred ? ", inferred from the map and memref" : ""));
    text += factRow("Page layout",
        fmt::format("{}{}", toString(spec.pageLayout),
            L.isTiled()
                ? fmt::format(" ({}x{} tiles, {} order)", spec.tile.height, spec.tile.width, toString(spec.inTileOrder))
                : ""));
    text += factRow("Memory", fmt::format("{} in {}", toString(spec.memoryLayout), toString(spec.bufferType)));
    text += factRow("Linear map", L.linearMap().toString());
    text += factRow("Alignment", formatShape(L.alignment()));
    text += factRow("Physical shape", pairText(L.physicalShape()));
    text += factRow("Padded shape", formatShape(L.paddedShape()));
    text += factRow("Strides", formatShape(L.strides(), ", "));
    text += factRow("Page",
        fmt::format("{} ({} bytes), {} pages, {} bytes in all", pairText(L.pageShape()), L.pageBytes(), L.numPages(),
            L.bufferBytes()));
    if (!L.isSharded()) {
        text += factRow("Banks", fmt::format("{} banks, up to {} pages each", L.numBanks(), L.pagesPerBank()));
    } else if (L.isNdSharded()) {
        text += factRow("Shards",
            fmt::format("{} of {} ({}), up to {} per core", formatShape(L.ndShardGrid()),
                formatShape(spec.ndShardSpec->shape), toString(spec.ndShardSpec->distribution), L.maxShardsPerCore()));
    } else {
        text += factRow("Shards",
            fmt::format("{} of {} ({} orientation, {} mode), {} pages each", pairText(L.shardGrid()),
                pairText(L.shardShape()), toString(spec.shardSpec->orientation), toString(spec.shardSpec->mode),
                L.pagesPerShard()));
        text += factRow("Cores", spec.shardSpec->grid.toString());
    }
    std::string padding = fmt::format("{} {}", toString(L.alignmentCause()), L.paddingCounts()[L.alignmentCause()]);
    if (L.isSharded())
        padding += fmt::format(", grid {}", L.paddingCounts()[PaddingCause::Grid]);
    text += factRow("Padding by cause", padding);
    for (const std::string& w : tensor.warnings)
        text += factRow("Warning", w);
    return text;
}

Json ttnnPlaceJson(const TtnnTensor& tensor, const TtnnPlace& place, bool inverse)
{
    Json out;
    addPlaceHead(out, place.index, place.padding, inverse);
    out["physical"] = place.physical ? pairJson(*place.physical) : Json(nullptr);
    out["core"] = place.core ? Json::array({ place.core->y, place.core->x }) : Json(nullptr);
    out["bank"] = place.bank ? Json(*place.bank) : Json(nullptr);
    out["shard"] = place.shard ? jsonShape(*place.shard) : Json(nullptr);
    out["shard_offset"] = place.shardOffset ? jsonShape(*place.shardOffset) : Json(nullptr);
    out["page"] = place.page;
    out["page_slot"] = place.pageSlot;
    const bool tiled = tensor.layout.isTiled();
    out["tile"] = tiled ? Json(place.page) : Json(nullptr);
    out["in_tile"] = tiled ? pairJson(place.inPage) : Json(nullptr);
    out["in_page"] = pairJson(place.inPage);
    out["face"] = place.face ? Json(*place.face) : Json(nullptr);
    out["shard_linear_offset"] = place.elementOffset;
    out["byte_offset"] = place.byteOffset;
    return out;
}

std::string ttnnPlaceText(const TtnnPlace& place, bool inverse)
{
    std::string text = placeHeadText(place.index, place.padding, inverse);
    if (place.physical)
        text += factRow("Physical", fmt::format("[{}, {}]", (*place.physical)[0], (*place.physical)[1]));
    if (place.bank)
        text += factRow("Bank", std::to_string(*place.bank));
    if (place.core)
        text += factRow("Core", fmt::format("[{}, {}] (y, x)", place.core->y, place.core->x));
    if (place.shard)
        text += factRow("Shard", formatList(*place.shard));
    if (place.shardOffset)
        text += factRow("Shard offset", formatList(*place.shardOffset));
    text += factRow(
        "Page", fmt::format("{} (slot {} of its {})", place.page, place.pageSlot, place.bank ? "bank" : "core"));
    text += factRow("In page", fmt::format("[{}, {}]", place.inPage[0], place.inPage[1]));
    if (place.face)
        text += factRow("Face", std::to_string(*place.face));
    text += factRow("Element offset", std::to_string(place.elementOffset));
    text += factRow("Byte offset", std::to_string(place.byteOffset));
    return text;
}

} // namespace tle
