// SPDX-License-Identifier: MIT
#include "io/model/valuelayout.h"

#include "io/layouttext/ttnnlayoutparser.h"
#include "util/error.h"
#include "util/excerpt.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <unordered_set>

namespace tle {

std::optional<TtnnTensor> valueTtnnLayout(const ModelGraph& graph, int valueId)
{
    const Value& v = graph.value(valueId);
    if (!v.type.isTensor || v.type.encoding.empty())
        return std::nullopt;
    const auto alias = graph.aliases().find(v.type.encoding);
    const std::string& text = alias != graph.aliases().end() ? alias->second : v.type.encoding;
    // An attribute of the TTNN dialect other than a layout, or a plain value such as `42 : i32`, is no tensor
    // encoding any compiler writes: a tensor typed with it lost its layout (an alias pointing at the wrong line).
    const bool otherTtnn = text.starts_with("#ttnn.") && !text.starts_with("#ttnn.ttnn_layout")
        && !text.starts_with("#ttnn.ttnn_nd_layout");
    if (otherTtnn || !text.starts_with('#')) {
        const std::string message = fmt::format("layout of {}: the encoding {} is {}, not a layout "
                                                "(#ttnn.ttnn_layout<...>)",
            v.name, alias != graph.aliases().end() ? "#" + v.type.encoding : v.type.encoding, excerpt(text, 60));
        if (const auto pos = graph.aliasPosition(v.type.encoding))
            throw Error(message, pos->first, pos->second);
        throw Error(message);
    }
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

void checkValueLayouts(ModelGraph& graph, const std::function<void(int valueId, const Error&)>& onError)
{
    // Each encoding, shape and element type is checked once. The key is their bytes, each part led by its length,
    // built in one reused string: a million-op model has a value per op.
    std::unordered_set<std::string> seen;
    std::string key;
    auto appendInt = [&key](int64_t v) { key.append(reinterpret_cast<const char*>(&v), sizeof v); };
    for (const Value& v : graph.values()) {
        if (!v.type.isTensor || v.type.encoding.empty())
            continue;
        key.clear();
        appendInt(int64_t(v.type.encoding.size()));
        key += v.type.encoding;
        appendInt(int64_t(v.type.shape.size()));
        for (const int64_t d : v.type.shape)
            appendInt(d);
        appendInt(int64_t(v.type.elementType));
        if (seen.contains(key))
            continue;
        seen.insert(key);
        std::optional<TtnnTensor> layout;
        try {
            layout = valueTtnnLayout(graph, v.id);
        } catch (const Error& e) {
            onError(v.id, e);
            throw;
        }
        if (!layout)
            continue;
        std::optional<std::pair<int, int>> at = graph.aliasPosition(v.type.encoding);
        if (!at && v.producer >= 0 && graph.ops()[size_t(v.producer)].line > 0)
            at = std::pair { graph.ops()[size_t(v.producer)].line, graph.ops()[size_t(v.producer)].column };
        for (const std::string& warning : layout->warnings)
            graph.addReadWarning(at
                    ? fmt::format("line {}, column {}: layout of {}: {}", at->first, at->second, v.name, warning)
                    : fmt::format("layout of {}: {}", v.name, warning));
    }
}

} // namespace tle
