// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "transfer/transferplan.h"

namespace tle {

// The transfer model's options for a device: its NoC, worker grid and DRAM banks. Every transfer priced or drawn
// for a device (a plan's moves, a run's layout changes, the CLI's and the window's transfers) takes them from here.
TransferOptions transferOptionsOf(const OptimizerDevice& device);

} // namespace tle
