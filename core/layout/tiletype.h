// SPDX-License-Identifier: MIT
#pragma once

#include "layout/elementtype.h"

#include <cstdint>
#include <string>

namespace tle {

// Order of the elements inside one tile. The seed TT tensor document stores tiles plainly row-major;
// device tiles (tt-metal) are split into 16x16 faces stored face 0..3 row-major, rows row-major in a face.
enum class InTileOrder
{
    RowMajor,
    Faces,
};

std::string_view toString(InTileOrder order);

// `!ttcore.tile<HxW, dtype>`: the element type of a tilized memref.
struct TileType
{
    int64_t height = 32;
    int64_t width = 32;
    ElementType dataType = ElementType::BF16;

    int64_t elements() const { return height * width; }
    // tt-metal's faces are 16 columns wide and up to 16 rows high (tiny tiles such as 8x32 have 8x16 faces).
    // A tile narrower than 16 columns has no faces and is always stored row-major.
    static constexpr int64_t kFaceSide = 16;
    bool hasFaces() const { return width >= kFaceSide; }
    int64_t faceHeight() const { return height < 16 ? height : 16; }
    int64_t faceWidth() const { return width < 16 ? width : 16; }
    int64_t faceCount() const { return (height / faceHeight()) * (width / faceWidth()); }

    // Bytes of the shared-exponent section of a block-float tile: one exponent byte per 16 datums
    // (64 bytes for 32x32, tt-metal's "4x16B exponent section"); zero for other types.
    int64_t exponentBytes() const;
    // Bytes one tile occupies, as tt-metal sizes it (bfp_bf8 32x32: 1024 + 64 = 1088).
    int64_t sizeBytes() const;

    // The order a tile is stored in: `order`, or row-major for a tile without faces.
    InTileOrder effectiveOrder(InTileOrder order) const { return hasFaces() ? order : InTileOrder::RowMajor; }
    // Why a tile is row-major whatever the order asked for; empty when it has faces.
    std::string facelessReason() const;

    // Offset of in-tile coordinate (row, col) in storage order, and back.
    int64_t offsetOf(int64_t row, int64_t col, InTileOrder order) const;
    void coordinateOf(int64_t offset, InTileOrder order, int64_t& row, int64_t& col) const;
    // Face number of an in-tile coordinate (faces numbered row-major).
    int64_t faceOf(int64_t row, int64_t col) const;
    // Byte offset inside the tile of the element at storage offset `offset` (exponents first for bfp).
    int64_t byteOffsetOf(int64_t offset) const;

    // Throws tle::Error when the tile shape is unusable (non-positive, or not whole faces).
    void validate() const;

    // `!ttcore.tile<32x32, bf16>`
    std::string toString() const;

    bool operator==(const TileType&) const = default;
};

} // namespace tle
