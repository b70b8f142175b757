// SPDX-License-Identifier: MIT
#include "layout/ttnn/ttnnmapping.h"

#include "util/checked.h"

#include <algorithm>
#include <array>

namespace tle {

namespace {

int64_t elementsPerPage(const TtnnLayout& layout)
{
    return layout.pageShape()[0] * layout.pageShape()[1];
}

// Offsets of (row, col) inside a page: tiles use the tile's storage order, row-major pages are one row.
void placeInPage(
    const TtnnLayout& layout, int64_t row, int64_t col, TtnnPlace& place, int64_t& inPageOffset, int64_t& inPageBytes)
{
    place.inPage = { row, col };
    if (layout.isTiled()) {
        const TileType& tile = layout.spec().tile;
        inPageOffset = tile.offsetOf(row, col, layout.spec().inTileOrder);
        inPageBytes = tile.byteOffsetOf(inPageOffset);
        if (tile.hasFaces())
            place.face = tile.faceOf(row, col);
    } else {
        inPageOffset = col;
        inPageBytes = col * layout.elementBytes();
    }
}

void finish(const TtnnLayout& layout, TtnnPlace& place, int64_t pageRow, int64_t pageCol)
{
    int64_t inPageOffset = 0;
    int64_t inPageBytes = 0;
    placeInPage(layout, pageRow, pageCol, place, inPageOffset, inPageBytes);
    place.elementOffset = place.pageSlot * elementsPerPage(layout) + inPageOffset;
    place.byteOffset = place.pageSlot * layout.pageBytes() + inPageBytes;
}

// 2-D layouts: fills everything from a physical (row, col) that lies inside the allocation.
void placePhysical(const TtnnLayout& layout, int64_t row, int64_t col, TtnnPlace& place)
{
    place.physical = std::array<int64_t, 2> { row, col };
    const auto& page = layout.pageShape();
    if (!layout.isSharded()) {
        const int64_t pagesPerRow = layout.physicalShape()[1] / page[1];
        place.page = (row / page[0]) * pagesPerRow + col / page[1];
        place.bank = place.page % layout.numBanks();
        place.pageSlot = place.page / layout.numBanks();
        finish(layout, place, row % page[0], col % page[1]);
        return;
    }
    const auto& shard = layout.shardShape();
    const int64_t sr = row / shard[0];
    const int64_t sc = col / shard[1];
    const int64_t r = row % shard[0];
    const int64_t c = col % shard[1];
    place.shard = Shape { sr, sc };
    place.shardOffset = Shape { r, c };
    place.core = layout.coreOfShard(sr, sc);
    place.page = (r / page[0]) * (shard[1] / page[1]) + c / page[1];
    place.pageSlot = place.page;
    finish(layout, place, r % page[0], c % page[1]);
}

// LOGICAL shard mode: the flattened (row, col) -> physical (row, col) with each shard padded.
std::array<int64_t, 2> logicalToPhysical(const TtnnLayout& layout, int64_t row, int64_t col)
{
    const auto& logical = layout.logicalShardShape();
    const auto& physical = layout.shardShape();
    return { (row / logical[0]) * physical[0] + row % logical[0], (col / logical[1]) * physical[1] + col % logical[1] };
}

// A plane cell inside the allocation as a point of the map's own 2-D space, or the padding it is: grid padding
// past the physical shape, alignment padding past a logical shard's data.
struct FlatCell
{
    int64_t point[2] = { 0, 0 };
    PaddingCause padding = PaddingCause::None;
};

FlatCell flatCell(const TtnnLayout& layout, int64_t row, int64_t col) noexcept
{
    FlatCell cell;
    if (row >= layout.physicalShape()[0] || col >= layout.physicalShape()[1]) {
        cell.padding = PaddingCause::Grid;
        return cell;
    }
    cell.point[0] = row;
    cell.point[1] = col;
    if (layout.isLogicalShardMode()) {
        const auto& logical = layout.logicalShardShape();
        const auto& physical = layout.shardShape();
        if (row % physical[0] >= logical[0] || col % physical[1] >= logical[1]) {
            cell.padding = layout.alignmentCause();
            return cell;
        }
        cell.point[0] = (row / physical[0]) * logical[0] + row % physical[0];
        cell.point[1] = (col / physical[1]) * logical[1] + col % physical[1];
    }
    return cell;
}

void classifyPhysical(const TtnnLayout& layout, int64_t row, int64_t col, TtnnPlace& place)
{
    const FlatCell cell = flatCell(layout, row, col);
    if (cell.padding != PaddingCause::None) {
        place.padding = cell.padding;
        return;
    }
    Shape index(layout.logicalShape().size());
    if (layout.inverseMap().invert(cell.point, index.data()))
        place.index = std::move(index);
    else
        place.padding = layout.alignmentCause();
}

// N-D sharding ------------------------------------------------------------------------------------

Shape shardPagesShape(const TtnnLayout& layout)
{
    Shape pages = layout.spec().ndShardSpec->shape;
    if (layout.isTiled()) {
        pages[pages.size() - 2] /= layout.spec().tile.height;
        pages.back() /= layout.spec().tile.width;
    } else {
        pages.back() = 1;
    }
    return pages;
}

void placeNd(const TtnnLayout& layout, std::span<const int64_t> coord, TtnnPlace& place)
{
    const Shape& shardShape = layout.spec().ndShardSpec->shape;
    const size_t rank = shardShape.size();
    Shape shard(rank);
    Shape within(rank);
    for (size_t d = 0; d < rank; ++d) {
        shard[d] = coord[d] / shardShape[d];
        within[d] = coord[d] % shardShape[d];
    }
    const int64_t shardIndex = rowMajorIndex(shard, layout.ndShardGrid());
    place.core = layout.shardCores()[size_t(shardIndex)];
    Shape pageCoord = within;
    int64_t pageRow = 0;
    int64_t pageCol = within.back();
    if (layout.isTiled()) {
        pageCoord[rank - 2] /= layout.spec().tile.height;
        pageCoord[rank - 1] /= layout.spec().tile.width;
        pageRow = within[rank - 2] % layout.spec().tile.height;
        pageCol = within[rank - 1] % layout.spec().tile.width;
    } else {
        pageCoord[rank - 1] = 0;
    }
    place.page = rowMajorIndex(pageCoord, shardPagesShape(layout));
    place.pageSlot = layout.shardSlots()[size_t(shardIndex)] * layout.pagesPerShard() + place.page;
    place.shard = std::move(shard);
    place.shardOffset = std::move(within);
    finish(layout, place, pageRow, pageCol);
}

} // namespace

TtnnPlace mapTtnnElement(const TtnnLayout& layout, std::span<const int64_t> index)
{
    const Shape& shape = layout.logicalShape();
    if (index.size() != shape.size())
        throw Error(fmt::format("index: expected {} coordinates, got {}", shape.size(), index.size()));
    for (size_t i = 0; i < shape.size(); ++i) {
        if (index[i] < 0 || index[i] >= shape[i])
            throw Error(fmt::format(
                "index: {} is outside the logical shape {} (dim {})", formatList(index), formatShape(shape), i));
    }
    TtnnPlace place;
    place.index.assign(index.begin(), index.end());
    if (layout.isNdSharded()) {
        placeNd(layout, index, place);
        return place;
    }
    int64_t rc[2];
    layout.compiledMap().evaluate(index.data(), rc);
    std::array<int64_t, 2> physical { rc[0], rc[1] };
    if (layout.isLogicalShardMode())
        physical = logicalToPhysical(layout, rc[0], rc[1]);
    placePhysical(layout, physical[0], physical[1], place);
    return place;
}

TtnnPlace unmapTtnnPhysical(const TtnnLayout& layout, std::span<const int64_t> physical)
{
    if (layout.isNdSharded())
        throw Error("physical: an N-D sharded layout has no 2-D physical space; use --core and --offset");
    if (physical.size() != 2)
        throw Error(fmt::format("physical: expected (row, column), got {} values", physical.size()));
    std::array<int64_t, 2> extent = layout.physicalShape();
    if (layout.isSharded()) {
        extent = { layout.shardGrid()[0] * layout.shardShape()[0], layout.shardGrid()[1] * layout.shardShape()[1] };
    }
    if (physical[0] < 0 || physical[1] < 0 || physical[0] >= extent[0] || physical[1] >= extent[1])
        throw Error(
            fmt::format("physical: {} is outside the allocated {}x{}", formatList(physical), extent[0], extent[1]));
    TtnnPlace place;
    placePhysical(layout, physical[0], physical[1], place);
    classifyPhysical(layout, physical[0], physical[1], place);
    return place;
}

TtnnCellSite ttnnCellSite(const TtnnLayout& layout, int64_t row, int64_t col, const SeparableMap* separable) noexcept
{
    TtnnCellSite site;
    const auto& page = layout.pageShape();
    if (!layout.isSharded()) {
        const int64_t pagesPerRow = layout.physicalShape()[1] / page[1];
        site.bank = ((row / page[0]) * pagesPerRow + col / page[1]) % layout.numBanks();
    } else {
        site.core = layout.coreOfShard(row / layout.shardShape()[0], col / layout.shardShape()[1]);
    }
    const FlatCell cell = flatCell(layout, row, col);
    if (cell.padding != PaddingCause::None) {
        site.padding = cell.padding;
        return site;
    }
    const int64_t* flat = cell.point;
    bool data = true;
    if (separable && !layout.isLogicalShardMode()) {
        data = separable->gaps(0).holdsData(flat[0]) && separable->gaps(1).holdsData(flat[1]);
    } else {
        int64_t small[16];
        std::vector<int64_t> large;
        int64_t* index = small;
        if (layout.logicalShape().size() > std::size(small)) {
            large.resize(layout.logicalShape().size());
            index = large.data();
        }
        data = layout.inverseMap().invert(flat, index);
    }
    if (!data)
        site.padding = layout.alignmentCause();
    return site;
}

namespace {

bool noPlace(std::string* why, std::string reason)
{
    if (why)
        *why = std::move(reason);
    return false;
}

// The row and column inside a page of the element `inPage` elements into it.
std::array<int64_t, 2> cellInPage(const TtnnLayout& layout, int64_t inPage)
{
    int64_t r = 0;
    int64_t c = inPage;
    if (layout.isTiled())
        layout.spec().tile.coordinateOf(inPage, layout.spec().inTileOrder, r, c);
    return { r, c };
}

bool placeInBank(const TtnnLayout& layout, int64_t bank, int64_t offset, TtnnPlace& place, std::string* why)
{
    const int64_t perPage = elementsPerPage(layout);
    const int64_t slot = offset / perPage;
    if (offset < 0 || slot >= layout.pagesPerBank())
        return noPlace(why,
            fmt::format(
                "offset: {} is outside the {} elements of bank {}", offset, layout.pagesPerBank() * perPage, bank));
    const int64_t page = slot * layout.numBanks() + bank;
    if (page >= layout.numPages())
        return noPlace(why,
            fmt::format(
                "offset: bank {} holds no page at slot {} (the tensor has {} pages)", bank, slot, layout.numPages()));
    const int64_t pagesPerRow = layout.physicalShape()[1] / layout.pageShape()[1];
    const auto [r, c] = cellInPage(layout, offset % perPage);
    const int64_t row = (page / pagesPerRow) * layout.pageShape()[0] + r;
    const int64_t col = (page % pagesPerRow) * layout.pageShape()[1] + c;
    placePhysical(layout, row, col, place);
    classifyPhysical(layout, row, col, place);
    return true;
}

// An N-D shard's page and in-page cell as a logical coordinate, classified as data, alignment or grid padding.
void placeInNdShard(
    const TtnnLayout& layout, int64_t shardIndex, int64_t pageInShard, std::array<int64_t, 2> cell, TtnnPlace& place)
{
    const Shape& shardShape = layout.spec().ndShardSpec->shape;
    const size_t rank = shardShape.size();
    Shape pageCoord(rank);
    unravelRowMajor(pageInShard, shardPagesShape(layout), pageCoord);
    Shape within = pageCoord;
    if (layout.isTiled()) {
        within[rank - 2] = pageCoord[rank - 2] * layout.spec().tile.height + cell[0];
        within[rank - 1] = pageCoord[rank - 1] * layout.spec().tile.width + cell[1];
    } else {
        within[rank - 1] = cell[1];
    }
    Shape shard(rank);
    unravelRowMajor(shardIndex, layout.ndShardGrid(), shard);
    Shape coord(rank);
    bool inTensor = true;
    bool inPadded = true;
    for (size_t d = 0; d < rank; ++d) {
        coord[d] = shard[d] * shardShape[d] + within[d];
        inPadded = inPadded && coord[d] < layout.paddedShape()[d];
        inTensor = inTensor && coord[d] < layout.logicalShape()[d];
    }
    placeNd(layout, coord, place);
    if (!inPadded)
        place.padding = PaddingCause::Grid;
    else if (!inTensor)
        place.padding = layout.alignmentCause();
    else
        place.index = coord;
}

// The place of an element offset in a bank's or core's part of the buffer, into `place`; false (with the reason
// in `why`) where no page is.
bool placeOfOffset(
    const TtnnLayout& layout, std::span<const int64_t> unit, int64_t offset, TtnnPlace& place, std::string* why)
{
    if (!layout.isSharded()) {
        if (unit.size() != 1 || unit[0] < 0 || unit[0] >= layout.numBanks())
            return noPlace(why,
                fmt::format(
                    "bank: an interleaved layout has banks 0..{}; give one bank number", layout.numBanks() - 1));
        return placeInBank(layout, unit[0], offset, place, why);
    }
    if (unit.size() != 2)
        return noPlace(why, "core: a sharded layout takes a core as y,x");
    const int64_t perPage = elementsPerPage(layout);
    const CoreCoord core { unit[1], unit[0] };
    const auto& cores = layout.shardCores();
    const int64_t slotsPerCore = layout.maxShardsPerCore() * layout.pagesPerShard();
    if (offset < 0 || offset >= slotsPerCore * perPage)
        return noPlace(why,
            fmt::format("offset: {} is outside the {} elements of a core's shard", offset, slotsPerCore * perPage));
    const int64_t pageSlot = offset / perPage;
    const int64_t shardSlot = pageSlot / layout.pagesPerShard();
    const int64_t pageInShard = pageSlot % layout.pagesPerShard();
    int64_t shardIndex = -1;
    for (size_t i = 0; i < cores.size(); ++i) {
        const int64_t slot = layout.isNdSharded() ? layout.shardSlots()[i] : 0;
        if (cores[i] == core && slot == shardSlot)
            shardIndex = int64_t(i);
    }
    if (shardIndex < 0)
        return noPlace(why,
            fmt::format("core: ({}, {}) holds no shard {}", unit[0], unit[1],
                shardSlot > 0 ? fmt::format("in slot {}", shardSlot) : std::string()));
    const std::array<int64_t, 2> cell = cellInPage(layout, offset % perPage);
    if (layout.isNdSharded()) {
        placeInNdShard(layout, shardIndex, pageInShard, cell, place);
        return true;
    }
    const auto& shard = layout.shardShape();
    const int64_t sr = shardIndex / layout.shardGrid()[1];
    const int64_t sc = shardIndex % layout.shardGrid()[1];
    const int64_t pagesPerShardRow = shard[1] / layout.pageShape()[1];
    const int64_t row = sr * shard[0] + (pageInShard / pagesPerShardRow) * layout.pageShape()[0] + cell[0];
    const int64_t col = sc * shard[1] + (pageInShard % pagesPerShardRow) * layout.pageShape()[1] + cell[1];
    placePhysical(layout, row, col, place);
    classifyPhysical(layout, row, col, place);
    return true;
}

} // namespace

std::optional<TtnnPlace> findTtnnOffset(
    const TtnnLayout& layout, std::span<const int64_t> unit, int64_t offset, std::string* why)
{
    TtnnPlace place;
    if (!placeOfOffset(layout, unit, offset, place, why))
        return std::nullopt;
    return place;
}

TtnnPlace unmapTtnnOffset(const TtnnLayout& layout, std::span<const int64_t> unit, int64_t offset)
{
    TtnnPlace place;
    std::string why;
    if (!placeOfOffset(layout, unit, offset, place, &why))
        throw Error(why);
    return place;
}

} // namespace tle
