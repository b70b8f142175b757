// SPDX-License-Identifier: MIT
// Bulk and random element mapping of a 1x1x4096x4096 bf16 tilized layout on an 8x8 grid (faces order).
// Run: build/release/tests/bench/bench_layout (single-threaded).
#include "layout/metalmapping.h"
#include "layout/metalpointmapper.h"
#include "layout/metalwalk.h"
#include "layout/ttnnmapping.h"
#include "layout/ttnnpointmapper.h"

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

using namespace tle;

namespace {

MetalLayout benchLayout()
{
    MetalLayoutSpec spec;
    spec.logicalShape = { 1, 1, 4096, 4096 };
    spec.elementType = ElementType::BF16;
    spec.tile = TileType { 32, 32, ElementType::BF16 };
    spec.grid = { 8, 8 };
    return MetalLayout(spec);
}

// kRandomPoints random indices (0, 0, row, column) of the 1x1x4096x4096 bench tensors, one after another.
constexpr size_t kRandomPoints = 1 << 16;
std::vector<int64_t> randomIndices(uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<int64_t> dist(0, 4095);
    std::vector<int64_t> indices;
    for (size_t i = 0; i < kRandomPoints; ++i)
        indices.insert(indices.end(), { 0, 0, dist(rng), dist(rng) });
    return indices;
}

// Every element's core and shard offset, written to per-element arrays.
void BM_ForwardBulk(benchmark::State& state)
{
    const MetalLayout layout = benchLayout();
    const MetalWalker walker(layout);
    std::vector<int32_t> core(size_t(layout.logicalElements()));
    std::vector<int32_t> offset(size_t(layout.logicalElements()));
    for (auto _ : state) {
        walker.forEachForwardRun([&](std::span<const ForwardRun> runs) {
            for (const ForwardRun& run : runs) {
                int32_t* c = core.data() + run.logicalStart;
                int32_t* o = offset.data() + run.logicalStart;
                for (int64_t i = 0; i < run.count; ++i) {
                    c[i] = int32_t(run.core);
                    o[i] = int32_t(run.shardOffset + i);
                }
            }
        });
        benchmark::DoNotOptimize(core.data());
        benchmark::DoNotOptimize(offset.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * layout.logicalElements());
}
BENCHMARK(BM_ForwardBulk)->Unit(benchmark::kMillisecond);

// Every slot of every core: the logical element it holds, or -1 for padding.
void BM_InverseBulk(benchmark::State& state)
{
    const MetalLayout layout = benchLayout();
    const MetalWalker walker(layout);
    std::vector<int32_t> logical(size_t(layout.allocatedElements()));
    for (auto _ : state) {
        walker.forEachInverseRun([&](std::span<const InverseRun> runs) {
            for (const InverseRun& run : runs) {
                int32_t* out = logical.data() + run.core * layout.allocatedElementsPerShard() + run.shardOffset;
                if (run.logicalStart < 0) {
                    for (int64_t i = 0; i < run.count; ++i)
                        out[i] = -1;
                } else {
                    for (int64_t i = 0; i < run.count; ++i)
                        out[i] = int32_t(run.logicalStart + i);
                }
            }
        });
        benchmark::DoNotOptimize(logical.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * layout.allocatedElements());
}
BENCHMARK(BM_InverseBulk)->Unit(benchmark::kMillisecond);

// Random single elements through the allocation-free point mapper.
void BM_RandomPoint(benchmark::State& state)
{
    const MetalLayout layout = benchLayout();
    const MetalPointMapper mapper(layout);
    const std::vector<int64_t> indices = randomIndices(42);
    size_t i = 0;
    int64_t sum = 0;
    for (auto _ : state) {
        const auto slot = mapper.map(indices.data() + 4 * i);
        sum += slot.core + slot.shardOffset;
        i = (i + 1) & (kRandomPoints - 1);
    }
    benchmark::DoNotOptimize(sum);
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RandomPoint);

// Random single elements through the full answer (every fact of the `map` command).
void BM_RandomFullPlace(benchmark::State& state)
{
    const MetalLayout layout = benchLayout();
    std::mt19937_64 rng(7);
    std::uniform_int_distribution<int64_t> dist(0, 4095);
    Shape index { 0, 0, 0, 0 };
    int64_t sum = 0;
    for (auto _ : state) {
        index[2] = dist(rng);
        index[3] = dist(rng);
        sum += mapElement(layout, index).byteOffset;
    }
    benchmark::DoNotOptimize(sum);
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RandomFullPlace);

TtnnLayout ttnnLayout(TtnnMemoryLayout memory)
{
    TtnnLayoutSpec spec;
    spec.logicalShape = { 1, 1, 4096, 4096 };
    spec.dataType = ElementType::BF16;
    spec.memoryLayout = memory;
    spec.bufferType = memory == TtnnMemoryLayout::Interleaved ? BufferType::Dram : BufferType::L1;
    if (memory == TtnnMemoryLayout::BlockSharded) {
        ShardSpec2D shard;
        shard.grid = CoreRangeSet::grid(8, 8);
        shard.shape = { 512, 512 };
        spec.shardSpec = shard;
    }
    return TtnnLayout(spec);
}

// Every page of a DRAM-interleaved tensor back to its first logical element, bank by bank.
void BM_TtnnPagesInterleaved(benchmark::State& state)
{
    const TtnnLayout layout = ttnnLayout(TtnnMemoryLayout::Interleaved);
    const int64_t perPage = layout.pageShape()[0] * layout.pageShape()[1];
    int64_t sum = 0;
    for (auto _ : state) {
        for (int64_t bank = 0; bank < layout.numBanks(); ++bank) {
            const Shape unit { bank };
            for (int64_t slot = 0; slot * layout.numBanks() + bank < layout.numPages(); ++slot)
                sum += unmapTtnnOffset(layout, unit, slot * perPage).index.back();
        }
    }
    benchmark::DoNotOptimize(sum);
    state.SetItemsProcessed(state.iterations() * layout.numPages());
    state.counters["pages"] = double(layout.numPages());
}
BENCHMARK(BM_TtnnPagesInterleaved)->Unit(benchmark::kMillisecond);

// Random elements of a block-sharded tensor through the full TTNN answer (core, page, face, bytes).
void BM_TtnnRandomElements(benchmark::State& state)
{
    const TtnnLayout layout = ttnnLayout(TtnnMemoryLayout::BlockSharded);
    std::mt19937_64 rng(11);
    std::uniform_int_distribution<int64_t> dist(0, 4095);
    Shape index { 0, 0, 0, 0 };
    int64_t sum = 0;
    for (auto _ : state) {
        index[2] = dist(rng);
        index[3] = dist(rng);
        sum += mapTtnnElement(layout, index).byteOffset;
    }
    benchmark::DoNotOptimize(sum);
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_TtnnRandomElements);

// Random elements through the allocation-free TTNN point mapper (unit and element offset), block sharded on 8x8
// cores and DRAM interleaved over 12 banks.
void BM_TtnnRandomPoint(benchmark::State& state, TtnnMemoryLayout memory)
{
    const TtnnLayout layout = ttnnLayout(memory);
    const TtnnPointMapper mapper(layout);
    const std::vector<int64_t> indices = randomIndices(11);
    size_t i = 0;
    int64_t sum = 0;
    for (auto _ : state) {
        const auto slot = mapper.map(indices.data() + 4 * i);
        sum += slot.unit + slot.elementOffset;
        i = (i + 1) & (kRandomPoints - 1);
    }
    benchmark::DoNotOptimize(sum);
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK_CAPTURE(BM_TtnnRandomPoint, block_sharded, TtnnMemoryLayout::BlockSharded);
BENCHMARK_CAPTURE(BM_TtnnRandomPoint, interleaved, TtnnMemoryLayout::Interleaved);

} // namespace
