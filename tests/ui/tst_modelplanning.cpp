// SPDX-License-Identifier: MIT
// Drives the plan's controls in the real main window by objectName: the compiled module's own plan, device files,
// pins with undo and persistence, cancelling a long plan and hostile models, and comparing with every policy;
// each checked against the CLI's `optimize --json`.
#include "cli.h"
#include "layoutfactsmodel.h"
#include "mainwindow.h"
#include "modeldocument.h"
#include "modelgenerator.h"
#include "modeltesthelpers.h"
#include "modelworkspace.h"
#include "optablemodel.h"
#include "optimizer/policies.h"
#include "pinstore.h"
#include "report/explainreport.h"
#include "testpaths.h"
#include "whypanel.h"

#include <QAction>
#include <QComboBox>
#include <QFont>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <QToolButton>
#include <cmath>

#include <sstream>

using namespace tle;
using namespace tle::test;

namespace {

// Every cell of `model` under `parent`, children after their row, one line per row.
QStringList modelText(const QAbstractItemModel& model, const QModelIndex& parent = {})
{
    QStringList lines;
    for (int r = 0; r < model.rowCount(parent); ++r) {
        QStringList cells;
        for (int c = 0; c < model.columnCount(parent); ++c)
            cells << model.index(r, c, parent).data().toString();
        lines << cells.join(QLatin1Char('|'));
        lines << modelText(model, model.index(r, 0, parent));
    }
    return lines;
}

// What the Why panel shows: the verdict, the candidates (with their estimates) and the other facts.
QStringList whyText(const WhyPanel& why)
{
    return QStringList { why.verdictText() } + modelText(*why.candidates()) + modelText(*why.details());
}

} // namespace

class TestModelPlanning : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void asCompiledPlan();
    void deviceSelector();
    void explainsWithThePlansDevice();
    void pinsReplanUndoAndPersist();
    void cancelAndHostileModels();
    void compareWithAllPolicies();
};

// A compiled TTNN module offers its own plan next to the policies, with the same metrics as the CLI's; a TTIR
// model does not.
void TestModelPlanning::asCompiledPlan()
{
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    const QString path = test::samplesDir() + "/models/real-ir/ttnn_mnist_sharded.mlir";
    QVERIFY(window.openFile(path));
    QVERIFY(waitForPlan(window));
    auto* policy = window.findChild<QComboBox*>("policySelector");
    auto* compare = window.findChild<QComboBox*>("compareSelector");
    QVERIFY(policy->findData("as-compiled") >= 0);
    QVERIFY(compare->findText("as-compiled") >= 0);
    policy->setCurrentIndex(policy->findData("as-compiled"));
    QVERIFY(QTest::qWaitFor(
        [&] {
            return window.isIdle() && workspace->document()->result()
                && workspace->document()->result()->policy == "as-compiled";
        },
        30000));
    const QJsonObject cli = optimizeJson(path, "as-compiled");
    QCOMPARE(workspace->document()->result()->metrics.l1PeakBytesPerCore,
        qint64(cli["metrics"].toObject()["l1_peak_bytes_per_core"].toDouble()));
    QCOMPARE(workspace->document()->result()->metrics.spillCount, cli["metrics"].toObject()["spill_count"].toInt());
    QCOMPARE(workspace->opModel()->rowCount(), cli["ops"].toArray().size());
    // The spill pass over the same layouts is offered too, with the CLI's metrics.
    QVERIFY(policy->findData("spill-only") >= 0);
    policy->setCurrentIndex(policy->findData("spill-only"));
    QVERIFY(QTest::qWaitFor(
        [&] {
            return window.isIdle() && workspace->document()->result()
                && workspace->document()->result()->policy == "spill-only";
        },
        30000));
    const QJsonObject spillOnly = optimizeJson(path, "spill-only");
    QCOMPARE(workspace->document()->result()->metrics.l1PeakBytesPerCore,
        qint64(spillOnly["metrics"].toObject()["l1_peak_bytes_per_core"].toDouble()));

    QVERIFY(window.openFile(test::samplesDir() + "/models/real-ir/ttir_mnist.mlir"));
    QVERIFY(QTest::qWaitFor(
        [&] { return window.isIdle() && workspace->document()->path().endsWith("ttir_mnist.mlir"); }, 30000));
    QVERIFY(waitForPlan(window));
    QCOMPARE(policy->findData("as-compiled"), -1);
    QCOMPARE(compare->findText("as-compiled"), -1);
    QCOMPARE(policy->findData("spill-only"), -1);
    QCOMPARE(workspace->document()->policy(), QStringLiteral("dfsharding"));
}

