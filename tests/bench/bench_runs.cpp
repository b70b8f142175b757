// SPDX-License-Identifier: MIT
// Measured runs: reading the public OFT profiler CSV (671 rows) and a 100,000-row one made by repeating its rows,
// the accounting and ledger over 100,000 ops, aligning two runs, and a zoomed-out frame of the run timeline. The
// counter `peak_rss_mb` is the process's peak resident memory after the run. Figures go to docs/benchmarks.md. Run from
// the source root (or with TLE_SAMPLES_DIR set): build/bench/tests/bench/bench_runs (or any configuration with
// TLE_BUILD_BENCHMARKS=ON)
#include "benchruns.h"
#include "io/perfcsvreader.h"
#include "run/runaccounting.h"
#include "run/runcompare.h"
#include "run/runledger.h"
#include "run/runtimeline.h"

#include <benchmark/benchmark.h>

#include <sstream>
#include <string>

using namespace tle;
using namespace tle::bench;

namespace {

void BM_ReadPerfCsv(benchmark::State& state)
{
    const std::string& text = csvText(state.range(0));
    for (auto _ : state) {
        std::istringstream in(text);
        MeasuredRun run = readPerfCsv(in, "bench.csv");
        benchmark::DoNotOptimize(run.ops.data());
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * int64_t(text.size()));
    state.counters["peak_rss_mb"] = peakRssMb();
}
BENCHMARK(BM_ReadPerfCsv)->Arg(0)->Arg(100000)->Unit(benchmark::kMillisecond);

// What a first paint of a run needs after the read: the summary and the class groups.
void BM_SummarizeRun(benchmark::State& state)
{
    const MeasuredRun run = readRows(state.range(0));
    for (auto _ : state) {
        RunSummary summary = summarizeRun(run);
        std::vector<RunGroup> groups = groupRun(run, RunGrouping::Class);
        benchmark::DoNotOptimize(summary);
        benchmark::DoNotOptimize(groups.data());
    }
}
BENCHMARK(BM_SummarizeRun)->Arg(100000)->Unit(benchmark::kMillisecond);

void BM_RunLedger(benchmark::State& state)
{
    const MeasuredRun run = readRows(state.range(0));
    const DeviceModel device;
    for (auto _ : state) {
        std::vector<LedgerRow> rows = runLedger(run, device);
        benchmark::DoNotOptimize(rows.data());
    }
}
BENCHMARK(BM_RunLedger)->Arg(100000)->Unit(benchmark::kMillisecond);

// Two runs of N ops each aligned op by op (the alignment's cells grow as N squared up to its limit).
void BM_CompareRuns(benchmark::State& state)
{
    const MeasuredRun run = readRows(state.range(0));
    for (auto _ : state) {
        RunComparison c = compareRuns(run, run);
        benchmark::DoNotOptimize(c.ops.data());
    }
    state.counters["peak_rss_mb"] = peakRssMb();
}
BENCHMARK(BM_CompareRuns)->Arg(671)->Arg(5000)->Arg(100000)->Unit(benchmark::kMillisecond);

// A zoomed-out frame of the run timeline: the whole lane of 100,000 ops cut into 1,920 slices.
void BM_RunTimelineFrame(benchmark::State& state)
{
    const MeasuredRun run = readRows(state.range(0));
    const RunTimeline timeline = RunTimeline::of(run);
    const RunLane& lane = timeline.lanes().front();
    for (auto _ : state) {
        std::vector<RunBin> bins = RunTimeline::bin(lane, 0, lane.endNs, 1920);
        benchmark::DoNotOptimize(bins.data());
    }
}
BENCHMARK(BM_RunTimelineFrame)->Arg(100000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
