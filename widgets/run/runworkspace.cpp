// SPDX-License-Identifier: MIT
#include "runworkspace.h"

#include "l1timelineview.h"
#include "modeldocument.h"
#include "planservice.h"
#include "runbreakdownmodel.h"
#include "runbreakdownview.h"
#include "runcalibrationview.h"
#include "runcomparepane.h"
#include "rundocument.h"
#include "runopsmodel.h"
#include "runpalette.h"
#include "runrangepane.h"
#include "runrooflineview.h"
#include "runsearchbar.h"
#include "runtablemodel.h"
#include "runtables.h"
#include "runtableview.h"
#include "runtimelineview.h"

#include "view/viewinfo.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace tle {

static_assert(int(RunOpsModel::OpRole) == int(RunTableModel::OpRole)
        && int(RunOpsModel::SortRole) == int(RunTableModel::SortRole),
    "the run tables share their roles, so one proxy setup serves them all");

namespace {

// The op table filters once typing pauses this long.
constexpr int kFilterPauseMs = 250;

// A run view's CLI name, which its pane answers to.
QString nameOf(ViewId view)
{
    const std::string_view name = viewInfo(view).name;
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

} // namespace

RunWorkspace::RunWorkspace(RunDocument* document, ModelDocument* model, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(model)
    , m_ops(new RunOpsModel(this))
    , m_breakdownModel(new RunBreakdownModel(this))
    , m_ledger(new RunTableModel(this))
    , m_join(new RunTableModel(this))
{
    setObjectName(QStringLiteral("runWorkspace"));
    auto* layout = new QVBoxLayout(this);
    buildBar();
    m_timeline = new RunTimelineView(this);
    m_panes = new QTabWidget(this);
    m_panes->setObjectName(QStringLiteral("runPanes"));
    m_panes->addTab(buildOpsPane(), tr("&Ops"));
    // The breakdown's charts beside its tree: families, their op codes, their ops.
    auto* breakdown = new QSplitter(Qt::Horizontal, m_panes);
    breakdown->setObjectName(QStringLiteral("runBreakdownPane"));
    m_breakdown = new RunBreakdownView(breakdown);
    m_breakdownTree = new QTreeView(breakdown);
    m_breakdownTree->setObjectName(QStringLiteral("runBreakdownTree"));
    m_breakdownTree->setModel(m_breakdownModel);
    m_breakdownTree->setUniformRowHeights(true);
    m_breakdownTree->setAlternatingRowColors(true);
    m_breakdownTree->header()->setStretchLastSection(false);
    breakdown->addWidget(m_breakdown);
    breakdown->addWidget(m_breakdownTree);
    breakdown->setStretchFactor(0, 3);
    breakdown->setStretchFactor(1, 2);
    breakdown->setSizes({ 650, 350 });
    m_panes->addTab(breakdown, tr("&Breakdown"));
    m_panes->addTab(
        tablePane(m_ledger, &m_ledgerView, &m_ledgerCaption, QStringLiteral("runLedgerTable")), tr("&Ledger"));
    m_calibration = new RunCalibrationView(m_panes);
    m_panes->addTab(m_calibration, tr("&Calibration"));
    auto* plan = new QSplitter(Qt::Vertical, m_panes);
    plan->setObjectName(QStringLiteral("runPlanPane"));
    plan->addWidget(tablePane(m_join, &m_joinView, &m_joinCaption, QStringLiteral("runJoinTable")));
    m_l1 = new L1TimelineView(plan);
    m_l1->setObjectName(QStringLiteral("runPlanL1"));
    m_l1->setMinimumHeight(180);
    m_l1->setEmptyText(tr("Join the run to the Model workspace's plan to see the plan's L1 reservations beside the "
                          "L1 each op measured"));
    plan->addWidget(m_l1);
    plan->setSizes({ 1, 1 });
    m_panes->addTab(plan, tr("&Plan"));
    m_comparePane = new RunComparePane(m_panes);
    m_panes->addTab(m_comparePane, tr("Co&mpare"));
    m_range = new RunRangePane(m_panes);
    m_panes->addTab(m_range, tr("R&ange"));
    m_roofline = new RunRooflineView(m_panes);
    m_panes->addTab(m_roofline, tr("Roo&fline"));
    // The timeline's tools over it: what the colours say, the gaps, the search.
    auto* timelinePane = new QWidget(this);
    auto* tools = new QHBoxLayout;
    tools->setContentsMargins(0, 0, 0, 0);
    tools->addWidget(m_colourBy);
    tools->addWidget(m_gaps);
    tools->addSpacing(12);
    tools->addWidget(m_search, 1);
    auto* timelineColumn = new QVBoxLayout(timelinePane);
    timelineColumn->setContentsMargins(0, 0, 0, 0);
    timelineColumn->addLayout(tools);
    timelineColumn->addWidget(m_timeline, 1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("runSplit"));
    split->addWidget(timelinePane);
    split->addWidget(m_panes);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    // The timeline gets two fifths of the height from the start; the splitter scales these to the window.
    split->setSizes({ 400, 600 });
    layout->addWidget(m_source->parentWidget());
    layout->addWidget(m_metrics);
    layout->addWidget(m_error);
    layout->addWidget(m_warning);
    layout->addWidget(split, 1);
    connectDocument();
    showRun();
}

RunWorkspace::~RunWorkspace() = default;

void RunWorkspace::buildBar()
{
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    m_source = new QLabel(bar);
    m_source->setObjectName(QStringLiteral("runSource"));
    m_source->setTextFormat(Qt::PlainText);
    m_metrics = new QLabel(this);
    m_metrics->setObjectName(QStringLiteral("runMetrics"));
    m_metrics->setTextFormat(Qt::PlainText);
    m_metrics->setWordWrap(true);
    m_joinButton = new QPushButton(tr("&Join to Model Plan"), bar);
    m_joinButton->setObjectName(QStringLiteral("runJoinButton"));
    m_joinButton->setToolTip(tr("Set the run beside the plan on show in the Model workspace, op by op"));
    m_compareButton = new QPushButton(tr("Compare &With…"), bar);
    m_compareButton->setObjectName(QStringLiteral("runCompareButton"));
    m_compareButton->setToolTip(tr("Align another run of the same model with this one, op by op"));
    m_calibrationButton = new QPushButton(tr("C&alibration…"), bar);
    m_calibrationButton->setObjectName(QStringLiteral("runCalibrationButton"));
    m_calibrationButton->setToolTip(
        tr("Price the ops with the calibration a device file holds (tensor-layout-cli report --calibrate writes one)"));
    m_gaps = new QCheckBox(tr("Op-to-op &gaps"), bar);
    m_gaps->setObjectName(QStringLiteral("runGaps"));
    m_gaps->setToolTip(tr("Show the measured gaps between ops on the timeline, not only the kernels back to back"));
    m_search = new RunSearchBar(this);
    m_colourBy = new QComboBox(bar);
    m_colourBy->setObjectName(QStringLiteral("runColourBy"));
    m_colourBy->addItem(tr("Colour by family"), int(RunColouring::Family));
    m_colourBy->addItem(tr("Colour by op code"), int(RunColouring::OpCode));
    m_colourBy->addItem(tr("Colour by layout tax"), int(RunColouring::LayoutClass));
    m_colourBy->setToolTip(tr("What the timeline's colours say: the op's family, its op code (the same colour in "
                              "every run) or the class of layout change it is"));
    m_cancel = new QPushButton(tr("Cancel"), bar);
    m_cancel->setObjectName(QStringLiteral("runCancel"));
    m_cancel->hide();
    // The source and the buttons on one row; the figures get the whole width under them, wrapped when long.
    row->addWidget(m_source, 1);
    row->addWidget(m_calibrationButton);
    row->addWidget(m_joinButton);
    row->addWidget(m_compareButton);
    row->addWidget(m_cancel);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("runError"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->hide();
    m_warning = new QLabel(this);
    m_warning->setObjectName(QStringLiteral("runWarning"));
    m_warning->setWordWrap(true);
    m_warning->setTextFormat(Qt::PlainText);
    m_warning->setStyleSheet(QStringLiteral("color: #b36b00"));
    m_warning->hide();
    connect(m_colourBy, &QComboBox::currentIndexChanged, this,
        [this] { m_timeline->setColouring(RunColouring(m_colourBy->currentData().toInt())); });
    connect(m_joinButton, &QPushButton::clicked, this, &RunWorkspace::joinModelPlan);
    connect(m_compareButton, &QPushButton::clicked, this, &RunWorkspace::chooseComparison);
    connect(m_calibrationButton, &QPushButton::clicked, this, &RunWorkspace::chooseCalibration);
    connect(m_gaps, &QCheckBox::toggled, this, [this](bool shown) { m_timeline->setShowGaps(shown); });
    connect(m_cancel, &QPushButton::clicked, m_document, &RunDocument::cancel);
}

QWidget* RunWorkspace::buildOpsPane()
{
    auto* pane = new QWidget(m_panes);
    auto* column = new QVBoxLayout(pane);
    column->setContentsMargins(0, 4, 0, 0);
    m_filter = new QLineEdit(pane);
    m_filter->setObjectName(QStringLiteral("runFilter"));
    m_filter->setPlaceholderText(tr("Filter ops: op code, class, memory or loc"));
    m_filter->setClearButtonEnabled(true);
    m_opsView = runTableView(m_ops, pane, QStringLiteral("runOpsTable"));
    m_opsProxy = static_cast<QSortFilterProxyModel*>(m_opsView->model());
    // A run may have 100,000 ops: the table filters once typing pauses, not on every key.
    auto* pause = new QTimer(this);
    pause->setSingleShot(true);
    pause->setInterval(kFilterPauseMs);
    connect(m_filter, &QLineEdit::textChanged, pause, qOverload<>(&QTimer::start));
    connect(pause, &QTimer::timeout, this, [this] { m_opsProxy->setFilterFixedString(m_filter->text()); });
    column->addWidget(m_filter);
    column->addWidget(m_opsView, 1);
    return pane;
}

QWidget* RunWorkspace::tablePane(RunTableModel* model, QTableView** view, QLabel** caption, const QString& name)
{
    auto* pane = new QWidget(m_panes);
    auto* column = new QVBoxLayout(pane);
    column->setContentsMargins(0, 4, 0, 0);
    if (caption) {
        *caption = new QLabel(pane);
        (*caption)->setObjectName(name + QStringLiteral("Caption"));
        (*caption)->setWordWrap(true);
        (*caption)->setTextFormat(Qt::PlainText);
        column->addWidget(*caption);
    }
    *view = runTableView(model, pane, name);
    column->addWidget(*view, 1);
    return pane;
}

void RunWorkspace::connectDocument()
{
    connect(m_document, &RunDocument::runOpened, this, &RunWorkspace::showRun);
    connect(m_document, &RunDocument::analysisChanged, this, [this] {
        showRun();
        showSelection(m_document->selectedOp());
    });
    connect(m_document, &RunDocument::joinChanged, this, &RunWorkspace::showJoin);
    connect(m_document, &RunDocument::comparisonChanged, this, &RunWorkspace::showComparison);
    connect(m_document, &RunDocument::selectionChanged, this, &RunWorkspace::showSelection);
    connect(m_document, &RunDocument::busyChanged, m_cancel, &QWidget::setVisible);
    connect(m_document, &RunDocument::problemChanged, this, [this](const QString& message) {
        m_error->setText(message);
        m_error->setVisible(!message.isEmpty());
    });
    connect(m_timeline, &RunTimelineView::opClicked, m_document, &RunDocument::selectOp);
    connect(m_search, &RunSearchBar::hitsChanged, m_timeline, &RunTimelineView::setSearchHits);
    connect(m_search, &RunSearchBar::stepped, m_document, &RunDocument::selectOp);
    connect(m_timeline, &RunTimelineView::rangeSelected, this, [this](double fromNs, double toNs) {
        const RunTimeline* shown = m_timeline->shownTimeline();
        m_range->setTotals(shown && toNs > fromNs ? runRangeTotals(*shown, fromNs, toNs) : RunRangeTotals {});
        if (toNs > fromNs)
            m_panes->setCurrentWidget(m_range);
    });
    connect(m_range, &RunRangePane::opCodeActivated, this, [this](const QString& opCode) {
        m_filter->setText(opCode);
        m_opsProxy->setFilterFixedString(opCode);
        m_panes->setCurrentIndex(0);
    });
    connect(m_calibration, &RunCalibrationView::opClicked, m_document, &RunDocument::selectOp);
    connect(m_roofline, &RunRooflineView::opClicked, m_document, &RunDocument::selectOp);
    connect(m_comparePane, &RunComparePane::opSelected, m_document, &RunDocument::selectOp);
    connect(m_breakdownTree->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex& current) {
            if (const qlonglong op = current.data(RunBreakdownModel::OpRole).toLongLong(); op >= 0)
                m_document->selectOp(op);
        });
    connect(m_breakdown, &RunBreakdownView::opCodeClicked, this, [this](const QString& opCode) {
        m_filter->setText(opCode);
        m_opsProxy->setFilterFixedString(opCode);
        m_panes->setCurrentIndex(0);
    });
    for (QTableView* view : { m_opsView, m_joinView, m_comparePane->tableView() })
        connect(view, &QTableView::doubleClicked, this, &RunWorkspace::openTensorLayout);
    connect(m_ledgerView, &QTableView::doubleClicked, this, &RunWorkspace::openTransfer);
    for (QTableView* view : { m_opsView, m_ledgerView, m_joinView, m_comparePane->tableView() })
        connect(view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this, view] { selectFromView(view); });
    if (m_model) {
        connect(m_model, &ModelDocument::selectionChanged, this, [this](int op) {
            const int row = m_document->joinedRowOfGraphOp(op);
            if (row >= 0 && m_document->join()->join.ops[size_t(row)].runOp >= 0)
                m_document->selectOp(m_document->join()->join.ops[size_t(row)].runOp);
        });
        // A joined run follows the plan on show.
        connect(m_model, &ModelDocument::planChanged, this, [this] {
            if (m_document->join())
                joinModelPlan();
        });
    }
}

void RunWorkspace::showRun()
{
    const std::shared_ptr<const RunAnalysis>& a = m_document->analysis();
    m_timeline->setAnalysis(a);
    m_breakdown->setAnalysis(a);
    m_breakdownModel->setAnalysis(a);
    m_breakdownTree->header()->resizeSections(QHeaderView::ResizeToContents);
    m_calibration->setAnalysis(a);
    m_roofline->setAnalysis(a);
    m_ops->setRun(a ? a->run : nullptr, a ? a->device : OptimizerDevice {});
    m_ledger->setTable(RunTables::ledger(a));
    m_ledgerCaption->setText(RunTables::ledgerCaption(a));
    fitRunColumns(m_opsView);
    fitRunColumns(m_ledgerView);
    m_joinButton->setEnabled(a != nullptr);
    m_compareButton->setEnabled(a != nullptr);
    showJoin();
    showComparison();
    m_warning->hide();
    m_search->setRun(a ? a->run : nullptr);
    m_range->setTotals({});
    if (!a) {
        m_source->setText(tr("No run"));
        m_metrics->clear();
        return;
    }
    const MeasuredRun& run = *a->run;
    if (run.truncatedAtLine) {
        m_warning->setText(tr("The file ends inside the row at line %1 (the profiler stopped while writing it); "
                              "the %Ln rows before it are shown.",
            nullptr, int(run.ops.size() + run.signposts.size()))
                               .arg(*run.truncatedAtLine));
        m_warning->show();
    }
    const QString format = QString::fromUtf8(toString(run.format).data());
    m_source->setText(run.arch.empty()
            ? tr("%1 (%2)").arg(QFileInfo(m_document->path()).fileName(), format)
            : tr("%1 (%2, %3)")
                  .arg(QFileInfo(m_document->path()).fileName(), format, QString::fromStdString(run.arch)));
    m_source->setToolTip(m_document->calibrationPath().isEmpty()
            ? m_document->path()
            : tr("%1\npriced with the calibration of %2").arg(m_document->path(), m_document->calibrationPath()));
    m_metrics->setText(runMetricsText(*a));
}

QString RunWorkspace::runMetricsText(const RunAnalysis& a)
{
    const RunSummary& s = a.summary;
    const double total = double(std::max<int64_t>(s.deviceKernelNs, 1));
    QString metrics = tr("%Ln device ops", nullptr, int(s.deviceOps));
    // Several devices run side by side: their kernel times add up to more than the run took.
    if (s.devices > 1 && !s.devicesDetail.empty()) {
        const auto slowest = std::max_element(s.devicesDetail.begin(), s.devicesDetail.end(),
            [](const DeviceTime& x, const DeviceTime& y) { return x.kernelNs < y.kernelNs; });
        metrics += tr(" on %1 devices · kernel %2 summed over them; slowest device %3: %4, busy %5")
                       .arg(s.devices)
                       .arg(runDurationText(double(s.deviceKernelNs)))
                       .arg(slowest->device)
                       .arg(runDurationText(double(slowest->kernelNs)), runDurationText(double(slowest->busyNs)));
    } else {
        metrics += tr(" · kernel %1, busy %2")
                       .arg(runDurationText(double(s.deviceKernelNs)), runDurationText(double(s.busyNs)));
    }
    metrics += tr(" · op-to-op %1 · layout tax %2 (with tilize %3, broad %4)")
                   .arg(runDurationText(double(s.opToOpNs)), runShareText(double(s.layoutChangeNs) / total),
                       runShareText(double(s.layoutChangeWithTileNs) / total),
                       runShareText(double(s.layoutChangeBroadNs) / total));
    if (a.accuracy.ops > 0)
        metrics += tr(" · estimates within 2x: %1").arg(runShareText(a.accuracy.within2x));
    return metrics;
}

void RunWorkspace::showJoin()
{
    const std::shared_ptr<const RunDocument::Join>& join = m_document->join();
    m_join->setTable(RunTables::join(m_document->analysis(), join));
    fitRunColumns(m_joinView);
    // The timeline's flow follows the plan the run is joined to.
    showSelection(m_document->selectedOp());
    if (!join) {
        m_joinCaption->setText(tr("Not joined to a plan. Open the model the run was compiled from in the Model "
                                  "workspace, then Join to Model Plan."));
        m_l1->clear();
        m_l1->setMeasured({}, {}, {});
        return;
    }
    const PlanJoin& j = join->join;
    m_joinCaption->setText(
        tr("Joined to %1 of %2 by %3: %4 matched, %5 drifted, %6 conversions not planned, %7 planned steps not run")
            .arg(join->policy, QString::fromStdString(join->module->functions[size_t(join->function)].name()),
                QString::fromUtf8(toString(j.method).data()))
            .arg(j.matched)
            .arg(j.drifted)
            .arg(j.unplannedConversions)
            .arg(j.unexecutedSteps));
    showMeasuredL1();
}

void RunWorkspace::showMeasuredL1()
{
    if (!m_joinedPlan) {
        m_l1->clear();
        return;
    }
    m_l1->setChart(m_joinedPlan->chart, m_joinedPlan->opNames, m_joinedPlan->l1BudgetBytes());
    QVector<double> positions;
    QVector<double> bytes;
    const PlanJoin& j = m_document->join()->join;
    for (const JoinedOp& op : j.ops) {
        if (op.step < 0 || !op.measuredL1PerBank || j.steps[size_t(op.step)].kind != PlanStep::Kind::Op)
            continue;
        positions << double(j.steps[size_t(op.step)].op);
        bytes << double(*op.measuredL1PerBank);
    }
    m_l1->setMeasured(positions, bytes, tr("measured L1 per bank"));
}

RunTableModel* RunWorkspace::comparisonModel() const
{
    return m_comparePane->table();
}

void RunWorkspace::showComparison()
{
    m_comparePane->setComparison(m_document->analysis(), m_document->comparison());
}

QString RunWorkspace::runFileFilter()
{
    return tr("Runs (*.csv *.sqlite *.db *memory_results*.json);;All files (*)");
}

void RunWorkspace::chooseComparison()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Compare With Run"), QString(), runFileFilter());
    if (!path.isEmpty())
        m_document->compareWith(path);
}

