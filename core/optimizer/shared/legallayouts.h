// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "layout/ttnn/ttnnlayout.h"

#include <functional>
#include <string>
#include <vector>

namespace tle {

// Seed 002 §3.1.2 (LegalTensorLayoutAnalysis) and its CLI options.
struct LegalLayoutOptions
{
    bool rowMajorEnabled = false; // --row-major-enabled
    bool l1 = true;
    bool dram = true;
};

// Every layout a tensor type can take on the device: page layout (tiles; row-major when enabled) x memory
// layout (interleaved, height, width, block sharded) x buffer (L1, DRAM; DRAM only interleaved) x grids.
// Block sharding tries every rows x columns grid of the worker grid, height and width sharding every core
// count (N x 1 and 1 x N virtual grids placed on the first N cores). A grid is kept only when its shards
// use every core of it and the layout is valid, so each candidate is distinct.
// Order: L1 sharded by decreasing core count, then L1 interleaved, then DRAM interleaved.
std::vector<TtnnLayout> legalTensorLayouts(
    const Shape& shape, ElementType dataType, const OptimizerDevice& device, const LegalLayoutOptions& options = {});

// Cores a layout computes on: the shard grid's volume, all worker cores for L1 interleaved, 0 for DRAM.
int64_t layoutCores(const TtnnLayout& layout, const OptimizerDevice& device);

// Seed 002 §3.1.4: the "odometer" enumeration of a cartesian product. Calls `visit` with one digit per
// radix, the last digit turning fastest; nothing is visited when a radix is 0.
void forEachCombination(
    const std::vector<size_t>& radices, const std::function<void(const std::vector<size_t>&)>& visit);

// An op-specific configuration knob (e.g. conv2d's actBlockHOverride in {0, 64, 32}).
struct ConfigKnob
{
    std::string name;
    std::vector<std::string> values;
};

// One op configuration: an output layout (index into the op's legal layouts) plus one value per knob.
struct ExpandedConfig
{
    size_t layout = 0;
    std::vector<size_t> knobValues; // index into each knob's values
};

// Seed 002 §3.1.4 (LegalOpConfigAnalysis): every legal layout combined with every knob combination,
// layouts outermost, knobs in odometer order.
std::vector<ExpandedConfig> expandOpConfigs(size_t layoutCount, const std::vector<ConfigKnob>& knobs);

} // namespace tle
