// SPDX-License-Identifier: MIT
#include "transferdocument.h"

#include "device/devicetransfer.h"
#include "io/layouttext/anylayoutparser.h"
#include "io/model/modelfile.h"
#include "io/runs/noctracereader.h"
#include "jobrunner.h"
#include "layout/ttnn/ttnntensor.h"
#include "optimizer/shared/legallayouts.h"
#include "report/policyreport.h"

#include <QFileInfo>

#include <algorithm>
#include <exception>

namespace tle {

namespace {

// Destinations offered at most: the interleaved layouts and the sharded ones on the most cores.
constexpr size_t kChoices = 24;

std::shared_ptr<const TransferPlan> planOf(
    const AnyLayout& from, const AnyLayout& to, const TransferOptions& options, const std::atomic<bool>* cancel)
{
    return std::make_shared<const TransferPlan>(planTransfer(from, to, options, cancel));
}

std::shared_ptr<const RecordedTransfer> traceOf(const QString& path, const NocModel& noc)
{
    return std::make_shared<const RecordedTransfer>(
        recordedTransfer(readNocTrace(readTextFile(path.toStdString())), noc));
}

} // namespace

TransferDocument::TransferDocument(JobRunner* runner, QObject* parent)
    : QObject(parent)
    , m_runner(runner)
    , m_device(std::make_shared<const OptimizerDevice>())
{
    if (!runner)
        return;
    m_planSlot = new JobSlot(runner, this);
    m_traceSlot = new JobSlot(runner, this);
    connect(m_planSlot, &JobSlot::failed, this,
        [this](const Error& error) { showPlan(nullptr, QString::fromUtf8(error.what())); });
    connect(m_traceSlot, &JobSlot::failed, this, [this](const Error& error) { traceFailed(error.what()); });
}

TransferDocument::~TransferDocument() = default;

void TransferDocument::setSource(std::shared_ptr<const AnyLayout> layout)
{
    if (layout && notationOf(*layout) == Notation::Xla)
        layout.reset();
    // The same layout shown again (the views are refreshed) keeps its destination and plan.
    if (!m_next && layout && m_source && printedLayout(*layout) == printedLayout(*m_source))
        return;
    m_source = std::move(layout);
    fillChoices();
    emit sourceChanged();
    std::shared_ptr<const AnyLayout> next = std::exchange(m_next, nullptr);
    if (!m_source) {
        choose(nullptr, {});
        return;
    }
    if (next) {
        choose(next, QString());
    } else if (m_destination && holdsSourceTensor(*m_destination)) {
        replan();
    } else if (!m_choices.empty()) {
        choose(m_choices.front().layout, m_choices.front().text);
    } else {
        choose(nullptr, {});
    }
}

void TransferDocument::setDevice(std::shared_ptr<const OptimizerDevice> device)
{
    m_device = device ? std::move(device) : std::make_shared<const OptimizerDevice>();
    fillChoices();
    emit sourceChanged();
    replan();
}

void TransferDocument::setNextDestination(std::shared_ptr<const AnyLayout> to)
{
    m_next = std::move(to);
}

void TransferDocument::setDestination(std::shared_ptr<const AnyLayout> to)
{
    choose(std::move(to), QString());
}

void TransferDocument::setDestinationText(const QString& text)
{
    const auto chosen = std::find_if(m_choices.begin(), m_choices.end(),
        [&](const TransferChoice& c) { return c.text == text || QString::fromStdString(c.label) == text; });
    if (chosen != m_choices.end()) {
        choose(chosen->layout, chosen->text);
        return;
    }
    try {
        choose(std::make_shared<const AnyLayout>(parseAnyLayout(text.toStdString())), text);
    } catch (const std::exception& e) {
        m_destination.reset();
        m_destinationText = text;
        if (m_planSlot)
            m_planSlot->cancel();
        showPlan(nullptr, QString::fromUtf8(e.what()));
    }
}

void TransferDocument::choose(std::shared_ptr<const AnyLayout> to, QString text)
{
    if (to && text.isEmpty()) {
        // A layout handed over is shown as its choice when it is one, else in its own words.
        const std::string printed = printedLayout(*to);
        const auto it = std::find_if(m_choices.begin(), m_choices.end(),
            [&](const TransferChoice& c) { return c.text.toStdString() == printed; });
        text = QString::fromStdString(printed);
        if (it != m_choices.end())
            to = it->layout;
    }
    m_destination = std::move(to);
    m_destinationText = text;
    replan();
}

void TransferDocument::replan()
{
    if (m_planSlot)
        m_planSlot->cancel();
    if (!m_source || !m_destination) {
        showPlan(nullptr, {});
        return;
    }
    const std::shared_ptr<const AnyLayout> from = m_source;
    const std::shared_ptr<const AnyLayout> to = m_destination;
    const TransferOptions options = transferOptionsOf(*m_device);
    if (!m_runner) {
        try {
            showPlan(planOf(*from, *to, options, nullptr), {});
        } catch (const std::exception& e) {
            // Any failure, a lack of memory included, is the plan's error, never the window's end.
            showPlan(nullptr, QString::fromUtf8(e.what()));
        }
        return;
    }
    m_planning = true;
    m_plan.reset();
    m_error.clear();
    emit planChanged();
    m_planSlot->run(
        tr("Planning the transfer"),
        [from, to, options](JobControl& control) { return planOf(*from, *to, options, control.cancelFlag()); },
        [this](std::shared_ptr<const TransferPlan> plan) { showPlan(std::move(plan), {}); });
}

void TransferDocument::showPlan(std::shared_ptr<const TransferPlan> plan, const QString& error)
{
    m_planning = false;
    m_plan = std::move(plan);
    m_error = error;
    emit planChanged();
    emit displayChanged();
}

void TransferDocument::loadTrace(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    const NocModel noc = m_device->noc;
    m_loadingTrace = name;
    if (!m_runner) {
        try {
            showTrace(traceOf(path, noc), name);
        } catch (const std::exception& e) {
            traceFailed(e.what());
        }
        return;
    }
    m_traceSlot->run(
        tr("Reading the NoC trace"), [path, noc](JobControl&) { return traceOf(path, noc); },
        [this, name](std::shared_ptr<const RecordedTransfer> trace) { showTrace(std::move(trace), name); });
}

void TransferDocument::showTrace(std::shared_ptr<const RecordedTransfer> trace, const QString& name)
{
    m_trace = std::move(trace);
    m_traceName = name;
    m_traceError.clear();
    m_showTrace = true;
    emit traceChanged();
    emit displayChanged();
}

void TransferDocument::traceFailed(const char* why)
{
    m_traceError = tr("Cannot read the trace %1: %2").arg(m_loadingTrace, QString::fromUtf8(why));
    emit traceChanged();
}

void TransferDocument::setShowTrace(bool show)
{
    m_showTrace = show;
    emit displayChanged();
}

void TransferDocument::setNoc(int noc)
{
    m_noc = noc;
    emit displayChanged();
}

std::shared_ptr<const TransferPlan> TransferDocument::shown() const
{
    if (showsTrace())
        return std::shared_ptr<const TransferPlan>(m_trace, &m_trace->plan);
    return m_plan;
}

bool TransferDocument::holdsSourceTensor(const AnyLayout& layout) const
{
    return m_source && logicalShapeOf(layout) == logicalShapeOf(*m_source)
        && elementTypeOf(layout) == elementTypeOf(*m_source);
}

// The layouts the tensor can take on the device: DRAM and L1 interleaved, then sharded ones, most cores first.
void TransferDocument::fillChoices()
{
    m_choices.clear();
    if (!m_source || hasZeroExtent(logicalShapeOf(*m_source)))
        return;
    std::vector<TtnnLayout> legal;
    try {
        legal = legalTensorLayouts(
            logicalShapeOf(*m_source), elementTypeOf(*m_source).value_or(ElementType::BF16), *m_device);
    } catch (const Error&) {
        return;
    }
    std::stable_partition(legal.begin(), legal.end(), [](const TtnnLayout& l) { return !l.isSharded(); });
    std::stable_partition(
        legal.begin(), legal.end(), [](const TtnnLayout& l) { return l.spec().bufferType == BufferType::Dram; });
    for (size_t i = 0; i < legal.size() && i < kChoices; ++i) {
        const TtnnTensor tensor { legal[i], std::nullopt, false, {}, {} };
        m_choices.push_back({ layoutLabel(legal[i]), std::make_shared<const AnyLayout>(tensor),
            QString::fromStdString(printedTtnn(tensor)) });
    }
}

} // namespace tle
