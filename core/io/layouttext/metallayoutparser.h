// SPDX-License-Identifier: MIT
#pragma once

#include "layout/layoutdefaults.h"
#include "layout/metal/metallayout.h"

#include <string_view>
#include <vector>

namespace tle {

// Parses `#ttcore.metal_layout<...>` in either form, with or without the `tensor<...>` around it, and
// with the older `#tt.metal_layout` / `#tt.layout` prefixes. Every upstream version's trailing
// parameters are accepted (see docs/metal-layout.md). Throws tle::Error with line and column.
MetalLayoutSpec parseMetalLayout(std::string_view text, const LayoutDefaults& defaults = {});

// True when the text looks like a metal layout (either form) rather than another notation.
bool looksLikeMetalLayout(std::string_view text);

} // namespace tle

namespace tle {

// `[(0, -1)]`, `[(0, 3), (-3, -1)]`, `[[0, 2], [2, 3]]` or `[]`: the --collapse flag. Throws tle::Error
// with the column of the problem.
DimIntervals parseIntervalList(std::string_view text, std::vector<int>* columns = nullptr);

} // namespace tle
