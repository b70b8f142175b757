// SPDX-License-Identifier: MIT
#pragma once

#include <map>
#include <string>
#include <string_view>

namespace tle {

// A model's pins as the window keeps them between sessions: function name -> op name -> pin text. Ops are named,
// not numbered, so that the pins survive the model being read again.
using NamedPins = std::map<std::string, std::map<std::string, std::string>>;

// `{"model": PATH, "functions": {FUNCTION: {OP: PIN, ...}, ...}}`. Reading keeps what it understands and skips
// the rest (a store from another version, a damaged file): pins are a convenience, never a reason to fail.
NamedPins readPinFile(std::string_view text);
std::string writePinFile(const std::string& modelPath, const NamedPins& pins);

} // namespace tle
