// SPDX-License-Identifier: MIT
#pragma once

#include "io/json/json.h"

#include <cstddef>
#include <functional>
#include <iosfwd>
#include <string_view>

namespace tle {

// Writes `json` (an object) exactly as `dumpJson(json)` followed by a newline would, except that its member `key`,
// an empty array in `json`, is written with the `count` elements `element(i)` makes one at a time. A report of a
// million ops is written in the memory of one.
void writeJsonStreamingArray(std::ostream& out, const Json& json, std::string_view key, size_t count,
    const std::function<Json(size_t)>& element);

} // namespace tle
