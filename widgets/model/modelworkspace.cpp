// SPDX-License-Identifier: MIT
#include "modelworkspace.h"

#include "chaingraphview.h"
#include "jobrunner.h"
#include "l1timelineview.h"
#include "layoutfactsmodel.h"
#include "modeldocument.h"
#include "modelpins.h"
#include "optablemodel.h"
#include "pinmenu.h"
#include "plancaption.h"
#include "planchoicebar.h"
#include "plancomparetable.h"
#include "secondopinionmodel.h"
#include "secondopinionpane.h"
#include "whypanel.h"

#include "report/explainreport.h"
#include "report/plancompare.h"

#include <QAction>
#include <QApplication>
#include <QDataStream>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <set>

namespace tle {

namespace {

// Columns fit their contents up to this width; the tooltip shows the rest.
constexpr int kMaxColumnWidth = 260;

// The compiler's spill-pass events that name an op, for the timeline.
std::vector<L1TimelineView::Event> spillEvents(const JoinedTrace& trace)
{
    std::vector<L1TimelineView::Event> events;
    for (size_t i = 0; i < trace.trace.spill.events.size(); ++i) {
        const TraceSpillEvent& e = trace.trace.spill.events[i];
        if (trace.join.eventOp[i] < 0)
            continue;
        events.push_back({ trace.join.eventOp[i], int64_t(e.occupiedBefore),
            ModelWorkspace::tr("compiler's spill pass: %1, L1 %2 -> %3 bytes per core")
                .arg(QString::fromLatin1(spillActionName(e.action)), QLocale().toString(qulonglong(e.occupiedBefore)),
                    QLocale().toString(qulonglong(e.occupiedAfter))) });
    }
    return events;
}

} // namespace

ModelWorkspace::ModelWorkspace(ModelDocument* document, JobRunner* jobs, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_graphSlot(new JobSlot(jobs, this))
    , m_ops(new OpTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("modelWorkspace"));
    auto* layout = new QVBoxLayout(this);
    buildBar(layout);
    buildPanes(layout);
    connectViews();
    connectDocument();
}

ModelWorkspace::~ModelWorkspace() = default;

LayoutFactsModel* ModelWorkspace::explanation() const
{
    return m_whyPanel->details();
}

// The bar: title, function, policy, comparison and device selectors, Pin, Show Output Layout and Cancel.
void ModelWorkspace::buildBar(QVBoxLayout* layout)
{
    m_choices = new PlanChoiceBar(m_document, this);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("cancelModelJob"));
    m_cancel->hide();
    m_showLayout = new QPushButton(tr("Show &Output Layout"), this);
    m_showLayout->setObjectName(QStringLiteral("showOpLayout"));
    m_showLayout->setToolTip(tr("Open the selected op's output tensor in the layout views (double-click a row)"));
    m_showLayout->setWhatsThis(tr("Shows where every element of the selected op's output lives: its planned layout "
                                  "opens in the layout workspace. View > Back returns to the op."));
    m_showLayout->setEnabled(false);
    m_pinButton = new QToolButton(this);
    m_pinButton->setObjectName(QStringLiteral("pinButton"));
    m_pinButton->setText(tr("&Pin"));
    m_pinButton->setToolTip(tr("Pin the selected op's output layout and replan around it (also the table's context "
                               "menu)"));
    m_pinButton->setWhatsThis(m_pinButton->toolTip());
    m_pinButton->setPopupMode(QToolButton::InstantPopup);
    m_pinButton->setMinimumWidth(m_pinButton->sizeHint().width()); // its text and its menu arrow, never overlapping
    m_pinMenu = new PinMenu(this);
    m_pinButton->setMenu(m_pinMenu);
    m_pinButton->setEnabled(false);
    m_choices->addTrailing(m_pinButton);
    m_choices->addTrailing(m_showLayout);
    m_choices->addTrailing(m_cancel);
    layout->addWidget(m_choices);
}

