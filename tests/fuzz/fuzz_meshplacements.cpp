// SPDX-License-Identifier: MIT
// Fuzzes the mesh notations: the first byte picks the reader (placements, legacy mapper, GSPMD sharding or
// mesh_shard) and the mesh; the rest is the text. Each parse result distributes a fixed tensor and is
// described and lowered to the sharded buffer config. Invalid input must end in tle::Error only.
#include "io/layouttext/meshrequest.h"
#include "mesh/meshdistribution.h"
#include "report/meshdescribe.h"
#include "report/metaldescribe.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

void describe(const tle::MeshDistribution& distribution)
{
    const tle::FactGroup facts = tle::meshFacts(distribution);
    (void)tle::dumpJson(tle::factsJson(facts), -1);
    (void)tle::factsText(facts, tle::NullRows::Omit);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    const uint8_t selector = data[0];
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    static const std::array<tle::Shape, 4> meshes { tle::Shape { 2, 4 }, tle::Shape { 1, 8 }, tle::Shape { 8 },
        tle::Shape { 2, 2, 2 } };
    static const std::array<tle::Shape, 2> tensors { tle::Shape { 4, 3, 32, 32 }, tle::Shape { 13, 6 } };
    const tle::Shape& mesh = meshes[(selector >> 2) % meshes.size()];
    const tle::Shape& tensor = tensors[(selector >> 4) % tensors.size()];
    const int64_t rank = int64_t(tensor.size());
    try {
        switch (selector % 4) {
        case 0:
            describe(tle::MeshDistribution::fromPlacements(tensor, mesh, tle::parsePlacements(text, rank)));
            break;
        case 1:
            describe(tle::MeshDistribution::fromLegacyMapper(tensor, mesh, tle::parseLegacyMapper(text, rank)));
            break;
        case 2: {
            const tle::GspmdSharding sharding = tle::parseGspmdSharding(text);
            (void)sharding.toString();
            describe(tle::MeshDistribution::fromGspmd(tensor, mesh, sharding));
            break;
        }
        default: {
            const tle::MeshShard shard = tle::parseMeshShard(text);
            (void)tle::parseMeshShard(shard.toMlir());
            describe(tle::MeshDistribution::fromMeshShard(tensor, mesh, shard));
            break;
        }
        }
    } catch (const tle::Error&) { }
    return 0;
}
