// SPDX-License-Identifier: MIT
#include "layout/ttnn/ttnntensor.h"

#include <fmt/format.h>

namespace tle {

// The grid and memref the attribute should carry for this layout.
void ttnnExpectedGridAndMemref(const TtnnLayout& layout, Shape& grid, Shape& memref)
{
    const int64_t unitH = layout.isTiled() ? layout.spec().tile.height : 1;
    const int64_t unitW = layout.isTiled() ? layout.spec().tile.width : 1;
    const auto& block = layout.isSharded() ? layout.shardShape() : layout.physicalShape();
    memref = { block[0] / unitH, block[1] / unitW };
    if (!layout.isSharded()) {
        grid = { 1, 1 };
        return;
    }
    const auto& shards = layout.shardGrid();
    grid = { shards[0], shards[1] };
}

std::optional<TtnnLayoutAttr> ttnnAttrFor(const TtnnLayout& layout, std::string* reason)
{
    if (layout.isNdSharded()) {
        if (reason)
            *reason = "#ttnn.ttnn_layout has no N-D shard spec";
        return std::nullopt;
    }
    if (layout.isLogicalShardMode()) {
        if (reason)
            *reason = "#ttnn.ttnn_layout has no LOGICAL shard mode (shards padded one by one)";
        return std::nullopt;
    }
    TtnnLayoutAttr attr;
    attr.linear = layout.linearMap();
    ttnnExpectedGridAndMemref(layout, attr.grid, attr.memref);
    attr.memrefScalar = layout.spec().dataType;
    if (layout.isTiled())
        attr.memrefTile = layout.spec().tile;
    attr.bufferType = layout.spec().bufferType;
    attr.memoryLayout = layout.spec().memoryLayout;
    if (layout.isSharded())
        attr.coreRanges = layout.spec().shardSpec->grid;
    return attr;
}

std::string printedTtnn(const TtnnTensor& tensor)
{
    const TtnnLayout& layout = tensor.layout;
    if (!tensor.ndAttrText.empty())
        return fmt::format("tensor<{}x{}, {}>", formatShape(layout.logicalShape()), toString(layout.spec().dataType),
            tensor.ndAttrText);
    std::string reason;
    const std::optional<TtnnLayoutAttr> attr = tensor.attr ? tensor.attr : ttnnAttrFor(tensor.layout, &reason);
    if (!attr) {
        const auto& spec = layout.spec();
        std::string nd;
        if (spec.ndShardSpec)
            nd = fmt::format(", nd_shard_spec = {{shape = {}, grid = {}, orientation = {}, distribution = {}}}",
                formatShape(spec.ndShardSpec->shape), spec.ndShardSpec->grid.toString(),
                toString(spec.ndShardSpec->orientation), toString(spec.ndShardSpec->distribution));
        return fmt::format("ttnn.TensorLayout<shape = {}, dtype = {}, layout = {}, memory = {}, buffer = {}{}>",
            formatShape(layout.logicalShape()), toString(spec.dataType), toString(spec.pageLayout),
            toString(spec.memoryLayout), toString(spec.bufferType), nd);
    }
    if (tensor.shapeInferred)
        return attr->toString();
    return fmt::format(
        "tensor<{}x{}, {}>", formatShape(layout.logicalShape()), toString(layout.spec().dataType), attr->toString());
}

} // namespace tle
