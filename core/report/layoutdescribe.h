// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"
#include "report/fact.h"

#include <string>

namespace tle {

// The `describe` facts of a layout in any notation: its own notation's facts, then `equivalents` and
// `not_expressible`, which hold every other notation exactly once (the latter with the reason).
FactGroup layoutFacts(const AnyLayout& layout);

// The same facts with the CLI contract's keys, and as text.
Json describeJson(const AnyLayout& layout);
std::string describeText(const AnyLayout& layout);

} // namespace tle
