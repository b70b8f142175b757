// SPDX-License-Identifier: MIT
#include "optimizer/shared/legallayouts.h"

#include "util/checked.h"

#include <algorithm>
#include <mutex>
#include <unordered_map>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

// Physical [H, W] of the interleaved layout: the shape every sharding of this tensor cuts.
std::array<int64_t, 2> physicalOf(const TtnnLayoutSpec& base)
{
    TtnnLayoutSpec spec = base;
    spec.memoryLayout = TtnnMemoryLayout::Interleaved;
    spec.bufferType = BufferType::Dram;
    spec.shardSpec.reset();
    return TtnnLayout(spec).physicalShape();
}

void tryAdd(std::vector<TtnnLayout>& out, TtnnLayoutSpec spec)
{
    try {
        out.emplace_back(std::move(spec));
    } catch (const Error&) {
        // A grid the tensor cannot be sharded on is simply not a candidate.
    }
}

std::vector<TtnnLayout> computeLegalLayouts(
    const Shape& shape, ElementType dataType, const OptimizerDevice& device, const LegalLayoutOptions& options);

// Everything a type's legal layouts depend on: the type, the options, and the device's grid, memory and tile.
std::string legalKey(
    const Shape& shape, ElementType dataType, const OptimizerDevice& device, const LegalLayoutOptions& options)
{
    const DeviceModel& d = device.device;
    return fmt::format("{}|{}|{:d}{:d}{:d}|{}|{}x{}|{}|{}|{}|{}x{}", fmt::join(shape, "x"), int(dataType),
        options.rowMajorEnabled, options.l1, options.dram, d.name, d.gridRows, d.gridCols, d.dramBanks,
        d.l1BytesPerCore, d.l1BankBytes, device.tileHeight, device.tileWidth);
}

} // namespace

// Every policy of a plan request, the plan bound of each and the Why panel ask for the same types' layouts: they
// are made once and shared (a layout's facts are immutable, so threads share them too). A cap bounds a session's
// memory.
std::vector<TtnnLayout> legalTensorLayouts(
    const Shape& shape, ElementType dataType, const OptimizerDevice& device, const LegalLayoutOptions& options)
{
    static std::mutex mutex;
    static std::unordered_map<std::string, std::vector<TtnnLayout>> made;
    constexpr size_t kCap = 512;
    std::string key = legalKey(shape, dataType, device, options);
    {
        const std::lock_guard lock(mutex);
        if (const auto it = made.find(key); it != made.end())
            return it->second;
    }
    std::vector<TtnnLayout> layouts = computeLegalLayouts(shape, dataType, device, options);
    const std::lock_guard lock(mutex);
    if (made.size() >= kCap)
        made.clear();
    made.emplace(std::move(key), layouts);
    return layouts;
}

