// SPDX-License-Identifier: MIT
#include "run/runkernel.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace tle {

namespace {

// A count of bytes from a product of a file's numbers: a hostile shape's product sticks at the largest number
// (converting a double past it to an integer is undefined).
int64_t byteCount(double value)
{
    constexpr double kMost = 9.2e18; // below 2^63, which a double holds exactly
    if (!(value > 0))
        return 0;
    return value < kMost ? int64_t(value) : std::numeric_limits<int64_t>::max();
}

// The unsigned number after the first `key` in `text` (`per_core_M=10`, `'num_links': '2'`).
std::optional<int64_t> numberAfter(std::string_view text, std::string_view key)
{
    const size_t at = text.find(key);
    if (at == std::string_view::npos)
        return std::nullopt;
    size_t i = at + key.size();
    while (i < text.size() && (text[i] == '\'' || text[i] == ' ' || text[i] == ':' || text[i] == '='))
        ++i;
    int64_t value = 0;
    bool any = false;
    for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i) {
        value = std::min<int64_t>(value * 10 + (text[i] - '0'), int64_t(1) << 40);
        any = true;
    }
    return any ? std::optional(value) : std::nullopt;
}

// The two numbers of `key(a;b)` (`window_hw=(3;3)`, `grid_size=(x=8;y=8)`).
std::optional<std::array<int64_t, 2>> pairAfter(std::string_view text, std::string_view key)
{
    const size_t at = text.find(key);
    if (at == std::string_view::npos)
        return std::nullopt;
    std::array<int64_t, 2> out {};
    size_t found = 0;
    int64_t value = -1;
    for (size_t i = at + key.size(); i < text.size() && text[i] != ')' && found < 2; ++i) {
        if (std::isdigit(static_cast<unsigned char>(text[i]))) {
            value = std::min<int64_t>((value < 0 ? 0 : value) * 10 + (text[i] - '0'), int64_t(1) << 40);
        } else if (value >= 0) {
            out[found++] = value;
            value = -1;
        }
    }
    if (value >= 0 && found < 2)
        out[found++] = value;
    return found == 2 ? std::optional(out) : std::nullopt;
}

bool has(std::string_view text, std::string_view part)
{
    return text.find(part) != std::string_view::npos;
}

int fidelityPhases(std::string_view fidelity)
{
    const std::string_view word = leadingWord(fidelity);
    return word == "LoFi" ? 1 : word == "HiFi2" ? 2 : word == "HiFi3" ? 3 : 4;
}

// SFPU functions that run as long polynomial or iterative sequences.
bool transcendental(std::string_view name)
{
    static constexpr std::string_view kNames[] = { "GELU", "EXP", "ERF", "ERFC", "ERFINV", "RECIP", "SIGMOID", "TANH",
        "SILU", "LOG", "SQRT", "RSQRT", "SOFTPLUS", "MISH", "ATAN", "ASIN", "ACOS", "SIN", "COS", "TAN", "POWER", "DIV",
        "LOG1P", "EXPM1", "ELU", "SELU", "CELU", "HARDSWISH" };
    return std::find(std::begin(kNames), std::end(kNames), name) != std::end(kNames);
}

// Every `UnaryOpType::NAME` of a chain, counted by the unit it runs on.
void countUnaryOps(std::string_view attributes, EltwiseMath& math)
{
    static constexpr std::string_view kMarker = "UnaryOpType::";
    for (size_t at = attributes.find(kMarker); at != std::string_view::npos;
         at = attributes.find(kMarker, at + kMarker.size())) {
        size_t end = at + kMarker.size();
        while (end < attributes.size()
            && (std::isupper(static_cast<unsigned char>(attributes[end]))
                || std::isdigit(static_cast<unsigned char>(attributes[end])) || attributes[end] == '_'))
            ++end;
        const std::string_view name = attributes.substr(at + kMarker.size(), end - at - kMarker.size());
        (transcendental(name) ? math.transcendentalOps : math.sfpuOps) += 1;
    }
}

