// SPDX-License-Identifier: MIT
#pragma once

#include "mesh/gspmdsharding.h"
#include "mesh/meshshard.h"
#include "mesh/placement.h"
#include "mesh/shardedbufferconfig.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// What one device of the mesh holds.
struct DeviceShard
{
    int64_t index = 0; // row-major over the mesh
    Shape coord;
    Shape shape; // a 0 in a dim means the device holds nothing
    Slices slices; // [start, stop) per tensor dim
    // Devices with the same id hold identical data; -1 when the device holds nothing.
    int64_t replicaGroup = -1;
    std::string emptyReason; // why the device holds nothing

    bool holdsData() const { return replicaGroup >= 0; }
};

// Where every element of a tensor lives on a mesh of devices, from any of the notations that describe
// it: tt-metal placements, the legacy TTNN mapper names, an XLA GSPMD sharding, or tt-mlir's mesh_shard.
class MeshDistribution
{
public:
    enum class Source
    {
        Placements,
        LegacyMapper,
        Gspmd,
        MeshShard,
    };

    enum class Mode
    {
        Chunks, // every device holds one chunk per tensor dim
        Maximal, // one device holds everything, the others nothing
        Manual, // the tensor is already per-device data: every device holds its own full shape
    };

    static MeshDistribution fromPlacements(Shape tensor, Shape mesh, std::vector<Placement> placements);
    static MeshDistribution fromLegacyMapper(Shape tensor, Shape mesh, const LegacyMapper& mapper);
    static MeshDistribution fromGspmd(Shape tensor, Shape mesh, const GspmdSharding& sharding);
    // A maximal mesh_shard carries no device id; device 0 is assumed.
    static MeshDistribution fromMeshShard(Shape tensor, Shape mesh, const MeshShard& meshShard);

    // Element type name and size, for byte counts and the buffer config (default bf16, 2 bytes).
    void setElementType(std::string name, int64_t bytes);
    const std::string& elementType() const { return m_elementType; }
    int64_t elementBytes() const { return m_elementBytes; }

    // Why the mesh is one the caller chose rather than the user's: a sharding that holds the same on any mesh
    // (replicated, maximal) is laid out on the smallest mesh that shows it. Empty when the mesh was given.
    void setMeshAssumed(std::string why) { m_meshAssumed = std::move(why); }
    const std::string& meshAssumed() const { return m_meshAssumed; }

    const Shape& tensorShape() const { return m_tensor; }
    const Shape& meshShape() const { return m_mesh; }
    int64_t deviceCount() const { return int64_t(m_devices.size()); }
    Source source() const { return m_source; }
    // "placements", "mapper", "gspmd", "mesh_shard"
    std::string_view sourceName() const;
    // The input in its canonical spelling.
    const std::string& sourceText() const { return m_sourceText; }
    Mode mode() const { return m_mode; }

    // The equivalent tt-metal placements, when one placement per mesh dim expresses the distribution.
    const std::optional<std::vector<Placement>>& placements() const { return m_placements; }
    // Why there are no placements.
    const std::string& placementsUnavailable() const { return m_placementsUnavailable; }

    // Requested chunks per tensor dim (1 = not split), and which chunk every device holds.
    const ChunkAssignment& chunks() const { return m_chunks; }
    const std::vector<DeviceShard>& devices() const { return m_devices; }
    // The devices of each replica group, by group id.
    const std::vector<std::vector<int64_t>>& replicaGroups() const { return m_replicaGroups; }

    const MeshShard& meshShard() const { return m_meshShard; }
    // Why the compiler cannot express the distribution as a mesh_shard (empty when it can).
    const std::string& meshShardUnsupported() const { return m_meshShardUnsupported; }
    BufferLowering shardedBufferConfig() const;

    // Facts worth a warning: uneven splits, devices left empty, what the legacy mappers did differently.
    const std::vector<std::string>& notes() const { return m_notes; }

private:
    MeshDistribution(Shape tensor, Shape mesh);
    void setPlacements(std::vector<Placement> placements);
    void build();
    void buildDevices();
    void buildMeshShard();
    void applyCompilerConversion(const GspmdSharding& sharding);
    std::string m_meshShardUnsupported;
    void buildNotes();

    Shape m_tensor;
    Shape m_mesh;
    Source m_source = Source::Placements;
    std::string m_sourceText;
    Mode m_mode = Mode::Chunks;
    int64_t m_maximalDevice = 0;
    std::optional<std::vector<Placement>> m_placements;
    std::string m_placementsUnavailable;
    ChunkAssignment m_chunks;
    std::vector<DeviceShard> m_devices;
    std::vector<std::vector<int64_t>> m_replicaGroups;
    MeshShard m_meshShard;
    std::vector<std::string> m_notes;
    std::string m_elementType = "bf16";
    int64_t m_elementBytes = 2;
    std::string m_meshAssumed;
};

std::string_view toString(MeshDistribution::Mode mode);

} // namespace tle
