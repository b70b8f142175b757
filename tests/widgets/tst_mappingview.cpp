// SPDX-License-Identifier: MIT
// The Mapping view: planes sized from the probe, hover linked between the logical and the physical plane,
// padding reported with its cause, slices of N-D tensors, and level of detail on a 2^30-element tensor.
#include "io/layouttext/anylayoutparser.h"
#include "mappingview.h"
#include "planesummary.h"
#include "planeview.h"
#include "regionlabels.h"
#include "report/layoutdescribe.h"
#include "unitpalette.h"

#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace tle;

namespace {

// Seed 000: 53x63 on a 3x2 grid with 18x32 shards: a 54x64 physical plane whose last row and column are grid
// padding.
const char* kSeed53 = "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
                      "memref<18x32xf32, #ttcore.memory_space<l1>>>>";
const char* kSeed2x4 = "tensor<2x3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, "
                       "d3), undef, <2x4>, memref<192x32xf32, #ttcore.memory_space<l1>>>>";

std::shared_ptr<const LayoutProbe> probe(const char* text)
{
    return makeLayoutProbe(parseAnyLayout(text));
}

} // namespace

class TestMappingView : public QObject
{
    Q_OBJECT

private slots:
    void planesFollowTheProbe();
    void emptyTensorSaysSo();
    void hoverLinksBothPlanes();
    void hoverPaddingNamesTheCause();
    void slicesOfLeadingDims();
    void keyboardCursor();
    void highDpiRendering();
    void levelOfDetail_data();
    void levelOfDetail();
    void hoverRepaintsFromTheCache();
    void thinPaddingStripsShow();
    void periodicGapsShow_data();
    void periodicGapsShow();
    void sliceMarkedInPhysical_data();
    void sliceMarkedInPhysical();
    void logicalRegionsNamed_data();
    void logicalRegionsNamed();
    void logicalLabelsAtRegionCorners();
    void sparsePlaneSummarised();
    void summaryNamesContiguousUnits();
};

void TestMappingView::planesFollowTheProbe()
{
    MappingView view;
    view.setProbe(probe(kSeed53));
    QCOMPARE(view.logicalPlane()->rows(), int64_t(53));
    QCOMPARE(view.logicalPlane()->columns(), int64_t(63));
    QCOMPARE(view.physicalPlane()->rows(), int64_t(54));
    QCOMPARE(view.physicalPlane()->columns(), int64_t(64));
}

// A zero-size dimension gives no probe: both planes are empty and say why, and a later layout draws again.
void TestMappingView::emptyTensorSaysSo()
{
    MappingView view;
    const LayoutSnapshot empty = makeLayoutSnapshot(parseAnyLayout("s4[0,64,128]{2,1,0:E(4)}"));
    QVERIFY(!empty.probe);
    QCOMPARE(*empty.emptyShape, (Shape { 0, 64, 128 }));
    view.showLayout(empty);
    for (const PlaneView* plane : { view.logicalPlane(), view.physicalPlane() }) {
        QCOMPARE(plane->rows(), int64_t(0));
        QCOMPARE(plane->painter().title(), QString("The tensor 0x64x128 has no elements: there is nothing to draw."));
    }
    view.showLayout(makeLayoutSnapshot(parseAnyLayout(kSeed53)));
    QCOMPARE(view.logicalPlane()->rows(), int64_t(53));
}