EltwiseMath eltwiseMath(const RunOp& op, KernelKind kind)
{
    const std::string_view attributes = op.attributes();
    EltwiseMath math;
    switch (kind) {
    case KernelKind::Binary: {
        // The FPU adds, subtracts and multiplies; divisions, comparisons and logic run on the SFPU.
        static constexpr std::string_view kMarker = "BinaryOpType::";
        const size_t at = attributes.find(kMarker);
        std::string_view name = "ADD";
        if (at != std::string_view::npos) {
            size_t end = at + kMarker.size();
            while (end < attributes.size()
                && (std::isupper(static_cast<unsigned char>(attributes[end])) || attributes[end] == '_'))
                ++end;
            name = attributes.substr(at + kMarker.size(), end - at - kMarker.size());
        }
        if (name == "ADD" || name == "SUB" || name == "MUL")
            math.fpuOps = 1;
        else
            (transcendental(name) ? math.transcendentalOps : math.sfpuOps) += 1;
        break;
    }
    case KernelKind::Ternary:
    case KernelKind::Typecast:
        math.sfpuOps = 1;
        break;
    case KernelKind::Rotary:
        math.fpuOps = 4; // two products with the cos and sin tables, a rotation, a sum
        break;
    default:
        break;
    }
    countUnaryOps(attributes, math);
    if (kind == KernelKind::Unary && math.sfpuOps + math.transcendentalOps == 0)
        math.sfpuOps = 1;
    return math;
}

KernelTensor kernelTensor(const RunTensor& t, const RunLayout& layout)
{
    KernelTensor k;
    for (size_t i = 0; i < 4 && i < t.paddedShape.size(); ++i)
        k.padded[4 - std::min<size_t>(4, t.paddedShape.size()) + i] = std::max<int64_t>(0, t.paddedShape[i]);
    if (t.logicalShape.size() >= 2)
        k.logicalHeight = t.logicalShape[t.logicalShape.size() - 2];
    k.tiled = t.pageLayout != "ROW_MAJOR";
    k.buffer = t.bufferType.value_or(BufferType::Dram);
    k.memoryLayout = t.memoryLayout.value_or(TtnnMemoryLayout::Interleaved);
    const double elements = k.elements();
    k.bytes = layout.bytes.value_or(byteCount(elements * 2));
    k.elementBytes = elements > 0 ? double(k.bytes) / elements : 2.0;
    if (!k.tiled) {
        const std::string_view type = t.dataType;
        k.elementBytes = type.starts_with("FLOAT32") || type.find("INT32") != std::string_view::npos ? 4.0
            : type.find("INT8") != std::string_view::npos                                            ? 1.0
                                                                                                     : 2.0;
    }
    k.pageBytes = layout.pageBytes.value_or(
        k.tiled ? byteCount(1024 * k.elementBytes) : byteCount(double(k.width()) * k.elementBytes));
    return k;
}

} // namespace

KernelKind runKernelKind(const RunOp& op, OpFamily family)
{
    const std::string_view code = leadingWord(op.opCode);
    const bool tiledOut = op.outputs.empty() || op.outputs[0].pageLayout != "ROW_MAJOR";
    const std::string_view attributes = op.attributes();
    switch (family) {
    case OpFamily::Matmul:
        return code.starts_with("MinimalMatmul") ? KernelKind::MinimalMatmul : KernelKind::Matmul;
    case OpFamily::Eltwise:
        return code.starts_with("Binary")                              ? KernelKind::Binary
            : code.starts_with("Unary")                                ? KernelKind::Unary
            : code.starts_with("Typecast")                             ? KernelKind::Typecast
            : code.starts_with("Rotary")                               ? KernelKind::Rotary
            : code.starts_with("Ternary") || code.starts_with("Where") ? KernelKind::Ternary
                                                                       : KernelKind::Unary;
    case OpFamily::DataMovement:
        if (code.starts_with("Reshape"))
            return tiledOut ? KernelKind::TiledReshape : KernelKind::RowMajorRegroup;
        if (code.starts_with("Permute"))
            return tiledOut ? KernelKind::TiledPermute : KernelKind::RowMajorRegroup;
        if (code.starts_with("Transpose")) {
            if (has(attributes, "TransposeOpDim::HC") && tiledOut)
                return KernelKind::TransposeHC;
            return has(attributes, "TransposeOpDim::WH") ? KernelKind::TransposeWH : KernelKind::Generic;
        }
        if (code.starts_with("Slice") && tiledOut)
            return KernelKind::Slice;
        return KernelKind::Generic;
    case OpFamily::TileConversion:
        if (code.starts_with("Untilize"))
            return code.starts_with("UntilizeWithUnpadding") ? KernelKind::UntilizeUnpadded : KernelKind::Untilize;
        return code.starts_with("TilizeWithValPadding") ? KernelKind::TilizePadded : KernelKind::Tilize;
    case OpFamily::ShardConversion:
        return code.starts_with("InterleavedToSharded") ? KernelKind::ToSharded
            : code.starts_with("ShardedToInterleaved")  ? KernelKind::ToInterleaved
                                                        : KernelKind::Reshard;
    case OpFamily::Norm:
        return code.starts_with("GroupNorm") ? KernelKind::GroupNorm : KernelKind::RowNorm;
    case OpFamily::Softmax:
        return KernelKind::Softmax;
    case OpFamily::Sample:
        return code.starts_with("GridSample") ? KernelKind::GridSample : KernelKind::Upsample;
    case OpFamily::Embedding:
        return KernelKind::Embedding;
    case OpFamily::Halo:
        return KernelKind::Halo;
    case OpFamily::Move:
        return KernelKind::ShardMove;
    case OpFamily::DramSlice:
        return code.starts_with("SliceWrite") ? KernelKind::SliceWrite : KernelKind::DramSlice;
    case OpFamily::Pool:
        return KernelKind::Pool;
    case OpFamily::Reduce:
        return KernelKind::Reduce;
    case OpFamily::Attention:
        return KernelKind::Attention;
    case OpFamily::Ccl:
        return KernelKind::Collective;
    case OpFamily::Conv:
        return KernelKind::Conv;
    case OpFamily::BufferCopy:
    case OpFamily::Other:
        break;
    }
    return KernelKind::Generic;
}

