// SPDX-License-Identifier: MIT
// Drives the run side of the real main window by objectName: open a sample run from the Samples menu, check every
// table with the model tester, follow one selection through the table, the timeline, the calibration plot and the
// ledger, hover and click the timeline, show the gaps, click the breakdown, join a run to the model workspace's plan
// and select across the two, export each run view, and keep the run when a broken file is opened.
#include "layoutdocument.h"
#include "mainwindow.h"
#include "modeldocument.h"
#include "run/opfamily.h"
#include "run/runaccounting.h"
#include "runbreakdownmodel.h"
#include "runbreakdownview.h"
#include "runcalibrationview.h"
#include "runcomparisonmodel.h"
#include "rundocument.h"
#include "runexport.h"
#include "runopsmodel.h"
#include "runpalette.h"
#include "runrangepane.h"
#include "runrooflineview.h"
#include "runsearchbar.h"
#include "runtablemodel.h"
#include "runtimelineview.h"
#include "runworkspace.h"
#include "testpaths.h"
#include "transferdocument.h"
#include "transferview.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <qcustomplot.h>

#include <map>
#include <set>

using namespace tle;

namespace {

constexpr int kTimeout = 60000;

QString sampleRun(const char* name)
{
    return test::samplesDir() + QStringLiteral("/runs/") + QString::fromUtf8(name);
}

bool openRun(MainWindow& window, const QString& path)
{
    QSignalSpy opened(window.runDocument(), &RunDocument::runOpened);
    window.openFile(path);
    return opened.wait(kTimeout);
}

// Shows the window at a size where every pane has room, so that pixels map to the plots' axes.
void showWindow(MainWindow& window)
{
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
}

void selectTableRow(QTableView* view, int row)
{
    const QModelIndex index = view->model()->index(row, 0);
    view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

// The legend's swatches (a wrapped legend's grid also counts its empty cells).
int swatches(const QCPLegend& legend)
{
    int count = 0;
    for (int i = 0; i < legend.itemCount(); ++i)
        count += legend.item(i) ? 1 : 0;
    return count;
}

qlonglong currentOp(QTableView* view)
{
    return view->selectionModel()->currentIndex().data(RunTableModel::OpRole).toLongLong();
}

} // namespace

class TestRunWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void opensSampleRun();
    void tablesPassTheModelTester();
    void selectionFollows();
    void timelineHoverClickAndGaps();
    void breakdownClickFiltersOps();
    void calibrationPicksAPoint();
    void joinSelectsInTheModel();
    void joinNamesThePlansPolicy();
    void doubleClickOpensTheOutputLayout();
    void ledgerRowOpensTheTransfer();
    void exportsEachView_data();
    void exportsEachView();
    void brokenRunKeepsTheRun();
    void timelineColoursAndLanes();
    void cutShortRunShowsItsRows();
    void searchStepsThroughMatches();
    void rangeSelectionTotals();
    void keysZoomAndPan();
    void breakdownDrillsDown();
    void rooflinePicksAPoint();
    void compareAnswersFirst();
    void emptyStatesSayWhatToOpen();
    void selectionShowsTheFlow();
};

void TestRunWorkspace::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestRunWorkspace::opensSampleRun()
{
    MainWindow window;
    auto* action = window.findChild<QAction*>(QStringLiteral("run:oft-integral-image-bh20"));
    QVERIFY(action);
    QSignalSpy opened(window.runDocument(), &RunDocument::runOpened);
    action->trigger();
    QVERIFY(opened.wait(kTimeout));
    QVERIFY(window.isRunShown());
    const RunSummary& summary = window.runDocument()->analysis()->summary;
    auto* metrics = window.findChild<QLabel*>(QStringLiteral("runMetrics"));
    QVERIFY(metrics->text().contains(QString::number(summary.deviceOps)));
    QCOMPARE(window.runWorkspace()->opsModel()->rowCount(), int(summary.deviceOps));
    auto* ops = window.findChild<QTableView*>(QStringLiteral("runOpsTable"));
    QCOMPARE(ops->model()->rowCount(), int(summary.deviceOps));
    // The run workspace edits nothing: Undo is off while it is in front.
    auto* undo = window.findChild<QAction*>(QStringLiteral("actionUndo"));
    QVERIFY(!undo->isEnabled());
}

void TestRunWorkspace::tablesPassTheModelTester()
{
    MainWindow window;
    RunWorkspace* workspace = window.runWorkspace();
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    QAbstractItemModelTester ops(workspace->opsModel(), Mode::QtTest);
    QAbstractItemModelTester ledger(workspace->ledgerModel(), Mode::QtTest);
    QAbstractItemModelTester join(workspace->joinModel(), Mode::QtTest);
    QAbstractItemModelTester comparison(workspace->comparisonModel(), Mode::QtTest);
    QVERIFY(openRun(window, sampleRun("oft-net-20-core.csv")));
    QCOMPARE(workspace->ledgerModel()->rowCount(), int(window.runDocument()->analysis()->ledger.size()));
    QVERIFY(workspace->ledgerModel()->rowCount() > 0);
    QSignalSpy compared(window.runDocument(), &RunDocument::comparisonChanged);
    window.runDocument()->compareWith(sampleRun("oft-net-20-core.csv"));
    QVERIFY(compared.wait(kTimeout));
    QCOMPARE(workspace->comparisonModel()->rowCount(), int(window.runDocument()->comparison()->comparison.ops.size()));
    // Every cell of the small tables answers (the tester checks the roles it knows).
    for (RunTableModel* model : { workspace->ledgerModel(), workspace->comparisonModel() }) {
        for (int column = 0; column < model->columnCount(); ++column) {
            QVERIFY(!model->headerData(column, Qt::Horizontal).toString().isEmpty());
            QVERIFY(model->index(0, column).data(RunTableModel::SortRole).isValid());
        }
    }
}

