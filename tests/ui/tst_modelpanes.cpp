// SPDX-License-Identifier: MIT
// The Model workspace gives its views room and explains a decision answer first: pane sizes at 1920x1080 and
// 1280x720, the whole chain graph in view, a maximised pane, pane sizes kept, the Why panel's verdict naming the
// rule and the op that ended the chain, and the first op worth explaining selected on open.

#include "apptranslations.h"
#include "chaingraphview.h"
#include "l1timelineview.h"
#include "layoutfactsmodel.h"
#include "mainwindow.h"
#include "modeldocument.h"
#include "modelworkspace.h"
#include "optimizer/shared/optimizerresult.h"
#include "testpaths.h"
#include "whypanel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QLabel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextDocument>

using namespace tle;

namespace {

bool waitForPlan(MainWindow& window)
{
    return QTest::qWaitFor([&] { return window.isIdle() && window.modelDocument()->result(); }, 30000);
}

bool waitForGraph(MainWindow& window)
{
    return QTest::qWaitFor([&] { return window.isIdle() && window.modelWorkspace()->chainGraph()->scene(); }, 30000);
}

// Opens a model in a window of `size`, on the Model tab.
void openModel(MainWindow& window, const QString& file, QSize size)
{
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(test::samplesDir() + "/models/" + file));
    QVERIFY(waitForPlan(window));
    QVERIFY(waitForGraph(window));
    window.findChild<QTabWidget*>("workspaceTabs")->setCurrentWidget(window.modelWorkspace());
    QApplication::processEvents();
}

} // namespace

class TestModelPanes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        AppTranslations::install(QLocale(QLocale::English)); // English's plural forms, as the window loads them
    }
    void roomAtBothSizes_data();
    void roomAtBothSizes();
    void maximisesTheFocusedPane();
    void paneSizesAreKept();
    void verdictFirst();
    void opensOnAnOpWorthExplaining();
    void pluralsAndTheBudgetNote();
};

void TestModelPanes::roomAtBothSizes_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("model");
    QTest::newRow("mnist 1920x1080") << QSize(1920, 1080) << "mnist_mlp.mlir";
    QTest::newRow("mnist 1280x720") << QSize(1280, 720) << "mnist_mlp.mlir";
    QTest::newRow("llama 1920x1080") << QSize(1920, 1080) << "llama_decoder_layer.mlir";
    QTest::newRow("llama 1280x720") << QSize(1280, 720) << "llama_decoder_layer.mlir";
}

// The timeline keeps at least 200 px, the graph gets more than half the width and (at 1080p) 600 px of height,
// and the whole graph is in view on open (every node's centre inside the graph pane) when its labels stay readable.
void TestModelPanes::roomAtBothSizes()
{
    QFETCH(QSize, size);
    QFETCH(QString, model);
    MainWindow window;
    openModel(window, model, size);
    ModelWorkspace* workspace = window.modelWorkspace();
    ChainGraphView* graph = workspace->chainGraph();
    QVERIFY(workspace->timeline()->height() >= ModelWorkspace::kMinTimelineHeight);
    QVERIFY2(graph->width() > workspace->width() / 2, qPrintable(QString::number(graph->width())));
    const int minGraphHeight = size.height() >= 1080 ? 600 : 300;
    QVERIFY2(graph->height() >= minGraphHeight, qPrintable(QString::number(graph->height())));
    // The whole graph, unless that would shrink its labels below reading size: then the readable scale with the
    // selected op in view.
    graph->fitToView();
    bool whole = true;
    for (int node = 0; node < int(graph->scene()->graph.nodes.size()); ++node)
        whole = whole && graph->rect().contains(graph->widgetPointOfNode(node).toPoint());
    if (model.startsWith("mnist"))
        QVERIFY(whole);
    if (!whole) {
        QCOMPARE(graph->scale(), ChainGraphView::kMinFitScale);
        const int op = workspace->document()->selectedOp();
        const int node = graph->scene()->graph.nodeOfOp[size_t(op)];
        QVERIFY(graph->rect().contains(graph->widgetPointOfNode(node).toPoint()));
    }
    // Nothing of the window is wider than the screen it was given.
    QVERIFY(window.width() <= size.width());
}

