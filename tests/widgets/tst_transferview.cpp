// SPDX-License-Identifier: MIT
// The Transfer view driven by its widgets over a document that plans at once (no job runner): the destinations
// offered for the open tensor, the plan a choice makes, the header, the NoC grid's hover answers and links, the
// matrix, the histogram, a bad destination, a trace and the export.
#include "io/layouttext/anylayoutparser.h"
#include "io/layouttext/layoutfile.h"
#include "io/model/modelfile.h"
#include "layoutexport.h"
#include "nocgridwidget.h"
#include "testpaths.h"
#include "transferdocument.h"
#include "transfermatrix.h"
#include "transferview.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <qcustomplot.h>

#include <algorithm>
#include <tuple>

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

// Whether the matrix lists `units` in the device's order: DRAM banks by number, then cores row by row.
bool inDeviceOrder(const std::vector<int32_t>& units, const std::vector<TransferEndpoint>& endpoints)
{
    auto key = [&](int32_t unit) {
        const TransferEndpoint& e = endpoints[size_t(unit)];
        const bool bank = e.kind == TransferEndpoint::Kind::DramBank;
        return std::tuple(bank ? 0 : 1, bank ? e.bank : 0, e.y, e.x);
    };
    return std::is_sorted(units.begin(), units.end(), [&](int32_t a, int32_t b) { return key(a) < key(b); });
}

// A view over its own document, which plans on the caller's thread.
struct Shown
{
    TransferDocument document { nullptr };
    TransferView view { &document };
};

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
    Shown shown;
    TransferView& view = shown.view;
    view.resize(1280, 720);
    QSignalSpy planned(&shown.document, &TransferDocument::planChanged);
    view.showLayout(makeLayoutSnapshot(sample("ttnn-1024x1024-block-sharded-8x8.mlir")));
    auto* to = view.findChild<QComboBox*>(QStringLiteral("transferTo"));
    QVERIFY(to);
    // DRAM interleaved first, then L1 interleaved, then sharded layouts.
    QVERIFY(to->count() >= 3);
    QVERIFY(to->itemText(0).startsWith(QStringLiteral("dram interleaved")));
    QVERIFY(planned.count() >= 1);
    QVERIFY(shown.document.plan());
    // 64 cores write their 16 tiles each to the 12 banks: 1,024 calls of 2,048 bytes.
    QCOMPARE(shown.document.plan()->calls, int64_t(1024));
    const auto* header = view.findChild<QLabel*>(QStringLiteral("transferHeader"));
    QVERIFY(header->text().contains(QStringLiteral("Estimated")));
    auto* matrix = view.findChild<TransferMatrix*>(QStringLiteral("transferMatrix"));
    QCOMPARE(int(matrix->rows().size()), 64);
    QCOMPARE(int(matrix->columns().size()), 12);
    auto* plot = view.findChild<QCustomPlot*>(QStringLiteral("transferHistogram"));
    QCOMPARE(plot->plottableCount(), 1);
    // Choosing another destination in the box plans it.
    to->setCurrentIndex(1);
    emit to->activated(1);
    QCOMPARE(shown.document.destinationText(), shown.document.choices()[1].text);
    QVERIFY(shown.document.plan());
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
    Shown shown;
    shown.view.showLayout(makeLayoutSnapshot(sample("ttnn-1024x1024-block-sharded-8x8.mlir")));
    QSignalSpy planned(&shown.document, &TransferDocument::planChanged);
    // Typed into the box and entered.
    auto* box = shown.view.findChild<QComboBox*>(QStringLiteral("transferTo"));
    box->setEditText(to);
    emit box->lineEdit()->returnPressed();
    QCOMPARE(planned.count(), 1);
    QVERIFY2(shown.document.error().isEmpty(), qPrintable(shown.document.error()));
    QCOMPARE(shown.document.plan()->calls, int64_t(calls));
    QCOMPARE(shown.document.plan()->bytes, int64_t(1024 * 1024 * 2));
}

