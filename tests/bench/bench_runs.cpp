// SPDX-License-Identifier: MIT
// Measured runs: reading the public OFT profiler CSV (671 rows) and a 100,000-row one made by repeating its rows,
// the accounting and ledger over 100,000 ops, aligning two runs, and a zoomed-out frame of the run timeline. The
// counter `peak_rss_mb` is the process's peak resident memory after the run. Figures go to docs/benchmarks.md. Run from
// the source root (or with TLE_SAMPLES_DIR set): build/bench/tests/bench/bench_runs (or any configuration with
// TLE_BUILD_BENCHMARKS=ON)
#include "io/perfcsvreader.h"
#include "run/runaccounting.h"
#include "run/runcompare.h"
#include "run/runledger.h"
#include "run/runtimeline.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include <sys/resource.h>

using namespace tle;

namespace {

std::string samplesPath(const std::string& relative)
{
    const char* dir = std::getenv("TLE_SAMPLES_DIR");
    return std::string(dir && *dir ? dir : "samples") + "/" + relative;
}

double peakRssMb()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

// The OFT run's text with its rows repeated up to `rows` (0: as it is).
const std::string& csvText(int64_t rows)
{
    static std::map<int64_t, std::string> texts;
    if (const auto it = texts.find(rows); it != texts.end())
        return it->second;
    std::ifstream in(samplesPath("runs/oft-net-20-core.csv"), std::ios::binary);
    std::stringstream all;
    all << in.rdbuf();
    const std::string text = all.str();
    if (rows == 0)
        return texts.emplace(rows, text).first->second;
    const size_t headerEnd = text.find('\n') + 1;
    std::vector<std::string_view> lines;
    for (size_t at = headerEnd; at < text.size();) {
        const size_t end = text.find('\n', at);
        const size_t stop = end == std::string::npos ? text.size() : end;
        if (stop > at)
            lines.emplace_back(text.data() + at, stop - at);
        at = stop + 1;
    }
    std::string out = text.substr(0, headerEnd);
    for (int64_t i = 0; i < rows; ++i) {
        out += lines[size_t(i) % lines.size()];
        out += '\n';
    }
    return texts.emplace(rows, std::move(out)).first->second;
}

MeasuredRun readRows(int64_t rows)
{
    std::istringstream in(csvText(rows));
    return readPerfCsv(in, "bench.csv");
}

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
