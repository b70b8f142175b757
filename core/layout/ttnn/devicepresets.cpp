// SPDX-License-Identifier: MIT
#include "layout/ttnn/devicepresets.h"

namespace tle {

DeviceModel blackholeP150Model()
{
    return DeviceModel { .name = "blackhole p150",
        .gridRows = 10,
        .gridCols = 13,
        .dramBanks = 8,
        .l1BytesPerCore = 1572864,
        .l1BankBytes = 1572864 };
}

} // namespace tle
