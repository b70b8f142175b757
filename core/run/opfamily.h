// SPDX-License-Identifier: MIT
#pragma once

#include "graph/opkind.h"
#include "run/measuredrun.h"

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace tle {

// What kind of work a device op does, told by its op code (docs/runs.md gives the rule table). It refines the
// layout-tax classes: an op of one of those classes has that class's family, a reallocation move splitting into
// `move` (sharded, within each core) and `data_movement` (interleaved, over the NoC).
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

// The family an op code names, by a report database's ttnn op (`ttnn.matmul`) and its module category, else by the
// first rule of the table its first word matches; `other` when none does. The tensors decide the rest (opFamily).
OpFamily opFamilyOfCode(std::string_view opCode);

// The family of an op code, except that a copy within one buffer type and a move of an interleaved tensor move
// data (`data_movement`): a buffer copy changes buffer type, a move of a sharded tensor copies within each core.
OpFamily opFamily(const RunOp& op);

// opFamily over many ops, the rule table read once per distinct op code.
class OpFamilies
{
public:
    OpFamily of(const RunOp& op);

private:
    std::unordered_map<std::string, OpFamily> m_named;
};

// The family of a module's op ("embedding" is the base name of ttnn.embedding); nullopt for ops that run no
// device work of their own (deallocation, creation, get_device, returns).
std::optional<OpFamily> opFamilyOf(OpCategory category, std::string_view baseName);

} // namespace tle
