// SPDX-License-Identifier: MIT
#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/movetransfer.h"

#include "optimizer/shared/l1timeline.h"
#include "optimizer/shared/layoutreader.h"
#include "optimizer/shared/legallayouts.h"
#include "optimizer/shared/planbound.h"
#include "util/checked.h"
#include "util/workerpool.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <span>

namespace tle {

namespace {

// computeMetrics prices this many ops at a time, on two cores from this many on.
constexpr size_t kPricedBlock = 65536;
constexpr size_t kParallelPricing = 4096;

// The profiler's four dims (W, Z, Y, X) of an N-D shape: the last three, everything before them folded into W.
std::array<int64_t, 4> fourDims(const Shape& shape)
{
    std::array<int64_t, 4> dims { 1, 1, 1, 1 };
    const size_t rank = shape.size();
    for (size_t i = 0; i < rank; ++i) {
        const size_t at = rank - 1 - i;
        if (i < 3)
            dims[3 - i] = shape[at];
        else
            dims[0] *= shape[at];
    }
    return dims;
}

KernelTensor kernelTensorOf(const TtnnLayout& layout)
{
    KernelTensor t;
    t.padded = fourDims(layout.paddedShape());
    const Shape& logical = layout.logicalShape();
    t.logicalHeight = logical.size() >= 2 ? logical[logical.size() - 2] : 1;
    t.tiled = layout.isTiled();
    const TtnnLayoutSpec& spec = layout.spec();
    t.elementBytes = t.tiled ? double(layout.pageBytes()) / double(std::max<int64_t>(1, spec.tile.elements()))
                             : double(layout.elementBytes());
    t.buffer = spec.bufferType;
    t.memoryLayout = spec.memoryLayout;
    if (layout.isSharded())
        t.shard = layout.shardShape();
    t.bytes = layout.bufferBytes();
    t.pageBytes = layout.pageBytes();
    return t;
}

bool isTranscendental(std::string_view baseName)
{
    static constexpr std::string_view kNames[] = { "gelu", "exp", "sigmoid", "tanh", "silu", "erf", "log", "reciprocal",
        "sqrt", "rsqrt", "softplus", "mish", "div", "pow", "sin", "cos", "atan", "hardswish" };
    return std::find(std::begin(kNames), std::end(kNames), baseName) != std::end(kNames);
}

KernelKind kindOf(const OpQuery& query, OpFamily family, bool tiledOut)
{
    const std::string_view name = query.kind.baseName();
    switch (family) {
    case OpFamily::Matmul:
        return KernelKind::Matmul;
    case OpFamily::Eltwise:
        return query.category == OpCategory::EltwiseBinary ? KernelKind::Binary
            : query.category == OpCategory::EltwiseTernary ? KernelKind::Ternary
            : name == "typecast" || name == "to_dtype"     ? KernelKind::Typecast
                                                           : KernelKind::Unary;
    case OpFamily::DataMovement:
        if (name == "reshape")
            return tiledOut ? KernelKind::TiledReshape : KernelKind::RowMajorRegroup;
        if (name == "permute")
            return tiledOut ? KernelKind::TiledPermute : KernelKind::RowMajorRegroup;
        if (name == "transpose")
            return KernelKind::TransposeWH;
        return name == "slice" || name == "slice_static" ? KernelKind::Slice : KernelKind::Generic;
    case OpFamily::TileConversion:
        return KernelKind::Tilize;
    case OpFamily::ShardConversion:
        return KernelKind::Reshard;
    case OpFamily::Norm:
        return name == "group_norm" ? KernelKind::GroupNorm : KernelKind::RowNorm;
    case OpFamily::Softmax:
        return KernelKind::Softmax;
    case OpFamily::Sample:
        return name.starts_with("grid_sample") ? KernelKind::GridSample : KernelKind::Upsample;
    case OpFamily::Embedding:
        return KernelKind::Embedding;
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
    default:
        return KernelKind::Generic;
    }
}

EltwiseMath eltwiseMathOf(const OpQuery& query)
{
    const std::string_view name = query.kind.baseName();
    EltwiseMath math;
    if (query.category == OpCategory::EltwiseBinary && (name == "add" || name == "subtract" || name == "multiply"))
        math.fpuOps = 1;
    else if (isTranscendental(name))
        math.transcendentalOps = 1;
    else
        math.sfpuOps = 1;
    return math;
}

// A conv's weight as the conv kernel holds it: (input channels x window) rows of output-channel columns.
KernelTensor convWeights(const KernelTensor& weights)
{
    KernelTensor w = weights;
    w.padded = { 1, 1, weights.padded[1] * weights.padded[2] * weights.padded[3], weights.padded[0] };
    return w;
}

// Prices blocks of a plan's ops (seconds, the bound's seconds, DRAM bytes), on two cores when the block is long.
class OpPricer
{
public:
    struct Priced
    {
        double seconds = 0;
        double boundSeconds = 0;
        int64_t dramBytes = 0;
    };

