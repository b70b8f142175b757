// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/affinemap.h"
#include "layout/affine/compiledaffinemap.h"
#include "layout/elementtype.h"
#include "layout/affine/inverselinearmap.h"
#include "layout/padding.h"
#include "layout/shape.h"
#include "layout/tiletype.h"
#include "layout/ttnn/ttnntypes.h"
#include "util/error.h"

#include <array>
#include <memory>
#include <optional>
#include <string>

namespace tle {

// tt-metal's 2-D ShardSpec: a shard of `shape` rows x columns per core of `grid`.
struct ShardSpec2D
{
    CoreRangeSet grid;
    std::array<int64_t, 2> shape { 0, 0 };
    ShardOrientation orientation = ShardOrientation::RowMajor;
    ShardMode mode = ShardMode::Physical;
    std::optional<std::array<int64_t, 2>> physicalShape; // LOGICAL mode only
};

// tt-metal's NdShardSpec: an N-D shard shape distributed over a core grid.
struct NdShardSpec
{
    Shape shape;
    CoreRangeSet grid;
    ShardOrientation orientation = ShardOrientation::RowMajor;
    ShardDistribution distribution = ShardDistribution::RoundRobin1D;
};

struct TtnnLayoutSpec
{
    Shape logicalShape;
    ElementType dataType = ElementType::BF16;
    PageLayout pageLayout = PageLayout::Tile;
    TileType tile { 32, 32, ElementType::BF16 }; // shape used when pageLayout is Tile
    InTileOrder inTileOrder = InTileOrder::Faces;
    TtnnMemoryLayout memoryLayout = TtnnMemoryLayout::Interleaved;
    BufferType bufferType = BufferType::Dram;
    std::optional<ShardSpec2D> shardSpec;
    std::optional<NdShardSpec> ndShardSpec;
    Shape userAlignment;
    DeviceModel device;
    // The compiler's collapse map (from #ttnn.ttnn_layout); when absent the physical rows follow
    // tt-metal's compute_physical_shape with its alignment.
    std::optional<AffineMap> linear;
};

// The facts of a TTNN layout, derived once at construction and never changed; TtnnLayout shares them between
// its copies and documents them.
class TtnnLayoutData
{
public:
    explicit TtnnLayoutData(TtnnLayoutSpec spec);

    const TtnnLayoutSpec& spec() const { return m_spec; }
    const Shape& logicalShape() const { return m_spec.logicalShape; }
    bool isTiled() const { return m_spec.pageLayout == PageLayout::Tile; }
    bool isSharded() const { return m_spec.memoryLayout != TtnnMemoryLayout::Interleaved; }
    bool isNdSharded() const { return m_spec.ndShardSpec.has_value(); }

    const Shape& alignment() const { return m_alignment; }
    const std::array<int64_t, 2>& physicalShape() const { return m_physical; }
    const Shape& paddedShape() const { return m_padded; }
    const Shape& strides() const { return m_strides; }
    const AffineMap& linearMap() const { return m_linear; }
    const CompiledAffineMap& compiledMap() const { return m_compiled; }
    const InverseLinearMap& inverseMap() const { return m_inverse; }

    const std::array<int64_t, 2>& pageShape() const { return m_page; }
    int64_t pageBytes() const { return m_pageBytes; }
    int64_t numPages() const { return m_numPages; }
    int64_t elementBytes() const;

    int64_t numBanks() const { return m_numBanks; }
    int64_t pagesPerBank() const { return m_pagesPerBank; }

    const std::array<int64_t, 2>& shardShape() const { return m_shard; }
    const std::array<int64_t, 2>& shardGrid() const { return m_shardGrid; }
    int64_t pagesPerShard() const { return m_pagesPerShard; }
    CoreCoord coreOfShard(int64_t row, int64_t col) const;
    const std::vector<CoreCoord>& shardCores() const { return m_shardCores; }
    const std::array<int64_t, 2>& logicalShardShape() const { return m_logicalShard; }
    bool isLogicalShardMode() const { return m_spec.shardSpec && m_spec.shardSpec->mode == ShardMode::Logical; }

    const Shape& ndShardGrid() const { return m_ndShardGrid; }
    const std::vector<int64_t>& shardSlots() const { return m_shardSlot; }
    int64_t maxShardsPerCore() const { return m_maxShardsPerCore; }

    int64_t allocatedElements() const { return m_allocated; }
    int64_t bufferBytes() const { return m_bufferBytes; }
    const PaddingCounts& paddingCounts() const { return m_padding; }
    PaddingCause alignmentCause() const;

    struct Terms
    {
        Shape shape;
        Shape stride;
        std::array<int64_t, 2> shardShape;
        std::array<int64_t, 2> physicalShardShape;
        std::array<int64_t, 2> tileShape;
        std::array<int64_t, 2> gridShape;
    };
    Terms terms() const;

private:
    void deriveAlignment();
    void derivePhysical();
    void computeStrides();
    void computePaddedShape();
    void physicalFromMap(const AffineMap& map);
    void physicalFromShape();
    // The alignment of the k-th dim from the end (k = 1 is the last).
    int64_t alignmentFromEnd(int64_t k) const;
    void derivePages();
    void deriveSharding();
    void deriveNdSharding();
    void applyLogicalShardMode();

