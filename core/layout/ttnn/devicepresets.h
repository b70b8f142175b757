// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnntypes.h"

namespace tle {

// The devices a layout can be placed on without a device file. Wormhole n150 is DeviceModel's default.
// Blackhole p150: a 10x13 worker grid, 8 DRAM banks, 1536 KiB of SRAM per Tensix core.
DeviceModel blackholeP150Model();

} // namespace tle
