// SPDX-License-Identifier: MIT
#include "io/layouttext/meshrequest.h"

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
    std::string assumed;
    std::optional<GspmdSharding> gspmd;
    if (request.gspmd)
        gspmd = parseGspmdSharding(*request.gspmd, "--gspmd");
    if (!request.mesh.empty()) {
        mesh = parseShape(request.mesh, "--mesh");
    } else if (gspmd && gspmd->kind == GspmdSharding::Kind::Tiled) {
        // As tt-mlir does: the mesh comes from the sharding.
        mesh = gspmdMeshShard(*gspmd).mesh;
    } else if (gspmd && gspmd->kind == GspmdSharding::Kind::Replicated) {
        // Every device of any mesh holds the whole tensor: one device shows it.
        mesh = { 1 };
        assumed = "any mesh: every device holds the whole tensor (shown on one device; give --mesh for yours)";
    } else if (gspmd && gspmd->kind == GspmdSharding::Kind::Maximal) {
        // One device of any mesh holds the whole tensor, the others nothing: the smallest mesh that has it.
        if (gspmd->maximalDevice < 0 || gspmd->maximalDevice >= kMaxMeshDevices)
            throw Error(
                fmt::format("--gspmd: device {} is out of range (0..{})", gspmd->maximalDevice, kMaxMeshDevices - 1));
        mesh = { gspmd->maximalDevice + 1 };
        assumed = fmt::format("any mesh with device {0}: device {0} holds the whole tensor, every other device "
                              "nothing (shown on {1} devices; give --mesh for yours)",
            gspmd->maximalDevice, gspmd->maximalDevice + 1);
    } else {
        throw Error(gspmd ? "--mesh: a manual sharding does not say the mesh; give --mesh"
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
    distribution.setMeshAssumed(std::move(assumed));
    return distribution;
}

} // namespace tle
