// SPDX-License-Identifier: MIT
#include "io/meshrequest.h"

#include "layout/elementtype.h"
#include "mesh/gspmdsharding.h"
#include "mesh/meshshard.h"
#include "mesh/placement.h"
#include "util/error.h"

#include <fmt/format.h>

#include <optional>

namespace tle {

MeshDistribution buildMesh(const MeshRequest& request)
{
    const int given = bool(request.placements) + bool(request.mapper) + bool(request.gspmd) + bool(request.meshShard);
    if (given != 1)
        throw Error(fmt::format("mesh: give exactly one of --placements, --mapper or --gspmd (got {})", given));
    std::string typeName = "bf16";
    int64_t bytes = 2;
    if (request.dtype) {
        const auto type = parseElementType(*request.dtype);
        if (!type)
            throw Error(
                fmt::format("--dtype: unknown element type '{}' (known: {})", *request.dtype, allElementTypeNames()));
        typeName = std::string(toString(*type));
        bytes = scalarBytes(*type);
    }
    Shape tensor = parseShape(request.shape, "--shape");
    Shape mesh;
    std::optional<GspmdSharding> gspmd;
    if (request.gspmd)
        gspmd = parseGspmdSharding(*request.gspmd, "--gspmd");
    if (!request.mesh.empty()) {
        mesh = parseShape(request.mesh, "--mesh");
    } else if (gspmd && gspmd->kind == GspmdSharding::Kind::Tiled) {
        // As tt-mlir does: the mesh comes from the sharding.
        mesh = gspmdMeshShard(*gspmd).mesh;
    } else {
        throw Error(gspmd ? "--mesh: a replicated, maximal or manual sharding does not say the mesh; give --mesh"
                          : "mesh: --mesh is needed (only a tiled --gspmd sharding gives the mesh itself)");
    }
    validateMeshShape(mesh, "--mesh");
    const int64_t rank = int64_t(tensor.size());
    // Distribution errors already name their field (placements:, mapper:, gspmd:, mesh_shard:).
    MeshDistribution distribution = [&] {
        if (request.placements)
            return MeshDistribution::fromPlacements(
                std::move(tensor), std::move(mesh), parsePlacements(*request.placements, rank, "--placements"));
        if (request.mapper)
            return MeshDistribution::fromLegacyMapper(
                std::move(tensor), std::move(mesh), parseLegacyMapper(*request.mapper, rank, "--mapper"));
        if (gspmd)
            return MeshDistribution::fromGspmd(std::move(tensor), std::move(mesh), *gspmd);
        return MeshDistribution::fromMeshShard(
            std::move(tensor), std::move(mesh), parseMeshShard(*request.meshShard, "--mesh-shard"));
    }();
    distribution.setElementType(typeName, bytes);
    return distribution;
}

} // namespace tle
