// SPDX-License-Identifier: MIT
#include "modeldocument.h"

#include "optimizer/shared/planmoves.h"

#include "decisiontracestore.h"
#include "errortext.h"
#include "io/files/devicefile.h"
#include "io/layouttext/layoutsnippet.h"
#include "io/model/modelfile.h"
#include "io/model/statedlayouts.h"
#include "jobrunner.h"
#include "layout/ttnn/ttnntensor.h"
#include "modelpins.h"
#include "optimizer/decided/decidedplan.h"
#include "optimizer/plansources.h"
#include "optimizer/policies.h"
#include "report/explainreport.h"

#include <QFile>
#include <QFileInfo>

#include <utility>

namespace tle {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

const ModelDocument::Device kDefaultDevice {};

} // namespace

ModelDocument::ModelDocument(JobRunner* jobs, QObject* parent)
    : QObject(parent)
    , m_jobs(jobs)
    , m_plans(new PlanService(this))
    , m_pins(new ModelPins(this))
    , m_importSlot(new JobSlot(jobs, this))
    , m_planSlot(new JobSlot(jobs, this))
    , m_traces(new DecisionTraceStore(jobs, this))
    , m_policy(fromView(kDefaultPolicy))
{
    connectSlot(m_traces->slot());
    connect(m_traces, &DecisionTraceStore::failed, this,
        [this](const Error& e) { report(tr("Cannot read the decision trace: %1").arg(placedErrorText(e)), e); });
    connect(m_traces, &DecisionTraceStore::loaded, this, [this](const QString& path) {
        clearProblem();
        emit decisionTraceLoaded(path);
        updateOfferedPlans();
        // The user loaded the trace to see the compiler's plan: at once, or once the model being read arrives.
        if (offersDecidedPlan())
            setPolicy(fromView(kAsDecidedPlan));
        else if (m_module)
            report(tr("The decision trace %1 is of no function of this model").arg(QFileInfo(path).fileName()));
        else
            m_decidedWanted = true;
    });
    m_devices.push_back(kDefaultDevice);
    connectSlot(m_importSlot);
    connectSlot(m_planSlot);
    connect(m_importSlot, &JobSlot::failed, this, [this](const Error& e) {
        // Named like a run's errors: the file, then the place.
        report(tr("%1, %2").arg(QFileInfo(m_opening).fileName(), placedErrorText(e)), e);
        emit openFailed(e);
    });
    connect(m_planSlot, &JobSlot::failed, this, [this](const Error& e) {
        m_waitingFor.reset();
        report(tr("The policy %1 failed: %2").arg(m_policy, placedErrorText(e)), e);
    });
    connect(m_pins, &ModelPins::changed, this, &ModelDocument::onPinsChanged);
}

ModelDocument::~ModelDocument() = default;

// The import and the plan make the document busy; their start and end say so.
void ModelDocument::connectSlot(JobSlot* slot)
{
    connect(slot, &JobSlot::started, this, [this] { emit busyChanged(true); });
    connect(slot, &JobSlot::finished, this, [this] { emit busyChanged(isBusy()); });
}

namespace {

// A model file as one read gives it: the module, and the layouts its text states.
struct OpenedModel
{
    std::shared_ptr<const ModelModule> module;
    std::shared_ptr<const LayoutSnippet> layouts; // null for a file too large to list
};

// Beyond this size a model's layouts are not listed: the list would be too long to pick from.
constexpr size_t kMaxListedBytes = 16 << 20;

} // namespace

void ModelDocument::open(const QString& path)
{
    m_opening = path;
    m_importSlot->run(
        tr("Reading %1").arg(QFileInfo(path).fileName()),
        [path](JobControl&) {
            const std::string file = path.toStdString();
            const std::string text = readTextFile(file);
            OpenedModel opened { std::make_shared<const ModelModule>(readModelModule(text, file)), nullptr };
            if (text.size() <= kMaxListedBytes)
                opened.layouts = std::make_shared<const LayoutSnippet>(scanLayoutSnippet(text));
            return opened;
        },
        [this, path](OpenedModel opened) {
            show(std::move(opened.module), path);
            if (opened.layouts)
                emit layoutsListed(*opened.layouts, path);
        });
}

