// SPDX-License-Identifier: MIT
#pragma once

#include "graph/opkind.h"

#include <optional>
#include <string_view>

namespace tle {

// What kind of work an op does: the cost model prices each family by its own kernel structure (docs/runs.md). A
// measured op's family comes from its op code (run/opfamily), a module's op's from its kind.
enum class OpFamily
{
    Matmul,
    Conv,
    Attention, // scaled dot-product attention in all its forms
    Norm, // layer, RMS, group and batch norms
    Softmax,
    Reduce, // reductions and scans
    Eltwise,
    DataMovement, // same elements, another arrangement
    TileConversion,
    ShardConversion,
    BufferCopy,
    Move,
    DramSlice,
    Halo,
    Pool,
    Embedding,
    Sample, // grid sample, upsample, interpolation
    Ccl, // collective communication between devices
    Other,
};
inline constexpr int kOpFamilyCount = 19;

// matmul, conv, attention, norm, softmax, reduce, eltwise, data_movement, tile_conversion, shard_conversion,
// buffer_copy, move, dram_slice, halo, pool, embedding, sample, ccl, other
std::string_view toString(OpFamily family);
std::optional<OpFamily> parseOpFamily(std::string_view text);

// The family of a module's op ("embedding" is the base name of ttnn.embedding); nullopt for ops that run no
// device work of their own (deallocation, creation, get_device, returns).
std::optional<OpFamily> opFamilyOf(OpCategory category, std::string_view baseName);

} // namespace tle
