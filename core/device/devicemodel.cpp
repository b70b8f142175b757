// SPDX-License-Identifier: MIT
#include "device/devicemodel.h"
#include "layout/ttnn/devicepresets.h"

#include <array>

#include "util/error.h"

#include <cmath>

#include <fmt/format.h>

namespace tle {

int64_t OptimizerDevice::l1BudgetPerCore() const
{
    return int64_t(std::floor(double(l1UsableBytesPerCore) * tensorL1UsageCap));
}

namespace {

constexpr std::array<std::string_view, kCostClassCount> kCostClassNames { "matmul", "conv", "eltwise", "reduce",
    "data_movement", "tile_conversion", "shard_conversion", "buffer_copy", "move", "dram_slice", "halo", "norm" };

} // namespace

std::string_view toString(CostClass value)
{
    return kCostClassNames[size_t(value)];
}

OptimizerDevice wormholeN150()
{
    return OptimizerDevice {};
}

namespace {

OptimizerDevice blackhole(std::string name, int64_t gridCols, int64_t dramBanks, double dramBandwidth)
{
    OptimizerDevice d;
    d.device = blackholeP150Model();
    d.device.name = std::move(name);
    d.device.gridCols = gridCols;
    d.device.dramBanks = dramBanks;
    d.noc = blackholeNoc();
    for (auto& endpoints : d.noc.dramEndpoints)
        endpoints.resize(size_t(dramBanks));
    // The same 100 KiB as on Wormhole kept for firmware and kernels.
    d.l1UsableBytesPerCore = d.device.l1BytesPerCore - 100 * 1024;
    d.dramBandwidth = dramBandwidth;
    // The same per-cycle rates and latencies as Wormhole's at 1.35 GHz.
    constexpr double kClock = 1.35;
    d.dramBandwidthPerCore *= kClock;
    d.nocBandwidthPerCore *= kClock;
    d.l1BandwidthPerCore *= kClock;
    d.dramPageSeconds /= kClock;
    d.nocPageSeconds /= kClock;
    d.mathOpsPerCorePerSecond *= kClock;
    d.vectorOpsPerCorePerSecond *= kClock;
    d.kernel = blackholeKernelModel();
    return d;
}

} // namespace

OptimizerDevice blackholeP100()
{
    return blackhole("blackhole p100", 11, 7, 448e9);
}

OptimizerDevice blackholeP150()
{
    return blackhole("blackhole p150", 13, 8, 512e9);
}

void OptimizerDevice::validate() const
{
    auto positive = [](std::string_view field, double value) {
        if (!(value > 0) || !std::isfinite(value))
            throw Error(fmt::format("device: {} must be positive, got {}", field, value));
    };
    noc.validate();
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
    tle::validate(kernel);
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
    rate("dram_bandwidth_per_core", dramBandwidthPerCore);
    rate("math_ops_per_core_per_second", mathOpsPerCorePerSecond);
    rate("vector_ops_per_core_per_second", vectorOpsPerCorePerSecond);
    auto seconds = [](std::string_view field, double value) {
        if (!(value >= 0 && value <= kMaxOpOverheadSeconds))
            throw Error(fmt::format("device: {} must lie in [0, {:g}], got {:g}", field, kMaxOpOverheadSeconds, value));
    };
    seconds("op_overhead_seconds", opOverheadSeconds);
    seconds("min_op_seconds", minOpSeconds);
    seconds("dram_page_seconds", dramPageSeconds);
    seconds("noc_page_seconds", nocPageSeconds);
}

OptimizerDevice deviceForModel(const ModelGraph& graph, OptimizerDevice base)
{
    graph.device().applyTo(base.device);
    return base;
}

} // namespace tle
