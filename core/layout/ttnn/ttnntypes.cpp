// SPDX-License-Identifier: MIT
#include "layout/ttnn/ttnntypes.h"

#include "util/checked.h"

#include <algorithm>
#include <cctype>

namespace tle {

namespace {

std::string lower(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

} // namespace

std::string_view toString(PageLayout value)
{
    return value == PageLayout::Tile ? "tile" : "row_major";
}

std::string_view toString(TtnnMemoryLayout value)
{
    switch (value) {
    case TtnnMemoryLayout::Interleaved:
        return "interleaved";
    case TtnnMemoryLayout::HeightSharded:
        return "height_sharded";
    case TtnnMemoryLayout::WidthSharded:
        return "width_sharded";
    case TtnnMemoryLayout::BlockSharded:
        return "block_sharded";
    }
    return "interleaved";
}

std::string_view toString(BufferType value)
{
    switch (value) {
    case BufferType::Dram:
        return "dram";
    case BufferType::L1:
        return "l1";
    case BufferType::SystemMemory:
        return "system_memory";
    }
    return "dram";
}

std::string_view toString(ShardOrientation value)
{
    return value == ShardOrientation::ColMajor ? "col_major" : "row_major";
}

std::string_view toString(ShardMode value)
{
    return value == ShardMode::Logical ? "logical" : "physical";
}

std::string_view toString(ShardDistribution value)
{
    switch (value) {
    case ShardDistribution::RoundRobin1D:
        return "ROUND_ROBIN_1D";
    case ShardDistribution::Grid2D:
        return "GRID_2D";
    case ShardDistribution::Contiguous1D:
        return "CONTIGUOUS_1D";
    }
    return "ROUND_ROBIN_1D";
}

std::optional<PageLayout> parsePageLayout(std::string_view text)
{
    const std::string t = lower(text);
    if (t == "tile" || t == "tile_layout")
        return PageLayout::Tile;
    if (t == "row_major" || t == "row-major" || t == "row_major_layout")
        return PageLayout::RowMajor;
    return std::nullopt;
}

std::optional<TtnnMemoryLayout> parseTtnnMemoryLayout(std::string_view text)
{
    const std::string t = lower(text);
    for (TtnnMemoryLayout v : { TtnnMemoryLayout::Interleaved, TtnnMemoryLayout::HeightSharded,
             TtnnMemoryLayout::WidthSharded, TtnnMemoryLayout::BlockSharded }) {
        if (toString(v) == t)
            return v;
    }
    return std::nullopt;
}

std::optional<BufferType> parseBufferType(std::string_view text)
{
    const std::string t = lower(text);
    if (t == "dram")
        return BufferType::Dram;
    if (t == "l1")
        return BufferType::L1;
    if (t == "system_memory" || t == "system")
        return BufferType::SystemMemory;
    return std::nullopt;
}

std::optional<ShardOrientation> parseShardOrientation(std::string_view text)
{
    const std::string t = lower(text);
    if (t == "row_major" || t == "row-major")
        return ShardOrientation::RowMajor;
    if (t == "col_major" || t == "col-major" || t == "column_major")
        return ShardOrientation::ColMajor;
    return std::nullopt;
}

std::optional<ShardDistribution> parseShardDistribution(std::string_view text)
{
    const std::string t = lower(text);
    if (t == "round_robin_1d")
        return ShardDistribution::RoundRobin1D;
    if (t == "grid_2d")
        return ShardDistribution::Grid2D;
    if (t == "contiguous_1d")
        return ShardDistribution::Contiguous1D;
    return std::nullopt;
}

CoreRangeSet::CoreRangeSet(std::vector<CoreRange> ranges)
    : m_ranges(std::move(ranges))
{
    for (const CoreRange& r : m_ranges) {
        if (r.end.x > kMaxCoreCoord || r.end.y > kMaxCoreCoord)
            throw Error(fmt::format("core_ranges: core ({}, {}) is beyond the largest supported coordinate {}", r.end.x,
                r.end.y, kMaxCoreCoord));
        if (r.start.x < 0 || r.start.y < 0 || r.end.x < r.start.x || r.end.y < r.start.y)
            throw Error(fmt::format(
                "core_ranges: range ({}, {})..({}, {}) is empty or negative", r.start.x, r.start.y, r.end.x, r.end.y));
    }
    for (size_t i = 0; i < m_ranges.size(); ++i) {
        for (size_t j = i + 1; j < m_ranges.size(); ++j) {
            const CoreRange& a = m_ranges[i];
            const CoreRange& b = m_ranges[j];
            if (a.start.x <= b.end.x && b.start.x <= a.end.x && a.start.y <= b.end.y && b.start.y <= a.end.y)
                throw Error(fmt::format("core_ranges: ranges {} and {} overlap", i, j));
        }
    }
}

CoreRangeSet CoreRangeSet::grid(int64_t rows, int64_t cols)
{
    if (rows < 1 || cols < 1 || rows > kMaxCoreCoord + 1 || cols > kMaxCoreCoord + 1)
        throw Error(
            fmt::format("core grid: {}x{} is outside 1x1 .. {}x{}", rows, cols, kMaxCoreCoord + 1, kMaxCoreCoord + 1));
    return CoreRangeSet({ CoreRange { { 0, 0 }, { cols - 1, rows - 1 } } });
}

CoreRangeSet CoreRangeSet::firstCores(int64_t count, int64_t deviceRows, int64_t deviceCols, ShardOrientation order)
{
    if (count > deviceRows * deviceCols)
        throw Error(fmt::format("{} cores are needed but the device grid {}x{} has {}", count, deviceRows, deviceCols,
            deviceRows * deviceCols));
    std::vector<CoreRange> ranges;
    const bool rowWise = order == ShardOrientation::RowMajor;
    const int64_t lineLength = rowWise ? deviceCols : deviceRows;
    const int64_t fullLines = count / lineLength;
    const int64_t rest = count % lineLength;
    if (fullLines > 0) {
        ranges.push_back(rowWise ? CoreRange { { 0, 0 }, { deviceCols - 1, fullLines - 1 } }
                                 : CoreRange { { 0, 0 }, { fullLines - 1, deviceRows - 1 } });
    }
    if (rest > 0) {
        ranges.push_back(rowWise ? CoreRange { { 0, fullLines }, { rest - 1, fullLines } }
                                 : CoreRange { { fullLines, 0 }, { fullLines, rest - 1 } });
    }
    return CoreRangeSet(std::move(ranges));
}

int64_t CoreRangeSet::numCores() const
{
    int64_t n = 0;
    for (const CoreRange& r : m_ranges)
        n = checkedAdd(n, r.size(), "core count");
    return n;
}

std::vector<CoreCoord> CoreRangeSet::cores(ShardOrientation order) const
{
    std::vector<CoreCoord> out;
    for (const CoreRange& r : m_ranges) {
        if (order == ShardOrientation::RowMajor) {
            for (int64_t y = r.start.y; y <= r.end.y; ++y)
                for (int64_t x = r.start.x; x <= r.end.x; ++x)
                    out.push_back({ x, y });
        } else {
            for (int64_t x = r.start.x; x <= r.end.x; ++x)
                for (int64_t y = r.start.y; y <= r.end.y; ++y)
                    out.push_back({ x, y });
        }
    }
    return out;
}

CoreRange CoreRangeSet::boundingBox() const
{
    if (m_ranges.empty())
        return {};
    CoreRange box = m_ranges.front();
    for (const CoreRange& r : m_ranges) {
        box.start.x = std::min(box.start.x, r.start.x);
        box.start.y = std::min(box.start.y, r.start.y);
        box.end.x = std::max(box.end.x, r.end.x);
        box.end.y = std::max(box.end.y, r.end.y);
    }
    return box;
}

std::string CoreRangeSet::toString(bool spaced) const
{
    const char* sep = spaced ? ", " : ",";
    std::string out = "#ttnn.core_range_set<[";
    for (size_t i = 0; i < m_ranges.size(); ++i) {
        const CoreRange& r = m_ranges[i];
        out += fmt::format(
            "{}#ttnn.core_range<({}{}{}), ({}{}{})>", i ? ", " : "", r.start.x, sep, r.start.y, r.end.x, sep, r.end.y);
    }
    return out + "]>";
}

} // namespace tle
