// SPDX-License-Identifier: MIT
#include "view/layoutprobe.h"

#include "layout/metalcellmapper.h"
#include "layout/metalmapping.h"
#include "layout/metalpointmapper.h"
#include "layout/separablemap.h"
#include "layout/ttnnmapping.h"
#include "layout/ttnnpointmapper.h"
#include "layout/xlapointmapper.h"
#include "util/checked.h"
#include "util/translatenoop.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

// More rectangles than this are not listed: the shards view then shows totals only.
constexpr int64_t kMaxRects = int64_t(1) << 20;
// Padding strips are listed for grids of up to this many cores (a few per core).
constexpr int64_t kMaxStripCores = 4096;

// Rows x columns of an N-D extent with the leading dims folded into rows.
std::array<int64_t, 2> fold(std::span<const int64_t> extent)
{
    if (extent.empty())
        return { 1, 1 };
    int64_t rows = 1;
    for (size_t i = 0; i + 1 < extent.size(); ++i)
        rows = checkedMul(rows, extent[i], "rows");
    return { rows, extent.back() };
}

// The N-D coordinate of (row, column) in an extent folded by fold().
Shape unfold(std::span<const int64_t> extent, int64_t row, int64_t column)
{
    Shape coord(extent.size());
    if (extent.empty())
        return coord;
    coord.back() = column;
    for (size_t i = extent.size() - 1; i-- > 0;) {
        coord[i] = row % extent[i];
        row /= extent[i];
    }
    return coord;
}

std::array<int64_t, 2> foldCoord(std::span<const int64_t> extent, std::span<const int64_t> coord)
{
    int64_t row = 0;
    for (size_t i = 0; i + 1 < coord.size(); ++i)
        row = row * extent[i] + coord[i];
    return { row, coord.empty() ? 0 : coord.back() };
}

TileGeometry geometryOf(const TileType& tile, InTileOrder order)
{
    return { tile.height, tile.width, tile.faceHeight(), tile.faceWidth(), order == InTileOrder::Faces };
}

class MetalProbe final : public LayoutProbe
{
public:
    explicit MetalProbe(std::shared_ptr<const AnyLayout> source)
        : LayoutProbe(source)
        , m_layout(std::get<MetalLayout>(*source))
        , m_mapper(m_layout)
        , m_cells(m_layout)
    {
        // The plane is the allocated device space: each core's shard as allocated, so a seed-form shard rounded up
        // to whole tiles shows its tile padding where it is.
        for (size_t i = 0; i < m_layout.grid().size(); ++i)
            m_physical.push_back(checkedMul(m_layout.allocatedShardShape()[i], m_layout.grid()[i], "physical plane"));
    }

