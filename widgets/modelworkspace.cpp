// SPDX-License-Identifier: MIT
#include "modelworkspace.h"

#include "chaingraphview.h"
#include "jobrunner.h"
#include "l1timelineview.h"
#include "layoutfactsmodel.h"
#include "modelpins.h"
#include "optablemodel.h"
#include "plancomparetable.h"

#include "io/devicefile.h"
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

#include <QComboBox>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <array>
#include <cmath>
#include <stdexcept>
#include <utility>

namespace tle {

namespace {

const QString kImportChannel = QStringLiteral("import");
const QString kPlanChannel = QStringLiteral("plan");
const QString kCompareChannel = QStringLiteral("compare");
const QString kGraphChannel = QStringLiteral("graph");
// The compare selector's entry for the current policy's plan without the pins.
const QString kUnpinned = QStringLiteral("\x01unpinned");
// The device selector's last entry, which asks for a device file.
const QString kLoadDevice = QStringLiteral("\x01load");
// Columns fit their contents up to this width; the tooltip shows the rest.
constexpr int kMaxColumnWidth = 260;

// An error with its place in the text, as the window shows it.
QString placedMessage(const Error& e)
{
    if (e.line() > 0 && e.column() > 0)
        return ModelWorkspace::tr("line %1, column %2: %3")
            .arg(e.line())
            .arg(e.column())
            .arg(QString::fromUtf8(e.what()));
    if (e.line() > 0)
        return ModelWorkspace::tr("line %1: %2").arg(e.line()).arg(QString::fromUtf8(e.what()));
    return QString::fromUtf8(e.what());
}

// The device a function is planned for: the chosen device (the default or a device file), with the model's own
// overrides on top, as the CLI's --device does.
OptimizerDevice deviceFor(const ModelGraph& graph, OptimizerDevice base)
{
    graph.device().applyTo(base.device);
    return base;
}

// The pin that names a candidate exactly: its grid, buffer, memory layout and page layout.
std::string pinTextOf(const LayoutChoice& choice)
{
    const LayoutPin pin { .grid = choice.grid, .buffer = choice.buffer, .memory = choice.memory, .page = choice.page };
    return pin.text();
}

} // namespace

ModelWorkspace::ModelWorkspace(JobRunner* jobs, QWidget* parent)
    : QWidget(parent)
    , m_jobs(jobs)
    , m_ops(new OpTableModel(this))
    , m_pins(new ModelPins(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_why(new LayoutFactsModel(this))
{
    setObjectName(QStringLiteral("modelWorkspace"));
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    m_title = new QLabel(tr("Open a model (.mlir or .json) with File > Open or from Samples > Models"), this);
    m_title->setObjectName(QStringLiteral("modelTitle"));
    auto* functionLabel = new QLabel(tr("&Function:"), this);
    m_function = new QComboBox(this);
    m_function->setObjectName(QStringLiteral("functionSelector"));
    functionLabel->setBuddy(m_function);
    auto* policyLabel = new QLabel(tr("&Policy:"), this);
    m_policy = new QComboBox(this);
    m_policy->setObjectName(QStringLiteral("policySelector"));
    policyLabel->setBuddy(m_policy);
    for (const PolicyEntry& entry : policies()) {
        const QString name = QString::fromUtf8(entry.name.data(), qsizetype(entry.name.size()));
        m_policy->addItem(name, name);
        m_policy->setItemData(m_policy->count() - 1,
            QString::fromUtf8(entry.summary.data(), qsizetype(entry.summary.size())), Qt::ToolTipRole);
    }
    m_policy->setCurrentIndex(m_policy->findData(QStringLiteral("dfsharding")));
    auto* compareLabel = new QLabel(tr("Co&mpare with:"), this);
    m_compare = new QComboBox(this);
    m_compare->setObjectName(QStringLiteral("compareSelector"));
    compareLabel->setBuddy(m_compare);
    m_compare->addItem(tr("(none)"), QString());
    m_compare->addItem(tr("(this policy, unpinned)"), kUnpinned);
    m_compare->setItemData(
        1, tr("The plan of the same policy without your pins: what the pins changed"), Qt::ToolTipRole);
    for (int i = 0; i < m_policy->count(); ++i)
        m_compare->addItem(m_policy->itemText(i), m_policy->itemData(i));
    auto* deviceLabel = new QLabel(tr("&Device:"), this);
    m_device = new QComboBox(this);
    m_device->setObjectName(QStringLiteral("deviceSelector"));
    deviceLabel->setBuddy(m_device);
    m_device->addItem(tr("default (%1)").arg(QString::fromStdString(OptimizerDevice {}.device.name)), QString());
    m_device->setItemData(0, tr("The default device, with the model's own overrides"), Qt::ToolTipRole);
    m_device->addItem(tr("Load device file…"), kLoadDevice);
    // Device names are long: the selector stays narrow and elides; the tooltip names the file.
    m_device->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_device->setMinimumContentsLength(18);
    m_device->setToolTip(tr("The device the policies plan for (a JSON device file, as the CLI's --device)"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("cancelModelJob"));
    m_cancel->hide();
    m_showLayout = new QPushButton(tr("Show &Output Layout"), this);
    m_showLayout->setObjectName(QStringLiteral("showOpLayout"));
    m_showLayout->setToolTip(tr("Open the selected op's output tensor in the layout views (double-click a row)"));
    m_showLayout->setEnabled(false);
    m_pinButton = new QToolButton(this);
    m_pinButton->setObjectName(QStringLiteral("pinButton"));
    m_pinButton->setText(tr("&Pin"));
    m_pinButton->setToolTip(tr("Pin the selected op's output layout and replan around it (also the table's context "
                               "menu)"));
    m_pinButton->setPopupMode(QToolButton::InstantPopup);
    m_pinMenu = new QMenu(m_pinButton);
    m_pinMenu->setObjectName(QStringLiteral("pinMenu"));
    m_pinButton->setMenu(m_pinMenu);
    m_pinButton->setEnabled(false);
    // The bar must fit a 1280-pixel window: the title gives way first, the selectors elide long names.
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_title->setMinimumWidth(60);
    for (auto [box, length] :
        { std::pair { m_function, 8 }, std::pair { m_policy, 14 }, std::pair { m_compare, 14 } }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(length);
    }
    bar->addWidget(m_title, 1);
    bar->addWidget(functionLabel);
    bar->addWidget(m_function);
    bar->addWidget(policyLabel);
    bar->addWidget(m_policy);
    bar->addWidget(compareLabel);
    bar->addWidget(m_compare);
    bar->addWidget(deviceLabel);
    bar->addWidget(m_device);
    bar->addWidget(m_pinButton);
    bar->addWidget(m_showLayout);
    bar->addWidget(m_cancel);
    layout->addLayout(bar);

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

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_function, &QComboBox::currentIndexChanged, this, [this] {
        updatePlanChoices();
        planCurrent();
    });
    connect(m_policy, &QComboBox::currentIndexChanged, this, &ModelWorkspace::planCurrent);
    connect(m_compare, &QComboBox::currentIndexChanged, this, &ModelWorkspace::planComparison);
    connect(m_device, &QComboBox::activated, this, [this](int index) {
        if (m_device->itemData(index).toString() != kLoadDevice)
            return;
        // Back to the device on show until a file is loaded.
        const QSignalBlocker blocker(m_device);
        m_device->setCurrentIndex(m_device->findData(QString::fromStdString(m_deviceKey)));
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Load Device File"), QString(), tr("Device files (*.json);;All files (*)"));
        if (!path.isEmpty())
            loadDeviceFile(path);
    });
    connect(m_device, &QComboBox::currentIndexChanged, this, [this](int index) {
        const QString key = m_device->itemData(index).toString();
        if (key == kLoadDevice || key.toStdString() == m_deviceKey)
            return;
        m_deviceKey = key.toStdString();
        planCurrent();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ModelWorkspace::onTableSelection);
    connect(m_timeline, &L1TimelineView::opClicked, this, &ModelWorkspace::selectOp);
    connect(m_showLayout, &QPushButton::clicked, this, &ModelWorkspace::showSelectedOpLayout);
    connect(m_pinMenu, &QMenu::aboutToShow, this, &ModelWorkspace::fillPinMenu);
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
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_jobs->cancel(kImportChannel);
        m_jobs->cancel(kPlanChannel);
        m_jobs->cancel(kCompareChannel);
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
        } else if (channel == kPlanChannel || channel == kCompareChannel) {
            showError(tr("The policy %1 failed: %2").arg(currentPolicy(), message));
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
                throw std::runtime_error(placedMessage(e).toStdString());
            }
            return [this, module, path] { showModule(module, path); };
        });
}

void ModelWorkspace::showModule(std::shared_ptr<const ModelModule> module, const QString& path)
{
    m_module = std::move(module);
    m_path = path;
    m_plans.clear();
    m_scenes.clear();
    m_plan.reset();
    m_selectedOp = -1;
    m_error->hide();
    m_title->setText(QFileInfo(path).fileName());
    m_title->setToolTip(path);
    {
        const QSignalBlocker blocker(m_function);
        m_function->clear();
        for (const ModelGraph& f : m_module->functions)
            m_function->addItem(QString::fromStdString(f.name()));
        m_function->setCurrentIndex(int(m_module->mainIndex));
        m_function->setEnabled(m_module->functions.size() > 1);
    }
    updatePlanChoices();
    m_pins->reset(m_module);
    m_ops->setPinnedOps({});
    emit modelOpened(path); // a listener may restore stored pins here, before the first plan
    applyRequestedPins();

    planCurrent();
}

// Offers the plan the file states (as-compiled) next to the policies when the function carries TTNN layouts.
void ModelWorkspace::updatePlanChoices()
{
    const ModelGraph* graph = currentGraph();
    const bool stated = graph && hasStatedLayouts(*graph);
    const QString name = QString::fromUtf8(kAsCompiledPlan.data(), qsizetype(kAsCompiledPlan.size()));
    for (QComboBox* box : { m_policy, m_compare }) {
        const QSignalBlocker blocker(box);
        const int index = box->findData(name);
        if (stated && index < 0) {
            box->addItem(name, name);
            box->setItemData(
                box->count() - 1, tr("The layouts the compiled module states, with the same metrics"), Qt::ToolTipRole);
        } else if (!stated && index >= 0) {
            if (box->currentIndex() == index)
                box->setCurrentIndex(box == m_policy ? box->findData(QStringLiteral("dfsharding")) : 0);
            box->removeItem(index);
        }
        QString& requested = box == m_policy ? m_requestedPolicy : m_requestedCompare;
        if (!requested.isEmpty() && box->findData(requested) >= 0) {
            box->setCurrentIndex(box->findData(requested));
            requested.clear();
        }
    }
}

ModelWorkspace::PlanKey ModelWorkspace::planKey(const QString& policy, Pinned pinned) const
{
    const bool withPins = pinned == Pinned::Yes && policy.toStdString() != kAsCompiledPlan;
    return PlanKey { .function = currentFunction(),
        .policy = policy.toStdString(),
        .device = m_deviceKey,
        .pins = withPins ? m_pins->keyOf(currentFunction()) : std::string() };
}

// The pins a plan of `key` is made with: those of its function, unless the key was made without them.
LayoutPins ModelWorkspace::pinsFor(const PlanKey& key) const
{
    return key.pins.empty() ? LayoutPins() : m_pins->of(key.function);
}

OptimizerDevice ModelWorkspace::currentDevice() const
{
    const auto it = m_devices.find(m_deviceKey);
    return it != m_devices.end() ? it->second : OptimizerDevice {};
}

QString ModelWorkspace::deviceFile() const
{
    return QString::fromStdString(m_deviceKey);
}

// Reads a device file and plans for it. A broken file shows its error (line and column) and changes nothing.
bool ModelWorkspace::loadDeviceFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showError(tr("Cannot read the device file %1: %2").arg(path, file.errorString()));
        return false;
    }
    OptimizerDevice device;
    try {
        device = readOptimizerDevice(file.readAll().toStdString());
    } catch (const Error& e) {
        showError(tr("Device file %1: %2").arg(QFileInfo(path).fileName(), placedMessage(e)));
        return false;
    }
    m_error->hide();
    const std::string key = QFileInfo(path).absoluteFilePath().toStdString();
    m_devices[key] = device;
    // Plans made for an earlier version of this file are stale.
    std::erase_if(m_plans, [&](const auto& entry) { return entry.first.device == key; });
    int index = m_device->findData(QString::fromStdString(key));
    if (index < 0) {
        index = m_device->count() - 1; // before "Load device file…"
        m_device->insertItem(index,
            tr("%1 (%2)").arg(QString::fromStdString(device.device.name), QFileInfo(path).fileName()),
            QString::fromStdString(key));
        m_device->setItemData(index, QString::fromStdString(key), Qt::ToolTipRole);
    }
    m_deviceKey.clear(); // so that selecting it replans even when it was on show
    m_device->setCurrentIndex(index);
    if (m_deviceKey != key) {
        m_deviceKey = key;
        planCurrent();
    }
    return true;
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
    return m_function->currentIndex();
}

