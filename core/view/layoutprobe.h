// SPDX-License-Identifier: MIT
#pragma once

// What the layout views ask of a layout, whatever its notation. Views paint from these answers only: the
// layout engine stays the single source of every fact they show.

#include "layout/anylayout.h"
#include "layout/metal/metalmapping.h"
#include "layout/padding.h"

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tle {

// What the units of a layout are: cores (metal, sharded TTNN), memory banks (interleaved TTNN), or the one
// memory of an XLA buffer.
enum class UnitKind
{
    Core,
    Bank,
    Memory,
};

std::string_view toString(UnitKind kind);

// One unit as a value: what it is, the memory of a bank ("dram", "l1"; empty otherwise), and its coordinates (a
// core's on the grid, a bank's number; none for the one memory of an XLA buffer). Go to compares coordinates; the
// window words a unit from these fields, the CLI and error messages with unitLabel.
struct UnitId
{
    UnitKind kind = UnitKind::Memory;
    std::string memory;
    std::vector<int64_t> coordinates;

    bool operator==(const UnitId&) const = default;
};

// "core (1, 2)", "dram bank 3", "buffer".
std::string unitLabel(const UnitId& unit);

// What the physical plane of a layout is, for its title.
enum class PlaneKind
{
    MetalGrid, // the collapsed space rounded up to the grid
    MetalGridTiles, // the same, each shard rounded up to whole tiles
    TtnnShards, // the physical 2-D shape rounded up to whole shards
    TtnnPhysical, // the physical 2-D shape
    XlaInterleaved, // linear memory, one row per row of the first tile as the later tiles interleave it
    XlaRuns, // linear memory, one row per innermost tiled run
};

// The plane's description in English, marked for translation in the context "tle::PlaneNames".
const char* planeName(PlaneKind kind);

// A rectangle of the physical plane held by one unit.
struct PlaneRect
{
    int64_t unit = 0;
    int64_t row = 0;
    int64_t column = 0;
    int64_t rows = 0;
    int64_t columns = 0;
};

enum class PlaneAxis
{
    Rows,
    Columns,
};

// A rectangle of physical-plane cells that are all padding of one cause: the strips at the end of a shard, a
// grid's last shards or an aligned physical shape, which a picture keeps visible at any zoom.
struct PaddingStrip
{
    int64_t row = 0;
    int64_t column = 0;
    int64_t rows = 0;
    int64_t columns = 0;
    PaddingCause cause = PaddingCause::None;
    bool operator==(const PaddingStrip&) const = default;
};

// The tiles a tiled layout stores: their shape, faces and the order elements take inside each.
struct TileGeometry
{
    int64_t height = 32;
    int64_t width = 32;
    int64_t faceHeight = 16;
    int64_t faceWidth = 16;
    bool faces = true; // storage goes face by face (else row by row)
};

// Where one cell lives: the unit holding it (a core, a memory bank, or the single memory of an XLA buffer)
// and, for storage cells, why the cell is padding.
struct ProbeSite
{
    int64_t unit = -1; // linear unit id, -1 when the cell has no home
    PaddingCause padding = PaddingCause::None;

    bool operator==(const ProbeSite&) const = default;
};

// A cell of the physical plane as the layout's `unmap` names it: a metal core and cell of its allocated shard, a
// TTNN plane cell (row, column), or an XLA linear index.
using PhysicalSlot = std::variant<MetalShardCell, std::array<int64_t, 2>, int64_t>;

class LayoutProbe
{
public:
    virtual ~LayoutProbe() = default;
    LayoutProbe(const LayoutProbe&) = delete;
    LayoutProbe& operator=(const LayoutProbe&) = delete;

    // The layout the probe answers for.
    const AnyLayout& layout() const { return *m_source; }

    virtual Notation notation() const = 0;
    virtual const Shape& logicalShape() const = 0;

    virtual UnitKind unitKind() const = 0;
    virtual int64_t unitCount() const = 0;
    // Rows x columns the units are drawn in, and where each one goes.
    virtual std::array<int64_t, 2> unitGrid() const = 0;
    virtual std::array<int64_t, 2> unitPosition(int64_t unit) const = 0;
    virtual UnitId unitId(int64_t unit) const = 0;

    // Fast: the unit of a logical element (valid index required). For painting.
    virtual ProbeSite logicalSite(std::span<const int64_t> index) const = 0;

    // The physical plane: the 2-D storage space the layout allocates (leading dims folded into rows), with
    // what each cell holds. Extent {0, 0} when the layout has no 2-D physical space (N-D sharding).
    virtual std::array<int64_t, 2> physicalExtent() const = 0;
    virtual PlaneKind physicalKind() const = 0;
    virtual ProbeSite physicalSite(int64_t row, int64_t column) const = 0;
    // Links between the two: the physical cell of a logical element and the element a cell stores.
    virtual std::optional<std::array<int64_t, 2>> physicalOf(std::span<const int64_t> index) const = 0;
    virtual std::optional<Shape> logicalOf(int64_t row, int64_t column) const = 0;
    // The same without allocating, for pictures that ask every sample: writes the index (logicalShape().size()
    // values) and returns true, or returns false for padding.
    virtual bool logicalInto(int64_t row, int64_t column, std::span<int64_t> index) const;

    // A physical cell in the layout's own `unmap` terms (a metal physical index, a TTNN plane cell, an XLA
    // linear index), for the full answers of tooltips and the status bar.
    virtual PhysicalSlot physicalSlot(int64_t row, int64_t column) const = 0;
    // Memory order: where an element comes in its unit's storage (the element offset inside the core's shard or
    // the bank's part of the buffer; XLA: the linear index), for numbering cells.
    virtual int64_t storageOrder(std::span<const int64_t> index) const = 0;
    // The same for a physical cell; -1 where the cell's order is not defined by the plane alone.
    virtual int64_t physicalOrder(int64_t row, int64_t column) const = 0;
    // The rectangles of the physical plane each unit holds (a shard, a page), and what each unit allocates:
    // element slots (its rectangles plus any padding outside the plane, such as a shard's tile padding) and
    // bytes. Empty when the plane does not split into units (XLA, N-D sharding).
    virtual std::vector<PlaneRect> unitRects() const = 0;
    virtual int64_t unitCapacity(int64_t unit) const = 0;
    virtual int64_t unitBytes(int64_t unit) const = 0;
    // Why a unit's slots outside its rectangles exist: a shard's tile padding (metal), pages or shard slots a
    // bank or core allocates without data (TTNN).
    virtual PaddingCause outsideCause() const = 0;
    // The whole layout's counts, as `describe` gives them.
    virtual PaddingCounts paddingTotals() const = 0;
    virtual int64_t logicalElements() const = 0;
    // Tiles: the geometry (none for untiled layouts), how many tiles a unit allocates, the storage offset of an
    // in-tile (row, column) from the tile's start, and the logical element stored there (none for padding).
    virtual std::optional<TileGeometry> tileGeometry() const = 0;
    virtual int64_t tilesOnUnit(int64_t unit) const = 0;
    virtual int64_t inTileOffset(int64_t row, int64_t column) const = 0;
    virtual std::optional<Shape> elementInTile(int64_t unit, int64_t tile, int64_t row, int64_t column) const = 0;
    // The physical plane's padding strips (grid, tile and alignment padding at the ends of shards and of the
    // physical shape). Padding inside the data's run (stride gaps, an aligned inner dim) is not among them: see
    // gapLinesWithin().
    virtual std::vector<PaddingStrip> paddingStrips() const { return {}; }
    // Rows (or columns) of the physical plane that are padding across all the data of the other axis and lie inside
    // the data's run: alignment and stride gaps, which repeat with the outer dims (rows 33 to 63 of every 64) and
    // can fall between a picture's samples. The cause when some line in [first, last) is one; none when none is,
    // or when the probe cannot tell (hasGapLines() false).
    virtual bool hasGapLines() const { return false; }
    virtual std::optional<PaddingCause> gapLinesWithin(PlaneAxis, int64_t, int64_t) const { return std::nullopt; }
    // The first line in [first, last) along `axis` that holds data, or -1: where a picture samples a block that
    // holds gap lines and data, so that a sample falling on a gap line does not hide the data.
    virtual int64_t firstDataLine(PlaneAxis, int64_t, int64_t) const { return -1; }
    // What a stored tile holds: the first element in its storage order (none for a tile of padding only) and,
    // when that element starts a whole logical tile (its last two dims multiples of the tile's), that tile's
    // coordinate: the leading dims as they are, then the tile row and column.
    struct TileHolding
    {
        std::optional<Shape> firstElement;
        std::optional<Shape> logicalTile;
    };
    TileHolding tileHolding(int64_t unit, int64_t tile) const;
    // Tile outlines in the logical plane (rows x columns per level, outermost level first) where the tiles line
    // up with the logical dims: XLA tilings of a descending layout without combined dims. Empty otherwise.
    virtual std::vector<std::array<int64_t, 2>> logicalTileOutlines() const { return {}; }
    // The element's position in the logical tensor's row-major order (the values the seeds' listings show).
    int64_t rowMajorIndex(std::span<const int64_t> index) const;
    // Where an element is, in brief: its unit, tile or page, face and byte offset (XLA: its linear index).
    struct ElementBrief
    {
        Shape index;
        int64_t unit = -1;
        std::optional<Shape> tile;
        std::optional<int64_t> page;
        std::optional<int64_t> face;
        std::optional<int64_t> linearIndex;
        std::optional<int64_t> byteOffset;
    };
    virtual ElementBrief elementBrief(std::span<const int64_t> index) const = 0;
    // The same as one English line: "[3, 5] on core (0, 0), tile (0, 0), face 0, byte 20".
    std::string brief(std::span<const int64_t> index) const;

protected:
    // Each probe reads its notation's layout from the one copy kept here.
    explicit LayoutProbe(std::shared_ptr<const AnyLayout> source)
        : m_source(std::move(source))
    { }

private:
    std::shared_ptr<const AnyLayout> m_source;
};

// A probe over a copy of `layout`.
std::unique_ptr<LayoutProbe> makeLayoutProbe(const AnyLayout& layout);

} // namespace tle