// Errors and metrics, the comparison table, and the op table, chain graph, Why panel and timeline in splitters.
void ModelWorkspace::buildPanes(QVBoxLayout* layout)
{
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("modelError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Red, as the run workspace's errors are.
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->hide();
    layout->addWidget(m_error);
    m_metrics = new QLabel(this);
    m_metrics->setObjectName(QStringLiteral("planMetrics"));
    m_metrics->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_metrics);
    // The panes: the comparison (when there is one), the op table over the Why panel beside the chain graph, and
    // the L1 timeline across the bottom. Every split can be dragged; the sizes are kept (savePaneState).
    m_panes = new QSplitter(Qt::Vertical, this);
    m_panes->setObjectName(QStringLiteral("modelPanes"));
    m_compareTable = new PlanCompareTable(m_panes);
    m_compareTable->hide();
    m_top = new QSplitter(Qt::Horizontal, m_panes);
    m_top->setObjectName(QStringLiteral("modelTopPanes"));
    m_left = new QSplitter(Qt::Vertical, m_top);
    m_left->setObjectName(QStringLiteral("modelLeftPanes"));
    m_tablePane = new QWidget(m_left);
    auto* tableLayout = new QVBoxLayout(m_tablePane);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    m_filter = new QLineEdit(m_tablePane);
    m_filter->setObjectName(QStringLiteral("opFilter"));
    m_filter->setPlaceholderText(tr("Filter ops by name, kind or layout"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Show only the ops whose name, kind or planned layout contains this text"));
    m_filter->setWhatsThis(m_filter->toolTip());
    m_table = new QTableView(m_tablePane);
    m_table->setObjectName(QStringLiteral("opTable"));
    m_proxy->setSourceModel(m_ops);
    m_proxy->setSortRole(OpTableModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(OpTableModel::PositionColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    // Every column as wide as its header and first rows; a narrow pane scrolls rather than cut the last header.
    m_table->horizontalHeader()->setStretchLastSection(false);
    // Column widths from the first rows: measuring every row of a 10,000-op model would block the GUI thread.
    m_table->horizontalHeader()->setResizeContentsPrecision(64);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    // Giving way first, the table still shows its header and three rows.
    m_table->setMinimumHeight(
        m_table->verticalHeader()->defaultSectionSize() * 4 + m_table->horizontalScrollBar()->sizeHint().height());
    tableLayout->addWidget(m_filter);
    tableLayout->addWidget(m_table);
    buildWhyTabs();
    m_graph = new ChainGraphView(m_top);
    m_timeline = new L1TimelineView(m_panes);
    m_timeline->setMinimumHeight(kMinTimelineHeight);
    for (QSplitter* splitter : { m_panes, m_top, m_left })
        splitter->setChildrenCollapsible(false);
    // Shrinking the window takes from the op table first, then the Why panel; the graph and timeline keep theirs.
    m_top->setStretchFactor(0, 1);
    m_top->setStretchFactor(1, 0);
    m_left->setStretchFactor(0, 1);
    m_left->setStretchFactor(1, 0);
    m_panes->setStretchFactor(0, 0);
    m_panes->setStretchFactor(1, 1);
    m_panes->setStretchFactor(2, 0);
    layout->addWidget(m_panes, 1);

    m_maximise = new QAction(tr("&Maximise Pane"), this);
    m_maximise->setObjectName(QStringLiteral("maximisePane"));
    m_maximise->setCheckable(true);
    m_maximise->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_maximise->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_maximise->setToolTip(tr("Give the pane with the keyboard focus the whole workspace, and back"));
    addAction(m_maximise);
    connect(m_maximise, &QAction::toggled, this, &ModelWorkspace::setPaneMaximised);
}

QByteArray ModelWorkspace::savePaneState() const
{
    QByteArray state;
    QDataStream out(&state, QIODevice::WriteOnly);
    out << kPaneStateVersion << m_panes->saveState() << m_top->saveState() << m_left->saveState();
    return state;
}

bool ModelWorkspace::restorePaneState(const QByteArray& state)
{
    QDataStream in(state);
    int version = 0;
    QByteArray panes, top, left;
    in >> version >> panes >> top >> left;
    if (in.status() != QDataStream::Ok || version != kPaneStateVersion)
        return false;
    m_sized = m_panes->restoreState(panes) && m_top->restoreState(top) && m_left->restoreState(left);
    return m_sized;
}

// First sizes, for the window's size when it first shows: the timeline a quarter of the height (at least its
// minimum), the graph a little more than half the width, the op table above the Why panel.
// The Why panel, and beside it for the compiler's as-decided plan the cost model's second opinion.
void ModelWorkspace::buildWhyTabs()
{
    m_whyTabs = new QTabWidget(m_left);
    m_whyTabs->setObjectName(QStringLiteral("whyTabs"));
    m_whyTabs->setDocumentMode(true);
    m_whyPanel = new WhyPanel(m_whyTabs);
    m_whyTabs->addTab(m_whyPanel, tr("&Why"));
    m_opinion = new SecondOpinionPane(m_whyTabs);
    m_opinion->hide();
}

void ModelWorkspace::applyDefaultPaneSizes()
{
    const int height = std::max(m_panes->height(), 1);
    const int timeline = std::max(kMinTimelineHeight, height / 4);
    m_panes->setSizes(
        { m_compareTable->isVisible() ? m_compareTable->sizeHint().height() : 0, height - timeline, timeline });
    const int width = std::max(m_top->width(), 1);
    m_top->setSizes({ width * 9 / 20, width - width * 9 / 20 });
    const int leftHeight = std::max(m_left->height(), 1);
    m_left->setSizes({ leftHeight / 2, leftHeight - leftHeight / 2 });
}

void ModelWorkspace::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (!m_sized) {
        m_sized = true;
        // Once the window has laid the workspace out at its real size.
        QTimer::singleShot(0, this, &ModelWorkspace::applyDefaultPaneSizes);
    }
}

// The pane holding the keyboard focus (the chain graph when none does) takes the workspace: every other pane on
// its way up the splitters hides, and shows again when the action is toggled off.
void ModelWorkspace::setPaneMaximised(bool maximised)
{
    for (const QPointer<QWidget>& hidden : std::as_const(m_hiddenByMaximise)) {
        if (hidden)
            hidden->show();
    }
    m_hiddenByMaximise.clear();
    if (!maximised)
        return;
    QWidget* pane = m_graph;
    for (QWidget* candidate : { static_cast<QWidget*>(m_tablePane), static_cast<QWidget*>(m_whyPanel),
             static_cast<QWidget*>(m_graph), static_cast<QWidget*>(m_timeline) }) {
        if (QWidget* focus = QApplication::focusWidget();
            focus && (focus == candidate || candidate->isAncestorOf(focus)))
            pane = candidate;
    }
    for (QWidget* w = pane; w && w != m_panes; w = w->parentWidget()) {
        auto* splitter = qobject_cast<QSplitter*>(w->parentWidget());
        if (!splitter)
            continue;
        for (int i = 0; i < splitter->count(); ++i) {
            QWidget* sibling = splitter->widget(i);
            if (sibling != w && sibling->isVisible()) {
                sibling->hide();
                m_hiddenByMaximise.push_back(sibling);
            }
        }
    }
    m_maximisedPane = pane;
}

QWidget* ModelWorkspace::maximisedPane() const
{
    return m_maximise->isChecked() ? m_maximisedPane.data() : nullptr;
}

void ModelWorkspace::connectViews()
{
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ModelWorkspace::onTableSelection);
    connect(m_timeline, &L1TimelineView::opClicked, m_document, &ModelDocument::selectOp);
    connect(m_showLayout, &QPushButton::clicked, this, &ModelWorkspace::showSelectedOpLayout);
    connect(m_pinMenu, &QMenu::aboutToShow, this, &ModelWorkspace::fillPinMenu);
    connect(m_pinMenu, &PinMenu::pinRequested, m_document, &ModelDocument::pinSelectedOp);
    connect(
        m_pinMenu, &PinMenu::removeAllRequested, this, [this] { m_document->pins()->clear(m_document->function()); });
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QTableView::customContextMenuRequested, this, [this](const QPoint& pos) {
        const QModelIndex index = m_table->indexAt(pos);
        if (!index.isValid())
            return;
        m_document->selectOp(index.data(OpTableModel::OpRole).toInt());
        fillPinMenu();
        m_pinMenu->popup(m_table->viewport()->mapToGlobal(pos));
    });
    connect(m_table, &QTableView::doubleClicked, this, &ModelWorkspace::showSelectedOpLayout);
    connect(m_graph, &ChainGraphView::opClicked, m_document, &ModelDocument::selectOp);
    connect(m_opinion, &SecondOpinionPane::opSelected, m_document, &ModelDocument::selectOp);
    connect(m_opinion, &SecondOpinionPane::accepted, this, [this](int op, const QString& pin) {
        m_document->selectOp(op);
        m_document->pinSelectedOp(pin);
    });
    connect(m_graph, &ChainGraphView::expandGroup, this,
        [this](const ChainGraphGroup& group) { m_document->setGroupExpanded(group, true); });
    connect(m_graph, &ChainGraphView::collapseGroup, this,
        [this](const ChainGraphGroup& group) { m_document->setGroupExpanded(group, false); });
    connect(m_graph, &ChainGraphView::moveActivated, this,
        [this](const ChainGraphEdge& edge, const std::vector<int>& consumers) {
            QString why;
            const auto move = m_document->moveLayouts(edge.value, consumers, edge.mark == EdgeMark::Spill, &why);
            if (move)
                emit layoutRequested(*move);
            else
                emit statusMessage(why);
        });
    connect(m_cancel, &QPushButton::clicked, m_document, &ModelDocument::cancel);
    connect(m_graphSlot, &JobSlot::failed, this, [this](const Error& e) {
        m_graph->setMessage(tr("The chain graph could not be laid out: %1").arg(QString::fromUtf8(e.what())));
    });
}

// What the document holds, shown as it changes.
void ModelWorkspace::connectDocument()
{
    connect(m_document, &ModelDocument::modelOpened, this, [this] {
        m_scenes.clear();
        m_ops->setPinnedOps({});
    });
    connect(m_document, &ModelDocument::problemChanged, this, &ModelWorkspace::showProblem);
    connect(m_document, &ModelDocument::busyChanged, m_cancel, &QWidget::setVisible);
    connect(m_document, &ModelDocument::planningStarted, this,
        [this](const QString& policy) { m_metrics->setText(tr("Planning with %1…").arg(policy)); });
    connect(m_document, &ModelDocument::planningCancelled, this, [this](const QString& policy) {
        m_metrics->setText(tr("Planning with %1 cancelled; choose a policy to plan again").arg(policy));
    });
    connect(m_document, &ModelDocument::planChanged, this, &ModelWorkspace::showPlan);
    connect(m_document, &ModelDocument::comparedPlansChanged, this, &ModelWorkspace::showComparison);
    connect(m_document, &ModelDocument::selectionChanged, this, &ModelWorkspace::showSelection);
    connect(m_document, &ModelDocument::expansionChanged, this, &ModelWorkspace::showGraph);
}

void ModelWorkspace::showProblem()
{
    const auto& problem = m_document->problem();
    m_error->setText(problem ? problem->message : QString());
    m_error->setVisible(problem.has_value());
}

QString ModelWorkspace::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

// The pins the plan on show was made with: a pin marks its row once a plan honours it.
void ModelWorkspace::showPins()
{
    std::map<int, QString> texts;
    if (const std::shared_ptr<const ModelPlan>& plan = m_document->plan()) {
        for (const auto& [op, pin] : plan->pins)
            texts[op] = QString::fromStdString(pin.text());
    }
    m_ops->setPinnedOps(texts);
}

void ModelWorkspace::showPlan()
{
    const std::shared_ptr<const ModelPlan>& plan = m_document->plan();
    if (!plan)
        return;
    m_ops->setRows(plan->rows);
    showPins();
    m_table->resizeColumnsToContents();
    for (int c = 0; c < OpTableModel::NumColumns - 1; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), kMaxColumnWidth));
    m_timeline->setChart(plan->chart, plan->opNames, plan->l1BudgetBytes());
    m_metrics->setText(PlanCaption::metricsText(plan->result));
    m_whyPanel->clear();
    const JoinedTrace* trace = plan->result.decisionTrace.get();
    m_opinion->setOpinion(&plan->graph(), trace);
    const int tab = m_whyTabs->indexOf(m_opinion);
    if (trace && tab < 0)
        m_whyTabs->addTab(m_opinion, QString());
    else if (!trace && tab >= 0)
        m_whyTabs->removeTab(tab);
    if (trace)
        m_whyTabs->setTabText(
            m_whyTabs->indexOf(m_opinion), tr("Second &Opinion (%1)").arg(m_opinion->model()->rowCount()));
    m_timeline->setEvents(trace ? spillEvents(*trace) : std::vector<L1TimelineView::Event> {});
    showGraph();
}

