// SPDX-License-Identifier: MIT
#include "io/layouttext/ttnnlayoutparser.h"

#include "io/layouttext/ttnnndlayoutparser.h"
#include "io/mlir/mlirtypes.h"
#include "layout/affine/inverselinearmap.h"
#include "layout/ttnn/devicepresets.h"
#include "util/checked.h"
#include "util/excerpt.h"
#include "util/textscanner.h"

#include <algorithm>

#include <fmt/format.h>

namespace tle {

namespace {

std::string resolveAlias(const std::string& name, const std::map<std::string, std::string>* aliases)
{
    if (aliases) {
        const auto it = aliases->find(name);
        if (it != aliases->end())
            return it->second;
    }
    return {};
}

} // namespace

BufferType parseTtnnBufferAttr(
    TextScanner& cursor, std::string& spelling, const std::map<std::string, std::string>* aliases)
{
    cursor.skipSpace();
    const size_t start = cursor.offset();
    const int line = cursor.line();
    const int column = cursor.column();
    cursor.expect('#', "for the buffer type");
    const std::string name(cursor.identifier());
    std::string kind;
    if (name == "ttnn.buffer_type") {
        cursor.expect('<', "after buffer_type");
        kind = std::string(cursor.identifier());
        cursor.expect('>', "to close the buffer type");
    } else {
        // An alias: resolved from the file when known, else by its conventional name (#l1, #dram).
        const std::string target = resolveAlias(name, aliases);
        const size_t open = target.find("buffer_type<");
        kind = open != std::string::npos ? target.substr(open + 12, target.find('>', open) - open - 12) : name;
        if (!kind.empty() && kind.back() == '_')
            kind.pop_back();
    }
    spelling = std::string(cursor.text().substr(start, cursor.offset() - start));
    const auto type = parseBufferType(kind);
    if (!type)
        throw Error(fmt::format("unknown buffer type '{}' (expected dram, l1 or system_memory)", kind), line, column);
    return *type;
}

[[noreturn]] void rejectTtnnLayout(const std::string& message, const TextPosition& at)
{
    throw Error(message + " (tt-mlir's layout verifier rejects it)", at.line, at.column);
}

void placeOnTextDevice(TtnnLayoutSpec& spec, const TextPosition& at)
{
    const CoreRangeSet* cores = l1ShardCores(spec);
    if (!cores || !rangePastGrid(*cores, spec.device))
        return;
    const DeviceModel larger = blackholeP150Model();
    if (const CoreRange* beyond = rangePastGrid(*cores, larger))
        throw Error(fmt::format("core_ranges: core ({}, {}) lies outside the worker grid of every device a layout "
                                "text is placed on ({} {}x{}, {} {}x{}; x is the column, y the row)",
                        beyond->end.x, beyond->end.y, spec.device.name, spec.device.gridRows, spec.device.gridCols,
                        larger.name, larger.gridRows, larger.gridCols),
            at.line, at.column);
    spec.device = larger;
}

namespace {

using AliasMap = std::map<std::string, std::string>;

// `#name` where a `#ttnn.` attribute may stand: the alias's definition, in a scanner of its own (errors in it
// point into the definition); nullopt when the text does not start with an alias.
std::optional<std::string> aliasAt(TextScanner& cursor, std::string_view attribute, const AliasMap* aliases)
{
    cursor.skipSpace();
    if (cursor.peek() != '#' || cursor.peekIs(attribute))
        return std::nullopt;
    const int line = cursor.line();
    const int column = cursor.column();
    cursor.expect('#', "for an alias");
    const std::string name(cursor.identifier());
    std::string target = resolveAlias(name, aliases);
    if (target.empty())
        throw Error(
            fmt::format("#{} is not defined in the text (expected {} or an alias of one)", excerpt(name), attribute),
            line, column);
    return target;
}

CoreRange parseCoreRange(TextScanner& cursor, bool& spaced, const AliasMap* aliases, int depth)
{
    if (const std::optional<std::string> target = aliasAt(cursor, "#ttnn.core_range", aliases)) {
        if (depth >= 8)
            cursor.fail("core range aliases nest too deep");
        TextScanner inner(*target);
        return parseCoreRange(inner, spaced, aliases, depth + 1);
    }
    cursor.expect("#ttnn.core_range", "for a core range");
    cursor.expect('<', "after core_range");
    CoreCoord ends[2];
    for (int e = 0; e < 2; ++e) {
        if (e)
            cursor.expect(',', "between the corners of a core range");
        cursor.expect('(', "to start a core coordinate");
        ends[e].x = cursor.signedInteger("a core x coordinate");
        cursor.expect(',', "between x and y");
        spaced = spaced || cursor.rest().substr(0, 1) == " ";
        ends[e].y = cursor.signedInteger("a core y coordinate");
        cursor.expect(')', "to close a core coordinate");
    }
    cursor.expect('>', "to close the core range");
    return { ends[0], ends[1] };
}

// `#ttnn.core_range_set<[...]>`, or the short form `<[...]>` tt-mlir prints today (`shortForm` is set); the set
// and each range may be an alias of one.
CoreRangeSet parseCoreRanges(
    TextScanner& cursor, bool& spaced, bool& shortForm, const AliasMap* aliases = nullptr, int depth = 0)
{
    if (const std::optional<std::string> target = aliasAt(cursor, "#ttnn.core_range_set", aliases)) {
        if (depth >= 8)
            cursor.fail("core range aliases nest too deep");
        TextScanner inner(*target);
        CoreRangeSet set = parseCoreRanges(inner, spaced, shortForm, aliases, depth + 1);
        if (!inner.atEnd())
            inner.fail(fmt::format("unexpected text after the core ranges: {}", inner.describeNext()));
        return set;
    }
    cursor.skipSpace();
    shortForm = cursor.peek() == '<';
    if (!shortForm)
        cursor.expect("#ttnn.core_range_set", "or <[...]> for core_ranges");
    cursor.expect('<', "to start the core ranges");
    cursor.expect('[', "to start the core ranges");
    std::vector<CoreRange> ranges;
    if (!cursor.consume(']')) {
        do
            ranges.push_back(parseCoreRange(cursor, spaced, aliases, 0));
        while (cursor.consume(','));
        cursor.expect(']', "to close the core ranges");
    }
    cursor.expect('>', "to close the core ranges");
    return CoreRangeSet(std::move(ranges));
}

// Where the parts the verifier checks are, so that its errors point at them.
struct AttrPlaces
{
    TextPosition linear;
    TextPosition grid;
    TextPosition buffer;
    TextPosition memoryLayout;
    TextPosition coreRanges;
};

// The named parameters the layout attribute has had: core ranges, and the flags of older versions.
constexpr std::string_view kNamedParams[] = { "core_ranges", "exactGrid", "ignorePhysicalLayout" };

// Levenshtein distance, for a "did you mean" on misspelt parameter names.
size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<size_t> row(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        size_t diagonal = row[0];
        row[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t above = row[j];
            row[j] = std::min({ row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1) });
            diagonal = above;
        }
    }
    return row[b.size()];
}