// A device file plans for another device: the metrics are the CLI's with --device, cached apart from the
// default device's; a broken device file shows where it is broken and changes nothing.
void TestModelPlanning::deviceSelector()
{
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    const QString model = test::samplesDir() + "/models/llama_decoder_layer.mlir";
    QVERIFY(window.openFile(model));
    QVERIFY(waitForPlan(window));
    const PolicyResult* byDefault = workspace->document()->result();
    const QString deviceFile = test::samplesDir() + "/devices/whatif_4x4_256k.json";
    QVERIFY(workspace->document()->loadDeviceFile(deviceFile));
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && workspace->document()->result() != byDefault; }, 30000));
    std::ostringstream out;
    std::ostringstream err;
    QCOMPARE(
        cli::run({ "optimize", model.toStdString(), "--device", deviceFile.toStdString(), "--json" }, out, err), 0);
    const QJsonObject metrics
        = QJsonDocument::fromJson(QByteArray::fromStdString(out.str())).object()["metrics"].toObject();
    QCOMPARE(workspace->document()->result()->metrics.l1PeakBytesPerCore,
        qint64(metrics["l1_peak_bytes_per_core"].toDouble()));
    QCOMPARE(workspace->document()->result()->metrics.spillCount, metrics["spill_count"].toInt());
    QVERIFY(workspace->document()->result()->metrics.l1PeakBytesPerCore != byDefault->metrics.l1PeakBytesPerCore);
    auto* selector = window.findChild<QComboBox*>("deviceSelector");
    QVERIFY(selector->currentText().contains("whatif_4x4_256k.json"));
    // Back to the default device: its plan comes from the cache.
    selector->setCurrentIndex(0);
    QCOMPARE(workspace->document()->result(), byDefault);

    QTemporaryDir dir;
    const QString broken = dir.filePath("broken.json");
    QVERIFY(writeText(broken, "{\n  \"grid\": [8, 8],\n  \"dram_banks\": twelve\n}\n"));
    QVERIFY(!workspace->document()->loadDeviceFile(broken));
    QVERIFY2(workspace->errorText().contains("line 3"), qPrintable(workspace->errorText()));
    QCOMPARE(workspace->document()->deviceFile(), QString());
    QCOMPARE(workspace->document()->result(), byDefault);
}

// A plan is explained with the device it was made for. A device file is chosen and its plan cancelled, so the
// plan on show stays the default device's: the Why panel shows the same verdict, estimates and facts as before,
// though the chosen device would price the same decision differently, and the budget is the plan's device's.
void TestModelPlanning::explainsWithThePlansDevice()
{
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    ModelDocument* document = workspace->document();
    QVERIFY(window.openFile(test::samplesDir() + "/models/llama_decoder_layer.mlir"));
    QVERIFY(waitForPlan(window));
    const std::shared_ptr<const ModelPlan> plan = document->plan();
    const int op = document->selectedOp();
    QVERIFY(op >= 0);
    const QStringList explained = whyText(*workspace->whyPanel());
    QVERIFY(explained.size() > 2);

    QVERIFY(document->loadDeviceFile(test::samplesDir() + "/devices/whatif_4x4_256k.json"));
    auto* cancel = window.findChild<QPushButton*>("cancelModelJob");
    QVERIFY(!cancel->isHidden());
    cancel->click();
    QVERIFY(window.isIdle());
    QCOMPARE(document->plan(), plan);
    QCOMPARE(document->device().device.l1UsableBytesPerCore, int64_t(262144));
    document->selectOp(-1);
    document->selectOp(op);
    QCOMPARE(whyText(*workspace->whyPanel()), explained);

    // The plan carries what it was made with, and the chosen device would explain the decision otherwise.
    QCOMPARE(plan->l1BudgetBytes(), int64_t(1364) * 1024);
    QCOMPARE(plan->key.policy, document->policy().toStdString());
    QCOMPARE(plan->key.function, document->function());
    QVERIFY(plan->pins.empty());
    const OptimizerDevice chosen = deviceForModel(plan->graph(), document->device().device);
    QVERIFY(factsText(explainFacts(plan->graph(), plan->result, op, &chosen))
        != factsText(explainFacts(plan->graph(), plan->result, op, &plan->device)));
}

void TestModelPlanning::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // stored pins go to a test folder
}

