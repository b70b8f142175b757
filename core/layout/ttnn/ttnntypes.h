// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// tt-metal's Layout: how elements are grouped into pages.
enum class PageLayout
{
    RowMajor,
    Tile,
};

// tt-metal's TensorMemoryLayout.
enum class TtnnMemoryLayout
{
    Interleaved,
    HeightSharded,
    WidthSharded,
    BlockSharded,
};

enum class BufferType
{
    Dram,
    L1,
    SystemMemory,
};

enum class ShardOrientation
{
    RowMajor,
    ColMajor,
};

// How a 2-D shard spec's shape is read: as the physical (aligned) shard or as a logical one that the
// layout pads (tt-metal's ShardMode).
enum class ShardMode
{
    Physical,
    Logical,
};

// NdShardSpec's distribution of shards over cores.
enum class ShardDistribution
{
    RoundRobin1D,
    Grid2D,
    Contiguous1D,
};

std::string_view toString(PageLayout value);
std::string_view toString(TtnnMemoryLayout value); // tt-mlir spelling: interleaved, height_sharded, ...
std::string_view toString(BufferType value); // dram, l1, system_memory
std::string_view toString(ShardOrientation value); // row_major, col_major
std::string_view toString(ShardMode value);
std::string_view toString(ShardDistribution value); // ROUND_ROBIN_1D, GRID_2D, CONTIGUOUS_1D
std::optional<PageLayout> parsePageLayout(std::string_view text);
std::optional<TtnnMemoryLayout> parseTtnnMemoryLayout(std::string_view text);
std::optional<BufferType> parseBufferType(std::string_view text);
std::optional<ShardOrientation> parseShardOrientation(std::string_view text);
std::optional<ShardDistribution> parseShardDistribution(std::string_view text);

struct CoreCoord
{
    int64_t x = 0;
    int64_t y = 0;
    bool operator==(const CoreCoord&) const = default;
};

// Inclusive rectangle of cores, as tt-metal's CoreRange.
struct CoreRange
{
    CoreCoord start;
    CoreCoord end;
    int64_t size() const { return (end.x - start.x + 1) * (end.y - start.y + 1); }
    bool operator==(const CoreRange&) const = default;
};

// Core coordinates above this are rejected: no device has more than 1024 cores along an axis, and the
// bound keeps per-core tables small.
inline constexpr int64_t kMaxCoreCoord = 1023;

class CoreRangeSet
{
public:
    CoreRangeSet() = default;
    explicit CoreRangeSet(std::vector<CoreRange> ranges);

    // A range of `rows` x `cols` cores starting at (0, 0).
    static CoreRangeSet grid(int64_t rows, int64_t cols);
    // The first `count` cores of a device grid, row by row (or column by column).
    static CoreRangeSet firstCores(int64_t count, int64_t deviceRows, int64_t deviceCols, ShardOrientation order);

    const std::vector<CoreRange>& ranges() const { return m_ranges; }
    bool empty() const { return m_ranges.empty(); }
    int64_t numCores() const;
    // Cores in the order shards are assigned: range by range, row-wise or column-wise inside each range.
    std::vector<CoreCoord> cores(ShardOrientation order) const;
    CoreRange boundingBox() const;
    // `#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>`; `spaced` prints `(0, 0)`.
    std::string toString(bool spaced = false) const;

    bool operator==(const CoreRangeSet&) const = default;

private:
    std::vector<CoreRange> m_ranges;
};

// The device a TTNN layout is placed on. Defaults: Wormhole n150.
struct DeviceModel
{
    std::string name = "wormhole_b0 n150";
    int64_t gridRows = 8; // worker cores
    int64_t gridCols = 8;
    int64_t dramBanks = 12;
    int64_t l1BytesPerCore = 1499136; // 1464 KiB of SRAM per Tensix core
    int64_t l1BankBytes = 1499136;
    int64_t workerCores() const { return gridRows * gridCols; }
};

} // namespace tle
