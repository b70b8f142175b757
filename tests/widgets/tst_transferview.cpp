// SPDX-License-Identifier: MIT
// The Transfer view driven by its widgets: the destinations offered for the open tensor, the plan a choice makes,
// the header, the NoC grid's hover answers and links, the matrix, the histogram, a bad destination and the export.
#include "io/layouttext/anylayoutparser.h"
#include "io/layouttext/layoutfile.h"
#include "io/model/modelfile.h"
#include "layoutexport.h"
#include "nocgridwidget.h"
#include "testpaths.h"
#include "transfermatrix.h"
#include "transferview.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <qcustomplot.h>

using namespace tle;

namespace {

AnyLayout sample(const char* name)
{
    return parseAnyLayout(
        readLayoutFileText(readTextFile(test::samplesPath(std::string("layouts/") + name))).layoutText);
}

std::string sampleText(const char* name)
{
    return readLayoutFileText(readTextFile(test::samplesPath(std::string("layouts/") + name))).layoutText;
}

} // namespace

class TestTransferView : public QObject
{
    Q_OBJECT

private slots:
    void offersDestinationsAndPlans();
    void destinations_data();
    void destinations();
    void badDestination();
    void gridAnswers();
    void refusesXla();
    void drawsTrace();
    void exportsPicture();
};

void TestTransferView::offersDestinationsAndPlans()
{
    TransferView view;
    view.resize(1280, 720);
    QSignalSpy planned(&view, &TransferView::planned);
    view.showLayout(makeLayoutSnapshot(sample("ttnn-1024x1024-block-sharded-8x8.mlir")));
    auto* to = view.findChild<QComboBox*>(QStringLiteral("transferTo"));
    QVERIFY(to);
    // DRAM interleaved first, then L1 interleaved, then sharded layouts.
    QVERIFY(to->count() >= 3);
    QVERIFY(to->itemText(0).startsWith(QStringLiteral("dram interleaved")));
    QVERIFY(planned.count() >= 1);
    QVERIFY(view.plan());
    // 64 cores write their 16 tiles each to the 12 banks: 1,024 calls of 2,048 bytes.
    QCOMPARE(view.plan()->calls, int64_t(1024));
    const auto* header = view.findChild<QLabel*>(QStringLiteral("transferHeader"));
    QVERIFY(header->text().contains(QStringLiteral("Estimated")));
    auto* matrix = view.findChild<TransferMatrix*>(QStringLiteral("transferMatrix"));
    QCOMPARE(int(matrix->rows().size()), 64);
    QCOMPARE(int(matrix->columns().size()), 12);
    auto* plot = view.findChild<QCustomPlot*>(QStringLiteral("transferHistogram"));
    QCOMPARE(plot->plottableCount(), 1);
}

void TestTransferView::destinations_data()
{
    QTest::addColumn<QString>("to");
    QTest::addColumn<qlonglong>("calls");
    // Block 8x8 (4x4 tiles a core) to height-sharded on 32 cores: each core's tile row is 32 tiles from 8 source
    // cores, 4 contiguous tiles from each, read 2 tiles a call: 16 calls a core, 512 in all.
    QTest::newRow("reshard") << QString::fromStdString(sampleText("ttnn-1024x1024-height-sharded-32.mlir")) << 512LL;
    QTest::newRow("to dram") << QString::fromStdString(sampleText("ttnn-1024x1024-dram-interleaved.mlir")) << 1024LL;
}

void TestTransferView::destinations()
{
    QFETCH(QString, to);
    QFETCH(qlonglong, calls);
    TransferView view;
    view.showLayout(makeLayoutSnapshot(sample("ttnn-1024x1024-block-sharded-8x8.mlir")));
    QSignalSpy planned(&view, &TransferView::planned);
    view.setDestination(to, true);
    QCOMPARE(planned.count(), 1);
    QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
    QCOMPARE(view.plan()->calls, int64_t(calls));
    QCOMPARE(view.plan()->bytes, int64_t(1024 * 1024 * 2));
}

void TestTransferView::badDestination()
{
    TransferView view;
    view.showLayout(makeLayoutSnapshot(sample("ttnn-1024x1024-block-sharded-8x8.mlir")));
    view.setDestination(QString::fromStdString(sampleText("seed-53x63-grid-3x2.mlir")), true);
    QVERIFY(!view.plan());
    QVERIFY(view.errorText().contains(QStringLiteral("1024x1024")));
    QVERIFY(view.headerText().contains(view.errorText()));
}

