// SPDX-License-Identifier: MIT
#include "io/layouttext/xlalayoutparser.h"

#include "layout/xla/xlatext.h"
#include "util/textscanner.h"

#include <fmt/format.h>

namespace tle {

namespace {

using Pos = XlaTextPositions::Pos;

Pos positionOf(TextScanner& cursor)
{
    cursor.skipSpace();
    return Pos { cursor.line(), cursor.column() };
}

// One `(2,*,128)` group of a T(...) attribute.
XlaTile parseTile(TextScanner& cursor, XlaTextPositions& positions)
{
    positions.tiles.push_back(positionOf(cursor));
    positions.tileDims.emplace_back();
    cursor.expect('(', "to start a tile");
    if (cursor.peek() == ')')
        cursor.fail("a tile needs at least one dimension");
    XlaTile tile;
    while (true) {
        const Pos pos = positionOf(cursor);
        positions.tileDims.back().push_back(pos);
        if (cursor.consume('*')) {
            tile.dims.push_back(XlaTile::kCombineDimension);
        } else {
            const int64_t t = cursor.signedInteger("a tile dimension");
            // -1 is the combine marker in memory only; the text spells it '*'.
            if (t < 0)
                failAt(fmt::format("tile dimension {} must be positive (write '*' to combine a dimension)", t), &pos);
            tile.dims.push_back(t);
        }
        if (tile.dims.size() > kMaxXlaTiledRank)
            failAt(fmt::format("a tile has more than the supported {} dimensions", kMaxXlaTiledRank), &pos);
        if (!cursor.consume(','))
            break;
    }
    cursor.expect(')', "to close the tile");
    return tile;
}

// `[d0,d1,...]` after the element type.
void parseXlaDims(TextScanner& cursor, XlaShapeLayout& spec, XlaTextPositions& positions)
{
    cursor.expect('[', "after the element type");
    if (cursor.consume(']'))
        return;
    while (true) {
        positions.dims.push_back(positionOf(cursor));
        if (cursor.peek() == '?' || cursor.peek() == '<')
            cursor.fail("dynamic dimensions ('?', '<=N') are not supported");
        spec.dims.push_back(cursor.signedInteger("a dimension"));
        if (spec.dims.size() > kMaxXlaRank)
            failAt(fmt::format("the shape has more than the supported {} dimensions", kMaxXlaRank),
                &positions.dims.back());
        if (cursor.consume(','))
            continue;
        cursor.expect(']', "after the dimensions");
        return;
    }
}

// The minor_to_major list at the start of a layout, up to ':' or '}'.
void parseMinorToMajor(TextScanner& cursor, XlaShapeLayout& spec, XlaTextPositions& positions)
{
    if (cursor.peek() == ':' || cursor.peek() == '}')
        return;
    while (true) {
        positions.minorToMajor.push_back(positionOf(cursor));
        spec.minorToMajor.push_back(cursor.signedInteger("a minor_to_major dimension"));
        if (spec.minorToMajor.size() > kMaxXlaRank)
            failAt(fmt::format("minor_to_major lists more than the supported {} dimensions", kMaxXlaRank),
                &positions.minorToMajor.back());
        if (!cursor.consume(','))
            return;
    }
}

// `T(...)...`, `E(bits)` and `S(space)` after the ':' of a layout, each at most once.
void parseLayoutAttributes(TextScanner& cursor, XlaShapeLayout& spec, XlaTextPositions& positions)
{
    bool seenTiles = false;
    bool seenSize = false;
    bool seenSpace = false;
    while (cursor.peek() != '}' && !cursor.atEnd()) {
        const Pos itemPos = positionOf(cursor);
        const std::string_view item = cursor.identifier();
        const auto once = [&](bool& seen) {
            if (seen)
                failAt(fmt::format("the layout gives {}(...) twice", item), &itemPos);
            seen = true;
        };
        if (item == "T") {
            once(seenTiles);
            if (cursor.peek() != '(')
                cursor.fail(fmt::format("expected '(' to start a tile after T, found {}", cursor.describeNext()));
            while (cursor.peek() == '(')
                spec.tiles.push_back(parseTile(cursor, positions));
        } else if (item == "E" || item == "S") {
            const bool size = item == "E";
            once(size ? seenSize : seenSpace);
            cursor.expect('(', size ? "after E" : "after S");
            (size ? positions.elementSize : positions.memorySpace) = positionOf(cursor);
            (size ? spec.elementSizeInBits : spec.memorySpace)
                = cursor.signedInteger(size ? "an element size in bits" : "a memory space");
            // XLA prints no E(...) for the type's own size: a written one is a size, and a size is positive.
            if (size && spec.elementSizeInBits == 0)
                failAt("element size E(0) is no size: leave E(...) out for the element type's own size",
                    &positions.elementSize);
            cursor.expect(')', size ? "to close E(...)" : "to close S(...)");
        } else if (item.empty()) {
            cursor.fail(
                fmt::format("expected T(...), E(bits), S(memory space) or '}}', found {}", cursor.describeNext()));
        } else {
            failAt(fmt::format("layout attribute '{}' is not supported (expected T(...), E(bits) or "
                               "S(memory space))",
                       item),
                &itemPos);
        }
    }
}

} // namespace

XlaLayout parseXlaLayout(std::string_view text)
{
    TextScanner cursor(text);
    XlaTextPositions positions;
    XlaShapeLayout spec;

    positions.type = positionOf(cursor);
    const std::string_view name = cursor.identifier();
    if (name.empty())
        cursor.fail(fmt::format("expected an XLA element type such as f32, found {}", cursor.describeNext()));
    spec.elementType = std::string(name);
    if (!findXlaPrimitiveType(name))
        failAt(
            fmt::format("unknown XLA element type '{}' (expected one of {})", name, xlaTypeNames()), &positions.type);
    parseXlaDims(cursor, spec, positions);

    positions.layout = positionOf(cursor);
    if (cursor.atEnd()) {
        // No layout: XLA's default, the last dimension most minor.
        for (size_t i = spec.dims.size(); i-- > 0;)
            spec.minorToMajor.push_back(int64_t(i));
        return XlaLayout(std::move(spec), positions);
    }
    if (!cursor.consume('{'))
        cursor.fail(
            fmt::format("expected '{{' to start the layout, or the end of the text, found {}", cursor.describeNext()));
    parseMinorToMajor(cursor, spec, positions);
    if (cursor.consume(':'))
        parseLayoutAttributes(cursor, spec, positions);
    cursor.expect('}', "to close the layout");
    if (!cursor.atEnd())
        cursor.fail(fmt::format("unexpected text after the layout: {}", cursor.describeNext()));
    return XlaLayout(std::move(spec), positions);
}

} // namespace tle