QString ModelWorkspace::currentPolicy() const
{
    return m_policy->currentData().toString();
}

void ModelWorkspace::setPolicy(const QString& name)
{
    const int index = m_policy->findData(name);
    // as-compiled is offered once a model that states layouts is open: remember the wish until then.
    m_requestedPolicy = index >= 0 ? QString() : name;
    if (index >= 0)
        m_policy->setCurrentIndex(index);
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
    if (const auto it = m_plans.find(key); it != m_plans.end()) {
        showPlan(it->second);
        return;
    }
    m_metrics->setText(tr("Planning with %1…").arg(currentPolicy()));
    const std::shared_ptr<const ModelModule> module = m_module;
    const OptimizerDevice device = currentDevice();
    const LayoutPins pins = pinsFor(key);
    m_jobs->run(kPlanChannel, tr("Planning with %1").arg(currentPolicy()),
        [this, module, key, device, pins](JobControl&) -> JobRunner::Deliver {
            const std::shared_ptr<const Plan> plan = makePlan(*module, key, device, pins);
            return [this, module, key, plan] {
                if (module != m_module)
                    return;
                m_plans[key] = plan;
                if (key == planKey(currentPolicy()))
                    showPlan(plan);
            };
        });
}

std::shared_ptr<const ModelWorkspace::Plan> ModelWorkspace::makePlan(
    const ModelModule& module, const PlanKey& key, const OptimizerDevice& base, const LayoutPins& pins)
{
    const ModelGraph& graph = module.functions.at(size_t(key.function));
    const OptimizerDevice device = deviceFor(graph, base);
    const AnalyticOpModel model(device);
    auto plan = std::make_shared<Plan>();
    plan->result = key.policy == kAsCompiledPlan
        ? readStatedPlan(graph, device)
        : runPolicy(key.policy, graph, device, model, PolicyOptions { .pins = pins });
    plan->rows = opRows(graph, plan->result);
    plan->chart = std::make_shared<const L1BandChart>(L1BandChart::of(graph, plan->result));
    for (const OpRow& row : plan->rows) // deallocations and returns stay off the timeline's axis
        plan->opNames << (showsInChainGraph(graph, row.op) ? QString::fromStdString(row.name) : QString());
    return plan;
}

