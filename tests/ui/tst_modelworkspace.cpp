// SPDX-License-Identifier: MIT
// Drives the model side of the real main window by objectName: open a sample model from the Samples menu and
// from a path, wait for import and planning, check the op table against the CLI's `optimize --json`, follow one
// selection through the table and the timeline, switch policies, open a broken model and keep the workspace. The
// plan's own controls (as-compiled plans, devices, pins, cancelling, comparing with every policy) are in
// tst_modelplanning.
#include "chaingraphview.h"
#include "cli.h"
#include "l1timelineview.h"
#include "layout/ttnn/ttnntensor.h"
#include "layoutfactsmodel.h"
#include "mainwindow.h"
#include "modeldocument.h"
#include "modelgenerator.h"
#include "modeltesthelpers.h"
#include "modelworkspace.h"
#include "optablemodel.h"
#include "optimizer/policies.h"
#include "pinstore.h"
#include "testpaths.h"
#include "transferdocument.h"
#include "transferview.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFont>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <set>
#include <sstream>

using namespace tle;

using namespace tle::test;

class TestModelWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void opensSampleModel_data();
    void opensSampleModel();
    void selectionFollows();
    void switchingPolicyReplans();
    void opOutputOpensInLayoutViews();
    void brokenModelKeepsWorkspace();
    void layoutFilesStillOpenAsLayouts();
    void exportsThePlan();
    void comparesTwoPolicies();
    void moduleWithSeveralFunctions();
    void expandsAndCollapsesGroups();
    void spillTagOpensTheTransfer();
};

void TestModelWorkspace::opensSampleModel_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QString>("policy");
    QTest::newRow("mnist mlp, dfsharding") << "mnist_mlp"
                                           << "dfsharding";
    QTest::newRow("llama decoder, greedy-beam") << "llama_decoder_layer"
                                                << "greedy-beam";
    QTest::newRow("real TTNN mnist, layout-planner") << "ttnn_mnist_sharded"
                                                     << "layout-planner";
}

// The op table lists what `optimize --json` lists for the same model and policy, row by row.
void TestModelWorkspace::opensSampleModel()
{
    QFETCH(QString, sample);
    QFETCH(QString, policy);
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    QAbstractItemModelTester tester(workspace->opModel());
    workspace->document()->setPolicy(policy);
    QAction* action = window.findChild<QAction*>("model:" + sample);
    QVERIFY(action);
    QSignalSpy opened(workspace->document(), &ModelDocument::modelOpened);
    action->trigger();
    QVERIFY(waitForPlan(window));
    QCOMPARE(opened.count(), 1);
    QCOMPARE(window.findChild<QTabWidget*>("workspaceTabs")->currentWidget(), workspace);
    const QString path = opened.first().first().toString();
    const QJsonObject expected = optimizeJson(path, policy);
    const QJsonArray ops = expected.value("ops").toArray();
    QVERIFY(!ops.isEmpty());
    const OpTableModel* model = workspace->opModel();
    QCOMPARE(model->rowCount(), int(ops.size()));
    for (int r = 0; r < model->rowCount(); ++r) {
        const QJsonObject op = ops[r].toObject();
        QCOMPARE(model->index(r, OpTableModel::NameColumn).data().toString(), op.value("name").toString());
        QCOMPARE(model->index(r, OpTableModel::KindColumn).data().toString(), op.value("kind").toString());
        const QJsonValue layout = op.value("layout");
        const QString shown = model->index(r, OpTableModel::LayoutColumn).data().toString();
        if (layout.isNull())
            QVERIFY(shown.isEmpty());
        else
            QVERIFY2(shown.startsWith(layout.toObject().value("buffer_type").toString() + ' '
                         + layout.toObject().value("memory_layout").toString()),
                qPrintable(shown));
        const QJsonValue chain = op.value("chain");
        QCOMPARE(model->index(r, OpTableModel::ChainColumn).data(OpTableModel::SortRole).toInt(),
            chain.isNull() ? -1 : chain.toInt());
    }
    // The timeline's peak is the plan's.
    QCOMPARE(workspace->timeline()->chart()->peak(),
        qint64(expected.value("metrics").toObject().value("l1_peak_bytes_per_core").toDouble()));
}

