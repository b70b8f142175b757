// SPDX-License-Identifier: MIT
#include "modelworkspace.h"

#include "chaingraphview.h"
#include "deviceselector.h"
#include "errortext.h"
#include "jobrunner.h"
#include "l1timelineview.h"
#include "layoutfactsmodel.h"
#include "modelpins.h"
#include "optablemodel.h"
#include "pinmenu.h"
#include "plancache.h"
#include "planchoicebar.h"
#include "plancomparetable.h"

#include "io/jsonmodel.h"
#include "io/mlirmodelreader.h"
#include "io/modelfile.h"
#include "io/statedplan.h"
#include "layout/ttnntensor.h"
#include "optimizer/policies.h"
#include "optimizer/shared/opmodel.h"
#include "report/explainreport.h"
#include "report/plancompare.h"
#include "util/error.h"

#include <QFileInfo>
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

#include <stdexcept>
#include <utility>

namespace tle {

namespace {

const QString kImportChannel = QStringLiteral("import");
const QString kPlanChannel = QStringLiteral("plan");
const QString kCompareChannel = QStringLiteral("compare");
const QString kGraphChannel = QStringLiteral("graph");
// Columns fit their contents up to this width; the tooltip shows the rest.
constexpr int kMaxColumnWidth = 260;

} // namespace

ModelWorkspace::ModelWorkspace(JobRunner* jobs, QWidget* parent)
    : QWidget(parent)
    , m_jobs(jobs)
    , m_cache(new PlanCache(jobs, this))
    , m_ops(new OpTableModel(this))
    , m_pins(new ModelPins(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_why(new LayoutFactsModel(this))
{
    setObjectName(QStringLiteral("modelWorkspace"));
    auto* layout = new QVBoxLayout(this);
    buildBar(layout);
    buildPanes(layout);
    connectViews();
    connectJobs();
}

// The bar: title, function, policy, comparison and device selectors, Pin, Show Output Layout and Cancel.
void ModelWorkspace::buildBar(QVBoxLayout* layout)
{
    m_choices = new PlanChoiceBar(this);
    m_device = m_choices->device();
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
    connect(m_choices, &PlanChoiceBar::functionChanged, this, [this] {
        updatePlanChoices();
        planCurrent();
    });
    connect(m_choices, &PlanChoiceBar::policyChanged, this, &ModelWorkspace::planCurrent);
    connect(m_choices, &PlanChoiceBar::comparisonChanged, this, &ModelWorkspace::planComparison);
    connect(m_device, &DeviceSelector::deviceChanged, this, &ModelWorkspace::planCurrent);
    connect(m_device, &DeviceSelector::loadFailed, this, &ModelWorkspace::showError);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ModelWorkspace::onTableSelection);
    connect(m_timeline, &L1TimelineView::opClicked, this, &ModelWorkspace::selectOp);
    connect(m_showLayout, &QPushButton::clicked, this, &ModelWorkspace::showSelectedOpLayout);
    connect(m_pinMenu, &QMenu::aboutToShow, this, &ModelWorkspace::fillPinMenu);
    connect(m_pinMenu, &PinMenu::pinRequested, this, &ModelWorkspace::pinSelectedOp);
    connect(m_pinMenu, &PinMenu::removeAllRequested, this, [this] { m_pins->clear(currentFunction()); });
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QTableView::customContextMenuRequested, this, [this](const QPoint& pos) {
        const QModelIndex index = m_table->indexAt(pos);
        if (!index.isValid())
            return;
        selectOp(index.data(OpTableModel::OpRole).toInt());
        fillPinMenu();
        m_pinMenu->popup(m_table->viewport()->mapToGlobal(pos));
    });
    connect(m_pins, &ModelPins::changed, this, &ModelWorkspace::onPinsChanged);
    connect(m_table, &QTableView::doubleClicked, this, &ModelWorkspace::showSelectedOpLayout);
    connect(m_graph, &ChainGraphView::opClicked, this, &ModelWorkspace::selectOp);
    connect(m_graph, &ChainGraphView::expandGroup, this, [this](const ChainGraphGroup& group) {
        m_expanded.insert(group);
        showGraph();
    });
    connect(m_graph, &ChainGraphView::collapseGroup, this, [this](const ChainGraphGroup& group) {
        if (m_expanded.erase(group))
            showGraph();
    });
}

// Import, planning and layout jobs: Cancel while they run, their failures shown where they belong.
void ModelWorkspace::connectJobs()
{
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_jobs->isRunning(kPlanChannel))
            m_metrics->setText(tr("Planning with %1 cancelled; choose a policy to plan again").arg(currentPolicy()));
        m_jobs->cancel(kImportChannel);
        m_jobs->cancel(kPlanChannel);
        for (const auto& compared : comparedPlans())
            m_jobs->cancel(kCompareChannel + QString::fromStdString(compared.first.policy));
    });
    connect(m_jobs, &JobRunner::started, this, [this](const QString& channel) {
        if (channel == kImportChannel || channel == kPlanChannel)
            m_cancel->show();
    });
    connect(m_jobs, &JobRunner::finished, this,
        [this] { m_cancel->setVisible(m_jobs->isRunning(kImportChannel) || m_jobs->isRunning(kPlanChannel)); });
    connect(m_jobs, &JobRunner::failed, this, [this](const QString& channel, const QString& message) {
        if (channel == kImportChannel) {
            showError(message);
            emit importFailed(message);
        } else if (channel == kGraphChannel) {
            m_graph->setMessage(tr("The chain graph could not be laid out: %1").arg(message));
        } else if (channel == kPlanChannel) {
            showError(tr("The policy %1 failed: %2").arg(currentPolicy(), message));
        } else if (channel.startsWith(kCompareChannel)) {
            showError(tr("The policy %1 failed: %2").arg(channel.mid(kCompareChannel.size()), message));
        }
    });
}

