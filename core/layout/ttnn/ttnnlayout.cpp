// SPDX-License-Identifier: MIT
#include "layout/ttnn/ttnnlayout.h"
#include "layout/ttnn/devicepresets.h"

#include "layout/affine/affinebounds.h"
#include "util/checked.h"

#include <algorithm>

namespace tle {

namespace {

// Shards are placed one by one (a core per shard); beyond this many a shard spec is surely a mistake.
constexpr int64_t kMaxShards = int64_t(1) << 22;

// Height sharding gives each core whole rows and width sharding whole columns: the shard spans the other dim.
void checkLineShard(const TtnnLayoutSpec& layout, const std::array<int64_t, 2>& shard,
    const std::array<int64_t, 2>& logicalShard, int64_t height, int64_t width)
{
    const ShardMode mode = layout.shardSpec->mode;
    switch (layout.memoryLayout) {
    case TtnnMemoryLayout::HeightSharded:
        if (mode == ShardMode::Physical && shard[1] != width)
            throw Error(fmt::format(
                "height sharding: the shard width {} does not match the physical width {}", shard[1], width));
        // A height shard spans every column; a narrower one would split the rows that are its pages.
        if (mode == ShardMode::Logical && logicalShard[1] < layout.logicalShape.back())
            throw Error(fmt::format("height sharding: the logical shard width {} is narrower than the tensor's {}",
                logicalShard[1], layout.logicalShape.back()));
        break;
    case TtnnMemoryLayout::WidthSharded:
        if (mode == ShardMode::Physical && shard[0] != height)
            throw Error(fmt::format(
                "width sharding: the shard height {} does not match the physical height {}", shard[0], height));
        break;
    default:
        break;
    }
}

// Block sharding lays the grid of shards onto the bounding box of the cores, transposed for column-major
// orientation; it throws when the shards do not fit.
std::vector<CoreCoord> blockShardCores(const ShardSpec2D& spec, const std::array<int64_t, 2>& shardGrid)
{
    const CoreRange box = spec.grid.boundingBox();
    const bool rowMajor = spec.orientation == ShardOrientation::RowMajor;
    const int64_t boxRows = box.end.y - box.start.y + 1;
    const int64_t boxCols = box.end.x - box.start.x + 1;
    const int64_t needRows = rowMajor ? shardGrid[0] : shardGrid[1];
    const int64_t needCols = rowMajor ? shardGrid[1] : shardGrid[0];
    if (needRows > boxRows || needCols > boxCols)
        throw Error(fmt::format("block sharding: {}x{} shards ({} orientation) do not fit the {}x{} core grid",
            shardGrid[0], shardGrid[1], toString(spec.orientation), boxRows, boxCols));
    std::vector<CoreCoord> cores;
    for (int64_t r = 0; r < shardGrid[0]; ++r) {
        for (int64_t c = 0; c < shardGrid[1]; ++c)
            cores.push_back(rowMajor ? CoreCoord { box.start.x + c, box.start.y + r }
                                     : CoreCoord { box.start.x + r, box.start.y + c });
    }
    return cores;
}

// An L1 shard lives in a worker core's SRAM, and cores are numbered y * columns + x on the device's worker grid: a
// core past the grid would alias another.
void checkCoresOnDevice(const TtnnLayoutSpec& spec)
{
    const CoreRangeSet* cores = l1ShardCores(spec);
    if (const CoreRange* past = cores ? rangePastGrid(*cores, spec.device) : nullptr)
        throw Error(fmt::format("core_ranges: core ({}, {}) lies outside the {}x{} worker grid of {}", past->end.x,
            past->end.y, spec.device.gridRows, spec.device.gridCols, spec.device.name));
}

} // namespace

TtnnLayout::TtnnLayout(TtnnLayoutSpec spec)
    : m_d(std::make_shared<const TtnnLayoutData>(std::move(spec)))
{ }

TtnnLayoutData::TtnnLayoutData(TtnnLayoutSpec spec)
    : m_spec(std::move(spec))
{
    validateShape(m_spec.logicalShape, "shape", 0);
    m_spec.tile.dataType = m_spec.dataType;
    // Block floats outside tiles are stored as 4-byte floats, as tt-metal does for ROW_MAJOR.
    if (isTiled()) {
        m_spec.tile.validate();
        m_spec.inTileOrder = m_spec.tile.effectiveOrder(m_spec.inTileOrder);
    }
    if (isSharded() && !m_spec.shardSpec && !m_spec.ndShardSpec)
        throw Error(fmt::format(
            "memory_layout: {} needs a shard spec (--shard-shape and --grid)", toString(m_spec.memoryLayout)));
    if (isSharded() && m_spec.bufferType == BufferType::SystemMemory)
        throw Error(fmt::format("memory_layout: {} needs a device buffer (dram or l1); system_memory holds host "
                                "tensors, which are never sharded",
            toString(m_spec.memoryLayout)));
    if (!isSharded() && (m_spec.shardSpec || m_spec.ndShardSpec))
        throw Error("memory_layout: an interleaved layout takes no shard spec");
    if (m_spec.ndShardSpec && m_spec.shardSpec)
        throw Error("shard spec: give either a 2-D shard spec or an N-D one, not both");
    checkCoresOnDevice(m_spec);
    deriveAlignment();
    derivePhysical();
    derivePages();
    if (m_spec.ndShardSpec)
        deriveNdSharding();
    else if (isSharded())
        deriveSharding();
}

int64_t TtnnLayoutData::elementBytes() const
{
    return scalarBytes(m_spec.dataType);
}

PaddingCause TtnnLayoutData::alignmentCause() const
{
    if (isTiled() && m_spec.userAlignment.empty() && !(m_spec.shardSpec && m_spec.shardSpec->physicalShape))
        return PaddingCause::Tile;
    return PaddingCause::Alignment;
}

void TtnnLayoutData::deriveAlignment()
{
    Shape base;
    const auto& shard = m_spec.shardSpec;
    if (isTiled()) {
        if (shard && shard->mode == ShardMode::Logical && shard->physicalShape)
            base = { (*shard->physicalShape)[0], (*shard->physicalShape)[1] };
        else
            base = { m_spec.tile.height, m_spec.tile.width };
    } else if (m_spec.ndShardSpec) {
        base = { m_spec.ndShardSpec->shape.back() };
    } else if (shard && shard->mode == ShardMode::Logical) {
        if (shard->physicalShape)
            base = { (*shard->physicalShape)[0], (*shard->physicalShape)[1] };
        else
            base = { shard->shape[1] };
    } else if (shard && m_spec.memoryLayout != TtnnMemoryLayout::HeightSharded) {
        base = { shard->shape[1] };
    } else {
        base = { 1 };
    }
    for (int64_t a : m_spec.userAlignment) {
        if (a <= 0)
            throw Error(fmt::format("alignment: entries must be positive, got {}", a));
    }
    // Right-aligned merge: each entry present in both becomes round_up(user, default).
    const size_t rank = std::max(base.size(), m_spec.userAlignment.size());
    m_alignment.assign(rank, 1);
    for (size_t k = 0; k < rank; ++k) {
        const size_t i = rank - 1 - k;
        const bool hasBase = k < base.size();
        const bool hasUser = k < m_spec.userAlignment.size();
        const int64_t b = hasBase ? base[base.size() - 1 - k] : 1;
        const int64_t u = hasUser ? m_spec.userAlignment[m_spec.userAlignment.size() - 1 - k] : 1;
        m_alignment[i] = hasUser && hasBase ? alignUp(u, b, "alignment") : (hasUser ? u : b);
    }
}

void TtnnLayoutData::derivePhysical()
{
    computeStrides();
    computePaddedShape();
    if (m_spec.linear)
        physicalFromMap(*m_spec.linear);
    else
        physicalFromShape();
    m_compiled = CompiledAffineMap(m_linear);
    m_inverse = InverseLinearMap(m_linear, m_spec.logicalShape);
    if (m_spec.shardSpec && m_spec.shardSpec->mode == ShardMode::Logical)
        applyLogicalShardMode();
    if (isTiled() && !m_spec.ndShardSpec
        && (m_physical[0] % m_spec.tile.height != 0 || m_physical[1] % m_spec.tile.width != 0))
        throw Error(fmt::format("tile: the physical shape {}x{} is not a whole number of {}x{} tiles", m_physical[0],
            m_physical[1], m_spec.tile.height, m_spec.tile.width));
    const int64_t area = checkedMul(m_physical[0], m_physical[1], "physical volume");
    m_padding[alignmentCause()] = area - checkedProduct(m_spec.logicalShape, "logical volume");
    m_allocated = area;
}

int64_t TtnnLayoutData::alignmentFromEnd(int64_t k) const
{
    return m_alignment[m_alignment.size() - size_t(k)];
}

// compute_strides: stride[i] = round_up(stride[i+1] * shape[i+1], alignment of dim i+1).
void TtnnLayoutData::computeStrides()
{
    const Shape& shape = m_spec.logicalShape;
    const auto rank = int64_t(shape.size());
    const auto alignRank = int64_t(m_alignment.size());
    m_strides.assign(shape.size(), 1);
    for (int64_t i = rank - 2; i >= 0; --i) {
        int64_t s = checkedMul(m_strides[size_t(i + 1)], shape[size_t(i + 1)], "stride");
        const int64_t alignIndex = i + 1 - (rank - alignRank);
        if (alignIndex >= 0)
            s = alignUp(s, m_alignment[size_t(alignIndex)], "stride");
        m_strides[size_t(i)] = s;
    }
}

// compute_padded_shape (legacy): last two dims aligned; outer dims padded only when their alignment is not
// already implied by the accumulated inner extent.
void TtnnLayoutData::computePaddedShape()
{
    const Shape& shape = m_spec.logicalShape;
    const auto rank = int64_t(shape.size());
    const auto alignRank = int64_t(m_alignment.size());
    m_padded = shape;
    int64_t accum = 1;
    for (int64_t k = 1; k <= rank; ++k) {
        const auto i = size_t(rank - k);
        const int64_t a = k <= alignRank ? alignmentFromEnd(k) : 1;
        if (k <= 2) {
            m_padded[i] = alignUp(shape[i], a, "padded shape");
        } else if (accum % a != 0) {
            if (a % accum != 0)
                throw Error(fmt::format("alignment: entry {} for dim {} is neither a multiple nor a divisor of the "
                                        "accumulated alignment {}",
                    a, i, accum));
            m_padded[i] = alignUp(shape[i], a / accum, "padded shape");
        }
        if (k != 1)
            accum = checkedMul(accum, m_padded[i], "padded shape");
    }
}

// The compiler's map: rows and columns from its results, tiles round them up.
void TtnnLayoutData::physicalFromMap(const AffineMap& map)
{
    const Shape& shape = m_spec.logicalShape;
    if (map.numDims() != shape.size() || map.numResults() != 2 || map.numSymbols() != 0)
        throw Error(fmt::format(
            "linear: a TTNN layout map takes the {} logical dims to 2 results, got {}", shape.size(), map.toString()));
    for (size_t r = 0; r < 2; ++r) {
        const ResultExtent e = resultExtent(map.results()[r], shape);
        if (e.problem != ResultExtent::Problem::None)
            throw Error(fmt::format("linear: result {} ({}) must be non-negative and largest at the last element", r,
                map.results()[r].toString()));
        m_physical[r] = e.extent;
    }
    m_physical[0] = alignUp(m_physical[0], m_alignment.size() >= 2 ? alignmentFromEnd(2) : 1, "physical height");
    m_physical[1] = alignUp(m_physical[1], alignmentFromEnd(1), "physical width");
    m_linear = map;
}

// compute_physical_shape: width = last dim, height = product of the others, aligned after each step; the
// map is the row-major collapse that gives those rows.
void TtnnLayoutData::physicalFromShape()
{
    const Shape& shape = m_spec.logicalShape;
    const auto rank = int64_t(shape.size());
    const auto alignRank = int64_t(m_alignment.size());
    int64_t width = 1;
    int64_t height = 1;
    Shape rowStride(shape.size(), 1);
    for (int64_t i = -1; i >= -std::max(rank, alignRank); --i) {
        int64_t& dim = i == -1 ? width : height;
        if (i < -1 && i >= -rank)
            rowStride[size_t(rank + i)] = height;
        if (i >= -rank)
            dim = checkedMul(dim, shape[size_t(rank + i)], "physical shape");
        if (i >= -alignRank)
            dim = alignUp(dim, alignmentFromEnd(-i), "physical shape");
    }
    m_physical = { height, width };
    AffineExpr row = AffineExpr::constant(0);
    for (int64_t d = 0; d + 1 < rank; ++d)
        row = row + AffineExpr::dim(unsigned(d)) * AffineExpr::constant(rowStride[size_t(d)]);
    AffineExpr col = rank > 0 ? AffineExpr::dim(unsigned(rank - 1)) : AffineExpr::constant(0);
    m_linear = AffineMap::get(unsigned(rank), 0, { row, col });
}

void TtnnLayoutData::applyLogicalShardMode()
{
    // tt-metal's LOGICAL shard mode: the tensor is flattened to (rows, columns) and cut into logical shards;
    // full shards are padded to the physical shard, the last partial one only to the alignment.
    const ShardSpec2D& spec = *m_spec.shardSpec;
    if (spec.shape[0] <= 0 || spec.shape[1] <= 0)
        throw Error(fmt::format("shard spec: shape {}x{} must be positive", spec.shape[0], spec.shape[1]));
    const Shape& shape = m_spec.logicalShape;
    const int64_t rowAlign = m_alignment.size() >= 2 ? m_alignment[m_alignment.size() - 2] : 1;
    const int64_t colAlign = m_alignment.back();
    m_logicalShard = spec.shape;
    m_shard = spec.physicalShape.value_or(std::array<int64_t, 2> {
        alignUp(spec.shape[0], rowAlign, "shard"), alignUp(spec.shape[1], colAlign, "shard") });
    m_logicalRows
        = shape.empty() ? 1 : checkedProduct(std::span<const int64_t>(shape.data(), shape.size() - 1), "rows");
    const int64_t cols = shape.empty() ? 1 : shape.back();
    auto axis = [](int64_t n, int64_t logical, int64_t physical, int64_t align) {
        return checkedAdd(
            checkedMul(physical, n / logical, "physical shape"), alignUp(n % logical, align), "physical shape");
    };
    m_physical = { axis(m_logicalRows, m_logicalShard[0], m_shard[0], rowAlign),
        axis(cols, m_logicalShard[1], m_shard[1], colAlign) };
    // The row map is the plain flattening; the shard step is applied by the mapping.
    std::vector<AffineExpr> results;
    AffineExpr row = AffineExpr::constant(0);
    const Shape strides = rowMajorStrides(std::span<const int64_t>(shape.data(), shape.empty() ? 0 : shape.size() - 1));
    for (size_t d = 0; d + 1 < shape.size(); ++d)
        row = row + AffineExpr::dim(unsigned(d)) * AffineExpr::constant(strides[d]);
    m_linear = AffineMap::get(unsigned(shape.size()), 0,
        { row, shape.empty() ? AffineExpr::constant(0) : AffineExpr::dim(unsigned(shape.size() - 1)) });
    m_compiled = CompiledAffineMap(m_linear);
    m_inverse = InverseLinearMap(m_linear, shape);
}

void TtnnLayoutData::derivePages()
{
    if (isTiled()) {
        m_page = { m_spec.tile.height, m_spec.tile.width };
        m_pageBytes = m_spec.tile.sizeBytes();
    } else {
        int64_t width = m_physical[1];
        if (m_spec.ndShardSpec)
            width = m_spec.ndShardSpec->shape.back();
        else if (m_spec.shardSpec
            && (m_spec.memoryLayout == TtnnMemoryLayout::WidthSharded
                || m_spec.memoryLayout == TtnnMemoryLayout::BlockSharded))
            width = m_spec.shardSpec->mode == ShardMode::Logical && m_spec.shardSpec->physicalShape
                ? (*m_spec.shardSpec->physicalShape)[1]
                : m_spec.shardSpec->shape[1];
        m_page = { 1, width };
        m_pageBytes = checkedMul(width, elementBytes(), "page size");
    }
    const int64_t area = checkedMul(m_physical[0], m_physical[1], "physical volume");
    const int64_t pageArea = m_page[0] * m_page[1];
    // Row-major pages of a tensor without columns are empty, and there are none of them.
    if (!m_spec.ndShardSpec && pageArea > 0 && area % pageArea != 0)
        throw Error(fmt::format("page: the physical shape {}x{} is not a whole number of {}x{} pages", m_physical[0],
            m_physical[1], m_page[0], m_page[1]));
    m_numPages = pageArea > 0 ? area / pageArea : 0;
    m_bufferBytes = checkedMul(m_numPages, m_pageBytes, "buffer size");
    if (!isSharded()) {
        m_numBanks = m_spec.bufferType == BufferType::Dram ? m_spec.device.dramBanks
            : m_spec.bufferType == BufferType::L1          ? m_spec.device.workerCores()
                                                           : 1;
        m_pagesPerBank = ceilDiv(m_numPages, m_numBanks);
    }
}

void TtnnLayoutData::deriveSharding()
{
    const ShardSpec2D& spec = *m_spec.shardSpec;
    if (spec.grid.empty())
        throw Error("shard spec: the core grid is empty");
    const int64_t height = m_physical[0];
    const int64_t width = m_physical[1];
    // A tensor without elements has no shards (its memref, and so its shard, may have a zero extent too).
    if (height == 0 || width == 0) {
        if (spec.shape[0] < 0 || spec.shape[1] < 0)
            throw Error(fmt::format("shard spec: shape {}x{} must not be negative", spec.shape[0], spec.shape[1]));
        m_shard = spec.shape;
        m_logicalShard = spec.shape;
        m_shardGrid = { 0, 0 };
        m_shardCores.clear();
        m_pagesPerShard = 0;
        m_allocated = 0;
        m_padding[PaddingCause::Grid] = 0;
        m_bufferBytes = 0;
        return;
    }
    if (spec.shape[0] <= 0 || spec.shape[1] <= 0)
        throw Error(fmt::format("shard spec: shape {}x{} must be positive", spec.shape[0], spec.shape[1]));
    if (spec.mode == ShardMode::Logical) {
        m_shardGrid
            = { ceilDiv(m_logicalRows, m_logicalShard[0]), ceilDiv(m_spec.logicalShape.back(), m_logicalShard[1]) };
    } else {
        m_shard = spec.shape;
        m_logicalShard = spec.shape;
        m_shardGrid = { ceilDiv(height, m_shard[0]), ceilDiv(width, m_shard[1]) };
    }
    if (isTiled() && (m_shard[0] % m_spec.tile.height != 0 || m_shard[1] % m_spec.tile.width != 0))
        throw Error(fmt::format("shard spec: the shard shape {}x{} is not a whole number of {}x{} tiles", m_shard[0],
            m_shard[1], m_spec.tile.height, m_spec.tile.width));
    const int64_t numCores = spec.grid.numCores();
    checkLineShard(m_spec, m_shard, m_logicalShard, height, width);
    const int64_t numShards = checkedMul(m_shardGrid[0], m_shardGrid[1], "shard count");
    m_shardCores.clear();
    if (m_spec.memoryLayout == TtnnMemoryLayout::BlockSharded) {
        m_shardCores = blockShardCores(spec, m_shardGrid);
    } else {
        if (numShards > numCores)
            throw Error(fmt::format("{}: {} shards but the core grid has only {} cores", toString(m_spec.memoryLayout),
                numShards, numCores));
        const auto cores = spec.grid.cores(spec.orientation);
        m_shardCores.assign(cores.begin(), cores.begin() + numShards);
    }
    m_pagesPerShard = (m_shard[0] * m_shard[1]) / (m_page[0] * m_page[1]);
    const int64_t shardArea = checkedMul(m_shard[0], m_shard[1], "shard volume");
    m_allocated = checkedMul(numShards, shardArea, "allocated volume");
    m_padding[PaddingCause::Grid] = m_allocated - checkedMul(m_physical[0], m_physical[1], "physical volume");
    m_bufferBytes = checkedMul(checkedMul(numShards, m_pagesPerShard, "pages"), m_pageBytes, "buffer size");
}

void TtnnLayoutData::deriveNdSharding()
{
    const NdShardSpec& spec = *m_spec.ndShardSpec;
    const Shape& shape = m_spec.logicalShape;
    if (spec.grid.empty())
        throw Error("nd shard spec: the core grid is empty");
    if (spec.shape.size() != shape.size())
        throw Error(fmt::format("nd shard spec: shard shape {} has rank {} but the tensor has rank {}",
            formatShape(spec.shape), spec.shape.size(), shape.size()));
    validateShape(spec.shape, "nd shard spec");
    const size_t rank = shape.size();
    if (isTiled() && rank >= 2
        && (spec.shape[rank - 2] % m_spec.tile.height != 0 || spec.shape[rank - 1] % m_spec.tile.width != 0))
        throw Error(fmt::format("nd shard spec: the last two shard dims {}x{} are not whole {}x{} tiles",
            spec.shape[rank - 2], spec.shape[rank - 1], m_spec.tile.height, m_spec.tile.width));
    m_ndShardGrid.resize(rank);
    for (size_t d = 0; d < rank; ++d)
        m_ndShardGrid[d] = ceilDiv(m_padded[d], spec.shape[d]);
    const int64_t numShards = checkedProduct(m_ndShardGrid, "shard count");
    if (numShards > kMaxShards)
        throw Error(fmt::format("nd shard spec: {} shards of {} are more than the {} this tool places", numShards,
            formatShape(spec.shape), kMaxShards));
    const auto cores = spec.grid.cores(spec.orientation);
    const auto numCores = int64_t(cores.size());
    m_shardCores.clear();
    m_shardSlot.clear();
    switch (spec.distribution) {
    case ShardDistribution::RoundRobin1D:
        for (int64_t i = 0; i < numShards; ++i) {
            m_shardCores.push_back(cores[size_t(i % numCores)]);
            m_shardSlot.push_back(i / numCores);
        }
        m_maxShardsPerCore = ceilDiv(numShards, numCores);
        break;
    case ShardDistribution::Contiguous1D: {
        const int64_t perCore = ceilDiv(numShards, numCores);
        for (int64_t i = 0; i < numShards; ++i) {
            m_shardCores.push_back(cores[size_t(i / perCore)]);
            m_shardSlot.push_back(i % perCore);
        }
        m_maxShardsPerCore = perCore;
        break;
    }
    case ShardDistribution::Grid2D: {
        // Shards flattened to (all dims but the last) x (last dim), placed on the 2-D core grid.
        // A tensor with a zero dim has no shards at all.
        const int64_t cols = m_ndShardGrid.back();
        const int64_t rows = cols > 0 ? numShards / cols : 0;
        const CoreRange box = spec.grid.boundingBox();
        const bool rowMajor = spec.orientation == ShardOrientation::RowMajor;
        const int64_t boxRows = box.end.y - box.start.y + 1;
        const int64_t boxCols = box.end.x - box.start.x + 1;
        if ((rowMajor ? rows : cols) > boxRows || (rowMajor ? cols : rows) > boxCols)
            throw Error(fmt::format(
                "nd shard spec: GRID_2D needs {}x{} cores but the grid is {}x{}", rows, cols, boxRows, boxCols));
        for (int64_t r = 0; r < rows; ++r) {
            for (int64_t c = 0; c < cols; ++c) {
                m_shardCores.push_back(rowMajor ? CoreCoord { box.start.x + c, box.start.y + r }
                                                : CoreCoord { box.start.x + r, box.start.y + c });
                m_shardSlot.push_back(0);
            }
        }
        m_maxShardsPerCore = 1;
        break;
    }
    }
    const int64_t shardVolume = checkedProduct(spec.shape, "shard volume");
    m_pagesPerShard = shardVolume / (m_page[0] * m_page[1]);
    m_numPages = checkedMul(numShards, m_pagesPerShard, "page count");
    m_allocated = checkedMul(numShards, shardVolume, "allocated volume");
    const int64_t paddedVolume = checkedProduct(m_padded, "padded volume");
    m_padding = PaddingCounts();
    m_padding[alignmentCause()] = paddedVolume - checkedProduct(shape, "logical volume");
    m_padding[PaddingCause::Grid] = m_allocated - paddedVolume;
    m_bufferBytes = checkedMul(m_numPages, m_pageBytes, "buffer size");
}

CoreCoord TtnnLayoutData::coreOfShard(int64_t row, int64_t col) const
{
    return m_shardCores[size_t(row * m_shardGrid[1] + col)];
}

TtnnLayoutData::Terms TtnnLayoutData::terms() const
{
    Terms t;
    t.shape = m_spec.logicalShape;
    t.stride = m_strides;
    t.tileShape = { m_spec.tile.height, m_spec.tile.width };
    t.shardShape = isSharded() && !isNdSharded() ? m_logicalShard : m_physical;
    t.physicalShardShape = { alignUp(t.shardShape[0], t.tileShape[0]), alignUp(t.shardShape[1], t.tileShape[1]) };
    // The seed writes [divup(stride[0] // stride[-2], shard_shape[0]), divup(stride[-2], shard_shape[0])]; its
    // second term is a typo for shard_shape[1]. The rows are the physical height and the columns its width.
    // An empty tensor has empty shards and no grid of them.
    t.gridShape = { t.shardShape[0] > 0 ? ceilDiv(m_physical[0], t.shardShape[0]) : 0,
        t.shardShape[1] > 0 ? ceilDiv(m_physical[1], t.shardShape[1]) : 0 };
    return t;
}

} // namespace tle
