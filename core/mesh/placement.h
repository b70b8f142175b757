// SPDX-License-Identifier: MIT
#pragma once

#include "layout/shape.h"
#include "util/error.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

namespace tle {

// Largest mesh the project enumerates device by device.
inline constexpr int64_t kMaxMeshDevices = int64_t(1) << 16;

// Validates a mesh shape (any rank, every dim >= 1, at most kMaxMeshDevices devices).
void validateMeshShape(std::span<const int64_t> mesh, std::string_view field = "mesh");

// One tt-metal mesh mapper placement (MeshMapperConfig::Shard / Replicate) for one mesh dim.
struct Placement
{
    enum class Kind
    {
        Replicate,
        Shard,
    };

    Kind kind = Kind::Replicate;
    // The tensor dim split along this mesh dim, normalised to [0, rank); unused for Replicate.
    int64_t dim = 0;

    static Placement replicate() { return {}; }
    static Placement shard(int64_t dim) { return { Kind::Shard, dim }; }
    bool isShard() const { return kind == Kind::Shard; }
    bool operator==(const Placement&) const = default;
};

// "replicate" / "shard(3)", the spelling parsePlacements() reads back.
std::string toString(const Placement& placement);
// "[replicate, shard(3)]"
std::string formatPlacements(std::span<const Placement> placements);

// Parses "replicate,shard(3)" (case-insensitive; also "Shard(dim=3)", "PlacementShard(3)", "Replicate()",
// an optional [...] around the list). Negative dims count from `tensorRank`. Errors name `field` and the
// column.
std::vector<Placement> parsePlacements(
    std::string_view text, int64_t tensorRank, std::string_view field = "placements");

// The deprecated TTNN mapper names that predate placements.
struct LegacyMapper
{
    enum class Kind
    {
        ReplicateTensorToMesh,
        ShardTensorToMesh,
        ShardTensor2dMesh,
    };

    Kind kind = Kind::ReplicateTensorToMesh;
    int64_t dim = 0; // ShardTensorToMesh
    std::optional<int64_t> rowDim, colDim; // ShardTensor2dMesh; nullopt = None (replicate)
    std::optional<Shape> meshShape; // ShardTensor2dMesh's mesh_shape argument, when given

    // Canonical spelling, e.g. "ShardTensor2dMesh(dims=[None, 0])".
    std::string toString() const;
};

// Parses "ShardTensor2dMesh(mesh_device, dims=[None, 3])", "ShardTensorToMesh(dim=3)",
// "ReplicateTensorToMesh" (case-insensitive, optional "ttnn." prefix). Dims are checked against
// `tensorRank` as the legacy mappers did: a negative dim is an error.
LegacyMapper parseLegacyMapper(std::string_view text, int64_t tensorRank, std::string_view field = "mapper");

// The placements that distribute exactly like `mapper` on `mesh`. ShardTensorToMesh chunks over the
// flattened mesh, which is Shard(dim) on every mesh dim larger than 1 (chunks row-major over them).
std::vector<Placement> legacyMapperPlacements(const LegacyMapper& mapper, std::span<const int64_t> mesh);

// [start, stop) along one tensor dim.
struct SliceRange
{
    int64_t start = 0;
    int64_t stop = 0;

    int64_t size() const { return stop - start; }
    bool operator==(const SliceRange&) const = default;
};
using Slices = std::vector<SliceRange>;

// torch.chunk / xtensor::chunk: `size` split into at most `chunks` pieces of ceil(size / chunks), the last
// one smaller. Chunk `index` past the last produced chunk is the empty range [size, size).
SliceRange chunkRange(int64_t size, int64_t chunks, int64_t index);
// How many chunks torch.chunk actually produces (10 into 3 gives 3, 5 into 7 gives 5).
int64_t producedChunks(int64_t size, int64_t chunks);

// Which chunk of each tensor dim every device (row-major over the mesh) holds.
struct ChunkAssignment
{
    Shape chunkCounts; // requested chunks per tensor dim (1 = not split)
    std::vector<Shape> deviceChunks; // per device: chunk index per tensor dim
};

// Placements on a mesh: a tensor dim split along several mesh dims is chunked row-major over them.
ChunkAssignment placementChunks(
    std::span<const int64_t> tensor, std::span<const int64_t> mesh, std::span<const Placement> placements);

// The slices of every tensor dim for one device's chunk indices.
Slices chunkSlices(std::span<const int64_t> tensor, std::span<const int64_t> counts, std::span<const int64_t> chunk);

// Re-throws a positioned parse error with `field` in front, attributed to the flag (its column is in the
// value, and the message carries no position of its own: the caller prints it in one style).
template <class F>
auto withParseField(std::string_view field, F&& parse)
{
    try {
        return parse();
    } catch (const Error& e) {
        if (e.column() <= 0)
            throw;
        throw Error(fmt::format("{}: {}", field, e.what()),
            ErrorPlace {
                .source = ErrorSource::Flag, .field = std::string(field), .line = e.line(), .column = e.column() });
    }
}

} // namespace tle