    Notation notation() const override
    {
        return m_layout.form() == MetalForm::Seed ? Notation::MetalSeed : Notation::Metal;
    }
    const Shape& logicalShape() const override { return m_layout.logicalShape(); }
    UnitKind unitKind() const override { return UnitKind::Core; }
    int64_t unitCount() const override { return m_layout.coreCount(); }
    std::array<int64_t, 2> unitGrid() const override { return fold(m_layout.grid()); }
    std::array<int64_t, 2> unitPosition(int64_t unit) const override
    {
        const auto grid = unitGrid();
        return { unit / grid[1], unit % grid[1] };
    }
    std::string unitLabel(int64_t unit) const override
    {
        const auto grid = unitGrid();
        return fmt::format("core ({})", fmt::join(unfold(m_layout.grid(), unit / grid[1], unit % grid[1]), ", "));
    }
    ProbeSite logicalSite(std::span<const int64_t> index) const override
    {
        return { m_mapper.map(index.data()).core, PaddingCause::None };
    }
    std::array<int64_t, 2> physicalExtent() const override { return fold(m_physical); }
    std::string physicalName() const override
    {
        return m_layout.allocatedShardShape() == m_layout.shardShape()
            ? TLE_TRANSLATE_NOOP("tle::PlaneNames", "collapsed space, rounded up to the grid")
            : TLE_TRANSLATE_NOOP(
                "tle::PlaneNames", "collapsed space by the grid, each shard rounded up to whole tiles");
    }
    ProbeSite physicalSite(int64_t row, int64_t column) const override
    {
        const MetalCellMapper::Site site = cellSite(row, column, nullptr);
        return { site.core, site.padding };
    }
    bool logicalInto(int64_t row, int64_t column, std::span<int64_t> index) const override
    {
        if (index.size() != m_layout.logicalShape().size())
            return false;
        return cellSite(row, column, index.data()).padding == PaddingCause::None;
    }
    std::optional<std::array<int64_t, 2>> physicalOf(std::span<const int64_t> index) const override
    {
        const MetalPlace place = mapElement(m_layout, index);
        Shape cell(place.core.size());
        for (size_t i = 0; i < cell.size(); ++i)
            cell[i] = place.core[i] * m_layout.allocatedShardShape()[i] + place.shardOffset[i];
        return foldCoord(m_physical, cell);
    }
    std::optional<Shape> logicalOf(int64_t row, int64_t column) const override
    {
        MetalPlace place = placeAt(row, column);
        if (place.isPadding())
            return std::nullopt;
        return std::move(place.index);
    }
    PhysicalSlot physicalSlot(int64_t row, int64_t column) const override { return shardCellAt(row, column); }
    int64_t storageOrder(std::span<const int64_t> index) const override
    {
        return m_mapper.map(index.data()).shardOffset;
    }
    int64_t physicalOrder(int64_t row, int64_t column) const override { return placeAt(row, column).shardLinearOffset; }
    std::vector<PaddingStrip> paddingStrips() const override
    {
        // Each core's allocated shard on a 2-D grid: shard rows and columns past the shard's own are tile padding,
        // those past the collapsed space grid padding.
        std::vector<PaddingStrip> strips;
        const Shape& grid = m_layout.grid();
        if (grid.size() != 2 || m_layout.coreCount() > kMaxStripCores)
            return strips;
        const Shape& shard = m_layout.shardShape();
        const Shape& allocated = m_layout.allocatedShardShape();
        const Shape& collapsed = m_layout.collapsedShape();
        if (shard.size() != 2 || allocated.size() != 2 || collapsed.size() != 2)
            return strips;
        auto add = [&](int64_t row, int64_t column, int64_t rows, int64_t columns, PaddingCause cause) {
            if (rows > 0 && columns > 0)
                strips.push_back({ row, column, rows, columns, cause });
        };
        for (int64_t y = 0; y < grid[0]; ++y) {
            for (int64_t x = 0; x < grid[1]; ++x) {
                const int64_t top = y * allocated[0];
                const int64_t left = x * allocated[1];
                const int64_t dataRows = std::clamp<int64_t>(collapsed[0] - y * shard[0], 0, shard[0]);
                const int64_t dataColumns = std::clamp<int64_t>(collapsed[1] - x * shard[1], 0, shard[1]);
                // Columns past the shard's are tile padding on all its rows, a row past the collapsed space too.
                add(top + shard[0], left, allocated[0] - shard[0], allocated[1], PaddingCause::Tile);
                add(top, left + shard[1], shard[0], allocated[1] - shard[1], PaddingCause::Tile);
                add(top + dataRows, left, shard[0] - dataRows, shard[1], PaddingCause::Grid);
                add(top, left + dataColumns, dataRows, shard[1] - dataColumns, PaddingCause::Grid);
            }
        }
        return strips;
    }
    bool hasGapLines() const override { return m_cells.separable() && m_cells.hasGaps() && m_physical.size() <= 2; }
    std::optional<PaddingCause> gapLinesWithin(PlaneAxis axis, int64_t first, int64_t last) const override
    {
        // Plane rows are the first physical dim of a 2-D grid; a 1-D grid has a single row.
        if (!hasGapLines() || (axis == PlaneAxis::Rows && m_physical.size() != 2))
            return std::nullopt;
        const size_t dim = axis == PlaneAxis::Rows ? 0 : m_physical.size() - 1;
        if (!m_cells.gapLineWithin(dim, first, last))
            return std::nullopt;
        return m_layout.gapCause();
    }
    int64_t firstDataLine(PlaneAxis axis, int64_t first, int64_t last) const override
    {
        if (!hasGapLines() || (axis == PlaneAxis::Rows && m_physical.size() != 2))
            return -1;
        return m_cells.firstDataLine(axis == PlaneAxis::Rows ? 0 : m_physical.size() - 1, first, last);
    }
    std::vector<PlaneRect> unitRects() const override
    {
        // Leading dims fold into rows, so a core holds one run of shard rows per combination of its offsets in
        // the dims before the last two: one rectangle each.
        std::vector<PlaneRect> rects;
        const Shape& grid = m_layout.grid();
        const Shape& shard = m_layout.allocatedShardShape();
        const size_t rank = grid.size();
        int64_t runs = 1;
        for (size_t i = 0; i + 2 < rank; ++i)
            runs = checkedMul(runs, shard[i], "runs");
        if (checkedMul(runs, m_layout.coreCount(), "rectangles") > kMaxRects)
            return rects;
        const int64_t runRows = rank >= 2 ? shard[rank - 2] : 1;
        for (int64_t core = 0; core < m_layout.coreCount(); ++core) {
            const Shape coord = unfold(grid, core / grid.back(), core % grid.back());
            for (int64_t run = 0; run < runs; ++run) {
                // The plane coordinate of the run's first cell: each leading dim at core * shard + offset.
                Shape cell(rank, 0);
                int64_t rest = run;
                for (size_t i = rank >= 2 ? rank - 2 : 0; i-- > 0;) {
                    cell[i] = coord[i] * shard[i] + rest % shard[i];
                    rest /= shard[i];
                }
                if (rank >= 2)
                    cell[rank - 2] = coord[rank - 2] * shard[rank - 2];
                cell[rank - 1] = coord[rank - 1] * shard[rank - 1];
                const auto [row, column] = foldCoord(m_physical, cell);
                rects.push_back({ core, row, column, runRows, shard[rank - 1] });
            }
        }
        return rects;
    }
    int64_t unitCapacity(int64_t) const override { return m_layout.allocatedElementsPerShard(); }
    int64_t unitBytes(int64_t) const override { return m_layout.bytesPerShard(); }
    PaddingCause outsideCause() const override { return PaddingCause::Tile; }
    PaddingCounts paddingTotals() const override { return m_layout.paddingCounts(); }
    int64_t logicalElements() const override { return m_layout.logicalElements(); }
    std::optional<TileGeometry> tileGeometry() const override
    {
        if (!m_layout.tile())
            return std::nullopt;
        return geometryOf(*m_layout.tile(), m_layout.inTileOrder());
    }
    int64_t tilesOnUnit(int64_t) const override
    {
        return m_layout.tile() ? m_layout.allocatedElementsPerShard() / m_layout.tile()->elements() : 0;
    }
    int64_t inTileOffset(int64_t row, int64_t column) const override
    {
        return m_layout.tile() ? m_layout.tile()->offsetOf(row, column, m_layout.inTileOrder()) : 0;
    }
    std::optional<Shape> elementInTile(int64_t unit, int64_t tile, int64_t row, int64_t column) const override
    {
        if (!m_layout.tile())
            return std::nullopt;
        const auto grid = unitGrid();
        const Shape core = unfold(m_layout.grid(), unit / grid[1], unit % grid[1]);
        const MetalPlace place
            = unmapShardOffset(m_layout, core, tile * m_layout.tile()->elements() + inTileOffset(row, column));
        if (place.isPadding())
            return std::nullopt;
        return place.index;
    }
    ElementBrief elementBrief(std::span<const int64_t> index) const override
    {
        const MetalPlace p = mapElement(m_layout, index);
        return { .index = Shape(index.begin(), index.end()),
            .unit = logicalSite(index).unit,
            .tile = p.tile,
            .face = p.face,
            .byteOffset = p.byteOffset };
    }

private:
    // The plane is the grid of allocated shards (leading dims folded into rows): a cell's core and its coordinate
    // inside that core's allocated shard.
    MetalShardCell shardCellAt(int64_t row, int64_t column) const
    {
        const Shape plane = unfold(m_physical, row, column);
        const Shape& allocated = m_layout.allocatedShardShape();
        MetalShardCell cell { Shape(plane.size()), Shape(plane.size()) };
        for (size_t i = 0; i < plane.size(); ++i) {
            cell.core[i] = plane[i] / allocated[i];
            cell.offset[i] = plane[i] % allocated[i];
        }
        return cell;
    }
    // Called for every sample of a picture: no allocation.
    MetalCellMapper::Site cellSite(int64_t row, int64_t column, int64_t* logical) const
    {
        int64_t cell[MetalCellMapper::kMaxRank];
        const size_t rank = m_physical.size();
        if (rank == 0)
            return {};
        cell[rank - 1] = column;
        for (size_t i = rank - 1; i-- > 0;) {
            cell[i] = row % m_physical[i];
            row /= m_physical[i];
        }
        return m_cells.site(cell, logical);
    }
    MetalPlace placeAt(int64_t row, int64_t column) const { return unmapShardCell(m_layout, shardCellAt(row, column)); }
    const MetalLayout& m_layout;
    MetalPointMapper m_mapper;
    MetalCellMapper m_cells;
    Shape m_physical;
};

