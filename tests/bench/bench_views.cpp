// SPDX-License-Identifier: MIT
// Paint time of the layout views (Mapping, Shards, Tiles) at 1920x1080 for a 64x64 and 2^30- and 2^31-element
// tensors, a hover repaint, and what the window does after an edit (parse, one undo step, facts, editor, probe,
// unit summaries, every view). Goal: < 8 ms per frame at any size.
// Run: QT_QPA_PLATFORM=offscreen build/bench/tests/bench/bench_views
#include "io/layouttext/anylayoutparser.h"
#include "mainwindow.h"
#include "mappingview.h"
#include "meshview.h"
#include "planeview.h"
#include "report/layoutdescribe.h"
#include "shardsview.h"
#include "tilesview.h"
#include "view/unitsummary.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QUndoStack>
#include <QWindow>

#include <benchmark/benchmark.h>

using namespace tle;

namespace {

const char* kSmall = "tensor<64x64xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <2x2>, "
                     "memref<32x32xf32, #ttcore.memory_space<l1>>>>";
const char* kHuge = "tensor<1x1x32768x32768xbf16, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 32768 + d1 * 32768 + "
                    "d2, d3), undef, <8x8>, memref<4096x4096xbf16, #ttcore.memory_space<l1>>>>";
const char* kHugeTtnn = "tensor<32768x32768xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, "
                        "memref<128x128x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <block_sharded>, "
                        "core_ranges = <[#ttnn.core_range<(0,0), (7,7)>]>>>";

// 16384x33x2048 (2^30 + 2^25 elements) with d1 aligned to 64: 31 of every 64 plane rows are alignment padding.
const char* kHugeAligned = "tensor<8x8x131072x256xbf16, #ttcore.metal_layout<logical_shape = 16384x33x2048, "
                           "dim_alignments = 1x64x32, collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, "
                           "l1, sharded>>";
const char* kHugeTtnnPadded = "tensor<16384x33x2048xbf16, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, "
                              "memref<32768x64x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>";

// 2^31 elements: the same grids with twice the columns.
const char* kHuge31
    = "tensor<1x1x32768x65536xbf16, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 32768 + d1 * 32768 + "
      "d2, d3), undef, <8x8>, memref<4096x8192xbf16, #ttcore.memory_space<l1>>>>";
const char* kHuge31Ttnn = "tensor<32768x65536xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, "
                          "memref<128x256x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <block_sharded>, "
                          "core_ranges = <[#ttnn.core_range<(0,0), (7,7)>]>>>";

// XLA's TPU layout for bf16 at 2^31 elements: (8,128) tiles of (2,1) pairs, rows padded from 32767 to 32768.
const char* kHuge31Xla = "bf16[32767,65536]{1,0:T(8,128)(2,1)}";

void paintMapping(benchmark::State& state, const char* layout, double zoom)
{
    MappingView view;
    view.resize(1920, 1080);
    view.setProbe(makeLayoutProbe(parseAnyLayout(layout)));
    view.logicalPlane()->resize(960, 1080);
    view.physicalPlane()->resize(960, 1080);
    view.logicalPlane()->fitToView();
    view.physicalPlane()->fitToView();
    if (zoom != 1.0) {
        view.logicalPlane()->zoomBy(zoom, QPointF(480, 540));
        view.physicalPlane()->zoomBy(zoom, QPointF(480, 540));
    }
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        QPainter painter(&image);
        view.render(painter, QRectF(0, 0, 1920, 1080));
    }
    state.counters["blocks"] = double(view.logicalPlane()->lastSampleCount() + view.physicalPlane()->lastSampleCount());
}

// The Shards view: one card per core, with its L1 range and gauge, at 1920x1080.
void paintShards(benchmark::State& state, const char* layout)
{
    ShardsView view;
    view.resize(1920, 1080);
    std::shared_ptr<const LayoutProbe> probe = makeLayoutProbe(parseAnyLayout(layout));
    view.setProbe(probe, std::make_shared<const std::vector<UnitSummary>>(summarizeUnits(*probe)));
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        QPainter painter(&image);
        view.render(painter, QRectF(0, 0, 1920, 1080));
    }
}