std::string suggestion(std::string_view key)
{
    for (std::string_view known : kNamedParams) {
        if (key.size() < 64 && editDistance(key, known) <= 2)
            return fmt::format("; did you mean {}?", known);
    }
    return {};
}

TextPosition here(TextScanner& cursor)
{
    cursor.skipSpace();
    return { cursor.line(), cursor.column() };
}

void parseAttrBody(
    TextScanner& cursor, TtnnLayoutAttr& attr, const std::map<std::string, std::string>* aliases, AttrPlaces& places)
{
    places.linear = here(cursor);
    attr.linear = parseAffineMapAt(cursor, "the linear map");
    cursor.expect(',', "after the linear map");
    places.grid = here(cursor);
    cursor.expect('<', "to start the grid");
    attr.grid = cursor.dimsList("the grid", TextScanner::DimsEnd::LastDim);
    if (attr.grid.empty())
        cursor.fail(fmt::format("expected grid dims, found {}", cursor.describeNext()));
    if (cursor.consume(',')) {
        cursor.skipSpace();
        const size_t start = cursor.offset();
        parseAffineMapAt(cursor, "the grid's virtual-to-physical map");
        attr.gridMap = std::string(cursor.text().substr(start, cursor.offset() - start));
    }
    cursor.expect('>', "to close the grid");
    cursor.expect(',', "after the grid");
    cursor.expect("memref", "for the shard memref");
    cursor.expect('<', "after memref");
    TypeElement element;
    parseShapedBody(cursor, "the memref", attr.memref, element, 0);
    attr.memrefScalar = element.scalar;
    attr.memrefTile = element.tile;
    cursor.expect(',', "before the buffer type");
    places.buffer = here(cursor);
    attr.bufferType = parseTtnnBufferAttr(cursor, attr.bufferSpelling, aliases);
    cursor.expect('>', "to close the memref");
    std::vector<std::pair<std::string_view, TextPosition>> named;
    while (cursor.consume(',')) {
        cursor.skipSpace();
        const int line = cursor.line();
        const int column = cursor.column();
        if (cursor.peek() == '<' || cursor.peekIs("#ttnn.tensor_memory_layout")) {
            places.memoryLayout = { line, column };
            attr.memoryLayoutAsAttr = cursor.consume("#ttnn.tensor_memory_layout");
            cursor.expect('<', "to start the memory layout");
            const std::string_view name = cursor.identifier();
            const auto layout = parseTtnnMemoryLayout(name);
            if (!layout)
                throw Error(fmt::format("unknown memory layout '{}' (expected interleaved, height_sharded, "
                                        "width_sharded or block_sharded)",
                                name),
                    line, column + 1);
            attr.memoryLayout = *layout;
            cursor.expect('>', "to close the memory layout");
            continue;
        }
        const size_t start = cursor.offset();
        const std::string_view key = cursor.identifier();
        if (key.empty())
            cursor.fail(fmt::format("expected a layout parameter, found {}", cursor.describeNext()));
        if (std::ranges::find(kNamedParams, key) == std::end(kNamedParams))
            throw Error(fmt::format("unknown layout parameter '{}'{} (known: core_ranges, exactGrid, "
                                    "ignorePhysicalLayout)",
                            excerpt(key), suggestion(key)),
                line, column);
        for (const auto& [name, at] : named) {
            if (name == key)
                throw Error(
                    fmt::format("{} is given twice (the first is at line {}, column {})", key, at.line, at.column),
                    line, column);
        }
        named.emplace_back(key, TextPosition { line, column });
        cursor.expect('=', fmt::format("after {}", key));
        if (key == "core_ranges") {
            places.coreRanges = { line, column };
            attr.coreRanges = parseCoreRanges(cursor, attr.spacedCoreCoords, attr.shortCoreRanges, aliases);
            continue;
        }
        // The flags of older versions: a boolean each.
        cursor.skipSpace();
        const int valueColumn = cursor.column();
        const std::string_view value = cursor.identifier();
        if (value != "true" && value != "false")
            throw Error(fmt::format("{} takes true or false, found {}", key,
                            value.empty() ? cursor.describeNext() : "'" + excerpt(value) + "'"),
                cursor.line(), valueColumn);
        attr.extraParams.emplace_back(cursor.text().substr(start, cursor.offset() - start));
    }
}

