// SPDX-License-Identifier: MIT
#include "device/devicetransfer.h"

namespace tle {

TransferOptions transferOptionsOf(const OptimizerDevice& device)
{
    TransferOptions options;
    options.noc = device.noc;
    options.gridRows = device.device.gridRows;
    options.gridCols = device.device.gridCols;
    options.dramBanks = device.device.dramBanks;
    return options;
}

} // namespace tle