void RunWorkspace::chooseCalibration()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Calibration"), QString(), tr("Device files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_document->loadCalibration(path, &error))
        QMessageBox::warning(this, tr("Calibration"), error);
    else
        emit statusMessage(tr("Pricing the run with the calibration of %1").arg(path));
}

bool RunWorkspace::joinModelPlan()
{
    if (!m_model || !m_model->plan() || !m_model->hasModel()) {
        emit statusMessage(tr("Open a model and let its plan finish in the Model workspace first"));
        return false;
    }
    // The plan's own model, function and policy: the choices may already name the next plan.
    m_joinedPlan = m_model->plan();
    m_document->joinPlan(m_joinedPlan->module, m_joinedPlan->key.function,
        std::shared_ptr<const PolicyResult>(m_joinedPlan, &m_joinedPlan->result),
        QString::fromStdString(m_joinedPlan->key.policy));
    m_panes->setCurrentWidget(m_l1->parentWidget());
    return true;
}

void RunWorkspace::showSelection(int64_t op)
{
    // With a joined plan, the ops that fed the selected one and those it fed.
    const std::shared_ptr<const RunDocument::Join>& join = m_document->join();
    m_timeline->setFlow(
        join && op >= 0 ? runFlow(join->join, join->module->functions[size_t(join->function)], op) : RunFlow {});
    m_timeline->selectOp(op);
    m_calibration->selectOp(op);
    m_roofline->selectOp(op);
    selectRow(m_opsView, m_ops->rowOfOp(op));
    selectRow(m_ledgerView, m_ledger->rowOfOp(op));
    selectRow(m_joinView, m_join->rowOfOp(op));
    selectRow(m_comparePane->tableView(), m_comparePane->table()->rowOfOp(op));
}

