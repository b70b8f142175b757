// SPDX-License-Identifier: MIT
#pragma once

#include "io/layoutnotation.h"
#include "layout/metalmapping.h"

#include <nlohmann/json.hpp>
#include <string>

namespace tle {

using Json = nlohmann::ordered_json;

// The `describe` facts of a layout, with the CLI contract's keys, and the same facts as text.
Json describeJson(const AnyLayout& layout);
std::string describeText(const AnyLayout& layout);

// The `map` / `unmap` answer for one slot, with the contract's keys, and as text.
Json placeJson(const MetalPlace& place, bool inverse);
std::string placeText(const MetalPlace& place, bool inverse);

// `{"error": {"message": ..., "line": N, "column": N}}`
Json errorJson(const std::string& message, int line, int column);

} // namespace tle