// Pinning the rms_norm's output to L1 interleaved (which the chain design never chooses) replans around it: the
// plan is the CLI's with --override-output-layout, the table says the op is pinned, compare mode shows the
// unpinned plan; Edit > Undo and Redo take the pin back and forth, a bad pin says where it is wrong, and a
// window that opens the model again has the pin back.
void TestModelPlanning::pinsReplanUndoAndPersist()
{
    const QString model = test::samplesDir() + "/models/llama_decoder_layer.mlir";
    PinStore().save(model, {});
    {
        MainWindow window;
        ModelWorkspace* workspace = window.modelWorkspace();
        QVERIFY(window.openFile(model));
        QVERIFY(waitForPlan(window));
        window.findChild<QTabWidget*>("workspaceTabs")->setCurrentWidget(workspace);
        const PolicyResult* unpinned = workspace->document()->result();
        const int norm = 1; // %1, the rms_norm
        QCOMPARE(QString::fromStdString(opDisplayName(*workspace->document()->graph(), norm)), QStringLiteral("%1"));
        workspace->document()->selectOp(norm);
        QVERIFY(window.findChild<QToolButton*>("pinButton")->isEnabled());
        QVERIFY(workspace->document()->pinSelectedOp("l1:interleaved"));
        QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && workspace->document()->result() != unpinned; }, 30000));
        QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && workspace->document()->comparedResult(); }, 30000));
        const PolicyResult* pinned = workspace->document()->result();
        QCOMPARE(choiceOf(*pinned->ops[norm].layout),
            (LayoutChoice { .buffer = BufferType::L1, .memory = TtnnMemoryLayout::Interleaved }));
        std::ostringstream out;
        std::ostringstream err;
        QCOMPARE(
            cli::run({ "optimize", model.toStdString(), "--override-output-layout", "%1=l1:interleaved", "--json" },
                out, err),
            0);
        const QJsonObject cli = QJsonDocument::fromJson(QByteArray::fromStdString(out.str())).object();
        QCOMPARE(pinned->metrics.estimatedTimeUs, cli["metrics"].toObject()["estimated_time_us"].toDouble());
        QVERIFY(workspace->document()->comparison() == PlanComparison::unpinned());
        QCOMPARE(workspace->document()->comparedResult(), unpinned);
        QVERIFY(workspace->opModel()->isMarked(norm));
        const QModelIndex layout
            = workspace->opModel()->index(workspace->opModel()->rowOfOp(norm), OpTableModel::LayoutColumn);
        QVERIFY(layout.data().toString().endsWith("(pinned)"));
        QVERIFY(layout.data(Qt::FontRole).value<QFont>().bold());

        auto* undo = window.findChild<QAction*>("actionUndo");
        auto* redo = window.findChild<QAction*>("actionRedo");
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && workspace->document()->result() == unpinned; }, 30000));
        QVERIFY(workspace->document()->pinOf(norm).isEmpty());
        redo->trigger();
        QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && workspace->document()->result() == pinned; }, 30000));
        QCOMPARE(workspace->document()->pinOf(norm), QStringLiteral("l1:interleaved"));

        QVERIFY(!workspace->document()->pinSelectedOp("l1:diagonal"));
        QVERIFY2(workspace->errorText().contains("column 4"), qPrintable(workspace->errorText()));
        QCOMPARE(workspace->document()->pinOf(norm), QStringLiteral("l1:interleaved"));
    }
    {
        MainWindow window;
        QVERIFY(window.openFile(model));
        QVERIFY(waitForPlan(window));
        QCOMPARE(window.modelDocument()->pinOf(1), QStringLiteral("l1:interleaved"));
        QVERIFY(window.modelDocument()->result()->ops[1].layout->spec().memoryLayout == TtnnMemoryLayout::Interleaved);
    }
    PinStore().save(model, {});
}