QString ModelWorkspace::comparePolicy() const
{
    return m_compare->currentData().toString();
}

void ModelWorkspace::setComparePolicy(const QString& name)
{
    const int index = m_compare->findData(name);
    m_requestedCompare = index >= 0 ? QString() : name;
    m_compare->setCurrentIndex(index >= 0 ? index : 0);
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
    const PlanKey key = comparedKey();
    if (m_plans.contains(key)) {
        showComparison();
        return;
    }
    const std::shared_ptr<const ModelModule> module = m_module;
    const OptimizerDevice device = currentDevice();
    const LayoutPins pins = pinsFor(key);
    m_jobs->run(kCompareChannel, tr("Planning with %1").arg(comparedName()),
        [this, module, key, device, pins](JobControl&) -> JobRunner::Deliver {
            const std::shared_ptr<const Plan> plan = makePlan(*module, key, device, pins);
            return [this, module, key, plan] {
                if (module != m_module)
                    return;
                m_plans[key] = plan;
                showComparison();
            };
        });
}

ModelWorkspace::PlanKey ModelWorkspace::comparedKey() const
{
    return comparePolicy() == kUnpinned ? planKey(currentPolicy(), Pinned::No) : planKey(comparePolicy());
}

QString ModelWorkspace::comparedName() const
{
    return comparePolicy() == kUnpinned ? tr("%1 unpinned").arg(currentPolicy()) : comparePolicy();
}