// Picking a row selects its op in the timeline; clicking the timeline selects the row.
void TestModelWorkspace::selectionFollows()
{
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    QVERIFY(window.openFile(test::samplesDir() + "/models/mnist_mlp.mlir"));
    QVERIFY(waitForPlan(window));
    auto* table = window.findChild<QTableView*>("opTable");
    QVERIFY(table);
    QSignalSpy selected(workspace->document(), &ModelDocument::selectionChanged);
    table->selectRow(2);
    QCOMPARE(selected.count(), 1);
    const int op = selected.first().first().toInt();
    QCOMPARE(workspace->document()->selectedOp(), op);
    // The Why panel explains the selected op: its chosen layout is the one the table shows.
    const LayoutFactsModel* why = workspace->explanation();
    QAbstractItemModelTester whyTester(const_cast<LayoutFactsModel*>(why));
    QString chosen;
    for (int r = 0; r < why->rowCount(); ++r) {
        if (why->keyAt(r) == "chosen")
            chosen = why->index(r, LayoutFactsModel::ValueColumn).data().toString();
    }
    const int row = workspace->opModel()->rowOfOp(op);
    QCOMPARE(chosen, workspace->opModel()->index(row, OpTableModel::LayoutColumn).data().toString());
    emit workspace->timeline()->opClicked(0);
    QCOMPARE(workspace->document()->selectedOp(), 0);
    const QModelIndexList rows = table->selectionModel()->selectedRows();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.front().data(OpTableModel::OpRole).toInt(), 0);
    // A click on a box of the chain graph selects its op in the table and the timeline.
    ChainGraphView* graph = workspace->chainGraph();
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && graph->scene(); }, 30000));
    window.findChild<QTabWidget*>("workspaceTabs")->setCurrentWidget(workspace);
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    graph->fitToView();
    const int node = int(graph->scene()->graph.nodes.size()) - 1;
    const int nodeOp = graph->scene()->graph.nodes[size_t(node)].ops.front();
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->widgetPointOfNode(node).toPoint());
    QCOMPARE(workspace->document()->selectedOp(), nodeOp);
    QCOMPARE(table->selectionModel()->selectedRows().front().data(OpTableModel::OpRole).toInt(), nodeOp);
    // The filter keeps the rows whose name, kind or layout match.
    window.findChild<QLineEdit*>("opFilter")->setText("linear");
    for (int r = 0; r < table->model()->rowCount(); ++r)
        QVERIFY(table->model()->index(r, OpTableModel::KindColumn).data().toString().contains("linear"));
    QVERIFY(table->model()->rowCount() > 0);
}

void TestModelWorkspace::switchingPolicyReplans()
{
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    QVERIFY(window.openFile(test::samplesDir() + "/models/fork_join_graph.mlir"));
    QVERIFY(waitForPlan(window));
    QCOMPARE(QString::fromStdString(workspace->document()->result()->policy), QStringLiteral("dfsharding"));
    window.findChild<QComboBox*>("policySelector")
        ->setCurrentIndex(window.findChild<QComboBox*>("policySelector")->findData("dram"));
    QVERIFY(
        QTest::qWaitFor([&] { return window.isIdle() && workspace->document()->result()->policy == "dram"; }, 30000));
    // The DRAM reference keeps nothing in L1.
    QCOMPARE(workspace->timeline()->chart()->peak(), qint64(0));
    QVERIFY(window.findChild<QLabel*>("planMetrics")->text().startsWith("dram:"));
}

