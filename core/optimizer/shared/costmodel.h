// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"

#include <map>
#include <utility>

namespace tle {

// Estimated cost of one op: its data-movement time (pages and bytes each core moves, at least the device's DRAM
// bandwidth for its DRAM bytes) plus its compute time, plus a fixed dispatch overhead. Rules in docs/runs.md.
struct OpCost
{
    double seconds = 0;
    int64_t dramBytes = 0;
    int64_t cores = 0; // cores computing
};

// The terms every estimate is made of, so that the optimizer's ops and measured ops (core/run) are priced by
// the same model: the work, the cores doing it, and each tensor read or written.
struct TensorTraffic
{
    int64_t bytes = 0;
    int64_t pageBytes = 0; // contiguous bytes per transfer (0: unknown, taken as a 2 KiB tile)
    BufferType buffer = BufferType::Dram;
    bool sharded = false;
};

struct CostTerms
{
    CostClass costClass = CostClass::DataMovement;
    double computeOps = 0;
    double fidelity = 1; // math fidelity phases (LoFi 1 .. HiFi4 4) of matmul and conv
    double vectorWeight = 1; // vector operations per element: more for transcendental functions
    // Rows moved one DRAM page at a time (a reshape that regroups rows), over all cores.
    double rowMoves = 0;
    int64_t cores = 1;
    std::vector<TensorTraffic> tensors;
};

// Vector operations per element of transcendental functions (GELU, exp, sigmoid, ...) against 1 for the rest:
// they run as polynomial sequences on the vector unit.
inline constexpr double kTranscendentalWeight = 8;

// Each core moves its share of every tensor: per page a latency, per byte its sustained rate (both by where the
// tensor lives), the DRAM bytes no faster than the device's DRAM bandwidth; compute on top.
double rawCostSeconds(const CostTerms& terms, const OptimizerDevice& device);
// The class's overhead plus its factor times `raw`, at least the device's minimum op time, when the device is
// calibrated; else the fixed dispatch overhead plus `raw`.
double calibratedSeconds(CostClass costClass, double raw, const OptimizerDevice& device);
// Rows moved one DRAM page at a time wait out the page latency each: a bound no calibration lowers.
double latencyFloorSeconds(const CostTerms& terms, const OptimizerDevice& device);
// The calibrated estimate, at least the latency floor.
double costSeconds(const CostTerms& terms, const OptimizerDevice& device);
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
    const TtnnLayout& of(const TensorType& type);

private:
    const OptimizerDevice& m_device;
    std::map<std::pair<Shape, ElementType>, TtnnLayout> m_layouts;
};

} // namespace tle
