// SPDX-License-Identifier: MIT
#pragma once

#include "run/devicetime.h"
#include "run/measuredrun.h"
#include "run/opfamily.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// What a device op did, for the layout tax (docs/runs.md gives the exact rules).
enum class RunClass
{
    ShardConv, // interleaved <-> sharded, reshard
    BufCopy, // a copy or clone between buffer types
    TileConv, // tilize, untilize
    ReallocMove, // move (reallocation)
    DramSlice, // L1-capacity slicing of conv/pool: padded slice, slice write
    Halo,
    Other,
};
inline constexpr int kRunClassCount = 7;

std::string_view toString(RunClass value); // shard_conv, buf_copy, tile_conv, realloc_move, dram_slice, halo, other
std::optional<RunClass> parseRunClass(std::string_view text);
RunClass classifyRunOp(const RunOp& op);

// The whole run's time, in ns of device kernel time unless said otherwise.
struct RunSummary
{
    int64_t deviceOps = 0; // rows whose OP TYPE is tt_dnn_device, one per device
    int64_t hostOps = 0;
    int64_t devices = 0;
    int64_t deviceKernelNs = 0;
    int64_t opToOpNs = 0;
    int64_t hostNs = 0; // HOST DURATION of host ops
    int64_t signposts = 0;
    int64_t tracedOps = 0; // device ops replayed from a captured trace
    std::array<int64_t, kRunClassCount> byClassNs {};
    std::array<int64_t, kRunClassCount> byClassOps {};
    int64_t layoutChangeNs = 0; // shard_conv + buf_copy
    int64_t layoutChangeWithTileNs = 0; // + tile_conv
    int64_t layoutChangeBroadNs = 0; // + realloc_move + dram_slice
    std::array<int64_t, kOpFamilyCount> byFamilyNs {};
    std::array<int64_t, kOpFamilyCount> byFamilyOps {};
    // The broad layout tax and the data_movement family, each op once (an interleaved move is in both).
    int64_t layoutChangeDataMovementNs = 0;
    std::vector<std::string> unknownOpCodes; // distinct op codes of family `other`, sorted
    std::vector<DeviceTime> devicesDetail; // by device id
    int64_t slowestDeviceKernelNs = 0; // the most kernel time one device spent
    int64_t busyNs = 0; // over all devices
};

RunSummary summarizeRun(const MeasuredRun& run);

enum class RunGrouping
{
    Class,
    Op, // op code
    OpMemory, // op code plus input 0's memory
    Device,
    Signpost, // the signpost range an op ran in
    Family, // the op family
};
// class, op, op-memory, device, signpost, family
std::optional<RunGrouping> parseRunGrouping(std::string_view text);
std::string_view toString(RunGrouping value);

struct RunGroup
{
    std::string key;
    int64_t ops = 0;
    int64_t kernelNs = 0;
    int64_t opToOpNs = 0;
    double share = 0; // of the run's device kernel time
};

// Device ops grouped, the largest kernel time first (ties by key).
std::vector<RunGroup> groupRun(const MeasuredRun& run, RunGrouping grouping);

// The op key of a grouping: "Reshard", "Reshard (in0: l1_height_sharded)", "device 0", ...
std::string runGroupKey(const MeasuredRun& run, const RunOp& op, RunGrouping grouping);

// Indices of the `count` device ops with the largest kernel time (ties by position).
std::vector<int64_t> topRunOps(const MeasuredRun& run, int64_t count);

} // namespace tle
