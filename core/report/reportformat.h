// SPDX-License-Identifier: MIT
#pragma once

// Pieces every presenter writes the same way.

#include "io/json.h"
#include "layout/padding.h"
#include "layout/shape.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace tle {

// A `map` answer (a logical element to its place) or an `unmap` one (a storage slot to its element).
enum class PlaceQuery
{
    Map,
    Unmap
};

// A JSON array of dims, outermost first.
Json jsonShape(std::span<const int64_t> shape);
// One "Label             value" line of the human-readable answers.
std::string factRow(std::string_view label, const std::string& value);
// Every label a place answer (map, unmap) writes in its rows; the window translates them (context
// "tle::PlaceRows") and the test of the answers checks that none is missing here.
std::span<const char* const> placeRowLabels();
// Where a place answer's row starts its value (after the label's padded column).
inline constexpr size_t kPlaceValueColumn = 18;
// The first keys of a `map` answer (index, padding) or an `unmap` one (logical_index, padding, cause),
// and the same as text.
void addPlaceHead(Json& out, std::span<const int64_t> index, PaddingCause padding, PlaceQuery query);
std::string placeHeadText(std::span<const int64_t> index, PaddingCause padding, PlaceQuery query);
// `{"error": {"message": ..., "line": N, "column": N}}`
Json errorJson(const std::string& message, int line, int column);

} // namespace tle
