// SPDX-License-Identifier: MIT
#include "layout/xla/xlalayout.h"

#include "layout/xla/xlatext.h"
#include "layout/xla/xlatiling.h"
#include "util/checked.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>

namespace tle {

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

} // namespace

std::string xlaTypeNames()
{
    std::string names;
    for (const XlaPrimitiveType& type : kPrimitiveTypes)
        names += fmt::format("{}{}", names.empty() ? "" : ", ", type.name);
    return names;
}

void failAt(const std::string& message, const XlaTextPositions::Pos* pos)
{
    throw Error(message, pos ? pos->line : 0, pos ? pos->column : 0);
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

XlaLayout::XlaLayout(XlaShapeLayout spec, const XlaTextPositions& positions)
    : XlaLayout(std::move(spec), &positions)
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
        failAt(fmt::format("unknown XLA element type '{}' (expected one of {})", m_spec.elementType, xlaTypeNames()),
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

} // namespace tle
