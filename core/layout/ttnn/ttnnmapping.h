// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/separablemap.h"
#include "layout/ttnn/ttnnlayout.h"

#include <array>
#include <optional>
#include <span>
#include <string>

namespace tle {

// Where one slot of a TTNN buffer lives and which logical element (if any) it holds: logical index ->
// physical (row, column) -> page -> bank (interleaved) or shard and core (sharded) -> page inside the
// bank or core -> position inside the page (tile and face for TILE pages) -> element and byte offset.
struct TtnnPlace
{
    Shape index; // empty for padding
    PaddingCause padding = PaddingCause::None;
    std::optional<std::array<int64_t, 2>> physical; // (row, column); N-D sharding: none
    int64_t page = 0; // page index: over the whole tensor (interleaved) or inside its shard
    std::optional<int64_t> bank; // interleaved
    std::optional<CoreCoord> core; // sharded
    std::optional<Shape> shard; // shard coordinate: (row, column) for 2-D specs, N-D otherwise
    std::optional<Shape> shardOffset; // coordinate inside the shard
    int64_t pageSlot = 0; // position of the page among the pages of its bank or core
    std::array<int64_t, 2> inPage { 0, 0 }; // (row, column) inside the page
    std::optional<int64_t> face; // TILE pages
    int64_t elementOffset = 0; // element offset inside the bank's or core's part of the buffer
    int64_t byteOffset = 0;

    bool isPadding() const { return padding != PaddingCause::None; }
};

// Forward. Throws tle::Error for an index outside the logical shape.
TtnnPlace mapTtnnElement(const TtnnLayout& layout, std::span<const int64_t> index);

// Inverse from a bank (interleaved; `unit` = {bank}) or a core (sharded; `unit` = {y, x}) and an element
// offset inside its part of the buffer. Throws tle::Error for a unit or offset that holds no page.
TtnnPlace unmapTtnnOffset(const TtnnLayout& layout, std::span<const int64_t> unit, int64_t offset);
// The same without throwing: nullopt, with the reason in `why`, where no page is.
std::optional<TtnnPlace> findTtnnOffset(
    const TtnnLayout& layout, std::span<const int64_t> unit, int64_t offset, std::string* why = nullptr);

// Inverse from a physical (row, column); 2-D layouts only.
TtnnPlace unmapTtnnPhysical(const TtnnLayout& layout, std::span<const int64_t> physical);

// Of a physical cell only its unit and padding, without allocating: for pictures, which ask every sample. The
// cell must lie inside the allocated 2-D space (the physical shape, rounded up to whole shards when sharded).
// `separable`, when given, is SeparableMap::of the layout's map over its physical shape.
struct TtnnCellSite
{
    std::optional<CoreCoord> core; // sharded
    std::optional<int64_t> bank; // interleaved
    PaddingCause padding = PaddingCause::None;
};
TtnnCellSite ttnnCellSite(const TtnnLayout& layout, int64_t row, int64_t col, const SeparableMap* separable) noexcept;

} // namespace tle
