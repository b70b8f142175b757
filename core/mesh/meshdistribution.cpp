// SPDX-License-Identifier: MIT
#include "mesh/meshdistribution.h"

#include "util/checked.h"

#include <algorithm>
#include <map>

namespace tle {

namespace {

// For each mesh dim, the tensor dim whose chunk changes one step along it from the origin device:
// -1 when none does, -2 when several do (no single placement describes that mesh dim).
std::vector<int64_t> stepDims(const Shape& mesh, const ChunkAssignment& chunks)
{
    std::vector<int64_t> dims(mesh.size(), -1);
    int64_t stride = 1;
    for (size_t i = mesh.size(); i-- > 0;) {
        if (mesh[i] > 1) {
            const Shape& origin = chunks.deviceChunks[0];
            const Shape& next = chunks.deviceChunks[size_t(stride)];
            for (size_t d = 0; d < origin.size(); ++d) {
                if (origin[d] != next[d])
                    dims[i] = dims[i] == -1 ? int64_t(d) : -2;
            }
        }
        stride *= mesh[i];
    }
    return dims;
}

std::string coordText(int64_t device, const Shape& mesh)
{
    Shape coord(mesh.size());
    unravelRowMajor(device, mesh, coord);
    return "(" + formatShape(coord, ", ") + ")";
}

// The placements that give exactly `chunks`, or the reason none do.
std::optional<std::vector<Placement>> findPlacements(
    const Shape& tensor, const Shape& mesh, const ChunkAssignment& chunks, std::string& why)
{
    const std::vector<int64_t> steps = stepDims(mesh, chunks);
    std::vector<Placement> placements;
    for (size_t i = 0; i < steps.size(); ++i) {
        if (steps[i] == -2) {
            why = fmt::format("moving along mesh dim {} changes the chunks of several tensor dims at once", i);
            return std::nullopt;
        }
        placements.push_back(steps[i] >= 0 ? Placement::shard(steps[i]) : Placement::replicate());
    }
    const ChunkAssignment candidate = placementChunks(tensor, mesh, placements);
    for (size_t d = 0; d < tensor.size(); ++d) {
        if (candidate.chunkCounts[d] != chunks.chunkCounts[d]) {
            why = fmt::format("tensor dim {} is split into {} chunks, but {} would split it into {}", d,
                chunks.chunkCounts[d], formatPlacements(placements), candidate.chunkCounts[d]);
            return std::nullopt;
        }
    }
    for (size_t i = 0; i < chunks.deviceChunks.size(); ++i) {
        if (candidate.deviceChunks[i] != chunks.deviceChunks[i]) {
            why = fmt::format("the device order is not row-major over any placement: device {} holds chunks {}, "
                              "but {} would give it {}",
                coordText(int64_t(i), mesh), formatList(chunks.deviceChunks[i]), formatPlacements(placements),
                formatList(candidate.deviceChunks[i]));
            return std::nullopt;
        }
    }
    return placements;
}

std::string chunkSizesText(int64_t n, int64_t k)
{
    const int64_t produced = producedChunks(n, k);
    std::string sizes;
    for (int64_t i = 0; i < std::min<int64_t>(produced, 12); ++i)
        sizes += fmt::format("{}{}", i ? ", " : "", chunkRange(n, k, i).size());
    if (produced > 12)
        sizes += fmt::format(", ... ({} chunks)", produced);
    return sizes;
}

} // namespace

std::string_view toString(MeshDistribution::Mode mode)
{
    switch (mode) {
    case MeshDistribution::Mode::Chunks:
        return "chunks";
    case MeshDistribution::Mode::Maximal:
        return "maximal";
    case MeshDistribution::Mode::Manual:
        return "manual";
    }
    return "chunks";
}

MeshDistribution::MeshDistribution(Shape tensor, Shape mesh)
    : m_tensor(std::move(tensor))
    , m_mesh(std::move(mesh))
{
    validateShape(m_tensor, "shape", 1);
    // Every device keeps one chunk index per tensor dim; this bounds that table.
    if (m_tensor.size() > 64)
        throw Error(fmt::format("shape: rank {} exceeds the maximum of 64 dims", m_tensor.size()));
    validateMeshShape(m_mesh);
}

void MeshDistribution::setPlacements(std::vector<Placement> placements)
{
    m_chunks = placementChunks(m_tensor, m_mesh, placements);
    m_placements = std::move(placements);
}

MeshDistribution MeshDistribution::fromPlacements(Shape tensor, Shape mesh, std::vector<Placement> placements)
{
    MeshDistribution d(std::move(tensor), std::move(mesh));
    d.m_source = Source::Placements;
    d.m_sourceText = formatPlacements(placements);
    d.setPlacements(std::move(placements));
    d.build();
    return d;
}

MeshDistribution MeshDistribution::fromLegacyMapper(Shape tensor, Shape mesh, const LegacyMapper& mapper)
{
    MeshDistribution d(std::move(tensor), std::move(mesh));
    d.m_source = Source::LegacyMapper;
    d.m_sourceText = mapper.toString();
    d.setPlacements(legacyMapperPlacements(mapper, d.m_mesh));
    d.build();
    if (mapper.kind == LegacyMapper::Kind::ShardTensorToMesh)
        d.m_notes.insert(d.m_notes.begin(),
            fmt::format("ShardTensorToMesh chunks tensor dim {} over all {} devices of the flattened mesh, in "
                        "row-major device order",
                mapper.dim, d.deviceCount()));
    return d;
}

MeshDistribution MeshDistribution::fromGspmd(Shape tensor, Shape mesh, const GspmdSharding& sharding)
{
    MeshDistribution d(std::move(tensor), std::move(mesh));
    d.m_source = Source::Gspmd;
    d.m_sourceText = sharding.toString();
    const int64_t rank = int64_t(d.m_tensor.size());
    const int64_t count = checkedProduct(d.m_mesh, "device count");
    switch (sharding.kind) {
    case GspmdSharding::Kind::Replicated:
        d.setPlacements(std::vector<Placement>(d.m_mesh.size(), Placement::replicate()));
        break;
    case GspmdSharding::Kind::Maximal:
    case GspmdSharding::Kind::Manual:
        if (sharding.kind == GspmdSharding::Kind::Maximal && sharding.maximalDevice >= count)
            throw Error(fmt::format("gspmd: device {} is not on the mesh {} (devices 0 to {})", sharding.maximalDevice,
                formatShape(d.m_mesh), count - 1));
        d.m_mode = sharding.kind == GspmdSharding::Kind::Maximal ? Mode::Maximal : Mode::Manual;
        d.m_maximalDevice = sharding.maximalDevice;
        d.m_chunks.chunkCounts.assign(size_t(rank), 1);
        d.m_chunks.deviceChunks.assign(size_t(count), Shape(size_t(rank), 0));
        d.m_placementsUnavailable = d.m_mode == Mode::Maximal
            ? fmt::format("{} keeps the whole tensor on device {}; placements always cover every device",
                d.m_sourceText, sharding.maximalDevice)
            : "{manual}: the tensor is already per-device data, so there is nothing to place";
        break;
    case GspmdSharding::Kind::Tiled: {
        if (sharding.tensorTileDims() != rank)
            throw Error(fmt::format("gspmd: devices={} has {} tile dims ({} for replication), but the tensor {} has "
                                    "rank {}",
                formatList(sharding.tileShape), sharding.tileShape.size(), sharding.replicationDims,
                formatShape(d.m_tensor), rank));
        if (std::ranges::any_of(sharding.tileShape, [](int64_t t) { return t < 1; }))
            throw Error(
                fmt::format("gspmd: tile dims must be positive, got devices={}", formatList(sharding.tileShape)));
        if (int64_t(sharding.devices.size()) != count
            || checkedProduct(sharding.tileShape, "tile count") != int64_t(sharding.devices.size()))
            throw Error(fmt::format("gspmd: the tile assignment covers {} devices, but the mesh {} has {}",
                sharding.devices.size(), formatShape(d.m_mesh), count));
        d.m_chunks.chunkCounts.assign(sharding.tileShape.begin(), sharding.tileShape.begin() + rank);
        d.m_chunks.deviceChunks.assign(size_t(count), Shape());
        Shape tile(sharding.tileShape.size());
        std::vector<bool> seen(size_t(count), false);
        for (size_t p = 0; p < sharding.devices.size(); ++p) {
            const int64_t id = sharding.devices[p];
            if (id < 0 || id >= count || seen[size_t(id)])
                throw Error(fmt::format("gspmd: device id {} is not a distinct device of the mesh {} (0 to {})", id,
                    formatShape(d.m_mesh), count - 1));
            seen[size_t(id)] = true;
            unravelRowMajor(int64_t(p), sharding.tileShape, tile);
            d.m_chunks.deviceChunks[size_t(id)].assign(tile.begin(), tile.begin() + rank);
        }
        d.m_placements = findPlacements(d.m_tensor, d.m_mesh, d.m_chunks, d.m_placementsUnavailable);
        break;
    }
    }
    d.build();
    if (sharding.kind == GspmdSharding::Kind::Tiled)
        d.applyCompilerConversion(sharding);
    return d;
}

// The mesh_shard a tiled sharding becomes is tt-mlir's conversion, not a reading of the device order: with a
// transposed iota the tensor dims take the mesh axes in reverse. Where tt-mlir refuses, or derives another mesh
// than the one given, a note says so.
void MeshDistribution::applyCompilerConversion(const GspmdSharding& sharding)
{
    GspmdMeshShard converted;
    try {
        converted = gspmdMeshShard(sharding);
    } catch (const Error& e) {
        m_meshShardUnsupported = fmt::format("tt-mlir does not convert this sharding: {}", e.what());
        return;
    }
    if (converted.mesh != m_mesh && !(m_mesh.size() == 1 && converted.mesh[0] == 1 && converted.mesh[1] == m_mesh[0])) {
        m_notes.push_back(fmt::format("tt-mlir derives the mesh {} from {}; its mesh_shard names that mesh's axes",
            formatShape(converted.mesh), m_sourceText));
    }
    m_meshShard.type = MeshShard::Type::Devices;
    m_meshShard.shardDims = converted.shardDims;
    m_meshShard.shardShape = converted.shardShape;
}

MeshDistribution MeshDistribution::fromMeshShard(Shape tensor, Shape mesh, const MeshShard& meshShard)
{
    MeshDistribution d(std::move(tensor), std::move(mesh));
    d.m_source = Source::MeshShard;
    d.m_sourceText = meshShard.toString();
    const int64_t rank = int64_t(d.m_tensor.size());
    const int64_t count = checkedProduct(d.m_mesh, "device count");
    if (meshShard.type != MeshShard::Type::Devices) {
        if (std::ranges::any_of(meshShard.shardShape, [](int64_t s) { return s != 1; }))
            throw Error(fmt::format("mesh_shard: a {} mesh_shard splits nothing, but shard_shape is {}",
                toString(meshShard.type), formatList(meshShard.shardShape)));
    }
    switch (meshShard.type) {
    case MeshShard::Type::Replicate:
        d.setPlacements(std::vector<Placement>(d.m_mesh.size(), Placement::replicate()));
        break;
    case MeshShard::Type::Maximal:
    case MeshShard::Type::Manual:
        d.m_mode = meshShard.type == MeshShard::Type::Maximal ? Mode::Maximal : Mode::Manual;
        d.m_chunks.chunkCounts.assign(size_t(rank), 1);
        d.m_chunks.deviceChunks.assign(size_t(count), Shape(size_t(rank), 0));
        d.m_placementsUnavailable = d.m_mode == Mode::Maximal
            ? "a maximal mesh_shard keeps the whole tensor on one device; placements always cover every device"
            : "a manual mesh_shard marks per-device data, so there is nothing to place";
        break;
    case MeshShard::Type::Devices: {
        if (meshShard.shardDims.size() != d.m_mesh.size())
            throw Error(
                fmt::format("mesh_shard: shard_dims has {} entries for the {}-D mesh {}; give one per mesh axis",
                    meshShard.shardDims.size(), d.m_mesh.size(), formatShape(d.m_mesh)));
        if (int64_t(meshShard.shardShape.size()) != rank)
            throw Error(fmt::format("mesh_shard: shard_shape has {} entries for the rank-{} tensor {}",
                meshShard.shardShape.size(), rank, formatShape(d.m_tensor)));
        std::vector<Placement> placements;
        for (size_t i = 0; i < meshShard.shardDims.size(); ++i) {
            const int64_t dim = meshShard.shardDims[i];
            if (dim < -1 || dim >= rank)
                throw Error(fmt::format(
                    "mesh_shard: shard_dims[{}] = {} is neither -1 nor a dim of the rank-{} tensor", i, dim, rank));
            placements.push_back(dim >= 0 ? Placement::shard(dim) : Placement::replicate());
        }
        d.setPlacements(std::move(placements));
        for (size_t t = 0; t < meshShard.shardShape.size(); ++t) {
            if (meshShard.shardShape[t] != d.m_chunks.chunkCounts[t])
                throw Error(fmt::format("mesh_shard: shard_shape[{}] is {}, but the mesh axes that shard_dims assigns "
                                        "to tensor dim {} have {} devices",
                    t, meshShard.shardShape[t], t, d.m_chunks.chunkCounts[t]));
        }
        break;
    }
    }
    d.build();
    if (d.m_mode == Mode::Maximal)
        d.m_notes.push_back("a maximal mesh_shard carries no device id; device 0 is assumed");
    return d;
}

void MeshDistribution::setElementType(std::string name, int64_t bytes)
{
    if (bytes < 1 || bytes > 64)
        throw Error(fmt::format("element size must lie in [1, 64] bytes, got {}", bytes));
    m_elementType = std::move(name);
    m_elementBytes = bytes;
}

std::string_view MeshDistribution::sourceName() const
{
    switch (m_source) {
    case Source::Placements:
        return "placements";
    case Source::LegacyMapper:
        return "mapper";
    case Source::Gspmd:
        return "gspmd";
    case Source::MeshShard:
        return "mesh_shard";
    }
    return "placements";
}

void MeshDistribution::build()
{
    buildDevices();
    buildMeshShard();
    buildNotes();
}

void MeshDistribution::buildDevices()
{
    const int64_t count = checkedProduct(m_mesh, "device count");
    std::map<std::vector<int64_t>, int64_t> groupOf;
    m_devices.clear();
    m_replicaGroups.clear();
    for (int64_t i = 0; i < count; ++i) {
        DeviceShard device;
        device.index = i;
        device.coord.resize(m_mesh.size());
        unravelRowMajor(i, m_mesh, device.coord);
        bool holds = true;
        if (m_mode == Mode::Chunks) {
            device.slices = chunkSlices(m_tensor, m_chunks.chunkCounts, m_chunks.deviceChunks[size_t(i)]);
        } else {
            holds = m_mode == Mode::Manual || i == m_maximalDevice;
            for (int64_t n : m_tensor)
                device.slices.push_back(holds ? SliceRange { 0, n } : SliceRange {});
        }
        std::vector<int64_t> key;
        for (size_t d = 0; d < device.slices.size(); ++d) {
            const SliceRange& s = device.slices[d];
            device.shape.push_back(s.size());
            key.insert(key.end(), { s.start, s.stop });
            if (s.size() == 0 && holds && m_mode == Mode::Chunks) {
                holds = false;
                const int64_t n = m_tensor[d];
                const int64_t k = m_chunks.chunkCounts[d];
                device.emptyReason
                    = fmt::format("holds nothing: tensor dim {} (size {}) yields only {} chunks of {} for "
                                  "{} requested, and this device would get chunk {}",
                        d, n, producedChunks(n, k), ceilDiv(n, k), k, m_chunks.deviceChunks[size_t(i)][d]);
            }
        }
        if (!holds && device.emptyReason.empty())
            device.emptyReason = fmt::format("holds nothing: {} keeps the whole tensor on device {}", m_sourceText,
                coordText(m_maximalDevice, m_mesh));
        if (holds) {
            const int64_t next = int64_t(m_replicaGroups.size());
            device.replicaGroup = m_mode == Mode::Manual ? next : groupOf.try_emplace(key, next).first->second;
            if (device.replicaGroup == next)
                m_replicaGroups.emplace_back();
            m_replicaGroups[size_t(device.replicaGroup)].push_back(i);
        }
        m_devices.push_back(std::move(device));
    }
}

void MeshDistribution::buildMeshShard()
{
    m_meshShard = MeshShard {};
    if (m_mode == Mode::Manual) {
        m_meshShard.type = MeshShard::Type::Manual;
        return;
    }
    if (m_mode == Mode::Maximal) {
        m_meshShard.type = MeshShard::Type::Maximal;
        return;
    }
    if (std::ranges::all_of(m_chunks.chunkCounts, [](int64_t c) { return c == 1; }))
        return;
    m_meshShard.type = MeshShard::Type::Devices;
    m_meshShard.shardShape = m_chunks.chunkCounts;
    m_meshShard.shardDims.assign(m_mesh.size(), -1);
    const std::vector<int64_t> steps = m_placements ? std::vector<int64_t> {} : stepDims(m_mesh, m_chunks);
    for (size_t i = 0; i < m_mesh.size(); ++i) {
        if (m_placements) {
            const Placement& p = (*m_placements)[i];
            if (p.isShard() && m_mesh[i] > 1)
                m_meshShard.shardDims[i] = p.dim;
        } else {
            m_meshShard.shardDims[i] = std::max<int64_t>(steps[i], -1);
        }
    }
}

void MeshDistribution::buildNotes()
{
    m_notes.clear();
    if (m_mode == Mode::Manual)
        m_notes.push_back("manual: the shape given is each device's local shape; the devices' data is unrelated");
    bool irregular = false;
    for (size_t d = 0; d < m_tensor.size(); ++d) {
        const int64_t n = m_tensor[d];
        const int64_t k = m_chunks.chunkCounts[d];
        if (k <= 1)
            continue;
        const int64_t produced = producedChunks(n, k);
        if (produced < k) {
            const std::string missing = produced + 1 == k ? fmt::format("chunk {}", produced)
                                                          : fmt::format("chunks {} to {}", produced, k - 1);
            m_notes.push_back(fmt::format("tensor dim {} (size {}) split {} ways gives only {} chunks ({}); the "
                                          "devices that would get {} hold nothing",
                d, n, k, produced, chunkSizesText(n, k), missing));
            irregular = true;
        } else if (n % k != 0) {
            m_notes.push_back(fmt::format(
                "tensor dim {} (size {}) splits unevenly into {} chunks: {}", d, n, k, chunkSizesText(n, k)));
            irregular = true;
        }
    }
    if (irregular)
        m_notes.push_back("chunk sizes follow torch.chunk; tt-metal's NdTensorToMesh rejects shards of different "
                          "shapes, and on meshes of rank 2 or more also fewer chunks than devices");
    if (m_placements && m_source == Source::Gspmd)
        m_notes.push_back(fmt::format("{} is the same placement as {}", m_sourceText, formatPlacements(*m_placements)));
}

BufferLowering MeshDistribution::shardedBufferConfig() const
{
    if (m_mode == Mode::Manual) {
        BufferLowering out;
        out.unsupported = "a manual tensor is already per-device data; the sharded buffer config distributes one "
                          "global buffer";
        return out;
    }
    if (m_mode == Mode::Maximal) {
        BufferLowering out;
        out.unsupported = fmt::format("the whole tensor lives on device {} only; the sharded buffer config writes to "
                                      "every device of the mesh",
            coordText(m_maximalDevice, m_mesh));
        return out;
    }
    return lowerToShardedBufferConfig(m_tensor, m_mesh, m_chunks, m_placements, m_elementBytes);
}

} // namespace tle
