// SPDX-License-Identifier: MIT
#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/movetransfer.h"

#include "optimizer/shared/l1timeline.h"
#include "optimizer/shared/layoutreader.h"
#include "optimizer/shared/legallayouts.h"
#include "util/checked.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace tle {

namespace {

int64_t tensorBytes(const TtnnLayout& layout)
{
    return layout.bufferBytes();
}

double volume(const Shape& shape)
{
    double v = 1;
    for (int64_t d : shape)
        v *= double(d);
    return v;
}

// Multiply-accumulates count twice (2 operations each).
double computeOps(const OpQuery& query)
{
    const double out = volume(query.output.shape);
    switch (query.category) {
    case OpCategory::Matmul: {
        const Shape& a = query.inputs.empty() ? query.output.shape : query.inputs[0].shape;
        const double k = a.empty() ? 1.0 : double(a.back());
        return 2.0 * out * k;
    }
    case OpCategory::Conv: {
        // Each output element sums over the weight's volume divided by the output channels.
        const double weight = query.inputs.size() >= 2 ? volume(query.inputs[1].shape) : 1.0;
        const double outChannels = query.output.shape.empty() ? 1.0 : double(query.output.shape.back());
        return 2.0 * out * std::max(1.0, weight / std::max(1.0, outChannels));
    }
    default:
        // Vector work touches every element of the larger of input 0 and the output, as a measured op's does.
        return std::max(out, query.inputs.empty() ? 0.0 : volume(query.inputs[0].shape));
    }
}

bool isTranscendental(std::string_view baseName)
{
    static constexpr std::string_view kNames[]
        = { "gelu", "exp", "sigmoid", "tanh", "silu", "erf", "log", "reciprocal", "sqrt", "rsqrt", "softplus", "mish" };
    return std::find(std::begin(kNames), std::end(kNames), baseName) != std::end(kNames);
}

TensorTraffic trafficOf(const TtnnLayout& layout)
{
    return { tensorBytes(layout), layout.pageBytes(), layout.spec().bufferType, layout.isSharded() };
}

double trafficSeconds(const TensorTraffic& t, double cores, const OptimizerDevice& device)
{
    const double pages = double(t.bytes) / double(t.pageBytes > 0 ? t.pageBytes : 2048);
    if (t.buffer != BufferType::L1)
        return (pages * device.dramPageSeconds + double(t.bytes) / device.dramBandwidthPerCore) / cores;
    if (t.sharded)
        return double(t.bytes) / device.l1BandwidthPerCore / cores;
    return (pages * device.nocPageSeconds + double(t.bytes) / device.nocBandwidthPerCore) / cores;
}

} // namespace

double rawCostSeconds(const CostTerms& terms, const OptimizerDevice& device)
{
    const double cores = double(std::max<int64_t>(1, terms.cores));
    double memory = 0;
    double dramBytes = 0;
    for (const TensorTraffic& t : terms.tensors) {
        memory += trafficSeconds(t, cores, device);
        dramBytes += t.buffer != BufferType::L1 ? double(t.bytes) : 0.0;
    }
    memory = std::max(memory, dramBytes / device.dramBandwidth);
    // Matrix engines retire a tile-wide multiply-accumulate per cycle; other work goes a few elements per cycle.
    const bool matrix = terms.costClass == CostClass::Matmul || terms.costClass == CostClass::Conv;
    const double compute = matrix ? terms.computeOps * terms.fidelity / (cores * device.mathOpsPerCorePerSecond)
                                  : terms.computeOps * terms.vectorWeight / (cores * device.vectorOpsPerCorePerSecond);
    return memory + compute;
}

double latencyFloorSeconds(const CostTerms& terms, const OptimizerDevice& device)
{
    return terms.rowMoves / double(std::max<int64_t>(1, terms.cores)) * device.dramPageSeconds;
}

double costSeconds(const CostTerms& terms, const OptimizerDevice& device)
{
    return std::max(
        calibratedSeconds(terms.costClass, rawCostSeconds(terms, device), device), latencyFloorSeconds(terms, device));
}

