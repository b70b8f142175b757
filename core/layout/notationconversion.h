// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"

#include <optional>
#include <string>

namespace tle {

// The same placement printed in another notation, or why that notation cannot express it.
struct NotationConversion
{
    std::optional<std::string> printed;
    std::string reason;
    std::string note; // what the printed text leaves implicit (e.g. the in-tile order)
};

// Conversions: metal seed <-> current form; a TTNN tensor (2-D shard spec) as a seed-form metal layout
// and back when only the leading dims are collapsed. Every result is checked by mapping elements
// through both layouts.
NotationConversion convertLayout(const AnyLayout& layout, Notation target);

} // namespace tle
