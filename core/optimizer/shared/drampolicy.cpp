// SPDX-License-Identifier: MIT
#include "optimizer/shared/drampolicy.h"

#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/layoutreader.h"
#include "optimizer/shared/legallayouts.h"

namespace tle {

PolicyResult dramDecisions(const ModelGraph& graph, const OptimizerDevice& device, std::string name)
{
    PolicyResult result;
    result.policy = std::move(name);
    DramLayouts layouts(device);
    result.ops.reserve(graph.ops().size());
    for (const Op& op : graph.ops()) {
        OpDecision d;
        d.op = op.id;
        if (isPlannedOp(graph, op.id))
            d.layout = layouts.of(graph.value(op.results.front()).type);
        result.ops.push_back(std::move(d));
    }
    return result;
}

PolicyResult runDramPolicy(const ModelGraph& graph, const OptimizerDevice& device)
{
    PolicyResult result = dramDecisions(graph, device, "dram");
    computeMetrics(result, graph, device);
    return result;
}

} // namespace tle
