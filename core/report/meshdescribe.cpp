// SPDX-License-Identifier: MIT
#include "report/meshdescribe.h"

#include "layout/elementtype.h"
#include "util/checked.h"

#include <fmt/format.h>

namespace tle {

namespace {

Json intArray(std::span<const int64_t> values)
{
    Json array = Json::array();
    for (int64_t v : values)
        array.push_back(v);
    return array;
}

Json extentJson(BufferExtent e)
{
    return Json::array({ e.x, e.y });
}

Json configJson(const ShardedBufferConfig& config)
{
    Json out;
    out["global_buffer_shape"] = extentJson(config.globalBufferShape);
    out["shard_shape"] = extentJson(config.shardShape);
    out["shard_orientation"] = bufferOrientationName(config.orientation);
    out["global_buffer_size"] = config.globalBufferSize;
    // The pairs keep seed 004's (x, y) order: innermost dim first.
    out["pair_order"] = Json::array({ "x", "y" });
    out["device_shard_shape"] = extentJson(config.deviceShardShape());
    out["replicated_mesh_dims"] = intArray(config.replicatedMeshDims);
    out["replication"] = config.replicationText();
    return out;
}

Json placementsJson(const std::vector<Placement>& placements)
{
    Json array = Json::array();
    for (const Placement& p : placements)
        array.push_back(toString(p));
    return array;
}

Json deviceJson(const DeviceShard& device, int64_t elementBytes)
{
    Json out;
    out["index"] = device.index;
    out["coord"] = intArray(device.coord);
    out["shape"] = intArray(device.shape);
    Json slices = Json::array();
    for (const SliceRange& s : device.slices)
        slices.push_back(Json::array({ s.start, s.stop }));
    out["slices"] = slices;
    out["replica_group"] = device.replicaGroup;
    out["holds_data"] = device.holdsData();
    const int64_t elements = checkedProduct(device.shape, "device elements");
    out["bytes"] = device.holdsData() ? checkedMul(elements, elementBytes, "device bytes") : 0;
    if (!device.holdsData())
        out["note"] = device.emptyReason;
    return out;
}

std::string row(std::string_view label, const std::string& value)
{
    return fmt::format("{:<18}{}\n", label, value);
}

std::string slicesText(const Slices& slices)
{
    std::string out = "[";
    for (size_t i = 0; i < slices.size(); ++i)
        out += fmt::format("{}{}:{}", i ? ", " : "", slices[i].start, slices[i].stop);
    return out + "]";
}

} // namespace

Json meshJson(const MeshDistribution& distribution)
{
    Json out;
    out["mesh"] = intArray(distribution.meshShape());
    out["device_count"] = distribution.deviceCount();
    out["tensor_shape"] = intArray(distribution.tensorShape());
    out["element_type"] = distribution.elementType();
    out["element_bytes"] = distribution.elementBytes();
    out["source"] = { { "kind", distribution.sourceName() }, { "text", distribution.sourceText() } };
    out["mode"] = toString(distribution.mode());
    if (const auto& placements = distribution.placements()) {
        out["placements"] = placementsJson(*placements);
    } else {
        out["placements"] = nullptr;
        out["placements_unavailable"] = distribution.placementsUnavailable();
    }
    out["chunks_per_dim"] = intArray(distribution.chunks().chunkCounts);
    Json devices = Json::array();
    for (const DeviceShard& device : distribution.devices())
        devices.push_back(deviceJson(device, distribution.elementBytes()));
    out["devices"] = devices;
    Json groups = Json::array();
    for (const auto& group : distribution.replicaGroups())
        groups.push_back(intArray(group));
    out["replica_groups"] = groups;

    const BufferLowering lowering = distribution.shardedBufferConfig();
    if (lowering.config) {
        out["sharded_buffer_config"] = configJson(*lowering.config);
        out["sharded_buffer_config_unsupported"] = nullptr;
    } else {
        out["sharded_buffer_config"] = nullptr;
        out["sharded_buffer_config_unsupported"] = lowering.unsupported;
    }
    if (lowering.advice) {
        const TransposeAdvice& advice = *lowering.advice;
        Json a;
        a["permutation"] = intArray(advice.permutation);
        a["shape"] = intArray(advice.shape);
        a["placements"] = advice.placements ? placementsJson(*advice.placements) : Json(nullptr);
        a["sharded_buffer_config"] = advice.config ? configJson(*advice.config) : Json(nullptr);
        if (!advice.config)
            a["still_unsupported"] = advice.stillUnsupported;
        a["text"] = advice.toString();
        out["transpose_advice"] = a;
    }
    const MeshShard& shard = distribution.meshShard();
    if (distribution.meshShardUnsupported().empty()) {
        out["mesh_shard"] = { { "shard_type", toString(shard.type) }, { "shard_dims", intArray(shard.shardDims) },
            { "shard_shape", intArray(shard.shardShape) }, { "mlir", shard.toMlir() } };
    } else {
        out["mesh_shard"] = nullptr;
        out["mesh_shard_unsupported"] = distribution.meshShardUnsupported();
    }
    Json notes = Json::array();
    for (const std::string& note : distribution.notes())
        notes.push_back(note);
    out["notes"] = notes;
    return out;
}

std::string meshText(const MeshDistribution& distribution)
{
    std::string text;
    text += row("Tensor",
        fmt::format("{} ({}, {} bytes per element)", formatShape(distribution.tensorShape()),
            distribution.elementType(), distribution.elementBytes()));
    text += row(
        "Mesh", fmt::format("{} ({} devices)", formatShape(distribution.meshShape()), distribution.deviceCount()));
    text += row("Source", fmt::format("{}: {}", distribution.sourceName(), distribution.sourceText()));
    if (const auto& placements = distribution.placements())
        text += row("Placements", formatPlacements(*placements));
    else
        text += row("Placements", "none: " + distribution.placementsUnavailable());
    text += row("Chunks per dim", formatShape(distribution.chunks().chunkCounts));
    text += row("mesh_shard",
        distribution.meshShardUnsupported().empty() ? distribution.meshShard().toString()
                                                    : "unsupported: " + distribution.meshShardUnsupported());
    const BufferLowering lowering = distribution.shardedBufferConfig();
    if (lowering.config) {
        text += row("Buffer config", lowering.config->toString());
        text += row("Replication", lowering.config->replicationText());
    } else {
        text += row("Buffer config", "unsupported: " + lowering.unsupported);
    }
    if (lowering.advice)
        text += row("Transpose advice", lowering.advice->toString());
    text += row("Replica groups", fmt::format("{}", distribution.replicaGroups().size()));
    text += "Devices\n";
    for (const DeviceShard& device : distribution.devices()) {
        const std::string where = fmt::format("  ({})", formatShape(device.coord, ", "));
        if (device.holdsData())
            text += fmt::format("{:<14}{:<16}{}  group {}\n", where, formatShape(device.shape),
                slicesText(device.slices), device.replicaGroup);
        else
            text += fmt::format("{:<14}{:<16}{}\n", where, formatShape(device.shape), device.emptyReason);
    }
    if (!distribution.notes().empty()) {
        text += "Notes\n";
        for (const std::string& note : distribution.notes())
            text += fmt::format("  - {}\n", note);
    }
    return text;
}

} // namespace tle
