// SPDX-License-Identifier: MIT
// The compiler's own decisions in the real main window, driven by objectName: a decision trace read for the open
// model offers and shows the as-decided plan, the Why panel answers with the compiler's verdict and its evaluations,
// the second opinion's table matches the CLI's and accepting a row pins the op, the spill pass's events mark the
// timeline, and File > Copy Plan as Compiler Overrides copies what `optimize --emit-overrides` prints.
#include "cli.h"
#include "l1timelineview.h"
#include "mainwindow.h"
#include "modeldocument.h"
#include "modelpins.h"
#include "modeltesthelpers.h"
#include "modelworkspace.h"
#include "optablemodel.h"
#include "secondopinionmodel.h"
#include "secondopinionpane.h"
#include "testpaths.h"
#include "whypanel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <sstream>

using namespace tle;
using namespace tle::test;

namespace {

QString fixture(const char* name)
{
    return test::testDataDir() + "/decision-trace/" + QLatin1String(name);
}

QJsonObject cliJson(const std::vector<std::string>& args)
{
    std::ostringstream out;
    std::ostringstream err;
    if (cli::run(args, out, err) != 0)
        return {};
    return QJsonDocument::fromJson(QByteArray::fromStdString(out.str())).object();
}

// Opens `model` and reads `trace` for it; true once the as-decided plan is on show.
bool openWithTrace(MainWindow& window, const QString& model, const QString& trace)
{
    if (!window.openFile(model) || !waitForPlan(window))
        return false;
    window.modelDocument()->loadDecisionTrace(trace);
    return QTest::qWaitFor(
        [&] {
            const PolicyResult* r = window.modelDocument()->result();
            return window.isIdle() && r && r->policy == "as-decided";
        },
        30000);
}

int opNamed(const ModelGraph& graph, const QString& name)
{
    for (const Op& op : graph.ops()) {
        if (!op.results.empty() && QString::fromStdString(graph.value(op.results.front()).name) == name)
            return op.id;
    }
    return -1;
}

} // namespace

class TestDecisionTraceUi : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void offersAndShowsTheCompilersPlan();
    void whyAnswersWithTheCompilersVerdict();
    void secondOpinionMatchesTheCli();
    void acceptingASuggestionPins();
    void spillEventsMarkTheTimeline();
    void copiesThePlanAsOverrides();
    void aBadTraceIsReported();
};

// Pins are stored between sessions: each test starts from none.
void TestDecisionTraceUi::init()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
}

void TestDecisionTraceUi::offersAndShowsTheCompilersPlan()
{
    MainWindow window;
    const QString model = test::samplesDir() + "/models/mnist_mlp.mlir";
    QVERIFY(window.openFile(model));
    QVERIFY(waitForPlan(window));
    auto* policy = window.findChild<QComboBox*>("policySelector");
    QVERIFY(policy);
    QCOMPARE(policy->findData(QStringLiteral("as-decided")), -1);
    window.modelDocument()->loadDecisionTrace(fixture("mnist_mlp.json"));
    QVERIFY(QTest::qWaitFor(
        [&] { return window.isIdle() && window.modelDocument()->result()->policy == "as-decided"; }, 30000));
    QVERIFY(policy->findData(QStringLiteral("as-decided")) >= 0);
    QCOMPARE(policy->currentData().toString(), QStringLiteral("as-decided"));
    // The same layouts as the CLI's as-decided plan.
    const QJsonObject json = cliJson(
        { "optimize", model.toStdString(), "--decision-trace", fixture("mnist_mlp.json").toStdString(), "--json" });
    const QJsonObject metrics = json[QLatin1String("metrics")].toObject();
    const PolicyMetrics& m = window.modelDocument()->result()->metrics;
    QCOMPARE(m.reshardCount, metrics[QLatin1String("reshard_count")].toInt());
    QCOMPARE(m.spillCount, metrics[QLatin1String("spill_count")].toInt());
    QVERIFY2(
        qAbs(m.estimatedTimeUs - metrics[QLatin1String("estimated_time_us")].toDouble()) < 1e-6 * m.estimatedTimeUs,
        qPrintable(QStringLiteral("%1 %2")
                       .arg(m.estimatedTimeUs)
                       .arg(metrics[QLatin1String("estimated_time_us")].toDouble())));
}

