// SPDX-License-Identifier: MIT
#include "layout/metal/metalmapping.h"

#include "util/checked.h"

namespace tle {

namespace {

void checkRank(std::span<const int64_t> values, size_t rank, std::string_view field)
{
    if (values.size() != rank)
        throw Error(fmt::format("{}: expected {} coordinates, got {}", field, rank, values.size()));
}

// Fills tile, in-tile, face and offsets from core and shardOffset.
void placeInShard(const MetalLayout& layout, MetalPlace& place)
{
    const size_t rank = layout.grid().size();
    const Shape& so = place.shardOffset;
    const auto& tile = layout.tile();
    if (!tile) {
        place.shardLinearOffset = rowMajorIndex(so, layout.allocatedShardShape());
        place.byteOffset = place.shardLinearOffset * scalarBytes(layout.storageType());
        return;
    }
    Shape tileCoord = so;
    tileCoord[rank - 2] = so[rank - 2] / tile->height;
    tileCoord[rank - 1] = so[rank - 1] / tile->width;
    const int64_t row = so[rank - 2] % tile->height;
    const int64_t col = so[rank - 1] % tile->width;
    const int64_t tileIndex = rowMajorIndex(tileCoord, layout.memrefShape());
    const int64_t inTileOffset = tile->offsetOf(row, col, layout.inTileOrder());
    place.tile = std::move(tileCoord);
    place.inTile = std::array<int64_t, 2> { row, col };
    if (tile->hasFaces())
        place.face = tile->faceOf(row, col);
    place.shardLinearOffset = tileIndex * tile->elements() + inTileOffset;
    place.byteOffset = tileIndex * tile->sizeBytes() + tile->byteOffsetOf(inTileOffset);
}

// Classifies the slot at place.core / place.shardOffset and finds its logical index.
void classify(const MetalLayout& layout, MetalPlace& place)
{
    const size_t rank = layout.grid().size();
    const Shape& shard = layout.shardShape();
    for (size_t i = 0; i < rank; ++i) {
        if (place.shardOffset[i] >= shard[i]) {
            place.padding = PaddingCause::Tile;
            return;
        }
    }
    place.physical.resize(rank);
    for (size_t i = 0; i < rank; ++i) {
        place.physical[i] = place.core[i] * shard[i] + place.shardOffset[i];
        if (place.physical[i] >= layout.collapsedShape()[i])
            place.padding = PaddingCause::Grid;
    }
    if (place.padding != PaddingCause::None)
        return;
    Shape index(layout.logicalShape().size());
    if (layout.inverseMap().invert(place.physical.data(), index.data()))
        place.index = std::move(index);
    else
        place.padding = layout.gapCause();
}

} // namespace

MetalPlace mapElement(const MetalLayout& layout, std::span<const int64_t> index)
{
    const Shape& shape = layout.logicalShape();
    checkRank(index, shape.size(), "index");
    for (size_t i = 0; i < shape.size(); ++i) {
        if (index[i] < 0 || index[i] >= shape[i])
            throw Error(fmt::format(
                "index: {} is outside the logical shape {} (dim {})", formatList(index), formatShape(shape), i));
    }
    const size_t rank = layout.grid().size();
    MetalPlace place;
    place.index.assign(index.begin(), index.end());
    place.physical.resize(rank);
    layout.compiledMap().evaluate(index.data(), place.physical.data());
    place.core.resize(rank);
    place.shardOffset.resize(rank);
    for (size_t i = 0; i < rank; ++i) {
        place.core[i] = place.physical[i] / layout.shardShape()[i];
        place.shardOffset[i] = place.physical[i] % layout.shardShape()[i];
    }
    placeInShard(layout, place);
    return place;
}

MetalPlace unmapShardOffset(const MetalLayout& layout, std::span<const int64_t> core, int64_t offset)
{
    const size_t rank = layout.grid().size();
    checkRank(core, rank, "core");
    for (size_t i = 0; i < rank; ++i) {
        if (core[i] < 0 || core[i] >= layout.grid()[i])
            throw Error(fmt::format("core: {} is outside the grid <{}>", formatList(core), formatShape(layout.grid())));
    }
    if (offset < 0 || offset >= layout.allocatedElementsPerShard())
        throw Error(
            fmt::format("offset: {} is outside the shard of {} elements", offset, layout.allocatedElementsPerShard()));
    MetalPlace place;
    place.core.assign(core.begin(), core.end());
    place.shardOffset.resize(rank);
    if (const auto& tile = layout.tile()) {
        const int64_t tileIndex = offset / tile->elements();
        int64_t row = 0;
        int64_t col = 0;
        tile->coordinateOf(offset % tile->elements(), layout.inTileOrder(), row, col);
        unravelRowMajor(tileIndex, layout.memrefShape(), place.shardOffset);
        place.shardOffset[rank - 2] = place.shardOffset[rank - 2] * tile->height + row;
        place.shardOffset[rank - 1] = place.shardOffset[rank - 1] * tile->width + col;
    } else {
        unravelRowMajor(offset, layout.allocatedShardShape(), place.shardOffset);
    }
    placeInShard(layout, place);
    classify(layout, place);
    return place;
}

MetalPlace unmapShardCell(const MetalLayout& layout, const MetalShardCell& cell)
{
    const size_t rank = layout.grid().size();
    checkRank(cell.core, rank, "core");
    checkRank(cell.offset, rank, "shard cell");
    for (size_t i = 0; i < rank; ++i) {
        if (cell.core[i] < 0 || cell.core[i] >= layout.grid()[i])
            throw Error(
                fmt::format("core: {} is outside the grid <{}>", formatList(cell.core), formatShape(layout.grid())));
        if (cell.offset[i] < 0 || cell.offset[i] >= layout.allocatedShardShape()[i])
            throw Error(fmt::format("shard cell: {} is outside the allocated shard {}", formatList(cell.offset),
                formatShape(layout.allocatedShardShape())));
    }
    MetalPlace place;
    place.core = cell.core;
    place.shardOffset = cell.offset;
    placeInShard(layout, place);
    classify(layout, place);
    return place;
}

MetalPlace unmapPhysical(const MetalLayout& layout, std::span<const int64_t> physical)
{
    const size_t rank = layout.grid().size();
    checkRank(physical, rank, "physical");
    MetalPlace place;
    place.core.resize(rank);
    place.shardOffset.resize(rank);
    Shape extent(rank);
    for (size_t i = 0; i < rank; ++i)
        extent[i] = layout.shardShape()[i] * layout.grid()[i];
    for (size_t i = 0; i < rank; ++i) {
        if (physical[i] < 0 || physical[i] >= extent[i])
            throw Error(
                fmt::format("physical: {} is outside the physical space {} (collapsed {} rounded up to the grid)",
                    formatList(physical), formatShape(extent), formatShape(layout.collapsedShape())));
        place.core[i] = physical[i] / layout.shardShape()[i];
        place.shardOffset[i] = physical[i] % layout.shardShape()[i];
    }
    placeInShard(layout, place);
    classify(layout, place);
    return place;
}

} // namespace tle
