// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>

namespace tle {

// The header of a NumPy .npy file (format 1.0) holding a C-order little-endian int32 array of `shape`, padded so
// the data starts on a 64-byte boundary.
std::string npyInt32Header(std::span<const int64_t> shape);

// Writes `values` (C order over `shape`) as a .npy file. The file appears whole or not at all: it is written
// beside `path` under another name and renamed over it once complete. Throws std::runtime_error naming the path
// when it cannot be written.
void writeNpyInt32(const std::filesystem::path& path, std::span<const int64_t> shape, std::span<const int32_t> values);

} // namespace tle