// The metrics of the plans side by side, and the ops whose layout differs marked in the table, the graph and the
// timeline (which overlays the other plan's L1 usage).
void ModelWorkspace::showComparison()
{
    const std::shared_ptr<const ModelPlan>& shown = m_document->plan();
    const std::vector<ModelDocument::Compared> found = m_document->comparedPlans();
    if (!shown || found.empty()) {
        m_compareTable->hide();
        m_ops->setMarkedOps({});
        m_graph->setMarkedOps({});
        m_timeline->setComparison(nullptr, {});
        return;
    }
    std::vector<const PolicyResult*> plans { &shown->result };
    QStringList names { QString::fromStdString(shown->result.policy) };
    std::vector<size_t> differing { 0 };
    std::set<int> marked;
    for (const ModelDocument::Compared& other : found) {
        plans.push_back(&other.plan->result);
        names << other.name;
        const std::vector<int> ops = layoutDifferences(shown->result, other.plan->result);
        differing.push_back(ops.size());
        marked.insert(ops.begin(), ops.end());
    }
    m_ops->setMarkedOps(marked);
    m_graph->setMarkedOps(marked);
    // One other plan overlays the timeline; several would hide the bands.
    if (found.size() == 1)
        m_timeline->setComparison(found.front().plan->chart, names.back());
    else
        m_timeline->setComparison(nullptr, {});
    m_compareTable->showPlans(plans, names, differing);
}

