// SPDX-License-Identifier: MIT
#pragma once

#include "layout/metallayout.h"
#include "layout/metalmapping.h"

#include <nlohmann/json.hpp>
#include <span>
#include <string>

namespace tle {

using Json = nlohmann::ordered_json;

// JSON text for output. Strings from user input may hold invalid UTF-8; it is replaced, never thrown on.
inline std::string dumpJson(const Json& json, int indent = 2)
{
    return json.dump(indent, ' ', false, Json::error_handler_t::replace);
}

// A JSON array of dims, outermost first.
Json jsonShape(std::span<const int64_t> shape);
// One "Label             value" line of the human-readable answers.
std::string factRow(std::string_view label, const std::string& value);
// The first keys of a `map` answer (index, padding) or an `unmap` one (logical_index, padding, cause),
// and the same as text.
void addPlaceHead(Json& out, std::span<const int64_t> index, PaddingCause padding, bool inverse);
std::string placeHeadText(std::span<const int64_t> index, PaddingCause padding, bool inverse);

// The `describe` facts of a metal layout, with the CLI contract's keys, and as text.
Json describeMetalJson(const MetalLayout& layout);
std::string describeMetalText(const MetalLayout& layout);

// The `map` / `unmap` answer for one slot, with the contract's keys, and as text.
Json placeJson(const MetalPlace& place, bool inverse);
std::string placeText(const MetalPlace& place, bool inverse);

// `{"error": {"message": ..., "line": N, "column": N}}`
Json errorJson(const std::string& message, int line, int column);

} // namespace tle