// The metrics of both plans side by side, and the ops whose layout differs marked in the table, the graph and
// the timeline (which overlays the other plan's L1 usage).
void ModelWorkspace::showComparison()
{
    m_compared.reset();
    if (m_plan && !comparePolicy().isEmpty()) {
        const auto it = m_plans.find(comparedKey());
        if (it != m_plans.end())
            m_compared = it->second;
    }
    if (!m_compared) {
        m_compareTable->hide();
        m_ops->setMarkedOps({});
        m_graph->setMarkedOps({});
        m_timeline->setComparison(nullptr, {});
        return;
    }
    const std::vector<int> differing = layoutDifferences(m_plan->result, m_compared->result);
    const std::set<int> marked(differing.begin(), differing.end());
    m_ops->setMarkedOps(marked);
    m_graph->setMarkedOps(marked);
    m_timeline->setComparison(m_compared->chart, comparedName());
    m_compareTable->showPlans(m_plan->result, QString::fromStdString(m_plan->result.policy), m_compared->result,
        comparedName(), differing.size());
}

void ModelWorkspace::showPlan(const std::shared_ptr<const Plan>& plan)
{
    m_plan = plan;
    m_error->hide();
    m_ops->setRows(plan->rows);
    m_table->resizeColumnsToContents();
    for (int c = 0; c < OpTableModel::NumColumns - 1; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), kMaxColumnWidth));
    const ModelGraph* graph = currentGraph();
    const int64_t budget = graph ? deviceFor(*graph, currentDevice()).l1UsableBytesPerCore : 0;
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
        && currentPolicy().toStdString() != kAsCompiledPlan);
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
    const std::shared_ptr<ChainGraphView::Scene> scene
        = ChainGraphView::sceneOf(*graph, m_plan->result, m_graph->font(), kCollapseAbove, m_expanded);
    m_graph->setMessage(tr("Laying out the chain graph…"));
    const std::shared_ptr<const Plan> plan = m_plan;
    m_jobs->run(
        kGraphChannel, tr("Laying out the chain graph"), [this, scene, plan, key](JobControl&) -> JobRunner::Deliver {
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
    const ModelGraph* graph = currentGraph();
    QStringList errors;
    for (const QString& request : std::exchange(m_requestedPins, {})) {
        const qsizetype eq = request.indexOf(QLatin1Char('='));
        const std::optional<int> op
            = graph && eq > 0 ? findOp(*graph, request.left(eq).toStdString()) : std::optional<int>();
        QString error = tr("no such op");
        if (!op || !m_pins->set(currentFunction(), *op, request.mid(eq + 1), currentDevice(), &error))
            errors << tr("%1: %2").arg(request, error);
    }
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
    const LayoutPins& pins = m_pins->of(currentFunction());
    const auto it = pins.find(op);
    return it != pins.end() ? QString::fromStdString(it->second.text()) : QString();
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
    if (!texts.empty() && comparePolicy().isEmpty()) {
        const QSignalBlocker blocker(m_compare);
        m_compare->setCurrentIndex(m_compare->findData(kUnpinned));
    }
    m_error->hide();
    planCurrent();
    emit pinsChanged();
}

// The Pin menu of the selected op: the layouts the policy considered for it, a layout typed in, and removal.
void ModelWorkspace::fillPinMenu()
{
    m_pinMenu->clear();
    const ModelGraph* graph = currentGraph();
    if (!m_plan || !graph || m_selectedOp < 0 || size_t(m_selectedOp) >= m_plan->result.ops.size()
        || !isPlannedOp(*graph, m_selectedOp)) {
        m_pinMenu->addAction(tr("Select an op that produces a tensor"))->setEnabled(false);
        return;
    }
    const int op = m_selectedOp;
    const OpDecision& d = m_plan->result.ops[size_t(op)];
    std::vector<LayoutChoice> choices;
    if (d.layout)
        choices.push_back(choiceOf(*d.layout));
    for (const CandidateNote& note : d.candidates) {
        if (std::ranges::find(choices, note.layout) == choices.end())
            choices.push_back(note.layout);
    }
    const QString current = pinOf(op);
    for (const LayoutChoice& choice : choices) {
        const QString text = QString::fromStdString(pinTextOf(choice));
        QAction* action = m_pinMenu->addAction(tr("Pin to %1").arg(text), this, [this, text] { pinSelectedOp(text); });
        action->setCheckable(true);
        action->setChecked(text == current);
    }
    m_pinMenu->addAction(tr("Pin Layout…"), this, [this, current, graph, op] {
        bool ok = false;
        const QString text = QInputDialog::getText(this, tr("Pin Output Layout"),
            tr("Output layout of %1, any of: a shard grid (8x1), l1 or dram, interleaved, height_sharded, "
               "width_sharded or block_sharded, tile or row_major, separated by colons")
                .arg(QString::fromStdString(opDisplayName(*graph, op))),
            QLineEdit::Normal, current, &ok);
        if (ok && !text.trimmed().isEmpty())
            pinSelectedOp(text);
    });
    m_pinMenu->addSeparator();
    m_pinMenu->addAction(tr("Remove Pin"), this, [this] { pinSelectedOp({}); })->setEnabled(!current.isEmpty());
    m_pinMenu->addAction(tr("Remove All Pins"), this, [this] { m_pins->clear(currentFunction()); })
        ->setEnabled(!m_pins->of(currentFunction()).empty());
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