ModelWorkspace::~ModelWorkspace() = default;

void ModelWorkspace::openModel(const QString& path)
{
    m_jobs->run(kImportChannel, tr("Reading %1").arg(QFileInfo(path).fileName()),
        [this, path](JobControl&) -> JobRunner::Deliver {
            std::shared_ptr<const ModelModule> module;
            try {
                module = std::make_shared<const ModelModule>(readModelModuleFile(path.toStdString()));
            } catch (const Error& e) {
                throw std::runtime_error(placedErrorText(e).toStdString());
            }
            return [this, module, path] { showModule(module, path); };
        });
}

void ModelWorkspace::showModule(std::shared_ptr<const ModelModule> module, const QString& path)
{
    m_module = std::move(module);
    m_path = path;
    m_cache->reset(m_module);
    m_scenes.clear();
    m_plan.reset();
    m_selectedOp = -1;
    m_error->hide();
    QStringList functions;
    for (const ModelGraph& f : m_module->functions)
        functions << QString::fromStdString(f.name());
    m_choices->setModel(path, functions, int(m_module->mainIndex));
    updatePlanChoices();
    m_pins->reset(m_module);
    m_ops->setPinnedOps({});
    emit modelOpened(path); // a listener may restore stored pins here, before the first plan
    applyRequestedPins();

    planCurrent();
}

// Offers the plans the file states (as-compiled, spill-only) next to the policies when the function carries TTNN
// layouts.
void ModelWorkspace::updatePlanChoices()
{
    const ModelGraph* graph = currentGraph();
    m_choices->offerStatedPlan(graph && hasStatedLayouts(*graph));
}

PlanKey ModelWorkspace::planKey(const QString& policy, Pinned pinned) const
{
    const bool withPins = pinned == Pinned::Yes && !isStatedPlanName(policy.toStdString());
    return PlanKey { .function = currentFunction(),
        .policy = policy.toStdString(),
        .device = m_device->key(),
        .pins = withPins ? m_pins->keyOf(currentFunction()) : std::string() };
}

// The pins a plan of `key` is made with: those of its function, unless the key was made without them.
LayoutPins ModelWorkspace::pinsFor(const PlanKey& key) const
{
    return key.pins.empty() ? LayoutPins() : m_pins->of(key.function);
}

OptimizerDevice ModelWorkspace::currentDevice() const
{
    return m_device->device();
}