    OpPricer(const ModelGraph& graph, const LayoutReader& reader, const OptimizerDevice& device)
        : m_graph(graph)
        , m_reader(reader)
        , m_device(device)
        , m_bounds { PlanBound(device), PlanBound(device) }
    { }

    const std::vector<Priced>& price(std::span<OpDecision> block)
    {
        m_priced.assign(block.size(), Priced {});
        const size_t half = block.size() / 2;
        const bool parallel = block.size() >= kParallelPricing;
        WorkerPool::shared().run(2, parallel ? 1 : 0, [&](int64_t part) {
            // A short block runs on this thread alone and keeps one bound's layouts.
            const size_t slot = parallel ? size_t(part) : 0;
            for (size_t i = part == 0 ? 0 : half; i < (part == 0 ? half : block.size()); ++i) {
                OpDecision& d = block[i];
                const Op& op = m_graph.op(d.op);
                if (op.kind.isDeallocate() || op.kind.isReturn() || op.results.empty())
                    continue;
                OpQuery& query = m_queries[slot];
                query.assign(m_graph, d.op);
                const OpCost cost
                    = estimateOpCost(query, m_reader.inputs(d.op), d.layout ? &*d.layout : nullptr, m_device);
                m_priced[i] = { cost.seconds, std::min(cost.seconds, m_bounds[slot].opSeconds(m_graph, d.op, query)),
                    cost.dramBytes };
                d.estimatedUs = cost.seconds * 1e6;
            }
        });
        return m_priced;
    }

private:
    const ModelGraph& m_graph;
    const LayoutReader& m_reader;
    const OptimizerDevice& m_device;
    std::array<PlanBound, 2> m_bounds;
    std::array<OpQuery, 2> m_queries;
    std::vector<Priced> m_priced;
};

} // namespace

KernelOp kernelOpOf(const OpQuery& query, const std::vector<const TtnnLayout*>& inputs, const TtnnLayout* output,
    const OptimizerDevice& device)
{
    KernelOp op;
    op.family = opFamilyOf(query.category, query.kind.baseName()).value_or(OpFamily::Other);
    op.kind = kindOf(query, op.family, !output || output->isTiled());
    op.traits.math = eltwiseMathOf(query);
    // Sharded outputs compute on their shard cores; interleaved ones use the whole worker grid.
    op.cores
        = output && output->isSharded() ? std::max<int64_t>(1, layoutCores(*output, device)) : device.workerCores();
    op.budgetCores = device.workerCores();
    for (const TtnnLayout* in : inputs)
        op.inputs.push_back(kernelTensorOf(*in));
    if (output)
        op.outputs.push_back(kernelTensorOf(*output));
    if (op.family == OpFamily::Conv && op.inputs.size() >= 2) {
        const KernelTensor& w = op.inputs[1];
        op.traits.windowH = std::max<int64_t>(1, w.padded[2]);
        op.traits.windowW = std::max<int64_t>(1, w.padded[3]);
        op.inputs[1] = convWeights(w);
    }
    return op;
}

CostClass costClassOf(OpCategory category)
{
    switch (category) {
    case OpCategory::Matmul:
        return CostClass::Matmul;
    case OpCategory::Conv:
        return CostClass::Conv;
    case OpCategory::EltwiseUnary:
    case OpCategory::EltwiseBinary:
    case OpCategory::EltwiseTernary:
        return CostClass::Eltwise;
    case OpCategory::Normalization:
        return CostClass::Norm;
    case OpCategory::Pool:
    case OpCategory::Reduction:
    case OpCategory::Softmax:
        return CostClass::Reduce;
    case OpCategory::Layout:
        return CostClass::ShardConversion;
    default:
        return CostClass::DataMovement;
    }
}

TtnnLayout dramInterleaved(const TensorType& type, const OptimizerDevice& device)
{
    TtnnLayoutSpec spec;
    spec.logicalShape = type.shape;
    spec.dataType = type.elementType;
    spec.tile = TileType { device.tileHeight, device.tileWidth, type.elementType };
    spec.device = device.device;
    return TtnnLayout(spec);
}

const TtnnLayout& DramLayouts::of(const TensorType& type)
{
    if (m_last && type.elementType == m_lastElement && type.shape == m_lastShape)
        return *m_last;
    auto key = std::pair(type.shape, type.elementType);
    auto it = m_layouts.find(key);
    if (it == m_layouts.end())
        it = m_layouts.emplace(std::move(key), dramInterleaved(type, m_device)).first;
    m_last = &it->second;
    m_lastShape = type.shape;
    m_lastElement = type.elementType;
    return it->second;
}

OpCost estimateOpCost(const OpQuery& query, const std::vector<const TtnnLayout*>& inputs, const TtnnLayout* output,
    const OptimizerDevice& device)
{
    const KernelOp op = kernelOpOf(query, inputs, output, device);
    OpCost cost;
    for (const auto* list : { &op.inputs, &op.outputs }) {
        for (const KernelTensor& t : *list)
            cost.dramBytes += t.inDram() ? t.bytes : 0;
    }
    cost.cores = op.cores;
    cost.seconds = estimateKernel(op, device).ns * 1e-9;
    return cost;
}

OpCost estimateMoveCost(const TtnnLayout& from, const TtnnLayout& to, const OptimizerDevice& device)
{
    OpCost cost;
    cost.cores = device.workerCores();
    const int64_t bytes = from.bufferBytes();
    for (const TtnnLayout* side : { &from, &to }) {
        if (side->spec().bufferType != BufferType::L1)
            cost.dramBytes += bytes;
    }
    // The transfer model's time (calls, links, endpoints; docs/transfer.md) plus the op's launch.
    const double launch = device.kernel.launchCycles / device.noc.clockGhz * 1e-9;
    if (const auto transfer = moveTransfer(from, to, device)) {
        cost.seconds = launch + transfer->seconds;
        return cost;
    }
    // A change the transfer model cannot plan: priced as the shard conversion it is.
    KernelOp op;
    op.family = OpFamily::ShardConversion;
    op.kind = KernelKind::Reshard;
    op.cores = from.isSharded() ? layoutCores(from, device) : to.isSharded() ? layoutCores(to, device) : cost.cores;
    op.inputs.push_back(kernelTensorOf(from));
    op.outputs.push_back(kernelTensorOf(to));
    cost.seconds = estimateKernel(op, device).ns * 1e-9;
    return cost;
}

void computeMetrics(PolicyResult& result, const ModelGraph& graph, const OptimizerDevice& device)
{
    PolicyMetrics m;
    LayoutReader reader(graph, device);
    reader.load(result);
    m.spillCount = int(result.spills.size());

    // The ops are priced on two cores, a block at a time, and summed in op order on this one, so that the sums are
    // the same to the last bit however the work was split.
    OpPricer pricer(graph, reader, device);
    double seconds = 0;
    double boundSeconds = 0;
    double coresSum = 0;
    int tensorOps = 0;
    for (size_t first = 0; first < result.ops.size(); first += kPricedBlock) {
        const size_t count = std::min(kPricedBlock, result.ops.size() - first);
        const std::vector<OpPricer::Priced>& priced = pricer.price(std::span(result.ops).subspan(first, count));
        for (size_t i = 0; i < count; ++i) {
            const OpDecision& d = result.ops[first + i];
            const Op& op = graph.op(d.op);
            if (op.kind.isDeallocate() || op.kind.isReturn() || op.results.empty())
                continue;
            seconds += priced[i].seconds;
            boundSeconds += priced[i].boundSeconds;
            m.dramTrafficBytes += priced[i].dramBytes;
            if (d.layout && graph.value(op.results.front()).type.isTensor) {
                ++tensorOps;
                coresSum += double(layoutCores(*d.layout, device));
            }
        }
    }
    for (const ReshardResult& r : result.reshards) {
        if (!r.target)
            continue;
        const OpCost cost = estimateMoveCost(reader.source(r.consumer, r.operand), *r.target, device);
        seconds += cost.seconds;
        m.dramTrafficBytes += cost.dramBytes;
        m.reshardCount += 1;
    }
    for (const SpillResult& s : result.spills) {
        const TtnnLayout& to = s.target ? *s.target : reader.dram(s.value);
        const OpCost cost = estimateMoveCost(reader.output(s.value), to, device);
        seconds += cost.seconds;
        m.dramTrafficBytes += cost.dramBytes;
    }
    // L1 peak: the largest sum of reservations alive at one op.
    for (int64_t bytes : L1Timeline::of(result.reservations).occupancy())
        m.l1PeakBytesPerCore = std::max(m.l1PeakBytesPerCore, bytes);
    m.meanCores = tensorOps ? coresSum / tensorOps : 0;
    m.estimatedTimeUs = seconds * 1e6;
    m.boundUs = boundSeconds * 1e6;
    m.gapToBound = boundSeconds > 0 ? seconds / boundSeconds - 1 : 0;
    result.metrics = m;
}

} // namespace tle
