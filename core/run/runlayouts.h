// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnlayout.h"
#include "run/measuredrun.h"

#include <optional>
#include <string>
#include <unordered_map>

namespace tle {

// A measured tensor as a TTNN layout of the engine. The profiler states the shape, page layout, data type,
// buffer type and memory layout; the shard grid and shard shape only when ATTRIBUTES gives the output's
// memory config. Without them a sharded tensor has no layout (`gridStated` false) but its bytes and, for
// height sharding, its pages are still known.
struct RunLayout
{
    std::optional<TtnnLayout> layout;
    bool gridStated = true;
    std::string problem; // why there is no layout, when there is none
    std::optional<int64_t> bytes; // the whole tensor as stored (padded)
    std::optional<int64_t> pageBytes; // contiguous bytes per transfer: a tile, or a row (or shard row)
};

RunLayout runTensorLayout(const RunTensor& tensor, const RunMemoryConfig* stated, const DeviceModel& device);

// The layout of an op's input `index` or output `index` (the output config applies to output 0).
RunLayout runInputLayout(const RunOp& op, size_t index, const DeviceModel& device);
RunLayout runOutputLayout(const RunOp& op, size_t index, const DeviceModel& device);

// The sizes of measured tensors' layouts (bytes, page bytes, whether the grid is stated; no layout object),
// remembered by everything the run states about a tensor: runs repeat the same tensors many times over, and a
// layout is far dearer to build than to look up.
class RunLayoutSizes
{
public:
    explicit RunLayoutSizes(const DeviceModel& device)
        : m_device(device)
    { }
    RunLayout input(const RunOp& op, size_t index);
    RunLayout output(const RunOp& op, size_t index);

private:
    RunLayout sizes(const RunTensor& tensor, const RunMemoryConfig* stated);

    DeviceModel m_device;
    std::unordered_map<std::string, RunLayout> m_known;
};

// "DRAM interleaved, tile, bf16" style summary of where a tensor is (its memory and page layout).
std::string runPlacement(const RunTensor& tensor);

} // namespace tle
