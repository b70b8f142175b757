// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"
#include "view/layoutprobe.h"

#include <cstdint>
#include <span>
#include <string>

namespace tle {

// The CLI's full `map` answer for a logical element, as text, in any notation.
std::string mapAnswerText(const AnyLayout& layout, std::span<const int64_t> index);
// The CLI's full `unmap` answer for a cell of the physical plane, as text.
std::string unmapAnswerText(const AnyLayout& layout, const PhysicalSlot& slot);

} // namespace tle
