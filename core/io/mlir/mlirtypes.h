// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/affinemap.h"
#include "layout/elementtype.h"
#include "layout/memoryspace.h"
#include "layout/shape.h"
#include "layout/tiletype.h"
#include "util/textscanner.h"

#include <optional>

namespace tle {

// The element of a tensor or memref type: a scalar type or a tile of one.
struct TypeElement
{
    ElementType scalar = ElementType::F32;
    std::optional<TileType> tile;
    std::string quantized; // `!quant.uniform<...>` as written; `scalar` is then its storage type
};

// `f32`, `bf16`, `si64`, ... or `!ttcore.tile<32x32, bf16>` (also `!tt.tile<32 x 32, bfp_bf8>`), or a quantized
// `!quant.uniform<i8:f32, 0.1>` (stored as its storage type). `complex<...>` is refused: no device type holds it.
TypeElement parseTypeElement(TextScanner& cursor, std::string_view what);

// `2x3x64x128xf32` inside `tensor<...>` / `memref<...>`: dims with a trailing `x`, then the element.
void parseShapedBody(
    TextScanner& cursor, std::string_view what, Shape& shape, TypeElement& element, int64_t minimumDim = 1);

// An affine map written inside an attribute (`(d0, d1) -> (d0, d1)`, optionally with `[s0]` symbols): reads
// up to the end of its result list and parses it with positions in the enclosing text.
AffineMap parseAffineMapAt(TextScanner& cursor, std::string_view what);

// `#ttcore.memory_space<l1>`, `#tt.memory_space<dram>`, a bare keyword (`l1`), or an alias such as `#l1_`.
MemorySpace parseMemorySpaceAttr(TextScanner& cursor);

} // namespace tle