QString ModelWorkspace::deviceFile() const
{
    return m_device->file();
}

// Reads a device file and plans for it. A broken file shows its error (line and column) and changes nothing.
bool ModelWorkspace::loadDeviceFile(const QString& path)
{
    QString error;
    if (m_device->loadFile(path, &error)) {
        m_error->hide();
        return true;
    }
    showError(error);
    return false;
}

void ModelWorkspace::showError(const QString& message)
{
    m_error->setText(message);
    m_error->show();
}

int ModelWorkspace::functionCount() const
{
    return m_module ? int(m_module->functions.size()) : 0;
}

int ModelWorkspace::currentFunction() const
{
    return m_choices->function();
}

QString ModelWorkspace::currentPolicy() const
{
    return m_choices->policy();
}

void ModelWorkspace::setPolicy(const QString& name)
{
    m_choices->setPolicy(name);
}

const PolicyResult* ModelWorkspace::currentResult() const
{
    return m_plan ? &m_plan->result : nullptr;
}

const ModelGraph* ModelWorkspace::currentGraph() const
{
    const int f = currentFunction();
    return m_module && f >= 0 && size_t(f) < m_module->functions.size() ? &m_module->functions[size_t(f)] : nullptr;
}

QString ModelWorkspace::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void ModelWorkspace::planCurrent()
{
    if (!m_module || currentFunction() < 0)
        return;
    const PlanKey key = planKey(currentPolicy());
    if (!m_cache->find(key))
        m_metrics->setText(tr("Planning with %1…").arg(currentPolicy()));
    m_cache->request(kPlanChannel, tr("Planning with %1").arg(currentPolicy()), key, currentDevice(), pinsFor(key),
        [this, key](const std::shared_ptr<const ModelPlan>& plan) {
            if (key == planKey(currentPolicy()))
                showPlan(plan);
        });
}

QString ModelWorkspace::comparePolicy() const
{
    return m_choices->comparison();
}

void ModelWorkspace::setComparePolicy(const QString& name)
{
    m_choices->setComparison(name);
}

const PolicyResult* ModelWorkspace::comparedResult() const
{
    return m_compared ? &m_compared->result : nullptr;
}

// Plans the comparison policy for the current function when it is not cached, then shows the comparison.
void ModelWorkspace::planComparison()
{
    if (!m_module || currentFunction() < 0 || comparePolicy().isEmpty()) {
        showComparison();
        return;
    }
    for (const auto& [key, name] : comparedPlans()) {
        // A channel per compared plan, so that planning all policies does not cancel one with the next.
        m_cache->request(kCompareChannel + QString::fromStdString(key.policy), tr("Planning with %1").arg(name), key,
            currentDevice(), pinsFor(key), [this](const std::shared_ptr<const ModelPlan>&) { showComparison(); });
    }
}

// The plans compared with the one on show, and their names: the unpinned plan, one policy's, or every other
// policy's.
std::vector<std::pair<PlanKey, QString>> ModelWorkspace::comparedPlans() const
{
    const QString compare = comparePolicy();
    if (compare.isEmpty())
        return {};
    if (compare == PlanChoiceBar::kUnpinned)
        return { { planKey(currentPolicy(), Pinned::No), tr("%1 unpinned").arg(currentPolicy()) } };
    if (compare != PlanChoiceBar::kAllPolicies)
        return { { planKey(compare), compare } };
    std::vector<std::pair<PlanKey, QString>> plans;
    for (const std::string_view name : policyNames()) {
        const QString policy = QString::fromUtf8(name.data(), qsizetype(name.size()));
        if (policy != currentPolicy())
            plans.push_back({ planKey(policy), policy });
    }
    return plans;
}