// The Mesh view: a 32768x65536 tensor (2^31 elements) sharded over an 8x4 mesh of devices.
void paintMesh(benchmark::State& state)
{
    MeshView view;
    view.resize(1920, 1080);
    view.setTensorShape({ 32768, 65536 });
    view.setMesh(QStringLiteral("8x4"), QStringLiteral("shard(0),shard(1)"));
    if (!view.errorText().isEmpty() || !view.distribution()) {
        state.SkipWithError(qPrintable(view.errorText()));
        return;
    }
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        QPainter painter(&image);
        view.render(painter, QRectF(0, 0, 1920, 1080));
    }
}

// The Tiles view of core (0, 0): every tile of its shard (8,192 tiles of 32x32 for the 2^31 layouts), fitted.
void paintTiles(benchmark::State& state, const char* layout)
{
    TilesView view;
    view.resize(1920, 1080);
    view.setProbe(makeLayoutProbe(parseAnyLayout(layout)));
    view.plane()->resize(1920, 1040);
    view.plane()->fitToView();
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        QPainter painter(&image);
        view.render(painter, QRectF(0, 0, 1920, 1080));
    }
    state.counters["blocks"] = double(view.plane()->lastSampleCount());
}

// An edit in the window: the layout alternates between two grids, so every iteration is a new layout and a new
// undo step; huge layouts are prepared by the job runner, and the iteration ends when the views show them.
void recompute(benchmark::State& state, const char* layout)
{
    MainWindow window;
    window.resize(1920, 1080);
    window.show();
    const QString text = QString::fromUtf8(layout);
    QString other = text;
    other.replace(QStringLiteral("<8x8>"), QStringLiteral("<8x4>"))
        .replace(QStringLiteral("<2x2>"), QStringLiteral("<2x1>"));
    other.replace(QStringLiteral("4096x4096"), QStringLiteral("4096x8192"))
        .replace(QStringLiteral("32x32xf32"), QStringLiteral("32x64xf32"));
    bool flip = false;
    for (auto _ : state) {
        window.setLayoutText(flip ? other : text);
        while (!window.isIdle())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        flip = !flip;
    }
    state.counters["undo_steps"] = double(window.undoStack()->count());
}

// Moving the cursor over the logical plane: the cached cells are drawn again with the new highlight.
void hoverRepaint(benchmark::State& state, const char* layout)
{
    MappingView view;
    view.resize(1920, 1080);
    view.show();
    while (!view.windowHandle() || !view.windowHandle()->isExposed())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    view.setProbe(makeLayoutProbe(parseAnyLayout(layout)));
    PlaneView* plane = view.logicalPlane();
    plane->repaint();
    const int64_t before = plane->baseRenders();
    int64_t step = 0;
    for (auto _ : state) {
        plane->setHighlight(std::array<int64_t, 2> { step % plane->rows(), (step * 7) % plane->columns() });
        plane->repaint();
        ++step;
    }
    state.counters["samplings"] = double(plane->baseRenders() - before);
}

} // namespace

BENCHMARK_CAPTURE(paintMapping, metal_64x64_fit, kSmall, 1.0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(paintMapping, metal_2pow30_fit, kHuge, 1.0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(paintMapping, metal_2pow30_zoomed_in, kHuge, 1e5)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(paintMapping, ttnn_2pow30_fit, kHugeTtnn, 1.0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(paintMapping, metal_2pow31_fit, kHuge31, 1.0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(paintMapping, metal_aligned_2pow30_fit, kHugeAligned, 1.0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(paintMapping, ttnn_tile_padded_2pow30_fit, kHugeTtnnPadded, 1.0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(paintMapping, ttnn_2pow31_fit, kHuge31Ttnn, 1.0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(paintMapping, xla_2pow31_fit, kHuge31Xla, 1.0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(paintShards, metal_2pow31, kHuge31)->Unit(benchmark::kMillisecond);
BENCHMARK(paintMesh)->Name("paintMesh/2pow31_on_8x4")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(paintShards, ttnn_2pow31, kHuge31Ttnn)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(paintTiles, ttnn_2pow31, kHuge31Ttnn)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(hoverRepaint, metal_2pow30, kHuge)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(recompute, metal_64x64, kSmall)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(recompute, metal_2pow30, kHuge)->Unit(benchmark::kMillisecond);

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
