// SPDX-License-Identifier: MIT
#include "layout/metal/metallayout.h"

#include "layout/affine/affinebounds.h"
#include "util/checked.h"

namespace tle {

MetalLayout::MetalLayout(MetalLayoutSpec spec)
    : m_spec(std::move(spec))
{
    validateShape(m_spec.logicalShape, "logical_shape", 0);
    if (m_spec.grid.empty())
        throw Error("grid: must have at least one dim");
    validateShape(m_spec.grid, "grid");
    if (m_spec.tile) {
        m_spec.tile->validate();
        m_spec.inTileOrder = m_spec.tile->effectiveOrder(m_spec.inTileOrder);
        if (m_spec.grid.size() < 2)
            throw Error(
                fmt::format("tile: a tiled layout needs a grid of rank 2 or more, got <{}>", formatShape(m_spec.grid)));
    }
    if (m_spec.form == MetalForm::Seed)
        deriveSeed();
    else
        deriveCurrent();
    deriveCommon();
}

ElementType MetalLayout::storageType() const
{
    if (m_spec.tile)
        return m_spec.tile->dataType;
    return m_spec.storageType.value_or(m_spec.elementType);
}

void MetalLayout::deriveSeed()
{
    const Shape& shape = m_spec.logicalShape;
    const size_t gridRank = m_spec.grid.size();
    if (m_spec.linear) {
        const AffineMap& map = *m_spec.linear;
        if (map.numDims() != shape.size())
            throw Error(fmt::format("linear: the map has {} dims but the tensor has rank {} ({})", map.numDims(),
                shape.size(), formatShape(shape)));
        if (map.numSymbols() != 0)
            throw Error(fmt::format("linear: the map has {} symbols; a layout map takes none", map.numSymbols()));
        if (map.numResults() != gridRank)
            throw Error(fmt::format("linear: the map has {} results but the grid <{}> has rank {}", map.numResults(),
                formatShape(m_spec.grid), gridRank));
        m_linear = map;
        m_written = seedIntervalsOfMap(shape, gridRank, map);
    } else {
        m_linear = seedCollapsedLinearMap(shape, gridRank, m_spec.collapseIntervals);
        m_written = m_spec.collapseIntervals;
        size_t leading = 0;
        while (leading < gridRank && m_linear.result(leading).kind() == AffineExpr::Kind::Constant)
            ++leading;
        if (leading > 0 && !shape.empty() && !hasZeroExtent(shape))
            m_spec.warnings.push_back(fmt::format("grid <{}> has {} more dims than the tensor collapses to: as "
                                                  "tt-mlir's collapsedLinearAffineMap does, the map gives them 0 "
                                                  "({}), so only the cores at 0 in those grid dims hold data",
                formatShape(m_spec.grid), leading, m_linear.toString()));
    }
    for (const DimInterval& iv : m_written) {
        DimInterval r = iv;
        if (r.begin < 0)
            r.begin += int64_t(shape.size());
        if (r.end < 0)
            r.end += int64_t(shape.size());
        m_intervals.push_back(r);
    }

    // The seed derives the physical extent by evaluating the map at the last element and adding one;
    // that is only the extent when no result can reach further or below zero, which is checked here.
    m_collapsed.resize(gridRank);
    for (size_t r = 0; r < gridRank; ++r) {
        const ResultExtent e = resultExtent(m_linear.results()[r], shape);
        if (e.problem == ResultExtent::Problem::Negative)
            throw Error(fmt::format("linear: result {} ({}) can be negative (down to {})", r,
                m_linear.results()[r].toString(), e.range.lo));
        if (e.problem == ResultExtent::Problem::NotLargestAtLast)
            throw Error(fmt::format("linear: result {} ({}) reaches {} but is {} at the last element; the physical "
                                    "extent is taken from the last element, so the map must be monotone",
                r, m_linear.results()[r].toString(), e.range.hi, e.atLast));
        m_collapsed[r] = e.extent;
    }

    m_shard.resize(gridRank);
    for (size_t r = 0; r < gridRank; ++r)
        m_shard[r] = ceilDiv(m_collapsed[r], m_spec.grid[r]);
    m_memref = m_shard;
    m_allocatedShard = m_shard;
    if (m_spec.tile) {
        m_memref[gridRank - 2] = ceilDiv(m_shard[gridRank - 2], m_spec.tile->height);
        m_memref[gridRank - 1] = ceilDiv(m_shard[gridRank - 1], m_spec.tile->width);
        m_allocatedShard[gridRank - 2] = m_memref[gridRank - 2] * m_spec.tile->height;
        m_allocatedShard[gridRank - 1] = m_memref[gridRank - 1] * m_spec.tile->width;
    }
    if (m_spec.givenMemref) {
        const Shape& given = *m_spec.givenMemref;
        if (given.size() != gridRank)
            throw Error(fmt::format("memref: rank {} ({}) but the grid <{}> has rank {}", given.size(),
                formatShape(given), formatShape(m_spec.grid), gridRank));
        if (given != m_memref)
            throw Error(fmt::format("memref: given {} but the map{} derive {}", formatShape(given),
                m_spec.tile ? ", grid and tile" : " and grid", formatShape(m_memref)));
    }
}

void MetalLayout::deriveCurrent()
{
    const Shape& shape = m_spec.logicalShape;
    const auto rank = int64_t(shape.size());
    const Shape& align = m_spec.dimAlignments;
    if (int64_t(align.size()) != rank)
        throw Error(fmt::format("dim_alignments: size ({}) must match logical_shape rank ({})", align.size(), rank));
    for (size_t i = 0; i < align.size(); ++i) {
        if (align[i] <= 0)
            throw Error(fmt::format("dim_alignments: entry {} must be positive, got {}", i, align[i]));
    }
    m_intervals = normalizeIntervals(m_spec.collapseIntervals, rank);
    m_written = m_spec.collapseIntervals;
    m_collapsed = alignedPhysicalShape(shape, align, m_intervals);
    m_linear = alignedLinearMap(shape, align, m_intervals);

    const size_t physRank = m_collapsed.size();
    if (m_spec.grid.size() != physRank)
        throw Error(fmt::format("grid: rank {} (<{}>) but the layout has {} collapsed dims ({})", m_spec.grid.size(),
            formatShape(m_spec.grid), physRank, formatShape(m_collapsed)));
    // Units the grid divides: tiles for the last two dims when tiled, elements otherwise.
    Shape unit(physRank, 1);
    if (m_spec.tile) {
        unit[physRank - 2] = m_spec.tile->height;
        unit[physRank - 1] = m_spec.tile->width;
        for (size_t i = physRank - 2; i < physRank; ++i) {
            if (m_collapsed[i] % unit[i] != 0)
                throw Error(fmt::format("tile: collapsed dim {} ({}) is not a multiple of the tile {} {}", i,
                    m_collapsed[i], i + 1 == physRank ? "width" : "height", unit[i]));
        }
    }
    Shape units(physRank);
    for (size_t i = 0; i < physRank; ++i)
        units[i] = m_collapsed[i] / unit[i];
    m_memref = derivedCurrentShard(units);
    if (m_spec.givenDeviceShape)
        adoptGivenShard(units);
    m_shard.resize(physRank);
    for (size_t i = 0; i < physRank; ++i)
        m_shard[i] = m_memref[i] * unit[i];
    m_allocatedShard = m_shard;
}

Shape MetalLayout::derivedCurrentShard(const Shape& units)
{
    // Upstream builds types whose grid divides the aligned shape; a grid that does not (a --grid, or a type
    // written by hand) gets shards rounded up, and the shards past the end are grid padding.
    Shape shard(units.size());
    for (size_t i = 0; i < units.size(); ++i) {
        shard[i] = ceilDiv(units[i], m_spec.grid[i]);
        if (!m_spec.givenDeviceShape && units[i] % m_spec.grid[i] != 0)
            m_spec.warnings.push_back(fmt::format("grid: collapsed dim {} ({}{}) does not divide by grid dim {} "
                                                  "({}): each shard holds {}, the rest of the last shards is grid "
                                                  "padding",
                i, units[i], m_spec.tile ? " tiles" : "", i, m_spec.grid[i], shard[i]));
    }
    return shard;
}

void MetalLayout::adoptGivenShard(const Shape& units)
{
    // tt-mlir does not check a tensor type against its layout: its own IR has shard extents that cover more
    // than the aligned shape (the extra is padding) and some that hold the elements in another shape.
    const Shape& given = *m_spec.givenDeviceShape;
    const size_t rank = units.size();
    const Shape shard(given.begin() + long(rank), given.end());
    Shape covered(rank);
    bool covers = true;
    for (size_t i = 0; i < rank; ++i) {
        covered[i] = checkedMul(shard[i], m_spec.grid[i], "tensor shape");
        covers = covers && covered[i] >= units[i] && shard[i] > 0;
    }
    const char* what = m_spec.tile ? "tiles" : "elements";
    if (covers && covered == units)
        return;
    if (covers) {
        m_spec.warnings.push_back(fmt::format("tensor shape {}: grid {} ++ shard {} covers {} {} where the layout "
                                              "aligns to {}; the extra is grid padding (tt-mlir does not check this)",
            formatShape(given), formatShape(m_spec.grid), formatShape(shard), formatShape(covered), what,
            formatShape(units)));
        m_memref = shard;
        return;
    }
    m_spec.warnings.push_back(fmt::format("tensor shape {}: grid {} ++ shard {} covers {} {}, not the {} the layout "
                                          "aligns to (tt-mlir does not check this); placed by the layout's shard {}",
        formatShape(given), formatShape(m_spec.grid), formatShape(shard), formatShape(covered), what,
        formatShape(units), formatShape(m_memref)));
}

void MetalLayout::deriveCommon()
{
    m_compiled = CompiledAffineMap(m_linear);
    m_inverse = InverseLinearMap(m_linear, m_spec.logicalShape);
    m_coreCount = checkedProduct(m_spec.grid, "core count");
    m_logicalElements = checkedProduct(m_spec.logicalShape, "logical volume");
    const int64_t shardVolume = checkedProduct(m_shard, "shard volume");
    m_allocatedPerShard = checkedProduct(m_allocatedShard, "shard volume");
    const int64_t allocated = checkedMul(m_allocatedPerShard, m_coreCount, "allocated volume");
    const int64_t collapsedVolume = checkedProduct(m_collapsed, "collapsed volume");
    const int64_t gridVolume = checkedMul(shardVolume, m_coreCount, "allocated volume");
    m_padding[PaddingCause::Tile] = allocated - gridVolume;
    m_padding[PaddingCause::Grid] = gridVolume - collapsedVolume;
    m_padding[gapCause()] = collapsedVolume - m_logicalElements;
    if (m_spec.tile)
        m_bytesPerShard = checkedMul(checkedProduct(m_memref, "tile count"), m_spec.tile->sizeBytes(), "shard bytes");
    else
        m_bytesPerShard = checkedMul(m_allocatedPerShard, scalarBytes(storageType()), "shard bytes");
}

PaddingCause MetalLayout::gapCause() const
{
    return m_spec.form == MetalForm::Seed ? PaddingCause::Stride : PaddingCause::Alignment;
}

Shape MetalLayout::deviceShape() const
{
    Shape out = m_spec.grid;
    out.insert(out.end(), m_memref.begin(), m_memref.end());
    return out;
}

namespace {

std::string intervalsLiteral(const DimIntervals& intervals)
{
    const std::string type = fmt::format(" : tensor<{}x2xi64>", intervals.size());
    if (intervals.empty())
        return "dense<>" + type;
    bool splat = true;
    for (const DimInterval& iv : intervals)
        splat = splat && iv.begin == intervals[0].begin && iv.end == intervals[0].begin;
    if (splat)
        return fmt::format("dense<{}>{}", intervals[0].begin, type);
    std::string out = "dense<[";
    for (size_t i = 0; i < intervals.size(); ++i)
        out += fmt::format("{}[{}, {}]", i ? ", " : "", intervals[i].begin, intervals[i].end);
    return out + "]>" + type;
}

} // namespace

std::string MetalLayout::toString() const
{
    const std::string elem = std::string(tle::toString(m_spec.elementType));
    if (m_spec.form == MetalForm::Seed) {
        const std::string memrefElem
            = m_spec.tile ? m_spec.tile->toString() : std::string(tle::toString(storageType()));
        const std::string attribute
            = fmt::format("#ttcore.metal_layout<{}, {}, <{}>, memref<{}x{}, #ttcore.memory_space<{}>>>",
                m_linear.toString(), tle::toString(m_spec.oobValue), formatShape(m_spec.grid), formatShape(m_memref),
                memrefElem, tle::toString(m_spec.memorySpace));
        if (m_spec.shapeInferred)
            return attribute;
        return fmt::format("tensor<{}x{}, {}>", formatShape(m_spec.logicalShape), elem, attribute);
    }
    const std::string tensorElem = m_spec.tile ? m_spec.tile->toString() : elem;
    return fmt::format("tensor<{}x{}, #ttcore.metal_layout<logical_shape = {}, dim_alignments = {}, "
                       "collapsed_intervals = {}, {}, {}>>",
        formatShape(deviceShape()), tensorElem, formatShape(m_spec.logicalShape), formatShape(m_spec.dimAlignments),
        intervalsLiteral(m_spec.collapseIntervals), tle::toString(m_spec.memorySpace),
        tle::toString(m_spec.memoryLayout));
}

} // namespace tle