void ModelDocument::show(std::shared_ptr<const ModelModule> module, const QString& path)
{
    m_module = std::move(module);
    m_path = path;
    m_plans->reset(m_module);
    m_plan.reset();
    m_waitingFor.reset();
    m_selectedOp = -1;
    m_expansion.clear();
    m_function = int(m_module->mainIndex);
    clearProblem();
    m_pins->reset(m_module);
    m_traces->setModule(m_module);
    updateOfferedPlans();
    if (std::exchange(m_decidedWanted, false) && offersDecidedPlan()) {
        m_policy = fromView(kAsDecidedPlan);
        emit policyChanged();
    }
    emit functionChanged();
    emit modelOpened(path); // a listener may restore stored pins here, before the first plan
    applyRequestedPins();
    planCurrent();
}

int ModelDocument::functionCount() const
{
    return m_module ? int(m_module->functions.size()) : 0;
}

const ModelGraph* ModelDocument::graph() const
{
    return m_module && m_function >= 0 && m_function < functionCount() ? &m_module->functions[size_t(m_function)]
                                                                       : nullptr;
}

void ModelDocument::setFunction(int function)
{
    if (function == m_function || function < 0 || function >= functionCount())
        return;
    m_function = function;
    updateOfferedPlans();
    emit functionChanged();
    planCurrent();
}

bool ModelDocument::offersStatedPlans() const
{
    return m_offersStatedPlans;
}

bool ModelDocument::offersDecidedPlan() const
{
    return m_traces->joinedFor(m_function) != nullptr;
}

void ModelDocument::loadDecisionTrace(const QString& path)
{
    m_traces->load(path);
}

QString ModelDocument::decisionTracePath() const
{
    return m_traces->path();
}

bool ModelDocument::offers(const std::string& plan) const
{
    return isPlanName(plan) && (!isStatedPlanName(plan) || m_offersStatedPlans)
        && (!isDecidedPlanName(plan) || offersDecidedPlan());
}

// The stated plans are offered while the function states layouts. A stated plan chosen where none is offered
// gives way to the default policy; one asked for before is chosen once offered.
void ModelDocument::updateOfferedPlans()
{
    const ModelGraph* g = graph();
    const bool offered = g && hasStatedLayouts(*g);
    const bool decided = offersDecidedPlan();
    if (offered != m_offersStatedPlans || decided != m_offersDecidedPlan) {
        m_offersStatedPlans = offered;
        m_offersDecidedPlan = decided;
        emit offeredPlansChanged();
    }
    if (!decided && isDecidedPlanName(m_policy.toStdString())) {
        m_policy = fromView(kDefaultPolicy);
        emit policyChanged();
    }
    if (!offered && isStatedPlanName(m_policy.toStdString())) {
        m_policy = fromView(kDefaultPolicy);
        emit policyChanged();
    } else if (offered && !m_wantedPolicy.isEmpty()) {
        m_policy = std::exchange(m_wantedPolicy, {});
        emit policyChanged();
    }
    if (!offered && m_comparison.kind == PlanComparison::Kind::Plan
        && isStatedPlanName(m_comparison.plan.toStdString())) {
        m_comparison = {};
        emit comparisonChanged();
    } else if (offered && !m_wantedComparison.isNone()) {
        m_comparison = std::exchange(m_wantedComparison, {});
        emit comparisonChanged();
    }
}

void ModelDocument::setPolicy(const QString& name)
{
    const std::string policy = name.toStdString();
    if (isStatedPlanName(policy) && !m_offersStatedPlans) {
        m_wantedPolicy = name;
        return;
    }
    if (!offers(policy))
        return;
    m_wantedPolicy.clear();
    if (name == m_policy)
        return;
    m_policy = name;
    emit policyChanged();
    planCurrent();
}