void TestDecisionTraceUi::whyAnswersWithTheCompilersVerdict()
{
    MainWindow window;
    QVERIFY(openWithTrace(window, test::samplesDir() + "/models/mnist_mlp.mlir", fixture("mnist_mlp.json")));
    ModelDocument* doc = window.modelDocument();
    doc->selectOp(opNamed(*doc->graph(), QStringLiteral("%1")));
    WhyPanel* why = window.modelWorkspace()->whyPanel();
    QVERIFY2(
        why->verdictText().startsWith(QStringLiteral("Chosen: l1/width_sharded/1x1. It beat l1/width_sharded/1x16 on "
                                                     "requiresReshard")),
        qPrintable(why->verdictText()));
    // The evaluations: the pick first, the rejected one with the compiler's reason.
    QStandardItemModel* candidates = why->candidates();
    QCOMPARE(candidates->index(0, WhyPanel::LayoutColumn).data().toString(), QStringLiteral("l1/width_sharded/1x1"));
    QCOMPARE(candidates->index(0, WhyPanel::VerdictColumn).data().toString(), QStringLiteral("chosen"));
    bool rejected = false;
    for (int r = 0; r < candidates->rowCount(); ++r) {
        rejected |= candidates->index(r, WhyPanel::VerdictColumn).data().toString() == QLatin1String("rejected")
            && candidates->index(r, WhyPanel::ReasonColumn).data().toString().contains(QLatin1String("Shard grid 8x8"));
    }
    QVERIFY(rejected);
}

void TestDecisionTraceUi::secondOpinionMatchesTheCli()
{
    MainWindow window;
    const QString model = test::samplesDir() + "/models/mnist_mlp.mlir";
    QVERIFY(openWithTrace(window, model, fixture("mnist_mlp.json")));
    SecondOpinionPane* pane = window.modelWorkspace()->secondOpinion();
    auto* tabs = window.findChild<QTabWidget*>("whyTabs");
    QVERIFY(tabs && tabs->indexOf(pane) > 0);
    QAbstractItemModelTester tester(pane->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QJsonArray rows = cliJson({ "optimize", model.toStdString(), "--decision-trace",
        fixture("mnist_mlp.json").toStdString(), "--json" })[QLatin1String("second_opinion")]
                                .toArray();
    QVERIFY(!rows.isEmpty());
    QCOMPARE(pane->model()->rowCount(), int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const QJsonObject row = rows[r].toObject();
        QCOMPARE(pane->model()->index(r, SecondOpinionModel::OpColumn).data().toString(),
            row[QLatin1String("op")].toString());
        QCOMPARE(pane->model()->index(r, SecondOpinionModel::BetterColumn).data().toString(),
            row[QLatin1String("better")].toString());
        QVERIFY(
            qAbs(pane->model()->index(r, SecondOpinionModel::SavingColumn).data(SecondOpinionModel::SortRole).toDouble()
                - row[QLatin1String("saving_us")].toDouble())
            < 1e-6);
    }
    // A policy's plan has no opinion: the pane goes away.
    window.modelDocument()->setPolicy(QStringLiteral("dram"));
    QVERIFY(waitForPlan(window));
    QVERIFY(QTest::qWaitFor([&] { return window.modelDocument()->result()->policy == "dram"; }));
    QCOMPARE(tabs->indexOf(pane), -1);
}

void TestDecisionTraceUi::acceptingASuggestionPins()
{
    MainWindow window;
    QVERIFY(openWithTrace(window, test::samplesDir() + "/models/mnist_mlp.mlir", fixture("mnist_mlp.json")));
    auto* table = window.findChild<QTableView*>("secondOpinionTable");
    auto* accept = window.findChild<QPushButton*>("acceptSecondOpinion");
    QVERIFY(table && accept);
    table->selectRow(0);
    QVERIFY(accept->isEnabled());
    const int op = table->model()->index(0, 0).data(SecondOpinionModel::OpRole).toInt();
    const QString pin = table->model()->index(0, 0).data(SecondOpinionModel::BetterPinRole).toString();
    QCOMPARE(window.modelDocument()->selectedOp(), op);
    QTest::mouseClick(accept, Qt::LeftButton);
    QCOMPARE(window.modelDocument()->pinOf(op), pin);
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && window.modelDocument()->plan()->pins.count(op); }, 30000));
    const PolicyResult* replanned = window.modelDocument()->result();
    QCOMPARE(replanned->policy, std::string("as-decided"));
    QVERIFY(window.modelDocument()->plan()->pins.at(op).matches(*replanned->ops[size_t(op)].layout));
}

