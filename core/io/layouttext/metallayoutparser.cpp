// SPDX-License-Identifier: MIT
#include "io/layouttext/metallayoutparser.h"
#include "layout/affine/affinebounds.h"

#include "io/mlir/mlirtypes.h"
#include "layout/metal/collapse.h"
#include "util/checked.h"
#include "util/excerpt.h"
#include "util/textscanner.h"

#include <fmt/format.h>

#include <array>

namespace tle {

namespace {

DimIntervals parseIntervalsLiteral(TextScanner& cursor)
{
    cursor.expect("dense", "for collapsed_intervals");
    cursor.expect('<', "after dense");
    std::vector<int64_t> values;
    bool splat = false;
    TextPosition splatAt;
    size_t rows = 0;
    if (cursor.consume('[')) {
        if (!cursor.consume(']')) {
            do {
                cursor.skipSpace();
                const int column = cursor.column();
                cursor.expect('[', "to start an interval");
                std::vector<int64_t> row;
                do {
                    row.push_back(cursor.signedInteger("an interval endpoint"));
                } while (cursor.consume(','));
                cursor.expect(']', "to close an interval");
                if (row.size() != 2)
                    throw Error(fmt::format("collapsed_intervals: interval {} has {} values; each needs [start, end]",
                                    rows, row.size()),
                        cursor.line(), column);
                values.insert(values.end(), row.begin(), row.end());
                ++rows;
            } while (cursor.consume(','));
            cursor.expect(']', "to close collapsed_intervals");
        }
    } else if (cursor.peek() != '>') {
        cursor.skipSpace();
        splatAt = { cursor.line(), cursor.column() };
        values.push_back(cursor.signedInteger("a splat value"));
        splat = true;
    }
    cursor.expect('>', "to close dense<...>");
    cursor.expect(':', "before the collapsed_intervals type");
    cursor.skipSpace();
    const int typeColumn = cursor.column();
    cursor.expect("tensor", "for the collapsed_intervals type");
    cursor.expect('<', "after tensor");
    std::vector<int64_t> dims;
    while (cursor.peek() >= '0' && cursor.peek() <= '9') {
        dims.push_back(cursor.signedInteger("a dimension"));
        cursor.expect('x', "in the collapsed_intervals type");
    }
    const std::string_view elem = cursor.identifier();
    cursor.expect('>', "to close the collapsed_intervals type");
    if (dims.size() != 2 || dims[1] != 2 || elem != "i64")
        throw Error(fmt::format("collapsed_intervals: the type must be tensor<Nx2xi64>, got a rank-{} tensor of {}",
                        dims.size(), elem),
            cursor.line(), typeColumn);
    // A splat repeats one endpoint: every interval is [v, v), which collapses nothing, so only an empty
    // list may be written that way.
    if (splat && dims[0] > 0)
        throw Error(fmt::format("collapsed_intervals: dense<{}> makes all {} intervals [{}, {}), which collapse "
                                "nothing; write the intervals out, as in dense<[[0, 1], [1, 2]]>",
                        values.front(), dims[0], values.front(), values.front()),
            splatAt.line, splatAt.column);
    if (splat) {
        values.assign(size_t(dims[0]) * 2, values.front());
        rows = size_t(dims[0]);
    }
    if (int64_t(rows) != dims[0])
        throw Error(fmt::format("collapsed_intervals: {} intervals given but the type says {}", rows, dims[0]),
            cursor.line(), typeColumn);
    DimIntervals intervals;
    for (size_t i = 0; i + 1 < values.size(); i += 2)
        intervals.push_back({ values[i], values[i + 1] });
    return intervals;
}

void parseSeedBody(TextScanner& cursor, MetalLayoutSpec& spec)
{
    spec.form = MetalForm::Seed;
    spec.linear = parseAffineMapAt(cursor, "the linear map");
    cursor.expect(',', "after the linear map");
    cursor.skipSpace();
    const int oobColumn = cursor.column();
    const std::string_view oob = cursor.identifier();
    const auto oobValue = parseOobValue(oob);
    if (!oobValue)
        throw Error(fmt::format("unknown oob value '{}' (expected undef, zero, one, inf or neginf)", oob),
            cursor.line(), oobColumn);
    spec.oobValue = *oobValue;
    cursor.expect(',', "after the oob value");
    cursor.expect('<', "to start the grid");
    spec.grid = cursor.dimsList("the grid", TextScanner::DimsEnd::LastDim);
    if (spec.grid.empty())
        cursor.fail(fmt::format("expected grid dims, found {}", cursor.describeNext()));
    if (cursor.consume(','))
        parseAffineMapAt(cursor, "the grid's virtual-to-physical map");
    cursor.expect('>', "to close the grid");
    cursor.expect(',', "after the grid");
    cursor.expect("memref", "for the shard memref");
    cursor.expect('<', "after memref");
    Shape memref;
    TypeElement element;
    parseShapedBody(cursor, "the memref", memref, element, 0);
    if (cursor.consume(','))
        spec.memorySpace = parseMemorySpaceAttr(cursor);
    cursor.expect('>', "to close the memref");
    spec.givenMemref = memref;
    if (element.tile)
        spec.tile = element.tile;
    else if (element.scalar != spec.elementType)
        spec.storageType = element.scalar;
    if (cursor.consume(',')) {
        // The optional fifth parameter of v1 (a tensor memory layout) does not change the placement.
        if (cursor.consume('#'))
            cursor.identifier();
        if (cursor.peek() == '<')
            cursor.balanced("the memory layout");
        else
            cursor.identifier();
    }
}

// Where parsed values were, for the checks that run once the whole text is read.
struct CurrentBodySpans
{
    TextPosition indexMap;
};

// `dim_alignments = 1x32x32`; a scalar's list is empty.
void parseDimAlignments(TextScanner& cursor, MetalLayoutSpec& spec)
{
    cursor.expect("dim_alignments", "after logical_shape");
    cursor.expect('=', "after dim_alignments");
    cursor.skipSpace();
    const int alignColumn = cursor.column();
    while (cursor.peek() >= '0' && cursor.peek() <= '9') {
        const int line = cursor.line();
        const int column = cursor.column();
        const int64_t a = cursor.signedInteger("an alignment");
        // As the logical dims: an alignment past 2^40 aligns a dim to more elements than any dim may hold.
        if (a > kMaxDim)
            throw Error(fmt::format("dim_alignments: alignment {} exceeds the maximum of 2^40", a), line, column);
        spec.dimAlignments.push_back(a);
        if (cursor.peek() != 'x')
            break;
        cursor.consume('x');
    }
    if (spec.dimAlignments.empty() && !spec.logicalShape.empty())
        throw Error("dim_alignments: expected alignments such as 1x32x32", cursor.line(), alignColumn);
}

// The parameters after collapsed_intervals seen so far. Upstream prints them in one order, each at most once;
// anything else is a typo or two texts pasted together, never a layout tt-mlir wrote.
class TrailingParams
{
public:
    enum Slot
    {
        Oob,
        Space,
        Layout,
        IndexMap
    };