double calibratedSeconds(CostClass costClass, double raw, const OptimizerDevice& device)
{
    auto it = device.calibration.find(costClass);
    // Device files calibrated before norms had a class of their own priced them as reductions.
    if (it == device.calibration.end() && costClass == CostClass::Norm)
        it = device.calibration.find(CostClass::Reduce);
    if (it == device.calibration.end())
        return device.opOverheadSeconds + raw;
    return std::max(it->second.overheadSeconds + it->second.factor * raw, device.minOpSeconds);
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
    auto key = std::pair(type.shape, type.elementType);
    auto it = m_layouts.find(key);
    if (it == m_layouts.end())
        it = m_layouts.emplace(std::move(key), dramInterleaved(type, m_device)).first;
    return it->second;
}

OpCost estimateOpCost(const OpQuery& query, const std::vector<const TtnnLayout*>& inputs, const TtnnLayout* output,
    const OptimizerDevice& device)
{
    OpCost cost;
    CostTerms terms;
    terms.costClass = costClassOf(query.category);
    terms.computeOps = computeOps(query);
    terms.vectorWeight = isTranscendental(query.kind.baseName()) ? kTranscendentalWeight : 1.0;
    // Sharded outputs compute on their shard cores; interleaved ones use the whole worker grid.
    terms.cores
        = output && output->isSharded() ? std::max<int64_t>(1, layoutCores(*output, device)) : device.workerCores();
    for (const TtnnLayout* in : inputs)
        terms.tensors.push_back(trafficOf(*in));
    if (output)
        terms.tensors.push_back(trafficOf(*output));
    for (const TensorTraffic& t : terms.tensors) {
        if (t.buffer != BufferType::L1)
            cost.dramBytes += t.bytes;
    }
    cost.cores = terms.cores;
    cost.seconds = costSeconds(terms, device);
    return cost;
}

OpCost estimateMoveCost(const TtnnLayout& from, const TtnnLayout& to, const OptimizerDevice& device)
{
    OpCost cost;
    cost.cores = device.workerCores();
    const int64_t bytes = tensorBytes(from);
    for (const TtnnLayout* side : { &from, &to }) {
        if (side->spec().bufferType != BufferType::L1)
            cost.dramBytes += bytes;
    }
    // The transfer model's time (calls, links, endpoints; docs/transfer.md) plus the op's dispatch.
    if (const auto transfer = moveTransfer(from, to, device)) {
        const auto calibration = device.calibration.find(CostClass::ShardConversion);
        const double dispatch
            = calibration != device.calibration.end() ? calibration->second.overheadSeconds : device.opOverheadSeconds;
        cost.seconds = std::max(device.minOpSeconds, dispatch + transfer->seconds);
        return cost;
    }
    // A change the transfer model cannot plan: each side's bytes over the NoC at its own buffer's rate.
    double seconds = 0;
    for (const TtnnLayout* side : { &from, &to }) {
        const TensorTraffic t { bytes, side->pageBytes(), side->spec().bufferType, false };
        seconds += trafficSeconds(t, cost.cores, device);
    }
    cost.seconds = calibratedSeconds(CostClass::ShardConversion, seconds, device);
    return cost;
}

void computeMetrics(PolicyResult& result, const ModelGraph& graph, const OptimizerDevice& device)
{
    PolicyMetrics m;
    LayoutReader reader(graph, device);
    reader.load(result);
    m.spillCount = int(result.spills.size());

    double seconds = 0;
    double coresSum = 0;
    int tensorOps = 0;
    for (OpDecision& d : result.ops) {
        const Op& op = graph.op(d.op);
        if (op.kind.isDeallocate() || op.kind.isReturn() || op.results.empty())
            continue;
        const TtnnLayout* output = d.layout ? &*d.layout : nullptr;
        const OpCost cost = estimateOpCost(OpQuery::fromGraph(graph, d.op), reader.inputs(d.op), output, device);
        seconds += cost.seconds;
        d.estimatedUs = cost.seconds * 1e6;
        m.dramTrafficBytes += cost.dramBytes;
        if (output && graph.value(op.results.front()).type.isTensor) {
            ++tensorOps;
            coresSum += double(layoutCores(*output, device));
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
    result.metrics = m;
}

} // namespace tle
