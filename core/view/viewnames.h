// SPDX-License-Identifier: MIT
#pragma once

#include <span>
#include <string_view>

namespace tle {

// The layout views `export` renders, by the CLI contract's names, in the order the help lists them.
std::span<const std::string_view> exportableViews();
// The model views `export MODEL --view ... --policy NAME` renders: the chain graph and the L1 timeline.
std::span<const std::string_view> modelViews();
bool isModelViewName(std::string_view name);
bool isExportableView(std::string_view name);

} // namespace tle