void TestDecisionTraceUi::spillEventsMarkTheTimeline()
{
    MainWindow window;
    QVERIFY(openWithTrace(window, test::samplesDir() + "/models/mnist_mlp.mlir", fixture("spill_actions.json")));
    L1TimelineView* timeline = window.modelWorkspace()->timeline();
    const ModelGraph& graph = *window.modelDocument()->graph();
    // The eviction of %2 happens when %3 runs: it is named at %2, the victim's op.
    const int victim = opNamed(graph, QStringLiteral("%2"));
    QVERIFY(timeline->describeAt(victim, 1 << 30).contains(QLatin1String("eviction")));
    QVERIFY(timeline->describeAt(opNamed(graph, QStringLiteral("%4")), 1 << 30)
                .contains(QLatin1String("fragmentation_demote")));
    // The fixture's one eviction and one self spill.
    QCOMPARE(window.modelDocument()->result()->metrics.spillCount, 2);
}

void TestDecisionTraceUi::copiesThePlanAsOverrides()
{
    MainWindow window;
    const QString model = test::samplesDir() + "/models/real-ir/ttir_mnist.mlir";
    window.modelDocument()->setPolicy(QStringLiteral("greedy-beam"));
    QVERIFY(window.openFile(model));
    QVERIFY(waitForPlan(window));
    QVERIFY(QTest::qWaitFor([&] { return window.modelDocument()->result()->policy == "greedy-beam"; }));
    auto* copy = window.findChild<QAction*>("actionCopyOverrides");
    QVERIFY(copy && copy->isEnabled());
    QGuiApplication::clipboard()->clear();
    copy->trigger();
    std::ostringstream out;
    std::ostringstream err;
    QCOMPARE(cli::run({ "optimize", model.toStdString(), "--policy", "greedy-beam", "--emit-overrides" }, out, err), 0);
    const QString first = QString::fromStdString(out.str()).section(QLatin1Char('\n'), 0, 0);
    QVERIFY(first.startsWith(QLatin1String("override-output-layout=")));
    QCOMPARE(QGuiApplication::clipboard()->text(), first);
}

void TestDecisionTraceUi::aBadTraceIsReported()
{
    MainWindow window;
    QVERIFY(window.openFile(test::samplesDir() + "/models/mnist_mlp.mlir"));
    QVERIFY(waitForPlan(window));
    window.modelDocument()->loadDecisionTrace(fixture("malformed/bad-layout.json"));
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && window.modelDocument()->problem().has_value(); }, 30000));
    const QString message = window.modelDocument()->problem()->message;
    QVERIFY2(message.contains(QLatin1String("bad-layout.json, line 159, column 23")), qPrintable(message));
    QVERIFY(message.contains(QLatin1String("forwardPass[1].evaluations[0].hint")));
    QCOMPARE(window.modelDocument()->result()->policy, std::string("dfsharding"));
}

QTEST_MAIN(TestDecisionTraceUi)
#include "tst_decisiontraceui.moc"
