// SPDX-License-Identifier: MIT
#pragma once

#include "io/json.h"
#include "layout/anylayout.h"

#include <string>

namespace tle {

// The `describe` facts of a layout in any notation, with the CLI contract's keys, and as text.
Json describeJson(const AnyLayout& layout);
std::string describeText(const AnyLayout& layout);

// Fills `equivalents` and `not_expressible` of a describe answer for every other notation: each other
// notation is in exactly one of the two.
void addEquivalents(const AnyLayout& layout, Json& describe);

} // namespace tle