void ModelDocument::setComparison(const PlanComparison& requested)
{
    const std::string plan = requested.plan.toStdString();
    const bool known = requested.kind != PlanComparison::Kind::Plan || offers(plan);
    m_wantedComparison = known ? PlanComparison {} : requested;
    const PlanComparison shown = known ? requested : PlanComparison {};
    if (shown == m_comparison)
        return;
    m_comparison = shown;
    emit comparisonChanged();
    planComparison();
}

const ModelDocument::Device& ModelDocument::device() const
{
    for (const Device& d : m_devices) {
        if (d.key == m_deviceKey)
            return d;
    }
    return kDefaultDevice;
}

bool ModelDocument::loadDeviceFile(const QString& path, QString* error)
{
    QFile in(path);
    OptimizerDevice loaded;
    std::optional<Problem> failure;
    if (!in.open(QIODevice::ReadOnly)) {
        failure = Problem { .message = tr("Cannot read the device file %1: %2").arg(path, in.errorString()) };
    } else {
        try {
            loaded = readOptimizerDevice(in.readAll().toStdString());
        } catch (const Error& e) {
            failure = Problem { .message = tr("Device file %1: %2").arg(QFileInfo(path).fileName(), placedErrorText(e)),
                .error = e.from(ErrorSource::DeviceFile) };
        }
    }
    if (failure) {
        if (error)
            *error = failure->message;
        report(failure->message, failure->error);
        return false;
    }
    // One entry per file: a reload replaces it under a new key.
    const QString absolute = QFileInfo(path).absoluteFilePath();
    std::erase_if(m_devices, [&](const Device& d) { return !d.key.empty() && d.path == absolute; });
    const std::string key = absolute.toStdString() + '#' + std::to_string(++m_deviceLoads);
    m_devices.push_back(Device { .key = key, .path = absolute, .device = loaded });
    emit devicesChanged();
    clearProblem();
    setDevice(key);
    return true;
}

void ModelDocument::setDevice(const std::string& key)
{
    if (key == m_deviceKey
        || std::none_of(m_devices.begin(), m_devices.end(), [&](const Device& d) { return d.key == key; }))
        return;
    m_deviceKey = key;
    emit deviceChanged();
    planCurrent();
}

PlanKey ModelDocument::planKey(const QString& policy, Pinned pinned) const
{
    const std::string name = policy.toStdString();
    const bool withPins = pinned == Pinned::Yes && !isStatedPlanName(name);
    return PlanKey { .function = m_function,
        .policy = name,
        .device = m_deviceKey,
        .pins = withPins ? m_pins->keyOf(m_function) : std::string(),
        .trace = isDecidedPlanName(name) ? m_traces->key() : std::string() };
}

// The trace the as-decided plan of `key` is read from; null for every other plan.
std::shared_ptr<const JoinedTrace> ModelDocument::traceFor(const PlanKey& key) const
{
    return key.trace.empty() ? nullptr : m_traces->joinedFor(key.function);
}

// The pins a plan of `key` is made with: those of its function, unless the key was made without them.
LayoutPins ModelDocument::pinsFor(const PlanKey& key) const
{
    return key.pins.empty() ? LayoutPins() : m_pins->of(key.function);
}

void ModelDocument::planCurrent()
{
    if (!m_module || m_function < 0)
        return;
    const PlanKey key = planKey(m_policy);
    if (!m_plans->find(key)) {
        m_waitingFor = key;
        emit planningStarted(m_policy);
    }
    m_plans->request(m_planSlot, tr("Planning with %1").arg(m_policy), key, device().device, pinsFor(key),
        traceFor(key), [this, key](const std::shared_ptr<const ModelPlan>& plan) {
            if (key != planKey(m_policy))
                return;
            m_waitingFor.reset();
            showPlan(plan);
        });
}