bool hasParam(const TtnnLayoutAttr& attr, std::string_view key)
{
    return std::ranges::any_of(attr.extraParams,
        [key](const std::string& p) { return p.starts_with(key) && p.find("true", key.size()) != std::string::npos; });
}

// What tt-mlir's TTNNLayoutAttr verifier rejects. A sharded layout without core_ranges is accepted when the text
// carries the marks of the versions that allowed it: `exactGrid`, `ignorePhysicalLayout`, or a grid with its own
// virtual-to-physical map (`<1x1, (d0, d1) -> (d0, d1)>`).
void verifyAttr(const TtnnLayoutAttr& attr, const AttrPlaces& places)
{
    const bool sharded = attr.memoryLayout && *attr.memoryLayout != TtnnMemoryLayout::Interleaved;
    if (attr.bufferType == BufferType::SystemMemory && attr.memoryLayout)
        rejectTtnnLayout("a memory layout is not allowed for the system_memory buffer type", places.memoryLayout);
    if (attr.bufferType != BufferType::SystemMemory && !attr.memoryLayout)
        rejectTtnnLayout(fmt::format("the {} buffer type needs a memory layout (<interleaved>, <height_sharded>, "
                                     "<width_sharded> or <block_sharded>) after the memref",
                             toString(attr.bufferType)),
            places.buffer);
    if (attr.bufferType == BufferType::Dram && attr.memoryLayout == TtnnMemoryLayout::BlockSharded)
        rejectTtnnLayout(
            "block_sharded is not supported for the dram buffer type; use width_sharded, height_sharded or "
            "interleaved",
            places.memoryLayout);
    if (sharded && !attr.coreRanges && attr.gridMap.empty() && !hasParam(attr, "exactGrid")
        && !hasParam(attr, "ignorePhysicalLayout"))
        rejectTtnnLayout(fmt::format("a sharded layout ({}) must carry core_ranges, e.g. core_ranges = "
                                     "<[#ttnn.core_range<(0,0), (7,0)>]>",
                             toString(*attr.memoryLayout)),
            places.memoryLayout);
    if (!sharded && attr.coreRanges)
        rejectTtnnLayout(fmt::format("a layout that is not sharded ({}) must not carry core_ranges",
                             attr.memoryLayout ? toString(*attr.memoryLayout) : "no memory layout"),
            places.coreRanges);
    // tt-mlir prints maps with a result per tensor dim over a 2-D grid (a rank-3 identity on <1x1>), shown by the
    // collapse of all dims but the last; a map with more results than both the grid and the tensor have dims
    // invents coordinates.
    const size_t results = attr.linear.numResults();
    if (results > attr.grid.size() && results > attr.linear.numDims())
        throw Error(
            fmt::format("the linear map {} has {} results but the grid <{}> has rank {} and the map {} dims: "
                        "each result is a coordinate of the grid's space",
                attr.linear.toString(), results, formatShape(attr.grid), attr.grid.size(), attr.linear.numDims()),
            places.linear.line, places.linear.column);
    const bool gridAllowed = attr.bufferType == BufferType::L1 || (attr.bufferType == BufferType::Dram && sharded);
    if (!gridAllowed && attr.grid != Shape { 1, 1 })
        rejectTtnnLayout(
            fmt::format("the {} buffer type{} takes a 1x1 grid, got <{}>", toString(attr.bufferType),
                attr.bufferType == BufferType::Dram ? " with interleaved memory layout" : "", formatShape(attr.grid)),
            places.grid);
}

