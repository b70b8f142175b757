// SPDX-License-Identifier: MIT
#include "view/notationprobes.h"

#include "layout/xla/xlapointmapper.h"

#include <algorithm>

namespace tle {

namespace {

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
    UnitId unitId(int64_t) const override { return {}; }
    ProbeSite logicalSite(std::span<const int64_t>) const override { return { 0, PaddingCause::None }; }
    std::array<int64_t, 2> physicalExtent() const override
    {
        return { m_layout.allocatedElements() / m_columns, m_columns };
    }
    PlaneKind physicalKind() const override { return m_interleaved ? PlaneKind::XlaInterleaved : PlaneKind::XlaRuns; }
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

std::unique_ptr<LayoutProbe> makeXlaProbe(std::shared_ptr<const AnyLayout> source)
{
    return std::make_unique<XlaProbe>(std::move(source));
}

} // namespace tle