void TestTransferView::gridAnswers()
{
    TransferView view;
    view.resize(1600, 900);
    view.showLayout(makeLayoutSnapshot(sample("ttnn-1024x1024-dram-interleaved.mlir")));
    view.setDestination(QString::fromStdString(sampleText("ttnn-1024x1024-block-sharded-8x8.mlir")), true);
    auto* grid = view.findChild<NocGridWidget*>(QStringLiteral("transferGrid"));
    QVERIFY(grid);
    // Core (0, 0) sits at NoC0 (1, 1) on Wormhole; it reads its 16 tiles from the banks on NoC 0.
    const QString core = grid->routerText({ 1, 1 });
    QVERIFY2(core.contains(QStringLiteral("Receives:")), qPrintable(core));
    QVERIFY(core.contains(QStringLiteral("DRAM bank 0")));
    QVERIFY(!grid->arrowLinks().empty());
    const int64_t busiest = view.plan()->busiestLink;
    QVERIFY(grid->linkText(busiest).contains(QStringLiteral("from DRAM bank")));
    // Only NoC 0 carries this change: NoC 1 shows no arrows.
    auto* noc = view.findChild<QComboBox*>(QStringLiteral("transferNoc"));
    noc->setCurrentIndex(noc->findData(1));
    emit noc->activated(noc->currentIndex());
    QCOMPARE(grid->noc(), 1);
    QVERIFY(grid->arrowLinks().empty());
}

void TestTransferView::refusesXla()
{
    TransferView view;
    view.showLayout(makeLayoutSnapshot(parseAnyLayout("f32[3,5]{1,0:T(2,2)}")));
    QVERIFY(!view.plan());
    QVERIFY(view.headerText().contains(QStringLiteral("TTNN or metal")));
}

void TestTransferView::drawsTrace()
{
    // DRAM_TO_1x8_HEIGHT: 256 x 512 bf16 tiles from DRAM to one row of 8 cores, 128 reads of 2048 bytes.
    TransferView view;
    view.showLayout(makeLayoutSnapshot(parseAnyLayout(
        "tensor<256x512xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x16x!ttcore.tile<32x32, bf16>, "
        "#ttnn.buffer_type<dram>>, <interleaved>>>")));
    view.setDestination("tensor<256x512xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, "
                        "memref<1x16x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <height_sharded>, "
                        "core_ranges = <[#ttnn.core_range<(0,0), (7,0)>]>>>",
        true);
    QVERIFY(view.plan());
    QCOMPARE(view.loadTrace(test::testDataDir() + "/noc-traces/DRAM_TO_1x8_HEIGHT.json"), QString());
    QVERIFY(view.showsTrace());
    QCOMPARE(view.trace()->calls, int64_t(128));
    QCOMPARE(view.trace()->bytes, int64_t(128 * 2048));
    auto* matrix = view.findChild<TransferMatrix*>(QStringLiteral("transferMatrix"));
    QCOMPARE(int(matrix->columns().size()), 8);
    QVERIFY(view.headerText().contains("DRAM_TO_1x8_HEIGHT.json"));
    auto* show = view.findChild<QComboBox*>(QStringLiteral("transferShow"));
    QVERIFY(show->isEnabled());
    show->setCurrentIndex(show->findData(false));
    emit show->activated(show->currentIndex());
    QVERIFY(!view.showsTrace());
    QCOMPARE(view.loadTrace(test::testDataDir() + "/noc-traces/PROVENANCE.md").isEmpty(), false);
}

void TestTransferView::exportsPicture()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("transfer.svg"));
    const QString failure
        = exportLayoutView(sample("ttnn-1024x1024-block-sharded-8x8.mlir"), QStringLiteral("transfer"), path,
            QSize(1280, 720), {}, {}, QString::fromStdString(sampleText("ttnn-1024x1024-height-sharded-32.mlir")));
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    QFile svg(path);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY(text.contains("reshard"));
    QVERIFY(text.contains("Transaction size"));
}

QTEST_MAIN(TestTransferView)
#include "tst_transferview.moc"
