// SPDX-License-Identifier: MIT
#pragma once

#include "layout/shape.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// An XLA GSPMD sharding (HloSharding) as JAX writes it into mhlo.sharding: `{replicated}`, `{manual}`,
// `{maximal device=N}` or a tile assignment `{devices=[a,b,...]...}`.
struct GspmdSharding
{
    enum class Kind
    {
        Replicated,
        Maximal,
        Manual,
        Tiled,
    };

    Kind kind = Kind::Replicated;
    int64_t maximalDevice = 0;
    // devices=[...]: the tile assignment dims, trailing replication dims included.
    Shape tileShape;
    // The tile assignment flattened row-major: the device id that holds each tile.
    std::vector<int64_t> devices;
    // How many trailing tile dims replicate instead of splitting a tensor dim.
    int64_t replicationDims = 0;
    // Spelling details kept for printing: "<=[reshape]T(perm)" iota form, and which replicate syntax.
    std::optional<Shape> iotaReshape;
    std::vector<int64_t> iotaPermutation;
    bool lastTileDimsList = false;

    int64_t tensorTileDims() const { return int64_t(tileShape.size()) - replicationDims; }
    // XLA's printed form, e.g. "{devices=[2,1,4]<=[8] last_tile_dim_replicate}".
    std::string toString() const;
};

// Parses one GSPMD sharding. Errors name `field` and the column. Tuple shardings and manual subgroups
// are rejected with the reason.
GspmdSharding parseGspmdSharding(std::string_view text, std::string_view field = "gspmd");

// What tt-mlir makes of a tiled sharding when it converts it to a mesh_shard (GSPMDUtils.cpp,
// determineGSPMDShardingDims): the 2-D mesh it derives and, per mesh axis, the tensor dim split along it.
struct GspmdMeshShard
{
    Shape mesh; // [rows, columns]
    std::vector<int64_t> shardDims; // one per mesh axis, -1 when the axis replicates
    Shape shardShape; // per tensor dim (the trailing replication dim dropped)
};

// The conversion of a tiled sharding, by tt-mlir's rules: the mesh is an iota's reshape dims (with or without a
// transpose, which then reverses the axes the tensor dims take), [1, N] when one tile dim spans every device,
// else the tile dims other than 1 (reversed for an explicit device list that is not consecutive). Errors say
// what tt-mlir refuses (a mesh other than 2-D, a tile dim that matches no mesh axis).
GspmdMeshShard gspmdMeshShard(const GspmdSharding& sharding);

// The device order of an iota tile assignment: iota(prod(reshape)) reshaped, transposed by `permutation`
// (output dim i is input dim permutation[i]) and flattened row-major.
std::vector<int64_t> iotaDevices(const Shape& reshape, const std::vector<int64_t>& permutation);

} // namespace tle