    void take(Slot slot, int line, int column, std::string_view word)
    {
        if (m_seen[size_t(slot)].column > 0)
            throw Error(fmt::format("'{}' gives {} a second time (the first is at line {}, column {})", word,
                            kSlotNames[slot], m_seen[size_t(slot)].line, m_seen[size_t(slot)].column),
                line, column);
        if (slot < m_last)
            throw Error(fmt::format("'{}' ({}) comes after {}: upstream prints the oob value, the memory space, the "
                                    "memory layout and index_map in this order",
                            word, kSlotNames[slot], kSlotNames[m_last]),
                line, column);
        m_seen[size_t(slot)] = { line, column };
        m_last = slot;
    }
    bool has(Slot slot) const { return m_seen[size_t(slot)].column > 0; }

private:
    static constexpr std::string_view kSlotNames[]
        = { "the oob value", "the memory space", "the memory layout", "index_map" };
    std::array<TextPosition, 4> m_seen {};
    int m_last = -1;
};

// One `, parameter` after collapsed_intervals: an oob value, a memory space, a memory layout or index_map.
void parseTrailingParam(TextScanner& cursor, MetalLayoutSpec& spec, CurrentBodySpans& spans, TrailingParams& params)
{
    cursor.skipSpace();
    const int line = cursor.line();
    const int column = cursor.column();
    if (cursor.consumeKeyword("index_map")) {
        params.take(TrailingParams::IndexMap, line, column, "index_map");
        cursor.expect('=', "after index_map");
        if (cursor.consumeKeyword("map")) {
            cursor.balanced("the index map reference");
        } else {
            spans.indexMap = { cursor.line(), cursor.column() };
            spec.indexMap = parseAffineMapAt(cursor, "the index map");
        }
        return;
    }
    if (cursor.peek() == '#') {
        params.take(TrailingParams::Space, line, column, "#ttcore.memory_space");
        spec.memorySpace = parseMemorySpaceAttr(cursor);
        return;
    }
    const std::string_view word = cursor.identifier();
    if (const auto oob = parseOobValue(word)) {
        params.take(TrailingParams::Oob, line, column, word);
        spec.oobValue = *oob;
    } else if (const auto space = parseMemorySpace(word)) {
        params.take(TrailingParams::Space, line, column, word);
        spec.memorySpace = *space;
    } else if (const auto layout = parseMetalMemoryLayout(word)) {
        params.take(TrailingParams::Layout, line, column, word);
        spec.memoryLayout = *layout;
    } else {
        throw Error(fmt::format("unexpected '{}' among the metal_layout parameters (expected an oob value, a "
                                "memory space, sharded/interleaved or index_map = ...)",
                        word.empty() ? cursor.describeNext() : excerpt(word)),
            cursor.line(), column);
    }
}

// The upstream version whose parameters the text carries.
std::string_view upstreamVersionOf(const TrailingParams& params)
{
    if (params.has(TrailingParams::IndexMap))
        return "v2 with index_map (2025-08-29 to 2026-02-26)";
    if (params.has(TrailingParams::Oob) && params.has(TrailingParams::Layout))
        return "v2 with oob_val and memory_layout (2025-09-30 to 2026-05-13)";
    if (params.has(TrailingParams::Oob))
        return "v2 (logical_shape, dim_alignments, collapsed_intervals, oob_val, memory space; 2025-06-20)";
    return "v3 (HEAD, 2026-05-13 on)";
}

void parseCurrentBody(TextScanner& cursor, MetalLayoutSpec& spec, CurrentBodySpans& spans)
{
    spec.form = MetalForm::Current;
    cursor.expect("logical_shape", "to start the current form");
    cursor.expect('=', "after logical_shape");
    spec.logicalShape = cursor.dimsList("logical_shape", TextScanner::DimsEnd::LastDim, 0);
    cursor.expect(',', "after logical_shape");
    parseDimAlignments(cursor, spec);
    cursor.expect(',', "after dim_alignments");
    cursor.expect("collapsed_intervals", "after dim_alignments");
    cursor.expect('=', "after collapsed_intervals");
    spec.collapseIntervals = parseIntervalsLiteral(cursor);
    TrailingParams params;
    while (cursor.consume(','))
        parseTrailingParam(cursor, spec, spans, params);
    spec.upstreamVersion = upstreamVersionOf(params);
}

// The rank of a current-form layout's collapsed shape (a bad interval list is reported later, by the layout).
size_t defaultGridRank(const MetalLayoutSpec& spec)
{
    try {
        return alignedPhysicalShape(spec.logicalShape, spec.dimAlignments,
            normalizeIntervals(spec.collapseIntervals, int64_t(spec.logicalShape.size())))
            .size();
    } catch (const Error&) {
        return 2;
    }
}

// The `tensor<shape x element, ` around the attribute, when the text has one.
struct TensorAround
{
    std::optional<Shape> shape;
    TypeElement element;
    TextPosition shapeAt { 1, 1 };
    // Where a tile element type is written; column 0 without one.
    TextPosition tileAt;
};

TensorAround parseTensorAround(TextScanner& cursor, std::string_view text, const LayoutDefaults& defaults)
{
    TensorAround tensor;
    tensor.element = { defaults.elementType, defaults.tile };
    if (!cursor.consumeKeyword("tensor"))
        return tensor;
    cursor.expect('<', "after tensor");
    cursor.skipSpace();
    tensor.shapeAt = { cursor.line(), cursor.column() };
    Shape shape;
    const size_t bodyStart = cursor.offset();
    parseShapedBody(cursor, "the tensor type", shape, tensor.element, 0);
    tensor.shape = shape;
    if (tensor.element.tile) {
        const size_t bang = text.find('!', bodyStart);
        tensor.tileAt = LineIndex(text).position(bang < cursor.offset() ? bang : bodyStart);
    }
    cursor.expect(',', "before the layout attribute");
    return tensor;
}

// `#ttcore.metal_layout<`, or one of the older names.
void parseLayoutName(TextScanner& cursor)
{
    cursor.skipSpace();
    const int attrColumn = cursor.column();
    cursor.expect('#', "to start the layout attribute");
    const std::string_view name = cursor.identifier();
    if (name != "ttcore.metal_layout" && name != "tt.metal_layout" && name != "tt.layout")
        throw Error(fmt::format("expected #ttcore.metal_layout, #tt.metal_layout or #tt.layout, found '#{}'", name),
            cursor.line(), attrColumn);
    cursor.expect('<', "after the layout name");
}

// A bare seed-form attribute, as tt-mlir's tests print it: the logical shape is the extent the grid and memref
// allocate, spread over the dims as the map does (the TTNN side assumes the same), and the tensor's element type the
// memref's. Padding cannot be told from data then, which the warning says.
void inferSeedShape(MetalLayoutSpec& spec)
{
    const Shape& grid = spec.grid;
    if (!spec.givenMemref || spec.givenMemref->size() != grid.size())
        throw Error("the seed form needs the tensor type around it (tensor<2x3xf32, ...>) or --shape", 1, 1);
    const size_t rank = grid.size();
    Shape extents(rank);
    for (size_t r = 0; r < rank; ++r) {
        int64_t shard = (*spec.givenMemref)[r];
        if (spec.tile && r + 2 == rank)
            shard = checkedMul(shard, spec.tile->height, "shard rows");
        if (spec.tile && r + 1 == rank)
            shard = checkedMul(shard, spec.tile->width, "shard columns");
        extents[r] = checkedMul(shard, grid[r], "allocated extent");
    }
    if (!spec.linear)
        throw Error("the seed form needs the tensor type around it (tensor<2x3xf32, ...>) or --shape", 1, 1);
    const AffineMap& map = *spec.linear;
    if (map.numResults() != rank)
        throw Error(fmt::format("the map has {} results but the grid <{}> has {} dims; give the tensor type around "
                                "the attribute",
                        map.numResults(), formatShape(grid), rank),
            1, 1);
    spec.logicalShape = inferLogicalShape(map, extents);
    spec.elementType = spec.tile ? spec.tile->dataType : spec.storageType.value_or(spec.elementType);
    spec.storageType.reset();
    spec.shapeInferred = true;
    spec.warnings.push_back(fmt::format("the attribute gives no tensor type: the logical shape {} is the extent the "
                                        "grid and memref allocate, so padding cannot be told from data",
        formatShape(spec.logicalShape)));
}

// The seed form's tensor type is the logical tensor, in elements; its tiles are the memref's.
void completeSeedForm(MetalLayoutSpec& spec, const TensorAround& tensor, const LayoutDefaults& defaults)
{
    if (tensor.tileAt.column > 0)
        throw Error("in the seed form the tensor type holds elements (tensor<8x300xbf16, ...>); tiles belong "
                    "in the memref (memref<1x5x!ttcore.tile<32x32, bf16>, ...>)",
            tensor.tileAt.line, tensor.tileAt.column);
    if (tensor.shape)
        spec.logicalShape = *tensor.shape;
    else if (defaults.shape)
        spec.logicalShape = *defaults.shape;
    else
        inferSeedShape(spec);
    if (spec.storageType == spec.elementType)
        spec.storageType.reset();
}

// The current form's tensor type is the device shape, grid ++ shard, and its element type holds the tile.
void completeCurrentForm(
    MetalLayoutSpec& spec, const TensorAround& tensor, const CurrentBodySpans& spans, const LayoutDefaults& defaults)
{
    const std::optional<Shape>& tensorShape = tensor.shape;
    if (tensorShape) {
        if (tensorShape->size() % 2 != 0)
            throw Error(fmt::format("tensor shape {} has odd rank; in the current form it is grid ++ shard",
                            formatShape(*tensorShape)),
                tensor.shapeAt.line, tensor.shapeAt.column);
        // The index map remaps the device shape (grid ++ shard): one dim and one result per dim of it,
        // or none at all (`() -> ()`, the identity upstream prints as map(0)).
        const bool emptyMap = spec.indexMap && spec.indexMap->numDims() == 0 && spec.indexMap->numResults() == 0;
        if (spec.indexMap && !emptyMap
            && (spec.indexMap->numDims() != tensorShape->size() || spec.indexMap->numResults() != tensorShape->size()))
            throw Error(fmt::format("index_map maps {} dims to {} results; the device shape {} needs {} and {}",
                            spec.indexMap->numDims(), spec.indexMap->numResults(), formatShape(*tensorShape),
                            tensorShape->size(), tensorShape->size()),
                spans.indexMap.line, spans.indexMap.column);
        spec.grid.assign(tensorShape->begin(), tensorShape->begin() + long(tensorShape->size() / 2));
        spec.givenDeviceShape = tensorShape;
    } else if (defaults.gridGiven) {
        spec.grid = defaults.grid;
    } else {
        // No tensor type and no --grid: one core in each dim of the collapsed shape, whatever its rank.
        spec.grid = Shape(defaultGridRank(spec), 1);
    }
    spec.tile = tensor.element.tile;
}

} // namespace

bool looksLikeMetalLayout(std::string_view text)
{
    return text.find("metal_layout<") != std::string_view::npos || text.find("#tt.layout<") != std::string_view::npos;
}

MetalLayoutSpec parseMetalLayout(std::string_view text, const LayoutDefaults& defaults)
{
    TextScanner cursor(text);
    MetalLayoutSpec spec;
    spec.inTileOrder = defaults.inTileOrder;
    const TensorAround tensor = parseTensorAround(cursor, text, defaults);
    parseLayoutName(cursor);
    spec.elementType = tensor.element.scalar;
    CurrentBodySpans spans;
    if (cursor.peekIs("logical_shape"))
        parseCurrentBody(cursor, spec, spans);
    else
        parseSeedBody(cursor, spec);
    cursor.expect('>', "to close the layout attribute");
    if (tensor.shape)
        cursor.expect('>', "to close the tensor type");
    if (!cursor.atEnd())
        cursor.fail(fmt::format("unexpected text after the layout: {}", cursor.describeNext()));

    if (spec.form == MetalForm::Seed)
        completeSeedForm(spec, tensor, defaults);
    else
        completeCurrentForm(spec, tensor, spans, defaults);
    return spec;
}

} // namespace tle

namespace tle {

DimIntervals parseIntervalList(std::string_view text, std::vector<int>* columns)
{
    TextScanner cursor(text);
    DimIntervals intervals;
    cursor.expect('[', "to start the interval list");
    if (!cursor.consume(']')) {
        do {
            const char open = cursor.peek();
            if (open != '(' && open != '[')
                cursor.fail(fmt::format("expected '(' or '[' to start an interval, found {}", cursor.describeNext()));
            if (columns)
                columns->push_back(int(cursor.offset()) + 1);
            cursor.consume(open);
            DimInterval iv;
            iv.begin = cursor.signedInteger("the interval start");
            cursor.expect(',', "between the interval endpoints");
            iv.end = cursor.signedInteger("the interval end");
            cursor.expect(open == '(' ? ')' : ']', "to close the interval");
            intervals.push_back(iv);
        } while (cursor.consume(','));
        cursor.expect(']', "to close the interval list");
    }
    if (!cursor.atEnd())
        cursor.fail(fmt::format("unexpected text after the interval list: {}", cursor.describeNext()));
    return intervals;
}

} // namespace tle