class TtnnProbe final : public LayoutProbe
{
public:
    explicit TtnnProbe(std::shared_ptr<const AnyLayout> source)
        : LayoutProbe(source)
        , m_tensor(std::get<TtnnTensor>(*source))
    {
        // In tensor-shard mode a plane cell is a point of the map's physical space, whose gap lines (a dim's tile
        // padding repeated for every index of the dims before it) the map's digits give.
        const TtnnLayout& l = ttnn();
        if (!l.isNdSharded() && !l.isLogicalShardMode())
            m_separable = SeparableMap::of(l.compiledMap(), l.logicalShape(), l.physicalShape());
        if (!l.isNdSharded())
            m_points.emplace(l);
    }

    Notation notation() const override { return Notation::Ttnn; }
    const Shape& logicalShape() const override { return ttnn().logicalShape(); }
    UnitKind unitKind() const override { return ttnn().isSharded() ? UnitKind::Core : UnitKind::Bank; }
    int64_t unitCount() const override { return ttnn().isSharded() ? device().workerCores() : ttnn().numBanks(); }
    std::array<int64_t, 2> unitGrid() const override
    {
        if (ttnn().isSharded() || ttnn().spec().bufferType == BufferType::L1)
            return { device().gridRows, device().gridCols };
        return { 1, ttnn().numBanks() };
    }
    std::array<int64_t, 2> unitPosition(int64_t unit) const override
    {
        const auto grid = unitGrid();
        return { unit / grid[1], unit % grid[1] };
    }
    std::string unitLabel(int64_t unit) const override
    {
        if (ttnn().isSharded())
            return fmt::format("core ({}, {})", unit / device().gridCols, unit % device().gridCols);
        return fmt::format("{} bank {}", toString(ttnn().spec().bufferType), unit);
    }
    ProbeSite logicalSite(std::span<const int64_t> index) const override
    {
        if (m_points)
            return { m_points->map(index.data()).unit, PaddingCause::None };
        return siteOf(mapTtnnElement(ttnn(), index));
    }
    std::array<int64_t, 2> physicalExtent() const override
    {
        if (ttnn().isNdSharded())
            return { 0, 0 };
        if (ttnn().isSharded())
            return { ttnn().shardGrid()[0] * ttnn().shardShape()[0], ttnn().shardGrid()[1] * ttnn().shardShape()[1] };
        return ttnn().physicalShape();
    }
    std::string physicalName() const override
    {
        return ttnn().isSharded()
            ? TLE_TRANSLATE_NOOP("tle::PlaneNames", "physical 2-D shape, rounded up to whole shards")
            : TLE_TRANSLATE_NOOP("tle::PlaneNames", "physical 2-D shape");
    }
    ProbeSite physicalSite(int64_t row, int64_t column) const override
    {
        const TtnnCellSite cell = ttnnCellSite(ttnn(), row, column, m_separable ? &*m_separable : nullptr);
        return siteOf(cell.core, cell.bank, cell.padding);
    }
    std::optional<std::array<int64_t, 2>> physicalOf(std::span<const int64_t> index) const override
    {
        return mapTtnnElement(ttnn(), index).physical;
    }
    std::optional<Shape> logicalOf(int64_t row, int64_t column) const override
    {
        const std::array<int64_t, 2> cell { row, column };
        const TtnnPlace place = unmapTtnnPhysical(ttnn(), cell);
        if (place.isPadding())
            return std::nullopt;
        return place.index;
    }
    bool logicalInto(int64_t row, int64_t column, std::span<int64_t> index) const override
    {
        if (!m_separable || index.size() != ttnn().logicalShape().size())
            return LayoutProbe::logicalInto(row, column, index);
        const auto& physical = ttnn().physicalShape();
        if (row >= physical[0] || column >= physical[1])
            return false;
        const int64_t flat[2] = { row, column };
        return m_separable->logicalOf(flat, index.data());
    }
    PhysicalSlot physicalSlot(int64_t row, int64_t column) const override
    {
        return std::array<int64_t, 2> { row, column };
    }
    int64_t storageOrder(std::span<const int64_t> index) const override
    {
        if (m_points)
            return m_points->map(index.data()).elementOffset;
        return mapTtnnElement(ttnn(), index).elementOffset;
    }
    int64_t physicalOrder(int64_t row, int64_t column) const override
    {
        const std::array<int64_t, 2> cell { row, column };
        return unmapTtnnPhysical(ttnn(), cell).elementOffset;
    }
    bool hasGapLines() const override
    {
        return m_separable && (!m_separable->gaps(0).dense() || !m_separable->gaps(1).dense());
    }
    std::optional<PaddingCause> gapLinesWithin(PlaneAxis axis, int64_t first, int64_t last) const override
    {
        if (!m_separable || !m_separable->gaps(axis == PlaneAxis::Rows ? 0 : 1).gapWithin(first, last))
            return std::nullopt;
        return ttnn().alignmentCause();
    }
    int64_t firstDataLine(PlaneAxis axis, int64_t first, int64_t last) const override
    {
        return m_separable ? m_separable->gaps(axis == PlaneAxis::Rows ? 0 : 1).firstData(first, last) : -1;
    }
    std::vector<PaddingStrip> paddingStrips() const override
    {
        // Rows and columns the map never reaches up to the aligned physical shape, then the shard grid's excess.
        std::vector<PaddingStrip> strips;
        const TtnnLayout& l = ttnn();
        if (l.isNdSharded() || l.isLogicalShardMode() || l.logicalShape().empty())
            return strips;
        Shape last = l.logicalShape();
        for (int64_t& d : last) {
            if (d <= 0)
                return strips;
            --d;
        }
        const std::vector<int64_t> atLast = l.linearMap().evaluate(last);
        const std::array<int64_t, 2> data { atLast[0] + 1, atLast[1] + 1 };
        const auto [rows, columns] = l.physicalShape();
        auto add = [&](int64_t row, int64_t column, int64_t height, int64_t width, PaddingCause cause) {
            if (height > 0 && width > 0)
                strips.push_back({ row, column, height, width, cause });
        };
        add(data[0], 0, rows - data[0], columns, l.alignmentCause());
        add(0, data[1], std::min(data[0], rows), columns - data[1], l.alignmentCause());
        if (l.isSharded()) {
            const int64_t allRows = l.shardGrid()[0] * l.shardShape()[0];
            const int64_t allColumns = l.shardGrid()[1] * l.shardShape()[1];
            add(rows, 0, allRows - rows, allColumns, PaddingCause::Grid);
            add(0, columns, rows, allColumns - columns, PaddingCause::Grid);
        }
        return strips;
    }
    std::vector<PlaneRect> unitRects() const override
    {
        std::vector<PlaneRect> rects;
        const TtnnLayout& l = ttnn();
        if (l.isNdSharded())
            return rects;
        if (l.isSharded()) {
            for (int64_t r = 0; r < l.shardGrid()[0]; ++r) {
                for (int64_t c = 0; c < l.shardGrid()[1]; ++c) {
                    const CoreCoord core = l.coreOfShard(r, c);
                    rects.push_back({ core.y * device().gridCols + core.x, r * l.shardShape()[0], c * l.shardShape()[1],
                        l.shardShape()[0], l.shardShape()[1] });
                }
            }
            return rects;
        }
        // Interleaved: page p sits on bank p mod banks.
        const auto [pageRows, pageColumns] = l.pageShape();
        const int64_t perRow = l.physicalShape()[1] / pageColumns;
        for (int64_t p = 0; p < l.numPages(); ++p)
            rects.push_back(
                { p % l.numBanks(), (p / perRow) * pageRows, (p % perRow) * pageColumns, pageRows, pageColumns });
        return rects;
    }
    int64_t unitCapacity(int64_t unit) const override
    {
        const TtnnLayout& l = ttnn();
        const int64_t perPage = l.pageShape()[0] * l.pageShape()[1];
        if (l.isSharded())
            return holdsShards(unit) ? l.maxShardsPerCore() * l.pagesPerShard() * perPage : 0;
        return l.pagesPerBank() * perPage;
    }
    int64_t unitBytes(int64_t unit) const override
    {
        const TtnnLayout& l = ttnn();
        if (l.isSharded())
            return holdsShards(unit) ? l.maxShardsPerCore() * l.pagesPerShard() * l.pageBytes() : 0;
        return l.pagesPerBank() * l.pageBytes();
    }
    PaddingCause outsideCause() const override { return PaddingCause::Page; }
    PaddingCounts paddingTotals() const override { return ttnn().paddingCounts(); }
    std::optional<TileGeometry> tileGeometry() const override
    {
        if (!ttnn().isTiled())
            return std::nullopt;
        return geometryOf(ttnn().spec().tile, ttnn().spec().inTileOrder);
    }
    int64_t tilesOnUnit(int64_t unit) const override
    {
        if (!ttnn().isTiled())
            return 0;
        if (ttnn().isSharded())
            return holdsShards(unit) ? ttnn().maxShardsPerCore() * ttnn().pagesPerShard() : 0;
        return ttnn().pagesPerBank();
    }
    int64_t inTileOffset(int64_t row, int64_t column) const override
    {
        return ttnn().spec().tile.offsetOf(row, column, ttnn().spec().inTileOrder);
    }
    std::optional<Shape> elementInTile(int64_t unit, int64_t tile, int64_t row, int64_t column) const override
    {
        if (!ttnn().isTiled())
            return std::nullopt;
        const int64_t offset = tile * ttnn().spec().tile.elements() + inTileOffset(row, column);
        // A slot the unit allocates but no page fills has no place.
        const std::optional<TtnnPlace> place = ttnn().isSharded()
            ? findTtnnOffset(
                ttnn(), std::array<int64_t, 2> { unit / device().gridCols, unit % device().gridCols }, offset)
            : findTtnnOffset(ttnn(), std::array<int64_t, 1> { unit }, offset);
        if (!place || place->isPadding())
            return std::nullopt;
        return place->index;
    }
    int64_t logicalElements() const override
    {
        int64_t n = 1;
        for (int64_t d : ttnn().logicalShape())
            n = checkedMul(n, d, "elements");
        return n;
    }
    ElementBrief elementBrief(std::span<const int64_t> index) const override
    {
        const TtnnPlace p = mapTtnnElement(ttnn(), index);
        return { .index = Shape(index.begin(), index.end()),
            .unit = siteOf(p).unit,
            .page = p.page,
            .face = p.face,
            .byteOffset = p.byteOffset };
    }

private:
    const TtnnLayout& ttnn() const { return m_tensor.layout; }
    bool holdsShards(int64_t unit) const
    {
        for (const CoreCoord& c : ttnn().shardCores()) {
            if (c.y * device().gridCols + c.x == unit)
                return true;
        }
        return false;
    }
    const DeviceModel& device() const { return ttnn().spec().device; }
    ProbeSite siteOf(const TtnnPlace& place) const { return siteOf(place.core, place.bank, place.padding); }
    ProbeSite siteOf(std::optional<CoreCoord> core, std::optional<int64_t> bank, PaddingCause padding) const
    {
        ProbeSite site;
        site.padding = padding;
        if (core)
            site.unit = core->y * device().gridCols + core->x;
        else if (bank)
            site.unit = *bank;
        return site;
    }

