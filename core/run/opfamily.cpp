// SPDX-License-Identifier: MIT
#include "run/opfamily.h"

#include <array>
#include <cctype>

#include <fmt/format.h>

namespace tle {

namespace {

using F = OpFamily;

enum class Match
{
    Prefix,
    Contains,
};

struct FamilyRule
{
    std::string_view fragment; // lower case, no underscores
    Match match;
    OpFamily family;
};

constexpr Match P = Match::Prefix;
constexpr Match C = Match::Contains;

// Read in order, the first match wins: the order settles every name two rules would take (docs/runs.md).
constexpr FamilyRule kRules[] = {
    // The layout-tax classes' words, for the names their exact rules do not read (ttnn.tilize, ttnn.move).
    { "interleavedtosharded", P, F::ShardConversion },
    { "shardedtointerleaved", P, F::ShardConversion },
    { "reshard", P, F::ShardConversion },
    { "tilize", P, F::TileConversion },
    { "untilize", P, F::TileConversion },
    { "paddedslice", P, F::DramSlice },
    { "slicewrite", P, F::DramSlice },
    { "halo", P, F::Halo },
    { "copy", P, F::BufferCopy },
    { "clone", P, F::BufferCopy },
    { "move", P, F::Move },
    // Attention before the matmuls and softmax it fuses.
    { "sdpa", C, F::Attention },
    { "scaleddotproduct", C, F::Attention },
    { "attention", C, F::Attention },
    { "flashmla", C, F::Attention },
    // Matmuls fused with a collective (AllGatherMatmul, MatmulReduceScatter) are matmuls.
    { "matmul", C, F::Matmul },
    { "linear", P, F::Matmul },
    // ConvertToCHW and ConvertToHWC rearrange; every other name holding "conv" convolves (OptimizedConvNew).
    { "convertto", P, F::DataMovement },
    { "conv", C, F::Conv },
    // Norms by their full names, so that "Normal" is none; distributed norms before the collectives.
    { "layernorm", C, F::Norm },
    { "rmsnorm", C, F::Norm },
    { "groupnorm", C, F::Norm },
    { "batchnorm", C, F::Norm },
    { "instancenorm", C, F::Norm },
    { "normalization", C, F::Norm },
    { "rmsallgather", C, F::Norm },
    { "softmax", C, F::Softmax },
    // Collectives before the reductions and gathers their names hold (ReduceScatter, AllGather).
    { "allgather", C, F::Ccl },
    { "reducescatter", C, F::Ccl },
    { "allreduce", C, F::Ccl },
    { "alltoall", C, F::Ccl }, // MoE dispatch and combine too
    { "allbroadcast", C, F::Ccl },
    { "pointtopoint", C, F::Ccl },
    { "send", P, F::Ccl },
    { "recv", P, F::Ccl },
    { "receive", P, F::Ccl },
    // Reductions and scans (an integral image is a 2-D cumulative sum).
    { "reduce", C, F::Reduce },
    { "reduction", C, F::Reduce },
    { "accumulation", C, F::Reduce },
    { "cumsum", C, F::Reduce },
    { "cumprod", C, F::Reduce },
    { "sum", C, F::Reduce },
    { "mean", C, F::Reduce },
    { "argmax", C, F::Reduce },
    { "argmin", C, F::Reduce },
    { "topk", C, F::Reduce },
    { "prod", P, F::Reduce },
    { "morehnorm", P, F::Reduce },
    { "intimg", P, F::Reduce },
    // Rotary embedding multiplies and adds element by element: before the embedding lookups.
    { "unary", C, F::Eltwise },
    { "binary", C, F::Eltwise },
    { "ternary", C, F::Eltwise },
    { "eltwise", C, F::Eltwise },
    { "where", P, F::Eltwise },
    { "typecast", C, F::Eltwise },
    { "bcast", C, F::Eltwise },
    { "dropout", C, F::Eltwise },
    { "quantize", C, F::Eltwise },
    { "rotaryembedding", C, F::Eltwise },
    { "embedding", C, F::Embedding },
    { "pool", C, F::Pool },
    { "gridsample", C, F::Sample },
    { "upsample", C, F::Sample },
    { "downsample", C, F::Sample },
    { "interpolate", C, F::Sample },
    // Same elements, another arrangement; a KV-cache update writes a slice of the cache.
    { "reshape", C, F::DataMovement },
    { "permute", C, F::DataMovement },
    { "transpose", C, F::DataMovement },
    { "concat", C, F::DataMovement },
    { "slice", C, F::DataMovement },
    { "pad", P, F::DataMovement },
    { "repeat", C, F::DataMovement },
    { "fold", C, F::DataMovement },
    { "split", C, F::DataMovement },
    { "heads", C, F::DataMovement },
    { "kvcache", C, F::DataMovement },
    { "updatecache", C, F::DataMovement },
    { "fillcache", C, F::DataMovement },
    { "gather", C, F::DataMovement },
    { "scatter", C, F::DataMovement },
    { "squeeze", C, F::DataMovement },
    { "expand", C, F::DataMovement },
    { "broadcast", C, F::DataMovement },
};

// The name after a namespace ("all_gather_async" of ttnn.experimental.all_gather_async, "matmul" of ttnn::matmul).
std::string_view lastName(std::string_view word)
{
    const size_t separator = word.find_last_of(".:");
    return separator == std::string_view::npos ? word : word.substr(separator + 1);
}

// The first word's last name in lower case without underscores, so that AllGatherAsyncDeviceOperation and
// ttnn.experimental.all_gather_async read alike.
std::string normalizedName(std::string_view opCode)
{
    std::string name;
    for (const char c : lastName(leadingWord(opCode))) {
        if (c != '_')
            name += char(std::tolower(static_cast<unsigned char>(c)));
    }
    return name;
}

OpFamily ruleFamily(std::string_view name)
{
    for (const FamilyRule& rule : kRules) {
        if (rule.match == Match::Prefix ? name.starts_with(rule.fragment)
                                        : name.find(rule.fragment) != std::string_view::npos)
            return rule.family;
    }
    return F::Other;
}

// A copy within one buffer type rearranges, as does a move of an interleaved tensor (over the NoC, like any data
// movement); a sharded move copies within each core.
OpFamily byTensors(const RunOp& op, OpFamily family)
{
    if (family == F::BufferCopy) {
        const std::string from = op.inputs.empty() ? std::string() : op.inputs[0].bufferPart();
        const std::string to = op.outputs.empty() ? std::string() : op.outputs[0].bufferPart();
        return from != to ? family : F::DataMovement;
    }
    if (family == F::Move) {
        const bool sharded = !op.inputs.empty() && op.inputs[0].memoryLayout
            && *op.inputs[0].memoryLayout != TtnnMemoryLayout::Interleaved;
        return sharded ? family : F::DataMovement;
    }
    return family;
}

} // namespace

OpFamily opFamilyOfCode(std::string_view opCode)
{
    // A report database's names (ttnn.matmul, ttnn::matmul) by the module's op kinds, as ttnnOpCategory reads them.
    const std::string_view word = leadingWord(opCode);
    const size_t name = word.find_first_not_of(".:", 4);
    if ((word.starts_with("ttnn.") || word.starts_with("ttnn::")) && name != std::string_view::npos) {
        const auto category = knownOpCategory(fmt::format("ttnn.{}", word.substr(name)));
        if (const auto family = category ? opFamilyOf(*category, lastName(word)) : std::nullopt)
            return *family;
    }
    return ruleFamily(normalizedName(opCode));
}

OpFamily opFamily(const RunOp& op)
{
    return byTensors(op, opFamilyOfCode(op.opCode));
}

OpFamily OpFamilies::of(const RunOp& op)
{
    auto it = m_named.find(op.opCode);
    if (it == m_named.end())
        it = m_named.emplace(op.opCode, opFamilyOfCode(op.opCode)).first;
    return byTensors(op, it->second);
}

} // namespace tle