void RunWorkspace::selectRow(QTableView* view, int sourceRow)
{
    auto* proxy = static_cast<QSortFilterProxyModel*>(view->model());
    const QModelIndex index
        = sourceRow >= 0 ? proxy->mapFromSource(proxy->sourceModel()->index(sourceRow, 0)) : QModelIndex();
    const QSignalBlocker blocker(view->selectionModel());
    if (!index.isValid()) {
        view->selectionModel()->clear();
        view->viewport()->update();
        return;
    }
    view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    view->scrollTo(index);
    view->viewport()->update();
}

void RunWorkspace::selectFromView(QTableView* view)
{
    const QModelIndex current = view->selectionModel()->currentIndex();
    if (!current.isValid())
        return;
    const qlonglong op = current.data(RunTableModel::OpRole).toLongLong();
    if (op >= 0)
        m_document->selectOp(op);
    // A joined row selects its op in the model too.
    if (view == m_joinView && m_model && m_document->join()) {
        auto* proxy = static_cast<QSortFilterProxyModel*>(view->model());
        const int row = proxy->mapToSource(current).row();
        const JoinedOp& joined = m_document->join()->join.ops[size_t(row)];
        if (joined.step >= 0)
            m_model->selectOp(m_document->join()->join.steps[size_t(joined.step)].op);
    }
}

