// SPDX-License-Identifier: MIT
#include "run/runlayouts.h"

#include "util/error.h"
#include "util/excerpt.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

RunLayout runTensorLayout(const RunTensor& tensor, const RunMemoryConfig* stated, const DeviceModel& device)
{
    RunLayout result;
    const auto dataType = parseElementType(asciiLower(tensor.dataType));
    if (tensor.logicalShape.empty() || !dataType || !tensor.bufferType || !tensor.memoryLayout
        || (tensor.pageLayout != "TILE" && tensor.pageLayout != "ROW_MAJOR")) {
        result.problem = fmt::format("the run does not state the tensor fully (shape {}, {}, {}, {})",
            tensor.logicalShape.empty() ? "missing" : "given",
            tensor.dataType.empty() ? "no data type" : tensor.dataType,
            tensor.pageLayout.empty() ? "no page layout" : tensor.pageLayout,
            tensor.memory.empty() ? "no memory" : tensor.memory);
        return result;
    }
    TtnnLayoutSpec spec;
    spec.logicalShape = Shape(tensor.logicalShape.begin(), tensor.logicalShape.end());
    spec.dataType = *dataType;
    spec.pageLayout = tensor.pageLayout == "TILE" ? PageLayout::Tile : PageLayout::RowMajor;
    spec.tile = TileType { 32, 32, *dataType };
    spec.bufferType = *tensor.bufferType;
    spec.memoryLayout = *tensor.memoryLayout;
    spec.device = device;
    const bool sharded = spec.memoryLayout != TtnnMemoryLayout::Interleaved;
    if (sharded) {
        if (stated && !stated->shardGrid.empty() && stated->shardShape.size() == 2) {
            spec.shardSpec = ShardSpec2D { stated->shardGrid, { stated->shardShape[0], stated->shardShape[1] },
                stated->orientation.value_or(ShardOrientation::RowMajor) };
        } else {
            result.gridStated = false;
            spec.memoryLayout = TtnnMemoryLayout::Interleaved;
        }
    }
    try {
        TtnnLayout layout(spec);
        result.bytes = layout.bufferBytes();
        // Without its shard shape a width- or block-sharded row-major tensor's pages are unknown.
        const bool pagesKnown = result.gridStated || spec.pageLayout == PageLayout::Tile
            || *tensor.memoryLayout == TtnnMemoryLayout::HeightSharded;
        if (pagesKnown)
            result.pageBytes = layout.pageBytes();
        if (result.gridStated)
            result.layout = std::move(layout);
        else
            result.problem = "the run does not state the shard grid";
    } catch (const Error& e) {
        result.problem = e.what();
    }
    return result;
}

RunLayout runInputLayout(const RunOp& op, size_t index, const DeviceModel& device)
{
    return runTensorLayout(op.inputs.at(index), nullptr, device);
}

RunLayout runOutputLayout(const RunOp& op, size_t index, const DeviceModel& device)
{
    const RunMemoryConfig* stated = index == 0 && op.outputConfig ? &*op.outputConfig : nullptr;
    return runTensorLayout(op.outputs.at(index), stated, device);
}

RunLayout RunLayoutSizes::sizes(const RunTensor& tensor, const RunMemoryConfig* stated)
{
    std::string key = fmt::format("{}|{}|{}|{}|{}", tensor.memory, tensor.pageLayout, tensor.dataType,
        fmt::join(tensor.paddedShape, ","), fmt::join(tensor.logicalShape, ","));
    if (stated) {
        key += fmt::format("|{}|{}|{}", fmt::join(stated->shardShape, ","),
            stated->orientation ? int(*stated->orientation) : -1,
            int(stated->memoryLayout.value_or(TtnnMemoryLayout::Interleaved)));
        for (const CoreRange& r : stated->shardGrid.ranges())
            key += fmt::format("|{},{}-{},{}", r.start.x, r.start.y, r.end.x, r.end.y);
    }
    if (const auto it = m_known.find(key); it != m_known.end())
        return it->second;
    RunLayout sized = runTensorLayout(tensor, stated, m_device);
    sized.layout.reset();
    return m_known.emplace(std::move(key), std::move(sized)).first->second;
}

RunLayout RunLayoutSizes::input(const RunOp& op, size_t index)
{
    return sizes(op.inputs.at(index), nullptr);
}

RunLayout RunLayoutSizes::output(const RunOp& op, size_t index)
{
    return sizes(op.outputs.at(index), index == 0 && op.outputConfig ? &*op.outputConfig : nullptr);
}

std::string runPlacement(const RunTensor& tensor)
{
    std::string where = tensor.bufferPart();
    if (!tensor.pageLayout.empty())
        where += " " + tensor.pageLayout;
    return where;
}

} // namespace tle
