// SPDX-License-Identifier: MIT
#include "io/files/pinfile.h"

#include "io/json/json.h"

namespace tle {

NamedPins readPinFile(std::string_view text)
{
    NamedPins named;
    const Json root = Json::parse(text, nullptr, false);
    if (!root.is_object() || !root.contains("functions") || !root["functions"].is_object())
        return named;
    for (const auto& [function, pins] : root["functions"].items()) {
        if (!pins.is_object())
            continue;
        for (const auto& [op, pin] : pins.items()) {
            if (pin.is_string())
                named[function][op] = pin.get<std::string>();
        }
    }
    return named;
}

std::string writePinFile(const std::string& modelPath, const NamedPins& pins)
{
    Json functions = Json::object();
    for (const auto& [function, ops] : pins) {
        Json byOp = Json::object();
        for (const auto& [op, pin] : ops)
            byOp[op] = pin;
        functions[function] = std::move(byOp);
    }
    const Json root { { "model", modelPath }, { "functions", std::move(functions) } };
    return dumpJson(root, 4) + "\n";
}

} // namespace tle
