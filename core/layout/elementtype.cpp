// SPDX-License-Identifier: MIT
#include "layout/elementtype.h"

#include <array>
#include <utility>

namespace tle {

namespace {

struct TypeInfo
{
    ElementType type;
    std::string_view name;
    int bits;
};

constexpr std::array<TypeInfo, 20> kTypes { {
    { ElementType::F64, "f64", 64 },
    { ElementType::F32, "f32", 32 },
    { ElementType::F16, "f16", 16 },
    { ElementType::BF16, "bf16", 16 },
    { ElementType::BfpF8, "bfp_f8", 8 },
    { ElementType::BfpBF8, "bfp_bf8", 8 },
    { ElementType::BfpF4, "bfp_f4", 4 },
    { ElementType::BfpBF4, "bfp_bf4", 4 },
    { ElementType::BfpF2, "bfp_f2", 2 },
    { ElementType::BfpBF2, "bfp_bf2", 2 },
    { ElementType::I64, "i64", 64 },
    { ElementType::I32, "i32", 32 },
    { ElementType::SI32, "si32", 32 },
    { ElementType::U32, "u32", 32 },
    { ElementType::U64, "u64", 64 },
    { ElementType::I16, "i16", 16 },
    { ElementType::U16, "u16", 16 },
    { ElementType::I8, "i8", 8 },
    { ElementType::U8, "u8", 8 },
    { ElementType::Bool, "i1", 8 },
} };

constexpr std::array<std::pair<std::string_view, ElementType>, 29> kAliases { {
    { "float64", ElementType::F64 },
    { "float32", ElementType::F32 },
    { "float16", ElementType::F16 },
    { "bfloat16", ElementType::BF16 },
    { "bfloat8_b", ElementType::BfpBF8 },
    { "bfloat4_b", ElementType::BfpBF4 },
    { "bfp8", ElementType::BfpF8 },
    { "bfp8_b", ElementType::BfpBF8 },
    { "bfp4", ElementType::BfpF4 },
    { "bfp4_b", ElementType::BfpBF4 },
    { "bfp2_b", ElementType::BfpBF2 },
    { "int64", ElementType::I64 },
    { "int32", ElementType::I32 },
    { "ui32", ElementType::U32 },
    { "uint32", ElementType::U32 },
    { "ui16", ElementType::U16 },
    { "uint16", ElementType::U16 },
    { "int16", ElementType::I16 },
    { "ui8", ElementType::U8 },
    { "uint8", ElementType::U8 },
    { "int8", ElementType::I8 },
    { "si8", ElementType::I8 },
    { "bool", ElementType::Bool },
    { "si16", ElementType::I16 },
    // MLIR's signed and unsigned integer spellings.
    { "si64", ElementType::I64 },
    { "ui64", ElementType::U64 },
    { "uint64", ElementType::U64 },
    { "ui1", ElementType::Bool },
    { "si1", ElementType::Bool },
} };

const TypeInfo& info(ElementType type)
{
    for (const TypeInfo& t : kTypes) {
        if (t.type == type)
            return t;
    }
    return kTypes[1];
}

} // namespace

std::string_view toString(ElementType type)
{
    return info(type).name;
}

std::optional<ElementType> parseElementType(std::string_view text)
{
    for (const TypeInfo& t : kTypes) {
        if (t.name == text)
            return t.type;
    }
    for (const auto& [name, type] : kAliases) {
        if (name == text)
            return type;
    }
    return std::nullopt;
}

int elementBits(ElementType type)
{
    return info(type).bits;
}

bool isBlockFloat(ElementType type)
{
    switch (type) {
    case ElementType::BfpF8:
    case ElementType::BfpBF8:
    case ElementType::BfpF4:
    case ElementType::BfpBF4:
    case ElementType::BfpF2:
    case ElementType::BfpBF2:
        return true;
    default:
        return false;
    }
}

ElementType deviceStorageType(ElementType type)
{
    switch (type) {
    case ElementType::F64:
        return ElementType::F32;
    case ElementType::I64:
    case ElementType::I32:
        return ElementType::SI32;
    case ElementType::U64:
        return ElementType::U32;
    case ElementType::I16:
        return ElementType::U16;
    case ElementType::I8:
        return ElementType::U8;
    case ElementType::Bool:
        return ElementType::BF16;
    default:
        return type;
    }
}

int64_t scalarBytes(ElementType type)
{
    if (isBlockFloat(type))
        return 4;
    return info(type).bits / 8;
}

std::string allElementTypeNames()
{
    std::string out;
    for (const TypeInfo& t : kTypes) {
        if (!out.empty())
            out += ", ";
        out += t.name;
    }
    return out;
}

} // namespace tle
