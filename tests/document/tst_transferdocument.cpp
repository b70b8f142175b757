// SPDX-License-Identifier: MIT
// The Transfer view's document: plans and traces made through the job runner, a newer request superseding one still
// running, the device deciding the choices and the plan, a drill-down's destination waiting for its source.
#include "io/files/devicefile.h"
#include "io/layouttext/anylayoutparser.h"
#include "io/layouttext/layoutfile.h"
#include "io/model/modelfile.h"
#include "jobrunner.h"
#include "testpaths.h"
#include "transferdocument.h"

#include <QSignalSpy>
#include <QTest>

using namespace tle;

namespace {

constexpr int kTimeout = 60000;

std::shared_ptr<const AnyLayout> sample(const char* name)
{
    return std::make_shared<const AnyLayout>(
        parseAnyLayout(readLayoutFileText(readTextFile(test::samplesPath(std::string("layouts/") + name))).layoutText));
}

std::shared_ptr<const OptimizerDevice> device(const char* name)
{
    return std::make_shared<const OptimizerDevice>(
        readOptimizerDevice(readTextFile(test::samplesPath(std::string("devices/") + name))));
}

// Waits until the document holds a plan or an error and the runner has nothing left to do.
bool settled(TransferDocument& document, JobRunner& runner)
{
    return QTest::qWaitFor(
        [&] { return runner.isIdle() && !document.isPlanning() && (document.plan() || !document.error().isEmpty()); },
        kTimeout);
}

} // namespace

class TestTransferDocument : public QObject
{
    Q_OBJECT

private slots:
    void plansThroughTheRunner();
    void newerDestinationSupersedes();
    void deviceDecidesChoicesAndPlan_data();
    void deviceDecidesChoicesAndPlan();
    void handedDestinationWaitsForItsSource();
    void keepsADestinationOfTheSameTensor();
    void readsTracesThroughTheRunner();
};

void TestTransferDocument::plansThroughTheRunner()
{
    JobRunner runner;
    TransferDocument document(&runner);
    QSignalSpy planned(&document, &TransferDocument::planChanged);
    document.setSource(sample("ttnn-1024x1024-block-sharded-8x8.mlir"));
    // The first choice, DRAM interleaved, is planned off the GUI thread.
    QVERIFY(document.isPlanning());
    QVERIFY(!runner.isIdle());
    QVERIFY(!document.choices().empty());
    QCOMPARE(document.destinationText(), document.choices().front().text);
    QVERIFY(settled(document, runner));
    QVERIFY2(document.plan(), qPrintable(document.error()));
    // 64 cores write their 16 tiles each to the 12 banks.
    QCOMPARE(document.plan()->calls, int64_t(1024));
    QVERIFY(document.plan()->kind == ConversionKind::ShardedToInterleaved);
    QVERIFY(planned.count() >= 2); // started, then delivered
}

void TestTransferDocument::newerDestinationSupersedes()
{
    JobRunner runner;
    TransferDocument document(&runner);
    document.setSource(sample("ttnn-1024x1024-block-sharded-8x8.mlir"));
    document.setDestination(sample("ttnn-1024x1024-dram-interleaved.mlir"));
    document.setDestination(sample("ttnn-1024x1024-height-sharded-32.mlir"));
    QVERIFY(settled(document, runner));
    // Only the newest request's plan arrives: block 8x8 to height-sharded on 32 cores, 512 reads.
    QVERIFY2(document.plan(), qPrintable(document.error()));
    QVERIFY(document.plan()->kind == ConversionKind::Reshard);
    QCOMPARE(document.plan()->calls, int64_t(512));
    QVERIFY(document.destinationText().contains(QStringLiteral("height_sharded")));
}

void TestTransferDocument::deviceDecidesChoicesAndPlan_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<int>("cores"); // the worker grid
    QTest::newRow("wormhole n150") << "wormhole_n150.json"
                                   << "wormhole_b0" << 64;
    QTest::newRow("blackhole p150") << "blackhole_p150.json"
                                    << "blackhole" << 130;
}

void TestTransferDocument::deviceDecidesChoicesAndPlan()
{
    QFETCH(QString, file);
    QFETCH(QString, arch);
    QFETCH(int, cores);
    JobRunner runner;
    TransferDocument document(&runner);
    const auto chosen = device(file.toStdString().c_str());
    QCOMPARE(int(chosen->device.workerCores()), cores);
    document.setDevice(chosen);
    document.setSource(sample("ttnn-1024x1024-dram-interleaved.mlir"));
    QVERIFY(settled(document, runner));
    QCOMPARE(QString::fromStdString(document.plan()->noc.arch), arch);
    // No choice shards over more cores than the device has.
    for (const TransferChoice& choice : document.choices()) {
        const auto* ttnn = std::get_if<TtnnTensor>(choice.layout.get());
        QVERIFY(ttnn);
        QVERIFY2(int(ttnn->layout.shardCores().size()) <= cores, choice.label.c_str());
    }
}

void TestTransferDocument::handedDestinationWaitsForItsSource()
{
    JobRunner runner;
    TransferDocument document(&runner);
    const auto to = sample("ttnn-1024x1024-height-sharded-32.mlir");
    document.setNextDestination(to);
    QVERIFY(!document.isPlanning());
    document.setSource(sample("ttnn-1024x1024-dram-interleaved.mlir"));
    QVERIFY(settled(document, runner));
    QCOMPARE(document.destinationText(), QString::fromStdString(printedLayout(*to)));
    QVERIFY(document.plan()->kind == ConversionKind::InterleavedToSharded);
}

void TestTransferDocument::keepsADestinationOfTheSameTensor()
{
    TransferDocument document(nullptr);
    document.setSource(sample("ttnn-1024x1024-block-sharded-8x8.mlir"));
    document.setDestination(sample("ttnn-1024x1024-height-sharded-32.mlir"));
    const QString kept = document.destinationText();
    // Another layout of the same tensor keeps the destination; another tensor takes the first choice.
    document.setSource(sample("ttnn-1024x1024-dram-interleaved.mlir"));
    QCOMPARE(document.destinationText(), kept);
    QVERIFY(document.plan());
    document.setSource(sample("seed-53x63-grid-3x2.mlir"));
    QVERIFY(document.destinationText() != kept);
    QCOMPARE(document.destinationText(), document.choices().front().text);
}

void TestTransferDocument::readsTracesThroughTheRunner()
{
    JobRunner runner;
    TransferDocument document(&runner);
    QSignalSpy traced(&document, &TransferDocument::traceChanged);
    document.loadTrace(test::testDataDir() + "/noc-traces/DRAM_TO_1x8_HEIGHT.json");
    QVERIFY(traced.wait(kTimeout));
    QVERIFY(document.trace());
    QVERIFY(document.showsTrace());
    QCOMPARE(document.trace()->plan.calls, int64_t(128));
    QCOMPARE(document.traceName(), QStringLiteral("DRAM_TO_1x8_HEIGHT.json"));
    document.loadTrace(test::testDataDir() + "/noc-traces/PROVENANCE.md");
    QVERIFY(traced.wait(kTimeout));
    QVERIFY(document.traceError().contains(QStringLiteral("PROVENANCE.md")));
    // The trace read before stays.
    QVERIFY(document.trace());
}

QTEST_GUILESS_MAIN(TestTransferDocument)
#include "tst_transferdocument.moc"