// From "this op is L1 sharded" to where every element of its output lives in one click, and back.
void TestModelWorkspace::opOutputOpensInLayoutViews()
{
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    QVERIFY(window.openFile(test::samplesDir() + "/models/mnist_mlp.mlir"));
    QVERIFY(waitForPlan(window));
    int sharded = -1;
    for (const OpDecision& d : workspace->document()->result()->ops) {
        if (d.layout && d.layout->isSharded()) {
            sharded = d.op;
            break;
        }
    }
    QVERIFY(sharded >= 0);
    workspace->document()->selectOp(sharded);
    const std::optional<LayoutHandoff> layout = workspace->document()->selectedOpLayout();
    QVERIFY(layout && layout->layout && layout->device);
    const QString text = QString::fromStdString(printedLayout(*layout->layout));
    QVERIFY(text.contains("#ttnn.ttnn_layout<"));
    auto* show = window.findChild<QPushButton*>("showOpLayout");
    QVERIFY(show && show->isEnabled());
    show->click();
    auto* tabs = window.findChild<QTabWidget*>("workspaceTabs");
    QCOMPARE(tabs->currentIndex(), 0);
    QCOMPARE(window.findChild<QLineEdit*>("layoutInput")->text(), text);
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle(); }, 30000));
    // The Details dock describes the op's output: a TTNN layout with the plan's memory layout.
    auto* facts = window.findChild<QTableView*>("factsView");
    QString notation;
    QString memory;
    for (int r = 0; r < facts->model()->rowCount(); ++r) {
        const QString label = facts->model()->index(r, 0).data().toString();
        if (label == "Notation")
            notation = facts->model()->index(r, 1).data().toString();
        if (label == "Memory layout")
            memory = facts->model()->index(r, 1).data().toString();
    }
    QCOMPARE(notation, QStringLiteral("ttnn"));
    QCOMPARE(memory.toStdString(),
        std::string(toString(workspace->document()->result()->ops[size_t(sharded)].layout->spec().memoryLayout)));
    auto* back = window.findChild<QAction*>("actionBack");
    QVERIFY(back->isEnabled());
    back->trigger();
    QCOMPARE(tabs->currentWidget(), workspace);
    QCOMPARE(workspace->document()->selectedOp(), sharded);
    window.findChild<QAction*>("actionForward")->trigger();
    QCOMPARE(tabs->currentIndex(), 0);
    QCOMPARE(window.findChild<QLineEdit*>("layoutInput")->text(), text);
}

void TestModelWorkspace::brokenModelKeepsWorkspace()
{
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    QVERIFY(window.openFile(test::samplesDir() + "/models/mnist_mlp.mlir"));
    QVERIFY(waitForPlan(window));
    const int rows = workspace->opModel()->rowCount();
    QTemporaryDir dir;
    const QString broken = dir.filePath("broken.mlir");
    // Line 2 uses a value nobody defined.
    QVERIFY(writeText(broken,
        "func.func @main(%arg0: tensor<32x32xbf16>) -> tensor<32x32xbf16> {\n"
        "  %0 = \"ttnn.relu\"(%missing) : (tensor<32x32xbf16>) -> tensor<32x32xbf16>\n"
        "  return %0 : tensor<32x32xbf16>\n}\n"));
    QSignalSpy failed(workspace->document(), &ModelDocument::openFailed);
    QVERIFY(window.openFile(broken));
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle(); }, 30000));
    QCOMPARE(failed.count(), 1);
    const QString error = window.findChild<QLabel*>("modelError")->text();
    QVERIFY2(error.startsWith("broken.mlir, line 2, column "), qPrintable(error));
    QVERIFY(window.findChild<QLabel*>("modelError")->styleSheet().contains("#b00020"));
    QVERIFY2(error.contains("%missing"), qPrintable(error));
    QVERIFY(workspace->document()->path().endsWith("mnist_mlp.mlir"));
    QCOMPARE(workspace->opModel()->rowCount(), rows);
}