    const TtnnTensor& m_tensor;
    std::optional<SeparableMap> m_separable;
    std::optional<TtnnPointMapper> m_points; // 2-D layouts
};

// XLA buffers are one linear memory: the plane shows it row by row, one row per run of the innermost tiled dim.
class XlaProbe final : public LayoutProbe
{
public:
    explicit XlaProbe(std::shared_ptr<const AnyLayout> source)
        : LayoutProbe(source)
        , m_layout(std::get<XlaLayout>(*source))
        , m_points(m_layout)
    {
        // A plane row is the memory of one row of the first tile: the trailing tiled dims up to that tile's minor
        // dim. Later levels such as TPU's (2,1) leave an innermost dim of 1 or 2, too thin a row to read.
        const Shape& tiled = m_layout.tiledShape();
        const auto& levels = m_layout.levels();
        const int64_t row = levels.empty() ? (tiled.empty() ? 1 : tiled.back()) : levels.front().tile.dims.back();
        for (size_t i = tiled.size(); i-- > 0 && m_columns < row;)
            m_columns *= tiled[i];
        m_columns = std::max<int64_t>(m_columns, 1);
        m_interleaved = !tiled.empty() && m_columns != tiled.back();
        m_blocks = m_layout.tileBlocks();
    }

    Notation notation() const override { return Notation::Xla; }
    const Shape& logicalShape() const override { return m_layout.logicalShape(); }
    UnitKind unitKind() const override { return UnitKind::Memory; }
    int64_t unitCount() const override { return 1; }
    std::array<int64_t, 2> unitGrid() const override { return { 1, 1 }; }
    std::array<int64_t, 2> unitPosition(int64_t) const override { return { 0, 0 }; }
    std::string unitLabel(int64_t) const override { return "buffer"; }
    ProbeSite logicalSite(std::span<const int64_t>) const override { return { 0, PaddingCause::None }; }
    std::array<int64_t, 2> physicalExtent() const override
    {
        return { m_layout.allocatedElements() / m_columns, m_columns };
    }
    std::string physicalName() const override
    {
        return m_interleaved
            ? TLE_TRANSLATE_NOOP("tle::PlaneNames",
                "linear memory order, one row per row of the first tile as the later tiles interleave it")
            : TLE_TRANSLATE_NOOP("tle::PlaneNames", "linear memory order, one row per innermost tiled run");
    }
    ProbeSite physicalSite(int64_t row, int64_t column) const override
    {
        int64_t index[kMaxXlaRank];
        return { 0, m_points.unmap(row * m_columns + column, index) ? PaddingCause::None : PaddingCause::Tile };
    }
    std::optional<std::array<int64_t, 2>> physicalOf(std::span<const int64_t> index) const override
    {
        const int64_t linear = linearIndex(index);
        return std::array<int64_t, 2> { linear / m_columns, linear % m_columns };
    }
    std::optional<Shape> logicalOf(int64_t row, int64_t column) const override
    {
        Shape index(m_layout.rank());
        if (!m_points.unmap(row * m_columns + column, index.data()))
            return std::nullopt;
        return index;
    }
    PhysicalSlot physicalSlot(int64_t row, int64_t column) const override { return row * m_columns + column; }
    int64_t storageOrder(std::span<const int64_t> index) const override { return linearIndex(index); }
    int64_t physicalOrder(int64_t row, int64_t column) const override { return row * m_columns + column; }
    std::vector<PlaneRect> unitRects() const override { return {}; }
    int64_t unitCapacity(int64_t) const override { return m_layout.allocatedElements(); }
    int64_t unitBytes(int64_t) const override { return m_layout.byteSize(); }
    PaddingCause outsideCause() const override { return PaddingCause::Tile; }
    PaddingCounts paddingTotals() const override { return m_layout.paddingCounts(); }
    int64_t logicalElements() const override { return m_layout.logicalElements(); }
    // The first level's tiles, with a second level's tiles as their faces.
    std::optional<TileGeometry> tileGeometry() const override
    {
        if (!m_blocks)
            return std::nullopt;
        TileGeometry g { .height = m_blocks->height, .width = m_blocks->width, .faces = false };
        if (const auto& inner = m_blocks->inner;
            inner && m_blocks->height % (*inner)[0] == 0 && m_blocks->width % (*inner)[1] == 0) {
            g.faceHeight = (*inner)[0];
            g.faceWidth = (*inner)[1];
            g.faces = true;
        }
        return g;
    }
    std::vector<std::array<int64_t, 2>> logicalTileOutlines() const override
    {
        std::vector<std::array<int64_t, 2>> outlines;
        const XlaShapeLayout& spec = m_layout.spec();
        const size_t rank = spec.dims.size();
        for (size_t i = 0; i < spec.minorToMajor.size(); ++i) {
            if (spec.minorToMajor[i] != int64_t(rank - 1 - i))
                return {}; // transposed: tiles do not line up with the logical plane
        }
        for (const XlaTile& tile : spec.tiles) {
            const std::vector<int64_t>& d = tile.dims;
            if (d.empty() || std::ranges::find(d, XlaTile::kCombineDimension) != d.end())
                return outlines;
            const int64_t columns = d.back();
            const int64_t rows = d.size() >= 2 && rank >= 2 ? d[d.size() - 2] : 1;
            outlines.push_back({ rows, columns });
        }
        return outlines;
    }
    int64_t tilesOnUnit(int64_t) const override { return m_blocks ? m_blocks->count : 0; }
    int64_t inTileOffset(int64_t row, int64_t column) const override
    {
        return m_blocks ? m_blocks->offsetOfCell[size_t(row * m_blocks->width + column)] : 0;
    }
    std::optional<Shape> elementInTile(int64_t, int64_t tile, int64_t row, int64_t column) const override
    {
        if (!m_blocks || tile < 0 || tile >= m_blocks->count)
            return std::nullopt;
        Shape index(m_layout.rank());
        if (!m_points.unmap(tile * m_blocks->height * m_blocks->width + inTileOffset(row, column), index.data()))
            return std::nullopt;
        return index;
    }
    ElementBrief elementBrief(std::span<const int64_t> index) const override
    {
        return { .index = Shape(index.begin(), index.end()), .unit = 0, .linearIndex = linearIndex(index) };
    }

private:
    // The point mapper for indices inside the shape; the layout's checked answer (an error) for the others.
    int64_t linearIndex(std::span<const int64_t> index) const
    {
        const Shape& shape = m_layout.logicalShape();
        bool inside = index.size() == shape.size();
        for (size_t i = 0; inside && i < index.size(); ++i)
            inside = index[i] >= 0 && index[i] < shape[i];
        return inside ? m_points.map(index.data()) : m_layout.linearIndex(index);
    }

