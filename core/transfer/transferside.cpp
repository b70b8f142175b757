// SPDX-License-Identifier: MIT
#include "transfer/transferside.h"

#include "layout/ttnn/ttnnmapping.h"
#include "util/error.h"

#include <functional>
#include <mutex>
#include <numeric>
#include <unordered_map>

#include <fmt/ranges.h>

#include <fmt/format.h>

namespace tle {

namespace {

// The point mappers of the layouts planned lately. A search prices many changes from and to the same few layouts,
// and building a mapper's tables is most of a plan's setup: a walk maps a few points of each tile, so the tables
// hold an entry per block of a tile's face rows rather than per row. Keyed by the layout's facts, which the entry keeps
// alive; a small cap bounds the memory a session of large tensors holds.
std::shared_ptr<const TtnnPointMapper> pointMapperOf(const TtnnLayout& layout)
{
    struct Entry
    {
        TtnnLayout layout;
        std::shared_ptr<const TtnnPointMapper> mapper;
    };
    static std::mutex mutex;
    static std::unordered_map<const void*, Entry> cache;
    constexpr size_t kCap = 64;
    {
        std::lock_guard lock(mutex);
        if (const auto it = cache.find(layout.sharedFacts()); it != cache.end())
            return it->second.mapper;
    }
    auto mapper = std::make_shared<const TtnnPointMapper>(layout, FoldedPointMap::Tables::Blocks);
    std::lock_guard lock(mutex);
    if (cache.size() >= kCap)
        cache.clear();
    cache.emplace(layout.sharedFacts(), Entry { layout, mapper });
    return mapper;
}

int64_t alignUp(int64_t value, int64_t alignment)
{
    return (value + alignment - 1) / alignment * alignment;
}

std::string_view memoryLayoutName(TtnnMemoryLayout layout)
{
    switch (layout) {
    case TtnnMemoryLayout::Interleaved:
        return "interleaved";
    case TtnnMemoryLayout::HeightSharded:
        return "height sharded";
    case TtnnMemoryLayout::WidthSharded:
        return "width sharded";
    case TtnnMemoryLayout::BlockSharded:
        return "block sharded";
    }
    return "sharded";
}

// Bytes of one stored element: block floats count their mantissa byte, their shared exponents stay with the tile.
int64_t storedElementBytes(ElementType type, bool tiled)
{
    if (tiled)
        return std::max<int64_t>(1, elementBits(type) / 8);
    return scalarBytes(type);
}

} // namespace

std::string endpointLabel(const TransferEndpoint& endpoint)
{
    if (endpoint.kind == TransferEndpoint::Kind::DramBank)
        return fmt::format("dram {}", endpoint.bank);
    return fmt::format("({}, {})", endpoint.y, endpoint.x);
}

TransferSide::TransferSide(const AnyLayout& layout, int64_t gridRows, int64_t gridCols, int64_t dramBanks,
    int64_t dramAlignment, int64_t l1Alignment)
{
    if (const auto* t = std::get_if<TtnnTensor>(&layout))
        placeTtnn(t->layout, dramBanks, std::max<int64_t>(1, dramAlignment), std::max<int64_t>(1, l1Alignment));
    else if (const auto* m = std::get_if<MetalLayout>(&layout))
        placeMetal(*m, gridRows, gridCols, dramBanks);
    else
        throw Error("an XLA layout names no cores or banks: a transfer needs a TTNN or metal layout on both sides");
}

void TransferSide::placeTtnn(const TtnnLayout& layout, int64_t dramBanks, int64_t dramAlignment, int64_t l1Alignment)
{
    const auto buffer = layout.spec().bufferType;
    if (buffer == BufferType::SystemMemory)
        throw Error("a layout in system memory is on the host: a transfer needs both layouts on the device");
    m_dram = buffer == BufferType::Dram;
    m_sharded = layout.isSharded();
    m_tiled = layout.isTiled();
    m_elementBytes = storedElementBytes(layout.spec().dataType, m_tiled);
    m_pageElements = std::max<int64_t>(1, layout.pageShape()[0] * layout.pageShape()[1]);
    m_perPage = FastDivisor(m_pageElements);
    m_pageBytes = alignUp(std::max<int64_t>(1, layout.pageBytes()), m_dram ? dramAlignment : l1Alignment);
    if (m_tiled) {
        const TileType& tile = layout.spec().tile;
        const bool faces = tile.effectiveOrder(layout.spec().inTileOrder) == InTileOrder::Faces;
        m_hint = faces ? tile.faceWidth() : tile.width;
    } else {
        m_hint = std::max<int64_t>(1, layout.pageShape()[1]);
    }
    m_paddingElements = std::max<int64_t>(0,
        layout.allocatedElements()
            - std::accumulate(
                layout.logicalShape().begin(), layout.logicalShape().end(), int64_t(1), std::multiplies<>()));
    m_gridCols = std::max<int64_t>(1, layout.spec().device.gridCols);
    const int64_t units = m_sharded ? layout.spec().device.workerCores() : layout.numBanks();
    if (units > kMaxTransferUnits)
        throw Error(fmt::format(
            "the layout spreads over {} units, more than a transfer plan takes ({})", units, kMaxTransferUnits));
    // Units are numbered y * columns + x: every shard's core must lie on the grid, or its number would name
    // another core or none.
    if (m_sharded) {
        std::vector<CoreCoord> cores = layout.shardCores();
        if (layout.isNdSharded()) {
            const CoreRange box = layout.spec().ndShardSpec->grid.boundingBox();
            cores = { box.start, box.end };
        }
        for (const CoreCoord& c : cores) {
            if (c.x < 0 || c.y < 0 || c.x >= m_gridCols || c.y * m_gridCols + c.x >= units)
                throw Error(fmt::format("the shard core (x={}, y={}) lies outside the device's {}x{} worker grid", c.x,
                    c.y, layout.spec().device.gridRows, layout.spec().device.gridCols));
        }
    }
    m_endpoints.resize(size_t(std::max<int64_t>(1, units)));
    for (int64_t u = 0; u < int64_t(m_endpoints.size()); ++u) {
        TransferEndpoint& e = m_endpoints[size_t(u)];
        if (m_dram) {
            e.kind = TransferEndpoint::Kind::DramBank;
            e.bank = u % std::max<int64_t>(1, dramBanks);
        } else {
            // A sharded unit is the core y * columns + x; an L1 bank is the core of the same number.
            e.y = u / m_gridCols;
            e.x = u % m_gridCols;
        }
    }
    const TtnnLayoutSpec& spec = layout.spec();
    m_tilesArePages = m_tiled && !layout.isNdSharded()
        && (!spec.linear || (spec.linear->isIdentity() && spec.linear->numDims() == 2))
        && (!spec.shardSpec || spec.shardSpec->mode == ShardMode::Physical);
    if (layout.isNdSharded())
        m_ndLayout = &layout;
    else
        m_ttnn = pointMapperOf(layout);
    m_summary = fmt::format(
        "{} {}{}", m_dram ? "dram" : "l1", memoryLayoutName(layout.spec().memoryLayout), m_tiled ? "" : " row-major");
}

void TransferSide::placeMetal(const MetalLayout& layout, int64_t gridRows, int64_t gridCols, int64_t dramBanks)
{
    const MemorySpace space = layout.spec().memorySpace;
    if (space == MemorySpace::System || space == MemorySpace::SystemMMIO)
        throw Error("a layout in system memory is on the host: a transfer needs both layouts on the device");
    m_dram = space == MemorySpace::DeviceDRAM;
    m_sharded = true;
    m_tiled = layout.tile().has_value();
    m_elementBytes = storedElementBytes(layout.storageType(), m_tiled);
    if (m_tiled) {
        const TileType& tile = *layout.tile();
        m_pageElements = tile.height * tile.width;
        const bool faces = tile.effectiveOrder(layout.inTileOrder()) == InTileOrder::Faces;
        m_hint = faces ? tile.faceWidth() : tile.width;
    } else {
        m_pageElements = std::max<int64_t>(1, layout.shardShape().empty() ? 1 : layout.shardShape().back());
        m_hint = m_pageElements;
    }
    m_pageBytes = m_pageElements * m_elementBytes;
    m_perPage = FastDivisor(m_pageElements);
    m_paddingElements = std::max<int64_t>(0, layout.allocatedElements() - layout.logicalElements());
    const Shape& grid = layout.grid();
    m_gridCols = grid.empty() ? 1 : grid.back();
    const int64_t cores = layout.coreCount();
    if (cores > kMaxTransferUnits)
        throw Error(fmt::format("the metal grid {} has {} cores, more than a transfer plan takes ({})",
            fmt::join(grid, "x"), cores, kMaxTransferUnits));
    if (!m_dram && (cores / m_gridCols > gridRows || m_gridCols > gridCols))
        throw Error(fmt::format("the metal grid {} does not fit the device's {}x{} worker cores", fmt::join(grid, "x"),
            gridRows, gridCols));
    m_endpoints.resize(size_t(cores));
    for (int64_t c = 0; c < cores; ++c) {
        TransferEndpoint& e = m_endpoints[size_t(c)];
        if (m_dram) {
            e.kind = TransferEndpoint::Kind::DramBank;
            e.bank = c % std::max<int64_t>(1, dramBanks);
        } else {
            e.y = c / m_gridCols;
            e.x = c % m_gridCols;
        }
    }
    m_metal.emplace(layout);
    m_summary = fmt::format("{} metal grid {}", m_dram ? "dram" : "l1", fmt::join(grid, "x"));
}

TransferSide::Place TransferSide::place(const int64_t* index) const
{
    if (m_ttnn) {
        const TtnnPointMapper::Slot slot = m_ttnn->map(index);
        const int64_t page = m_perPage.divide(slot.elementOffset);
        const int64_t inPage = slot.elementOffset - page * m_pageElements;
        return { slot.unit, page * m_pageBytes + inPage * m_elementBytes };
    }
    if (m_metal) {
        const MetalPointMapper::Slot slot = m_metal->map(index);
        return { slot.core, slot.shardOffset * m_elementBytes };
    }
    const Shape& shape = m_ndLayout->logicalShape();
    const TtnnPlace p = mapTtnnElement(*m_ndLayout, std::span<const int64_t>(index, shape.size()));
    const int64_t unit = p.core ? p.core->y * m_gridCols + p.core->x : p.bank.value_or(0);
    int64_t inPage = p.inPage[0] * m_ndLayout->pageShape()[1] + p.inPage[1];
    if (m_tiled && p.face) {
        const TileType& tile = m_ndLayout->spec().tile;
        const int64_t fh = tile.faceHeight();
        const int64_t fw = tile.faceWidth();
        inPage = *p.face * fh * fw + (p.inPage[0] % fh) * fw + p.inPage[1] % fw;
    }
    return { unit, p.pageSlot * m_pageBytes + inPage * m_elementBytes };
}

int64_t TransferSide::runHint(int64_t column) const
{
    return m_hint - column % m_hint;
}

} // namespace tle