namespace {

std::vector<TtnnLayout> computeLegalLayouts(
    const Shape& shape, ElementType dataType, const OptimizerDevice& device, const LegalLayoutOptions& options)
{
    std::vector<TtnnLayout> sharded;
    std::vector<TtnnLayout> interleaved;
    std::vector<PageLayout> pageLayouts { PageLayout::Tile };
    if (options.rowMajorEnabled)
        pageLayouts.push_back(PageLayout::RowMajor);
    const int64_t rows = device.device.gridRows;
    const int64_t cols = device.device.gridCols;
    for (PageLayout page : pageLayouts) {
        TtnnLayoutSpec base;
        base.logicalShape = shape;
        base.dataType = dataType;
        base.pageLayout = page;
        base.tile = TileType { device.tileHeight, device.tileWidth, dataType };
        base.device = device.device;
        if (options.dram) {
            TtnnLayoutSpec spec = base;
            spec.bufferType = BufferType::Dram;
            tryAdd(interleaved, spec);
        }
        if (!options.l1)
            continue;
        {
            TtnnLayoutSpec spec = base;
            spec.bufferType = BufferType::L1;
            tryAdd(interleaved, spec);
        }
        const std::array<int64_t, 2> physical = physicalOf(base);
        const int64_t unitH = page == PageLayout::Tile ? device.tileHeight : 1;
        const int64_t unitW = page == PageLayout::Tile ? device.tileWidth : 1;
        const int64_t unitsH = physical[0] / unitH;
        const int64_t unitsW = physical[1] / unitW;
        // A tensor with no elements has nothing to shard: interleaved, it holds no bytes anywhere.
        if (unitsH == 0 || unitsW == 0)
            continue;
        auto shardOf = [](int64_t units, int64_t parts, int64_t unit) { return ceilDiv(units, parts) * unit; };
        auto usesAll = [](int64_t units, int64_t parts) { return ceilDiv(units, ceilDiv(units, parts)) == parts; };
        auto add = [&](TtnnMemoryLayout memory, CoreRangeSet grid, int64_t shardH, int64_t shardW) {
            TtnnLayoutSpec spec = base;
            spec.bufferType = BufferType::L1;
            spec.memoryLayout = memory;
            ShardSpec2D shard;
            shard.grid = std::move(grid);
            shard.shape = { shardH, shardW };
            spec.shardSpec = shard;
            tryAdd(sharded, spec);
        };
        for (int64_t r = 1; r <= rows; ++r) {
            for (int64_t c = 1; c <= cols; ++c) {
                if (usesAll(unitsH, r) && usesAll(unitsW, c))
                    add(TtnnMemoryLayout::BlockSharded, CoreRangeSet::grid(r, c), shardOf(unitsH, r, unitH),
                        shardOf(unitsW, c, unitW));
            }
        }
        for (int64_t n = 1; n <= rows * cols; ++n) {
            const CoreRangeSet cores = CoreRangeSet::firstCores(n, rows, cols, ShardOrientation::RowMajor);
            if (usesAll(unitsH, n))
                add(TtnnMemoryLayout::HeightSharded, cores, shardOf(unitsH, n, unitH), physical[1]);
            if (usesAll(unitsW, n))
                add(TtnnMemoryLayout::WidthSharded, cores, physical[0], shardOf(unitsW, n, unitW));
        }
    }
    std::stable_sort(sharded.begin(), sharded.end(),
        [&](const TtnnLayout& a, const TtnnLayout& b) { return layoutCores(a, device) > layoutCores(b, device); });
    // L1 before DRAM among the interleaved ones.
    std::stable_sort(interleaved.begin(), interleaved.end(), [](const TtnnLayout& a, const TtnnLayout& b) {
        return a.spec().bufferType == BufferType::L1 && b.spec().bufferType != BufferType::L1;
    });
    for (TtnnLayout& l : interleaved)
        sharded.push_back(std::move(l));
    return sharded;
}

} // namespace

int64_t layoutCores(const TtnnLayout& layout, const OptimizerDevice& device)
{
    if (layout.spec().bufferType != BufferType::L1)
        return 0;
    if (!layout.isSharded())
        return device.workerCores();
    return int64_t(layout.shardCores().size());
}

void forEachCombination(
    const std::vector<size_t>& radices, const std::function<void(const std::vector<size_t>&)>& visit)
{
    for (size_t r : radices) {
        if (r == 0)
            return;
    }
    std::vector<size_t> digits(radices.size(), 0);
    while (true) {
        visit(digits);
        // Turn the odometer: the last wheel fastest, carrying into the ones before it.
        size_t i = digits.size();
        while (i > 0) {
            --i;
            if (++digits[i] < radices[i])
                break;
            digits[i] = 0;
            if (i == 0)
                return;
        }
        if (digits.empty())
            return;
    }
}

std::vector<ExpandedConfig> expandOpConfigs(size_t layoutCount, const std::vector<ConfigKnob>& knobs)
{
    std::vector<size_t> radices;
    for (const ConfigKnob& knob : knobs)
        radices.push_back(knob.values.size());
    std::vector<ExpandedConfig> out;
    for (size_t layout = 0; layout < layoutCount; ++layout) {
        forEachCombination(radices, [&](const std::vector<size_t>& digits) { out.push_back({ layout, digits }); });
    }
    return out;
}

} // namespace tle