void ModelWorkspace::showSelection(int op)
{
    m_timeline->selectOp(op);
    m_opinion->selectOp(op);
    m_graph->selectOp(op);
    // The decision is explained with the plan's own function and device, not those chosen since.
    const std::shared_ptr<const ModelPlan>& plan = m_document->plan();
    if (plan && op >= 0 && size_t(op) < plan->result.ops.size()) {
        m_whyPanel->setFacts(explainFacts(plan->graph(), plan->result, op, &plan->device));
    } else {
        m_whyPanel->clear();
    }
    m_showLayout->setEnabled(m_document->selectedOpLayout().has_value());
    m_pinButton->setEnabled(m_document->canPin(op));
    const int row = m_ops->rowOfOp(op);
    if (row >= 0) {
        const QModelIndex index = m_proxy->mapFromSource(m_ops->index(row, 0));
        if (index.isValid()) {
            const QSignalBlocker blocker(m_table->selectionModel());
            m_table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            m_table->scrollTo(index);
        }
    }
}

void ModelWorkspace::showGraph()
{
    const std::shared_ptr<const ModelPlan> plan = m_document->plan();
    if (!plan)
        return;
    const SceneKey key { plan, m_document->expansion() };
    if (const auto cached = m_scenes.find(key); cached != m_scenes.end()) {
        m_graph->setScene(cached->second);
        m_graph->selectOp(m_document->selectedOp());
        return;
    }
    m_graph->setMessage(tr("Laying out the chain graph…"));
    const QFont font = m_graph->font();
    // The pane's shape and size decide between top to bottom, left to right and columns.
    // The pane above the legend's strip.
    const double paneHeight = std::max(1.0, m_graph->visibleSceneRect().height() * m_graph->scale());
    const double aspect = double(std::max(1, m_graph->width())) / paneHeight;
    m_graphSlot->run(
        tr("Laying out the chain graph"),
        [font, plan, key, aspect, paneHeight](JobControl&) {
            // Grouping thousands of ops and measuring their labels is work for the job too, not for the GUI thread.
            std::shared_ptr<ChainGraphView::Scene> scene
                = ChainGraphView::sceneOf(plan->graph(), plan->result, font, kCollapseAbove, key.second);
            ChainGraphView::layOut(*scene, aspect, paneHeight);
            return scene;
        },
        [this, plan, key](const std::shared_ptr<ChainGraphView::Scene>& scene) {
            if (plan != m_document->plan())
                return;
            if (!scene->geometry.error.isEmpty()) {
                m_graph->setMessage(scene->geometry.error);
                return;
            }
            if (m_scenes.size() >= kCachedScenes)
                m_scenes.clear();
            m_scenes[key] = scene;
            m_graph->setScene(scene);
            m_graph->selectOp(m_document->selectedOp());
        });
}

std::shared_ptr<const ChainGraphView::Scene> ModelWorkspace::shownScene() const
{
    const auto it = m_scenes.find(SceneKey { m_document->plan(), m_document->expansion() });
    return it != m_scenes.end() ? it->second : nullptr;
}

void ModelWorkspace::fillPinMenu()
{
    const int op = m_document->selectedOp();
    const std::shared_ptr<const ModelPlan>& plan = m_document->plan();
    m_pinMenu->fill(plan ? &plan->graph() : nullptr, plan ? &plan->result : nullptr, op, m_document->pinOf(op),
        !m_document->pins()->of(m_document->function()).empty());
}

bool ModelWorkspace::showSelectedOpLayout()
{
    const std::optional<LayoutHandoff> layout = m_document->selectedOpLayout();
    if (!layout)
        return false;
    emit layoutRequested(*layout);
    return true;
}

void ModelWorkspace::onTableSelection()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (!rows.isEmpty())
        m_document->selectOp(rows.front().data(OpTableModel::OpRole).toInt());
}

} // namespace tle