void TestMappingView::hoverLinksBothPlanes()
{
    MappingView view;
    view.resize(800, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProbe(probe(kSeed53));
    QSignalSpy text(&view, &MappingView::hoverText);
    QSignalSpy element(&view, &MappingView::elementHovered);
    PlaneView* logical = view.logicalPlane();
    // Element (18, 32) is the first of core (1, 1); it sits at the same physical cell (identity map).
    QTest::mouseMove(logical, logical->cellCenter(18, 32).toPoint());
    QVERIFY(element.count() >= 1);
    QCOMPARE(element.last().at(0).value<Shape>(), (Shape { 18, 32 }));
    QCOMPARE(text.last().at(0).toString(), QString("[18, 32] on core (1, 1), byte 0"));
    QCOMPARE(*logical->highlight(), (std::array<int64_t, 2> { 18, 32 }));
    QCOMPARE(*view.physicalPlane()->highlight(), (std::array<int64_t, 2> { 18, 32 }));
}

void TestMappingView::hoverPaddingNamesTheCause()
{
    MappingView view;
    view.resize(800, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProbe(probe(kSeed53));
    QSignalSpy text(&view, &MappingView::hoverText);
    PlaneView* physical = view.physicalPlane();
    // Row 53 of core (2, 0) holds no element: grid padding.
    QTest::mouseMove(physical, physical->cellCenter(53, 3).toPoint());
    QVERIFY(text.count() >= 1);
    QCOMPARE(text.last().at(0).toString(), QString("Physical (53, 3): grid padding on core (2, 0)"));
    QVERIFY(!view.logicalPlane()->highlight());
}

void TestMappingView::slicesOfLeadingDims()
{
    MappingView view;
    view.setProbe(probe(kSeed2x4));
    // 2x3x64x128: slices of 64x128 chosen by d0 in [0, 2) and d1 in [0, 3).
    auto* d0 = view.findChild<QSpinBox*>("sliceDim0");
    auto* d1 = view.findChild<QSpinBox*>("sliceDim1");
    QVERIFY(d0 && d1);
    QCOMPARE(d0->maximum(), 1);
    QCOMPARE(d1->maximum(), 2);
    QCOMPARE(view.logicalPlane()->rows(), int64_t(64));
    d0->setValue(1);
    d1->setValue(2);
    QCOMPARE(view.slice(), (std::vector<int64_t> { 1, 2 }));
    // Element [1, 2, 0, 0] is collapsed row 1*192 + 2*64 = 320: core row 320 / 192 = 1, column 0: core (1, 0).
    view.highlightElement({ 1, 2, 0, 0 });
    QCOMPARE(*view.physicalPlane()->highlight(), (std::array<int64_t, 2> { 320, 0 }));
}

void TestMappingView::keyboardCursor()
{
    MappingView view;
    view.setProbe(probe(kSeed53));
    QSignalSpy text(&view, &MappingView::hoverText);
    PlaneView* logical = view.logicalPlane();
    // The first arrow puts the cursor on (0, 0); two Right and one Down reach (1, 2).
    QTest::keyClick(logical, Qt::Key_Right);
    QTest::keyClick(logical, Qt::Key_Right);
    QTest::keyClick(logical, Qt::Key_Right);
    QTest::keyClick(logical, Qt::Key_Down);
    QCOMPARE(*logical->highlight(), (std::array<int64_t, 2> { 1, 2 }));
    QCOMPARE(text.last().at(0).toString(), QString("[1, 2] on core (0, 0), byte 136"));
}

void TestMappingView::highDpiRendering()
{
    // At a device pixel ratio of 2 every cell lands where it does at 1, at twice the pixels: the centre of
    // element (30, 50), on core (1, 1) and clear of the core's name at its corner (18, 32), has core 3's colour.
    MappingView view;
    view.resize(800, 400);
    view.setProbe(probe(kSeed53));
    view.logicalPlane()->resize(400, 376);
    view.physicalPlane()->resize(400, 376);
    view.logicalPlane()->fitToView();
    view.physicalPlane()->fitToView();
    QImage image(1600, 800, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2.0);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        view.render(painter, QRectF(0, 0, 800, 400));
    }
    const QPointF centre = view.logicalPlane()->cellCenter(30, 50);
    // Element (30, 50) is on core 3, (1, 1) of the 3x2 grid.
    QCOMPARE(image.pixelColor((centre * 2).toPoint()), unitColor({ 1, 1 }, { 3, 2 }));
}

void TestMappingView::levelOfDetail_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<qint64>("rows");
    QTest::newRow("64x64") << "tensor<64x64xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <2x2>, "
                              "memref<32x32xf32, #ttcore.memory_space<l1>>>>"
                           << qint64(64);
    QTest::newRow("2^30 elements") << "tensor<1x1x32768x32768xbf16, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0 * "
                                      "32768 + d1 * 32768 + d2, d3), undef, <8x8>, memref<4096x4096xbf16, "
                                      "#ttcore.memory_space<l1>>>>"
                                   << qint64(32768);
}

void TestMappingView::levelOfDetail()
{
    QFETCH(QString, layout);
    QFETCH(qint64, rows);
    MappingView view;
    view.resize(1920, 1080);
    view.setProbe(probe(layout.toUtf8().constData()));
    QCOMPARE(view.logicalPlane()->rows(), int64_t(rows));
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    view.render(painter, QRectF(0, 0, 1920, 1080));
    // However large the tensor, a pane paints a bounded number of blocks.
    QVERIFY(view.logicalPlane()->lastSampleCount() > 0);
    QVERIFY(view.logicalPlane()->lastSampleCount() <= PlaneView::kMaxSamples);
    QVERIFY(view.physicalPlane()->lastSampleCount() <= PlaneView::kMaxSamples);
}

