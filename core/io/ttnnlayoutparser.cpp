// SPDX-License-Identifier: MIT
#include "io/ttnnlayoutparser.h"

#include "io/mlirtypes.h"
#include "io/textcursor.h"
#include "util/checked.h"

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

BufferType parseBuffer(TextCursor& cursor, TtnnLayoutAttr& attr, const std::map<std::string, std::string>* aliases)
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
    attr.bufferSpelling = std::string(cursor.text().substr(start, cursor.offset() - start));
    const auto type = parseBufferType(kind);
    if (!type)
        throw Error(fmt::format("unknown buffer type '{}' (expected dram, l1 or system_memory)", kind), line, column);
    return *type;
}

CoreRangeSet parseCoreRanges(TextCursor& cursor, bool& spaced)
{
    cursor.expect("#ttnn.core_range_set", "for core_ranges");
    cursor.expect('<', "after core_range_set");
    cursor.expect('[', "to start the core ranges");
    std::vector<CoreRange> ranges;
    if (!cursor.consume(']')) {
        do {
            cursor.expect("#ttnn.core_range", "for a core range");
            cursor.expect('<', "after core_range");
            CoreCoord ends[2];
            for (int e = 0; e < 2; ++e) {
                if (e)
                    cursor.expect(',', "between the corners of a core range");
                cursor.expect('(', "to start a core coordinate");
                ends[e].x = cursor.parseInteger("a core x coordinate");
                cursor.expect(',', "between x and y");
                spaced = spaced || cursor.rest().substr(0, 1) == " ";
                ends[e].y = cursor.parseInteger("a core y coordinate");
                cursor.expect(')', "to close a core coordinate");
            }
            cursor.expect('>', "to close the core range");
            ranges.push_back({ ends[0], ends[1] });
        } while (cursor.consume(','));
        cursor.expect(']', "to close the core ranges");
    }
    cursor.expect('>', "to close core_range_set");
    return CoreRangeSet(std::move(ranges));
}

void parseAttrBody(TextCursor& cursor, TtnnLayoutAttr& attr, const std::map<std::string, std::string>* aliases)
{
    attr.linear = parseAffineMapAt(cursor, "the linear map");
    cursor.expect(',', "after the linear map");
    cursor.expect('<', "to start the grid");
    attr.grid = cursor.dimsList("the grid", false);
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
    parseShapedBody(cursor, "the memref", attr.memref, element);
    attr.memrefScalar = element.scalar;
    attr.memrefTile = element.tile;
    cursor.expect(',', "before the buffer type");
    attr.bufferType = parseBuffer(cursor, attr, aliases);
    cursor.expect('>', "to close the memref");
    while (cursor.consume(',')) {
        cursor.skipSpace();
        const int line = cursor.line();
        const int column = cursor.column();
        if (cursor.peek() == '<' || cursor.peekIs("#ttnn.tensor_memory_layout")) {
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
        cursor.expect('=', fmt::format("after {}", key));
        if (key == "core_ranges") {
            attr.coreRanges = parseCoreRanges(cursor, attr.spacedCoreCoords);
            continue;
        }
        // Keep other parameters verbatim: their value runs to the next top-level ',' or the closing '>'.
        cursor.skipSpace();
        while (!cursor.atEnd() && cursor.peek() != ',' && cursor.peek() != '>') {
            const char c = cursor.peek();
            if (c == '<' || c == '(' || c == '[')
                cursor.balancedGroup("a layout parameter");
            else
                cursor.advanceTo(cursor.offset() + 1);
        }
        attr.extraParams.emplace_back(cursor.text().substr(start, cursor.offset() - start));
    }
}

} // namespace

std::string TtnnLayoutAttr::toString() const
{
    std::string out = "#ttnn.ttnn_layout<" + linear.toString() + ", <" + formatShape(grid);
    if (!gridMap.empty())
        out += ", " + gridMap;
    const std::string elem = memrefTile ? memrefTile->toString() : std::string(tle::toString(memrefScalar));
    const std::string buffer
        = bufferSpelling.empty() ? fmt::format("#ttnn.buffer_type<{}>", tle::toString(bufferType)) : bufferSpelling;
    out += fmt::format(">, memref<{}x{}, {}>", formatShape(memref), elem, buffer);
    if (memoryLayout) {
        out += memoryLayoutAsAttr ? fmt::format(", #ttnn.tensor_memory_layout<{}>", tle::toString(*memoryLayout))
                                  : fmt::format(", <{}>", tle::toString(*memoryLayout));
    }
    if (coreRanges)
        out += ", core_ranges = " + coreRanges->toString(spacedCoreCoords);
    for (const std::string& p : extraParams)
        out += ", " + p;
    return out + ">";
}