void ModelDocument::showPlan(const std::shared_ptr<const ModelPlan>& plan)
{
    m_plan = plan;
    clearProblem();
    m_selectedOp = -1;
    m_expansion.clear();
    emit planChanged();
    planComparison();
    // The op asked for, else the first op whose decision is worth explaining, so that every view has something to
    // show.
    int op = -1;
    if (m_wantedOp && *m_wantedOp >= 0 && size_t(*m_wantedOp) < plan->result.ops.size())
        op = *m_wantedOp;
    m_wantedOp.reset();
    if (op < 0)
        op = firstExplainedOp(plan->result).value_or(-1);
    if (op >= 0)
        selectOp(op);
    else
        emit selectionChanged(-1);
}

bool ModelDocument::isBusy() const
{
    return m_importSlot->isRunning() || m_planSlot->isRunning();
}

void ModelDocument::cancel()
{
    if (m_planSlot->isRunning())
        emit planningCancelled(m_policy);
    m_waitingFor.reset();
    m_importSlot->cancel();
    m_planSlot->cancel();
    for (const auto& [policy, slot] : m_compareSlots)
        slot->cancel();
}

void ModelDocument::selectOp(int op)
{
    // Reading a model or planning: the op is one of the plan to come.
    if (m_importSlot->isRunning() || m_waitingFor)
        m_wantedOp = op;
    if (!m_plan || op == m_selectedOp)
        return;
    m_selectedOp = op;
    emit selectionChanged(op);
}

namespace {

std::shared_ptr<const AnyLayout> tensorLayout(const TtnnLayout& layout)
{
    return std::make_shared<const AnyLayout>(TtnnTensor { .layout = layout });
}

} // namespace

std::optional<LayoutHandoff> ModelDocument::selectedOpLayout() const
{
    if (!m_plan || m_selectedOp < 0 || size_t(m_selectedOp) >= m_plan->result.ops.size())
        return std::nullopt;
    const OpDecision& d = m_plan->result.ops[size_t(m_selectedOp)];
    if (!d.layout || !ttnnAttrFor(*d.layout))
        return std::nullopt;
    return LayoutHandoff { tensorLayout(*d.layout), nullptr, std::make_shared<const OptimizerDevice>(m_plan->device) };
}

