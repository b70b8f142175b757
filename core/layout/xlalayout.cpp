// SPDX-License-Identifier: MIT
#include "layout/xlalayout.h"

#include "util/checked.h"
#include "util/textscanner.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>

namespace tle {

// Where each part of a parsed shape was written, so that validation errors can point at it.
struct XlaTextPositions
{
    struct Pos
    {
        int line = 0;
        int column = 0;
    };

    Pos type;
    std::vector<Pos> dims;
    Pos layout;
    std::vector<Pos> minorToMajor;
    std::vector<Pos> tiles;
    std::vector<std::vector<Pos>> tileDims;
    Pos elementSize;
    Pos memorySpace;
};

namespace {

using Pos = XlaTextPositions::Pos;

constexpr std::array<XlaPrimitiveType, 21> kPrimitiveTypes = { {
    { "pred", 1, 8 },
    { "s2", 2, 8 },
    { "s4", 4, 8 },
    { "s8", 8, 8 },
    { "s16", 16, 16 },
    { "s32", 32, 32 },
    { "s64", 64, 64 },
    { "u2", 2, 8 },
    { "u4", 4, 8 },
    { "u8", 8, 8 },
    { "u16", 16, 16 },
    { "u32", 32, 32 },
    { "u64", 64, 64 },
    { "f8e4m3fn", 8, 8 },
    { "f8e5m2", 8, 8 },
    { "bf16", 16, 16 },
    { "f16", 16, 16 },
    { "f32", 32, 32 },
    { "f64", 64, 64 },
    { "c64", 64, 64 },
    { "c128", 128, 128 },
} };

char lower(char c)
{
    return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
}

std::string typeNames()
{
    std::string names;
    for (const XlaPrimitiveType& type : kPrimitiveTypes)
        names += fmt::format("{}{}", names.empty() ? "" : ", ", type.name);
    return names;
}

[[noreturn]] void failAt(const std::string& message, const Pos* pos)
{
    throw Error(message, pos ? pos->line : 0, pos ? pos->column : 0);
}

const Pos* posIn(const XlaTextPositions* positions, const std::vector<Pos> XlaTextPositions::*list, size_t i)
{
    if (!positions || i >= (positions->*list).size())
        return nullptr;
    return &(positions->*list)[i];
}

const Pos* posOf(const XlaTextPositions* positions, Pos XlaTextPositions::*member)
{
    return positions ? &(positions->*member) : nullptr;
}

// Runs `f`; an error it raises without a position gets `pos`.
template <typename F>
auto locate(const Pos* pos, F&& f)
{
    try {
        return f();
    } catch (const Error& e) {
        if (e.column() == 0 && pos)
            throw Error(e.what(), pos->line, pos->column);
        throw;
    }
}

bool isCombine(int64_t tileDim)
{
    return tileDim == XlaTile::kCombineDimension;
}

XlaTilingLevel tileShape(const Shape& input, const XlaTile& tile)
{
    XlaTilingLevel level;
    level.tile = tile;
    level.inputShape = input;
    level.untiledDims = input.size() - tile.dims.size();
    const Shape prefix(input.begin(), input.begin() + std::ptrdiff_t(level.untiledDims));
    level.combinedShape = prefix;
    level.paddedShape = prefix;
    Shape counts;
    Shape sizes;
    int64_t merged = 1;
    for (size_t j = 0; j < tile.dims.size(); ++j) {
        merged = checkedMul(merged, input[level.untiledDims + j], "combined dimension");
        if (isCombine(tile.dims[j]))
            continue;
        const int64_t t = tile.dims[j];
        level.combinedShape.push_back(merged);
        level.paddedShape.push_back(alignUp(merged, t, "padded dimension"));
        counts.push_back(ceilDiv(merged, t));
        sizes.push_back(t);
        merged = 1;
    }
    // The tiled shape holds exactly the padded elements, so this one check covers both.
    checkedProduct(level.paddedShape, "padded element count");
    level.tileRank = sizes.size();
    level.tiledShape = prefix;
    level.tiledShape.insert(level.tiledShape.end(), counts.begin(), counts.end());
    level.tiledShape.insert(level.tiledShape.end(), sizes.begin(), sizes.end());
    return level;
}

// The coordinate in level.tiledShape of coordinate `e` of level.inputShape.
Shape applyLevel(const XlaTilingLevel& level, std::span<const int64_t> e)
{
    const size_t u = level.untiledDims;
    Shape out(e.begin(), e.begin() + std::ptrdiff_t(u));
    Shape within;
    int64_t merged = 0;
    for (size_t j = 0; j < level.tile.dims.size(); ++j) {
        merged = checkedAdd(checkedMul(merged, level.inputShape[u + j]), e[u + j]);
        if (isCombine(level.tile.dims[j]))
            continue;
        out.push_back(merged / level.tile.dims[j]);
        within.push_back(merged % level.tile.dims[j]);
        merged = 0;
    }
    out.insert(out.end(), within.begin(), within.end());
    return out;
}

// The inverse of applyLevel; nullopt when the coordinate lies in the level's padding.
// The level's input index of a tiled index; nullopt, with the rounded-up dim in `site`, for padding.
std::optional<Shape> invertLevel(
    const XlaTilingLevel& level, std::span<const int64_t> tiled, XlaPaddingSite* site = nullptr)
{
    const size_t u = level.untiledDims;
    const size_t k = level.tileRank;
    Shape e(level.inputShape.size(), 0);
    std::copy(tiled.begin(), tiled.begin() + std::ptrdiff_t(u), e.begin());
    size_t group = 0;
    size_t start = 0;
    for (size_t j = 0; j < level.tile.dims.size(); ++j) {
        if (isCombine(level.tile.dims[j]))
            continue;
        const int64_t merged = checkedAdd(checkedMul(tiled[u + group], level.tile.dims[j]), tiled[u + k + group]);
        if (merged >= level.combinedShape[u + group]) {
            if (site)
                *site = { .dim = u + group,
                    .index = merged,
                    .size = level.combinedShape[u + group],
                    .tileDim = level.tile.dims[j] };
            return std::nullopt;
        }
        const std::span<const int64_t> bounds(level.inputShape.data() + u + start, j + 1 - start);
        unravelRowMajor(merged, bounds, std::span<int64_t>(e.data() + u + start, j + 1 - start));
        ++group;
        start = j + 1;
    }
    return e;
}

int64_t checkedRowMajor(std::span<const int64_t> index, std::span<const int64_t> shape)
{
    int64_t linear = 0;
    for (size_t i = 0; i < shape.size(); ++i)
        linear = checkedAdd(checkedMul(linear, shape[i], "linear index"), index[i], "linear index");
    return linear;
}

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

} // namespace

std::span<const XlaPrimitiveType> xlaPrimitiveTypes()
{
    return kPrimitiveTypes;
}

const XlaPrimitiveType* findXlaPrimitiveType(std::string_view name)
{
    for (const XlaPrimitiveType& type : kPrimitiveTypes) {
        if (type.name.size() == name.size()
            && std::equal(name.begin(), name.end(), type.name.begin(), [](char a, char b) { return lower(a) == b; }))
            return &type;
    }
    return nullptr;
}

std::string XlaTile::toString() const
{
    std::string text = "(";
    for (size_t i = 0; i < dims.size(); ++i) {
        if (i)
            text += ',';
        text += isCombine(dims[i]) ? std::string("*") : std::to_string(dims[i]);
    }
    return text + ")";
}

XlaLayout::XlaLayout(XlaShapeLayout spec)
    : XlaLayout(std::move(spec), nullptr)
{ }

XlaLayout::XlaLayout(XlaShapeLayout spec, const XlaTextPositions* positions)
    : m_spec(std::move(spec))
{
    validate(positions);
    derive(positions);
}

void XlaLayout::validate(const XlaTextPositions* positions)
{
    m_type = findXlaPrimitiveType(m_spec.elementType);
    if (!m_type)
        failAt(fmt::format("unknown XLA element type '{}' (expected one of {})", m_spec.elementType, typeNames()),
            posOf(positions, &XlaTextPositions::type));
    m_spec.elementType = std::string(m_type->name);

    const size_t rank = m_spec.dims.size();
    if (rank > kMaxXlaRank)
        failAt(fmt::format("the shape has rank {}, more than the supported {}", rank, kMaxXlaRank),
            posIn(positions, &XlaTextPositions::dims, kMaxXlaRank));
    int64_t volume = 1;
    for (size_t i = 0; i < rank; ++i) {
        const int64_t d = m_spec.dims[i];
        const Pos* pos = posIn(positions, &XlaTextPositions::dims, i);
        if (d < 0)
            failAt(fmt::format("dimension {} is {} but must be positive", i, d), pos);
        if (d > kMaxDim)
            failAt(fmt::format("dimension {} is {}, larger than the maximum 2^40", i, d), pos);
        volume = locate(pos, [&] { return checkedMul(volume, d, "the shape's element count"); });
    }
    m_logicalElements = volume;

    const Pos* layoutPos = posOf(positions, &XlaTextPositions::layout);
    if (m_spec.minorToMajor.size() != rank)
        failAt(fmt::format(
                   "minor_to_major lists {} dimensions but the shape has rank {}", m_spec.minorToMajor.size(), rank),
            layoutPos);
    std::vector<bool> seen(rank, false);
    for (size_t i = 0; i < rank; ++i) {
        const int64_t dim = m_spec.minorToMajor[i];
        const Pos* pos = posIn(positions, &XlaTextPositions::minorToMajor, i);
        if (dim < 0 || dim >= int64_t(rank))
            failAt(fmt::format("minor_to_major entry {} is not a dimension of a rank-{} shape (expected 0..{})", dim,
                       rank, rank - 1),
                pos);
        if (seen[size_t(dim)])
            failAt(fmt::format(
                       "minor_to_major lists dimension {} twice (it must be a permutation of 0..{})", dim, rank - 1),
                pos);
        seen[size_t(dim)] = true;
    }

    const Pos* ePos = posOf(positions, &XlaTextPositions::elementSize);
    if (m_spec.elementSizeInBits < 0)
        failAt(fmt::format("element size E({}) must not be negative", m_spec.elementSizeInBits), ePos);
    if (m_spec.elementSizeInBits != 0 && m_spec.elementSizeInBits < m_type->valueBits)
        failAt(fmt::format("element size E({}) is smaller than the {} bits of one {} value", m_spec.elementSizeInBits,
                   m_type->valueBits, m_type->name),
            ePos);
    // E(bits) packs narrow values or widens them (pred in 32 bits); past a machine word it is a typo, and its
    // byte counts would overflow.
    const int64_t widest = std::max<int64_t>(64, m_type->storageBits);
    if (m_spec.elementSizeInBits > widest)
        failAt(fmt::format("element size E({}) is larger than {} bits, the widest a {} value is stored in",
                   m_spec.elementSizeInBits, widest, m_type->name),
            ePos);
    if (m_spec.memorySpace < 0)
        failAt(fmt::format("memory space S({}) must not be negative", m_spec.memorySpace),
            posOf(positions, &XlaTextPositions::memorySpace));
}

void XlaLayout::derive(const XlaTextPositions* positions)
{
    const size_t rank = m_spec.dims.size();
    m_physicalShape.resize(rank);
    for (size_t i = 0; i < rank; ++i)
        m_physicalShape[i] = m_spec.dims[size_t(m_spec.minorToMajor[rank - 1 - i])];

    Shape current = m_physicalShape;
    for (size_t level = 0; level < m_spec.tiles.size(); ++level) {
        const XlaTile& tile = m_spec.tiles[level];
        const Pos* tilePos = posIn(positions, &XlaTextPositions::tiles, level);
        const auto dimPos = [&](size_t j) -> const Pos* {
            if (!positions || level >= positions->tileDims.size() || j >= positions->tileDims[level].size())
                return tilePos;
            return &positions->tileDims[level][j];
        };
        if (tile.dims.empty())
            failAt(fmt::format("tile {} has no dimensions", level + 1), tilePos);
        for (size_t j = 0; j < tile.dims.size(); ++j) {
            const int64_t t = tile.dims[j];
            if (isCombine(t))
                continue;
            if (t <= 0)
                failAt(fmt::format("tile dimension {} must be positive, or '*' to combine a dimension", t), dimPos(j));
            if (t > kMaxDim)
                failAt(fmt::format("tile dimension {} is larger than the maximum 2^40", t), dimPos(j));
        }
        if (isCombine(tile.dims.back()))
            failAt("the most minor tile dimension cannot be '*': there is no more minor dimension to combine it with",
                dimPos(tile.dims.size() - 1));
        if (tile.dims.size() > current.size())
            failAt(fmt::format("tile {} {} has {} dimensions but the shape it tiles, {}, has rank {}", level + 1,
                       tile.toString(), tile.dims.size(), formatList(current), current.size()),
                tilePos);
        XlaTilingLevel tiled = locate(tilePos, [&] { return tileShape(current, tile); });
        if (tiled.tiledShape.size() > kMaxXlaTiledRank)
            failAt(fmt::format("tile {} {} gives a shape of rank {}, more than the supported {}", level + 1,
                       tile.toString(), tiled.tiledShape.size(), kMaxXlaTiledRank),
                tilePos);
        current = tiled.tiledShape;
        m_levels.push_back(std::move(tiled));
    }
    m_tiledShape = current;

    const Pos* lastPos = m_levels.empty() ? posOf(positions, &XlaTextPositions::layout)
                                          : posIn(positions, &XlaTextPositions::tiles, m_levels.size() - 1);
    m_allocatedElements = locate(lastPos, [&] { return checkedProduct(m_tiledShape, "allocated element count"); });
    // ceil(allocated * bits / 8) without overflowing on the intermediate product.
    const int64_t bits = elementBits();
    const Pos* sizePos = m_spec.elementSizeInBits ? posOf(positions, &XlaTextPositions::elementSize) : lastPos;
    m_byteSize = locate(sizePos, [&] {
        return checkedAdd(checkedMul(m_allocatedElements / 8, bits, "byte size"),
            ceilDiv(checkedMul(m_allocatedElements % 8, bits, "byte size"), 8), "byte size");
    });
}

const Shape& XlaLayout::combinedShape() const
{
    return m_levels.empty() ? m_physicalShape : m_levels.front().combinedShape;
}

const Shape& XlaLayout::paddedShape() const
{
    return m_levels.empty() ? m_physicalShape : m_levels.front().paddedShape;
}

int64_t XlaLayout::elementBits() const
{
    return m_spec.elementSizeInBits ? m_spec.elementSizeInBits : m_type->storageBits;
}

PaddingCounts XlaLayout::paddingCounts() const
{
    PaddingCounts counts;
    counts[PaddingCause::Tile] = paddingElements();
    return counts;
}

std::string XlaLayout::layoutString() const
{
    std::string attributes;
    if (!m_spec.tiles.empty()) {
        attributes += 'T';
        for (const XlaTile& tile : m_spec.tiles)
            attributes += tile.toString();
    }
    if (m_spec.elementSizeInBits)
        attributes += fmt::format("E({})", m_spec.elementSizeInBits);
    if (m_spec.memorySpace)
        attributes += fmt::format("S({})", m_spec.memorySpace);
    std::string text = "{" + formatShape(m_spec.minorToMajor, ",");
    if (!attributes.empty())
        text += ":" + attributes;
    return text + "}";
}

std::string XlaLayout::toString() const
{
    std::string text = fmt::format("{}[{}]", m_spec.elementType, formatShape(m_spec.dims, ","));
    const std::string layout = layoutString();
    // XLA leaves out the empty layout of a scalar.
    if (!(rank() == 0 && layout == "{}"))
        text += layout;
    return text;
}

void XlaLayout::checkIndex(std::span<const int64_t> index) const
{
    if (index.size() != rank())
        throw Error(fmt::format("index {} has {} coordinates but the shape {} has rank {}", formatList(index),
            index.size(), toString(), rank()));
    for (size_t i = 0; i < index.size(); ++i) {
        if (index[i] < 0 || index[i] >= m_spec.dims[i])
            throw Error(
                fmt::format("index {} is outside the shape {}: coordinate {} is {}, but dimension {} has size {}",
                    formatList(index), toString(), i, index[i], i, m_spec.dims[i]));
    }
}

Shape XlaLayout::physicalIndexOf(std::span<const int64_t> index) const
{
    const size_t r = rank();
    Shape physical(r);
    for (size_t i = 0; i < r; ++i)
        physical[i] = index[size_t(m_spec.minorToMajor[r - 1 - i])];
    return physical;
}

XlaPlace XlaLayout::place(std::span<const int64_t> index) const
{
    checkIndex(index);
    XlaPlace place;
    place.index.assign(index.begin(), index.end());
    place.physicalIndex = physicalIndexOf(index);
    Shape current = place.physicalIndex;
    for (size_t level = 0; level < m_levels.size(); ++level) {
        current = applyLevel(m_levels[level], current);
        if (level == 0) {
            const auto split = current.end() - std::ptrdiff_t(m_levels[0].tileRank);
            place.tileIndex.assign(current.begin(), split);
            place.withinTileIndex.assign(split, current.end());
        }
    }
    place.linearIndex = checkedRowMajor(current, m_tiledShape);
    place.tiledIndex = std::move(current);
    return place;
}

int64_t XlaLayout::linearIndex(std::span<const int64_t> index) const
{
    return place(index).linearIndex;
}

Shape XlaLayout::tiledIndexOf(int64_t linear) const
{
    if (linear < 0 || linear >= m_allocatedElements)
        throw Error(fmt::format("linear index {} is outside the {} allocated elements of {} (expected 0..{})", linear,
            m_allocatedElements, toString(), m_allocatedElements - 1));
    Shape current(m_tiledShape.size());
    unravelRowMajor(linear, m_tiledShape, current);
    return current;
}

std::optional<Shape> XlaLayout::unlinearize(int64_t linear) const
{
    Shape current = tiledIndexOf(linear);
    for (size_t level = m_levels.size(); level-- > 0;) {
        std::optional<Shape> previous = invertLevel(m_levels[level], current);
        if (!previous)
            return std::nullopt;
        current = std::move(*previous);
    }
    const size_t r = rank();
    Shape index(r);
    for (size_t i = 0; i < r; ++i)
        index[size_t(m_spec.minorToMajor[r - 1 - i])] = current[i];
    return index;
}

std::optional<XlaTileBlocks> XlaLayout::tileBlocks() const
{
    if (m_levels.empty() || m_levels[0].tileRank == 0 || m_levels[0].tileRank > 2)
        return std::nullopt;
    const XlaTilingLevel& first = m_levels[0];
    const Shape& tiled = first.tiledShape;
    const size_t k = first.tileRank;
    const std::span<const int64_t> leading(tiled.data(), tiled.size() - k);
    XlaTileBlocks blocks;
    blocks.height = k == 2 ? tiled[tiled.size() - 2] : 1;
    blocks.width = tiled.back();
    blocks.count = 1;
    for (int64_t n : leading)
        blocks.count = checkedMul(blocks.count, n, "tile count");
    const int64_t perTile = blocks.height * blocks.width;
    if (blocks.count == 0 || checkedMul(blocks.count, perTile, "tiled size") != m_allocatedElements)
        return std::nullopt;
    // Tile t's cell (r, c) through the later levels to its linear index.
    const auto linearOf = [&](int64_t t, int64_t r, int64_t c) {
        Shape current(tiled.size(), 0);
        unravelRowMajor(t, leading, std::span<int64_t>(current.data(), leading.size()));
        if (k == 2)
            current[tiled.size() - 2] = r;
        current.back() = c;
        for (size_t level = 1; level < m_levels.size(); ++level)
            current = applyLevel(m_levels[level], current);
        return checkedRowMajor(current, m_tiledShape);
    };
    blocks.offsetOfCell.resize(size_t(perTile));
    std::vector<bool> taken(size_t(perTile), false);
    for (int64_t r = 0; r < blocks.height; ++r) {
        for (int64_t c = 0; c < blocks.width; ++c) {
            const int64_t offset = linearOf(0, r, c);
            if (offset < 0 || offset >= perTile || taken[size_t(offset)])
                return std::nullopt;
            taken[size_t(offset)] = true;
            blocks.offsetOfCell[size_t(r * blocks.width + c)] = offset;
        }
    }
    // Every tile is its own block: the first cell of the second and the last tile land where the blocks start.
    for (int64_t t : { std::min<int64_t>(1, blocks.count - 1), blocks.count - 1 }) {
        if (linearOf(t, 0, 0) != t * perTile + blocks.offsetOfCell[0])
            return std::nullopt;
    }
    if (m_levels.size() >= 2) {
        const XlaTilingLevel& second = m_levels[1];
        if (second.tileRank == 2)
            blocks.inner = std::array { second.tiledShape[second.tiledShape.size() - 2], second.tiledShape.back() };
        else if (second.tileRank == 1)
            blocks.inner = std::array<int64_t, 2> { 1, second.tiledShape.back() };
    }
    return blocks;
}

std::optional<XlaPaddingSite> XlaLayout::paddingSite(int64_t linear) const
{
    Shape current = tiledIndexOf(linear);
    for (size_t level = m_levels.size(); level-- > 0;) {
        XlaPaddingSite site;
        std::optional<Shape> previous = invertLevel(m_levels[level], current, &site);
        if (!previous) {
            site.level = level;
            return site;
        }
        current = std::move(*previous);
    }
    return std::nullopt;
}

namespace {

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

XlaLayout XlaLayout::parse(std::string_view text)
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
        failAt(fmt::format("unknown XLA element type '{}' (expected one of {})", name, typeNames()), &positions.type);
    parseXlaDims(cursor, spec, positions);

    positions.layout = positionOf(cursor);
    if (cursor.atEnd()) {
        // No layout: XLA's default, the last dimension most minor.
        for (size_t i = spec.dims.size(); i-- > 0;)
            spec.minorToMajor.push_back(int64_t(i));
        return XlaLayout(std::move(spec), &positions);
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
    return XlaLayout(std::move(spec), &positions);
}

} // namespace tle
