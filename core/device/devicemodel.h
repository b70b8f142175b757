// SPDX-License-Identifier: MIT
#pragma once

#include "device/kernelmodel.h"
#include "graph/modelgraph.h"
#include "layout/ttnn/ttnntypes.h"
#include "transfer/nocmodel.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace tle {

// The coarse kinds of work a measured run and a plan are aligned by (run/planjoin): docs/runs.md maps op kinds and
// profiler op codes to them.
enum class CostClass
{
    Matmul,
    Conv,
    Eltwise,
    Reduce, // reductions, softmax, pooling, scans
    DataMovement, // reshape, permute, transpose, concat, slice, pad, ...
    TileConversion, // tilize, untilize
    ShardConversion, // interleaved <-> sharded, reshard
    BufferCopy, // copy or clone between buffer types
    Move, // reallocation
    DramSlice, // conv/pool L1-capacity slicing
    Halo,
    Norm, // layer, group, batch and RMS norms
};
inline constexpr int kCostClassCount = 12;
std::string_view toString(CostClass value); // matmul, conv, eltwise, reduce, data_movement, ..., norm

// The device an optimizer plans for: TTNN's device facts plus the L1 budget and the bandwidths the cost
// model uses. Defaults are Wormhole n150; every field can be overridden from a JSON file.
struct OptimizerDevice
{
    static constexpr int64_t kMaxLegalLayouts = 4096;
    // The largest values a device file may give (validate() says which one is exceeded).
    static constexpr int64_t kMaxDramBanks = 1 << 16;
    static constexpr int64_t kMaxL1BytesPerCore = int64_t(1) << 40;
    static constexpr int64_t kMaxTileSide = 1 << 16;
    static constexpr double kMinRate = 1.0;
    static constexpr double kMaxRate = 1e18;
    static constexpr double kMaxOpOverheadSeconds = 3600.0;

    DeviceModel device; // worker grid, DRAM banks, L1 bytes per core
    // L1 a tensor plan may use per core: what remains after the firmware, kernels and circular
    // buffers' reserved region (about 1364 KiB on n150, as upstream budgets it).
    int64_t l1UsableBytesPerCore = 1364 * 1024;
    // Seed 002's --tensor-l1-usage-cap: the fraction of the usable L1 the plan may fill (0 < cap <= 1).
    double tensorL1UsageCap = 1.0;
    int64_t tileHeight = 32;
    int64_t tileWidth = 32;
    // Cost model, in bytes, operations and seconds. The device's DRAM bandwidth is the public figure for n150
    // (12 GDDR6 channels, ~288 GB/s); the per-core rates and page latencies are what one core sustains, fitted to
    // the public profiler runs at 1 GHz (docs/runs.md): 4 B/cycle and 600 cycles a page from interleaved DRAM,
    // 32 B/cycle and 200 cycles a page from interleaved L1 over the NoC, 16 B/cycle from its own shard.
    double dramBandwidth = 288e9;
    double dramBandwidthPerCore = 4e9;
    double nocBandwidthPerCore = 32e9;
    double l1BandwidthPerCore = 16e9;
    double dramPageSeconds = 600e-9;
    double nocPageSeconds = 200e-9;
    double mathOpsPerCorePerSecond = 1.0e12; // bf16 multiply-accumulates counted as 2 operations
    double vectorOpsPerCorePerSecond = 4e9; // elementwise and data-movement work: 4 elements a cycle
    double opOverheadSeconds = 2e-6; // dispatch cost of one op
    double minOpSeconds = 1e-6; // no calibrated estimate goes below it
    // --max-legal-layouts: the sharded layouts every policy keeps per op, 0 meaning DRAM only. None: each
    // policy's own default (the chain design 8, as seed 002; the beam designs 64, as upstream today).
    std::optional<int64_t> maxLegalLayouts;
    // The op cost model's chip constants, fitted parameters and family factors (device file key "kernel" and
    // "calibration").
    KernelModel kernel;
    // The NoC the transfer model routes over, with its bandwidths and per-call costs (device file key "noc").
    NocModel noc = wormholeNoc();

    // Bytes of L1 per core a plan may use: usable bytes scaled by the usage cap.
    int64_t l1BudgetPerCore() const;
    int64_t workerCores() const { return device.workerCores(); }

    // Throws tle::Error when a field is out of range (names the field and the value).
    void validate() const;
};

// Public descriptions of the devices measured runs come from (grid, L1, DRAM banks and bandwidth, clocks from
// tt-metal's SoC descriptors and the product pages; docs/runs.md cites them). Wormhole n150 is the default.
OptimizerDevice wormholeN150();
OptimizerDevice blackholeP100(); // 11x10 compute grid, 7 DRAM banks, 448 GB/s, 1.35 GHz
OptimizerDevice blackholeP150(); // 13x10 compute grid, 8 DRAM banks, 512 GB/s, 1.35 GHz

// The device a model is planned for: `base` (the default device, or a device file's) with the model's own
// overrides on top. The CLI's --device, the window's Device selector and the tests all plan for this.
OptimizerDevice deviceForModel(const ModelGraph& graph, OptimizerDevice base = {});

} // namespace tle
