// SPDX-License-Identifier: MIT
#include "optimizer/shared/optimizerresult.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

LayoutChoice choiceOf(const TtnnLayout& layout)
{
    const auto& spec = layout.spec();
    LayoutChoice choice { .buffer = spec.bufferType, .memory = spec.memoryLayout, .page = spec.pageLayout };
    if (layout.isSharded() && !layout.isNdSharded())
        choice.grid = layout.shardGrid();
    return choice;
}

std::string opDisplayName(const ModelGraph& graph, int op)
{
    const Op& o = graph.op(op);
    if (!o.results.empty())
        return graph.value(o.results.front()).name;
    if (!o.location.empty())
        return o.location;
    return fmt::format("{}#{}", o.kind, op);
}

} // namespace tle
