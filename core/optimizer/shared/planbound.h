// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "optimizer/shared/layoutcache.h"
#include "optimizer/shared/opmodel.h"

#include <optional>
#include <string>

namespace tle {

// The least time any plan of a model can take under the cost model: every op at its cheapest legal configuration,
// with L1 unlimited and layout changes free. An op's configurations are its legal output layouts (every sharded
// grid, L1 and DRAM interleaved; DRAM alone for an op the op model cannot validate), each with every input in L1:
// interleaved, sharded like the output where its shape is the output's, or in one of its own sharded layouts with
// the most cores (two of each of height, width and block sharding), whichever prices the op lowest, input by
// input. Alike ops (same kind and tensor types, on the same
// device) are priced once per process: every policy of a comparison asks for the same ops.
class PlanBound
{
public:
    explicit PlanBound(const OptimizerDevice& device);

    // The least seconds op `index` of `graph` can take; 0 for an op with no tensor result. `query` is the op's own
    // (OpQuery::fromGraph), which the caller has built for its own pricing.
    double opSeconds(const ModelGraph& graph, int index, const OpQuery& query);

private:
    double price(const OpQuery& query);

    const OptimizerDevice& m_device;
    std::string m_deviceKey; // what the price depends on of the device
    std::string m_key; // the last op's key, its storage reused
    std::optional<LayoutCache> m_layouts; // built on the first op not priced before
};

} // namespace tle
