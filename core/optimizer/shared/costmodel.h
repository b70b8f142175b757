// SPDX-License-Identifier: MIT
#pragma once

#include "cost/kernelestimate.h"
#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"

#include <map>
#include <utility>

namespace tle {

// Estimated cost of one op, by the family cost model (core/cost, docs/runs.md) that prices measured ops too.
struct OpCost
{
    double seconds = 0;
    int64_t dramBytes = 0;
    int64_t cores = 0; // cores computing
};

// The cost model's view of an op of the model with these layouts: its family and program structure from its kind,
// its tensors as the layouts hold them, its cores (a sharded output's, else every worker).
KernelOp kernelOpOf(const OpQuery& query, const std::vector<const TtnnLayout*>& inputs, const TtnnLayout* output,
    const OptimizerDevice& device);
// The coarse class of work a plan op is aligned to a measured op by (run/planjoin).
CostClass costClassOf(OpCategory category);

OpCost estimateOpCost(const OpQuery& query, const std::vector<const TtnnLayout*>& inputs, const TtnnLayout* output,
    const OptimizerDevice& device);

// Moving a tensor from one layout to another (a reshard or a spill): read and write over DRAM or the NoC.
OpCost estimateMoveCost(const TtnnLayout& from, const TtnnLayout& to, const OptimizerDevice& device);

// Fills `result.metrics` from its decisions: every op's cost with the layouts its inputs really have
// (producer layouts, reshard targets, spilled tensors read from DRAM), reshard and spill costs, the L1
// peak per core from the reservations, and the mean number of cores holding op outputs in L1.
void computeMetrics(PolicyResult& result, const ModelGraph& graph, const OptimizerDevice& device);

// The DRAM-interleaved layout of a tensor type (tiled), the fallback every policy can use.
TtnnLayout dramInterleaved(const TensorType& type, const OptimizerDevice& device);

// dramInterleaved for every tensor of a model: each shape and element type is derived once and its copies
// share it, so a million-op plan holds a handful of layouts.
class DramLayouts
{
public:
    explicit DramLayouts(const OptimizerDevice& device)
        : m_device(device)
    { }
    // A copy's last answer would point into the original's map; moving keeps the map's nodes where they are.
    DramLayouts(const DramLayouts&) = delete;
    DramLayouts(DramLayouts&&) = default;
    const TtnnLayout& of(const TensorType& type);

private:
    const OptimizerDevice& m_device;
    std::map<std::pair<Shape, ElementType>, TtnnLayout> m_layouts;
    // The last type asked: neighbouring ops mostly share theirs, and the map's key is a copy of the shape.
    const TtnnLayout* m_last = nullptr;
    Shape m_lastShape;
    ElementType m_lastElement = ElementType::F32;
};

} // namespace tle
