// SPDX-License-Identifier: MIT
#include "view/notationprobes.h"

#include "layout/affine/separablemap.h"
#include "layout/ttnn/ttnnmapping.h"
#include "layout/ttnn/ttnnpointmapper.h"
#include "util/checked.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

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
    UnitId unitId(int64_t unit) const override
    {
        if (ttnn().isSharded())
            return { .kind = UnitKind::Core, .coordinates = { unit / device().gridCols, unit % device().gridCols } };
        return {
            .kind = UnitKind::Bank, .memory = std::string(toString(ttnn().spec().bufferType)), .coordinates = { unit }
        };
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
    PlaneKind physicalKind() const override
    {
        return ttnn().isSharded() ? PlaneKind::TtnnShards : PlaneKind::TtnnPhysical;
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

} // namespace

std::unique_ptr<LayoutProbe> makeTtnnProbe(std::shared_ptr<const AnyLayout> source)
{
    return std::make_unique<TtnnProbe>(std::move(source));
}

} // namespace tle
