// SPDX-License-Identifier: MIT
#include "optimizer/decided/secondopinion.h"

#include "optimizer/decided/tracelayouts.h"
#include "optimizer/shared/costmodel.h"

#include <algorithm>
#include <limits>

namespace tle {

namespace {

struct Priced
{
    const TraceEvaluation* evaluation = nullptr;
    double us = 0;
    double reshardUs = 0;
};

bool sameLayout(const TtnnLayout& a, const TtnnLayout& b)
{
    const auto& x = a.spec();
    const auto& y = b.spec();
    return x.bufferType == y.bufferType && x.memoryLayout == y.memoryLayout && x.pageLayout == y.pageLayout
        && a.shardGrid() == b.shardGrid();
}

class Pricer
{
public:
    Pricer(const PolicyResult& plan, const ModelGraph& graph, const OptimizerDevice& device)
        : m_plan(plan)
        , m_graph(graph)
        , m_device(device)
        , m_layouts(device)
        , m_dram(device)
    { }

    // The evaluation's time, or none when one of its layouts is not a layout the tensor can take here.
    std::optional<Priced> price(int op, const TraceEvaluation& e)
    {
        const Op& o = m_graph.op(op);
        const std::vector<int> tensors = tensorOperands(m_graph, op);
        if (e.inputs.size() != tensors.size() || o.results.empty())
            return std::nullopt;
        std::vector<TtnnLayout> inputs;
        Priced priced { .evaluation = &e };
        for (size_t k = 0; k < tensors.size(); ++k) {
            const int value = o.operands[size_t(tensors[k])];
            const TensorType& type = m_graph.value(value).type;
            std::optional<TtnnLayout> layout = m_layouts.of(e.inputs[k], type);
            if (!layout)
                return std::nullopt;
            const int producer = m_graph.value(value).producer;
            const TtnnLayout from = producer >= 0 && m_plan.ops[size_t(producer)].layout
                ? *m_plan.ops[size_t(producer)].layout
                : m_dram.of(type);
            if (!sameLayout(from, *layout))
                priced.reshardUs += estimateMoveCost(from, *layout, m_device).seconds * 1e6;
            inputs.push_back(std::move(*layout));
        }
        const std::optional<TtnnLayout> output
            = m_layouts.of(e.output.null ? e.hint : e.output, m_graph.value(o.results.front()).type);
        if (!output)
            return std::nullopt;
        std::vector<const TtnnLayout*> pointers;
        for (const TtnnLayout& l : inputs)
            pointers.push_back(&l);
        const OpQuery query = OpQuery::fromGraph(m_graph, op);
        priced.us = estimateOpCost(query, pointers, &*output, m_device).seconds * 1e6 + priced.reshardUs;
        return priced;
    }

private:
    const PolicyResult& m_plan;
    const ModelGraph& m_graph;
    const OptimizerDevice& m_device;
    TraceLayouts m_layouts;
    DramLayouts m_dram;
};

std::vector<std::string> texts(const std::vector<TraceLayout>& layouts)
{
    std::vector<std::string> out;
    for (const TraceLayout& l : layouts)
        out.push_back(l.text());
    return out;
}

} // namespace

void addSecondOpinion(
    JoinedTrace& joined, const PolicyResult& plan, const ModelGraph& graph, const OptimizerDevice& device)
{
    Pricer pricer(plan, graph, device);
    joined.secondOpinion.clear();
    joined.ties.clear();
    for (size_t i = 0; i < joined.trace.forward.size(); ++i) {
        const int op = joined.join.forwardOp[i];
        const TraceChoice* choice = joined.choiceOf(op);
        if (op < 0 || !choice)
            continue;
        const TraceOp& record = joined.trace.forward[i];
        std::vector<Priced> priced;
        const TraceEvaluation* pick = nullptr;
        for (const TraceEvaluation& e : record.evaluations) {
            if (!e.valid)
                continue;
            if (e.output == choice->layout && (!pick || scoreBetter(e.score, pick->score)))
                pick = &e;
            if (std::optional<Priced> p = pricer.price(op, e))
                priced.push_back(*p);
        }
        const auto pickPrice = std::ranges::find(priced, pick, &Priced::evaluation);
        if (!pick || pickPrice == priced.end())
            continue;
        const Priced best = *std::ranges::min_element(priced, {}, &Priced::us);
        if (best.evaluation->output != pick->output && pickPrice->us - best.us > kSecondOpinionShare * pickPrice->us) {
            const ScoreComparison c = compareScores(pick->score, best.evaluation->score);
            joined.secondOpinion.push_back({ .op = op,
                .chosen = pick->output.text(),
                .better = best.evaluation->output.text(),
                .betterPin = pinOf(best.evaluation->output) ? pinOf(best.evaluation->output)->text() : std::string(),
                .betterInputs = texts(best.evaluation->inputs),
                .chosenUs = pickPrice->us,
                .betterUs = best.us,
                .reshardUs = best.reshardUs,
                .decidingField = c.firstWins ? c.field : ScoreField::None,
                .tie = c.field == ScoreField::None });
        }
        ScoreTie tie { .op = op, .outputs = { pick->output.text() } };
        double preferredUs = pickPrice->us;
        tie.preferred = pick->output.text();
        for (const Priced& p : priced) {
            const TraceEvaluation& e = *p.evaluation;
            if (&e == pick || !(e.score == pick->score) || e.output == pick->output)
                continue;
            if (std::ranges::find(tie.outputs, e.output.text()) == tie.outputs.end())
                tie.outputs.push_back(e.output.text());
            if (p.us < preferredUs) {
                preferredUs = p.us;
                tie.preferred = e.output.text();
            }
        }
        if (tie.outputs.size() > 1)
            joined.ties.push_back(std::move(tie));
    }
    std::ranges::stable_sort(joined.secondOpinion, [](const SecondOpinion& a, const SecondOpinion& b) {
        return a.chosenUs - a.betterUs > b.chosenUs - b.betterUs;
    });
}

} // namespace tle

namespace tle {

std::vector<std::optional<double>> evaluationTimes(
    const JoinedTrace& joined, const PolicyResult& plan, const ModelGraph& graph, const OptimizerDevice& device, int op)
{
    std::vector<std::optional<double>> times;
    const TraceOp* record = joined.forwardOf(op);
    if (!record)
        return times;
    Pricer pricer(plan, graph, device);
    for (const TraceEvaluation& e : record->evaluations) {
        std::optional<Priced> p = e.valid ? pricer.price(op, e) : std::nullopt;
        times.push_back(p ? std::optional<double>(p->us) : std::nullopt);
    }
    return times;
}

} // namespace tle
