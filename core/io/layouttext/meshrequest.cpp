// SPDX-License-Identifier: MIT
#include "io/layouttext/meshrequest.h"

#include "layout/elementtype.h"
#include "mesh/gspmdsharding.h"
#include "mesh/meshshard.h"
#include "mesh/placement.h"
#include "util/error.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <optional>

namespace tle {

namespace {

// The 1-based column of the `index`-th comma-separated entry after `key` in `text` (the entry list starts at
// the first '[', '<' or ':' after the key); the key's column when the entry is not found, 1 without the key.
int columnOfEntry(std::string_view text, std::string_view key, size_t index)
{
    const size_t at = key.empty() ? 0 : text.find(key);
    if (at == std::string_view::npos)
        return 1;
    const size_t list = key.empty() ? std::string_view::npos : text.find_first_of("[<:", at + key.size());
    size_t start = list == std::string_view::npos ? at : list + 1;
    // `array<i64: 0, 1>`: the entries follow the element type.
    if (list != std::string_view::npos && text[list] == '<') {
        const size_t colon = text.find_first_of(":,>", start);
        if (colon != std::string_view::npos && text[colon] == ':')
            start = colon + 1;
    }
    int depth = 0;
    for (size_t i = start, entry = 0; i <= text.size(); ++i) {
        const char c = i < text.size() ? text[i] : ',';
        if (c == '(' || c == '[' || c == '<')
            ++depth;
        else if (c == ')' || c == ']' || c == '>')
            --depth;
        const bool last = depth < 0;
        if (!last && (c != ',' || depth > 0))
            continue;
        if (entry == index) {
            while (start < i && text[start] == ' ')
                ++start;
            return int(start + 1);
        }
        if (last)
            break;
        ++entry;
        start = i + 1;
    }
    return int(at + 1);
}

// Where in the flag's text an error found after parsing belongs, judged by the field its message names.
int columnOf(std::string_view text, const std::string& message)
{
    const auto indexAfter = [&](std::string_view name) -> std::optional<size_t> {
        const size_t at = message.find(fmt::format("{}[", name));
        if (at == std::string::npos)
            return std::nullopt;
        return size_t(std::strtoull(message.c_str() + at + name.size() + 1, nullptr, 10));
    };
    for (std::string_view key : { "shard_dims", "shard_shape" })
        if (const auto i = indexAfter(key))
            return columnOfEntry(text, key, *i);
    for (std::string_view key : { "shard_dims", "shard_shape", "mesh_shape", "dims", "devices" })
        if (message.find(key) != std::string::npos && text.find(key) != std::string_view::npos)
            return int(text.find(key) + 1);
    return 1;
}

// Runs one step of the request; an error without a place is placed in `flag`'s text and attributed to it.
template <class F>
auto inFlag(std::string_view flag, std::string_view text, F&& step)
{
    try {
        return step();
    } catch (const Error& e) {
        if (e.column() > 0)
            throw;
        // The message leads with the flag, as the parsers' own messages do ("mapper: ..." becomes "--mapper: ...").
        std::string message = e.what();
        std::string word(flag.substr(2));
        std::replace(word.begin(), word.end(), '-', '_');
        if (message.starts_with(word + ": "))
            message = fmt::format("{}{}", flag, message.substr(word.size()));
        else if (!message.starts_with(std::string(flag) + ":"))
            message = fmt::format("{}: {}", flag, message);
        throw Error(message,
            ErrorPlace { .source = ErrorSource::Flag,
                .field = std::string(flag),
                .line = 1,
                .column = columnOf(text, e.what()) });
    }
}

// A placements list of the wrong length is placed at its first extra entry, or just past its end.
void checkPlacementCount(std::string_view text, size_t given, const Shape& mesh)
{
    if (given == mesh.size())
        return;
    const int column = given > mesh.size() ? columnOfEntry(text, {}, mesh.size()) : int(text.size() + 1);
    throw Error(fmt::format("--placements: {} given for the {}-D mesh {}; give one per mesh dim", given, mesh.size(),
                    formatShape(mesh)),
        ErrorPlace { .source = ErrorSource::Flag, .field = "--placements", .line = 1, .column = column });
}

} // namespace

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
                fmt::format("--dtype: unknown element type '{}' (known: {})", *request.dtype, allElementTypeNames()),
                ErrorPlace { .source = ErrorSource::Flag, .field = "--dtype", .line = 1, .column = 1 });
        typeName = std::string(toString(*type));
        bytes = scalarBytes(*type);
    }
    Shape tensor = inFlag("--shape", request.shape, [&] { return parseShape(request.shape, "--shape"); });
    Shape mesh;
    std::string assumed;
    std::optional<GspmdSharding> gspmd;
    if (request.gspmd)
        gspmd = inFlag("--gspmd", *request.gspmd, [&] { return parseGspmdSharding(*request.gspmd, "--gspmd"); });
    if (!request.mesh.empty()) {
        mesh = inFlag("--mesh", request.mesh, [&] { return parseShape(request.mesh, "--mesh"); });
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
                fmt::format("--gspmd: device {} is out of range (0..{})", gspmd->maximalDevice, kMaxMeshDevices - 1),
                ErrorPlace { .source = ErrorSource::Flag,
                    .field = "--gspmd",
                    .line = 1,
                    .column = columnOfEntry(*request.gspmd, "maximal", 0) });
        mesh = { gspmd->maximalDevice + 1 };
        assumed = fmt::format("any mesh with device {0}: device {0} holds the whole tensor, every other device "
                              "nothing (shown on {1} devices; give --mesh for yours)",
            gspmd->maximalDevice, gspmd->maximalDevice + 1);
    } else {
        throw Error(gspmd ? "--mesh: a manual sharding does not say the mesh; give --mesh"
                          : "mesh: --mesh is needed (only a tiled --gspmd sharding gives the mesh itself)",
            ErrorPlace { .source = ErrorSource::Flag, .field = "--mesh", .line = 1, .column = 1 });
    }
    inFlag("--mesh", request.mesh, [&] {
        validateMeshShape(mesh, "--mesh");
        return 0;
    });
    const int64_t rank = int64_t(tensor.size());
    // Distribution errors already name their field (placements:, mapper:, gspmd:, mesh_shard:).
    MeshDistribution distribution = [&] {
        if (request.placements)
            return inFlag("--placements", *request.placements, [&] {
                auto placements = parsePlacements(*request.placements, rank, "--placements");
                checkPlacementCount(*request.placements, placements.size(), mesh);
                return MeshDistribution::fromPlacements(std::move(tensor), std::move(mesh), std::move(placements));
            });
        if (request.mapper)
            return inFlag("--mapper", *request.mapper, [&] {
                return MeshDistribution::fromLegacyMapper(
                    std::move(tensor), std::move(mesh), parseLegacyMapper(*request.mapper, rank, "--mapper"));
            });
        if (gspmd)
            return inFlag("--gspmd", *request.gspmd,
                [&] { return MeshDistribution::fromGspmd(std::move(tensor), std::move(mesh), *gspmd); });
        return inFlag("--mesh-shard", *request.meshShard, [&] {
            return MeshDistribution::fromMeshShard(
                std::move(tensor), std::move(mesh), parseMeshShard(*request.meshShard, "--mesh-shard"));
        });
    }();
    distribution.setElementType(typeName, bytes);
    distribution.setMeshAssumed(std::move(assumed));
    return distribution;
}

} // namespace tle