// The attribute as the engine reads it: a grid or memref of another rank than 2 and a map with other than two
// results are accepted as tt-mlir accepts them, and shown collapsed to two dims, with a warning.
ParsedTtnnLayout twoDimensional(const ParsedTtnnLayout& parsed, std::vector<std::string>& warnings, bool& dropMap)
{
    ParsedTtnnLayout out = parsed;
    auto collapse = [](const Shape& dims) {
        if (dims.size() == 1)
            return Shape { 1, dims[0] };
        Shape two { 1, dims.back() };
        for (size_t d = 0; d + 1 < dims.size(); ++d)
            two[0] = checkedMul(two[0], dims[d], "collapsed dims");
        return two;
    };
    if (!parsed.attr.grid.empty() && parsed.attr.grid.size() != 2) {
        out.attr.grid = collapse(parsed.attr.grid);
        warnings.push_back(fmt::format("the rank-{} grid <{}> is shown as the 2-D grid <{}>", parsed.attr.grid.size(),
            formatShape(parsed.attr.grid), formatShape(out.attr.grid)));
    }
    if (!parsed.attr.memref.empty() && parsed.attr.memref.size() != 2) {
        out.attr.memref = collapse(parsed.attr.memref);
        warnings.push_back(fmt::format("the rank-{} memref<{}> is shown as memref<{}>, its leading dims collapsed "
                                       "into rows",
            parsed.attr.memref.size(), formatShape(parsed.attr.memref), formatShape(out.attr.memref)));
    }
    if (parsed.attr.linear.numResults() != 2) {
        warnings.push_back(fmt::format("the map {} has {} results; the views show two, so the rows follow "
                                       "tt-metal's collapse of all dims but the last",
            parsed.attr.linear.toString(), parsed.attr.linear.numResults()));
        dropMap = true;
    }
    return out;
}

} // namespace

