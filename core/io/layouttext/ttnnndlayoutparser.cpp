// SPDX-License-Identifier: MIT
#include "io/layouttext/ttnnndlayoutparser.h"

#include "io/layouttext/ttnnlayoutparser.h"
#include "io/mlir/mlirtypes.h"
#include "util/checked.h"
#include "util/textscanner.h"

#include <tuple>

#include <fmt/format.h>

namespace tle {

namespace {

// A `#ttnn.ttnn_nd_layout<...>` as written, with the tensor type around it when there is one.
struct NdLayoutText
{
    std::optional<Shape> tensorShape;
    std::optional<ElementType> tensorElement;
    // Where the attribute starts, for errors about the layout as a whole.
    TextPosition start;
    Shape grid;
    Shape memref;
    TypeElement element;
    BufferType buffer = BufferType::Dram;
    TtnnMemoryLayout memoryLayout = TtnnMemoryLayout::Interleaved;
    TextPosition layoutAt;
    ShardOrientation orientation = ShardOrientation::RowMajor;
    ShardDistribution distribution = ShardDistribution::RoundRobin1D;
    std::string_view attrText;
};

// `<grid>, memref<shard, buffer>` at the start of the attribute.
void readNdGridAndMemref(TextScanner& cursor, NdLayoutText& nd, const std::map<std::string, std::string>* aliases)
{
    cursor.skipSpace();
    const TextPosition gridAt = cursor.position(cursor.offset());
    cursor.expect('<', "to start the grid");
    nd.grid = cursor.dimsList("the grid", TextScanner::DimsEnd::LastDim);
    cursor.expect('>', "to close the grid");
    if (nd.grid.size() != 2)
        throw Error(fmt::format("an ND layout's grid has two dims, got <{}>", formatShape(nd.grid)), gridAt.line,
            gridAt.column);
    cursor.expect(',', "after the grid");
    cursor.expect("memref", "for the shard memref");
    cursor.expect('<', "after memref");
    parseShapedBody(cursor, "the memref", nd.memref, nd.element, 0);
    cursor.expect(',', "before the buffer type");
    std::string spelling;
    nd.buffer = parseTtnnBufferAttr(cursor, spelling, aliases);
    cursor.expect('>', "to close the memref");
}

// One `, <name>` enumeration parameter of the attribute: its value and where it was written.
template <typename Parse>
auto readNdEnumeration(TextScanner& cursor, std::string_view what, Parse parse, std::string_view expected)
{
    cursor.expect(',', fmt::format("before the {}", what));
    cursor.skipSpace();
    const TextPosition at = cursor.position(cursor.offset());
    cursor.expect('<', fmt::format("to start the {}", what));
    const std::string_view name = cursor.identifier();
    const auto value = parse(name);
    if (!value)
        throw Error(fmt::format("unknown {} '{}' (expected {})", what, name, expected), at.line, at.column + 1);
    cursor.expect('>', fmt::format("to close the {}", what));
    return std::make_pair(*value, at);
}

// The whole text, read to its end; syntax errors name their place.
NdLayoutText readNdLayoutText(std::string_view text, const std::map<std::string, std::string>* aliases)
{
    TextScanner cursor(text);
    NdLayoutText nd;
    if (cursor.consumeKeyword("tensor")) {
        cursor.expect('<', "after tensor");
        Shape shape;
        TypeElement element;
        parseShapedBody(cursor, "the tensor type", shape, element, 0);
        nd.tensorShape = shape;
        nd.tensorElement = element.scalar;
        cursor.expect(',', "before the layout attribute");
    }
    cursor.skipSpace();
    nd.start = { cursor.line(), cursor.column() };
    cursor.expect("#ttnn.ttnn_nd_layout", "for the layout attribute");
    const size_t attrStart = cursor.offset() - std::string_view("#ttnn.ttnn_nd_layout").size();
    cursor.expect('<', "after ttnn_nd_layout");
    readNdGridAndMemref(cursor, nd, aliases);
    std::tie(nd.memoryLayout, nd.layoutAt) = readNdEnumeration(
        cursor, "memory layout", &parseTtnnMemoryLayout, "interleaved, height_sharded, width_sharded or block_sharded");
    nd.orientation
        = readNdEnumeration(cursor, "shard orientation", &parseShardOrientation, "row_major or col_major").first;
    nd.distribution
        = readNdEnumeration(cursor, "shard distribution", &parseShardDistribution, "round_robin_1d or grid_2d").first;
    cursor.expect('>', "to close the layout attribute");
    nd.attrText = text.substr(attrStart, cursor.offset() - attrStart);
    if (nd.tensorShape)
        cursor.expect('>', "to close the tensor type");
    if (!cursor.atEnd())
        cursor.fail(fmt::format("unexpected text after the layout: {}", cursor.describeNext()));
    return nd;
}

// The memref is the shard in tiles; tensor dims it leaves out have shards of 1.
Shape ndShardShape(const NdLayoutText& nd, const Shape& logicalShape)
{
    Shape shard = nd.memref;
    if (nd.element.tile && shard.size() >= 2) {
        shard[shard.size() - 2] = checkedMul(shard[shard.size() - 2], nd.element.tile->height, "shard");
        shard.back() = checkedMul(shard.back(), nd.element.tile->width, "shard");
    }
    if (shard.size() > logicalShape.size())
        throw Error(fmt::format("the shard memref<{}> has more dims than the tensor {}", formatShape(nd.memref),
                        formatShape(logicalShape)),
            nd.start.line, nd.start.column);
    shard.insert(shard.begin(), logicalShape.size() - shard.size(), 1);
    return shard;
}

// The spec the attribute gives: the tensor's shape from its type or --shape, N-D shards on the grid from (0, 0).
TtnnLayoutSpec ndLayoutSpec(const NdLayoutText& nd, const LayoutDefaults& defaults)
{
    TtnnLayoutSpec spec;
    spec.bufferType = nd.buffer;
    spec.memoryLayout = nd.memoryLayout;
    spec.inTileOrder = defaults.inTileOrder;
    spec.pageLayout = nd.element.tile ? PageLayout::Tile : PageLayout::RowMajor;
    if (nd.element.tile)
        spec.tile = *nd.element.tile;
    spec.dataType = nd.element.scalar;
    if (nd.tensorShape)
        spec.logicalShape = *nd.tensorShape;
    else if (defaults.shape)
        spec.logicalShape = *defaults.shape;
    else
        throw Error("an ND layout alone does not give the tensor's shape: give the tensor type "
                    "(tensor<...x"
                + std::string(toString(nd.element.scalar)) + ", #ttnn.ttnn_nd_layout<...>>) or --shape",
            nd.start.line, nd.start.column);
    if (nd.memoryLayout != TtnnMemoryLayout::Interleaved)
        spec.ndShardSpec = NdShardSpec { .shape = ndShardShape(nd, spec.logicalShape),
            .grid = CoreRangeSet::grid(nd.grid[0], nd.grid[1]),
            .orientation = nd.orientation,
            .distribution = nd.distribution };
    return spec;
}

} // namespace

TtnnTensor parseTtnnNdTensor(
    std::string_view text, const LayoutDefaults& defaults, const std::map<std::string, std::string>* aliases)
{
    const NdLayoutText nd = readNdLayoutText(text, aliases);
    if (nd.buffer == BufferType::SystemMemory)
        rejectTtnnLayout("a memory layout is not allowed for the system_memory buffer type", nd.layoutAt);
    if (nd.buffer == BufferType::Dram && nd.memoryLayout == TtnnMemoryLayout::BlockSharded)
        rejectTtnnLayout("block_sharded is not supported for the dram buffer type; use width_sharded or height_sharded",
            nd.layoutAt);
    TtnnLayoutSpec spec = ndLayoutSpec(nd, defaults);
    std::vector<std::string> warnings;
    if (nd.tensorElement && *nd.tensorElement != spec.dataType && deviceStorageType(*nd.tensorElement) != spec.dataType)
        warnings.push_back(fmt::format("the tensor's element type {} differs from the memref's {}",
            toString(*nd.tensorElement), toString(spec.dataType)));
    placeOnTextDevice(spec, nd.start);
    TtnnTensor tensor { TtnnLayout(std::move(spec)), std::nullopt, false, std::move(warnings) };
    tensor.ndAttrText = std::string(nd.attrText);
    return tensor;
}

} // namespace tle