// The metrics of both plans side by side, and the ops whose layout differs marked in the table, the graph and
// the timeline (which overlays the other plan's L1 usage).
void ModelWorkspace::showComparison()
{
    m_compared.reset();
    std::vector<const PolicyResult*> plans;
    QStringList names;
    std::vector<size_t> differing { 0 };
    std::set<int> marked;
    std::vector<std::shared_ptr<const ModelPlan>> found;
    if (m_plan) {
        plans.push_back(&m_plan->result);
        names << QString::fromStdString(m_plan->result.policy);
        for (const auto& [key, name] : comparedPlans()) {
            const std::shared_ptr<const ModelPlan> other = m_cache->find(key);
            if (!other)
                continue; // still planning: it joins the table when it arrives
            found.push_back(other);
            plans.push_back(&other->result);
            names << name;
            const std::vector<int> ops = layoutDifferences(m_plan->result, other->result);
            differing.push_back(ops.size());
            marked.insert(ops.begin(), ops.end());
        }
    }
    if (found.empty()) {
        m_compareTable->hide();
        m_ops->setMarkedOps({});
        m_graph->setMarkedOps({});
        m_timeline->setComparison(nullptr, {});
        return;
    }
    m_compared = found.front();
    m_ops->setMarkedOps(marked);
    m_graph->setMarkedOps(marked);
    // One other plan overlays the timeline; several would hide the bands.
    if (found.size() == 1)
        m_timeline->setComparison(m_compared->chart, names.back());
    else
        m_timeline->setComparison(nullptr, {});
    m_compareTable->showPlans(plans, names, differing);
}

void ModelWorkspace::showPlan(const std::shared_ptr<const ModelPlan>& plan)
{
    m_plan = plan;
    m_error->hide();
    m_ops->setRows(plan->rows);
    m_table->resizeColumnsToContents();
    for (int c = 0; c < OpTableModel::NumColumns - 1; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), kMaxColumnWidth));
    const ModelGraph* graph = currentGraph();
    const int64_t budget = graph ? deviceForModel(*graph, currentDevice()).l1UsableBytesPerCore : 0;
    m_timeline->setChart(plan->chart, plan->opNames, budget);
    const PolicyMetrics& m = plan->result.metrics;
    const QLocale locale;
    m_metrics->setText(
        tr("%1: %2 µs estimated, %3 reshards, %4 spills, %5 DRAM traffic, L1 peak %6 per core")
            .arg(QString::fromStdString(plan->result.policy), locale.toString(m.estimatedTimeUs, 'f', 1))
            .arg(m.reshardCount)
            .arg(m.spillCount)
            .arg(locale.formattedDataSize(m.dramTrafficBytes), locale.formattedDataSize(m.l1PeakBytesPerCore)));
    m_selectedOp = -1;
    m_why->clear();
    m_expanded.clear();
    showGraph();
    planComparison();
    // Start on the first op the plan gave a layout, so that every view has something selected to explain.
    for (const OpDecision& d : plan->result.ops) {
        if (d.layout) {
            selectOp(d.op);
            break;
        }
    }
    emit planShown();
}

void ModelWorkspace::selectOp(int op)
{
    if (op == m_selectedOp)
        return;
    m_selectedOp = op;
    m_timeline->selectOp(op);
    m_graph->selectOp(op);
    const ModelGraph* graph = currentGraph();
    if (m_plan && graph && op >= 0 && size_t(op) < m_plan->result.ops.size())
        m_why->setFacts(explainFacts(*graph, m_plan->result, op));
    else
        m_why->clear();
    m_showLayout->setEnabled(!selectedOpLayoutText().isEmpty());
    m_pinButton->setEnabled(graph && op >= 0 && size_t(op) < graph->ops().size() && isPlannedOp(*graph, op)
        && !isStatedPlanName(currentPolicy().toStdString()));
    const int row = m_ops->rowOfOp(op);
    if (row >= 0) {
        const QModelIndex index = m_proxy->mapFromSource(m_ops->index(row, 0));
        if (index.isValid()) {
            const QSignalBlocker blocker(m_table->selectionModel());
            m_table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            m_table->scrollTo(index);
        }
    }
    emit opSelected(op);
}