// Moving over cells repaints the highlight over the cached cells; only a change of the view samples them again.
void TestMappingView::hoverRepaintsFromTheCache()
{
    MappingView view;
    view.resize(800, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProbe(probe(kSeed53));
    PlaneView* logical = view.logicalPlane();
    QTRY_VERIFY(logical->baseRenders() >= 1);
    QCoreApplication::processEvents();
    logical->repaint();
    const int64_t before = logical->baseRenders();
    for (int r = 0; r < 5; ++r) {
        QTest::mouseMove(logical, logical->cellCenter(r, r).toPoint());
        logical->repaint();
    }
    QCOMPARE(*logical->highlight(), (std::array<int64_t, 2> { 4, 4 }));
    QCOMPARE(logical->baseRenders(), before);
    logical->zoomBy(2.0, QPointF(100, 100));
    logical->repaint();
    QCOMPARE(logical->baseRenders(), before + 1);
}

void TestMappingView::thinPaddingStripsShow()
{
    // 46341^2 = 2^31 + 14,089 elements over 8x8 cores of 5793 x 5793: the last 3 of 46344 rows and columns are grid
    // padding, 0.04 px at 1920x1080. Sampling steps over them; the strips are drawn at least 2 px thick along the
    // whole bottom and right edges of the data.
    MappingView view;
    view.resize(1920, 1080);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProbe(probe("tensor<46341x46341xbf16, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <8x8>, "
                        "memref<5793x5793xbf16, #ttcore.memory_space<l1>>>>"));
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    view.render(painter, QRectF(0, 0, 1920, 1080));
    const PlanePainter& plane = view.physicalPlane()->painter();
    QVERIFY(plane.lastSampleCount() <= PlanePainter::kMaxSamples);
    const std::vector<QRectF>& strips = plane.lastStripRects();
    // A bottom and a right strip for each of the 8 edge cores (the corner core has both).
    QCOMPARE(strips.size(), size_t(16));
    double bottom = 0;
    for (const QRectF& r : strips) {
        QVERIFY(std::min(r.width(), r.height()) >= PlanePainter::kMinStripPixels);
        if (r.width() > r.height())
            bottom += r.width();
    }
    // The bottom strips together span the plane's data width: 46341 of 46344 columns.
    const double planeWidth = double(plane.shownColumns()) * plane.scale();
    QVERIFY2(bottom >= planeWidth * 0.99, qPrintable(QString("%1 of %2").arg(bottom).arg(planeWidth)));
}

void TestMappingView::periodicGapsShow_data()
{
    QTest::addColumn<QString>("layout");
    // 16384x33x2048 with d1 aligned to 64: rows 33 to 63 of every 64 of the 1,048,576-row plane are padding, about
    // 1,000 rows to a pixel at fit.
    QTest::newRow("metal, d1 aligned to 64")
        << "tensor<8x8x131072x256xbf16, #ttcore.metal_layout<logical_shape = 16384x33x2048, dim_alignments = 1x64x32, "
           "collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>>";
    QTest::newRow("ttnn, d1 tile-padded to 64")
        << "tensor<16384x33x2048xbf16, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, "
           "memref<32768x64x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>";
}

void TestMappingView::periodicGapsShow()
{
    // Every block holds data and gap rows: it shows its unit's colour (sampled on a data row, whatever row the
    // block starts on) under the gap's hatching, never the padding fill alone.
    QFETCH(QString, layout);
    MappingView view;
    view.resize(1920, 1080);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProbe(probe(layout.toStdString().c_str()));
    const QImage image = view.physicalPlane()->grab().toImage();
    const PlanePainter& plane = view.physicalPlane()->painter();
    QVERIFY(plane.isWrapped());
    // The gap rows are hatched over the whole height of every band.
    double hatched = 0;
    for (const QRectF& r : plane.lastGapRects())
        hatched += r.height();
    const double bandHeight = double(plane.bandRows()) * plane.scale();
    QVERIFY2(hatched >= 0.99 * bandHeight * double(plane.bands()),
        qPrintable(QString("%1 of %2").arg(hatched).arg(bandHeight * double(plane.bands()))));
    // Inside the bands, hardly a pixel has the padding fill (the hatching's ink and the cores' colours do).
    const QColor fill = view.palette().color(QPalette::AlternateBase);
    const QRectF first = plane.lastGapRects().front();
    int padding = 0;
    int total = 0;
    for (int y = int(first.top()) + 2; y < int(first.bottom()) - 2; y += 3) {
        for (int x = int(first.left()); x < int(first.right()); ++x) {
            ++total;
            padding += image.pixelColor(x, y) == fill ? 1 : 0;
        }
    }
    QVERIFY(total > 1000);
    QVERIFY2(padding * 50 < total, qPrintable(QString("%1 of %2 pixels are padding fill").arg(padding).arg(total)));
}

void TestMappingView::sliceMarkedInPhysical_data()
{
    QTest::addColumn<int>("d0");
    QTest::addColumn<int>("d1");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<bool>("inSlice");
    // kSeed2x4 collapses d0 * 192 + d1 * 64 + d2 into rows; shards of 192 x 32 fill the 384 x 128 plane, so slice
    // (d0, d1) is plane rows [d0 * 192 + d1 * 64, + 64) in every column.
    QTest::newRow("slice 0,0 first row") << 0 << 0 << 0 << 0 << true;
    QTest::newRow("slice 0,0 not row 64") << 0 << 0 << 64 << 5 << false;
    QTest::newRow("slice 1,2 starts at 320") << 1 << 2 << 320 << 127 << true;
    QTest::newRow("slice 1,2 ends at 383") << 1 << 2 << 383 << 40 << true;
    QTest::newRow("slice 1,2 not row 319") << 1 << 2 << 319 << 0 << false;
}

void TestMappingView::sliceMarkedInPhysical()
{
    QFETCH(int, d0);
    QFETCH(int, d1);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(bool, inSlice);
    MappingView view;
    view.setProbe(probe(kSeed2x4));
    view.setSlice({ d0, d1 });
    const double shade = view.physicalPlane()->painter().shadeAt(row, column);
    QCOMPARE(shade, inSlice ? 1.0 : MappingView::kOtherSlices);
    // A 2-D tensor has one slice: nothing is pale.
    view.setProbe(probe(kSeed53));
    QCOMPARE(view.physicalPlane()->painter().shadeAt(0, 0), 1.0);
}

void TestMappingView::logicalRegionsNamed_data()
{
    QTest::addColumn<double>("scale");
    QTest::addColumn<int>("named");
    // A 1024 x 1024 tensor block-sharded on 8 x 8 cores: each core holds a 128 x 128 region. A name pill is about
    // 40 x 15 px; at 0.5 px per cell a region is 64 px square and every one of the 64 is named.
    QTest::newRow("64 regions of 64 px") << 0.5 << 64;
    // At 0.05 px per cell a region is 6.4 px: too small for any name.
    QTest::newRow("regions of 6 px") << 0.05 << 0;
}

void TestMappingView::logicalRegionsNamed()
{
    QFETCH(double, scale);
    QFETCH(int, named);
    const RegionLabels labels([](int64_t r, int64_t c) { return (r / 128) * 8 + c / 128; },
        [](int64_t unit) { return QStringLiteral("(%1, %2)").arg(unit / 8).arg(unit % 8); });
    QImage image(600, 600, QImage::Format_ARGB32);
    image.fill(Qt::black);
    QPainter painter(&image);
    const int drawn = labels.draw(
        painter, [scale](double r, double c) { return QPointF(c * scale, r * scale); }, { 0, 1024, 0, 1024 }, scale);
    QCOMPARE(drawn, named);
}

void TestMappingView::logicalLabelsAtRegionCorners()
{
    // The 64-core sample in the view: core (3, 5)'s region starts at logical (384, 640); its name pill is drawn a
    // few pixels inside that corner, light on the region's colour.
    MappingView view;
    view.resize(1200, 700);
    view.setProbe(probe("tensor<1024x1024xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, (d0, d1) -> (0, d0, "
                        "d1)>, memref<4x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <block_sharded>>>"));
    PlaneView* logical = view.logicalPlane();
    logical->resize(600, 620);
    logical->fitToView();
    QImage image(logical->size(), QImage::Format_ARGB32);
    image.fill(Qt::black);
    QPainter painter(&image);
    logical->render(painter, QRectF(QPointF(0, 0), logical->size()));
    const QPointF corner = logical->cellCenter(384, 640);
    int light = 0;
    for (int d = 2; d <= 16; ++d)
        light += image.pixelColor((corner + QPointF(d + 4, d)).toPoint()).lightness() > 220 ? 1 : 0;
    QVERIFY2(light >= 3, qPrintable(QString::number(light)));
    // Far from any corner, inside the region, the region's own colour shows.
    const QPointF inside = logical->cellCenter(384 + 100, 640 + 100);
    QCOMPARE(image.pixelColor(inside.toPoint()), image.pixelColor((inside + QPointF(5, 5)).toPoint()));
}

void TestMappingView::sparsePlaneSummarised()
{
    // The 7-D sample's physical plane is 3,440,640 x 32 cells holding 430,080 elements (0.39 %): summarised by
    // default, and its blocks' data share is of that order. The 64-core sample (1024 x 1024, all data) is drawn
    // cell by cell.
    MappingView view;
    view.resize(1200, 700);
    const auto sevenD = probe("tensor<5x3x2x2x7x32x32xf32, #ttcore.metal_layout<(d0, d1, d2, d3, d4, d5, d6) -> (d0 * "
                              "2688 + d1 * 896 + d2 * 448 + d3 * 224 + d4 * 32 + d5, d4, d5, d6), undef, <3x2x2x2>, "
                              "memref<4480x4x16x16xf32, #ttcore.memory_space<l1>>>>");
    // With the units' exact counts, as the window gives them, the panels say each core's exact share of data.
    view.setProbe(sevenD, std::make_shared<const std::vector<UnitSummary>>(summarizeUnits(*sevenD)));
    QVERIFY(view.isSummarised());
    PlaneView* physical = view.physicalPlane();
    physical->resize(600, 620);
    physical->fitToView();
    QVERIFY(physical->painter().summary());
    QVERIFY(physical->painter().shownTitle().contains("summary"));
    QImage image(physical->size(), QImage::Format_ARGB32);
    QPainter painter(&image);
    physical->render(painter, QRectF(QPointF(0, 0), physical->size()));
    const PlaneSummary* summary = physical->painter().summary();
    QVERIFY(summary->lastBlocks() > 1000);
    QVERIFY2(summary->lastDataShare() < 0.05, qPrintable(QString::number(summary->lastDataShare())));
    // Its 24 cores take turns every 16 rows (the grid splits dims folded into the rows): each is drawn once, as a
    // named panel at its place in the 12 x 2 grid, and positions name no plane cell.
    QVERIFY(summary->unitsInterleave());
    QVERIFY(summary->grouped());
    QCOMPARE(summary->lastLabels(), 24);
    QVERIFY(!physical->cellAt(QPointF(physical->width() / 2, physical->height() / 2)));
    // Cleared, the cells are drawn again.
    view.setSummarised(false);
    QVERIFY(!physical->painter().summary());
    view.setProbe(probe("tensor<1024x1024xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, (d0, d1) -> (0, d0, "
                        "d1)>, memref<4x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <block_sharded>>>"));
    QVERIFY(!view.isSummarised());
}

void TestMappingView::summaryNamesContiguousUnits()
{
    // Four units, each a quarter of a 4,000,000 x 40 plane's rows, with data in one row of ten: the summary names
    // each and its blocks hold about a tenth data.
    const PlaneSummary summary(
        4000000, 40,
        [](int64_t r, int64_t) {
            return ProbeSite { r / 1000000, r % 10 == 0 ? PaddingCause::None : PaddingCause::Stride };
        },
        [](int64_t unit) {
            return unitColor({ unit, 0 }, { 4, 1 });
        },
        [](int64_t unit) { return QStringLiteral("(%1, 0)").arg(unit); }, PlaneSummary::UnitGrid {});
    QImage image(600, 600, QImage::Format_ARGB32);
    QPainter painter(&image);
    summary.render(painter, QRectF(0, 0, 600, 600), QPalette());
    QCOMPARE(summary.lastLabels(), 4);
    QVERIFY(!summary.unitsInterleave());
    QVERIFY(!summary.grouped());
    // Positions map to plane cells: the last pixel row is the plane's last rows.
    const auto last = summary.cellAt(QRectF(0, 0, 600, 600), QPointF(300, 599.5));
    QVERIFY(last && (*last)[0] > 3990000);
    QVERIFY2(summary.lastDataShare() > 0.04 && summary.lastDataShare() < 0.2,
        qPrintable(QString::number(summary.lastDataShare())));
}

QTEST_MAIN(TestMappingView)
#include "tst_mappingview.moc"