void TestModelWorkspace::layoutFilesStillOpenAsLayouts()
{
    MainWindow window;
    QVERIFY(window.openFile(test::samplesDir() + "/layouts/seed-53x63-grid-3x2.mlir"));
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle(); }, 30000));
    QCOMPARE(window.findChild<QTabWidget*>("workspaceTabs")->currentIndex(), 0);
    QVERIFY(!window.modelDocument()->hasModel());
    QVERIFY(window.findChild<QLineEdit*>("layoutInput")->text().contains("53x63"));
}

// File > Export View in the model workspace writes the chain graph; Export Timeline the timeline.
void TestModelWorkspace::exportsThePlan()
{
    MainWindow window;
    QTemporaryDir dir;
    QCOMPARE(window.exportModelPicture(dir.filePath("none.png"), "timeline"),
        QStringLiteral("There is no plan to export yet."));
    QVERIFY(window.openFile(test::samplesDir() + "/models/mnist_mlp.mlir"));
    QVERIFY(waitForPlan(window));
    QCOMPARE(window.exportCurrentView(dir.filePath("graph.svg")), QString());
    QFile svg(dir.filePath("graph.svg"));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray bytes = svg.readAll();
    QVERIFY(bytes.contains("<svg"));
    QVERIFY(bytes.contains("linear"));
    QCOMPARE(window.exportModelPicture(dir.filePath("timeline.png"), "timeline"), QString());
    QVERIFY(!QImage(dir.filePath("timeline.png")).isNull());
}

// Compare mode: the metrics of both plans side by side and the ops laid out differently marked in the table and
// the graph; turning it off removes the marks.
void TestModelWorkspace::comparesTwoPolicies()
{
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    QVERIFY(window.openFile(test::samplesDir() + "/models/llama_decoder_layer.mlir"));
    QVERIFY(waitForPlan(window));
    window.findChild<QComboBox*>("compareSelector")
        ->setCurrentIndex(window.findChild<QComboBox*>("compareSelector")->findText("dram"));
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && workspace->document()->comparedResult(); }, 30000));
    const PolicyResult& shown = *workspace->document()->result();
    const PolicyResult& other = *workspace->document()->comparedResult();
    QCOMPARE(QString::fromStdString(other.policy), QStringLiteral("dram"));
    // dram keeps every op in DRAM: exactly the ops dfsharding put anywhere else differ.
    std::set<int> expected;
    for (size_t i = 0; i < shown.ops.size(); ++i) {
        const auto& a = shown.ops[i].layout;
        const auto& b = other.ops[i].layout;
        if (a.has_value() != b.has_value()
            || (a
                && (a->spec().bufferType != b->spec().bufferType || a->spec().memoryLayout != b->spec().memoryLayout)))
            expected.insert(shown.ops[i].op);
    }
    QVERIFY(!expected.empty());
    const OpTableModel* model = workspace->opModel();
    std::set<int> marked;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, 0).data(Qt::BackgroundRole).isValid())
            marked.insert(model->index(r, 0).data(OpTableModel::OpRole).toInt());
    }
    QCOMPARE(marked, expected);
    auto* table = window.findChild<QTableWidget*>("compareMetrics");
    QVERIFY(!table->isHidden());
    // One row per plan, one column per metric, the count of differing ops last.
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->verticalHeaderItem(1)->text(), QStringLiteral("dram"));
    QCOMPARE(table->item(0, table->columnCount() - 1)->text().toInt(), 0); // the plan on show against itself
    QCOMPARE(table->item(1, table->columnCount() - 1)->text().toInt(), int(expected.size()));
    // Reshards: the second column, the plans' own counts.
    QCOMPARE(table->item(0, 1)->text().toInt(), shown.metrics.reshardCount);
    QCOMPARE(table->item(1, 1)->text().toInt(), other.metrics.reshardCount);
    window.findChild<QComboBox*>("compareSelector")->setCurrentIndex(0);
    QVERIFY(table->isHidden());
    for (int r = 0; r < model->rowCount(); ++r)
        QVERIFY(!model->index(r, 0).data(Qt::BackgroundRole).isValid());
}

