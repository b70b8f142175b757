// SPDX-License-Identifier: MIT
#pragma once

#include "layout/padding.h"
#include "layout/shape.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// An XLA primitive type: its name as XLA prints it, the bits of one value, and the bits one element
// occupies when the layout gives no element_size_in_bits (XLA stores sub-byte types one per byte then).
struct XlaPrimitiveType
{
    std::string_view name;
    int valueBits = 0;
    int storageBits = 0;
};

// Case-insensitive ("F32" as the XLA docs write it, "f32" as XLA prints it); nullptr when unknown.
const XlaPrimitiveType* findXlaPrimitiveType(std::string_view name);

// Limits that keep derived shapes small: XLA sets none, but every tiling level lengthens the shape.
inline constexpr size_t kMaxXlaRank = 64;
inline constexpr size_t kMaxXlaTiledRank = 256;

// One tiling level, dims major to minor, applied to the most minor dims of the shape before it.
struct XlaTile
{
    // Merges the dim into the next more-minor dim before tiling; printed `*`.
    static constexpr int64_t kCombineDimension = -1;

    std::vector<int64_t> dims;

    // "(*,2,128)"
    std::string toString() const;
    bool operator==(const XlaTile&) const = default;
};

// An XLA array shape with its layout as written; XlaLayout validates it and derives the placement.
struct XlaShapeLayout
{
    // An XLA type name; XlaLayout stores it lower-case.
    std::string elementType;
    // Logical dims, outermost first.
    Shape dims;
    // A permutation of 0..rank-1, most minor dim first.
    std::vector<int64_t> minorToMajor;
    // Applied in order, each to the shape the previous one produced.
    std::vector<XlaTile> tiles;
    // E(n); 0 means the type's storage width.
    int64_t elementSizeInBits = 0;
    // S(n); 0 is the default memory space.
    int64_t memorySpace = 0;

    bool operator==(const XlaShapeLayout&) const = default;
};

// What one tile does to the shape it applies to. All shapes are major to minor.
struct XlaTilingLevel
{
    XlaTile tile;
    Shape inputShape;
    // inputShape with each `*` dim merged into the next more-minor dim.
    Shape combinedShape;
    // combinedShape with each tiled dim rounded up to a multiple of its tile dim.
    Shape paddedShape;
    // The untiled major dims, the tile counts, then the tile's own (non-`*`) dims.
    Shape tiledShape;
    // How many leading dims of combinedShape the tile leaves alone.
    size_t untiledDims = 0;
    // How many dims the tile has after merging, i.e. the length of the within-tile index.
    size_t tileRank = 0;
};

// Where a padding slot is: the tiling level whose rounding up made it, the dim of that level's combined input,
// the index there, the dim's size before rounding and the tile dim it is rounded to.
struct XlaPaddingSite
{
    size_t level = 0;
    size_t dim = 0;
    int64_t index = 0;
    int64_t size = 0;
    int64_t tileDim = 0;
};

// The first tiling level's tiles as whole blocks of memory: tile t holds the `height x width` block of linear
// indices [t * height * width, (t + 1) * height * width), its cells placed inside it by the later levels.
struct XlaTileBlocks
{
    int64_t height = 1;
    int64_t width = 1;
    int64_t count = 0;
    // The later levels' tile (rows, columns) inside each block, when there is a 1-D or 2-D one.
    std::optional<std::array<int64_t, 2>> inner;
    // The offset inside the block of each in-tile cell, row-major by (row, column).
    std::vector<int64_t> offsetOfCell;
};

// Where one logical element lives.
struct XlaPlace
{
    Shape index;
    // index reordered major to minor by minor_to_major.
    Shape physicalIndex;
    // Coordinate in the shape after every tiling level; the linear index is its row-major offset.
    Shape tiledIndex;
    int64_t linearIndex = 0;
    // First tiling level: the tile (untiled dims, then tile counts) and the coordinate inside it.
    // Both are empty without tiles.
    Shape tileIndex;
    Shape withinTileIndex;
};

struct XlaTextPositions;

// A validated XLA shape with layout, as `f32[3,5]{1,0:T(2,2)}`, and the memory order it implies:
// physical dims from minor_to_major, then each tile in turn (XLA's LinearIndexForNestedTiling).
// Every invalid input throws tle::Error; overflow is an error, never a wrong number.
class XlaLayout
{
public:
    explicit XlaLayout(XlaShapeLayout spec);
    // A spec read from text (io's parseXlaLayout): its checks report the places the reader recorded.
    XlaLayout(XlaShapeLayout spec, const XlaTextPositions& positions);

    const XlaShapeLayout& spec() const { return m_spec; }
    const Shape& logicalShape() const { return m_spec.dims; }
    size_t rank() const { return m_spec.dims.size(); }

    // Canonical XLA text; a scalar with the empty layout prints without `{}`, as XLA does.
    std::string toString() const;
    // `{1,0:T(2,2)E(4)S(1)}`; the empty layout prints as `{}`.
    std::string layoutString() const;

    // The logical dims major to minor.
    const Shape& physicalShape() const { return m_physicalShape; }
    // The first tile's input after combining `*` dims (the physical shape without tiles).
    const Shape& combinedShape() const;
    // The first tile's padded shape (the physical shape without tiles).
    const Shape& paddedShape() const;
    // The shape after every tiling level, tile-count dims first (the physical shape without tiles).
    const Shape& tiledShape() const { return m_tiledShape; }
    const std::vector<XlaTilingLevel>& levels() const { return m_levels; }

    // Bits per stored element: element_size_in_bits when given, else the type's storage width.
    int64_t elementBits() const;
    int64_t byteSize() const { return m_byteSize; }
    int64_t logicalElements() const { return m_logicalElements; }
    int64_t allocatedElements() const { return m_allocatedElements; }
    int64_t paddingElements() const { return m_allocatedElements - m_logicalElements; }
    PaddingCounts paddingCounts() const;

    // An index outside the logical shape is an error.
    int64_t linearIndex(std::span<const int64_t> index) const;
    XlaPlace place(std::span<const int64_t> index) const;
    // The logical index stored at a linear index, or nullopt for padding. Outside [0, allocated) is an error.
    std::optional<Shape> unlinearize(int64_t linear) const;
    // The first level's tiles as blocks; nullopt without tiles, for tiles of more than two dims, and where a
    // later level spreads a tile over more than its block.
    std::optional<XlaTileBlocks> tileBlocks() const;
    // The padding the slot at `linear` lies in; nullopt for an element's slot.
    std::optional<XlaPaddingSite> paddingSite(int64_t linear) const;

private:
    // The index in the tiled shape of a linear index; throws for one outside the allocated elements.
    Shape tiledIndexOf(int64_t linear) const;
    XlaLayout(XlaShapeLayout spec, const XlaTextPositions* positions);

    void validate(const XlaTextPositions* positions);
    void derive(const XlaTextPositions* positions);
    void checkIndex(std::span<const int64_t> index) const;
    Shape physicalIndexOf(std::span<const int64_t> index) const;

    XlaShapeLayout m_spec;
    const XlaPrimitiveType* m_type = nullptr;
    Shape m_physicalShape;
    std::vector<XlaTilingLevel> m_levels;
    Shape m_tiledShape;
    int64_t m_logicalElements = 0;
    int64_t m_allocatedElements = 0;
    int64_t m_byteSize = 0;
};

} // namespace tle