void TestTransferView::badDestination()
{
    Shown shown;
    shown.view.showLayout(makeLayoutSnapshot(sample("ttnn-1024x1024-block-sharded-8x8.mlir")));
    shown.document.setDestinationText(QString::fromStdString(sampleText("seed-53x63-grid-3x2.mlir")));
    QVERIFY(!shown.document.plan());
    QVERIFY(shown.document.error().contains(QStringLiteral("1024x1024")));
    QVERIFY(shown.view.headerText().contains(shown.document.error()));
    // Text that reads as no layout is the plan's error too.
    shown.document.setDestinationText(QStringLiteral("tensor<1024x"));
    QVERIFY(!shown.document.plan());
    QVERIFY(!shown.document.error().isEmpty());
}

void TestTransferView::gridAnswers()
{
    Shown shown;
    TransferView& view = shown.view;
    view.resize(1600, 900);
    view.showLayout(makeLayoutSnapshot(sample("ttnn-1024x1024-dram-interleaved.mlir")));
    shown.document.setDestinationText(QString::fromStdString(sampleText("ttnn-1024x1024-block-sharded-8x8.mlir")));
    auto* grid = view.findChild<NocGridWidget*>(QStringLiteral("transferGrid"));
    QVERIFY(grid);
    // Core (0, 0) sits at NoC0 (1, 1) on Wormhole; it reads its 16 tiles from the banks on NoC 0.
    const QString core = grid->routerText({ 1, 1 });
    QVERIFY2(core.contains(QStringLiteral("Receives:")), qPrintable(core));
    QVERIFY(core.contains(QStringLiteral("DRAM bank 0")));
    QVERIFY(!grid->arrowLinks().empty());
    const int64_t busiest = shown.document.plan()->busiestLink;
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
    Shown shown;
    shown.view.showLayout(makeLayoutSnapshot(parseAnyLayout("f32[3,5]{1,0:T(2,2)}")));
    QVERIFY(!shown.document.source());
    QVERIFY(!shown.document.plan());
    QVERIFY(shown.view.headerText().contains(QStringLiteral("TTNN or metal")));
}

void TestTransferView::drawsTrace()
{
    // DRAM_TO_1x8_HEIGHT: 256 x 512 bf16 tiles from DRAM to one row of 8 cores, 128 reads of 2048 bytes.
    Shown shown;
    TransferView& view = shown.view;
    TransferDocument& document = shown.document;
    view.showLayout(makeLayoutSnapshot(parseAnyLayout(
        "tensor<256x512xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x16x!ttcore.tile<32x32, bf16>, "
        "#ttnn.buffer_type<dram>>, <interleaved>>>")));
    document.setDestinationText("tensor<256x512xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, "
                                "memref<1x16x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <height_sharded>, "
                                "core_ranges = <[#ttnn.core_range<(0,0), (7,0)>]>>>");
    QVERIFY(document.plan());
    document.loadTrace(test::testDataDir() + "/noc-traces/DRAM_TO_1x8_HEIGHT.json");
    QCOMPARE(document.traceError(), QString());
    QVERIFY(document.showsTrace());
    QCOMPARE(document.trace()->plan.calls, int64_t(128));
    QCOMPARE(document.trace()->plan.bytes, int64_t(128 * 2048));
    auto* matrix = view.findChild<TransferMatrix*>(QStringLiteral("transferMatrix"));
    QCOMPARE(int(matrix->columns().size()), 8);
    // The traced matrix in the device's order, as the modelled one, whatever order the trace's events came in.
    QVERIFY(inDeviceOrder(matrix->rows(), document.trace()->plan.fromUnits));
    QVERIFY(inDeviceOrder(matrix->columns(), document.trace()->plan.toUnits));
    QVERIFY(view.headerText().contains("DRAM_TO_1x8_HEIGHT.json"));
    auto* show = view.findChild<QComboBox*>(QStringLiteral("transferShow"));
    QVERIFY(show->isEnabled());
    show->setCurrentIndex(show->findData(false));
    emit show->activated(show->currentIndex());
    QVERIFY(!document.showsTrace());
    QVERIFY(inDeviceOrder(matrix->rows(), document.plan()->fromUnits));
    QVERIFY(inDeviceOrder(matrix->columns(), document.plan()->toUnits));
    document.loadTrace(test::testDataDir() + "/noc-traces/PROVENANCE.md");
    QVERIFY(!document.traceError().isEmpty());
    QVERIFY(view.headerText().contains(document.traceError()));
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