    TtnnLayoutSpec m_spec;
    Shape m_alignment;
    std::array<int64_t, 2> m_physical { 1, 1 };
    Shape m_padded;
    Shape m_strides;
    AffineMap m_linear;
    CompiledAffineMap m_compiled;
    InverseLinearMap m_inverse;
    std::array<int64_t, 2> m_page { 1, 1 };
    int64_t m_pageBytes = 0;
    int64_t m_numPages = 0;
    int64_t m_numBanks = 0;
    int64_t m_pagesPerBank = 0;
    std::array<int64_t, 2> m_shard { 0, 0 };
    std::array<int64_t, 2> m_logicalShard { 0, 0 };
    int64_t m_logicalRows = 0;
    Shape m_ndShardGrid;
    std::vector<int64_t> m_shardSlot; // N-D: position of each shard among its core's shards
    int64_t m_maxShardsPerCore = 1;
    std::array<int64_t, 2> m_shardGrid { 0, 0 };
    int64_t m_pagesPerShard = 0;
    std::vector<CoreCoord> m_shardCores;
    int64_t m_allocated = 0;
    int64_t m_bufferBytes = 0;
    PaddingCounts m_padding;
};

// A TTNN tensor layout with tt-metal's semantics: alignment, physical shape, padded shape, strides,
// pages, banks or shards, all derived once. The one source of truth for TTNN layout facts. Copies share
// the derived facts, so a plan may hold the same layout for a million ops at the cost of one.
class TtnnLayout
{
public:
    explicit TtnnLayout(TtnnLayoutSpec spec);

    const TtnnLayoutSpec& spec() const { return m_d->spec(); }
    const Shape& logicalShape() const { return m_d->logicalShape(); }
    bool isTiled() const { return m_d->isTiled(); }
    bool isSharded() const { return m_d->isSharded(); }
    bool isNdSharded() const { return m_d->isNdSharded(); }

    const Shape& alignment() const { return m_d->alignment(); }
    // [height, width] of the 2-D physical layout.
    const std::array<int64_t, 2>& physicalShape() const { return m_d->physicalShape(); }
    const Shape& paddedShape() const { return m_d->paddedShape(); }
    const Shape& strides() const { return m_d->strides(); }
    // The logical index -> (row, column) map and its inverse.
    const AffineMap& linearMap() const { return m_d->linearMap(); }
    const CompiledAffineMap& compiledMap() const { return m_d->compiledMap(); }
    const InverseLinearMap& inverseMap() const { return m_d->inverseMap(); }

    const std::array<int64_t, 2>& pageShape() const { return m_d->pageShape(); }
    int64_t pageBytes() const { return m_d->pageBytes(); }
    int64_t numPages() const { return m_d->numPages(); }
    int64_t elementBytes() const { return m_d->elementBytes(); }

    // Interleaved: banks and pages per bank (the largest count).
    int64_t numBanks() const { return m_d->numBanks(); }
    int64_t pagesPerBank() const { return m_d->pagesPerBank(); }

    // 2-D sharding: the physical shard, the number of shards along rows and columns, and their cores.
    const std::array<int64_t, 2>& shardShape() const { return m_d->shardShape(); }
    const std::array<int64_t, 2>& shardGrid() const { return m_d->shardGrid(); }
    int64_t pagesPerShard() const { return m_d->pagesPerShard(); }
    // Core holding shard (r, c); shards are numbered row-major.
    CoreCoord coreOfShard(int64_t row, int64_t col) const { return m_d->coreOfShard(row, col); }
    const std::vector<CoreCoord>& shardCores() const { return m_d->shardCores(); }
    // LOGICAL shard mode: the shard before padding (equal to shardShape() in PHYSICAL mode).
    const std::array<int64_t, 2>& logicalShardShape() const { return m_d->logicalShardShape(); }
    bool isLogicalShardMode() const { return m_d->isLogicalShardMode(); }

    // N-D sharding: shards per dim, the slot of each shard on its core, the most shards one core holds.
    const Shape& ndShardGrid() const { return m_d->ndShardGrid(); }
    const std::vector<int64_t>& shardSlots() const { return m_d->shardSlots(); }
    int64_t maxShardsPerCore() const { return m_d->maxShardsPerCore(); }

    // Elements the buffer allocates (pages x page area, per bank or shard), and padding by cause.
    int64_t allocatedElements() const { return m_d->allocatedElements(); }
    int64_t bufferBytes() const { return m_d->bufferBytes(); }
    const PaddingCounts& paddingCounts() const { return m_d->paddingCounts(); }
    // The cause of padding between the logical and the physical shape: tile or alignment.
    PaddingCause alignmentCause() const { return m_d->alignmentCause(); }

    // Seed 000's TTNN "Terms" of this layout (shape, stride, shard_shape, physical_shard_shape,
    // tile_shape, grid_shape), for describe.
    using Terms = TtnnLayoutData::Terms;
    Terms terms() const { return m_d->terms(); }

    // The derived facts this layout shares with its copies: equal for copies, so a cache that keeps a copy may key
    // on it.
    const void* sharedFacts() const { return m_d.get(); }

private:
    std::shared_ptr<const TtnnLayoutData> m_d;
};

} // namespace tle
