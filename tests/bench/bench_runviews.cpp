// SPDX-License-Identifier: MIT
// The run workspace's speed: opening a run file to the first paint of its timeline and op table (read, analyse,
// lay out, paint) for the public OFT run (671 rows, 1 MB; goal < 200 ms) and a 100,000-row run (goal < 2 s and
// 300 MB), and a pan of the timeline's detail over 100,000 ops, zoomed to a tenth of the run and zoomed out to all
// of it, and zooms in and out with bar names and search marks on (goal < 16 ms a frame). Run from the source root:
// QT_QPA_PLATFORM=offscreen build/bench/tests/bench/bench_runviews
#include "benchruns.h"
#include "run/runanalysis.h"
#include "run/runcostmodel.h"
#include "runopsmodel.h"
#include "runtimelineview.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTableView>
#include <QTemporaryDir>

#include <qcustomplot.h>

#include <benchmark/benchmark.h>

#include <cmath>
#include <fstream>

using namespace tle;
using namespace tle::bench;

namespace {

// The run of `rows` rows as a file on disk (0: the public OFT file itself).
std::string runFile(int64_t rows)
{
    if (rows == 0)
        return samplesPath("runs/oft-net-20-core.csv");
    static QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("ops_perf_results_%1.csv").arg(rows)).toStdString();
    // Written a row at a time, so that the peak memory is the open's own.
    if (!std::ifstream(path).good()) {
        std::ofstream out(path, std::ios::binary);
        writeRepeatedCsv(out, rows);
    }
    return path;
}

std::shared_ptr<const RunAnalysis> analysed(int64_t rows)
{
    static std::map<int64_t, std::shared_ptr<const RunAnalysis>> cache;
    auto& slot = cache[rows];
    if (!slot) {
        auto run = std::make_shared<const MeasuredRun>(readPerfCsvFile(runFile(rows)));
        slot = std::make_shared<const RunAnalysis>(analyzeRun(run, deviceForRun(*run)));
    }
    return slot;
}

// Read, analyse, fill the op table and paint the timeline and the table once, as the window does on open.
void BM_OpenRunToFirstPaint(benchmark::State& state)
{
    const std::string path = runFile(state.range(0));
    for (auto _ : state) {
        auto run = std::make_shared<const MeasuredRun>(readPerfCsvFile(path));
        auto analysis = std::make_shared<const RunAnalysis>(analyzeRun(run, deviceForRun(*run)));
        RunTimelineView timeline;
        timeline.resize(1600, 400);
        timeline.setAnalysis(analysis);
        timeline.plot()->replot(QCustomPlot::rpImmediateRefresh);
        RunOpsModel ops;
        ops.setRun(analysis->run, analysis->device);
        QTableView table;
        table.resize(1600, 500);
        table.setModel(&ops);
        QImage image(1600, 500, QImage::Format_ARGB32_Premultiplied);
        table.render(&image);
        benchmark::DoNotOptimize(image.bits());
    }
    state.counters["peak_rss_mb"] = peakRssMb();
}
BENCHMARK(BM_OpenRunToFirstPaint)->Arg(0)->Arg(100000)->Unit(benchmark::kMillisecond);

// One frame of a pan: the detail's window moves by 2% of its width and the plot repaints (overview and detail).
void BM_TimelinePan(benchmark::State& state)
{
    const auto analysis = analysed(100000);
    RunTimelineView timeline;
    timeline.resize(1920, 420);
    timeline.setAnalysis(analysis);
    const double end = analysis->timeline.endNs();
    const double width = end / double(state.range(0));
    double from = 0;
    for (auto _ : state) {
        from = from + width * 1.02 > end ? 0 : from + width * 0.02;
        timeline.setVisibleRange(from, from + width);
        timeline.plot()->replot(QCustomPlot::rpImmediateRefresh);
    }
    state.counters["ops"] = double(analysis->summary.deviceOps);
}
BENCHMARK(BM_TimelinePan)->Arg(1)->Arg(10)->Arg(1000)->Unit(benchmark::kMillisecond);

// One frame of a zoom (the W and S keys): the detail's window shrinks or grows by a quarter about its middle and
// the plot repaints, with bar names on, coloured by family (0), op code (1) or layout class (2), and a search that
// marks every tenth op.
void BM_TimelineZoom(benchmark::State& state)
{
    const auto analysis = analysed(100000);
    RunTimelineView timeline;
    timeline.resize(1920, 420);
    timeline.setAnalysis(analysis);
    timeline.setColouring(RunColouring(state.range(0)));
    std::vector<int64_t> hits;
    for (int64_t op = 0; op < int64_t(analysis->run->ops.size()); op += 10)
        hits.push_back(op);
    timeline.setSearchHits(hits);
    const double end = analysis->timeline.endNs();
    int frame = 0;
    for (auto _ : state) {
        // Zoom in over 40 frames from the whole run to a 5,000th of it, then out again.
        const double width = end * std::pow(0.8, double(frame < 40 ? frame : 80 - frame));
        frame = (frame + 1) % 80;
        timeline.setVisibleRange(end / 2 - width / 2, end / 2 + width / 2);
        timeline.plot()->replot(QCustomPlot::rpImmediateRefresh);
    }
    state.counters["ops"] = double(analysis->summary.deviceOps);
}
BENCHMARK(BM_TimelineZoom)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