KernelTraits runKernelTraits(const RunOp& op, KernelKind kind, bool legacyWrites)
{
    const std::string_view a = op.attributes();
    KernelTraits t;
    t.fidelityPhases = fidelityPhases(op.mathFidelity);
    t.approximate = has(a, "math_approx_mode=1") || has(a, "exp_approx_mode=1");
    t.causal = has(a, "'is_causal': 'true'");
    t.math = eltwiseMath(op, kind);
    t.perCoreM = numberAfter(a, "per_core_M=");
    t.perCoreN = numberAfter(a, "per_core_N=");
    t.kBlock = numberAfter(a, "in0_block_w=");
    if (!t.kBlock)
        t.kBlock = numberAfter(a, "K_block_size=");
    t.mBlock = numberAfter(a, "M_block_size=");
    t.nBlock = numberAfter(a, "N_block_size=");
    if (const auto grid = pairAfter(a, "compute_with_storage_grid_size=")) {
        t.gridX = (*grid)[0];
        t.gridY = (*grid)[1];
    }
    // In tiles, or (older runs) in elements.
    t.perCoreHeightTiles = numberAfter(a, "per_core_out_matrix_height_ntile=");
    t.perCoreWidthTiles = numberAfter(a, "per_core_out_matrix_width_ntile=");
    if (const auto h = numberAfter(a, "per_core_out_matrix_height="); h && !t.perCoreHeightTiles)
        t.perCoreHeightTiles = (*h + 31) / 32;
    if (const auto w = numberAfter(a, "per_core_out_matrix_width="); w && !t.perCoreWidthTiles)
        t.perCoreWidthTiles = (*w + 31) / 32;
    if (const auto window = pairAfter(a, "window_hw=")) {
        t.windowH = std::max<int64_t>(1, (*window)[0]);
        t.windowW = std::max<int64_t>(1, (*window)[1]);
    } else if (kind == KernelKind::Pool) {
        t.windowH = t.windowW = 3;
    }
    t.haloSticksPerCore = numberAfter(a, "max_out_nsticks_per_core");
    t.configInDram = has(a, "'config_tensors_in_dram': 'true'");
    t.groups = numberAfter(a, "'num_groups'").value_or(32);
    t.links = std::max<int64_t>(1, numberAfter(a, "'num_links'").value_or(1));
    t.ringSize = std::max<int64_t>(2, numberAfter(a, "'ring_size'").value_or(2));
    t.waitEveryWrite = legacyWrites;
    return t;
}

KernelOp runKernelOp(const RunOp& op, OpFamily family, KernelKind kind, const KernelTraits& traits,
    RunLayoutSizes& sizes, int64_t workers)
{
    KernelOp k;
    k.family = family;
    k.kind = kind;
    k.traits = traits;
    k.cores = std::max<int64_t>(1, op.coreCount.value_or(workers));
    // Scored against its sub-device's workers when the row states them, else the device's.
    k.budgetCores = std::max(k.cores, op.availableCores.value_or(workers));
    for (size_t i = 0; i < op.inputs.size(); ++i)
        k.inputs.push_back(kernelTensor(op.inputs[i], sizes.input(op, i)));
    for (size_t i = 0; i < op.outputs.size(); ++i) {
        k.outputs.push_back(kernelTensor(op.outputs[i], sizes.output(op, i)));
        // The output's memory config states its shard shape.
        if (i == 0 && op.outputConfig && op.outputConfig->shardShape.size() == 2 && k.outputs[0].sharded())
            k.outputs[0].shard
                = std::array<int64_t, 2> { op.outputConfig->shardShape[0], op.outputConfig->shardShape[1] };
    }
    return k;
}

} // namespace tle
