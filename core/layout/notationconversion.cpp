// SPDX-License-Identifier: MIT
#include "layout/notationconversion.h"

#include "layout/metal/metalconversion.h"
#include "layout/metal/metalmapping.h"
#include "layout/ttnn/ttnnmapping.h"

#include <fmt/format.h>

namespace tle {

namespace {

NotationConversion fail(std::string reason)
{
    return { std::nullopt, std::move(reason), {} };
}

// Same core and offset for the first and the last element, and for a middle one.
bool samePlacement(const MetalLayout& metal, const TtnnLayout& ttnn)
{
    const Shape& shape = metal.logicalShape();
    if (hasZeroExtent(shape))
        return true; // no element to place differently
    for (int which = 0; which < 3; ++which) {
        Shape index(shape.size());
        for (size_t d = 0; d < shape.size(); ++d)
            index[d] = which == 0 ? 0 : which == 1 ? shape[d] - 1 : shape[d] / 2;
        const MetalPlace m = mapElement(metal, index);
        const TtnnPlace t = mapTtnnElement(ttnn, index);
        if (!t.core)
            return m.core == Shape { 0, 0 } && m.byteOffset == t.byteOffset;
        const int64_t shard = t.shard ? (*t.shard)[0] * ttnn.shardGrid()[1] + (*t.shard)[1] : 0;
        const int64_t metalCore = rowMajorIndex(m.core, metal.grid());
        if (metalCore != shard || m.shardLinearOffset != t.elementOffset)
            return false;
    }
    return true;
}

NotationConversion ttnnToMetal(const TtnnTensor& tensor, Notation target)
{
    const TtnnLayout& L = tensor.layout;
    std::string reason;
    if (!ttnnAttrFor(L, &reason))
        return fail(reason);
    if (L.spec().bufferType == BufferType::Dram && L.isSharded())
        return fail("a DRAM-sharded TTNN layout has no metal grid of cores");
    if (!L.isSharded() && L.spec().bufferType == BufferType::L1)
        return fail("L1 interleaved pages are spread round-robin over all cores; a metal layout shards by a grid");
    MetalLayoutSpec spec;
    spec.form = MetalForm::Seed;
    spec.logicalShape = L.logicalShape();
    spec.elementType = L.spec().dataType;
    if (L.isTiled())
        spec.tile = L.spec().tile;
    spec.inTileOrder = L.spec().inTileOrder;
    spec.linear = L.linearMap();
    spec.memorySpace = L.spec().bufferType == BufferType::L1 ? MemorySpace::DeviceL1 : MemorySpace::DeviceDRAM;
    // Block sharding keeps the shard grid; height and width sharding use a virtual N x 1 / 1 x N grid.
    spec.grid = L.isSharded() ? Shape { L.shardGrid()[0], L.shardGrid()[1] } : Shape { 1, 1 };
    try {
        const MetalLayout metal(spec);
        const std::array<int64_t, 2> shard = L.isSharded() ? L.shardShape() : L.physicalShape();
        if (metal.allocatedShardShape() != Shape { shard[0], shard[1] } || !samePlacement(metal, L))
            return fail(fmt::format("the seed form derives shards of {} from the map, but the TTNN layout places {}x{}",
                formatShape(metal.allocatedShardShape()), shard[0], shard[1]));
        if (target == Notation::MetalSeed)
            return { metal.toString(), {}, {} };
        const MetalConversion current = toCurrentForm(metal);
        if (!current.spec)
            return fail(current.reason);
        return { MetalLayout(*current.spec).toString(), {}, {} };
    } catch (const Error& e) {
        return fail(e.what());
    }
}

// XLA element type names for the metal ones that have one.
std::optional<std::string> xlaTypeOf(ElementType type)
{
    switch (type) {
    case ElementType::F64:
        return "f64";
    case ElementType::F32:
        return "f32";
    case ElementType::F16:
        return "f16";
    case ElementType::BF16:
        return "bf16";
    case ElementType::I64:
        return "s64";
    case ElementType::I32:
    case ElementType::SI32:
        return "s32";
    case ElementType::U32:
        return "u32";
    case ElementType::U64:
        return "u64";
    case ElementType::I16:
        return "s16";
    case ElementType::U16:
        return "u16";
    case ElementType::I8:
        return "s8";
    case ElementType::U8:
        return "u8";
    case ElementType::Bool:
        return "pred";
    default:
        return std::nullopt;
    }
}

// A single-core 2-D metal layout stored row-major inside tiles is an XLA 2-D tiling: the tile order is
// the same (tiles row-major, elements row-major inside a tile), padding included.
NotationConversion metalToXla(const MetalLayout& layout)
{
    if (layout.coreCount() != 1)
        return fail(
            fmt::format("XLA layouts describe one buffer; this layout spreads over {} cores", layout.coreCount()));
    const size_t rank = layout.logicalShape().size();
    const AffineMap& map = layout.linearMap();
    if (rank != 2 || map.numResults() != 2)
        return fail("only 2-D metal layouts with two physical dims map onto an XLA 2-D tiling");
    const bool identity = map == AffineMap::multiDimIdentity(2);
    const bool transpose = map.results()[0] == AffineExpr::dim(1) && map.results()[1] == AffineExpr::dim(0);
    if (!identity && !transpose)
        return fail(fmt::format("the map {} is neither the identity nor a transpose", map.toString()));
    const auto type = xlaTypeOf(layout.storageType());
    if (!type)
        return fail(fmt::format("XLA has no element type for {}", toString(layout.storageType())));
    if (layout.tile() && layout.inTileOrder() != InTileOrder::RowMajor && layout.tile()->faceCount() > 1)
        return fail("device tiles store 16x16 faces; XLA stores a tile row-major (use --in-tile-order row_major)");
    std::string text = fmt::format(
        "{}[{},{}]{{{}", *type, layout.logicalShape()[0], layout.logicalShape()[1], identity ? "1,0" : "0,1");
    if (layout.tile())
        text += fmt::format(":T({},{})", layout.tile()->height, layout.tile()->width);
    return { text + "}", {}, {} };
}

constexpr const char* kRowMajorNote = "with tiles stored row-major inside (--in-tile-order row_major)";

NotationConversion xlaToMetal(const XlaLayout& xla, Notation target)
{
    const auto& spec = xla.spec();
    if (xla.rank() != 2)
        return fail("only rank-2 XLA layouts map onto a metal 2-D tiling");
    if (spec.tiles.size() > 1)
        return fail("a metal tile has one level; this layout tiles more than once");
    if (!spec.tiles.empty() && spec.tiles[0].dims.size() != 2)
        return fail("a metal tile is 2-D; this XLA tile has a different rank");
    const bool columnMajor = spec.minorToMajor == std::vector<int64_t> { 0, 1 };
    MetalLayoutSpec metal;
    metal.logicalShape = xla.logicalShape();
    std::optional<ElementType> type = parseElementType(spec.elementType == "pred" ? "i1"
            : spec.elementType[0] == 's'                                          ? "i" + spec.elementType.substr(1)
                                                                                  : spec.elementType);
    if (!type)
        return fail(fmt::format("no metal element type for {}", spec.elementType));
    metal.elementType = *type;
    metal.grid = { 1, 1 };
    metal.linear = columnMajor ? AffineMap::get(2, 0, { AffineExpr::dim(1), AffineExpr::dim(0) })
                               : AffineMap::multiDimIdentity(2);
    metal.inTileOrder = InTileOrder::RowMajor;
    if (!spec.tiles.empty()) {
        const auto& dims = spec.tiles[0].dims;
        if (dims[0] < 0 || dims[1] < 0)
            return fail("a metal tile cannot combine dims");
        metal.tile = TileType { dims[0], dims[1], *type };
    }
    try {
        const MetalLayout layout(metal);
        if (target == Notation::MetalSeed)
            return { layout.toString(), {}, kRowMajorNote };
        const MetalConversion current = toCurrentForm(layout);
        if (!current.spec)
            return fail(current.reason);
        return { MetalLayout(*current.spec).toString(), {}, kRowMajorNote };
    } catch (const Error& e) {
        return fail(e.what());
    }
}

NotationConversion metalToTtnn(const MetalLayout& layout)
{
    const MetalConversion seedForm = toSeedForm(layout);
    if (!seedForm.spec)
        return fail("no seed-form equivalent: " + seedForm.reason);
    const MetalLayout metal(*seedForm.spec);
    const AffineMap& map = metal.linearMap();
    const size_t rank = metal.logicalShape().size();
    if (metal.grid().size() != 2 || map.numResults() != 2)
        return fail(fmt::format("TTNN layouts are 2-D; this layout has {} physical dims", map.numResults()));
    const auto cols = map.results()[1].linearForm(unsigned(rank));
    const auto rows = map.results()[0].linearForm(unsigned(rank));
    bool leadingCollapsed = cols && rows && cols->constant == 0 && rows->constant == 0;
    for (size_t d = 0; d < rank && leadingCollapsed; ++d) {
        const bool last = d + 1 == rank;
        leadingCollapsed = (cols->coefficients[d] != 0) == last
            && (last || rows->coefficients[d] != 0 || metal.logicalShape()[d] == 1)
            && (!last || rows->coefficients[d] == 0);
    }
    if (!leadingCollapsed)
        return fail(
            fmt::format("TTNN collapses every dim but the last into rows; {} keeps another split", map.toString()));
    if (metal.spec().memorySpace != MemorySpace::DeviceL1 && metal.spec().memorySpace != MemorySpace::DeviceDRAM)
        return fail("only L1 and DRAM layouts have a TTNN form");
    ParsedTtnnLayout parsed;
    parsed.tensorShape = metal.logicalShape();
    TtnnLayoutAttr& attr = parsed.attr;
    attr.linear = map;
    attr.grid = metal.grid();
    attr.memref = metal.memrefShape();
    attr.memrefScalar = metal.storageType();
    attr.memrefTile = metal.tile();
    const bool dram = metal.spec().memorySpace == MemorySpace::DeviceDRAM;
    attr.bufferType = dram ? BufferType::Dram : BufferType::L1;
    if (dram && metal.coreCount() != 1)
        return fail("a DRAM metal layout on more than one core has no TTNN interleaved form");
    attr.memoryLayout = dram ? TtnnMemoryLayout::Interleaved : TtnnMemoryLayout::BlockSharded;
    try {
        if (!dram)
            attr.coreRanges = CoreRangeSet::grid(metal.grid()[0], metal.grid()[1]);
        bool inferred = false;
        TtnnTensor tensor { .layout = TtnnLayout(ttnnSpecFromAttr(parsed, {}, inferred)), .attr = attr };
        const auto& device = tensor.layout.spec().device;
        if (!dram && (metal.grid()[0] > device.gridRows || metal.grid()[1] > device.gridCols))
            return fail(fmt::format("the grid {} exceeds the {}x{} worker grid", formatShape(metal.grid()),
                device.gridRows, device.gridCols));
        const std::array<int64_t, 2> shard
            = tensor.layout.isSharded() ? tensor.layout.shardShape() : tensor.layout.physicalShape();
        if (Shape { shard[0], shard[1] } != metal.allocatedShardShape() || !samePlacement(metal, tensor.layout))
            return fail(fmt::format("TTNN pads the physical shape to {}x{}, which moves elements to other shards",
                tensor.layout.physicalShape()[0], tensor.layout.physicalShape()[1]));
        return { printedTtnn(tensor), {}, {} };
    } catch (const Error& e) {
        return fail(e.what());
    }
}

} // namespace

NotationConversion convertLayout(const AnyLayout& layout, Notation target)
{
    if (notationOf(layout) == target)
        return fail("the layout is already in this notation");
    if (const auto* metal = std::get_if<MetalLayout>(&layout)) {
        if (target == Notation::MetalSeed || target == Notation::Metal) {
            const MetalConversion c = target == Notation::MetalSeed ? toSeedForm(*metal) : toCurrentForm(*metal);
            if (!c.spec)
                return fail(c.reason);
            return { MetalLayout(*c.spec).toString(), {}, {} };
        }
        if (target == Notation::Ttnn)
            return metalToTtnn(*metal);
        return metalToXla(*metal);
    }
    if (const auto* ttnn = std::get_if<TtnnTensor>(&layout)) {
        if (target == Notation::MetalSeed || target == Notation::Metal)
            return ttnnToMetal(*ttnn, target);
        return fail("XLA layouts tile the logical array on one device; a TTNN layout spreads it over banks or cores");
    }
    if (const auto* xla = std::get_if<XlaLayout>(&layout)) {
        if (target == Notation::MetalSeed || target == Notation::Metal)
            return xlaToMetal(*xla, target);
        return fail("TTNN tiles are 32x32 faces in pages over banks or cores; an XLA layout is one tiled buffer");
    }
    return fail("no conversion from this notation");
}

} // namespace tle
