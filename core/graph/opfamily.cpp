// SPDX-License-Identifier: MIT
#include "graph/opfamily.h"

#include <array>

namespace tle {

namespace {

using F = OpFamily;

constexpr std::array<std::string_view, kOpFamilyCount> kFamilyNames { "matmul", "conv", "attention", "norm", "softmax",
    "reduce", "eltwise", "data_movement", "tile_conversion", "shard_conversion", "buffer_copy", "move", "dram_slice",
    "halo", "pool", "embedding", "sample", "ccl", "other" };

} // namespace

std::string_view toString(OpFamily family)
{
    return kFamilyNames[size_t(family)];
}

std::optional<OpFamily> parseOpFamily(std::string_view text)
{
    for (size_t i = 0; i < kFamilyNames.size(); ++i) {
        if (kFamilyNames[i] == text)
            return OpFamily(i);
    }
    return std::nullopt;
}

std::optional<OpFamily> opFamilyOf(OpCategory category, std::string_view baseName)
{
    switch (category) {
    case OpCategory::EltwiseUnary:
    case OpCategory::EltwiseBinary:
    case OpCategory::EltwiseTernary:
        return F::Eltwise;
    case OpCategory::Matmul:
        return F::Matmul;
    case OpCategory::Conv:
        return F::Conv;
    case OpCategory::Pool:
        return F::Pool;
    case OpCategory::Reduction:
        return F::Reduce;
    case OpCategory::Normalization:
        return F::Norm;
    case OpCategory::Softmax:
        return F::Softmax;
    case OpCategory::DataMovement:
        return baseName.starts_with("embedding") ? F::Embedding : F::DataMovement;
    case OpCategory::Layout:
        // to_device and from_device copy between host and device buffers; to_dtype is a typecast.
        return baseName == "to_layout"       ? F::TileConversion
            : baseName == "to_memory_config" ? F::ShardConversion
            : baseName == "to_dtype"         ? F::Eltwise
                                             : F::BufferCopy;
    default:
        return std::nullopt;
    }
}

} // namespace tle
