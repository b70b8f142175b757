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
#include "planchoicebar.h"
#include "plancomparetable.h"

#include "report/explainreport.h"
#include "report/plancompare.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <set>

namespace tle {

namespace {

// Columns fit their contents up to this width; the tooltip shows the rest.
constexpr int kMaxColumnWidth = 260;

} // namespace

ModelWorkspace::ModelWorkspace(ModelDocument* document, JobRunner* jobs, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_graphSlot(new JobSlot(jobs, this))
    , m_ops(new OpTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_why(new LayoutFactsModel(this))
{
    setObjectName(QStringLiteral("modelWorkspace"));
    auto* layout = new QVBoxLayout(this);
    buildBar(layout);
    buildPanes(layout);
    connectViews();
    connectDocument();
}

ModelWorkspace::~ModelWorkspace() = default;

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
    m_error->setStyleSheet(QStringLiteral("color: palette(link);"));
    m_error->hide();
    layout->addWidget(m_error);
    m_metrics = new QLabel(this);
    m_metrics->setObjectName(QStringLiteral("planMetrics"));
    m_metrics->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_metrics);
    m_compareTable = new PlanCompareTable(this);
    m_compareTable->hide();
    layout->addWidget(m_compareTable);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    auto* top = new QSplitter(Qt::Horizontal, splitter);
    auto* tablePane = new QWidget(top);
    auto* tableLayout = new QVBoxLayout(tablePane);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    m_filter = new QLineEdit(tablePane);
    m_filter->setObjectName(QStringLiteral("opFilter"));
    m_filter->setPlaceholderText(tr("Filter ops by name, kind or layout"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Show only the ops whose name, kind or planned layout contains this text"));
    m_filter->setWhatsThis(m_filter->toolTip());
    m_table = new QTableView(tablePane);
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
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Column widths from the first rows: measuring every row of a 10,000-op model would block the GUI thread.
    m_table->horizontalHeader()->setResizeContentsPrecision(64);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    tableLayout->addWidget(m_filter);
    tableLayout->addWidget(m_table);
    auto* right = new QSplitter(Qt::Vertical, top);
    m_graph = new ChainGraphView(right);
    m_whyView = new QTableView(right);
    m_whyView->setObjectName(QStringLiteral("whyPanel"));
    m_whyView->setModel(m_why);
    m_whyView->verticalHeader()->hide();
    m_whyView->horizontalHeader()->setStretchLastSection(true);
    m_whyView->setWordWrap(true);
    right->addWidget(m_graph);
    right->addWidget(m_whyView);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    top->addWidget(tablePane);
    top->addWidget(right);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);
    m_timeline = new L1TimelineView(splitter);
    m_timeline->setMinimumHeight(160);
    splitter->addWidget(top);
    splitter->addWidget(m_timeline);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);
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
    connect(m_graph, &ChainGraphView::expandGroup, this,
        [this](const ChainGraphGroup& group) { m_document->setGroupExpanded(group, true); });
    connect(m_graph, &ChainGraphView::collapseGroup, this,
        [this](const ChainGraphGroup& group) { m_document->setGroupExpanded(group, false); });
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
    connect(m_document, &ModelDocument::pinsChanged, this, &ModelWorkspace::showPins);
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

void ModelWorkspace::showPins()
{
    std::map<int, QString> texts;
    for (const auto& [op, pin] : m_document->pins()->of(m_document->function()))
        texts[op] = QString::fromStdString(pin.text());
    m_ops->setPinnedOps(texts);
}

void ModelWorkspace::showPlan()
{
    const std::shared_ptr<const ModelPlan>& plan = m_document->plan();
    if (!plan)
        return;
    m_ops->setRows(plan->rows);
    m_table->resizeColumnsToContents();
    for (int c = 0; c < OpTableModel::NumColumns - 1; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), kMaxColumnWidth));
    m_timeline->setChart(plan->chart, plan->opNames, plan->l1BudgetBytes);
    const PolicyMetrics& m = plan->result.metrics;
    const QLocale locale;
    m_metrics->setText(
        tr("%1: %2 µs estimated, %3 reshards, %4 spills, %5 DRAM traffic, L1 peak %6 per core")
            .arg(QString::fromStdString(plan->result.policy), locale.toString(m.estimatedTimeUs, 'f', 1))
            .arg(m.reshardCount)
            .arg(m.spillCount)
            .arg(locale.formattedDataSize(m.dramTrafficBytes), locale.formattedDataSize(m.l1PeakBytesPerCore)));
    m_why->clear();
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
    m_graph->selectOp(op);
    const ModelGraph* graph = m_document->graph();
    const PolicyResult* result = m_document->result();
    if (result && graph && op >= 0 && size_t(op) < result->ops.size())
        m_why->setFacts(explainFacts(*graph, *result, op));
    else
        m_why->clear();
    m_showLayout->setEnabled(!m_document->selectedOpLayoutText().isEmpty());
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
    const ModelGraph* graph = m_document->graph();
    const std::shared_ptr<const ModelPlan> plan = m_document->plan();
    if (!plan || !graph)
        return;
    const SceneKey key { plan, m_document->expansion() };
    if (const auto cached = m_scenes.find(key); cached != m_scenes.end()) {
        m_graph->setScene(cached->second);
        m_graph->selectOp(m_document->selectedOp());
        return;
    }
    m_graph->setMessage(tr("Laying out the chain graph…"));
    const std::shared_ptr<const ModelModule> module = m_document->module(); // keeps `graph` alive while the job runs
    const QFont font = m_graph->font();
    m_graphSlot->run(
        tr("Laying out the chain graph"),
        [graph, module, font, plan, key](JobControl&) {
            // Grouping thousands of ops and measuring their labels is work for the job too, not for the GUI thread.
            std::shared_ptr<ChainGraphView::Scene> scene
                = ChainGraphView::sceneOf(*graph, plan->result, font, kCollapseAbove, key.second);
            ChainGraphView::layOut(*scene);
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
    m_pinMenu->fill(m_document->graph(), m_document->result(), op, m_document->pinOf(op),
        !m_document->pins()->of(m_document->function()).empty());
}

bool ModelWorkspace::showSelectedOpLayout()
{
    const QString text = m_document->selectedOpLayoutText();
    if (text.isEmpty())
        return false;
    emit layoutRequested(text, m_document->selectedOp());
    return true;
}

void ModelWorkspace::onTableSelection()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (!rows.isEmpty())
        m_document->selectOp(rows.front().data(OpTableModel::OpRole).toInt());
}

} // namespace tle
