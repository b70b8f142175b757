// SPDX-License-Identifier: MIT
#include "io/ttnnlayoutparser.h"

#include "io/mlirtypes.h"
#include "util/checked.h"
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

BufferType parseBuffer(TextScanner& cursor, TtnnLayoutAttr& attr, const std::map<std::string, std::string>* aliases)
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

CoreRangeSet parseCoreRanges(TextScanner& cursor, bool& spaced)
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
                ends[e].x = cursor.signedInteger("a core x coordinate");
                cursor.expect(',', "between x and y");
                spaced = spaced || cursor.rest().substr(0, 1) == " ";
                ends[e].y = cursor.signedInteger("a core y coordinate");
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

void parseAttrBody(TextScanner& cursor, TtnnLayoutAttr& attr, const std::map<std::string, std::string>* aliases)
{
    attr.linear = parseAffineMapAt(cursor, "the linear map");
    cursor.expect(',', "after the linear map");
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
                cursor.balanced("a layout parameter");
            else
                cursor.seek(cursor.offset() + 1);
        }
        attr.extraParams.emplace_back(cursor.text().substr(start, cursor.offset() - start));
    }
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

TtnnTensor parseTtnnTensor(
    std::string_view text, const LayoutDefaults& defaults, const std::map<std::string, std::string>* aliases)
{
    const ParsedTtnnLayout parsed = parseTtnnLayoutText(text, aliases);
    bool inferred = false;
    TtnnLayoutSpec spec = ttnnSpecFromAttr(parsed, defaults, inferred);
    std::vector<std::string> warnings;
    if (spec.linear && spec.linear->numDims() != spec.logicalShape.size()) {
        // Seen in real IR: a 2-D map on a 4-D tensor. The runtime collapses by its own rules, so do that.
        warnings.push_back(fmt::format("the map {} takes {} dims but the tensor has rank {}; the rows follow "
                                       "tt-metal's collapse of all dims but the last",
            spec.linear->toString(), spec.linear->numDims(), spec.logicalShape.size()));
        spec.linear.reset();
    }
    if (inferred)
        warnings.insert(warnings.begin(),
            fmt::format("the attribute alone does not give the tensor's logical shape: assumed {}, the whole extent "
                        "its grid and memref allocate, so padding cannot be told from data; give the tensor type "
                        "(tensor<...x{}, #ttnn.ttnn_layout<...>>) or --shape",
                formatShape(spec.logicalShape), toString(spec.dataType)));
    TtnnTensor tensor { TtnnLayout(std::move(spec)), parsed.attr, inferred, std::move(warnings) };
    Shape grid;
    Shape memref;
    ttnnExpectedGridAndMemref(tensor.layout, grid, memref);
    if (memref != parsed.attr.memref)
        tensor.warnings.push_back(fmt::format("memref<{}> disagrees with the tensor {}, which needs memref<{}>; "
                                              "the placement shown is the one the tensor needs",
            formatShape(parsed.attr.memref), formatShape(tensor.layout.logicalShape()), formatShape(memref)));
    if (grid != parsed.attr.grid)
        tensor.warnings.push_back(fmt::format("grid <{}> disagrees with the {} shards the layout needs",
            formatShape(parsed.attr.grid), formatShape(grid)));
    if (parsed.tensorElement && parsed.tensorElement != tensor.layout.spec().dataType
        && !(parsed.attr.memrefTile && isBlockFloat(parsed.attr.memrefTile->dataType)))
        tensor.warnings.push_back(fmt::format("the tensor's element type {} differs from the memref's {}",
            toString(*parsed.tensorElement), toString(tensor.layout.spec().dataType)));
    return tensor;
}

} // namespace tle