    const XlaLayout& m_layout;
    XlaPointMapper m_points;
    int64_t m_columns = 1;
    bool m_interleaved = false; // a plane row spans more than the innermost tiled dim
    std::optional<XlaTileBlocks> m_blocks;
};

} // namespace

std::string LayoutProbe::brief(std::span<const int64_t> index) const
{
    const ElementBrief b = elementBrief(index);
    if (b.linearIndex)
        return fmt::format("[{}] at linear index {}", fmt::join(index, ", "), *b.linearIndex);
    std::string text = fmt::format("[{}] on {}", fmt::join(index, ", "), unitLabel(b.unit));
    if (b.tile)
        text += fmt::format(", tile ({})", fmt::join(*b.tile, ", "));
    if (b.page)
        text += fmt::format(", page {}", *b.page);
    if (b.face)
        text += fmt::format(", face {}", *b.face);
    if (b.byteOffset)
        text += fmt::format(", byte {}", *b.byteOffset);
    return text;
}

LayoutProbe::TileHolding LayoutProbe::tileHolding(int64_t unit, int64_t tile) const
{
    const std::optional<TileGeometry> g = tileGeometry();
    if (!g)
        return {};
    // Storage order is the in-tile offset; the first stored cells are usually data, so the scan stops early.
    const int64_t cells = g->height * g->width;
    std::vector<std::array<int64_t, 2>> cellOfOffset(size_t(cells), std::array<int64_t, 2> { 0, 0 });
    for (int64_t r = 0; r < g->height; ++r) {
        for (int64_t c = 0; c < g->width; ++c)
            cellOfOffset[size_t(inTileOffset(r, c))] = { r, c };
    }
    TileHolding holding;
    for (const auto& [r, c] : cellOfOffset) {
        if ((holding.firstElement = elementInTile(unit, tile, r, c)))
            break;
    }
    if (!holding.firstElement || holding.firstElement->empty())
        return holding;
    Shape coordinate = *holding.firstElement;
    const size_t rank = coordinate.size();
    const bool rows = rank >= 2;
    if (coordinate[rank - 1] % g->width != 0 || (rows && coordinate[rank - 2] % g->height != 0))
        return holding;
    // The tile's rows and columns must run along the last two logical dims (not so for a transposed layout): its
    // cell (0, 0) holds the first element, and its next cell right and down the next along those dims.
    const std::optional<Shape> origin = elementInTile(unit, tile, 0, 0);
    if (origin != holding.firstElement)
        return holding;
    const auto follows = [&](int64_t r, int64_t c) {
        const std::optional<Shape> e = elementInTile(unit, tile, r, c);
        if (!e)
            return true; // padding: nothing to contradict
        Shape expected = coordinate;
        expected[rank - 1] += c;
        if (rows)
            expected[rank - 2] += r;
        return *e == expected;
    };
    if ((g->width > 1 && !follows(0, 1)) || (g->height > 1 && rows && !follows(1, 0))
        || !follows(g->height - 1, g->width - 1))
        return holding;
    coordinate[rank - 1] /= g->width;
    if (rows)
        coordinate[rank - 2] /= g->height;
    holding.logicalTile = std::move(coordinate);
    return holding;
}

