// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnntypes.h"

#include "mesh/placement.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// tt-metal's spelling in a ShardedBufferConfig: ROW_MAJOR or COL_MAJOR.
std::string_view bufferOrientationName(ShardOrientation orientation);

// The pairs of seed 004's struct are (x, y): x is the innermost tensor dim, y the product of all others.
struct BufferExtent
{
    int64_t x = 0;
    int64_t y = 0;

    bool operator==(const BufferExtent&) const = default;
};

// TT-Mesh's ShardedBufferConfig (seed 004): a tensor flattened to 2-D, written shard by shard (read
// row-major) onto a rows x columns mesh.
struct ShardedBufferConfig
{
    BufferExtent globalBufferShape;
    // 0 = that axis is not split and the shard is replicated across the mesh direction opposite to the
    // orientation.
    BufferExtent shardShape;
    ShardOrientation orientation = ShardOrientation::RowMajor;
    int64_t globalBufferSize = 0; // bytes
    // The mesh dims (of size > 1) along which each shard repeats.
    std::vector<int64_t> replicatedMeshDims;

    bool operator==(const ShardedBufferConfig&) const = default;
    // The shard each device receives: a 0 in shardShape replaced by the global extent.
    BufferExtent deviceShardShape() const;
    // e.g. "ShardedBufferConfig{global_buffer_size = 24576, shard_shape = (x = 0, y = 96), ...}"
    std::string toString() const;
    // "each shard is replicated down its mesh column (across the mesh rows)", "none", ...
    std::string replicationText() const;
};

// How to make an N-D sharding expressible: permute the tensor first (as torch.permute / ttnn.permute).
struct TransposeAdvice
{
    std::vector<int64_t> permutation; // new dim i is old dim permutation[i]
    Shape shape; // the tensor after the permutation
    std::optional<std::vector<Placement>> placements;
    std::optional<ShardedBufferConfig> config; // what the permuted tensor lowers to
    std::string stillUnsupported; // why the permuted tensor still does not lower, if so

    std::string toString() const;
};

struct BufferLowering
{
    std::optional<ShardedBufferConfig> config;
    std::string unsupported; // why there is no config
    std::optional<TransposeAdvice> advice;
};

// Lowers a distribution to the sharded buffer config, or says why it cannot: a mesh that is not 2-D,
// N-D sharding (seed 004's Limitations, with the transpose that fixes it), an uneven split, or a device
// order that no orientation reproduces. The config is the first candidate, in order of preference, whose
// simulated writes put exactly each device's data on it.
BufferLowering lowerToShardedBufferConfig(std::span<const int64_t> tensor, std::span<const int64_t> mesh,
    const ChunkAssignment& chunks, const std::optional<std::vector<Placement>>& placements, int64_t elementBytes);

} // namespace tle
