// SPDX-License-Identifier: MIT
#pragma once

#include "layout/metal/metallayout.h"

#include <array>
#include <optional>
#include <span>

namespace tle {

// Where one slot of a metal layout's allocation lives, and which logical element (if any) it holds.
// The chain is: logical index -> physical (collapsed) coordinate -> core -> shard offset -> tile ->
// in-tile coordinate -> face -> element and byte offset inside the shard.
struct MetalPlace
{
    Shape index; // logical index; empty for padding
    PaddingCause padding = PaddingCause::None;
    Shape physical; // collapsed coordinate; empty for tile padding, which lies outside the collapsed space
    Shape core; // grid coordinate
    Shape shardOffset; // coordinate inside the allocated shard, in elements
    std::optional<Shape> tile; // tile coordinate inside the shard (the memref coordinate)
    std::optional<std::array<int64_t, 2>> inTile; // (row, col) inside the tile
    std::optional<int64_t> face; // face number inside the tile
    int64_t shardLinearOffset = 0; // element offset inside the shard's memory, in storage order
    int64_t byteOffset = 0; // byte offset inside the shard's memory

    bool isPadding() const { return padding != PaddingCause::None; }
    // The element's row-major linear index over the logical shape (its strides given), or -1 for padding.
    int64_t logicalLinear(std::span<const int64_t> logicalStrides) const
    {
        if (isPadding())
            return -1;
        int64_t linear = 0;
        for (size_t d = 0; d < index.size(); ++d)
            linear += index[d] * logicalStrides[d];
        return linear;
    }
};

// Forward: the place of a logical element. Throws tle::Error when the index is outside the shape.
MetalPlace mapElement(const MetalLayout& layout, std::span<const int64_t> index);

// Inverse from a core and an element offset inside its shard memory (storage order).
MetalPlace unmapShardOffset(const MetalLayout& layout, std::span<const int64_t> core, int64_t offset);

// A cell of a core's allocated shard: the core's grid coordinate and the cell's coordinate inside the shard as
// allocated (a seed-form tiled shard is allocated in whole tiles, so the cell may lie in its tile padding).
struct MetalShardCell
{
    Shape core;
    Shape offset;

    bool operator==(const MetalShardCell&) const = default;
};

// Inverse from a cell of a core's allocated shard.
MetalPlace unmapShardCell(const MetalLayout& layout, const MetalShardCell& cell);

// Inverse from a physical (collapsed) coordinate; it may lie in grid padding past the collapsed shape.
MetalPlace unmapPhysical(const MetalLayout& layout, std::span<const int64_t> physical);

} // namespace tle
