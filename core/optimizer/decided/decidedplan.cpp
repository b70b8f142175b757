// SPDX-License-Identifier: MIT
#include "optimizer/decided/decidedplan.h"

#include "optimizer/decided/secondopinion.h"
#include "optimizer/decided/tracelayouts.h"
#include "optimizer/shared/costmodel.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

// The tensor type an op's first result has, or null.
const TensorType* resultType(const ModelGraph& graph, int op)
{
    const Op& o = graph.op(op);
    if (o.results.empty() || !graph.value(o.results.front()).type.isTensor)
        return nullptr;
    return &graph.value(o.results.front()).type;
}

class DecidedPlanner
{
public:
    DecidedPlanner(const ModelGraph& graph, const JoinedTrace& joined, const OptimizerDevice& device)
        : m_graph(graph)
        , m_joined(joined)
        , m_device(device)
        , m_layouts(device)
        , m_dram(device)
    { }

    PolicyResult run()
    {
        m_result.policy = std::string(kAsDecidedPlan);
        placeChoices();
        placeReshards();
        placeSpillEvents();
        reserve();
        computeMetrics(m_result, m_graph, m_device);
        // An output the pass spilled as it was made is no move of the plan, but a spill of the trace.
        m_result.metrics.spillCount += int(m_selfSpills.size());
        const TraceSpillPass& spill = m_joined.trace.spill;
        m_result.notes.push_back(Remark(RemarkKind::DecidedPlanNote,
            { { "Beam", m_joined.trace.beamWidth }, { "Choices", int64_t(m_joined.trace.choices.size()) },
                { "Reshards", int64_t(m_result.reshards.size()) }, { "Spills", int64_t(m_result.metrics.spillCount) },
                { "Demoted", int64_t(m_demoted.size()) }, { "Budget", int64_t(spill.budget) } }));
        if (!m_unmatched.empty())
            m_result.notes.push_back(Remark(
                RemarkKind::DecidedChoiceNotLegal, { { "Ops", fmt::format("{}", fmt::join(m_unmatched, ", ")) } }));
        return std::move(m_result);
    }

private:
    void placeChoices()
    {
        std::map<int, const TraceChoice*> choices;
        for (size_t i = 0; i < m_joined.trace.choices.size(); ++i) {
            if (m_joined.join.choiceOp[i] >= 0)
                choices[m_joined.join.choiceOp[i]] = &m_joined.trace.choices[i];
        }
        for (const Op& op : m_graph.ops()) {
            OpDecision d { .op = op.id };
            if (const TensorType* type = resultType(m_graph, op.id); type && isPlannedOp(m_graph, op.id)) {
                const auto it = choices.find(op.id);
                std::optional<TtnnLayout> chosen;
                if (it != choices.end()) {
                    chosen = m_layouts.of(it->second->layout, *type);
                    if (!chosen)
                        m_unmatched.push_back(
                            fmt::format("{} ({})", opDisplayName(m_graph, op.id), it->second->layout.text()));
                }
                d.layout = chosen ? *chosen : m_dram.of(*type);
            }
            m_result.ops.push_back(std::move(d));
        }
    }

    void placeReshards()
    {
        for (const TraceEdge& edge : m_joined.trace.edges) {
            if (!edge.reshard)
                continue;
            const int producer = forwardOp(edge.producer);
            const int consumer = forwardOp(edge.consumer);
            if (producer < 0 || consumer < 0)
                continue;
            const Op& c = m_graph.op(consumer);
            const std::vector<int> tensors = tensorOperands(m_graph, consumer);
            if (edge.operand < 0 || edge.operand >= int64_t(tensors.size()))
                continue;
            const int value = c.operands[size_t(tensors[size_t(edge.operand)])];
            ReshardResult r { .producer = producer, .consumer = consumer, .operand = int(edge.operand) };
            r.target = m_layouts.of(edge.reshardLayout, m_graph.value(value).type);
            if (r.target && r.target->spec().pageLayout != layoutOf(producer).spec().pageLayout)
                r.kind = ReshardKind::ToLayout;
            m_result.reshards.push_back(std::move(r));
        }
    }

    void placeSpillEvents()
    {
        const std::vector<TraceSpillEvent>& events = m_joined.trace.spill.events;
        for (size_t i = 0; i < events.size(); ++i) {
            const int op = m_joined.join.eventOp[i];
            if (op < 0 || !resultType(m_graph, op))
                continue;
            const int value = m_graph.op(op).results.front();
            if (events[i].action == SpillAction::Eviction) {
                // The victim leaves L1 before the op at the event's position runs.
                const int at = std::max(op, m_joined.join.atOp[i] - 1);
                m_result.spills.push_back(
                    { .value = value, .at = at, .to = SpillLocation::Dram, .cause = SpillCause::FarthestLastUse });
                m_evicted[value] = at;
            } else if (events[i].action == SpillAction::SelfSpill
                || events[i].action == SpillAction::FragmentationDemote) {
                // The pass writes the op's output to DRAM itself: a spill of the op alone, or a demotion.
                m_result.ops[size_t(op)].layout = m_dram.of(*resultType(m_graph, op));
                (events[i].action == SpillAction::SelfSpill ? m_selfSpills : m_demoted).push_back(op);
            } else if (events[i].action == SpillAction::DemotionSuccess) {
                m_demoted.push_back(op);
            }
        }
    }

    void reserve()
    {
        for (const OpDecision& d : m_result.ops) {
            if (!d.layout || d.layout->spec().bufferType != BufferType::L1)
                continue;
            const int value = m_graph.op(d.op).results.front();
            const std::vector<int> uses = readers(m_graph, value);
            int end = uses.empty() ? d.op : uses.back();
            if (const auto it = m_evicted.find(value); it != m_evicted.end())
                end = std::min(end, it->second);
            m_result.reservations.push_back({ .value = value,
                .start = d.op,
                .end = std::max(end, d.op),
                .bytesPerCore = l1BytesPerCore(*d.layout) });
        }
    }

    int forwardOp(int64_t index) const
    {
        const auto it = m_joined.join.recordOfIndex.find(index);
        return it == m_joined.join.recordOfIndex.end() ? -1 : m_joined.join.forwardOp[size_t(it->second)];
    }

    const TtnnLayout& layoutOf(int op) const { return *m_result.ops[size_t(op)].layout; }

    const ModelGraph& m_graph;
    const JoinedTrace& m_joined;
    const OptimizerDevice& m_device;
    TraceLayouts m_layouts;
    DramLayouts m_dram;
    PolicyResult m_result;
    std::vector<std::string> m_unmatched;
    std::vector<int> m_demoted;
    std::vector<int> m_selfSpills;
    std::map<int, int> m_evicted; // value -> the op after which it leaves L1
};

} // namespace

PolicyResult decidedPlan(
    const ModelGraph& graph, std::shared_ptr<const JoinedTrace> trace, const OptimizerDevice& device)
{
    PolicyResult result = DecidedPlanner(graph, *trace, device).run();
    auto withOpinion = std::make_shared<JoinedTrace>(*trace);
    addSecondOpinion(*withOpinion, result, graph, device);
    result.decisionTrace = std::move(withOpinion);
    return result;
}

} // namespace tle
