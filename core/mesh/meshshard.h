// SPDX-License-Identifier: MIT
#pragma once

#include "layout/shape.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// The attributes of tt-mlir's `ttir.mesh_shard` (and ttnn.mesh_shard), as the compiler writes them.
struct MeshShard
{
    enum class Type
    {
        Replicate,
        Devices,
        Maximal,
        Manual,
    };

    Type type = Type::Replicate;
    // Per mesh axis: the tensor dim split along it, or -1 (replicated across that axis).
    std::vector<int64_t> shardDims { -1 };
    // Per tensor dim: the number of shards (1 = not split); [1] for the non-devices types.
    Shape shardShape { 1 };

    bool operator==(const MeshShard&) const = default;
    // "shard_type = devices, shard_dims = [0, 1], shard_shape = [2, 4]"
    std::string toString() const;
    // The op's attribute dictionary: "shard_dims = array<i64: 0, 1>, ..., shard_type = #ttcore.shard_type<devices>"
    std::string toMlir() const;
};

// "replicate", "devices", "maximal", "manual"
std::string_view toString(MeshShard::Type type);

// Parses the attributes in either spelling of MeshShard (also wrapped in `<{...}>`, with `#tt.` or
// `#ttcore.` prefixes, `identity` as the older name of manual, and an ignored shard_direction).
// Errors name `field` and the column.
MeshShard parseMeshShard(std::string_view text, std::string_view field = "mesh_shard");

} // namespace tle
