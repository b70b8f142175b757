// SPDX-License-Identifier: MIT
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>

namespace tle {

// The header of a NumPy .npy file (format 1.0) holding a C-order little-endian int32 array of `shape`, padded so
// the data starts on a 64-byte boundary.
std::string npyInt32Header(std::span<const int64_t> shape);

// Writes `values` (C order over `shape`) as a .npy file. The file appears whole or not at all: it is written
// beside `path` under a name of its own and renamed over it once complete, so writers racing for one path each
// leave a whole file. When `cancel` is set before the rename, nothing is written and this returns false. Throws
// std::runtime_error naming the path when it cannot be written; no temporary file is left either way.
bool writeNpyInt32(const std::filesystem::path& path, std::span<const int64_t> shape, std::span<const int32_t> values,
    const std::atomic<bool>* cancel = nullptr);

// Writes `text` to `path` the same way: whole or not at all. Throws std::runtime_error naming the path.
void writeTextFileAtomically(const std::filesystem::path& path, const std::string& text);

} // namespace tle
