// SPDX-License-Identifier: MIT
#include "view/notationprobes.h"

#include "layout/metal/metalcellmapper.h"
#include "layout/metal/metalmapping.h"
#include "layout/metal/metalpointmapper.h"
#include "layout/affine/separablemap.h"
#include "util/checked.h"

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
    UnitId unitId(int64_t unit) const override
    {
        const auto grid = unitGrid();
        const auto coordinates = unfold(m_layout.grid(), unit / grid[1], unit % grid[1]);
        return { .kind = UnitKind::Core, .coordinates = { coordinates.begin(), coordinates.end() } };
    }
    ProbeSite logicalSite(std::span<const int64_t> index) const override
    {
        return { m_mapper.map(index.data()).core, PaddingCause::None };
    }
    std::array<int64_t, 2> physicalExtent() const override { return fold(m_physical); }
    PlaneKind physicalKind() const override
    {
        return m_layout.allocatedShardShape() == m_layout.shardShape() ? PlaneKind::MetalGrid
                                                                       : PlaneKind::MetalGridTiles;
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

} // namespace

std::unique_ptr<LayoutProbe> makeMetalProbe(std::shared_ptr<const AnyLayout> source)
{
    return std::make_unique<MetalProbe>(std::move(source));
}

} // namespace tle
