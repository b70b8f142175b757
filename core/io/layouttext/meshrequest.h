// SPDX-License-Identifier: MIT
#pragma once

#include "mesh/meshdistribution.h"

#include <optional>
#include <string>

namespace tle {

// The `mesh` command's inputs as raw flag text, so that errors can name the flag and the column.
// Exactly one of placements, mapper, gspmd and meshShard is given.
struct MeshRequest
{
    std::string shape; // --shape 4x3x32x32
    std::string mesh; // --mesh 2x4; empty: derived from a tiled --gspmd sharding, as tt-mlir derives it
    std::optional<std::string> placements; // --placements "replicate,shard(3)"
    std::optional<std::string> mapper; // --mapper "ShardTensor2dMesh(dims=[None, 0])"
    std::optional<std::string> gspmd; // --gspmd "{devices=[1,2]<=[2]}"
    std::optional<std::string> meshShard; // "shard_type = devices, shard_dims = [0, 1], shard_shape = [2, 4]"
    std::optional<std::string> dtype; // element type name for byte sizes; default bf16 (2 bytes)
};

// Parses and validates every field and distributes the tensor.
MeshDistribution buildMesh(const MeshRequest& request);

} // namespace tle