std::optional<LayoutHandoff> ModelDocument::moveLayouts(
    int value, const std::vector<int>& consumers, bool spill, QString* why) const
{
    auto fail = [why](const QString& reason) {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    if (!m_plan)
        return fail(tr("No plan is on show."));
    const PlanMove::Kind kind = spill ? PlanMove::Kind::Spill : PlanMove::Kind::Reshard;
    for (const PlanMove& move : planMoves(m_plan->graph(), m_plan->result, m_plan->device)) {
        if (move.kind != kind || move.value != value || (!spill && !std::ranges::count(consumers, move.op)))
            continue;
        std::string reason;
        if (!ttnnAttrFor(move.from, &reason) || !ttnnAttrFor(move.to, &reason))
            return fail(tr("The change has no TTNN form: %1").arg(QString::fromStdString(reason)));
        return LayoutHandoff { tensorLayout(move.from), tensorLayout(move.to),
            std::make_shared<const OptimizerDevice>(m_plan->device) };
    }
    return fail(spill ? tr("The plan does not spill this tensor.") : tr("The plan does not reshard this tensor."));
}

void ModelDocument::setGroupExpanded(const ChainGraphGroup& group, bool expanded)
{
    const bool changed = expanded ? m_expansion.insert(group).second : m_expansion.erase(group) > 0;
    if (changed)
        emit expansionChanged();
}

// The plans compared with the one on show, and their names: the unpinned plan, one policy's, or every other
// policy's.
std::vector<std::pair<PlanKey, QString>> ModelDocument::comparedKeys() const
{
    switch (m_comparison.kind) {
    case PlanComparison::Kind::None:
        return {};
    case PlanComparison::Kind::Unpinned:
        return { { planKey(m_policy, Pinned::No), tr("%1 unpinned").arg(m_policy) } };
    case PlanComparison::Kind::Plan:
        return { { planKey(m_comparison.plan), m_comparison.plan } };
    case PlanComparison::Kind::AllPolicies:
        break;
    }
    std::vector<std::pair<PlanKey, QString>> plans;
    for (const PlanSource& source : planSources()) {
        const QString policy = fromView(source.name);
        if (source.inAll && policy != m_policy)
            plans.push_back({ planKey(policy), policy });
    }
    return plans;
}

// A slot per compared policy, so that planning every policy does not cancel one with the next.
JobSlot* ModelDocument::compareSlot(const std::string& policy)
{
    JobSlot*& slot = m_compareSlots[policy];
    if (!slot) {
        slot = new JobSlot(m_jobs, this);
        const QString name = QString::fromStdString(policy);
        connect(slot, &JobSlot::failed, this,
            [this, name](const Error& e) { report(tr("The policy %1 failed: %2").arg(name, placedErrorText(e)), e); });
    }
    return slot;
}

void ModelDocument::planComparison()
{
    if (m_module && m_function >= 0 && m_plan) {
        for (const auto& [key, name] : comparedKeys()) {
            m_plans->request(compareSlot(key.policy), tr("Planning with %1").arg(name), key, device().device,
                pinsFor(key), traceFor(key),
                [this](const std::shared_ptr<const ModelPlan>&) { emit comparedPlansChanged(); });
        }
    }
    emit comparedPlansChanged();
}

std::vector<ModelDocument::Compared> ModelDocument::comparedPlans() const
{
    std::vector<Compared> found;
    if (!m_plan)
        return found;
    for (const auto& [key, name] : comparedKeys()) {
        if (std::shared_ptr<const ModelPlan> plan = m_plans->find(key))
            found.push_back({ name, std::move(plan) });
    }
    return found;
}

const PolicyResult* ModelDocument::comparedResult() const
{
    const std::vector<Compared> found = comparedPlans();
    return found.empty() ? nullptr : &found.front().plan->result;
}

void ModelDocument::requestPins(const QStringList& requests)
{
    m_requestedPins = requests;
    if (m_module)
        applyRequestedPins();
}

// Pins asked for before the model was read (--override-output-layout on the command line), `OP=LAYOUT` each.
void ModelDocument::applyRequestedPins()
{
    const QStringList errors = m_pins->setAll(m_function, std::exchange(m_requestedPins, {}), device().device);
    if (!errors.isEmpty())
        report(tr("Pins not applied: %1").arg(errors.join(QStringLiteral("; "))));
}

bool ModelDocument::pinSelectedOp(const QString& text)
{
    QString error;
    if (m_pins->set(m_function, m_selectedOp, text, device().device, &error))
        return true;
    const ModelGraph* g = graph();
    const QString name = g && m_selectedOp >= 0 ? QString::fromStdString(opDisplayName(*g, m_selectedOp))
                                                : QString::number(m_selectedOp);
    report(tr("Cannot pin %1 to %2: %3").arg(name, text, error));
    return false;
}

bool ModelDocument::canPin(int op) const
{
    const ModelGraph* g = graph();
    return g && op >= 0 && size_t(op) < g->ops().size() && isPlannedOp(*g, op)
        && !isStatedPlanName(m_policy.toStdString());
}

QString ModelDocument::pinOf(int op) const
{
    return m_pins->textOf(m_function, op);
}

// The pins of the function on show changed (a pin, an undo, a restore): compare mode starts on the unpinned plan
// so that what the pins changed is visible, and the policy replans.
void ModelDocument::onPinsChanged(int function)
{
    if (function != m_function)
        return;
    if (!m_pins->of(function).empty() && m_comparison.isNone()) {
        m_comparison = PlanComparison::unpinned();
        emit comparisonChanged();
    }
    clearProblem();
    emit pinsChanged();
    planCurrent();
}

void ModelDocument::report(const QString& message, std::optional<Error> error)
{
    m_problem = Problem { .message = message, .error = std::move(error) };
    emit problemChanged();
}

void ModelDocument::clearProblem()
{
    if (!m_problem)
        return;
    m_problem.reset();
    emit problemChanged();
}

} // namespace tle
