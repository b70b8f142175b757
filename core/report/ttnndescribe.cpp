// SPDX-License-Identifier: MIT
#include "report/ttnndescribe.h"

#include "util/translatenoop.h"

#include "report/paddingreason.h"
#include "util/checked.h"

#include <fmt/format.h>

namespace tle {

namespace {

Json pairJson(const std::array<int64_t, 2>& v)
{
    return Json::array({ v[0], v[1] });
}

} // namespace

FactGroup ttnnFacts(const TtnnTensor& tensor)
{
    const TtnnLayout& L = tensor.layout;
    const auto& spec = L.spec();
    FactGroup facts;
    facts.push_back({ "notation", "ttnn" });
    facts.push_back({ "form",
        Message { "tle::FormNames", TLE_TRANSLATE_NOOP("tle::FormNames", "tt-metal TensorLayout semantics"), {} } });
    facts.push_back({ "logical_shape", dimsFact(L.logicalShape()) });
    facts.push_back({ "logical_shape_inferred", tensor.shapeInferred });
    facts.push_back({ "element_type", toString(spec.dataType) });
    facts.push_back({ "printed", printedTtnn(tensor) });
    const int64_t logical = checkedProduct(L.logicalShape(), "logical volume");
    facts.push_back({ "elements",
        FactGroup { { "logical", logical }, { "allocated", L.allocatedElements() },
            { "padding", L.paddingCounts().total() } } });
    FactGroup causes { { std::string(toString(L.alignmentCause())), L.paddingCounts()[L.alignmentCause()] } };
    if (L.isSharded())
        causes.push_back({ "grid", L.paddingCounts()[PaddingCause::Grid] });
    facts.push_back({ "padding_by_cause", std::move(causes) });
    facts.push_back({ "page_layout", toString(spec.pageLayout) });
    facts.push_back({ "buffer_type", toString(spec.bufferType) });
    facts.push_back({ "memory_layout", toString(spec.memoryLayout) });
    facts.push_back({ "linear_map", L.linearMap().toString() });
    facts.push_back({ "alignment", dimsFact(L.alignment()) });
    facts.push_back({ "physical_shape", dimsFact(L.physicalShape()) });
    facts.push_back({ "strides", indexFact(L.strides()) });
    facts.push_back({ "padded_shape", dimsFact(L.paddedShape()) });
    facts.push_back({ "tile_shape",
        L.isTiled() ? FactValue(dimsFact(std::array { spec.tile.height, spec.tile.width })) : FactValue(nullptr) });
    if (L.isTiled()) {
        facts.push_back({ "in_tile_order", toString(spec.inTileOrder) });
        facts.push_back({ "face_shape", faceShapeFact(spec.tile) });
    }
    facts.push_back({ "page_shape", dimsFact(L.pageShape()) });
    facts.push_back({ "page_size_bytes", L.pageBytes() });
    facts.push_back({ "num_pages", L.numPages() });
    facts.push_back({ "buffer_size_bytes", L.bufferBytes() });
    if (L.isSharded()) {
        if (L.isNdSharded()) {
            facts.push_back({ "grid", dimsFact(L.ndShardGrid()) });
            facts.push_back({ "shard_shape", dimsFact(spec.ndShardSpec->shape) });
            facts.push_back({ "shard_distribution", toString(spec.ndShardSpec->distribution) });
            facts.push_back({ "shard_orientation", toString(spec.ndShardSpec->orientation) });
            facts.push_back({ "max_shards_per_core", L.maxShardsPerCore() });
        } else {
            facts.push_back({ "grid", dimsFact(L.shardGrid()) });
            facts.push_back({ "shard_shape", dimsFact(L.shardShape()) });
            facts.push_back({ "logical_shard_shape", dimsFact(L.logicalShardShape()) });
            facts.push_back({ "shard_mode", toString(spec.shardSpec->mode) });
            facts.push_back({ "shard_orientation", toString(spec.shardSpec->orientation) });
        }
        facts.push_back({ "pages_per_core", L.pagesPerShard() * L.maxShardsPerCore() });
        const auto& ranges = L.isNdSharded() ? spec.ndShardSpec->grid : spec.shardSpec->grid;
        facts.push_back({ "core_ranges", ranges.toString() });
        facts.push_back({ "cores_used", L.shardCores().size() });
    } else {
        facts.push_back({ "grid", dimsFact(std::array<int64_t, 2> { 1, 1 }) });
        facts.push_back({ "num_banks", L.numBanks() });
        facts.push_back({ "pages_per_bank", L.pagesPerBank() });
    }
    const TtnnLayout::Terms terms = L.terms();
    facts.push_back({ "terms",
        FactGroup { { "shape", dimsFact(terms.shape) }, { "stride", indexFact(terms.stride) },
            { "shard_shape", dimsFact(terms.shardShape) },
            { "physical_shard_shape", dimsFact(terms.physicalShardShape) }, { "tile_shape", dimsFact(terms.tileShape) },
            { "grid_shape", dimsFact(terms.gridShape) } } });
    facts.push_back({ "device",
        FactGroup { { "name", spec.device.name },
            { "grid", dimsFact(std::array { spec.device.gridRows, spec.device.gridCols }) },
            { "dram_banks", spec.device.dramBanks }, { "l1_bytes_per_core", spec.device.l1BytesPerCore } } });
    FactValue::List warnings;
    for (const std::string& w : tensor.warnings)
        warnings.push_back(w);
    facts.push_back({ "warnings", std::move(warnings) });
    return facts;
}

Json ttnnPlaceJson(const TtnnTensor& tensor, const TtnnPlace& place, PlaceQuery query)
{
    Json out;
    addPlaceHead(out, place.index, place.padding, query);
    if (place.isPadding()) {
        if (std::string reason = ttnnPaddingReason(tensor.layout, place); !reason.empty())
            out["padding_reason"] = reason;
    }
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

std::string ttnnPlaceText(const TtnnPlace& place, PlaceQuery query, const TtnnLayout* layout)
{
    std::string text = placeHeadText(place.index, place.padding, query);
    if (layout && place.isPadding()) {
        if (std::string reason = ttnnPaddingReason(*layout, place); !reason.empty())
            text += factRow("Why", reason);
    }
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