// A row of the op table selects its op in the document; the timeline, the calibration plot and the ledger follow.
void TestRunWorkspace::selectionFollows()
{
    MainWindow window;
    showWindow(window);
    QVERIFY(openRun(window, sampleRun("oft-net-20-core.csv")));
    RunWorkspace* workspace = window.runWorkspace();
    const auto analysis = window.runDocument()->analysis();
    const LedgerRow& first = analysis->ledger.front();
    auto* ops = window.findChild<QTableView*>(QStringLiteral("runOpsTable"));
    const int row = workspace->opsModel()->rowOfOp(first.op);
    selectTableRow(ops, row);
    QCOMPARE(window.runDocument()->selectedOp(), first.op);
    auto* ledger = window.findChild<QTableView*>(QStringLiteral("runLedgerTable"));
    QCOMPARE(currentOp(ledger), qlonglong(first.op));
    // The calibration plot rings the op's point when the cost model priced it.
    const bool priced = std::any_of(analysis->predictions.begin(), analysis->predictions.end(),
        [&](const RunPrediction& p) { return p.op == first.op; });
    QCustomPlot* plot = workspace->calibration()->plot();
    QCOMPARE(plot->graph(plot->graphCount() - 1)->dataCount(), priced ? 1 : 0);
    // The op is in the timeline's window.
    const auto [from, to] = workspace->timeline()->visibleRange();
    const RunBar* bar = nullptr;
    for (const RunBar& b : analysis->timeline.lanes().front().bars)
        bar = b.op == first.op ? &b : bar;
    QVERIFY(bar);
    QVERIFY(bar->endNs >= from && bar->startNs <= to);
    // A ledger row selects back.
    selectTableRow(ledger, 1);
    QCOMPARE(window.runDocument()->selectedOp(), int64_t(currentOp(ledger)));
    QCOMPARE(ops->selectionModel()->currentIndex().data(RunOpsModel::OpRole).toLongLong(), currentOp(ledger));
}

// The detail shows one bar: the pointer in the middle names it and a click selects it. With the gaps on, the axis
// ends where the kernels and the measured gaps add up to.
void TestRunWorkspace::timelineHoverClickAndGaps()
{
    MainWindow window;
    showWindow(window);
    QVERIFY(openRun(window, sampleRun("oft-integral-image-bh20.csv")));
    RunTimelineView* timeline = window.runWorkspace()->timeline();
    const auto analysis = window.runDocument()->analysis();
    const RunBar& bar = analysis->timeline.lanes().front().bars[2];
    timeline->setVisibleRange(bar.startNs, bar.endNs);
    timeline->plot()->replot(QCustomPlot::rpImmediateRefresh);
    const QRect detail = timeline->detailRect()->rect();
    const QPoint centre = detail.center();
    QVERIFY2(timeline->describeAt(centre).startsWith(QStringLiteral("Op %1:").arg(bar.op)),
        qPrintable(timeline->describeAt(centre)));
    QTest::mouseClick(timeline->plot(), Qt::LeftButton, {}, centre);
    QCOMPARE(window.runDocument()->selectedOp(), bar.op);

    const MeasuredRun& run = *analysis->run;
    double kernels = 0;
    double gaps = 0;
    for (const RunOp& op : run.ops) {
        if (op.kind == RunOpKind::Device && op.device == analysis->timeline.lanes().front().device) {
            kernels += double(std::max<int64_t>(0, op.kernelNs.value_or(0)));
            gaps += double(std::max<int64_t>(0, op.opToOpNs.value_or(0)));
        }
    }
    QCOMPARE(analysis->timeline.endNs(), kernels);
    auto* box = window.findChild<QCheckBox*>(QStringLiteral("runGaps"));
    box->setChecked(true);
    QVERIFY(timeline->showsGaps());
    QCOMPARE(timeline->visibleRange().second, kernels + gaps);
    box->setChecked(false);
    QCOMPARE(timeline->visibleRange().second, kernels);
}

// A click on the largest op code's bar filters the op table to it.
void TestRunWorkspace::breakdownClickFiltersOps()
{
    MainWindow window;
    showWindow(window);
    QVERIFY(openRun(window, sampleRun("deeplabv3-blackhole-p100.csv")));
    QVERIFY(window.showView(QStringLiteral("breakdown")));
    RunBreakdownView* breakdown = window.runWorkspace()->breakdown();
    breakdown->plot()->replot(QCustomPlot::rpImmediateRefresh);
    QCPAxisRect* ops = breakdown->plot()->axisRects().last();
    const int y = int(ops->axis(QCPAxis::atLeft)->coordToPixel(0));
    QTest::mouseClick(breakdown->plot(), Qt::LeftButton, {}, QPoint(ops->left() + 3, y));
    const std::vector<RunGroup> groups = groupRun(*window.runDocument()->run(), RunGrouping::Op);
    auto* filter = window.findChild<QLineEdit*>(QStringLiteral("runFilter"));
    QCOMPARE(filter->text(), QString::fromStdString(groups.front().key));
    QCOMPARE(window.runWorkspace()->panes()->currentIndex(), 0);
    auto* table = window.findChild<QTableView*>(QStringLiteral("runOpsTable"));
    QVERIFY(table->model()->rowCount() >= int(groups.front().ops));
    QVERIFY(breakdown->taxText().contains(QStringLiteral("%")));
    // Typed text filters once typing pauses: the halo ops, then every op again.
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("halo"));
    const RunSummary& summary = window.runDocument()->analysis()->summary;
    QTRY_COMPARE(table->model()->rowCount(), int(summary.byClassOps[size_t(RunClass::Halo)]));
    filter->clear();
    QTRY_COMPARE(table->model()->rowCount(), int(summary.deviceOps));
}

