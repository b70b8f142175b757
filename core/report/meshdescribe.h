// SPDX-License-Identifier: MIT
#pragma once

#include "mesh/meshdistribution.h"

#include "report/fact.h"

#include <string>

namespace tle {

// The `mesh` answer as facts with the CLI contract's keys (mesh, devices, sharded_buffer_config or null with
// sharded_buffer_config_unsupported, mesh_shard) plus placements, replica groups, advice and notes.
FactGroup meshFacts(const MeshDistribution& distribution);

} // namespace tle
