// SPDX-License-Identifier: MIT
#include "optimizer/shared/opmodel.h"

#include "util/checked.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include <fmt/format.h>

namespace tle {

std::string_view toString(ValidationResult::Status status)
{
    switch (status) {
    case ValidationResult::Status::Success:
        return "success";
    case ValidationResult::Status::OutOfMemory:
        return "out_of_memory";
    case ValidationResult::Status::BackendError:
        return "backend_error";
    case ValidationResult::Status::NotImplemented:
        return "not_implemented";
    }
    return "success";
}

namespace {

// The integer value of `name = N` in raw attribute text, when `name` stands as a whole word.
std::optional<int64_t> integerAttribute(std::string_view text, std::string_view name)
{
    for (size_t pos = text.find(name); pos != std::string_view::npos; pos = text.find(name, pos + 1)) {
        const auto isWord = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
        if ((pos > 0 && isWord(text[pos - 1])) || (pos + name.size() < text.size() && isWord(text[pos + name.size()])))
            continue;
        size_t i = pos + name.size();
        while (i < text.size() && text[i] == ' ')
            ++i;
        if (i >= text.size() || text[i] != '=')
            continue;
        ++i;
        while (i < text.size() && text[i] == ' ')
            ++i;
        int64_t value = 0;
        const char* first = text.data() + i;
        const auto [ptr, ec] = std::from_chars(first, text.data() + text.size(), value);
        if (ec == std::errc() && ptr != first)
            return value;
    }
    return std::nullopt;
}

} // namespace

OpQuery OpQuery::fromGraph(const ModelGraph& graph, int index)
{
    OpQuery query;
    query.assign(graph, index);
    return query;
}

void OpQuery::assign(const ModelGraph& graph, int index)
{
    const Op& op = graph.op(index);
    kind = op.kind;
    category = op.kind.category();
    modelled = !op.opaque && !op.opModelMissing;
    // Assigned element by element, so that the shapes' storage is reused.
    size_t count = 0;
    for (int v : op.operands) {
        const TensorType& type = graph.value(v).type;
        if (!type.isTensor)
            continue;
        if (count < inputs.size())
            inputs[count] = type;
        else
            inputs.push_back(type);
        ++count;
    }
    inputs.resize(count);
    output = op.results.empty() ? TensorType() : graph.value(op.results.front()).type;
    // `dim = 3 : si32` in the properties (concat, reductions, softmax).
    dim = integerAttribute(op.properties, "dim");
    if (!dim)
        dim = integerAttribute(op.attributes, "dim");
}

int64_t l1BytesPerCore(const TtnnLayout& layout)
{
    if (layout.spec().bufferType != BufferType::L1)
        return 0;
    if (layout.isSharded())
        return checkedMul(
            checkedMul(layout.pagesPerShard(), layout.maxShardsPerCore(), "L1 pages"), layout.pageBytes(), "L1 bytes");
    return checkedMul(layout.pagesPerBank(), layout.pageBytes(), "L1 bytes");
}

int64_t concatDim(const OpQuery& query)
{
    const int64_t rank = int64_t(query.output.shape.size());
    return query.dim ? (*query.dim < 0 ? *query.dim + rank : *query.dim) : rank - 1;
}

std::optional<TtnnMemoryLayout> concatSharding(const OpQuery& query)
{
    const int64_t rank = int64_t(query.output.shape.size());
    const int64_t dim = concatDim(query);
    if (dim == rank - 1)
        return TtnnMemoryLayout::HeightSharded;
    if (dim == rank - 2)
        return TtnnMemoryLayout::WidthSharded;
    return std::nullopt;
}

AnalyticOpModel::AnalyticOpModel(OptimizerDevice device)
    : m_device(std::move(device))
{
    m_device.validate();
}

namespace {

using Status = ValidationResult::Status;

// The op's kind as the remarks quote it ("ttnn.matmul").
std::string kindName(const OpQuery& query)
{
    return fmt::format("{}", query.kind);
}

ValidationResult reject(Status status, Remark reason)
{
    ValidationResult r;
    r.status = status;
    r.reason = std::move(reason);
    return r;
}

bool sameSharding(const TtnnLayout& a, const TtnnLayout& b)
{
    return a.spec().memoryLayout == b.spec().memoryLayout && a.spec().bufferType == b.spec().bufferType
        && a.shardShape() == b.shardShape() && a.shardCores() == b.shardCores();
}

int64_t tileBytes(const TtnnLayout& layout)
{
    return layout.isTiled() ? layout.spec().tile.sizeBytes() : layout.pageBytes();
}

// Circular buffers per core, double-buffered: the rules of docs/op-model.md.
int64_t circularBuffers(const OpQuery& query, const std::vector<const TtnnLayout*>& inputs, const TtnnLayout& output)
{
    const int64_t outTile = tileBytes(output);
    int64_t bytes = 2 * outTile;
    switch (query.category) {
    case OpCategory::Matmul: {
        // A K-block of up to 8 tiles of each input, double-buffered, plus an intermediate output tile block.
        for (const TtnnLayout* in : inputs)
            bytes += 2 * 8 * tileBytes(*in);
        bytes += 4 * outTile;
        break;
    }
    case OpCategory::Conv:
        // Activation block (32 rows of the input width in tiles) and weight block, double-buffered.
        for (const TtnnLayout* in : inputs)
            bytes += 2 * 8 * tileBytes(*in);
        bytes += 8 * outTile;
        break;
    case OpCategory::Softmax:
    case OpCategory::Normalization:
    case OpCategory::Reduction:
        // A whole row of tiles is reduced at once.
        for (const TtnnLayout* in : inputs)
            bytes += 2 * (in->physicalShape()[1] / std::max<int64_t>(1, in->pageShape()[1])) * tileBytes(*in);
        break;
    default:
        for (const TtnnLayout* in : inputs)
            bytes += 2 * tileBytes(*in);
        break;
    }
    return bytes;
}

using Inputs = std::vector<const TtnnLayout*>;
using RuleResult = std::optional<ValidationResult>;

bool anySharded(const Inputs& inputs)
{
    return std::any_of(inputs.begin(), inputs.end(), [](const TtnnLayout* l) { return l->isSharded(); });
}

RuleResult eltwiseRules(const Inputs& inputs, const TtnnLayout& output)
{
    const TtnnLayout* sharded = nullptr;
    for (const TtnnLayout* in : inputs) {
        if (!in->isSharded())
            continue;
        if (sharded && !sameSharding(*sharded, *in))
            return reject(Status::NotImplemented, RemarkKind::EltwiseShardedAlike);
        sharded = in;
    }
    if (sharded && output.isSharded() && !sameSharding(*sharded, output))
        return reject(Status::NotImplemented,
            Remark(RemarkKind::EltwiseOwnSharding,
                { NV("Input", toString(sharded->spec().memoryLayout)),
                    NV("Output", toString(output.spec().memoryLayout)) }));
    if (sharded && !output.isSharded())
        return reject(Status::NotImplemented, RemarkKind::EltwiseShardedOutput);
    return std::nullopt;
}

RuleResult matmulRules(const Inputs& inputs, const TtnnLayout& output)
{
    for (const TtnnLayout* in : inputs) {
        if (!in->isTiled())
            return reject(Status::NotImplemented, RemarkKind::MatmulTiledInputs);
    }
    if (inputs.size() >= 2 && inputs[1]->isSharded())
        return reject(Status::NotImplemented, RemarkKind::MatmulWeightInterleaved);
    if (!inputs.empty() && inputs[0]->isSharded() && output.isSharded()
        && inputs[0]->spec().memoryLayout != output.spec().memoryLayout)
        return reject(Status::NotImplemented,
            Remark(RemarkKind::MatmulOutputSharding, { NV("Activation", toString(inputs[0]->spec().memoryLayout)) }));
    return std::nullopt;
}

RuleResult convRules(const Inputs& inputs, const TtnnLayout& output)
{
    if (output.isSharded() && output.spec().memoryLayout == TtnnMemoryLayout::WidthSharded)
        return reject(Status::NotImplemented, RemarkKind::ConvWidthSharded);
    if (inputs.size() >= 2 && inputs[1]->isSharded())
        return reject(Status::NotImplemented, RemarkKind::ConvWeightInterleaved);
    return std::nullopt;
}

// Softmax and normalisations work on whole rows.
RuleResult rowRules(const OpQuery& query, const Inputs& inputs, const TtnnLayout& output)
{
    const bool outSharded = output.isSharded();
    if (!inputs.empty() && (anySharded(inputs) || outSharded)) {
        const TtnnMemoryLayout m = outSharded ? output.spec().memoryLayout : inputs[0]->spec().memoryLayout;
        if (m == TtnnMemoryLayout::WidthSharded || m == TtnnMemoryLayout::BlockSharded)
            return reject(Status::NotImplemented,
                Remark(RemarkKind::RowsStayWhole, { NV("Kind", kindName(query)), NV("Layout", toString(m)) }));
    }
    if (!inputs.empty() && inputs[0]->isSharded() && outSharded && !sameSharding(*inputs[0], output))
        return reject(Status::NotImplemented, Remark(RemarkKind::RowsKeepSharding, { NV("Kind", kindName(query)) }));
    return std::nullopt;
}

RuleResult concatRules(const OpQuery& query, const Inputs& inputs, const TtnnLayout& output)
{
    const std::optional<TtnnMemoryLayout> needed = concatSharding(query);
    for (const TtnnLayout* in : inputs) {
        if (!in->isSharded())
            continue;
        if (!needed)
            return reject(Status::NotImplemented, RemarkKind::ConcatLastDimsInputs);
        if (in->spec().memoryLayout != *needed)
            return reject(Status::NotImplemented,
                Remark(RemarkKind::ConcatInputSharding,
                    { NV("Dim", concatDim(query)), NV("Needed", toString(*needed)),
                        NV("Got", toString(in->spec().memoryLayout)) }));
    }
    if (output.isSharded() && !needed)
        return reject(Status::NotImplemented, RemarkKind::ConcatLastDimsOutput);
    if (output.isSharded() && output.spec().memoryLayout != *needed)
        return reject(Status::NotImplemented,
            Remark(RemarkKind::ConcatOutputSharding, { NV("Dim", concatDim(query)), NV("Needed", toString(*needed)) }));
    return std::nullopt;
}

// Reductions, reshape, permute, transpose and the like read DRAM-interleaved inputs (upstream's most common
// cause of spills) and write interleaved outputs.
RuleResult dataMovementRules(const OpQuery& query, const Inputs& inputs, const TtnnLayout& output)
{
    for (const TtnnLayout* in : inputs) {
        if (in->isSharded() || in->spec().bufferType != BufferType::Dram)
            return reject(Status::NotImplemented,
                Remark(RemarkKind::DramInputsOnly,
                    { NV("Kind", kindName(query)), NV("Layout", toString(in->spec().memoryLayout)),
                        NV("Buffer", toString(in->spec().bufferType)) }));
    }
    if (output.isSharded())
        return reject(
            Status::NotImplemented, Remark(RemarkKind::InterleavedOutputsOnly, { NV("Kind", kindName(query)) }));
    return std::nullopt;
}

RuleResult checkLayoutRules(const OpQuery& query, const Inputs& inputs, const TtnnLayout& output)
{
    switch (query.category) {
    case OpCategory::EltwiseUnary:
    case OpCategory::EltwiseBinary:
    case OpCategory::EltwiseTernary:
        return eltwiseRules(inputs, output);
    case OpCategory::Matmul:
        return matmulRules(inputs, output);
    case OpCategory::Conv:
        return convRules(inputs, output);
    case OpCategory::Softmax:
    case OpCategory::Normalization:
        return rowRules(query, inputs, output);
    case OpCategory::Reduction:
    case OpCategory::DataMovement:
        return query.kind.isConcat() ? concatRules(query, inputs, output) : dataMovementRules(query, inputs, output);
    case OpCategory::Layout:
        return std::nullopt;
    default:
        if (output.isSharded() || anySharded(inputs))
            return reject(
                Status::NotImplemented, Remark(RemarkKind::NoShardedImplementation, { NV("Kind", kindName(query)) }));
        return std::nullopt;
    }
}

} // namespace

ValidationResult AnalyticOpModel::validate(const OpQuery& query, const std::vector<const TtnnLayout*>& inputs,
    const TtnnLayout& output, int64_t additionalL1PerCore) const
{
    // Upstream keeps an op its op model cannot validate in DRAM: without a model, no L1 use can be checked.
    if (!query.modelled && output.spec().bufferType == BufferType::L1) {
        ValidationResult rejected;
        rejected.status = ValidationResult::Status::NotImplemented;
        rejected.reason = Remark(RemarkKind::OpNotModelled, { NV("Kind", kindName(query)) });
        return rejected;
    }
    if (auto rejected = checkLayoutRules(query, inputs, output))
        return *rejected;
    ValidationResult result;
    result.actualOutputLayout = output;
    result.outputL1BytesPerCore = l1BytesPerCore(output);
    int64_t tensors = checkedAdd(result.outputL1BytesPerCore, std::max<int64_t>(0, additionalL1PerCore), "L1");
    for (const TtnnLayout* in : inputs)
        tensors = checkedAdd(tensors, l1BytesPerCore(*in), "L1");
    result.tensorL1PeakBytes = tensors;
    result.cbL1PeakBytes = circularBuffers(query, inputs, output);
    const int64_t budget = m_device.l1BudgetPerCore();
    if (result.peakL1BytesPerCore() > budget) {
        result.status = Status::OutOfMemory;
        result.reason = Remark(RemarkKind::L1OutOfMemory,
            { NV("Kind", kindName(query)), NV("Bytes", result.peakL1BytesPerCore()),
                NV("CircularBuffers", result.cbL1PeakBytes), NV("Tensors", result.tensorL1PeakBytes),
                NV("Budget", budget) });
    }
    return result;
}

} // namespace tle
