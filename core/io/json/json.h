// SPDX-License-Identifier: MIT
#pragma once

// The JSON library is used by the readers and writers (io) and the presenters (report) only.

#include <nlohmann/json.hpp>
#include <string>

namespace tle {

using Json = nlohmann::ordered_json;

// JSON text for output. Strings from user input may hold invalid UTF-8; it is replaced, never thrown on.
inline std::string dumpJson(const Json& json, int indent = 2)
{
    constexpr bool kEscapeNonAscii = false;
    return json.dump(indent, ' ', kEscapeNonAscii, Json::error_handler_t::replace);
}

} // namespace tle