// A click on a point selects the op of a point under it.
void TestRunWorkspace::calibrationPicksAPoint()
{
    MainWindow window;
    showWindow(window);
    QVERIFY(openRun(window, sampleRun("segformer-encoder-wormhole.csv")));
    QVERIFY(window.showView(QStringLiteral("calibration")));
    RunCalibrationView* calibration = window.runWorkspace()->calibration();
    QCustomPlot* plot = calibration->plot();
    plot->replot(QCustomPlot::rpImmediateRefresh);
    const auto analysis = window.runDocument()->analysis();
    const RunPrediction& p = analysis->predictions[analysis->predictions.size() / 2];
    const QPoint pixel(
        int(plot->xAxis->coordToPixel(p.measuredNs / 1e3)), int(plot->yAxis->coordToPixel(p.predictedNs / 1e3)));
    QTest::mouseClick(plot, Qt::LeftButton, {}, pixel);
    const int64_t picked = window.runDocument()->selectedOp();
    QVERIFY(picked >= 0);
    const auto it = std::find_if(analysis->predictions.begin(), analysis->predictions.end(),
        [picked](const RunPrediction& q) { return q.op == picked; });
    QVERIFY(it != analysis->predictions.end());
    QVERIFY(std::abs(plot->xAxis->coordToPixel(it->measuredNs / 1e3) - pixel.x()) <= 7);
    QVERIFY(std::abs(plot->yAxis->coordToPixel(it->predictedNs / 1e3) - pixel.y()) <= 7);
    QVERIFY(calibration->summaryText().contains(QStringLiteral("within 2x")));
    QCOMPARE(calibration->opAt(QPoint(-10, -10)), int64_t(-1));
}

// The ttrt documentation's run beside its module's as-compiled plan: joined by loc, one row; selecting it selects
// the tan op in the model workspace, and selecting the tan op there selects the run's op.
void TestRunWorkspace::joinSelectsInTheModel()
{
    MainWindow window;
    ModelDocument* model = window.modelDocument();
    model->setPolicy(QStringLiteral("as-compiled"));
    window.openFile(test::samplesDir() + QStringLiteral("/runs/ttrt-tan.mlir"));
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && model->result(); }, kTimeout));
    QVERIFY(openRun(window, QString::fromStdString(test::testDataPath("runs/ttrt-artifacts"))));
    QSignalSpy joined(window.runDocument(), &RunDocument::joinChanged);
    window.findChild<QPushButton*>(QStringLiteral("runJoinButton"))->click();
    QVERIFY(joined.wait(kTimeout));
    auto* table = window.findChild<QTableView*>(QStringLiteral("runJoinTable"));
    QCOMPARE(table->model()->rowCount(), 1);
    auto* caption = window.findChild<QLabel*>(QStringLiteral("runJoinTableCaption"));
    QVERIFY2(caption->text().contains(QStringLiteral("by loc")), qPrintable(caption->text()));
    selectTableRow(table, 0);
    const auto& join = window.runDocument()->join()->join;
    const int tan = join.steps[size_t(join.ops[0].step)].op;
    QCOMPARE(model->selectedOp(), tan);
    window.runDocument()->selectOp(-1);
    model->selectOp(-1);
    model->selectOp(tan);
    QCOMPARE(window.runDocument()->selectedOp(), join.ops[0].runOp);
}

// The join is made with the plan on show and names that plan's policy, not the one chosen since, whose plan was
// cancelled before it came.
void TestRunWorkspace::joinNamesThePlansPolicy()
{
    MainWindow window;
    ModelDocument* model = window.modelDocument();
    model->setPolicy(QStringLiteral("as-compiled"));
    window.openFile(test::samplesDir() + QStringLiteral("/runs/ttrt-tan.mlir"));
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && model->result(); }, kTimeout));
    QVERIFY(openRun(window, QString::fromStdString(test::testDataPath("runs/ttrt-artifacts"))));
    model->setPolicy(QStringLiteral("dram"));
    model->cancel();
    QCOMPARE(model->result()->policy, std::string("as-compiled"));
    QSignalSpy joined(window.runDocument(), &RunDocument::joinChanged);
    window.findChild<QPushButton*>(QStringLiteral("runJoinButton"))->click();
    QVERIFY(joined.wait(kTimeout));
    QCOMPARE(window.runDocument()->join()->policy, QStringLiteral("as-compiled"));
    auto* caption = window.findChild<QLabel*>(QStringLiteral("runJoinTableCaption"));
    QVERIFY2(caption->text().startsWith(QStringLiteral("Joined to as-compiled of ")), qPrintable(caption->text()));
}

