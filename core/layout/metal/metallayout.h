// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/affinemap.h"
#include "layout/affine/compiledaffinemap.h"
#include "layout/affine/inverselinearmap.h"
#include "layout/elementtype.h"
#include "layout/memoryspace.h"
#include "layout/metal/collapse.h"
#include "layout/padding.h"
#include "layout/shape.h"
#include "layout/tiletype.h"
#include "util/error.h"

#include <optional>
#include <string>

namespace tle {

// Which `#ttcore.metal_layout` syntax a layout follows.
//  - Seed: the v1 form of seed 000 (`<linear, oob_val, grid, memref>`, 2024-07 to 2025-06): an affine
//    `linear` map, ceilDiv by the grid and then by the tile, so padding comes from the grid, the tile
//    and bumped strides.
//  - Current: the v2/v3 form (`logical_shape`, `dim_alignments`, `collapsed_intervals`, 2025-06 on): the
//    grid and shard live in the tensor type; padding comes from alignment, and from the grid when the type's
//    shards cover more than the aligned shape (upstream does not check the type against the layout).
enum class MetalForm
{
    Seed,
    Current,
};

// Everything needed to build a metal layout. Fields that do not apply to the chosen form are ignored.
struct MetalLayoutSpec
{
    MetalForm form = MetalForm::Seed;
    Shape logicalShape;
    ElementType elementType = ElementType::F32; // the tensor's element type
    std::optional<ElementType> storageType; // a scalar memref element type that differs from the tensor's
    std::optional<TileType> tile;
    InTileOrder inTileOrder = InTileOrder::Faces;
    Shape grid = { 1, 1 };
    DimIntervals collapseIntervals = defaultCollapseIntervals();
    std::optional<AffineMap> linear; // seed form: explicit map (e.g. bumped strides) instead of intervals
    Shape dimAlignments; // current form
    OobValue oobValue = OobValue::Undef;
    MemorySpace memorySpace = MemorySpace::DeviceL1;
    MetalMemoryLayout memoryLayout = MetalMemoryLayout::Sharded;
    std::optional<AffineMap> indexMap; // current form, 2025-08 to 2026-02 only; kept, never applied
    std::optional<Shape> givenMemref; // seed form: the memref of the text, checked against the derived one
    std::optional<Shape> givenDeviceShape; // current form: the tensor shape of the text (grid ++ shard)
    std::string upstreamVersion; // what the parser recognised, e.g. "v1 (2024-07 to 2025-06)"
    // Seed form written as a bare attribute: the logical shape is the extent the grid and memref allocate, as
    // the map spreads it; printed back as the attribute alone.
    bool shapeInferred = false;
    std::vector<std::string> warnings; // what the reader assumed and the user must know
};

// A metal layout with every physical fact derived once from its spec. This is the one source of truth
// for shapes, padding and mapping of `#ttcore.metal_layout` in both forms.
class MetalLayout
{
public:
    // Validates the spec as upstream does; throws tle::Error naming the field and both values.
    explicit MetalLayout(MetalLayoutSpec spec);

    const MetalLayoutSpec& spec() const { return m_spec; }
    MetalForm form() const { return m_spec.form; }
    const Shape& logicalShape() const { return m_spec.logicalShape; }
    const Shape& grid() const { return m_spec.grid; }
    const std::optional<TileType>& tile() const { return m_spec.tile; }
    InTileOrder inTileOrder() const { return m_spec.inTileOrder; }
    ElementType storageType() const;

    const AffineMap& linearMap() const { return m_linear; }
    const CompiledAffineMap& compiledMap() const { return m_compiled; }
    const InverseLinearMap& inverseMap() const { return m_inverse; }
    // Normalised intervals (current form) or the intervals the seed-form map was derived from (non-negative ends).
    const DimIntervals& normalizedIntervals() const { return m_intervals; }
    // The intervals as the layout states them (`[0, -1)`), or, for a seed-form map, those whose collapse it is;
    // empty when the map is no collapse of dims.
    const DimIntervals& writtenIntervals() const { return m_written; }

    // Physical shape after collapse (and alignment), in elements, before the grid divides it.
    const Shape& collapsedShape() const { return m_collapsed; }
    // Elements per core before tile padding (ceilDiv by the grid in the seed form).
    const Shape& shardShape() const { return m_shard; }
    // The shard as allocated: in tiles when tiled (last two dims), else equal to shardShape().
    const Shape& memrefShape() const { return m_memref; }
    // The shard in elements including tile padding.
    const Shape& allocatedShardShape() const { return m_allocatedShard; }
    // grid ++ memrefShape().
    Shape deviceShape() const;

    int64_t coreCount() const { return m_coreCount; }
    int64_t logicalElements() const { return m_logicalElements; }
    int64_t allocatedElementsPerShard() const { return m_allocatedPerShard; }
    int64_t allocatedElements() const { return m_allocatedPerShard * m_coreCount; }
    int64_t bytesPerShard() const { return m_bytesPerShard; }
    // Padding element counts by cause over the whole allocation.
    const PaddingCounts& paddingCounts() const { return m_padding; }
    // The cause that stride gaps have in this form: Stride (seed) or Alignment (current).
    PaddingCause gapCause() const;

    // Canonical text in the layout's own form: the seed form with its memref, or the current (HEAD) form.
    std::string toString() const;

private:
    void deriveSeed();
    void deriveCurrent();
    void deriveCommon();
    Shape derivedCurrentShard(const Shape& units);
    void adoptGivenShard(const Shape& units);

    MetalLayoutSpec m_spec;
    DimIntervals m_intervals;
    DimIntervals m_written;
    AffineMap m_linear;
    CompiledAffineMap m_compiled;
    InverseLinearMap m_inverse;
    Shape m_collapsed;
    Shape m_shard;
    Shape m_memref;
    Shape m_allocatedShard;
    PaddingCounts m_padding;
    int64_t m_coreCount = 1;
    int64_t m_logicalElements = 1;
    int64_t m_allocatedPerShard = 1;
    int64_t m_bytesPerShard = 0;
};

} // namespace tle
