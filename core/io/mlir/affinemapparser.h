// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/affinemap.h"

#include <string_view>

namespace tle {

// Parses MLIR affine-map syntax, optionally wrapped in `affine_map<...>`. Dim and symbol names are free
// identifiers bound by position. Errors throw tle::Error carrying the 1-based line and column of the
// offending character: `line` is the line of the first character and `columnOffset` is added to columns on
// that first line only (a newline in `text` starts a fresh line at column 1).
AffineMap parseAffineMap(std::string_view text, int line = 1, int columnOffset = 0);

} // namespace tle