ParsedTtnnLayout parseTtnnLayoutText(std::string_view text, const std::map<std::string, std::string>* aliases)
{
    TextCursor cursor(text);
    ParsedTtnnLayout parsed;
    const bool hasTensor = cursor.consumeKeyword("tensor");
    if (hasTensor) {
        cursor.expect('<', "after tensor");
        Shape shape;
        TypeElement element;
        parseShapedBody(cursor, "the tensor type", shape, element);
        parsed.tensorShape = shape;
        parsed.tensorElement = element.scalar;
        cursor.expect(',', "before the layout attribute");
    }
    cursor.skipSpace();
    const int column = cursor.column();
    if (!cursor.consume("#ttnn.ttnn_layout"))
        throw Error(fmt::format("expected #ttnn.ttnn_layout, found {}", cursor.describeNext()), cursor.line(), column);
    cursor.expect('<', "after ttnn_layout");
    parseAttrBody(cursor, parsed.attr, aliases);
    cursor.expect('>', "to close the layout attribute");
    if (hasTensor)
        cursor.expect('>', "to close the tensor type");
    if (!cursor.atEnd())
        cursor.fail(fmt::format("unexpected text after the layout: {}", cursor.describeNext()));
    return parsed;
}

namespace {

// The logical shape a map and an allocation imply when nothing else gives it: each dim spans up to the
// next larger coefficient of its result (no padding assumed).
Shape inferShape(const AffineMap& map, const std::array<int64_t, 2>& physical)
{
    const unsigned rank = map.numDims();
    Shape shape(rank, 1);
    for (size_t r = 0; r < map.numResults(); ++r) {
        const auto form = map.results()[r].linearForm(rank);
        if (!form)
            throw Error("the logical shape is not given and cannot be inferred from a non-linear map; give the "
                        "tensor type or --shape");
        std::vector<std::pair<int64_t, unsigned>> terms;
        for (unsigned d = 0; d < rank; ++d) {
            if (form->coefficients[d] > 0)
                terms.push_back({ form->coefficients[d], d });
        }
        std::sort(terms.begin(), terms.end());
        for (size_t i = 0; i < terms.size(); ++i) {
            // Equal coefficients: the earlier dims have extent 1.
            if (i + 1 < terms.size() && terms[i + 1].first == terms[i].first)
                continue;
            // A dim spans up to the next larger coefficient, and never past the allocation.
            const int64_t extent = checkedSub(physical[std::min<size_t>(r, 1)], form->constant, "inferred shape");
            int64_t span = ceilDiv(extent, terms[i].first);
            if (i + 1 < terms.size())
                span = std::min(span, terms[i + 1].first / terms[i].first);
            shape[terms[i].second] = std::max<int64_t>(1, span);
        }
    }
    return shape;
}

} // namespace

TtnnLayoutSpec ttnnSpecFromAttr(const ParsedTtnnLayout& parsed, const LayoutDefaults& defaults, bool& inferred)
{
    const TtnnLayoutAttr& attr = parsed.attr;
    TtnnLayoutSpec spec;
    spec.linear = attr.linear;
    spec.bufferType = attr.bufferType;
    spec.memoryLayout = attr.memoryLayout.value_or(TtnnMemoryLayout::Interleaved);
    spec.inTileOrder = defaults.inTileOrder;
    if (attr.memrefTile) {
        spec.pageLayout = PageLayout::Tile;
        spec.tile = *attr.memrefTile;
        spec.dataType = attr.memrefTile->dataType;
    } else {
        spec.pageLayout = PageLayout::RowMajor;
        spec.dataType = attr.memrefScalar;
    }
    if (attr.grid.size() != 2 || attr.memref.size() != 2)
        throw Error(fmt::format("a TTNN layout has a 2-D grid and a 2-D memref, got <{}> and memref<{}>",
            formatShape(attr.grid), formatShape(attr.memref)));
    const int64_t unitH = attr.memrefTile ? attr.memrefTile->height : 1;
    const int64_t unitW = attr.memrefTile ? attr.memrefTile->width : 1;
    const std::array<int64_t, 2> shard { checkedMul(attr.memref[0], unitH, "shard"),
        checkedMul(attr.memref[1], unitW, "shard") };
    if (spec.memoryLayout != TtnnMemoryLayout::Interleaved) {
        ShardSpec2D shardSpec;
        shardSpec.shape = shard;
        const int64_t count = checkedMul(attr.grid[0], attr.grid[1], "core count");
        if (attr.coreRanges)
            shardSpec.grid = *attr.coreRanges;
        else if (spec.memoryLayout == TtnnMemoryLayout::BlockSharded)
            shardSpec.grid = CoreRangeSet::grid(attr.grid[0], attr.grid[1]);
        else
            shardSpec.grid = CoreRangeSet::firstCores(
                count, spec.device.gridRows, spec.device.gridCols, ShardOrientation::RowMajor);
        spec.shardSpec = shardSpec;
    }
    inferred = false;
    if (parsed.tensorShape) {
        spec.logicalShape = *parsed.tensorShape;
    } else if (defaults.shape) {
        spec.logicalShape = *defaults.shape;
    } else {
        spec.logicalShape = inferShape(
            attr.linear, { checkedMul(shard[0], attr.grid[0], "rows"), checkedMul(shard[1], attr.grid[1], "columns") });
        inferred = true;
    }
    return spec;
}

} // namespace tle
