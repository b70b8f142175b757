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

const CoreRangeSet* l1ShardCores(const TtnnLayoutSpec& spec)
{
    if (spec.bufferType != BufferType::L1)
        return nullptr;
    if (spec.ndShardSpec)
        return &spec.ndShardSpec->grid;
    return spec.shardSpec ? &spec.shardSpec->grid : nullptr;
}

const CoreRange* rangePastGrid(const CoreRangeSet& cores, const DeviceModel& device)
{
    for (const CoreRange& r : cores.ranges()) {
        if (r.end.x >= device.gridCols || r.end.y >= device.gridRows)
            return &r;
    }
    return nullptr;
}

} // namespace tle
