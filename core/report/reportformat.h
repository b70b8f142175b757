// SPDX-License-Identifier: MIT
#pragma once

// Pieces every presenter writes the same way.

#include "io/json/json.h"
#include "layout/padding.h"
#include "layout/shape.h"
#include "report/fact.h"

#include <cstdint>
#include <optional>
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
// The first facts of a `map` answer (index, padding) or an `unmap` one (logical_index, padding, cause), and why a
// padding slot is padding (padding_reason) when `why` says.
FactGroup placeHeadFacts(
    std::span<const int64_t> index, PaddingCause padding, PlaceQuery query, const std::optional<Message>& why);
// `{"error": {"message": ..., "line": N, "column": N}}`
Json errorJson(const std::string& message, int line, int column);

} // namespace tle
