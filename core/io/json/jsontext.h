// SPDX-License-Identifier: MIT
#pragma once

#include "io/json/json.h"

#include <string_view>

namespace tle {

// How deep objects and arrays may nest in a JSON input: far beyond any real model or device file, and
// shallow enough that copying or destroying the tree cannot exhaust the stack.
inline constexpr int kMaxJsonDepth = 256;

// Parses JSON from a file the user gave. Before the library sees the text, one linear scan refuses
// nesting deeper than kMaxJsonDepth, duplicate keys in an object (naming both places) and NUL bytes, so
// that no input can overflow the stack or be read two ways. Every error is a tle::Error with the line
// and column, in the project's words (no JSON library internals), prefixed by `what` ("JSON",
// "device file").
// `callback` sees every value as the library completes it (nlohmann's parser callback) and may drop it from
// the tree, so that a reader can take a long array one element at a time.
Json parseJsonText(std::string_view text, std::string_view what, const Json::parser_callback_t& callback = nullptr);

} // namespace tle