// A module with two functions lists both; the main one is planned first, the other on request.
void TestModelWorkspace::moduleWithSeveralFunctions()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("two.mlir");
    QVERIFY(writeText(path,
        "module {\n"
        "  func.func @helper(%arg0: tensor<64x64xbf16>) -> tensor<64x64xbf16> {\n"
        "    %0 = \"ttir.relu\"(%arg0) : (tensor<64x64xbf16>) -> tensor<64x64xbf16>\n"
        "    return %0 : tensor<64x64xbf16>\n"
        "  }\n"
        "  func.func @main(%arg0: tensor<64x64xbf16>) -> tensor<64x64xbf16> {\n"
        "    %0 = \"ttir.relu\"(%arg0) : (tensor<64x64xbf16>) -> tensor<64x64xbf16>\n"
        "    %1 = \"ttir.exp\"(%0) : (tensor<64x64xbf16>) -> tensor<64x64xbf16>\n"
        "    return %1 : tensor<64x64xbf16>\n"
        "  }\n"
        "}\n"));
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    QVERIFY(window.openFile(path));
    QVERIFY(waitForPlan(window));
    auto* functions = window.findChild<QComboBox*>("functionSelector");
    QCOMPARE(functions->count(), 2);
    QVERIFY(functions->isEnabled());
    QCOMPARE(functions->currentText(), QStringLiteral("main"));
    QCOMPARE(QString::fromStdString(workspace->document()->graph()->name()), QStringLiteral("main"));
    // relu, exp and the return.
    QCOMPARE(workspace->opModel()->rowCount(), 3);
    functions->setCurrentIndex(functions->findText("helper"));
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && workspace->opModel()->rowCount() == 2; }, 30000));
    QCOMPARE(QString::fromStdString(workspace->document()->graph()->name()), QStringLiteral("helper"));
    QCOMPARE(workspace->opModel()->index(0, OpTableModel::KindColumn).data().toString(), QStringLiteral("ttir.relu"));
}

// A model of a thousand ops opens as segments of its schedule; a double-click expands one, a double-click on a
// node inside collapses it again, and the earlier layout comes back from the cache.
void TestModelWorkspace::expandsAndCollapsesGroups()
{
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    QVERIFY(window.openFile(test::samplesDir() + "/models/real-ir/ttir_yolo_v8.mlir"));
    QVERIFY(waitForPlan(window));
    ChainGraphView* graph = workspace->chainGraph();
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && graph->scene(); }, 30000));
    window.findChild<QTabWidget*>("workspaceTabs")->setCurrentWidget(workspace);
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const ChainGraphView::Scene* overview = graph->scene();
    QVERIFY(overview->graph.nodes.size() <= ChainGraph::kSegmentTarget + 2);
    const size_t picked = overview->graph.nodes.size() / 2;
    const ChainGraphNode segment = overview->graph.nodes[picked];
    QCOMPARE(segment.group()->kind, ChainGraphGroup::Kind::Segment);

    graph->fitToView();
    QTest::mouseDClick(graph, Qt::LeftButton, {}, graph->widgetPointOfNode(int(picked)).toPoint());
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && graph->scene() != overview; }, 30000));
    const ChainGraph& expanded = graph->scene()->graph;
    QCOMPARE(expanded.nodes.size(),
        overview->graph.nodes.size() - 1 + size_t(std::ranges::count_if(expanded.nodes, [](const ChainGraphNode& n) {
            return n.expandedFrom.has_value();
        })));
    int inner = -1;
    for (size_t n = 0; n < expanded.nodes.size() && inner < 0; ++n) {
        if (expanded.nodes[n].expandedFrom == segment.group() && !expanded.nodes[n].group())
            inner = int(n); // a single op: a double-click on a collapsed region would expand that
    }
    QVERIFY(inner >= 0);
    // The nodes of the expanded segment hold exactly its ops.
    std::set<int> ops;
    for (const ChainGraphNode& n : expanded.nodes) {
        if (n.expandedFrom)
            ops.insert(n.ops.begin(), n.ops.end());
    }
    QCOMPARE(ops, std::set<int>(segment.ops.begin(), segment.ops.end()));

    graph->fitToView();
    QTest::qWait(QApplication::doubleClickInterval() + 50); // two double-clicks, not one quadruple click
    QTest::mouseDClick(graph, Qt::LeftButton, {}, graph->widgetPointOfNode(inner).toPoint());
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle(); }, 30000));
    QCOMPARE(graph->scene(), overview); // collapsed again: the overview's layout, not a new one
}

