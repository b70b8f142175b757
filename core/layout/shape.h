// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// Dims are listed outermost first, as MLIR and the CLI contract print them.
using Shape = std::vector<int64_t>;

// Largest dim the project accepts: 2^40, so that products of a few dims are checked, not assumed.
inline constexpr int64_t kMaxDim = int64_t(1) << 40;

// "2x3x64x128" (MLIR style); an empty shape prints as "" unless `scalar` is given.
std::string formatShape(std::span<const int64_t> shape, std::string_view separator = "x");
// "[2, 3, 64, 128]" for messages.
std::string formatList(std::span<const int64_t> values);

// Parses "2x3x64" or "2,3,64" (also with spaces). Throws tle::Error naming `field` and the column of
// the bad character; dims must lie in [minimum, kMaxDim].
Shape parseShape(std::string_view text, std::string_view field, int64_t minimum = 1);

// Parses a comma-separated list of integers of any sign ("1, 1, 6, 100"), for indices and coordinates; no
// volume check. An 'x' is an error at its column (`0x1,0` is neither a shape nor a number). Throws tle::Error
// naming `field` and the column.
std::vector<int64_t> parseIntList(std::string_view text, std::string_view field);

// Row-major strides of a shape (checked) and linearisation helpers.
Shape rowMajorStrides(std::span<const int64_t> shape);
int64_t rowMajorIndex(std::span<const int64_t> index, std::span<const int64_t> shape);
void unravelRowMajor(int64_t linear, std::span<const int64_t> shape, std::span<int64_t> out);
// Advances a row-major multi-index in place; returns false (the index back at all zeros) after the last one.
bool nextRowMajor(std::span<int64_t> index, std::span<const int64_t> shape);

// A shape with a zero extent describes a valid tensor without elements.
inline bool hasZeroExtent(std::span<const int64_t> shape)
{
    for (const int64_t d : shape)
        if (d == 0)
            return true;
    return false;
}

// Throws tle::Error unless every dim of `shape` lies in [minimum, kMaxDim] and the volume fits in 63 bits.
void validateShape(std::span<const int64_t> shape, std::string_view field, int64_t minimum = 1);

} // namespace tle
