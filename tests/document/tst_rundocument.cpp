// SPDX-License-Identifier: MIT
// The run document without any widget: which paths it opens, reading and analysing a run off the GUI thread, a
// failed read that keeps the run held, the selection, a calibration that prices the run again, a comparison and a
// join to a plan. Every wait is for a signal, never a poll.
#include "io/model/modelfile.h"
#include "io/model/statedlayouts.h"
#include "io/runs/perfcsvreader.h"
#include "jobrunner.h"
#include "optimizer/plansources.h"
#include "optimizer/shared/opmodel.h"
#include "optimizer/stated/statedplan.h"
#include "rundocument.h"
#include "testpaths.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace tle;

namespace {

constexpr int kTimeout = 60000;

QString run(const char* name)
{
    return test::samplesDir() + QStringLiteral("/runs/") + QString::fromUtf8(name);
}

bool waitOpened(RunDocument& document)
{
    QSignalSpy opened(&document, &RunDocument::runOpened);
    return opened.wait(kTimeout);
}

} // namespace

class TestRunDocument : public QObject
{
    Q_OBJECT

private slots:
    void runPaths_data();
    void runPaths();
    void opensAndAnalyses();
    void failedReadKeepsTheRun();
    void selection();
    void calibration();
    void comparison();
    void joinByLoc();
};

void TestRunDocument::runPaths_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("isRun");
    QTest::newRow("profiler CSV") << "ops_perf_results_2025.csv" << true;
    QTest::newRow("report database") << "db.sqlite" << true;
    QTest::newRow("other database name") << "report.db" << true;
    QTest::newRow("ttrt memory results") << "memory_results.json" << true;
    QTest::newRow("renamed memory results") << "ttrt-memory-results.json" << true;
    QTest::newRow("JSON model") << "model.json" << false;
    QTest::newRow("MLIR module") << "model.mlir" << false;
    QTest::newRow("layout text") << "layout.txt" << false;
}

void TestRunDocument::runPaths()
{
    QFETCH(QString, name);
    QFETCH(bool, isRun);
    QCOMPARE(RunDocument::isRunPath(name), isRun);
    QTemporaryDir dir;
    QVERIFY(RunDocument::isRunPath(dir.path())); // a folder may hold a run
}

// The document's analysis counts what the reader read, as core's summary of the same file does: the document adds
// nothing of its own.
void TestRunDocument::opensAndAnalyses()
{
    JobRunner jobs;
    RunDocument document(&jobs);
    QSignalSpy busy(&document, &RunDocument::busyChanged);
    document.open(run("deeplabv3-blackhole-p100.csv"));
    QVERIFY(document.isBusy());
    QVERIFY(waitOpened(document));
    QVERIFY(document.hasRun());
    const MeasuredRun direct = readPerfCsvFile(run("deeplabv3-blackhole-p100.csv").toStdString());
    QCOMPARE(document.analysis()->summary.deviceOps, direct.deviceOps());
    QCOMPARE(document.analysis()->device.device.name, deviceForRun(direct).device.name);
    QCOMPARE(document.selectedOp(), int64_t(-1));
    QVERIFY(document.problem().isEmpty());
    QVERIFY(!busy.isEmpty());
}