// The first op whose output is DRAM interleaved in tiles has a layout the views read: a double-click opens it in the
// layout workspace, and Back returns to the op in the run.
void TestRunWorkspace::doubleClickOpensTheOutputLayout()
{
    MainWindow window;
    QVERIFY(openRun(window, sampleRun("deeplabv3-blackhole-p100.csv")));
    const MeasuredRun& run = *window.runDocument()->run();
    int64_t chosen = -1;
    for (size_t i = 0; i < run.ops.size() && chosen < 0; ++i) {
        const RunOp& op = run.ops[i];
        if (op.kind == RunOpKind::Device && !op.outputs.empty() && op.outputs[0].memory == "DEV_1_DRAM_INTERLEAVED"
            && op.outputs[0].pageLayout == "TILE")
            chosen = int64_t(i);
    }
    QVERIFY(chosen >= 0);
    auto* table = window.findChild<QTableView*>(QStringLiteral("runOpsTable"));
    const int row = window.runWorkspace()->opsModel()->rowOfOp(chosen);
    selectTableRow(table, row);
    QSignalSpy changed(&window, &MainWindow::layoutChanged);
    emit table->doubleClicked(table->model()->index(row, 0));
    QVERIFY(changed.count() == 1 || changed.wait(kTimeout));
    QVERIFY(!window.isRunShown() && !window.isModelShown());
    QVERIFY(window.document()->layout());
    window.findChild<QAction*>(QStringLiteral("actionBack"))->trigger();
    QVERIFY(window.isRunShown());
    QCOMPARE(window.runDocument()->selectedOp(), chosen);
    // The input column opens input 0.
    QVERIFY(!run.ops[size_t(chosen)].inputs.empty());
    const auto input = window.runDocument()->tensorLayout(chosen, RunDocument::Tensor::Input);
    emit table->doubleClicked(table->model()->index(row, RunOpsModel::InputColumn));
    QCOMPARE(window.isRunShown(), !input.has_value());
    QString why;
    QVERIFY(!window.runDocument()->tensorLayout(-1, RunDocument::Tensor::Output, &why));
    QVERIFY(!why.isEmpty());
}

// A ledger row is a layout change: a double-click shows its input in the layout views and the Transfer view on its
// output, and Back returns to the op in the run.
void TestRunWorkspace::ledgerRowOpensTheTransfer()
{
    MainWindow window;
    showWindow(window);
    QVERIFY(openRun(window, sampleRun("oft-net-20-core.csv")));
    auto* ledger = window.findChild<QTableView*>(QStringLiteral("runLedgerTable"));
    int row = -1;
    QString from;
    QString to;
    for (int r = 0; r < ledger->model()->rowCount() && row < 0; ++r) {
        const qlonglong op = ledger->model()->index(r, 0).data(RunTableModel::OpRole).toLongLong();
        const auto change = window.runDocument()->layoutChange(op);
        if (!change)
            continue;
        from = QString::fromStdString(printedLayout(*change->layout));
        to = QString::fromStdString(printedLayout(*change->transferTo));
        if (from != to)
            row = r;
    }
    QVERIFY(row >= 0);
    const qlonglong op = ledger->model()->index(row, 0).data(RunTableModel::OpRole).toLongLong();
    selectTableRow(ledger, row);
    emit ledger->doubleClicked(ledger->model()->index(row, 0));
    QVERIFY(!window.isRunShown() && !window.isModelShown());
    QCOMPARE(window.currentViewName(), QStringLiteral("transfer"));
    QCOMPARE(window.findChild<QLineEdit*>(QStringLiteral("layoutInput"))->text(), from);
    TransferDocument* transfer = window.transferDocument();
    QVERIFY(QTest::qWaitFor(
        [&] {
            return window.isIdle() && !transfer->isPlanning() && (transfer->plan() || !transfer->error().isEmpty());
        },
        kTimeout));
    QCOMPARE(transfer->destinationText(), to);
    QVERIFY2(transfer->plan(), qPrintable(transfer->error()));
    // The change is planned on the device the run was measured on.
    QCOMPARE(transfer->device().device.name, window.runDocument()->analysis()->device.device.name);
    window.findChild<QAction*>(QStringLiteral("actionBack"))->trigger();
    QVERIFY(window.isRunShown());
    QCOMPARE(window.runDocument()->selectedOp(), op);
}

void TestRunWorkspace::exportsEachView_data()
{
    QTest::addColumn<QString>("view");
    QTest::newRow("device timeline") << "run-timeline";
    QTest::newRow("breakdown") << "breakdown";
    QTest::newRow("calibration") << "calibration";
    QTest::newRow("roofline") << "roofline";
}