void RunWorkspace::openTensorLayout(const QModelIndex& index)
{
    const qlonglong op = index.data(RunTableModel::OpRole).toLongLong();
    QString why;
    // The op table's input column opens input 0; every other cell the output.
    const bool input = index.model() == m_opsProxy && index.column() == RunOpsModel::InputColumn;
    const std::optional<LayoutHandoff> layout
        = m_document->tensorLayout(op, input ? RunDocument::Tensor::Input : RunDocument::Tensor::Output, &why);
    if (layout)
        emit layoutRequested(*layout);
    else
        emit statusMessage(why);
}

// A ledger row is a layout change: the Transfer view shows what it moves, from input 0 to output 0.
void RunWorkspace::openTransfer(const QModelIndex& index)
{
    const qlonglong op = index.data(RunTableModel::OpRole).toLongLong();
    QString why;
    if (const std::optional<LayoutHandoff> change = m_document->layoutChange(op, &why))
        emit layoutRequested(*change);
    else
        emit statusMessage(why);
}

bool RunWorkspace::showView(const QString& name)
{
    // The export views by their CLI names, the other panes by their own.
    const std::pair<QString, QWidget*> panes[] = {
        { nameOf(ViewId::RunTimeline), m_panes->widget(0) },
        { QStringLiteral("ops"), m_panes->widget(0) },
        { nameOf(ViewId::Breakdown), m_breakdown->parentWidget() },
        { QStringLiteral("ledger"), m_ledgerView->parentWidget() },
        { nameOf(ViewId::Calibration), m_calibration },
        { nameOf(ViewId::Roofline), m_roofline },
        { QStringLiteral("plan"), m_l1->parentWidget() },
        { QStringLiteral("compare"), m_comparePane },
        { QStringLiteral("range"), m_range },
    };
    for (const auto& [pane, widget] : panes) {
        if (pane == name) {
            m_panes->setCurrentWidget(widget);
            return true;
        }
    }
    return false;
}

QString RunWorkspace::currentViewName() const
{
    if (m_panes->currentWidget() == m_breakdown->parentWidget())
        return nameOf(ViewId::Breakdown);
    if (m_panes->currentWidget() == m_roofline)
        return nameOf(ViewId::Roofline);
    if (m_panes->currentWidget() == m_calibration)
        return nameOf(ViewId::Calibration);
    return nameOf(ViewId::RunTimeline);
}

} // namespace tle
