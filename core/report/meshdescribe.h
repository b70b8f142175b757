// SPDX-License-Identifier: MIT
#pragma once

#include "mesh/meshdistribution.h"

#include "io/json.h"

#include <string>

namespace tle {

// The `mesh` answer with the CLI contract's keys (mesh, devices, sharded_buffer_config or null with
// sharded_buffer_config_unsupported, mesh_shard) plus placements, replica groups, advice and notes.
Json meshJson(const MeshDistribution& distribution);
// The same facts for a terminal.
std::string meshText(const MeshDistribution& distribution);

} // namespace tle