ParsedTtnnLayout parseTtnnLayoutText(std::string_view text, const std::map<std::string, std::string>* aliases)
{
    TextScanner cursor(text);
    ParsedTtnnLayout parsed;
    const bool hasTensor = cursor.consumeKeyword("tensor");
    if (hasTensor) {
        cursor.expect('<', "after tensor");
        Shape shape;
        TypeElement element;
        parseShapedBody(cursor, "the tensor type", shape, element, 0);
        parsed.tensorShape = shape;
        parsed.tensorElement = element.scalar;
        cursor.expect(',', "before the layout attribute");
    }
    cursor.skipSpace();
    const int column = cursor.column();
    if (!cursor.consume("#ttnn.ttnn_layout"))
        throw Error(fmt::format("expected #ttnn.ttnn_layout, found {}", cursor.describeNext()), cursor.line(), column);
    cursor.expect('<', "after ttnn_layout");
    AttrPlaces places;
    parseAttrBody(cursor, parsed.attr, aliases, places);
    verifyAttr(parsed.attr, places);
    parsed.linearLine = places.linear.line;
    parsed.linearColumn = places.linear.column;
    cursor.expect('>', "to close the layout attribute");
    if (hasTensor)
        cursor.expect('>', "to close the tensor type");
    if (!cursor.atEnd())
        cursor.fail(fmt::format("unexpected text after the layout: {}", cursor.describeNext()));
    return parsed;
}

namespace {

// The shard a sharded layout needs for its tensor on the cores it names: the tensor's physical shape spread over
// the grid (block), or over every core in one line (height, width), in whole tiles.
std::array<int64_t, 2> neededShard(const TtnnLayoutSpec& spec, int64_t gridRows, int64_t gridCols)
{
    TtnnLayoutSpec flat = spec;
    flat.memoryLayout = TtnnMemoryLayout::Interleaved;
    flat.shardSpec.reset();
    const TtnnLayout whole(flat);
    const auto& physical = whole.physicalShape();
    const int64_t unitH = whole.isTiled() ? spec.tile.height : 1;
    const int64_t unitW = whole.isTiled() ? spec.tile.width : 1;
    const int64_t cores = checkedMul(gridRows, gridCols, "core count");
    std::array<int64_t, 2> parts { gridRows, gridCols };
    if (spec.memoryLayout == TtnnMemoryLayout::HeightSharded)
        parts = { cores, 1 };
    else if (spec.memoryLayout == TtnnMemoryLayout::WidthSharded)
        parts = { 1, cores };
    return { alignUp(ceilDiv(physical[0], parts[0]), unitH, "shard height"),
        alignUp(ceilDiv(physical[1], parts[1]), unitW, "shard width") };
}

// The layout of the spec. A sharded memref whose shards cannot hold the tensor is treated as an interleaved one
// that disagrees is: the placement is the one the tensor needs on the layout's cores (the memref warning follows).
TtnnLayout placed(TtnnLayoutSpec spec, const Shape& grid, bool inferred)
{
    try {
        return TtnnLayout(spec);
    } catch (const Error&) {
        if (!spec.shardSpec || inferred)
            throw;
        const int64_t cores = spec.shardSpec->grid.numCores();
        const int64_t gridCores = checkedMul(grid[0], grid[1], "core count");
        if (cores <= 0 || gridCores <= 0)
            throw;
        const bool gridMatches = gridCores == cores;
        spec.shardSpec->shape = neededShard(spec, gridMatches ? grid[0] : 1, gridMatches ? grid[1] : cores);
        return TtnnLayout(std::move(spec));
    }
}

} // namespace

