// SPDX-License-Identifier: MIT
#pragma once

#include <span>
#include <string_view>

namespace tle {

// The layout views `export` renders, by the CLI contract's names, in the order the help lists them.
std::span<const std::string_view> exportableViews();
// Views the contract names that this version cannot render yet (model views).
std::span<const std::string_view> plannedViews();
bool isExportableView(std::string_view name);

} // namespace tle
