// SPDX-License-Identifier: MIT
#include "optimizer/shared/devicemodel.h"

#include "util/error.h"

#include <cmath>

#include <fmt/format.h>

namespace tle {

int64_t OptimizerDevice::l1BudgetPerCore() const
{
    return int64_t(std::floor(double(l1UsableBytesPerCore) * tensorL1UsageCap));
}

void OptimizerDevice::validate() const
{
    auto positive = [](std::string_view field, double value) {
        if (!(value > 0) || !std::isfinite(value))
            throw Error(fmt::format("device: {} must be positive, got {}", field, value));
    };
    positive("grid rows", double(device.gridRows));
    positive("grid columns", double(device.gridCols));
    if (device.gridRows > kMaxCoreCoord + 1 || device.gridCols > kMaxCoreCoord + 1)
        throw Error(fmt::format("device: grid {}x{} is larger than {}x{}", device.gridRows, device.gridCols,
            kMaxCoreCoord + 1, kMaxCoreCoord + 1));
    positive("dram_banks", double(device.dramBanks));
    positive("l1_bytes_per_core", double(device.l1BytesPerCore));
    positive("l1_usable_bytes_per_core", double(l1UsableBytesPerCore));
    if (l1UsableBytesPerCore > device.l1BytesPerCore)
        throw Error(fmt::format("device: l1_usable_bytes_per_core ({}) exceeds l1_bytes_per_core ({})",
            l1UsableBytesPerCore, device.l1BytesPerCore));
    if (!(tensorL1UsageCap > 0.0 && tensorL1UsageCap <= 1.0))
        throw Error(fmt::format("device: tensor_l1_usage_cap must lie in (0, 1], got {}", tensorL1UsageCap));
    if (maxLegalLayouts && (*maxLegalLayouts < 0 || *maxLegalLayouts > kMaxLegalLayouts))
        throw Error(
            fmt::format("device: max_legal_layouts must lie in 0..{}, got {}", kMaxLegalLayouts, *maxLegalLayouts));
    positive("tile height", double(tileHeight));
    positive("tile width", double(tileWidth));
    positive("dram_bandwidth", dramBandwidth);
    positive("noc_bandwidth_per_core", nocBandwidthPerCore);
    positive("l1_bandwidth_per_core", l1BandwidthPerCore);
    positive("math_ops_per_core_per_second", mathOpsPerCorePerSecond);
    if (!(opOverheadSeconds >= 0) || !std::isfinite(opOverheadSeconds))
        throw Error(fmt::format("device: op_overhead_seconds must be zero or more, got {}", opOverheadSeconds));
}

OptimizerDevice deviceForModel(const ModelGraph& graph, OptimizerDevice base)
{
    graph.device().applyTo(base.device);
    return base;
}

} // namespace tle