int64_t LayoutProbe::rowMajorIndex(std::span<const int64_t> index) const
{
    const Shape& shape = logicalShape();
    int64_t linear = 0;
    for (size_t i = 0; i < index.size() && i < shape.size(); ++i)
        linear = linear * shape[i] + index[i];
    return linear;
}

std::string_view toString(UnitKind kind)
{
    switch (kind) {
    case UnitKind::Core:
        return "core";
    case UnitKind::Bank:
        return "bank";
    case UnitKind::Memory:
        break;
    }
    return "memory";
}

std::unique_ptr<LayoutProbe> makeLayoutProbe(const AnyLayout& layout)
{
    auto source = std::make_shared<const AnyLayout>(layout);
    if (std::holds_alternative<MetalLayout>(layout))
        return std::make_unique<MetalProbe>(std::move(source));
    if (std::holds_alternative<TtnnTensor>(layout))
        return std::make_unique<TtnnProbe>(std::move(source));
    return std::make_unique<XlaProbe>(std::move(source));
}

bool LayoutProbe::logicalInto(int64_t row, int64_t column, std::span<int64_t> index) const
{
    const std::optional<Shape> found = logicalOf(row, column);
    if (!found || found->size() != index.size())
        return false;
    std::copy(found->begin(), found->end(), index.begin());
    return true;
}

} // namespace tle
