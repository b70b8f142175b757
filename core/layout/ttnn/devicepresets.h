// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnlayout.h"

namespace tle {

// The devices a layout can be placed on without a device file. Wormhole n150 is DeviceModel's default.
// Blackhole p150: a 10x13 worker grid, 8 DRAM banks, 1536 KiB of SRAM per Tensix core.
DeviceModel blackholeP150Model();

// The worker cores an L1 sharded layout's shards live on (its 2-D or N-D shard grid); null for DRAM, whose
// sharded core ranges number banks, and for interleaved layouts.
const CoreRangeSet* l1ShardCores(const TtnnLayoutSpec& spec);
// The first range of `cores` that reaches past the device's worker grid (x < columns, y < rows), or null.
const CoreRange* rangePastGrid(const CoreRangeSet& cores, const DeviceModel& device);

} // namespace tle
