// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"
#include "report/message.h"
#include "view/layoutprobe.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace tle {

// The CLI's full `map` answer for a logical element, as text, in any notation.
std::string mapAnswerText(const AnyLayout& layout, std::span<const int64_t> index);
// The CLI's full `unmap` answer for a cell of the physical plane, as text.
std::string unmapAnswerText(const AnyLayout& layout, const PhysicalSlot& slot);
// Why that cell is padding (the answer's "Why" row), for the window to word in the user's language; none for data.
std::optional<Message> unmapPaddingMessage(const AnyLayout& layout, const PhysicalSlot& slot);

} // namespace tle
