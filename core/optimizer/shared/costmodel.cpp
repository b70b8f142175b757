// SPDX-License-Identifier: MIT
#include "optimizer/shared/costmodel.h"

#include "optimizer/shared/l1timeline.h"
#include "optimizer/shared/layoutreader.h"
#include "optimizer/shared/legallayouts.h"
#include "util/checked.h"

#include <algorithm>
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
    case OpCategory::Softmax:
    case OpCategory::Normalization:
        return 5.0 * out;
    default:
        return out;
    }
}

double moveSeconds(const TtnnLayout& layout, int64_t bytes, int64_t cores, const OptimizerDevice& device)
{
    if (layout.spec().bufferType != BufferType::L1)
        return double(bytes) / device.dramBandwidth;
    if (layout.isSharded())
        return double(bytes) / (double(std::max<int64_t>(1, cores)) * device.l1BandwidthPerCore);
    return double(bytes) / (double(std::max<int64_t>(1, cores)) * device.nocBandwidthPerCore);
}

} // namespace

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
    // Sharded outputs compute on their shard cores; interleaved ones use the whole worker grid.
    cost.cores
        = output && output->isSharded() ? std::max<int64_t>(1, layoutCores(*output, device)) : device.workerCores();
    double memory = 0;
    for (const TtnnLayout* in : inputs) {
        const int64_t bytes = tensorBytes(*in);
        memory += moveSeconds(*in, bytes, cost.cores, device);
        if (in->spec().bufferType != BufferType::L1)
            cost.dramBytes += bytes;
    }
    if (output) {
        const int64_t bytes = tensorBytes(*output);
        memory += moveSeconds(*output, bytes, cost.cores, device);
        if (output->spec().bufferType != BufferType::L1)
            cost.dramBytes += bytes;
    }
    const double compute = computeOps(query) / (double(cost.cores) * device.mathOpsPerCorePerSecond);
    cost.seconds = device.opOverheadSeconds + std::max(compute, memory);
    return cost;
}

OpCost estimateMoveCost(const TtnnLayout& from, const TtnnLayout& to, const OptimizerDevice& device)
{
    OpCost cost;
    cost.cores = device.workerCores();
    const int64_t bytes = tensorBytes(from);
    double seconds = 0;
    for (const TtnnLayout* side : { &from, &to }) {
        if (side->spec().bufferType != BufferType::L1) {
            cost.dramBytes += bytes;
            seconds += double(bytes) / device.dramBandwidth;
        } else {
            seconds += double(bytes) / (double(cost.cores) * device.nocBandwidthPerCore);
        }
    }
    cost.seconds = device.opOverheadSeconds + seconds;
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
