// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tle {

// Scalar and block-float element types as tt-mlir's ttcore.DataType names them.
enum class ElementType
{
    F64,
    F32,
    F16,
    BF16,
    BfpF8,
    BfpBF8,
    BfpF4,
    BfpBF4,
    BfpF2,
    BfpBF2,
    I64,
    I32,
    SI32,
    U32,
    U64,
    I16,
    U16,
    I8,
    U8,
    Bool,
};

// Canonical tt-mlir spelling ("f32", "bf16", "bfp_bf8", "u32", "si32", ...).
std::string_view toString(ElementType type);

// Accepts the canonical names plus common aliases (ui32, float32, bfloat16, bfloat8_b, uint8, i1, ...).
std::optional<ElementType> parseElementType(std::string_view text);

// Storage bits of one element. Block floats report their mantissa bits; their shared exponents are
// counted per tile (see TileType::sizeBytes), which is why they cannot be stored outside tiles.
int elementBits(ElementType type);

bool isBlockFloat(ElementType type);

// The device data type tt-mlir stores a tensor element type as (elementTypeToDataType): f64 as f32, 64-bit and
// signless integers as their 32-bit kin, i16 and i8 as u16 and u8, i1 as bf16; other types as themselves.
ElementType deviceStorageType(ElementType type);

// Bytes of one element when stored as a scalar (row-major). Block floats are stored as f32 there,
// as tt-metal does for BFLOAT8_B / BFLOAT4_B in ROW_MAJOR layout.
int64_t scalarBytes(ElementType type);

// Every name parseElementType() accepts as canonical, for help texts and fuzzing dictionaries.
std::string allElementTypeNames();

} // namespace tle
