// SPDX-License-Identifier: MIT
#include "io/model/statedlayouts.h"

#include "io/model/valuelayout.h"

namespace tle {

bool hasStatedLayouts(const ModelGraph& graph)
{
    for (const Op& op : graph.ops()) {
        for (int value : op.results) {
            const TensorType& type = graph.value(value).type;
            if (!type.isTensor || type.encoding.empty())
                continue;
            const auto alias = graph.aliases().find(type.encoding);
            const std::string& text = alias != graph.aliases().end() ? alias->second : type.encoding;
            if (text.starts_with("#ttnn.ttnn_layout"))
                return true;
        }
    }
    return false;
}

StatedLayouts readStatedLayouts(const ModelGraph& graph)
{
    StatedLayouts layouts;
    for (int value = 0; value < int(graph.values().size()); ++value) {
        if (std::optional<TtnnTensor> stated = valueTtnnLayout(graph, value))
            layouts.emplace(value, std::move(stated->layout));
    }
    return layouts;
}

} // namespace tle