// View > Maximise Pane gives the focused pane the workspace and gives it back.
void TestModelPanes::maximisesTheFocusedPane()
{
    MainWindow window;
    openModel(window, "llama_decoder_layer.mlir", QSize(1280, 720));
    ModelWorkspace* workspace = window.modelWorkspace();
    L1TimelineView* timeline = workspace->timeline();
    const int before = timeline->height();
    workspace->findChild<QTableView*>("opTable")->setFocus();
    QApplication::processEvents();
    QAction* maximise = workspace->maximiseAction();
    QCOMPARE(maximise->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    maximise->trigger();
    QApplication::processEvents();
    QVERIFY(workspace->maximisedPane());
    QVERIFY(workspace->maximisedPane()->isAncestorOf(workspace->findChild<QTableView*>("opTable")));
    QVERIFY(!timeline->isVisible());
    QVERIFY(!workspace->chainGraph()->isVisible());
    maximise->trigger();
    QApplication::processEvents();
    QVERIFY(!workspace->maximisedPane());
    QVERIFY(timeline->isVisible());
    QCOMPARE(timeline->height(), before);
    // With the focus in the graph, the graph takes it all.
    workspace->chainGraph()->setFocusPolicy(Qt::StrongFocus);
    workspace->chainGraph()->setFocus();
    maximise->trigger();
    QApplication::processEvents();
    QCOMPARE(workspace->maximisedPane(), static_cast<QWidget*>(workspace->chainGraph()));
    QVERIFY(workspace->chainGraph()->height() > before);
    maximise->trigger();
}

// The splitters' sizes come back from the saved state, and a state of another kind is refused.
void TestModelPanes::paneSizesAreKept()
{
    QByteArray state;
    QList<int> sizes;
    {
        MainWindow window;
        openModel(window, "mnist_mlp.mlir", QSize(1600, 1000));
        auto* top = window.findChild<QSplitter*>("modelTopPanes");
        QVERIFY(top);
        top->setSizes({ 300, top->width() - 300 });
        sizes = top->sizes();
        state = window.modelWorkspace()->savePaneState();
    }
    MainWindow window;
    QVERIFY(window.modelWorkspace()->restorePaneState(state));
    openModel(window, "mnist_mlp.mlir", QSize(1600, 1000));
    QCOMPARE(window.findChild<QSplitter*>("modelTopPanes")->sizes(), sizes);
    QVERIFY(!window.modelWorkspace()->restorePaneState(QByteArray("not a state")));
}

// The Why panel opens with the verdict: the chosen layout, the rule that ended the chain with the op that stopped
// it, and the spill with its rule; the candidates follow in a compact table, the rejected ones collapsed.
void TestModelPanes::verdictFirst()
{
    MainWindow window;
    openModel(window, "llama_decoder_layer.mlir", QSize(1280, 720));
    ModelDocument* document = window.modelDocument();
    const ModelGraph* graph = document->graph();
    int op11 = -1;
    for (int op = 0; op < int(graph->ops().size()); ++op) {
        if (!graph->op(op).results.empty() && graph->value(graph->op(op).results.front()).name == "%11")
            op11 = op;
    }
    QVERIFY(op11 >= 0);
    document->selectOp(op11);
    WhyPanel* why = window.modelWorkspace()->whyPanel();
    const QString verdict = why->verdictText();
    // %11 is a chain of one op: the next op in the schedule is not one it feeds through operand 0, or cannot join.
    QVERIFY2(verdict.startsWith("Chose l1 height_sharded"), qPrintable(verdict));
    QVERIFY2(verdict.contains("ended at %11: "), qPrintable(verdict));
    QVERIFY2(!verdict.contains("could not join"), qPrintable(verdict));
    QVERIFY2(verdict.contains("spills to DRAM after %11"), qPrintable(verdict));
    QVERIFY(why->findChild<QLabel*>("whyVerdict")->isVisible());
    // Shown as labelled lines, without the rule names of the text (they are in the tooltip), and the facts do not
    // repeat the op, its kind and the policy.
    auto* shown = why->findChild<QLabel*>("whyVerdict");
    QTextDocument lines;
    lines.setHtml(shown->text());
    const QString text = lines.toPlainText();
    QVERIFY2(text.startsWith("Chosen: Chose l1 height_sharded"), qPrintable(text));
    QVERIFY2(text.contains("\nChain ended: ") && text.contains("\nSpill: %11 spills to DRAM"), qPrintable(text));
    QVERIFY2(!text.contains("seed 002") && !text.contains("spillEndToDRAM"), qPrintable(text));
    QVERIFY2(shown->toolTip().contains("spillEndToDRAM"), qPrintable(shown->toolTip()));
    for (int r = 0; r < why->details()->rowCount(); ++r) {
        const QString fact = why->details()->index(r, 0).data().toString();
        QVERIFY2(fact != "Op" && fact != "Kind" && fact != "Policy", qPrintable(fact));
    }
    QStandardItemModel* candidates = why->candidates();
    QAbstractItemModelTester tester(candidates);
    const int considered = int(document->result()->ops[size_t(op11)].candidates.size());
    QVERIFY(considered > 20);
    // The chosen row first, then one row per verdict and reason: far fewer rows than candidates.
    QCOMPARE(candidates->index(0, WhyPanel::VerdictColumn).data().toString(), QStringLiteral("chosen"));
    QVERIFY(!candidates->index(0, WhyPanel::EstimateColumn).data().toString().isEmpty());
    QVERIFY(candidates->rowCount() < 6);
    int listed = 0;
    for (int r = 0; r < candidates->rowCount(); ++r) {
        const int children = candidates->rowCount(candidates->index(r, 0));
        listed += children ? children : 1;
    }
    QCOMPARE(listed, considered);
}

// YOLOv8 begins with a DRAM transpose the policy considered nothing for; the window opens on an op in a chain.
void TestModelPanes::opensOnAnOpWorthExplaining()
{
    MainWindow window;
    openModel(window, "real-ir/ttir_yolo_v8.mlir", QSize(1280, 720));
    const int op = window.modelDocument()->selectedOp();
    QVERIFY(op >= 0);
    const OpDecision& d = window.modelDocument()->result()->ops[size_t(op)];
    QVERIFY(d.chain >= 0);
    QVERIFY(!window.modelWorkspace()->whyPanel()->verdictText().contains("considered no L1 layout"));
}

// "1 spill", not "1 spills"; the budget note is not red while the plan stays under the budget.
void TestModelPanes::pluralsAndTheBudgetNote()
{
    MainWindow window;
    openModel(window, "mnist_mlp.mlir", QSize(1280, 720));
    const QString metrics = window.findChild<QLabel*>("planMetrics")->text();
    const int64_t spills = window.modelDocument()->result()->metrics.spillCount;
    const int64_t reshards = window.modelDocument()->result()->metrics.reshardCount;
    QVERIFY2(metrics.contains(spills == 1 ? QStringLiteral(" 1 spill,") : QStringLiteral(" %1 spills,").arg(spills)),
        qPrintable(metrics));
    QVERIFY2(
        metrics.contains(reshards == 1 ? QStringLiteral(" 1 reshard,") : QStringLiteral(" %1 reshards,").arg(reshards)),
        qPrintable(metrics));
    const L1TimelineView* timeline = window.modelWorkspace()->timeline();
    QVERIFY(!timeline->budgetNoteAlarmed());
}

QTEST_MAIN(TestModelPanes)
#include "tst_modelpanes.moc"