// A double-click on a spill's tag in the chain graph shows the spill in the Transfer view: the producer's L1 output
// in the layout views, DRAM interleaved as the destination. Back returns to the model.
void TestModelWorkspace::spillTagOpensTheTransfer()
{
    MainWindow window;
    ModelWorkspace* workspace = window.modelWorkspace();
    QVERIFY(window.openFile(test::samplesDir() + "/models/llama_decoder_layer.mlir"));
    QVERIFY(waitForPlan(window));
    ChainGraphView* graph = workspace->chainGraph();
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && graph->scene(); }, 30000));
    window.findChild<QTabWidget*>("workspaceTabs")->setCurrentWidget(workspace);
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    graph->fitToView();
    const ChainGraph& g = graph->scene()->graph;
    int edge = -1;
    for (size_t i = 0; i < g.edges.size() && edge < 0; ++i) {
        if (g.edges[i].mark == EdgeMark::Spill && graph->widgetPointOfTag(int(i)))
            edge = int(i);
    }
    QVERIFY(edge >= 0);
    const QPointF at = *graph->widgetPointOfTag(edge);
    QCOMPARE(graph->markedEdgeAt(at), edge);
    QCOMPARE(graph->markedEdgeAt(at + QPointF(200, 200)) == edge, false);
    const int value = g.edges[size_t(edge)].value;
    const PolicyResult& result = *workspace->document()->result();
    const ModelGraph& model = *workspace->document()->graph();
    const auto spill = std::ranges::find(result.spills, value, &SpillResult::value);
    QVERIFY(spill != result.spills.end());
    const OpDecision& producer = result.ops[size_t(model.value(value).producer)];
    QVERIFY(producer.layout);
    const QString from = QString::fromStdString(printedTtnn(TtnnTensor { .layout = *producer.layout }));

    QTest::mouseDClick(graph, Qt::LeftButton, {}, at.toPoint());
    auto* tabs = window.findChild<QTabWidget*>("workspaceTabs");
    QCOMPARE(tabs->currentIndex(), 0);
    QCOMPARE(window.currentViewName(), QStringLiteral("transfer"));
    QCOMPARE(window.findChild<QLineEdit*>("layoutInput")->text(), from);
    TransferDocument* transfer = window.transferDocument();
    QVERIFY(QTest::qWaitFor(
        [&] {
            return window.isIdle() && !transfer->isPlanning() && (transfer->plan() || !transfer->error().isEmpty());
        },
        30000));
    QVERIFY2(transfer->plan(), qPrintable(transfer->error()));
    // The move is planned on the device the plan was made for.
    QCOMPARE(transfer->device().device.name, workspace->document()->plan()->device.device.name);
    QCOMPARE(transfer->plan()->noc.arch, workspace->document()->plan()->device.noc.arch);
    const QString to = transfer->destinationText();
    if (!spill->target) {
        QVERIFY2(to.contains("dram") && to.contains("interleaved"), qPrintable(to));
    }
    QVERIFY(to != from);
    window.findChild<QAction*>("actionBack")->trigger();
    QCOMPARE(tabs->currentWidget(), workspace);
}

void TestModelWorkspace::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // stored pins go to a test folder
}

QTEST_MAIN(TestModelWorkspace)
#include "tst_modelworkspace.moc"