// Cancel while a 10,000-op model plans: nothing half-shown, and the workspace plans again on request. A function
// without ops and ops the op model does not know plan without harm. Closing the window while work runs is safe.
void TestModelPlanning::cancelAndHostileModels()
{
    QTemporaryDir dir;
    const QString big = dir.filePath("transformer_294.mlir");
    QVERIFY(writeText(big, QByteArray::fromStdString(generateTransformerMlir(294))));
    {
        MainWindow window;
        ModelWorkspace* workspace = window.modelWorkspace();
        QVERIFY(window.openFile(big));
        auto* cancel = window.findChild<QPushButton*>("cancelModelJob");
        QVERIFY(QTest::qWaitFor([&] { return workspace->document()->hasModel(); }, 30000));
        if (!window.isIdle() && !workspace->document()->result()) {
            QVERIFY(!cancel->isHidden());
            cancel->click();
            QVERIFY(QTest::qWaitFor([&] { return window.isIdle(); }, 30000));
            QVERIFY(!workspace->document()->result()); // the cancelled plan never shows
            QVERIFY(workspace->errorText().isEmpty());
            QVERIFY(window.findChild<QLabel*>("planMetrics")->text().contains("cancelled"));
        }
        workspace->document()->setPolicy("dram");
        QVERIFY(waitForPlan(window));
        QCOMPARE(workspace->document()->result()->policy, std::string("dram"));
    }

    const QString odd = dir.filePath("odd.mlir");
    QVERIFY(writeText(odd,
        "module {\n"
        "  func.func @empty() {\n"
        "    return\n"
        "  }\n"
        "  func.func @main(%arg0: tensor<64x64xbf16>) -> tensor<64x64xbf16> {\n"
        "    %0 = \"mydialect.frob\"(%arg0) : (tensor<64x64xbf16>) -> tensor<64x64xbf16>\n"
        "    %1 = \"ttir.relu\"(%0) : (tensor<64x64xbf16>) -> tensor<64x64xbf16>\n"
        "    return %1 : tensor<64x64xbf16>\n"
        "  }\n"
        "}\n"));
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    QVERIFY(window.openFile(odd));
    QVERIFY(waitForPlan(window));
    QCOMPARE(workspace->document()->functionCount(), 2);
    bool opaqueShown = false;
    for (int r = 0; r < workspace->opModel()->rowCount(); ++r)
        opaqueShown = opaqueShown
            || workspace->opModel()->index(r, OpTableModel::KindColumn).data().toString() == "mydialect.frob";
    QVERIFY(opaqueShown);
    auto* function = window.findChild<QComboBox*>("functionSelector");
    function->setCurrentIndex(function->findText("empty"));
    QVERIFY(QTest::qWaitFor(
        [&] { return window.isIdle() && workspace->document()->result() && workspace->opModel()->rowCount() <= 1; },
        30000));
    QVERIFY(workspace->errorText().isEmpty());

    // Closing while the big model is read and planned: the runner waits for its workers, nothing leaks.
    auto* closing = new MainWindow;
    QVERIFY(closing->openFile(big));
    QTest::qWait(5);
    delete closing;
}

// Comparing with every policy: one row per policy, each row's metrics those of the CLI's plan, and the op
// table marks every op that some policy lays out differently.
void TestModelPlanning::compareWithAllPolicies()
{
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    const QString model = test::samplesDir() + "/models/llama_decoder_layer.mlir";
    QVERIFY(window.openFile(model));
    QVERIFY(waitForPlan(window));
    workspace->document()->setComparison(PlanComparison::allPolicies());
    auto* table = window.findChild<QTableWidget*>("compareMetrics");
    const int policies = int(policyNames().size());
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && table->rowCount() == policies; }, 60000));
    QCOMPARE(table->verticalHeaderItem(0)->text(), QStringLiteral("dfsharding"));
    for (int r = 1; r < policies; ++r) {
        const QString policy = table->verticalHeaderItem(r)->text();
        const QJsonObject cli = optimizeJson(model, policy);
        QCOMPARE(table->item(r, 1)->text().toInt(), cli["metrics"].toObject()["reshard_count"].toInt());
        QCOMPARE(table->item(r, 2)->text().toInt(), cli["metrics"].toObject()["spill_count"].toInt());
        // The lower bound and the plan's distance above it, as the CLI's bound_us and gap_to_bound (one decimal).
        const QLocale locale;
        const double bound = cli["metrics"].toObject()["bound_us"].toDouble();
        QVERIFY(std::abs(locale.toDouble(table->item(r, 6)->text()) - bound) <= 0.05 + 1e-9 * bound);
        const double gap = 100 * cli["metrics"].toObject()["gap_to_bound"].toDouble();
        QVERIFY(std::abs(locale.toDouble(table->item(r, 7)->text()) - gap) <= 0.05 + 1e-9);
        QVERIFY(bound <= cli["metrics"].toObject()["estimated_time_us"].toDouble());
    }
    int marked = 0;
    for (int row = 0; row < workspace->opModel()->rowCount(); ++row)
        marked += workspace->opModel()->isMarked(workspace->opModel()->index(row, 0).data(OpTableModel::OpRole).toInt())
            ? 1
            : 0;
    QVERIFY(marked > 0);
}

QTEST_MAIN(TestModelPlanning)
#include "tst_modelplanning.moc"
