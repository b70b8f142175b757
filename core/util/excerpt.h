// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace tle {

// Input echoed in a message: control characters escaped (\n, \t, \x00, ...) so that a message never
// moves the cursor or rings the terminal, and at most `limit` bytes of the input, the rest summarised
// as "... (N bytes in all)", so that a 1 MB value never comes back whole.
std::string excerpt(std::string_view text, size_t limit = 60);

// A whole message made safe to print: control characters other than newlines escaped, and anything past
// `limit` bytes cut. The last guard before a message reaches a terminal.
std::string printableMessage(std::string_view message, size_t limit = 2000);

// `text` with ASCII letters in lower case (names read from files: data types, memory layouts).
std::string asciiLower(std::string_view text);

} // namespace tle
