// SPDX-License-Identifier: MIT
// Random element lookups in a 1x1x4096x4096 bf16 tensor: metal tilized on an 8x8 grid (faces order), TTNN block
// sharded and interleaved, XLA tiled; and TTNN pages. Prints the point mappers' speedups from the same run.
// Run: build/bench/tests/bench/bench_layout --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "io/layouttext/xlalayoutparser.h"
#include "layout/metal/metalmapping.h"
#include "layout/metal/metalpointmapper.h"
#include "layout/ttnn/ttnnmapping.h"
#include "layout/ttnn/ttnnpagefill.h"
#include "layout/ttnn/ttnnpointmapper.h"
#include "layout/xla/xlapointmapper.h"
#include "ratioreporter.h"

#include "benchlayouts.h"

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

using namespace tle;
using namespace tle::bench;

namespace {

// One lookup per iteration over `indices` (a power of two of them, 4 values each) in order; `lookup` takes an index
// and returns a number the benchmark keeps, so that no lookup is optimised away.
template <class Lookup>
void lookUpEach(benchmark::State& state, const std::vector<int64_t>& indices, Lookup lookup)
{
    const size_t mask = indices.size() / 4 - 1;
    size_t i = 0;
    int64_t sum = 0;
    for (auto _ : state) {
        sum += lookup(indices.data() + 4 * i);
        i = (i + 1) & mask;
    }
    benchmark::DoNotOptimize(sum);
    state.SetItemsProcessed(state.iterations());
}

// Over the random indices of `seed`, which stay in cache.
template <class Lookup>
void lookUpRandom(benchmark::State& state, uint64_t seed, Lookup lookup)
{
    lookUpEach(state, randomIndices(seed), lookup);
}

// Far more random indices than the caches hold (256 MiB), as a caller mapping a long list reads them: each lookup
// also waits for its index to come from memory.
const std::vector<int64_t>& streamedIndices()
{
    static const std::vector<int64_t> indices = randomIndices(42, size_t(1) << 23);
    return indices;
}

// Random single elements through the allocation-free point mapper.
void BM_RandomPoint(benchmark::State& state)
{
    const MetalLayout layout = benchLayout();
    const MetalPointMapper mapper(layout);
    lookUpRandom(state, 42, [&](const int64_t* index) {
        const auto slot = mapper.map(index);
        return slot.core + slot.shardOffset;
    });
}
BENCHMARK(BM_RandomPoint);

void BM_NaiveRandomPoint(benchmark::State& state)
{
    const MetalLayout layout = benchLayout();
    const NaiveTiledMap naive(layout);
    const MetalPointMapper mapper(layout);
    const std::vector<int64_t> indices = randomIndices(42);
    for (size_t k = 0; k < kRandomPoints; ++k) {
        const auto a = naive.map(indices[4 * k + 2], indices[4 * k + 3]);
        const auto b = mapper.map(indices.data() + 4 * k);
        if (a[0] != b.core || a[1] != b.shardOffset) {
            state.SkipWithError("the naive map and the point mapper disagree");
            return;
        }
    }
    lookUpRandom(state, 42, [&](const int64_t* index) {
        const auto slot = naive.map(index[2], index[3]);
        return slot[0] + slot[1];
    });
}
BENCHMARK(BM_NaiveRandomPoint);

void BM_RandomPointStreamed(benchmark::State& state)
{
    const MetalPointMapper mapper(benchLayout());
    lookUpEach(state, streamedIndices(), [&](const int64_t* index) {
        const auto slot = mapper.map(index);
        return slot.core + slot.shardOffset;
    });
}
BENCHMARK(BM_RandomPointStreamed);

void BM_NaiveRandomPointStreamed(benchmark::State& state)
{
    const NaiveTiledMap naive(benchLayout());
    lookUpEach(state, streamedIndices(), [&](const int64_t* index) {
        const auto slot = naive.map(index[2], index[3]);
        return slot[0] + slot[1];
    });
}
BENCHMARK(BM_NaiveRandomPointStreamed);

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

// The same pages' first elements through the page fill, into an array, interleaved and block sharded.
void BM_TtnnPageFill(benchmark::State& state, TtnnMemoryLayout memory)
{
    const TtnnLayout layout = ttnnLayout(memory);
    const TtnnPageFill pages(layout);
    std::vector<int32_t> first(size_t(pages.slotCount()));
    for (auto _ : state) {
        pages.fill(first.data());
        benchmark::DoNotOptimize(first.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * layout.numPages());
}
BENCHMARK_CAPTURE(BM_TtnnPageFill, interleaved, TtnnMemoryLayout::Interleaved)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_TtnnPageFill, block_sharded, TtnnMemoryLayout::BlockSharded)->Unit(benchmark::kMicrosecond);

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
    lookUpRandom(state, 11, [&](const int64_t* index) {
        const auto slot = mapper.map(index);
        return slot.unit + slot.elementOffset;
    });
}
BENCHMARK_CAPTURE(BM_TtnnRandomPoint, block_sharded, TtnnMemoryLayout::BlockSharded);
BENCHMARK_CAPTURE(BM_TtnnRandomPoint, interleaved, TtnnMemoryLayout::Interleaved);

