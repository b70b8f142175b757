// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnlayoutattr.h"
#include "layout/ttnn/ttnntensor.h"

#include <map>
#include <string>
#include <string_view>

namespace tle {

// Parses `#ttnn.ttnn_nd_layout<<grid>, memref<shard, buffer>, <memory layout>, <orientation>, <distribution>>`
// (tt-mlir's TTNNNDLayoutAttr) with or without its tensor type: N-D shards of the memref's shape (tiles times the
// tile), on the cores of the grid from (0, 0). `aliases` resolves the buffer type's `#name`.
TtnnTensor parseTtnnNdTensor(
    std::string_view text, const LayoutDefaults& defaults, const std::map<std::string, std::string>* aliases);

} // namespace tle
