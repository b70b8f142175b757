// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"
#include "layout/layoutdefaults.h"

#include <string_view>

namespace tle {

// Recognises the notation of a layout string from its text. Throws tle::Error when none matches.
Notation detectNotation(std::string_view text);

// Parses and validates a layout string in any supported notation.
AnyLayout parseAnyLayout(std::string_view text, const LayoutDefaults& defaults = {});

} // namespace tle