// The same tensor in XLA's TPU layout for bf16, (8,128) tiles of (2,1) pairs, through the point mapper and through
// the layout's own linear index (the full, checked evaluation level by level).
void BM_XlaRandomPoint(benchmark::State& state, bool mapper)
{
    const XlaLayout layout = parseXlaLayout("bf16[1,1,4096,4096]{3,2,1,0:T(8,128)(2,1)}");
    const XlaPointMapper points(layout);
    if (mapper)
        lookUpRandom(state, 5, [&](const int64_t* index) { return points.map(index); });
    else
        lookUpRandom(state, 5, [&](const int64_t* index) { return layout.linearIndex({ index, 4 }); });
}
BENCHMARK_CAPTURE(BM_XlaRandomPoint, mapper, true);
BENCHMARK_CAPTURE(BM_XlaRandomPoint, linear_index, false);

// The inverse: random slots of the same buffer back to their logical index (or padding), through the mapper and
// through XlaLayout::unlinearize.
void BM_XlaRandomSlot(benchmark::State& state, bool mapper)
{
    const XlaLayout layout = parseXlaLayout("bf16[1,1,4096,4096]{3,2,1,0:T(8,128)(2,1)}");
    const XlaPointMapper points(layout);
    std::mt19937_64 rng(9);
    std::uniform_int_distribution<int64_t> dist(0, layout.allocatedElements() - 1);
    std::vector<int64_t> slots(kRandomPoints);
    for (int64_t& slot : slots)
        slot = dist(rng);
    size_t i = 0;
    int64_t sum = 0;
    int64_t index[4];
    for (auto _ : state) {
        if (mapper) {
            if (points.unmap(slots[i], index))
                sum += index[2] + index[3];
        } else if (const auto logical = layout.unlinearize(slots[i])) {
            sum += (*logical)[2] + (*logical)[3];
        }
        i = (i + 1) & (kRandomPoints - 1);
    }
    benchmark::DoNotOptimize(sum);
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK_CAPTURE(BM_XlaRandomSlot, mapper, true);
BENCHMARK_CAPTURE(BM_XlaRandomSlot, unlinearize, false);

} // namespace

int main(int argc, char** argv)
{
    return tle::bench::runWithRatios(argc, argv,
        { { "metal point mapper / naive per-element arithmetic", "BM_RandomPoint", "BM_NaiveRandomPoint" },
            { "metal point mapper / naive, indices streamed from memory", "BM_RandomPointStreamed",
                "BM_NaiveRandomPointStreamed" },
            { "metal point mapper / full answer (mapElement)", "BM_RandomPoint", "BM_RandomFullPlace" },
            { "TTNN point mapper, block sharded / full answer", "BM_TtnnRandomPoint/block_sharded",
                "BM_TtnnRandomElements" },
            { "TTNN page fill, interleaved / unmapTtnnOffset per page", "BM_TtnnPageFill/interleaved",
                "BM_TtnnPagesInterleaved" },
            { "XLA point mapper / XlaLayout::linearIndex", "BM_XlaRandomPoint/mapper",
                "BM_XlaRandomPoint/linear_index" },
            { "XLA point mapper inverse / XlaLayout::unlinearize", "BM_XlaRandomSlot/mapper",
                "BM_XlaRandomSlot/unlinearize" } });
}
