// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

namespace tle {

// The largest picture an export writes: 16,384 pixels a side and 2^28 pixels in all (a 1 GB image in
// memory). Larger requests are refused before any painting, instead of a multi-gigabyte PNG.
inline constexpr int64_t kMaxPictureSide = 16384;
inline constexpr int64_t kMaxPicturePixels = int64_t(1) << 28;

// Why a picture of width x height cannot be exported; empty when it can.
inline std::string pictureSizeProblem(int64_t width, int64_t height)
{
    if (width < 1 || height < 1 || width > kMaxPictureSide || height > kMaxPictureSide)
        return fmt::format("a picture of {}x{} pixels is outside 1..{} a side", width, height, kMaxPictureSide);
    if (width * height > kMaxPicturePixels)
        return fmt::format("a picture of {}x{} pixels has {} pixels, more than the {} an export writes", width, height,
            width * height, kMaxPicturePixels);
    return {};
}

} // namespace tle