void ModelWorkspace::showGraph()
{
    const ModelGraph* graph = currentGraph();
    if (!m_plan || !graph)
        return;
    const SceneKey key { m_plan, m_expanded };
    if (const auto cached = m_scenes.find(key); cached != m_scenes.end()) {
        m_graph->setScene(cached->second);
        m_graph->selectOp(m_selectedOp);
        return;
    }
    m_graph->setMessage(tr("Laying out the chain graph…"));
    const std::shared_ptr<const ModelPlan> plan = m_plan;
    const std::shared_ptr<const ModelModule> module = m_module; // keeps `graph` alive while the job runs
    const QFont font = m_graph->font();
    m_jobs->run(kGraphChannel, tr("Laying out the chain graph"),
        [this, graph, module, font, plan, key](JobControl&) -> JobRunner::Deliver {
            // Grouping thousands of ops and measuring their labels is work for the job too, not for the GUI thread.
            const std::shared_ptr<ChainGraphView::Scene> scene
                = ChainGraphView::sceneOf(*graph, plan->result, font, kCollapseAbove, key.second);
            ChainGraphView::layOut(*scene);
            return [this, scene, plan, key] {
                if (plan != m_plan)
                    return;
                if (!scene->geometry.error.isEmpty()) {
                    m_graph->setMessage(scene->geometry.error);
                    return;
                }
                if (m_scenes.size() >= kCachedScenes)
                    m_scenes.clear();
                m_scenes[key] = scene;
                m_graph->setScene(scene);
                m_graph->selectOp(m_selectedOp);
            };
        });
}

void ModelWorkspace::requestPins(const QStringList& requests)
{
    m_requestedPins = requests;
    if (m_module)
        applyRequestedPins();
}

// Pins asked for before the model was read (--override-output-layout on the command line), `OP=LAYOUT` each.
void ModelWorkspace::applyRequestedPins()
{
    const QStringList errors = m_pins->setAll(currentFunction(), std::exchange(m_requestedPins, {}), currentDevice());
    if (!errors.isEmpty())
        showError(tr("Pins not applied: %1").arg(errors.join(QStringLiteral("; "))));
}

bool ModelWorkspace::pinSelectedOp(const QString& text)
{
    QString error;
    if (m_pins->set(currentFunction(), m_selectedOp, text, currentDevice(), &error))
        return true;
    const ModelGraph* graph = currentGraph();
    const QString name = graph && m_selectedOp >= 0 ? QString::fromStdString(opDisplayName(*graph, m_selectedOp))
                                                    : QString::number(m_selectedOp);
    showError(tr("Cannot pin %1 to %2: %3").arg(name, text, error));
    return false;
}

QString ModelWorkspace::pinOf(int op) const
{
    return m_pins->textOf(currentFunction(), op);
}

// The pins of the function on show changed (a pin, an undo, a restore): the table marks them, compare mode starts
// on the unpinned plan so that what the pins changed is visible, and the policy replans.
void ModelWorkspace::onPinsChanged(int function)
{
    if (function != currentFunction())
        return;
    std::map<int, QString> texts;
    for (const auto& [op, pin] : m_pins->of(function))
        texts[op] = QString::fromStdString(pin.text());
    m_ops->setPinnedOps(texts);
    if (!texts.empty() && comparePolicy().isEmpty())
        m_choices->compareWithUnpinned();
    m_error->hide();
    planCurrent();
    emit pinsChanged();
}

void ModelWorkspace::fillPinMenu()
{
    m_pinMenu->fill(
        currentGraph(), currentResult(), m_selectedOp, pinOf(m_selectedOp), !m_pins->of(currentFunction()).empty());
}

QString ModelWorkspace::selectedOpLayoutText() const
{
    const ModelGraph* graph = currentGraph();
    if (!m_plan || !graph || m_selectedOp < 0 || size_t(m_selectedOp) >= m_plan->result.ops.size())
        return {};
    const OpDecision& d = m_plan->result.ops[size_t(m_selectedOp)];
    if (!d.layout || !ttnnAttrFor(*d.layout))
        return {};
    return QString::fromStdString(printedTtnn(TtnnTensor { .layout = *d.layout }));
}

bool ModelWorkspace::showSelectedOpLayout()
{
    const QString text = selectedOpLayoutText();
    if (text.isEmpty())
        return false;
    emit layoutRequested(text, m_selectedOp);
    return true;
}

void ModelWorkspace::onTableSelection()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (!rows.isEmpty())
        selectOp(rows.front().data(OpTableModel::OpRole).toInt());
}

} // namespace tle