void TestRunDocument::failedReadKeepsTheRun()
{
    JobRunner jobs;
    RunDocument document(&jobs);
    document.open(run("oft-integral-image-bh20.csv"));
    QVERIFY(waitOpened(document));
    const auto held = document.analysis();
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("ops_perf_results.csv"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("OP CODE,OP TYPE\nMatmul,tt_dnn_device,extra\n");
    file.close();
    QSignalSpy failed(&document, &RunDocument::openFailed);
    document.open(broken);
    QVERIFY(failed.wait(kTimeout));
    QCOMPARE(document.analysis(), held);
    // The message names the file and the line.
    QVERIFY2(document.problem().contains(QStringLiteral("line")), qPrintable(document.problem()));
    // ... once: the reader's message names the place, and nothing repeats it.
    QCOMPARE(document.problem().count(QStringLiteral("line 2")), 1);
}

void TestRunDocument::selection()
{
    JobRunner jobs;
    RunDocument document(&jobs);
    document.selectOp(0); // no run: nothing to select
    QCOMPARE(document.selectedOp(), int64_t(-1));
    document.open(run("oft-integral-image-bh20.csv"));
    QVERIFY(waitOpened(document));
    QSignalSpy selected(&document, &RunDocument::selectionChanged);
    document.selectOp(3);
    QCOMPARE(selected.count(), 1);
    QCOMPARE(selected.takeFirst().at(0).value<int64_t>(), int64_t(3));
    document.selectOp(3);
    QCOMPARE(selected.count(), 0);
    document.selectOp(int64_t(document.run()->ops.size()));
    QCOMPARE(document.selectedOp(), int64_t(3));
}

// The calibrated sample prices OFT net within 2x more often than the plain cost model, as report --device does.
void TestRunDocument::calibration()
{
    JobRunner jobs;
    RunDocument document(&jobs);
    document.open(run("oft-net-20-core.csv"));
    QVERIFY(waitOpened(document));
    const double plain = document.analysis()->accuracy.within2x;
    QString error;
    QVERIFY(!document.loadCalibration(test::samplesDir() + QStringLiteral("/devices/wormhole_n150.json"), &error));
    QVERIFY(error.contains(QStringLiteral("no calibration")));
    QVERIFY(!document.loadCalibration(run("missing.json"), &error));
    QSignalSpy changed(&document, &RunDocument::analysisChanged);
    QVERIFY(
        document.loadCalibration(test::samplesDir() + QStringLiteral("/devices/calibrated_public_runs.json"), &error));
    QVERIFY(changed.wait(kTimeout));
    QVERIFY(document.analysis()->accuracy.within2x > plain);
    QVERIFY(!document.analysis()->device.kernel.calibration.empty());
    QVERIFY(document.loadCalibration(QString()));
    QVERIFY(changed.wait(kTimeout));
    QCOMPARE(document.analysis()->accuracy.within2x, plain);
}

// A run compared with itself matches every device op with no change.
void TestRunDocument::comparison()
{
    JobRunner jobs;
    RunDocument document(&jobs);
    document.open(run("oft-integral-image-bh20.csv"));
    QVERIFY(waitOpened(document));
    QSignalSpy changed(&document, &RunDocument::comparisonChanged);
    document.compareWith(run("oft-integral-image-bh20.csv"));
    QVERIFY(changed.wait(kTimeout));
    const auto comparison = document.comparison();
    QVERIFY(comparison);
    QCOMPARE(comparison->comparison.matched, document.analysis()->summary.deviceOps);
    QCOMPARE(comparison->comparison.onlyInRun, int64_t(0));
    QCOMPARE(comparison->comparison.onlyInOther, int64_t(0));
    document.clearComparison();
    QVERIFY(!document.comparison());
}

// The ttrt documentation's run against the module it ran (tests/core/tst_runjoin works the join out by hand): the
// tan op joins by loc, and the tan op of the model maps back to the run's op 0.
void TestRunDocument::joinByLoc()
{
    JobRunner jobs;
    RunDocument document(&jobs);
    document.open(QString::fromStdString(test::testDataPath("runs/ttrt-artifacts")));
    QVERIFY(waitOpened(document));
    auto module = std::make_shared<const ModelModule>(readModelModuleFile(test::samplesPath("runs/ttrt-tan.mlir")));
    const int function = int(module->mainIndex);
    const ModelGraph& graph = module->functions[size_t(function)];
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    const StatedLayouts stated = readStatedLayouts(graph);
    auto plan = std::make_shared<const PolicyResult>(
        makePlan(kAsCompiledPlan, PlanInputs { graph, device, model, PolicyOptions {}, &stated }));
    QSignalSpy joined(&document, &RunDocument::joinChanged);
    document.joinPlan(module, function, plan, QStringLiteral("as-compiled"));
    QVERIFY(joined.wait(kTimeout));
    const auto join = document.join();
    QVERIFY(join);
    QVERIFY(join->join.method == JoinMethod::Loc);
    QCOMPARE(join->join.matched, int64_t(1));
    QCOMPARE(document.joinedRowOfRunOp(0), 0);
    const int tan = join->join.steps[size_t(join->join.ops[0].step)].op;
    QCOMPARE(document.joinedRowOfGraphOp(tan), 0);
    QCOMPARE(document.joinedRowOfGraphOp(-1), -1);
    document.joinPlan(nullptr, 0, nullptr, {});
    QVERIFY(!document.join());
}

QTEST_GUILESS_MAIN(TestRunDocument)
#include "tst_rundocument.moc"
