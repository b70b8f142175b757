// SPDX-License-Identifier: MIT
#include "report/ttnndescribe.h"

#include "util/translatenoop.h"

#include "report/paddingreason.h"
#include "util/checked.h"

#include <fmt/format.h>

namespace tle {

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

FactGroup ttnnPlaceFacts(const TtnnLayout& layout, const TtnnPlace& place, PlaceQuery query)
{
    FactGroup facts = placeHeadFacts(
        place.index, place.padding, query, place.isPadding() ? ttnnPaddingMessage(layout, place) : std::nullopt);
    auto pair = [](const std::array<int64_t, 2>& v) { return indexFact(v); };
    facts.push_back({ "physical", place.physical ? FactValue(pair(*place.physical)) : FactValue(nullptr) });
    facts.push_back({ "core", place.core ? FactValue(pair({ place.core->y, place.core->x })) : FactValue(nullptr) });
    facts.push_back({ "bank", place.bank ? FactValue(*place.bank) : FactValue(nullptr) });
    facts.push_back({ "shard", place.shard ? FactValue(indexFact(*place.shard)) : FactValue(nullptr) });
    facts.push_back(
        { "shard_offset", place.shardOffset ? FactValue(indexFact(*place.shardOffset)) : FactValue(nullptr) });
    facts.push_back({ "page", place.page });
    facts.push_back({ "page_slot", place.pageSlot });
    const bool tiled = layout.isTiled();
    facts.push_back({ "tile", tiled ? FactValue(place.page) : FactValue(nullptr) });
    facts.push_back({ "in_tile", tiled ? FactValue(pair(place.inPage)) : FactValue(nullptr) });
    facts.push_back({ "in_page", pair(place.inPage) });
    facts.push_back({ "face", place.face ? FactValue(*place.face) : FactValue(nullptr) });
    facts.push_back({ "shard_linear_offset", place.elementOffset });
    facts.push_back({ "byte_offset", place.byteOffset });
    return facts;
}

} // namespace tle
