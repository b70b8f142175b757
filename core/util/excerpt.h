// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace tle {

// Input echoed in a message: control characters and bytes that are not UTF-8 escaped (\n, \t, \x00, \xff, ...)
// so that a message never moves the cursor, rings the terminal or garbles it, and at most `limit` bytes of the
// input, the rest summarised as "... (N bytes in all)", so that a 1 MB value never comes back whole.
std::string excerpt(std::string_view text, size_t limit = 60);

// The longest run of non-blank characters a message echoes whole: a longer one (a value, a path) keeps its start.
inline constexpr size_t kLongestEchoedWord = 80;

// A whole message made safe to print: control characters other than newlines and bytes that are not UTF-8
// escaped, every word longer than kLongestEchoedWord shortened, and anything past `limit` bytes cut. The last
// guard before a message reaches a terminal.
std::string printableMessage(std::string_view message, size_t limit = 2000);

// `text` with control characters (newlines too) and bytes that are not UTF-8 escaped, nothing cut.
std::string printableText(std::string_view text);
// A command's output made safe to print: as printableText, but its lines kept.
std::string printableLines(std::string_view text);
// The columns `text` takes on a terminal: one per UTF-8 character (escapes written by printableText included).
size_t displayWidth(std::string_view text);

// `text` with ASCII letters in lower case (names read from files: data types, memory layouts).
std::string asciiLower(std::string_view text);

} // namespace tle
