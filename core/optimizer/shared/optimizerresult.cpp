// SPDX-License-Identifier: MIT
#include "optimizer/shared/optimizerresult.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

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
