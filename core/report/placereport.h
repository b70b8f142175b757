// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"
#include "report/fact.h"
#include "view/layoutprobe.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace tle {

// The CLI's full `map` answer for a logical element, as facts, in any notation (the views' tooltips show them).
FactGroup mapFacts(const AnyLayout& layout, std::span<const int64_t> index);
// The CLI's full `unmap` answer for a cell of the physical plane, as facts.
FactGroup unmapFacts(const AnyLayout& layout, const PhysicalSlot& slot);
// The same as the CLI's text.
std::string mapAnswerText(const AnyLayout& layout, std::span<const int64_t> index);
std::string unmapAnswerText(const AnyLayout& layout, const PhysicalSlot& slot);

} // namespace tle