TtnnTensor parseTtnnTensor(
    std::string_view text, const LayoutDefaults& defaults, const std::map<std::string, std::string>* aliases)
{
    if (text.find("#ttnn.ttnn_nd_layout") != std::string_view::npos)
        return parseTtnnNdTensor(text, defaults, aliases);
    const ParsedTtnnLayout parsed = parseTtnnLayoutText(text, aliases);
    std::vector<std::string> warnings;
    bool dropMap = false;
    const ParsedTtnnLayout flat = twoDimensional(parsed, warnings, dropMap);
    bool inferred = false;
    TtnnLayoutSpec spec = ttnnSpecFromAttr(flat, defaults, inferred);
    if (dropMap) {
        spec.linear.reset();
    } else if (spec.linear && spec.linear->numDims() > spec.logicalShape.size()) {
        // A map over more dims than the tensor has names coordinates the tensor does not have.
        throw Error(fmt::format("the map {} takes {} dims but the tensor {} has rank {}: a map takes one dim per "
                                "tensor dim",
                        spec.linear->toString(), spec.linear->numDims(), formatShape(spec.logicalShape),
                        spec.logicalShape.size()),
            parsed.linearLine, parsed.linearColumn);
    } else if (spec.linear && spec.linear->numDims() != spec.logicalShape.size()) {
        // Seen in real IR: a 2-D map on a 4-D tensor. The runtime collapses by its own rules, so do that.
        warnings.push_back(fmt::format("the map {} takes {} dims but the tensor has rank {}; the rows follow "
                                       "tt-metal's collapse of all dims but the last",
            spec.linear->toString(), spec.linear->numDims(), spec.logicalShape.size()));
        spec.linear.reset();
    } else if (spec.linear && !inferred) {
        // tt-mlir does not check that the map is one-to-one over the tensor (ttnn_height_sharded_translation maps
        // 2x384x32 by d0 * 32 + d1, whose rows overlap); the runtime places by its own collapse, so do that.
        try {
            InverseLinearMap(*spec.linear, spec.logicalShape);
        } catch (const Error& e) {
            std::string_view why = e.what();
            constexpr std::string_view kBecause = "cannot be inverted: ";
            const size_t at = why.find(kBecause);
            // Any other failure (an overflow, say) is the layout's error, not a reason to drop its map.
            if (at == std::string_view::npos)
                throw;
            why.remove_prefix(at + kBecause.size());
            warnings.push_back(fmt::format("the map {} is not one-to-one over the tensor {} ({}); tt-mlir does not "
                                           "check it, and the rows follow tt-metal's collapse of all dims but the last",
                spec.linear->toString(), formatShape(spec.logicalShape), why));
            spec.linear.reset();
        }
    }
    if (inferred)
        warnings.insert(warnings.begin(),
            fmt::format("the attribute alone does not give the tensor's logical shape: assumed {}, the whole extent "
                        "its grid and memref allocate, so padding cannot be told from data; give the tensor type "
                        "(tensor<...x{}, #ttnn.ttnn_layout<...>>) or --shape",
                formatShape(spec.logicalShape), toString(spec.dataType)));
    const size_t coresAt = text.find("core_ranges");
    placeOnTextDevice(spec, LineIndex(text).position(coresAt == std::string_view::npos ? 0 : coresAt));
    TtnnTensor tensor { placed(std::move(spec), flat.attr.grid, inferred), parsed.attr, inferred, std::move(warnings) };
    Shape grid;
    Shape memref;
    ttnnExpectedGridAndMemref(tensor.layout, grid, memref);
    if (memref != flat.attr.memref)
        tensor.warnings.push_back(fmt::format("memref<{}> disagrees with the tensor {}, which needs memref<{}>; "
                                              "the placement shown is the one the tensor needs",
            formatShape(flat.attr.memref), formatShape(tensor.layout.logicalShape()), formatShape(memref)));
    // Height and width sharding may name a 2-D grid: only the number of cores has to agree.
    const bool lineSharded = tensor.layout.spec().memoryLayout == TtnnMemoryLayout::HeightSharded
        || tensor.layout.spec().memoryLayout == TtnnMemoryLayout::WidthSharded;
    const bool gridAgrees
        = lineSharded ? grid[0] * grid[1] == flat.attr.grid[0] * flat.attr.grid[1] : grid == flat.attr.grid;
    if (!gridAgrees && !hasZeroExtent(tensor.layout.logicalShape()))
        tensor.warnings.push_back(fmt::format(
            "grid <{}> disagrees with the {} shards the layout needs", formatShape(flat.attr.grid), formatShape(grid)));
    // The memref holds the device data type; a tensor type tt-mlir stores as that type (si64 as si32, ...) agrees.
    const ElementType stored = tensor.layout.spec().dataType;
    if (parsed.tensorElement && *parsed.tensorElement != stored && deviceStorageType(*parsed.tensorElement) != stored
        && !(*parsed.tensorElement == ElementType::Bool && stored == ElementType::Bool)
        && !(parsed.attr.memrefTile && isBlockFloat(parsed.attr.memrefTile->dataType)))
        tensor.warnings.push_back(fmt::format("the tensor's element type {} differs from the memref's {}, which is "
                                              "not the type tt-mlir stores it as ({})",
            toString(*parsed.tensorElement), toString(stored), toString(deviceStorageType(*parsed.tensorElement))));
    return tensor;
}

} // namespace tle
