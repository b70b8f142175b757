// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/affinemap.h"
#include "layout/layoutdefaults.h"
#include "layout/ttnn/ttnnlayout.h"

#include <optional>
#include <string>
#include <vector>

namespace tle {

// `#ttnn.ttnn_layout<...>` as tt-mlir writes it, kept piece by piece so that it prints back to the
// same text (alias names, spacing of core coordinates, unknown trailing parameters).
struct TtnnLayoutAttr
{
    AffineMap linear;
    Shape grid;
    std::string gridMap; // optional virtual-to-physical grid map, verbatim
    Shape memref;
    ElementType memrefScalar = ElementType::F32;
    std::optional<TileType> memrefTile;
    BufferType bufferType = BufferType::Dram;
    std::string bufferSpelling; // "#ttnn.buffer_type<l1>" or an alias such as "#l1"
    std::optional<TtnnMemoryLayout> memoryLayout;
    bool memoryLayoutAsAttr = false; // `#ttnn.tensor_memory_layout<...>` instead of `<...>`
    std::optional<CoreRangeSet> coreRanges;
    bool spacedCoreCoords = false;
    bool shortCoreRanges = false; // `core_ranges = <[...]>` (tt-mlir's current print) instead of the long form
    std::vector<std::string> extraParams; // `key = value` parameters this version does not interpret

    std::string toString() const;
};

struct ParsedTtnnLayout
{
    TtnnLayoutAttr attr;
    std::optional<Shape> tensorShape;
    std::optional<ElementType> tensorElement;
    int linearLine = 0; // where the linear map starts in the text (0: unknown), for errors found later
    int linearColumn = 0;
};

// The TTNN layout an attribute describes. The logical shape comes from the tensor type, then
// `defaults.shape`, else it is inferred from the map and the allocation (`inferred` is set).
TtnnLayoutSpec ttnnSpecFromAttr(const ParsedTtnnLayout& parsed, const LayoutDefaults& defaults, bool& inferred);

} // namespace tle
