// SPDX-License-Identifier: MIT
#include "io/mlir/mlirtypes.h"
#include "io/mlir/affinemapparser.h"

#include "util/excerpt.h"

#include <fmt/format.h>

namespace tle {

TypeElement parseTypeElement(TextScanner& cursor, std::string_view what)
{
    TypeElement element;
    const int line = cursor.line();
    const int column = cursor.column();
    if (cursor.consume('!')) {
        const size_t start = cursor.offset() - 1;
        const std::string_view name = cursor.identifier();
        if (name.starts_with("quant.")) {
            // The storage type comes first: `!quant.uniform<i8:f32, ...>`, `!quant.uniform<i8<-127:127>:f32, ...>`.
            cursor.expect('<', fmt::format("after !{}", name));
            const int typeColumn = cursor.column();
            const std::string_view storage = cursor.identifier();
            const auto type = parseElementType(storage);
            if (!type)
                throw Error(fmt::format("unknown storage type '{}' of the quantized type in {}", storage, what),
                    cursor.line(), typeColumn);
            cursor.seek(start + 1 + name.size());
            cursor.balanced(what);
            element.scalar = *type;
            element.quantized = std::string(cursor.text().substr(start, cursor.offset() - start));
            return element;
        }
        if (name != "ttcore.tile" && name != "tt.tile")
            cursor.fail(fmt::format("expected a tile type (!ttcore.tile<...>) in {}, found '!{}'", what, name));
        cursor.expect('<', "after the tile type name");
        TileType tile;
        tile.height = cursor.signedInteger("tile height");
        cursor.expect('x', "between the tile height and width");
        tile.width = cursor.signedInteger("tile width");
        cursor.expect(',', "after the tile shape");
        cursor.skipSpace();
        const int typeColumn = cursor.column();
        const std::string_view typeName = cursor.identifier();
        const auto type = parseElementType(typeName);
        if (!type)
            throw Error(
                fmt::format("unknown tile data type '{}' (known: {})", excerpt(typeName), allElementTypeNames()),
                cursor.line(), typeColumn);
        tile.dataType = *type;
        cursor.expect('>', "to close the tile type");
        try {
            tile.validate();
        } catch (const Error& e) {
            throw Error(e.what(), line, column);
        }
        element.tile = tile;
        element.scalar = tile.dataType;
        return element;
    }
    cursor.skipSpace();
    const int typeColumn = cursor.column();
    const std::string_view typeName = cursor.identifier();
    if (typeName.empty())
        cursor.fail(fmt::format("expected an element type in {}, found {}", what, cursor.describeNext()));
    if (typeName == "complex")
        throw Error(fmt::format("complex element types (here in {}) have no tt-mlir data type, so no layout can place "
                                "them; a complex<f32> element would take 8 bytes",
                        what),
            cursor.line(), typeColumn);
    const auto type = parseElementType(typeName);
    if (!type)
        throw Error(fmt::format("unknown element type '{}' in {} (known: {})", typeName, what, allElementTypeNames()),
            cursor.line(), typeColumn);
    element.scalar = *type;
    return element;
}

void parseShapedBody(TextScanner& cursor, std::string_view what, Shape& shape, TypeElement& element, int64_t minimumDim)
{
    shape = cursor.dimsList(what, TextScanner::DimsEnd::TrailingX, minimumDim);
    element = parseTypeElement(cursor, what);
}

AffineMap parseAffineMapAt(TextScanner& cursor, std::string_view what)
{
    cursor.skipSpace();
    const size_t start = cursor.offset();
    const int line = cursor.line();
    const int column = cursor.column();
    cursor.balanced(what);
    if (cursor.peek() == '[')
        cursor.balanced(what);
    cursor.expect("->", fmt::format("in {}", what));
    cursor.balanced(what);
    return parseAffineMap(cursor.text().substr(start, cursor.offset() - start), line, column - 1);
}

MemorySpace parseMemorySpaceAttr(TextScanner& cursor)
{
    cursor.skipSpace();
    int line = cursor.line();
    int column = cursor.column();
    std::string_view name;
    if (cursor.consume('#')) {
        name = cursor.identifier();
        if (name == "ttcore.memory_space" || name == "tt.memory_space") {
            cursor.expect('<', "after memory_space");
            cursor.skipSpace();
            line = cursor.line();
            column = cursor.column();
            name = cursor.identifier();
            cursor.expect('>', "to close the memory space");
        } else if (!name.empty() && name.back() == '_') {
            name.remove_suffix(1);
        }
    } else {
        name = cursor.identifier();
    }
    const auto space = parseMemorySpace(name);
    if (!space)
        throw Error(fmt::format("unknown memory space '{}' (expected system, mmio, dram or l1)", name), line, column);
    return *space;
}

} // namespace tle
