// SPDX-License-Identifier: MIT
// Measured runs: reading the public OFT profiler CSV (671 rows) and a 100,000-row one made by repeating its rows,
// the accounting and ledger over 100,000 ops, the whole report, pricing every op, aligning two runs, and a
// zoomed-out frame of the run timeline. The
// counter `peak_rss_mb` is the process's peak resident memory after the run. Figures go to docs/benchmarks.md. Run from
// the source root (or with TLE_SAMPLES_DIR set): build/bench/tests/bench/bench_runs (or any configuration with
// TLE_BUILD_BENCHMARKS=ON)
#include "benchruns.h"
#include "io/files/devicefile.h"
#include "io/runs/perfcsvreader.h"
#include "report/runreport.h"
#include "run/runaccounting.h"
#include "run/runcompare.h"
#include "run/runledger.h"
#include "run/runtimeline.h"

#include <benchmark/benchmark.h>

#include <fstream>
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

// The whole text report of a run from its CSV text: read, summary, groups, the ops priced by the family cost model
// (by bound and the top ops), the ledger; with `calibrated`, also the accuracy against a calibration (per family,
// extrapolation, the transfer check). Arg 0 is the public OFT run (671 rows, 1 MB).
void reportRun(benchmark::State& state, bool calibrated)
{
    const std::string& text = csvText(state.range(0));
    RunReportRequest request;
    if (calibrated) {
        std::ifstream in(samplesPath("devices/calibrated_public_runs.json"));
        std::stringstream file;
        file << in.rdbuf();
        request.calibration = readOptimizerDevice(file.str()).kernel;
        request.accuracy = true;
    }
    for (auto _ : state) {
        std::istringstream in(text);
        const MeasuredRun run = readPerfCsv(in, "bench.csv");
        std::string report = runReportText(run, request);
        benchmark::DoNotOptimize(report.data());
    }
    state.counters["peak_rss_mb"] = peakRssMb();
}
void BM_ReportRun(benchmark::State& state)
{
    reportRun(state, false);
}
void BM_ReportRunCalibrated(benchmark::State& state)
{
    reportRun(state, true);
}
BENCHMARK(BM_ReportRun)->Arg(0)->Arg(100000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReportRunCalibrated)->Arg(0)->Arg(100000)->Unit(benchmark::kMillisecond);

// Every device op of 100,000 priced by the family cost model, with its roofline.
void BM_PriceRun(benchmark::State& state)
{
    const MeasuredRun run = readRows(state.range(0));
    const OptimizerDevice device = deviceForRun(run);
    for (auto _ : state) {
        RunPricer pricer(run, device);
        double total = 0;
        for (const RunOp& op : run.ops) {
            if (const auto e = pricer.estimate(op))
                total += e->ns + e->roofline.computeNs;
        }
        benchmark::DoNotOptimize(total);
    }
}
BENCHMARK(BM_PriceRun)->Arg(100000)->Unit(benchmark::kMillisecond);

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
