// SPDX-License-Identifier: MIT
// The window's command line applied to a real window: --to opens the Transfer view onto a destination (a layout
// string or a file holding one) and --trace shows a recorded NoC trace beside the model, as the pictures in the
// documents are made.
#include "mainwindow.h"
#include "testpaths.h"
#include "transferdocument.h"
#include "windowoptions.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QTest>

using namespace tle;

namespace {

// 256x512 bf16 in DRAM, and the same tensor height sharded over one row of 8 cores: the reshard the trace
// DRAM_TO_1x8_HEIGHT.json recorded.
const QString kDram = QStringLiteral(
    "tensor<256x512xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x16x!ttcore.tile<32x32, bf16>, "
    "#ttnn.buffer_type<dram>>, <interleaved>>>");
const QString kRow = QStringLiteral(
    "tensor<256x512xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<1x16x!ttcore.tile<32x32, bf16>, "
    "#ttnn.buffer_type<l1>>, <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (7,0)>]>>>");

} // namespace

class TestWindowOptions : public QObject
{
    Q_OBJECT

private slots:
    void transfer_data();
    void transfer();
    void unreadableTraceIsSaid();
};

void TestWindowOptions::transfer_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("destinationHas"); // the destination as given, not a choice the source offers
    QTest::addColumn<QString>("traceName"); // empty: no trace

    QTest::newRow("a destination string and a trace")
        << QStringList { kDram, "--to", kRow, "--trace", test::testDataDir() + "/noc-traces/DRAM_TO_1x8_HEIGHT.json" }
        << kRow << QStringLiteral("DRAM_TO_1x8_HEIGHT.json");
    QTest::newRow("a source and a destination file")
        << QStringList { test::samplesDir() + "/layouts/ttnn-1024x1024-block-sharded-8x8.mlir", "--to",
               test::samplesDir() + "/layouts/ttnn-1024x1024-height-sharded-32.mlir" }
        << QStringLiteral("<4x8>, memref<1x32x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <height_sharded>")
        << QString();
}

void TestWindowOptions::transfer()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, destinationHas);
    QFETCH(QString, traceName);
    QCommandLineParser parser;
    const WindowOptions options;
    options.declare(parser);
    QVERIFY2(parser.parse(QStringList { QStringLiteral("tensor-layout-explorer") } + arguments),
        qPrintable(parser.errorText()));
    MainWindow window;
    window.resize(1280, 720);
    options.apply(window, parser);
    window.show();
    TransferDocument* transfer = window.transferDocument();
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && transfer->plan(); }, 30000));
    QCOMPARE(window.currentViewName(), QStringLiteral("transfer"));
    QVERIFY2(transfer->error().isEmpty(), qPrintable(transfer->error()));
    QVERIFY2(transfer->destinationText().contains(destinationHas), qPrintable(transfer->destinationText()));
    QCOMPARE(transfer->traceName(), traceName);
    QCOMPARE(transfer->showsTrace(), !traceName.isEmpty());
    if (!traceName.isEmpty())
        QVERIFY(transfer->traceError().isEmpty());
}

void TestWindowOptions::unreadableTraceIsSaid()
{
    QCommandLineParser parser;
    const WindowOptions options;
    options.declare(parser);
    const QString missing
        = QDir::temp().filePath(QStringLiteral("no-such-trace-%1.json").arg(QCoreApplication::applicationPid()));
    QVERIFY(parser.parse({ QStringLiteral("tensor-layout-explorer"), kDram, "--to", kRow, "--trace", missing }));
    MainWindow window;
    options.apply(window, parser);
    window.show();
    TransferDocument* transfer = window.transferDocument();
    QVERIFY(QTest::qWaitFor(
        [&] { return window.isIdle() && transfer->plan() && !transfer->traceError().isEmpty(); }, 30000));
    QVERIFY(!transfer->showsTrace());
    QVERIFY2(transfer->traceError().contains(QStringLiteral("no-such-trace")), qPrintable(transfer->traceError()));
}

QTEST_MAIN(TestWindowOptions)
#include "tst_windowoptions.moc"
