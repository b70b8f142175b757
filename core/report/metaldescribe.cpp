// SPDX-License-Identifier: MIT
#include "report/metaldescribe.h"

#include "util/checked.h"
#include "util/translatenoop.h"

#include <array>
#include <fmt/format.h>
#include <vector>

namespace tle {

namespace {

// The form for users, with the upstream version the text follows when the parser recognised one.
Message formMessage(const MetalLayout& layout)
{
    const bool seed = layout.form() == MetalForm::Seed;
    const std::string& version = layout.spec().upstreamVersion;
    if (version.empty())
        return { "tle::FormNames",
            seed ? TLE_TRANSLATE_NOOP("tle::FormNames",
                "seed form (v1: affine linear map, shards ceilDiv by the grid then by the tile; 2024-07 to 2025-06)")
                 : TLE_TRANSLATE_NOOP("tle::FormNames",
                     "current form (logical_shape, dim_alignments, collapsed_intervals; grid and shard from the tensor "
                     "type; 2025-06 "
                     "on)"),
            {} };
    return { "tle::FormNames",
        seed ? TLE_TRANSLATE_NOOP("tle::FormNames",
            "seed form (v1: affine linear map, shards ceilDiv by the grid then by the tile; 2024-07 to 2025-06); "
            "text follows %1")
             : TLE_TRANSLATE_NOOP("tle::FormNames",
                 "current form (logical_shape, dim_alignments, collapsed_intervals; grid and shard from the tensor "
                 "type; 2025-06 "
                 "on); text follows %1"),
        { version } };
}

std::vector<PaddingCause> causesOf(const MetalLayout& layout)
{
    if (layout.form() == MetalForm::Seed)
        return { PaddingCause::Grid, PaddingCause::Tile, PaddingCause::Stride };
    // Grid padding in the current form comes only from a type whose shards cover more than the aligned shape.
    if (layout.paddingCounts()[PaddingCause::Grid] != 0)
        return { PaddingCause::Alignment, PaddingCause::Grid };
    return { PaddingCause::Alignment };
}

} // namespace

FactGroup metalFacts(const MetalLayout& layout)
{
    const bool seed = layout.form() == MetalForm::Seed;
    FactGroup facts;
    facts.push_back({ "notation", seed ? "metal-seed" : "metal" });
    facts.push_back({ "form", formMessage(layout) });
    facts.push_back({ "logical_shape", dimsFact(layout.logicalShape()) });
    facts.push_back({ "logical_shape_inferred", layout.spec().shapeInferred });
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
        intervals.push_back(intervalFact(iv.begin, iv.end));
    facts.push_back({ "collapse_intervals", std::move(intervals) });
    // As the editor shows them; a seed-form map that is no collapse of dims has none.
    if (layout.writtenIntervals().empty())
        facts.push_back({ "collapse_intervals_written", nullptr });
    else
        facts.push_back({ "collapse_intervals_written", halfOpenIntervals(layout.writtenIntervals()) });
    if (seed) {
        facts.push_back({ "dim_alignments", nullptr });
    } else {
        facts.push_back({ "dim_alignments", dimsFact(layout.spec().dimAlignments) });
        facts.push_back({ "memory_layout", toString(layout.spec().memoryLayout) });
    }
    FactValue::List warnings;
    for (const std::string& w : layout.spec().warnings)
        warnings.push_back(w);
    facts.push_back({ "warnings", std::move(warnings) });
    return facts;
}

namespace {

constexpr const char* kReasons = "tle::PaddingReasons";

// Current form: each physical dim is a run of logical dims, each aligned up before they collapse. The slot's
// coordinate is split back into those aligned dims; the first index past its dim's size is the reason.
std::optional<Message> alignmentReason(const MetalLayout& layout, const Shape& physical)
{
    const DimIntervals& intervals = layout.normalizedIntervals();
    const Shape& logical = layout.logicalShape();
    const Shape& alignments = layout.spec().dimAlignments;
    if (intervals.size() != physical.size() || alignments.size() != logical.size())
        return std::nullopt;
    for (size_t k = 0; k < physical.size(); ++k) {
        int64_t rest = physical[k];
        std::vector<std::pair<int64_t, int64_t>> digits; // (logical dim, index), innermost first
        for (int64_t d = intervals[k].end - 1; d >= intervals[k].begin; --d) {
            const int64_t aligned = alignUp(logical[size_t(d)], alignments[size_t(d)]);
            if (aligned <= 0)
                return std::nullopt; // an empty dim: its run of the physical space holds no slot
            digits.emplace_back(d, rest % aligned);
            rest /= aligned;
        }
        for (auto it = digits.rbegin(); it != digits.rend(); ++it) {
            const auto [d, index] = *it;
            const int64_t size = logical[size_t(d)];
            if (index < size)
                continue;
            return Message { kReasons,
                TLE_TRANSLATE_NOOP("tle::PaddingReasons",
                    "alignment padding: dim %1 of size %2 is aligned up to a multiple of %3 = %4; index %5 is padding "
                    "(physical %6 %7)"),
                { d, size, alignments[size_t(d)], alignUp(size, alignments[size_t(d)]), index,
                    AxisWord { k, physical.size(), false }, physical[k] } };
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Message> paddingMessage(const MetalLayout& layout, const MetalPlace& place)
{
    const Shape& collapsed = layout.collapsedShape();
    const Shape& shard = layout.shardShape();
    const Shape& grid = layout.grid();
    switch (place.padding) {
    case PaddingCause::Grid:
        // Past the collapsed space along some dim: the grid's shards cover more than the data.
        for (size_t k = 0; k < place.physical.size() && k < collapsed.size(); ++k) {
            if (place.physical[k] < collapsed[k] || k >= shard.size())
                continue;
            const int64_t cores = k < grid.size() ? grid[k] : 1;
            return Message { kReasons,
                TLE_TRANSLATE_NOOP("tle::PaddingReasons",
                    "grid padding: %1 %2 over %3 cores = %4 %2 each, %5 allocated; %6 %7 is padding"),
                { collapsed[k], AxisWord { k, collapsed.size(), true }, cores, shard[k], cores * shard[k],
                    AxisWord { k, collapsed.size(), false }, place.physical[k] } };
        }
        break;
    case PaddingCause::Tile:
        // Inside the allocated shard, past the shard's elements: the rest of its last tiles.
        for (size_t k = 0; k < place.shardOffset.size() && k < shard.size(); ++k) {
            if (place.shardOffset[k] < shard[k] || !layout.tile())
                continue;
            return Message { kReasons,
                TLE_TRANSLATE_NOOP("tle::PaddingReasons",
                    "tile padding: the %1 shard is stored in whole %2x%3 tiles, %4 allocated; shard %5 %6 is padding"),
                { formatShape(shard), layout.tile()->height, layout.tile()->width,
                    formatShape(layout.allocatedShardShape()), AxisWord { k, shard.size(), false },
                    place.shardOffset[k] } };
        }
        break;
    case PaddingCause::Alignment:
        if (std::optional<Message> reason = alignmentReason(layout, place.physical))
            return reason;
        return Message { kReasons,
            TLE_TRANSLATE_NOOP("tle::PaddingReasons",
                "alignment padding: the logical dims %1 are aligned up to %2 before they collapse, which gives the %3 "
                "space"),
            { formatShape(layout.logicalShape()), formatShape(layout.spec().dimAlignments), formatShape(collapsed) } };
    case PaddingCause::Stride:
        return Message { kReasons,
            TLE_TRANSLATE_NOOP("tle::PaddingReasons",
                "stride padding: the map %1 places the logical %2 in a %3 space with gaps; no element maps to this "
                "slot"),
            { layout.linearMap().toString(), formatShape(layout.logicalShape()), formatShape(collapsed) } };
    case PaddingCause::Page:
    case PaddingCause::None:
        break;
    }
    if (!place.isPadding())
        return std::nullopt;
    return Message { kReasons, TLE_TRANSLATE_NOOP("tle::PaddingReasons", "%1"), { place.padding } };
}

FactGroup metalPlaceFacts(const MetalPlace& place, PlaceQuery query, const MetalLayout* layout)
{
    FactGroup facts = placeHeadFacts(
        place.index, place.padding, query, layout && place.isPadding() ? paddingMessage(*layout, place) : std::nullopt);
    facts.push_back({ "physical",
        place.physical.empty() ? FactValue(FactAbsent { Message { "tle::PlaceValues",
            TLE_TRANSLATE_NOOP("tle::PlaceValues", "outside the collapsed space (tile padding)"), {} } })
                               : FactValue(indexFact(place.physical)) });
    facts.push_back({ "core", indexFact(place.core) });
    facts.push_back({ "shard_offset", indexFact(place.shardOffset) });
    facts.push_back({ "tile", place.tile ? FactValue(indexFact(*place.tile)) : FactValue(nullptr) });
    facts.push_back({ "in_tile", place.inTile ? FactValue(indexFact(*place.inTile)) : FactValue(nullptr) });
    if (place.face)
        facts.push_back({ "face", *place.face });
    else if (place.tile)
        facts.push_back({ "face",
            FactAbsent { Message {
                "tle::PlaceValues", TLE_TRANSLATE_NOOP("tle::PlaceValues", "none (the tile has no faces)"), {} } } });
    else
        facts.push_back({ "face", nullptr });
    facts.push_back({ "shard_linear_offset", place.shardLinearOffset });
    facts.push_back({ "byte_offset", place.byteOffset });
    return facts;
}

} // namespace tle
