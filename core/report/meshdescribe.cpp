// SPDX-License-Identifier: MIT
#include "report/meshdescribe.h"

#include "layout/elementtype.h"
#include "util/checked.h"

#include <fmt/format.h>

namespace tle {

namespace {

FactValue extentFact(BufferExtent e)
{
    return indexFact(std::array { e.x, e.y });
}

FactGroup configFacts(const ShardedBufferConfig& config)
{
    return {
        { "global_buffer_shape", extentFact(config.globalBufferShape) },
        { "shard_shape", extentFact(config.shardShape) },
        { "shard_orientation", bufferOrientationName(config.orientation) },
        { "global_buffer_size", config.globalBufferSize },
        // The pairs keep seed 004's (x, y) order: innermost dim first.
        { "pair_order", FactValue::List { "x", "y" } },
        { "device_shard_shape", extentFact(config.deviceShardShape()) },
        { "replicated_mesh_dims", indexFact(config.replicatedMeshDims) },
        { "replication", config.replicationText() },
    };
}

FactValue placementsFact(const std::vector<Placement>& placements)
{
    FactValue::List list;
    for (const Placement& p : placements)
        list.push_back(toString(p));
    return list;
}

FactGroup deviceFacts(const DeviceShard& device, int64_t elementBytes)
{
    FactValue::List slices;
    for (const SliceRange& s : device.slices)
        slices.push_back(intervalFact(s.start, s.stop));
    const int64_t elements = checkedProduct(device.shape, "device elements");
    FactGroup facts { { "index", device.index }, { "coord", indexFact(device.coord) },
        { "shape", dimsFact(device.shape) }, { "slices", std::move(slices) }, { "replica_group", device.replicaGroup },
        { "holds_data", device.holdsData() },
        { "bytes", device.holdsData() ? checkedMul(elements, elementBytes, "device bytes") : int64_t(0) } };
    if (!device.holdsData())
        facts.push_back({ "note", device.emptyReason });
    return facts;
}

FactGroup adviceFacts(const TransposeAdvice& advice)
{
    FactGroup facts { { "permutation", indexFact(advice.permutation) }, { "shape", dimsFact(advice.shape) },
        { "placements", advice.placements ? placementsFact(*advice.placements) : FactValue(nullptr) },
        { "sharded_buffer_config", advice.config ? FactValue(configFacts(*advice.config)) : FactValue(nullptr) } };
    if (!advice.config)
        facts.push_back({ "still_unsupported", advice.stillUnsupported });
    facts.push_back({ "text", advice.toString() });
    return facts;
}

} // namespace

FactGroup meshFacts(const MeshDistribution& distribution)
{
    FactGroup facts;
    facts.push_back({ "mesh", dimsFact(distribution.meshShape()) });
    facts.push_back({ "mesh_assumed",
        distribution.meshAssumed().empty() ? FactValue(nullptr) : FactValue(distribution.meshAssumed()) });
    facts.push_back({ "device_count", distribution.deviceCount() });
    facts.push_back({ "tensor_shape", dimsFact(distribution.tensorShape()) });
    facts.push_back({ "element_type", distribution.elementType() });
    facts.push_back({ "element_bytes", distribution.elementBytes() });
    facts.push_back(
        { "source", FactGroup { { "kind", distribution.sourceName() }, { "text", distribution.sourceText() } } });
    facts.push_back({ "mode", toString(distribution.mode()) });
    if (const auto& placements = distribution.placements()) {
        facts.push_back({ "placements", placementsFact(*placements) });
    } else {
        facts.push_back({ "placements", nullptr });
        facts.push_back({ "placements_unavailable", distribution.placementsUnavailable() });
    }
    facts.push_back({ "chunks_per_dim", dimsFact(distribution.chunks().chunkCounts) });
    FactValue::List devices;
    for (const DeviceShard& device : distribution.devices())
        devices.push_back(deviceFacts(device, distribution.elementBytes()));
    facts.push_back({ "devices", std::move(devices) });
    FactValue::List groups;
    for (const auto& group : distribution.replicaGroups())
        groups.push_back(indexFact(group));
    facts.push_back({ "replica_groups", std::move(groups) });

    const BufferLowering lowering = distribution.shardedBufferConfig();
    facts.push_back(
        { "sharded_buffer_config", lowering.config ? FactValue(configFacts(*lowering.config)) : FactValue(nullptr) });
    facts.push_back({ "sharded_buffer_config_unsupported",
        lowering.config ? FactValue(nullptr) : FactValue(lowering.unsupported) });
    if (lowering.advice)
        facts.push_back({ "transpose_advice", adviceFacts(*lowering.advice) });
    const MeshShard& shard = distribution.meshShard();
    if (distribution.meshShardUnsupported().empty()) {
        facts.push_back({ "mesh_shard",
            FactGroup { { "shard_type", toString(shard.type) }, { "shard_dims", indexFact(shard.shardDims) },
                { "shard_shape", dimsFact(shard.shardShape) }, { "mlir", shard.toMlir() } } });
    } else {
        facts.push_back({ "mesh_shard", nullptr });
        facts.push_back({ "mesh_shard_unsupported", distribution.meshShardUnsupported() });
    }
    FactValue::List notes;
    for (const std::string& note : distribution.notes())
        notes.push_back(note);
    facts.push_back({ "notes", std::move(notes) });
    return facts;
}

} // namespace tle
