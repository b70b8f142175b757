// SPDX-License-Identifier: MIT
#include "layout/tiletype.h"

#include "util/error.h"

#include <fmt/format.h>

namespace tle {

std::string_view toString(InTileOrder order)
{
    return order == InTileOrder::Faces ? "faces" : "row_major";
}

int64_t TileType::exponentBytes() const
{
    return isBlockFloat(dataType) ? elements() / 16 : 0;
}

int64_t TileType::sizeBytes() const
{
    return elements() * elementBits(dataType) / 8 + exponentBytes();
}

int64_t TileType::offsetOf(int64_t row, int64_t col, InTileOrder order) const
{
    if (order == InTileOrder::RowMajor)
        return row * width + col;
    const int64_t fh = faceHeight();
    const int64_t fw = faceWidth();
    const int64_t face = (row / fh) * (width / fw) + col / fw;
    return face * fh * fw + (row % fh) * fw + col % fw;
}

void TileType::coordinateOf(int64_t offset, InTileOrder order, int64_t& row, int64_t& col) const
{
    if (order == InTileOrder::RowMajor) {
        row = offset / width;
        col = offset % width;
        return;
    }
    const int64_t fh = faceHeight();
    const int64_t fw = faceWidth();
    const int64_t face = offset / (fh * fw);
    const int64_t inFace = offset % (fh * fw);
    const int64_t facesPerRow = width / fw;
    row = (face / facesPerRow) * fh + inFace / fw;
    col = (face % facesPerRow) * fw + inFace % fw;
}

int64_t TileType::faceOf(int64_t row, int64_t col) const
{
    return (row / faceHeight()) * (width / faceWidth()) + col / faceWidth();
}

int64_t TileType::byteOffsetOf(int64_t offset) const
{
    return exponentBytes() + offset * elementBits(dataType) / 8;
}

void TileType::validate() const
{
    if (height <= 0 || width <= 0)
        throw Error(fmt::format("tile: shape must be positive, got {}x{}", height, width));
    if (height > 4096 || width > 4096)
        throw Error(fmt::format("tile: shape {}x{} is larger than 4096x4096", height, width));
    if (height % faceHeight() != 0 || width % faceWidth() != 0)
        throw Error(fmt::format(
            "tile: shape {}x{} is not a whole number of {}x{} faces", height, width, faceHeight(), faceWidth()));
}

std::string TileType::facelessReason() const
{
    if (hasFaces())
        return {};
    return fmt::format("a {}x{} tile is narrower than one {}-column face, so it has no faces and is stored row-major",
        height, width, kFaceSide);
}

std::string TileType::toString() const
{
    return fmt::format("!ttcore.tile<{}x{}, {}>", height, width, tle::toString(dataType));
}

} // namespace tle
