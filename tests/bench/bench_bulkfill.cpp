// SPDX-License-Identifier: MIT
// Bulk mapping of the whole 1x1x4096x4096 bf16 tilized layout on an 8x8 grid (faces order) into per-element
// arrays: the run walker with a consumer, the bulk fill on one and two threads, the naive per-element arithmetic,
// and the store-bandwidth references (plain and streaming stores of the same arrays). Prints the ratios of their
// rates from the same run.
// Run: build/bench/tests/bench/bench_bulkfill --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "benchlayouts.h"
#include "io/mlir/affinemapparser.h"
#include "layout/affine/affinemap.h"
#include "layout/metal/metalbulkfill.h"
#include "layout/metal/metalwalk.h"
#include "ratioreporter.h"
#include "util/streamstore.h"
#include "util/workerpool.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <span>
#include <thread>
#include <vector>

using namespace tle;
using namespace tle::bench;

namespace {

// The store limit: `arrays` int32 arrays of n elements written with nothing to compute (values i), row by row
// (4096 elements) through the arrays in turn as the fills write them, split over `threads` of the pool the fills
// use, with plain or streaming stores.
void storeArrays(std::span<int32_t* const> arrays, int64_t n, int threads, bool streaming)
{
    const auto part = [&](int t) {
        const int64_t rows = n / 4096;
        for (int64_t row = rows * t / threads; row < rows * (t + 1) / threads; ++row) {
            const int64_t begin = row * 4096;
            for (int32_t* a : arrays) {
                int32_t* p = a + begin;
#if TLE_STREAM_SSE2
                if (streaming) {
                    const __m128i step = _mm_set1_epi32(4);
                    __m128i v
                        = _mm_setr_epi32(int32_t(begin), int32_t(begin + 1), int32_t(begin + 2), int32_t(begin + 3));
                    for (int64_t i = 0; i < 4096; i += 4) {
                        _mm_stream_si128(reinterpret_cast<__m128i*>(p + i), v);
                        v = _mm_add_epi32(v, step);
                    }
                    continue;
                }
#endif
                for (int64_t i = 0; i < 4096; ++i)
                    p[i] = int32_t(begin + i);
            }
        }
    };
    WorkerPool::shared().run(threads, threads - 1, [&](int64_t t) { part(int(t)); });
    streamstore::fence();
}

// n int32 on fresh pages, kept to the end of the run: where the allocator places small arrays depends on what the
// benchmarks before freed, and that moved the two-thread figures of the cached fills by up to 40%.
std::span<int32_t> pageAligned(size_t n)
{
    static std::vector<std::unique_ptr<int32_t[], decltype(&std::free)>> arrays;
    const size_t bytes = (n * sizeof(int32_t) + 4095) / 4096 * 4096;
    arrays.emplace_back(static_cast<int32_t*>(std::aligned_alloc(4096, bytes)), &std::free);
    std::fill_n(arrays.back().get(), n, 0);
    return { arrays.back().get(), n };
}

// Times `subject` as the benchmark's iteration time and `reference` right beside it, in alternating order, and
// reports their ratio of rates as the counter `name`: the host's bandwidth drifts over seconds, so the reference
// taken in another benchmark could be at another speed.
template <class Subject, class Reference>
void pairedWithReference(benchmark::State& state, const char* name, Subject subject, Reference reference)
{
    using Clock = std::chrono::steady_clock;
    double subjectSeconds = 0;
    double referenceSeconds = 0;
    bool referenceFirst = false;
    for (auto _ : state) {
        const auto timed = [](auto& f) {
            const auto start = Clock::now();
            f();
            return std::chrono::duration<double>(Clock::now() - start).count();
        };
        if (referenceFirst)
            referenceSeconds += timed(reference);
        const double seconds = timed(subject);
        if (!referenceFirst)
            referenceSeconds += timed(reference);
        referenceFirst = !referenceFirst;
        subjectSeconds += seconds;
        state.SetIterationTime(seconds);
    }
    state.counters[name] = referenceSeconds / subjectSeconds;
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

// The same arrays through the bulk fill, checked once against the naive arithmetic.
void BM_ForwardFill(benchmark::State& state)
{
    const MetalLayout layout = benchLayout();
    const MetalBulkFill fill(layout);
    const BulkFillOptions options { .threads = int(state.range(0)) };
    std::vector<int32_t> core(size_t(layout.logicalElements()));
    std::vector<int32_t> offset(size_t(layout.logicalElements()));
    fill.forward(core.data(), offset.data(), options);
    const NaiveTiledMap naive(layout);
    for (int64_t e = 0; e < layout.logicalElements(); e += 7) {
        const auto slot = naive.map(e / 4096, e % 4096);
        if (slot[0] != core[size_t(e)] || slot[1] != offset[size_t(e)]) {
            state.SkipWithError("the bulk fill and the naive map disagree");
            return;
        }
    }
    int32_t* const arrays[] = { core.data(), offset.data() };
    pairedWithReference(
        state, "x_streaming", [&] { fill.forward(core.data(), offset.data(), options); },
        [&] { storeArrays(arrays, layout.logicalElements(), options.threads, true); });
    state.SetItemsProcessed(state.iterations() * layout.logicalElements());
}
BENCHMARK(BM_ForwardFill)->ArgName("threads")->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseManualTime();

void BM_InverseFill(benchmark::State& state)
{
    const MetalLayout layout = benchLayout();
    const MetalBulkFill fill(layout);
    const BulkFillOptions options { .threads = int(state.range(0)) };
    std::vector<int32_t> logical(size_t(layout.allocatedElements()));
    int32_t* const arrays[] = { logical.data() };
    pairedWithReference(
        state, "x_streaming", [&] { fill.inverse(logical.data(), options); },
        [&] { storeArrays(arrays, layout.allocatedElements(), options.threads, true); });
    state.SetItemsProcessed(state.iterations() * layout.allocatedElements());
}
BENCHMARK(BM_InverseFill)->ArgName("threads")->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseManualTime();

// A fill the arithmetic bounds: a transposed 2048x2048 f32 layout on 8x8 cores, whose map sends the innermost
// logical dim across rows, so each element goes through the point mapper.
void BM_ForwardFillTransposed(benchmark::State& state)
{
    MetalLayoutSpec spec;
    spec.logicalShape = { 2048, 2048 };
    spec.grid = { 8, 8 };
    spec.linear = parseAffineMap("(d0, d1) -> (d1, d0)");
    const MetalLayout layout(spec);
    const MetalBulkFill fill(layout);
    std::vector<int32_t> core(size_t(layout.logicalElements()));
    std::vector<int32_t> offset(size_t(layout.logicalElements()));
    int32_t* const arrays[] = { core.data(), offset.data() };
    pairedWithReference(
        state, "x_streaming", [&] { fill.forward(core.data(), offset.data()); },
        [&] { storeArrays(arrays, layout.logicalElements(), 1, true); });
    state.SetItemsProcessed(state.iterations() * layout.logicalElements());
}
BENCHMARK(BM_ForwardFillTransposed)->Unit(benchmark::kMillisecond)->UseManualTime();

// Two threads against one, timed in the same iterations (the counter x_one_thread is the speedup): the store-bound
// fills of the bench layout, the arithmetic-bound transposed fill, and the fill of arrays that stay in the cache.
enum class FillCase
{
    Forward,
    Inverse,
    Transposed,
    InCache,
    InL2,
};

void BM_TwoThreads(benchmark::State& state, FillCase which)
{
    MetalLayoutSpec transposed;
    transposed.logicalShape = { 2048, 2048 };
    transposed.grid = { 8, 8 };
    transposed.linear = parseAffineMap("(d0, d1) -> (d1, d0)");
    const MetalLayout layout = which == FillCase::Transposed ? MetalLayout(transposed)
        : which == FillCase::InCache                         ? benchLayout(1024)
        : which == FillCase::InL2                            ? benchLayout(256)
                                                             : benchLayout();
    const MetalBulkFill fill(layout);
    const auto n = size_t(std::max(layout.logicalElements(), layout.allocatedElements()));
    std::span<int32_t> first = pageAligned(n);
    std::span<int32_t> second = pageAligned(n);
    const auto run = [&](int threads) {
        const bool cached = which == FillCase::InCache || which == FillCase::InL2;
        const BulkFillOptions options { .threads = threads, .streaming = !cached, .minElementsPerThread = 1 << 12 };
        if (which == FillCase::Inverse)
            fill.inverse(first.data(), options);
        else
            fill.forward(first.data(), second.data(), options);
        benchmark::ClobberMemory();
    };
    pairedWithReference(
        state, "x_one_thread", [&] { run(2); }, [&] { run(1); });
    state.SetItemsProcessed(state.iterations() * int64_t(first.size()));
}
BENCHMARK_CAPTURE(BM_TwoThreads, forward, FillCase::Forward)->Unit(benchmark::kMillisecond)->UseManualTime();
BENCHMARK_CAPTURE(BM_TwoThreads, inverse, FillCase::Inverse)->Unit(benchmark::kMillisecond)->UseManualTime();
BENCHMARK_CAPTURE(BM_TwoThreads, transposed, FillCase::Transposed)->Unit(benchmark::kMillisecond)->UseManualTime();
BENCHMARK_CAPTURE(BM_TwoThreads, in_cache, FillCase::InCache)->Unit(benchmark::kMicrosecond)->UseManualTime();
BENCHMARK_CAPTURE(BM_TwoThreads, in_l2, FillCase::InL2)->Unit(benchmark::kMicrosecond)->UseManualTime();

// What handing a job to a second thread costs, the job doing nothing: a worker of the shared pool right after the
// last job (still watching), the same worker parked (a millisecond later), and a thread started for the job.
enum class HandOff
{
    Watching,
    Parked,
    NewThread,
};
void BM_HandOff(benchmark::State& state, HandOff how)
{
    using Clock = std::chrono::steady_clock;
    WorkerPool& pool = WorkerPool::shared();
    if (pool.workers() == 0) {
        state.SkipWithError("one hardware thread: no workers");
        return;
    }
    std::atomic<int> parts { 0 };
    const auto job = [&](int64_t) { parts.fetch_add(1, std::memory_order_relaxed); };
    for (auto _ : state) {
        if (how == HandOff::Parked)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        const auto start = Clock::now();
        if (how == HandOff::NewThread) {
            std::jthread thread(job, 0);
            job(1);
        } else {
            pool.run(2, 1, job);
        }
        state.SetIterationTime(std::chrono::duration<double>(Clock::now() - start).count());
    }
    benchmark::DoNotOptimize(parts.load());
}
BENCHMARK_CAPTURE(BM_HandOff, watching, HandOff::Watching)->Unit(benchmark::kMicrosecond)->UseManualTime();
BENCHMARK_CAPTURE(BM_HandOff, parked, HandOff::Parked)->Unit(benchmark::kMicrosecond)->UseManualTime();
BENCHMARK_CAPTURE(BM_HandOff, new_thread, HandOff::NewThread)->Unit(benchmark::kMicrosecond)->UseManualTime();

// The walker alone, its runs or patterns handed to a consumer that only counts them: what a consumer with
// per-run work saves by taking patterns.
void BM_WalkOnly(benchmark::State& state, bool patterns)
{
    const MetalLayout layout = benchLayout();
    const MetalWalker walker(layout);
    int64_t items = 0;
    for (auto _ : state) {
        if (patterns)
            walker.forEachForwardPattern(
                [&](std::span<const ForwardPattern> batch) { items += int64_t(batch.size()); });
        else
            walker.forEachForwardRun([&](std::span<const ForwardRun> batch) { items += int64_t(batch.size()); });
    }
    benchmark::DoNotOptimize(items);
    state.counters["items_per_walk"] = double(items) / double(state.iterations());
    state.SetItemsProcessed(state.iterations() * layout.logicalElements());
}
BENCHMARK_CAPTURE(BM_WalkOnly, runs, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_WalkOnly, patterns, true)->Unit(benchmark::kMillisecond);

// The naive per-element arithmetic into the same arrays.
void BM_NaiveForward(benchmark::State& state)
{
    const MetalLayout layout = benchLayout();
    const NaiveTiledMap naive(layout);
    std::vector<int32_t> core(size_t(layout.logicalElements()));
    std::vector<int32_t> offset(size_t(layout.logicalElements()));
    for (auto _ : state) {
        size_t e = 0;
        for (int64_t row = 0; row < 4096; ++row) {
            for (int64_t column = 0; column < 4096; ++column, ++e) {
                const auto slot = naive.map(row, column);
                core[e] = int32_t(slot[0]);
                offset[e] = int32_t(slot[1]);
            }
        }
        benchmark::DoNotOptimize(core.data());
        benchmark::DoNotOptimize(offset.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * layout.logicalElements());
}
BENCHMARK(BM_NaiveForward)->Unit(benchmark::kMillisecond);

// The store limit on its own: the forward fill's two arrays of 2^24 int32 written with nothing to compute, with
// plain or streaming stores, on one thread or two (does a second core add store bandwidth?).
void BM_Store(benchmark::State& state, bool streaming)
{
    const int64_t n = 4096 * 4096;
    const auto threads = int(state.range(1));
    std::vector<std::vector<int32_t>> data(size_t(state.range(0)), std::vector<int32_t>(size_t(n)));
    std::vector<int32_t*> arrays;
    for (std::vector<int32_t>& a : data)
        arrays.push_back(a.data());
    for (auto _ : state) {
        storeArrays(arrays, n, threads, streaming);
        for (int32_t* a : arrays)
            benchmark::DoNotOptimize(a);
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * n);
}
BENCHMARK_CAPTURE(BM_Store, plain, false)
    ->ArgNames({ "arrays", "threads" })
    ->Args({ 2, 1 })
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(BM_Store, streaming, true)
    ->ArgNames({ "arrays", "threads" })
    ->Args({ 2, 1 })
    ->Args({ 2, 2 })
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

} // namespace

int main(int argc, char** argv)
{
    // The fills against streaming stores and one thread against two are timed in the same iterations and printed
    // as paired ratios; these are the ratios between whole benchmarks.
    return tle::bench::runWithRatios(argc, argv,
        { { "forward fill, 1 thread / plain stores of the same 2 arrays", "BM_ForwardFill/threads:1/manual_time",
              "BM_Store/plain/arrays:2/threads:1/real_time" },
            { "forward fill, 1 thread / naive per-element arithmetic", "BM_ForwardFill/threads:1/manual_time",
                "BM_NaiveForward" },
            { "forward fill, 1 thread / run walker with consumer", "BM_ForwardFill/threads:1/manual_time",
                "BM_ForwardBulk" },
            { "inverse fill, 1 thread / run walker with consumer", "BM_InverseFill/threads:1/manual_time",
                "BM_InverseBulk" },
            { "streaming stores, 2 threads / 1 thread", "BM_Store/streaming/arrays:2/threads:2/real_time",
                "BM_Store/streaming/arrays:2/threads:1/real_time" },
            { "walk as patterns / walk as runs (no consumer)", "BM_WalkOnly/patterns", "BM_WalkOnly/runs" } });
}