void TestRunWorkspace::exportsEachView()
{
    QFETCH(QString, view);
    MainWindow window;
    QVERIFY(openRun(window, sampleRun("oft-integral-image-bh20.csv")));
    QVERIFY(window.showView(view));
    QCOMPARE(window.runWorkspace()->currentViewName(), view);
    QTemporaryDir dir;
    const QString path = dir.filePath(view + QStringLiteral(".svg"));
    QCOMPARE(window.exportCurrentView(path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QVERIFY(svg.contains("<svg"));
    // The caption names the run and its figures, as the summary counts them.
    const RunSummary& s = window.runDocument()->analysis()->summary;
    QVERIFY(svg.contains("oft-integral-image-bh20.csv"));
    QVERIFY2(svg.contains(QStringLiteral("%1 device ops · kernel %2")
                              .arg(s.deviceOps)
                              .arg(runDurationText(double(s.deviceKernelNs)))
                              .toUtf8()),
        svg.left(2000).constData());
    QVERIFY(
        !exportRunView(window.runDocument()->analysis(), QStringLiteral("mapping"), path, QSize(800, 600)).isEmpty());
}

void TestRunWorkspace::brokenRunKeepsTheRun()
{
    MainWindow window;
    QVERIFY(openRun(window, sampleRun("oft-integral-image-bh20.csv")));
    const auto held = window.runDocument()->analysis();
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.csv"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not,a\nprofiler,\"report\n");
    file.close();
    QSignalSpy failed(window.runDocument(), &RunDocument::openFailed);
    window.openFile(broken);
    QVERIFY(failed.wait(kTimeout));
    QCOMPARE(window.runDocument()->analysis(), held);
    auto* error = window.findChild<QLabel*>(QStringLiteral("runError"));
    QVERIFY(!error->isHidden());
    QVERIFY2(error->text().contains(QStringLiteral("broken.csv")), qPrintable(error->text()));
}

// DeepSeek V3 on 8 devices: the colour choice drives the legend, the lanes that do not fit scroll, and the header
// says the kernel time is a sum and names the slowest device; expectations counted from the CSV's rows here.
void TestRunWorkspace::timelineColoursAndLanes()
{
    MainWindow window;
    showWindow(window);
    QVERIFY(openRun(window, sampleRun("deepseek-v3-8x-blackhole-p150.csv")));
    const MeasuredRun& run = *window.runDocument()->analysis()->run;
    std::set<OpFamily> families;
    std::set<std::string> codes;
    std::map<int64_t, int64_t> kernelOf;
    for (const RunOp& op : run.ops) {
        if (op.kind != RunOpKind::Device)
            continue;
        families.insert(opFamily(op));
        codes.insert(op.opCode);
        kernelOf[op.device] += op.kernelNs.value_or(0);
    }
    RunTimelineView* timeline = window.runWorkspace()->timeline();
    auto* colourBy = window.findChild<QComboBox*>(QStringLiteral("runColourBy"));
    QVERIFY(colourBy);
    QCOMPARE(colourBy->count(), 3);
    QVERIFY(timeline->colouring() == RunColouring::Family);
    QCOMPARE(swatches(*timeline->plot()->legend), int(families.size()));
    QVERIFY(families.size() >= 5);
    colourBy->setCurrentIndex(colourBy->findData(int(RunColouring::OpCode)));
    QVERIFY(timeline->colouring() == RunColouring::OpCode);
    QCOMPARE(swatches(*timeline->plot()->legend), int(std::min<size_t>(codes.size(), 10)));
    colourBy->setCurrentIndex(colourBy->findData(int(RunColouring::LayoutClass)));
    QVERIFY(timeline->colouring() == RunColouring::LayoutClass);
    // Eight lanes: those that do not fit scroll with the bar.
    auto* scroll = timeline->findChild<QScrollBar*>(QStringLiteral("runLaneScroll"));
    QVERIFY(scroll);
    const int shown = timeline->lanesShown();
    QCOMPARE(scroll->isVisibleTo(timeline), shown < int(kernelOf.size()));
    if (shown < int(kernelOf.size())) {
        QCOMPARE(scroll->maximum(), int(kernelOf.size()) - shown);
        scroll->setValue(scroll->maximum());
        QCOMPARE(timeline->plot()->yAxis->range().upper, double(kernelOf.size()));
    }
    const auto slowest = std::max_element(
        kernelOf.begin(), kernelOf.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    const QString metrics = window.findChild<QLabel*>(QStringLiteral("runMetrics"))->text();
    QVERIFY2(metrics.contains(QStringLiteral("on %1 devices").arg(kernelOf.size())), qPrintable(metrics));
    QVERIFY2(
        metrics.contains(
            QStringLiteral("slowest device %1: %2").arg(slowest->first).arg(runDurationText(double(slowest->second)))),
        qPrintable(metrics));
}

// A profiler that stopped while writing: the rows before the cut are shown, and a warning names the line.
void TestRunWorkspace::cutShortRunShowsItsRows()
{
    QFile sample(sampleRun("oft-integral-image-bh20.csv"));
    QVERIFY(sample.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = sample.readAll().split('\n');
    QVERIFY(lines.size() > 6);
    QTemporaryDir dir;
    const QString cut = dir.filePath(QStringLiteral("ops_perf_results_cut.csv"));
    QFile file(cut);
    QVERIFY(file.open(QIODevice::WriteOnly));
    // The header and four rows whole, then half of the fifth row (line 6).
    for (int i = 0; i < 5; ++i)
        file.write(lines[i] + '\n');
    file.write(lines[5].left(lines[5].size() / 2));
    file.close();
    MainWindow window;
    QVERIFY(openRun(window, cut));
    const auto analysis = window.runDocument()->analysis();
    QCOMPARE(int64_t(analysis->run->ops.size() + analysis->run->signposts.size()), int64_t(4));
    auto* warning = window.findChild<QLabel*>(QStringLiteral("runWarning"));
    QVERIFY(!warning->isHidden());
    QVERIFY2(warning->text().contains(QStringLiteral("line 6")), qPrintable(warning->text()));
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("runError"))->isHidden());
}

// The search finds what a case-insensitive substring of op code, loc or signpost finds in the CSV's rows, and
// Return and Shift+Return step through it.
void TestRunWorkspace::searchStepsThroughMatches()
{
    MainWindow window;
    showWindow(window);
    QVERIFY(openRun(window, sampleRun("segformer-encoder-wormhole.csv")));
    const MeasuredRun& run = *window.runDocument()->analysis()->run;
    const auto contains = [](const std::string& text) {
        return QString::fromStdString(text).contains(QStringLiteral("layernorm"), Qt::CaseInsensitive);
    };
    std::vector<int64_t> expected;
    for (size_t i = 0; i < run.ops.size(); ++i) {
        const RunOp& op = run.ops[i];
        const bool inSignpost = op.signpost >= 0 && contains(run.signposts[size_t(op.signpost)].name);
        if (op.kind == RunOpKind::Device && (contains(op.opCode) || contains(op.loc) || inSignpost))
            expected.push_back(int64_t(i));
    }
    QVERIFY(expected.size() >= 2);
    auto* field = window.findChild<QLineEdit*>(QStringLiteral("runSearch"));
    QVERIFY(field);
    QSignalSpy hits(window.runWorkspace()->search(), &RunSearchBar::hitsChanged);
    field->setText(QStringLiteral("LayerNorm"));
    QVERIFY(hits.wait(kTimeout));
    QCOMPARE(window.runWorkspace()->search()->hits(), expected);
    auto* count = window.findChild<QLabel*>(QStringLiteral("runSearchCount"));
    QCOMPARE(count->text(), QStringLiteral("%1 matches").arg(expected.size()));
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(window.runDocument()->selectedOp(), expected[0]);
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(window.runDocument()->selectedOp(), expected[1]);
    QCOMPARE(count->text(), QStringLiteral("2 of %1").arg(expected.size()));
    QTest::keyClick(field, Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(window.runDocument()->selectedOp(), expected[0]);
    // A malformed expression says so and finds nothing.
    window.findChild<QCheckBox*>(QStringLiteral("runSearchRegex"))->setChecked(true);
    field->setText(QStringLiteral("("));
    window.runWorkspace()->search()->search();
    QVERIFY(window.runWorkspace()->search()->hits().empty());
    QCOMPARE(count->text(), QStringLiteral("not a regular expression"));
}

// Shift and a drag over the detail select a range; the Range pane totals the ops inside it as the CSV's kernel
// times, laid back to back per device, give them here.
void TestRunWorkspace::rangeSelectionTotals()
{
    MainWindow window;
    showWindow(window);
    QVERIFY(openRun(window, sampleRun("oft-integral-image-bh20.csv")));
    RunTimelineView* timeline = window.runWorkspace()->timeline();
    timeline->plot()->replot(QCustomPlot::rpImmediateRefresh);
    const QRect detail = timeline->detailRect()->rect();
    const QPoint from(detail.left() + detail.width() / 5, detail.center().y());
    const QPoint to(detail.left() + detail.width() * 3 / 5, detail.center().y());
    QTest::mousePress(timeline->plot(), Qt::LeftButton, Qt::ShiftModifier, from);
    QTest::mouseRelease(timeline->plot(), Qt::LeftButton, Qt::ShiftModifier, to);
    const auto [fromNs, toNs] = timeline->selectedRange();
    QVERIFY(toNs > fromNs);
    const MeasuredRun& run = *window.runDocument()->analysis()->run;
    std::map<int64_t, double> endOf;
    int64_t ops = 0;
    double ns = 0;
    std::set<OpFamily> families;
    for (const RunOp& op : run.ops) {
        if (op.kind != RunOpKind::Device)
            continue;
        const double start = endOf[op.device];
        const double end = start + double(std::max<int64_t>(0, op.kernelNs.value_or(0)));
        endOf[op.device] = end;
        if (end > fromNs && start < toNs) {
            ++ops;
            ns += std::min(end, toNs) - std::max(start, fromNs);
            families.insert(opFamily(op));
        }
    }
    RunRangePane* range = window.runWorkspace()->range();
    QCOMPARE(window.findChild<QTabWidget*>(QStringLiteral("runPanes"))->currentWidget(), range);
    QCOMPARE(range->totals().ops, ops);
    QVERIFY(std::abs(range->totals().ns - ns) < 1e-6 * std::max(1.0, ns));
    QCOMPARE(range->families()->rowCount(), int(families.size()));
    QAbstractItemModelTester tester(range->opCodes(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Escape clears it.
    timeline->plot()->setFocus();
    QTest::keyClick(timeline->plot(), Qt::Key_Escape);
    QCOMPARE(range->totals().ops, int64_t(0));
}

// W and S zoom the detail about its middle, A and D pan it by a fifth.
void TestRunWorkspace::keysZoomAndPan()
{
    MainWindow window;
    showWindow(window);
    QVERIFY(openRun(window, sampleRun("oft-integral-image-bh20.csv")));
    RunTimelineView* timeline = window.runWorkspace()->timeline();
    timeline->setVisibleRange(1000, 2000);
    QTest::keyClick(timeline->plot(), Qt::Key_W);
    auto [from, to] = timeline->visibleRange();
    QVERIFY(std::abs(from - 1100) < 1e-6 && std::abs(to - 1900) < 1e-6);
    QTest::keyClick(timeline->plot(), Qt::Key_D);
    std::tie(from, to) = timeline->visibleRange();
    QVERIFY(std::abs(from - 1260) < 1e-6 && std::abs(to - 2060) < 1e-6);
    QTest::keyClick(timeline->plot(), Qt::Key_A);
    QTest::keyClick(timeline->plot(), Qt::Key_S);
    std::tie(from, to) = timeline->visibleRange();
    QVERIFY(std::abs(from - 1000) < 1e-6 && std::abs(to - 2000) < 1e-6);
}

// The breakdown's tree: families by kernel time as the CSV's rows sum them, then their op codes, then their ops;
// selecting an op selects it in the run.
void TestRunWorkspace::breakdownDrillsDown()
{
    MainWindow window;
    showWindow(window);
    QVERIFY(openRun(window, sampleRun("segformer-encoder-wormhole.csv")));
    const MeasuredRun& run = *window.runDocument()->analysis()->run;
    std::map<OpFamily, double> familyNs;
    std::map<std::string, std::pair<double, int64_t>> longestOfCode; // per op code: the longest op
    for (size_t i = 0; i < run.ops.size(); ++i) {
        const RunOp& op = run.ops[i];
        if (op.kind != RunOpKind::Device)
            continue;
        const double ns = double(std::max<int64_t>(0, op.kernelNs.value_or(0)));
        familyNs[opFamily(op)] += ns;
        const auto it = longestOfCode.find(op.opCode);
        if (it == longestOfCode.end() || ns > it->second.first)
            longestOfCode[op.opCode] = { ns, int64_t(i) };
    }
    const auto top = std::max_element(
        familyNs.begin(), familyNs.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    window.runWorkspace()->showView(QStringLiteral("breakdown"));
    auto* tree = window.findChild<QTreeView*>(QStringLiteral("runBreakdownTree"));
    QVERIFY(tree && tree->isVisible());
    QAbstractItemModel* model = tree->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // The families, then the longest ops.
    QCOMPARE(model->rowCount(), int(familyNs.size()) + 1);
    const QModelIndex longest = model->index(int(familyNs.size()), 0);
    QCOMPARE(model->rowCount(longest), int(std::min<size_t>(RunBreakdownModel::kTopOps, run.deviceOps())));
    double longestNs = 0;
    for (const RunOp& op : run.ops)
        longestNs = op.kind == RunOpKind::Device ? std::max(longestNs, double(op.kernelNs.value_or(0))) : longestNs;
    QCOMPARE(model->index(0, 0, longest).data(RunBreakdownModel::NsRole).toDouble(), longestNs);
    const QModelIndex family = model->index(0, 0);
    QCOMPARE(family.data().toString(), runFamilyTitle(top->first));
    QCOMPARE(family.data(RunBreakdownModel::NsRole).toDouble(), top->second);
    tree->expand(family);
    const QModelIndex code = model->index(0, 0, family);
    tree->expand(code);
    const QModelIndex op = model->index(0, 0, code);
    const std::string opCode = code.data().toString().toStdString();
    QCOMPARE(op.data(RunBreakdownModel::OpRole).toLongLong(), longestOfCode[opCode].second);
    tree->selectionModel()->setCurrentIndex(op, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QCOMPARE(window.runDocument()->selectedOp(), longestOfCode[opCode].second);
}

// The roofline places each op at its flops over its bytes and flops over its measured time; a click on a point
// selects its op.
void TestRunWorkspace::rooflinePicksAPoint()
{
    MainWindow window;
    showWindow(window);
    QVERIFY(openRun(window, sampleRun("segformer-encoder-wormhole.csv")));
    QVERIFY(window.showView(QStringLiteral("roofline")));
    RunRooflineView* roofline = window.runWorkspace()->roofline();
    const auto analysis = window.runDocument()->analysis();
    int withFlops = 0;
    for (const RunPrediction& p : analysis->predictions)
        withFlops += p.flops > 0 && p.dramBytes + p.l1Bytes > 0 ? 1 : 0;
    QCOMPARE(int(roofline->roofline().points.size()), withFlops);
    QVERIFY(withFlops > 0);
    const RunRooflinePoint& point = roofline->roofline().points.front();
    const RunOp& op = analysis->run->ops[size_t(point.op)];
    const RunPrediction* priced = nullptr;
    for (const RunPrediction& p : analysis->predictions)
        priced = p.op == point.op ? &p : priced;
    QVERIFY(priced);
    QCOMPARE(point.intensity, priced->flops / (priced->dramBytes + priced->l1Bytes));
    QCOMPARE(point.flopsPerSecond, priced->flops / (double(*op.kernelNs) * 1e-9));
    roofline->plot()->replot(QCustomPlot::rpImmediateRefresh);
    const QPoint pixel(int(std::lround(roofline->plot()->xAxis->coordToPixel(point.intensity))),
        int(std::lround(roofline->plot()->yAxis->coordToPixel(point.flopsPerSecond / 1e9))));
    const int64_t picked = roofline->opAt(pixel);
    QVERIFY(picked >= 0);
    QTest::mouseClick(roofline->plot(), Qt::LeftButton, {}, pixel);
    QCOMPARE(window.runDocument()->selectedOp(), picked);
}

// Compare opens on the families' kernel times of both runs (summed here from the CSVs), then the matched ops with
// the largest change; the ops only one run did sit closed, grouped by op code. The CLI says the same.
void TestRunWorkspace::compareAnswersFirst()
{
    MainWindow window;
    showWindow(window);
    QVERIFY(openRun(window, sampleRun("oft-integral-image-bh20.csv")));
    QSignalSpy compared(window.runDocument(), &RunDocument::comparisonChanged);
    window.runDocument()->compareWith(sampleRun("oft-net-20-core.csv"));
    QVERIFY(compared.wait(kTimeout));
    QVERIFY(window.showView(QStringLiteral("compare")));
    const auto familyTimes = [](const MeasuredRun& run) {
        std::map<OpFamily, double> ns;
        for (const RunOp& op : run.ops) {
            if (op.kind == RunOpKind::Device)
                ns[opFamily(op)] += double(op.kernelNs.value_or(0));
        }
        return ns;
    };
    auto here = familyTimes(*window.runDocument()->analysis()->run);
    auto there = familyTimes(*window.runDocument()->comparison()->other->run);
    std::set<OpFamily> families;
    for (const auto* times : { &here, &there }) {
        for (const auto& [family, ns] : *times)
            families.insert(family);
    }
    auto* tree = window.findChild<QTreeView*>(QStringLiteral("runComparisonTree"));
    QVERIFY(tree && tree->isVisible());
    QAbstractItemModel* model = tree->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QModelIndex familySection = model->index(RunComparisonModel::FamiliesSection, 0);
    QVERIFY(tree->isExpanded(familySection));
    QCOMPARE(model->rowCount(familySection), int(families.size()));
    // The first family is the one whose time changed most.
    OpFamily most = *families.begin();
    for (const OpFamily f : families) {
        if (std::abs(there[f] - here[f]) > std::abs(there[most] - here[most]))
            most = f;
    }
    QCOMPARE(model->index(0, 0, familySection).data().toString(), runFamilyTitle(most));
    QCOMPARE(model->index(0, 0, familySection).data(RunComparisonModel::NsRole).toDouble(), here[most]);
    // Matched ops open, largest change first; the unmatched closed.
    const RunComparison& c = window.runDocument()->comparison()->comparison;
    const QModelIndex changes = model->index(RunComparisonModel::ChangesSection, 0);
    QVERIFY(tree->isExpanded(changes));
    QCOMPARE(int64_t(model->rowCount(changes)), c.matched);
    int64_t largest = 0;
    for (const RunOpDelta& d : c.ops) {
        if (d.op >= 0 && d.other >= 0)
            largest = std::max<int64_t>(largest, std::llabs(d.otherNs.value_or(0) - d.ns.value_or(0)));
    }
    const int64_t first = model->index(0, 0, changes).data(RunComparisonModel::OpRole).toLongLong();
    const RunOpDelta* top = nullptr;
    for (const RunOpDelta& d : c.ops)
        top = d.op == first ? &d : top;
    QVERIFY(top);
    QCOMPARE(int64_t(std::llabs(top->otherNs.value_or(0) - top->ns.value_or(0))), largest);
    QVERIFY(!tree->isExpanded(model->index(RunComparisonModel::OnlyHereSection, 0)));
    QVERIFY(!tree->isExpanded(model->index(RunComparisonModel::OnlyThereSection, 0)));
    // Selecting a matched op selects it in the run.
    tree->selectionModel()->setCurrentIndex(model->index(0, 0, changes), QItemSelectionModel::ClearAndSelect);
    QCOMPARE(window.runDocument()->selectedOp(), first);
}

// Nothing open: the timelines say what to open instead of drawing empty axes; a run without layout changes says
// why its ledger is empty.
void TestRunWorkspace::emptyStatesSayWhatToOpen()
{
    MainWindow window;
    showWindow(window);
    QVERIFY(window.showView(QStringLiteral("run")));
    auto* runEmpty = window.findChild<QLabel*>(QStringLiteral("runTimelineEmpty"));
    QVERIFY(runEmpty && runEmpty->isVisible());
    QVERIFY(runEmpty->text().contains(QStringLiteral("Samples > Runs")));
    QVERIFY(!window.findChild<QCustomPlot*>(QStringLiteral("runTimelinePlot"))->isVisible());
    QVERIFY(window.showView(QStringLiteral("model")));
    auto* l1Empty = window.findChild<QWidget*>(QStringLiteral("l1Timeline"))
                        ->findChild<QLabel*>(QStringLiteral("l1TimelineEmpty"));
    QVERIFY(l1Empty && l1Empty->isVisible());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ops_perf_results_matmul.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("OP CODE,OP TYPE,DEVICE ID,DEVICE KERNEL DURATION [ns]\nMatmul,tt_dnn_device,0,1000\n");
    file.close();
    QVERIFY(openRun(window, path));
    QVERIFY(window.showView(QStringLiteral("ledger")));
    QVERIFY(!runEmpty->isVisible());
    auto* caption = window.findChild<QLabel*>(QStringLiteral("runLedgerTableCaption"));
    QVERIFY(caption && caption->isVisible());
    QVERIFY2(caption->text().startsWith(QStringLiteral("No layout change in this run")), qPrintable(caption->text()));
}

// Joined to the plan of its model, the run's selected op outlines the ops that fed it and those it fed: here the
// model's relu (run op 1) reads the add (op 0) and feeds the multiply (op 2).
void TestRunWorkspace::selectionShowsTheFlow()
{
    QTemporaryDir dir;
    QFile model(dir.filePath(QStringLiteral("chain.mlir")));
    QVERIFY(model.open(QIODevice::WriteOnly));
    model.write("module {\n"
                "  func.func @main(%arg0: tensor<32x32xbf16>, %arg1: tensor<32x32xbf16>) -> tensor<32x32xbf16> {\n"
                "    %0 = \"ttir.add\"(%arg0, %arg1) : (tensor<32x32xbf16>, tensor<32x32xbf16>) -> tensor<32x32xbf16>\n"
                "    %1 = \"ttir.relu\"(%0) : (tensor<32x32xbf16>) -> tensor<32x32xbf16>\n"
                "    %2 = \"ttir.multiply\"(%1, %0) : (tensor<32x32xbf16>, tensor<32x32xbf16>) -> tensor<32x32xbf16>\n"
                "    return %2 : tensor<32x32xbf16>\n"
                "  }\n"
                "}\n");
    model.close();
    QFile run(dir.filePath(QStringLiteral("ops_perf_results_chain.csv")));
    QVERIFY(run.open(QIODevice::WriteOnly));
    run.write("OP CODE,OP TYPE,DEVICE ID,DEVICE KERNEL DURATION [ns]\n"
              "BinaryDeviceOperation,tt_dnn_device,0,1000\n"
              "UnaryDeviceOperation,tt_dnn_device,0,800\n"
              "BinaryDeviceOperation,tt_dnn_device,0,1200\n");
    run.close();
    MainWindow window;
    ModelDocument* document = window.modelDocument();
    window.openFile(model.fileName());
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && document->result(); }, kTimeout));
    QVERIFY(openRun(window, run.fileName()));
    QSignalSpy joined(window.runDocument(), &RunDocument::joinChanged);
    window.findChild<QPushButton*>(QStringLiteral("runJoinButton"))->click();
    QVERIFY(joined.wait(kTimeout));
    QCOMPARE(window.runDocument()->join()->join.matched, int64_t(3));
    window.runDocument()->selectOp(1);
    RunTimelineView* timeline = window.runWorkspace()->timeline();
    QCOMPARE(timeline->flow().producers, std::vector<int64_t> { 0 });
    QCOMPARE(timeline->flow().consumers, std::vector<int64_t> { 2 });
    window.runDocument()->selectOp(0);
    QCOMPARE(timeline->flow().consumers, (std::vector<int64_t> { 1, 2 }));
}

QTEST_MAIN(TestRunWorkspace)
#include "tst_runworkspace.moc"
