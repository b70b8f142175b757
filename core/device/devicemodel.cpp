// SPDX-License-Identifier: MIT
#include "device/devicemodel.h"

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
    // Bounds far past any device, so that sizes and byte counts derived from them cannot overflow.
    auto atMost = [](std::string_view field, int64_t value, int64_t limit) {
        if (value > limit)
            throw Error(fmt::format("device: {} ({}) is larger than {}", field, value, limit));
    };
    positive("dram_banks", double(device.dramBanks));
    atMost("dram_banks", device.dramBanks, kMaxDramBanks);
    positive("l1_bytes_per_core", double(device.l1BytesPerCore));
    atMost("l1_bytes_per_core", device.l1BytesPerCore, kMaxL1BytesPerCore);
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
    atMost("tile height", tileHeight, kMaxTileSide);
    atMost("tile width", tileWidth, kMaxTileSide);
    // A rate below one per second would make estimates overflow to infinity.
    auto rate = [](std::string_view field, double value) {
        if (!(value >= kMinRate && value <= kMaxRate))
            throw Error(fmt::format(
                "device: {} must lie in [{:g}, {:g}] per second, got {:g}", field, kMinRate, kMaxRate, value));
    };
    rate("dram_bandwidth", dramBandwidth);
    rate("noc_bandwidth_per_core", nocBandwidthPerCore);
    rate("l1_bandwidth_per_core", l1BandwidthPerCore);
    rate("math_ops_per_core_per_second", mathOpsPerCorePerSecond);
    if (!(opOverheadSeconds >= 0 && opOverheadSeconds <= kMaxOpOverheadSeconds))
        throw Error(fmt::format(
            "device: op_overhead_seconds must lie in [0, {:g}], got {:g}", kMaxOpOverheadSeconds, opOverheadSeconds));
}

OptimizerDevice deviceForModel(const ModelGraph& graph, OptimizerDevice base)
{
    graph.device().applyTo(base.device);
    return base;
}

} // namespace tle
