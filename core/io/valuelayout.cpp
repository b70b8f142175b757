// SPDX-License-Identifier: MIT
#include "io/valuelayout.h"

#include "io/ttnnlayoutparser.h"
#include "util/error.h"

#include <fmt/format.h>

namespace tle {

std::optional<TtnnTensor> valueTtnnLayout(const ModelGraph& graph, int valueId)
{
    const Value& v = graph.value(valueId);
    if (!v.type.isTensor || v.type.encoding.empty())
        return std::nullopt;
    const auto alias = graph.aliases().find(v.type.encoding);
    const std::string& text = alias != graph.aliases().end() ? alias->second : v.type.encoding;
    if (!text.starts_with("#ttnn.ttnn_layout"))
        return std::nullopt;
    LayoutDefaults defaults;
    defaults.shape = v.type.shape;
    defaults.elementType = v.type.elementType;
    try {
        return parseTtnnTensor(text, defaults, &graph.aliases());
    } catch (const Error& e) {
        // Point at the alias definition in the file when the error lies in it.
        const std::string message = fmt::format("layout of {}: {}", v.name, e.what());
        const auto pos = graph.aliasPosition(v.type.encoding);
        if (alias == graph.aliases().end() || !pos || e.line() <= 0)
            throw Error(message, e.line(), e.column());
        const auto [line, column] = *pos;
        throw Error(message, line + e.line() - 1, e.line() == 1 ? column + e.column() - 1 : e.column());
    }
}

} // namespace tle
