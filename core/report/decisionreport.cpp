// SPDX-License-Identifier: MIT
#include "report/decisionreport.h"

#include "optimizer/shared/optimizerresult.h"
#include "util/translatenoop.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

Message sentence(const char* source, std::vector<MessageArg> args = {})
{
    return Message { kDecisionContext, source, std::move(args) };
}

std::shared_ptr<const Message> quoted(Message m)
{
    return std::make_shared<const Message>(std::move(m));
}

std::string us(double value)
{
    return fmt::format("{:.1f}", value);
}

// What a score field prefers, as the verdict words it.
Message fieldWords(ScoreField field)
{
    switch (field) {
    case ScoreField::L1:
        return sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "L1 over DRAM"));
    case ScoreField::Sharded:
        return sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "sharded over interleaved"));
    case ScoreField::InputDramBytes:
        return sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "fewer bytes read from DRAM"));
    case ScoreField::Reshard:
        return sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "no reshard"));
    case ScoreField::Cores:
        return sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "more cores"));
    case ScoreField::L1Usage:
        return sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "less L1"));
    case ScoreField::None:
        break;
    }
    return sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "nothing: the scores are equal"));
}

// The chosen entry and the best-ranked valid alternative with another output layout.
struct Ranking
{
    const TraceLayout* chosen = nullptr;
    std::optional<TraceScore> chosenScore;
    const TraceLayout* runnerUp = nullptr;
    std::optional<TraceScore> runnerUpScore;
};

Ranking rank(const TraceOp& record, const TraceChoice* choice)
{
    Ranking r;
    if (!choice)
        return r;
    r.chosen = &choice->layout;
    for (const TraceBeamEntry& b : record.beam) {
        if (b.layout == choice->layout && !r.chosenScore)
            r.chosenScore = b.score;
    }
    for (const TraceEvaluation& e : record.evaluations) {
        if (e.valid && e.output == choice->layout && (!r.chosenScore || scoreBetter(e.score, *r.chosenScore)))
            r.chosenScore = e.score;
    }
    for (const TraceBeamEntry& b : record.beam) {
        if (!(b.layout == choice->layout) && (!r.runnerUpScore || scoreBetter(b.score, *r.runnerUpScore))) {
            r.runnerUp = &b.layout;
            r.runnerUpScore = b.score;
        }
    }
    for (const TraceEvaluation& e : record.evaluations) {
        if (e.valid && !(e.output == choice->layout) && (!r.runnerUpScore || scoreBetter(e.score, *r.runnerUpScore))) {
            r.runnerUp = &e.output;
            r.runnerUpScore = e.score;
        }
    }
    return r;
}

std::string evaluationText(const TraceEvaluation& e)
{
    std::vector<std::string> inputs;
    for (const TraceLayout& l : e.inputs)
        inputs.push_back(l.text());
    return fmt::format("({}) -> {}", fmt::join(inputs, ", "), e.hint.text());
}

FactValue::List failureFacts(const TraceOp& record)
{
    std::map<std::string, std::pair<int64_t, const TraceEvaluation*>> reasons;
    std::vector<std::string> order;
    for (const TraceEvaluation& e : record.evaluations) {
        if (e.valid)
            continue;
        auto [it, added] = reasons.try_emplace(e.failureReason, 0, &e);
        if (added)
            order.push_back(e.failureReason);
        ++it->second.first;
    }
    std::ranges::stable_sort(
        order, [&](const std::string& a, const std::string& b) { return reasons[a].first > reasons[b].first; });
    FactValue::List list;
    for (const std::string& reason : order)
        list.push_back(FactGroup { { "reason", reason }, { "count", reasons[reason].first },
            { "example", evaluationText(*reasons[reason].second) } });
    return list;
}

FactValue::List forkFacts(const ModelGraph& graph, const JoinedTrace& joined, const TraceOp& record)
{
    FactValue::List list;
    const auto forks = joined.join.forksOfIndex.find(record.index);
    if (forks == joined.join.forksOfIndex.end())
        return list;
    for (int f : forks->second) {
        const TraceFork& fork = joined.trace.forks[size_t(f)];
        FactValue::List consumers;
        for (int64_t c : fork.consumers) {
            const auto r = joined.join.recordOfIndex.find(c);
            if (r == joined.join.recordOfIndex.end())
                continue;
            const int op = joined.join.forwardOp[size_t(r->second)];
            consumers.push_back(op >= 0 ? FactValue(opDisplayName(graph, op))
                                        : FactValue(joined.trace.forward[size_t(r->second)].name));
        }
        const bool inBeam = fork.chosenCandidate >= 0 && fork.chosenCandidate < int64_t(record.beam.size());
        list.push_back(FactGroup { { "chosen_candidate", fork.chosenCandidate },
            { "layout",
                inBeam ? FactValue(record.beam[size_t(fork.chosenCandidate)].layout.text()) : FactValue(nullptr) },
            { "consumers", std::move(consumers) } });
    }
    return list;
}

FactValue::List spillEventFacts(const JoinedTrace& joined, int op)
{
    FactValue::List list;
    if (op < 0 || size_t(op) >= joined.join.eventsOfOp.size())
        return list;
    for (int i : joined.join.eventsOfOp[size_t(op)]) {
        const TraceSpillEvent& e = joined.trace.spill.events[size_t(i)];
        list.push_back(FactGroup { { "action", spillActionName(e.action) }, { "position", e.position },
            { "occupied_l1_before", int64_t(e.occupiedBefore) }, { "occupied_l1_after", int64_t(e.occupiedAfter) },
            { "op_l1_usage", int64_t(e.opL1Usage) },
            { "details", e.details.empty() ? FactValue(nullptr) : FactValue(e.details) } });
    }
    return list;
}

FactValue secondOpinionFact(const ModelGraph& graph, const SecondOpinion& s)
{
    return FactGroup { { "op", opDisplayName(graph, s.op) }, { "chosen", s.chosen }, { "better", s.better },
        { "better_inputs", FactValue::List(s.betterInputs.begin(), s.betterInputs.end()) }, { "chosen_us", s.chosenUs },
        { "better_us", s.betterUs }, { "reshard_us", s.reshardUs }, { "saving_us", s.chosenUs - s.betterUs },
        { "deciding_field", scoreFieldKey(s.decidingField) }, { "tie", s.tie } };
}

Message scoreWords(const TraceScore& s)
{
    return sentence(
        TLE_TRANSLATE_NOOP("tle::Decisions", "%1, %2, %3 bytes read from DRAM, %4, cores: %5, L1: %6 bytes"),
        { s.isL1 ? "L1" : "DRAM",
            quoted(s.isSharded ? sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "sharded"))
                               : sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "interleaved"))),
            int64_t(s.inputDramBytes),
            quoted(s.requiresReshard ? sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "a reshard"))
                                     : sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "no reshard"))),
            s.coreCount, int64_t(s.outputL1Usage) });
}

std::string inputsText(const TraceEvaluation& e)
{
    std::vector<std::string> inputs;
    for (const TraceLayout& l : e.inputs)
        inputs.push_back(l.text());
    return fmt::format("{}", fmt::join(inputs, ", "));
}

// The evaluation the compiler picked: the best-scoring valid one whose output is the final choice.
const TraceEvaluation* pickOf(const TraceOp& record, const TraceChoice* choice)
{
    const TraceEvaluation* pick = nullptr;
    for (const TraceEvaluation& e : record.evaluations) {
        if (choice && e.valid && e.output == choice->layout && (!pick || scoreBetter(e.score, pick->score)))
            pick = &e;
    }
    return pick;
}

Message verdictWord(const char* word)
{
    return Message { "tle::Verdicts", word, {} };
}

} // namespace

FactValue::List decisionCandidates(const JoinedTrace& joined, int op, const std::vector<std::optional<double>>& times)
{
    FactValue::List list;
    const TraceOp* record = joined.forwardOf(op);
    if (!record)
        return list;
    const TraceEvaluation* pick = pickOf(*record, joined.choiceOf(op));
    for (size_t i = 0; i < record->evaluations.size(); ++i) {
        const TraceEvaluation& e = record->evaluations[i];
        const FactValue time = i < times.size() && times[i] ? FactValue(*times[i]) : FactValue(nullptr);
        if (!e.valid) {
            list.push_back(FactGroup { { "layout", e.hint.text() },
                { "verdict", verdictWord(TLE_TRANSLATE_NOOP("tle::Verdicts", "rejected")) },
                { "estimated_us", nullptr },
                { "reason",
                    sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "%1 (inputs %2)"),
                        { e.failureReason.empty() ? std::string("-") : e.failureReason, inputsText(e) }) } });
            continue;
        }
        list.push_back(FactGroup { { "layout", e.output.text() },
            { "verdict",
                &e == pick ? verdictWord(TLE_TRANSLATE_NOOP("tle::Verdicts", "chosen"))
                           : verdictWord(TLE_TRANSLATE_NOOP("tle::Verdicts", "ranked lower")) },
            { "estimated_us", time },
            { "reason",
                sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "%1 (inputs %2)"),
                    { quoted(scoreWords(e.score)), inputsText(e) }) } });
    }
    // The pick first, as a policy's chosen candidate is.
    std::stable_partition(list.begin(), list.end(), [&](const FactValue& v) {
        const auto& g = std::get<FactGroup>(v.data);
        return std::get<Message>(g[1].value.data).source == std::string_view("chosen");
    });
    return list;
}

FactGroup scoreFacts(const TraceScore& s)
{
    return { { "isL1", s.isL1 }, { "isSharded", s.isSharded }, { "inputDramBytes", int64_t(s.inputDramBytes) },
        { "requiresReshard", s.requiresReshard }, { "coreCount", s.coreCount },
        { "outputL1Usage", int64_t(s.outputL1Usage) } };
}

Message decisionVerdict(const ModelGraph& graph, const JoinedTrace& joined, int op)
{
    const TraceOp* record = joined.forwardOf(op);
    const TraceChoice* choice = joined.choiceOf(op);
    if (!choice)
        return sentence(TLE_TRANSLATE_NOOP("tle::Decisions",
            "The compiler's trace holds no final choice for this op: it is in DRAM interleaved in this plan."));
    std::vector<Message> parts;
    const Ranking r = record ? rank(*record, choice) : Ranking {};
    if (record && record->inplace)
        parts.push_back(
            sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "Chosen: %1, in place (the op writes its input)."),
                { choice->layout.text() }));
    else if (!r.runnerUp || !r.chosenScore || !r.runnerUpScore)
        parts.push_back(
            sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "Chosen: %1, the only valid layout the compiler found."),
                { choice->layout.text() }));
    else {
        const ScoreComparison c = compareScores(*r.chosenScore, *r.runnerUpScore);
        if (c.field == ScoreField::None)
            parts.push_back(sentence(TLE_TRANSLATE_NOOP("tle::Decisions",
                                         "Chosen: %1; %2 scores exactly the same, and the search kept the first."),
                { choice->layout.text(), r.runnerUp->text() }));
        else if (c.firstWins)
            parts.push_back(sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "Chosen: %1. It beat %2 on %3 (%4)."),
                { choice->layout.text(), r.runnerUp->text(), scoreFieldKey(c.field), quoted(fieldWords(c.field)) }));
        else
            parts.push_back(sentence(TLE_TRANSLATE_NOOP("tle::Decisions",
                                         "Chosen: %1, though %2 scores higher on %3: the backward pass chose it for "
                                         "the op's consumers."),
                { choice->layout.text(), r.runnerUp->text(), scoreFieldKey(c.field) }));
    }
    if (record && record->dramFallback)
        parts.push_back(sentence(
            TLE_TRANSLATE_NOOP("tle::Decisions", "No candidate was valid, so the compiler fell back to DRAM.")));
    const auto opinion = std::ranges::find(joined.secondOpinion, op, &SecondOpinion::op);
    if (opinion != joined.secondOpinion.end())
        parts.push_back(sentence(TLE_TRANSLATE_NOOP("tle::Decisions",
                                     "Second opinion: %1 would take %2 us against %3 us, reshards included."),
            { opinion->better, us(opinion->betterUs), us(opinion->chosenUs) }));
    Message verdict = parts.back();
    for (size_t i = parts.size() - 1; i-- > 0;)
        verdict = sentence(TLE_TRANSLATE_NOOP("tle::Decisions", "%1 %2"), { quoted(parts[i]), quoted(verdict) });
    (void)graph;
    return verdict;
}

FactValue decisionFacts(const ModelGraph& graph, const JoinedTrace& joined, int op)
{
    const TraceOp* record = joined.forwardOf(op);
    if (!record)
        return nullptr;
    const TraceChoice* choice = joined.choiceOf(op);
    const Ranking r = rank(*record, choice);
    FactGroup facts;
    facts.push_back({ "chosen", choice ? FactValue(choice->layout.text()) : FactValue(nullptr) });
    facts.push_back({ "chosen_score", r.chosenScore ? FactValue(scoreFacts(*r.chosenScore)) : FactValue(nullptr) });
    facts.push_back({ "runner_up", r.runnerUp ? FactValue(r.runnerUp->text()) : FactValue(nullptr) });
    facts.push_back(
        { "runner_up_score", r.runnerUpScore ? FactValue(scoreFacts(*r.runnerUpScore)) : FactValue(nullptr) });
    FactValue deciding = nullptr;
    if (r.chosenScore && r.runnerUpScore)
        deciding = scoreFieldKey(compareScores(*r.chosenScore, *r.runnerUpScore).field);
    facts.push_back({ "deciding_field", std::move(deciding) });
    FactValue::List beam;
    for (const TraceBeamEntry& b : record->beam)
        beam.push_back(
            FactGroup { { "rank", b.rank }, { "layout", b.layout.text() }, { "score", scoreFacts(b.score) } });
    facts.push_back({ "beam", std::move(beam) });
    const auto valid = std::ranges::count(record->evaluations, true, &TraceEvaluation::valid);
    facts.push_back({ "evaluations", int64_t(record->evaluations.size()) });
    facts.push_back({ "valid", int64_t(valid) });
    facts.push_back({ "failure_reasons", failureFacts(*record) });
    FactValue::List sets;
    for (const TraceCandidateSet& s : record->candidateSets)
        sets.push_back(FactGroup {
            { "operand", s.operand }, { "from_beam", s.fromProducerBeam }, { "from_reshard", s.fromReshard } });
    facts.push_back({ "candidate_sets", std::move(sets) });
    facts.push_back(
        { "output_hints", FactGroup { { "primary", record->primaryHints }, { "fallback", record->fallbackHints } } });
    facts.push_back({ "dram_fallback", record->dramFallback });
    facts.push_back({ "in_place", record->inplace });
    facts.push_back({ "forks", forkFacts(graph, joined, *record) });
    FactValue::List ties;
    std::string preferred;
    for (const ScoreTie& t : joined.ties) {
        if (t.op != op)
            continue;
        ties.assign(t.outputs.begin() + 1, t.outputs.end());
        preferred = t.preferred;
    }
    facts.push_back({ "ties", std::move(ties) });
    facts.push_back({ "preferred_in_tie", preferred.empty() ? FactValue(nullptr) : FactValue(preferred) });
    facts.push_back({ "spill_events", spillEventFacts(joined, op) });
    const auto opinion = std::ranges::find(joined.secondOpinion, op, &SecondOpinion::op);
    facts.push_back({ "second_opinion",
        opinion != joined.secondOpinion.end() ? secondOpinionFact(graph, *opinion) : FactValue(nullptr) });
    facts.push_back({ "record", int64_t(joined.join.recordOfOp[size_t(op)]) });
    return facts;
}

FactGroup decisionTraceFacts(const ModelGraph& graph, const JoinedTrace& joined)
{
    const DecisionTrace& t = joined.trace;
    FactValue::List events;
    FactValue::List demotions;
    int64_t spills = 0;
    for (size_t i = 0; i < t.spill.events.size(); ++i) {
        const TraceSpillEvent& e = t.spill.events[i];
        const int op = joined.join.eventOp[i];
        const FactValue name = op >= 0 ? FactValue(opDisplayName(graph, op)) : FactValue(nullptr);
        events.push_back(FactGroup { { "action", spillActionName(e.action) }, { "position", e.position },
            { "op", name }, { "occupied_l1_before", int64_t(e.occupiedBefore) },
            { "occupied_l1_after", int64_t(e.occupiedAfter) }, { "op_l1_usage", int64_t(e.opL1Usage) } });
        spills += isSpill(e.action) ? 1 : 0;
        if (isDemotion(e.action))
            demotions.push_back(FactGroup { { "op", name }, { "action", spillActionName(e.action) },
                { "position", e.position }, { "op_l1_usage", int64_t(e.opL1Usage) } });
    }
    FactValue::List unjoined;
    for (const UnjoinedRecord& u : joined.join.unjoined)
        unjoined.push_back(
            FactGroup { { "section", u.section }, { "index", u.index }, { "name", u.name }, { "reason", u.reason } });
    FactValue::List opinions;
    for (const SecondOpinion& s : joined.secondOpinion)
        opinions.push_back(secondOpinionFact(graph, s));
    FactValue::List ties;
    for (const ScoreTie& tie : joined.ties)
        ties.push_back(FactGroup { { "op", opDisplayName(graph, tie.op) }, { "chosen", tie.outputs.front() },
            { "tied", FactValue::List(tie.outputs.begin() + 1, tie.outputs.end()) }, { "preferred", tie.preferred } });
    return { { "decision_trace",
                 FactGroup { { "file", t.source }, { "function", t.function }, { "beam_width", t.beamWidth },
                     { "records", int64_t(t.forward.size()) }, { "final_choices", int64_t(t.choices.size()) },
                     { "joined_by_location", joined.join.byLocation }, { "joined_by_index", joined.join.byIndex },
                     { "l1_budget_bytes", t.spill.present ? FactValue(int64_t(t.spill.budget)) : FactValue(nullptr) },
                     { "trace_total_spills", t.spill.present ? FactValue(t.spill.totalSpills) : FactValue(nullptr) },
                     { "spills", spills } } },
        { "spill_events", std::move(events) }, { "demotions", std::move(demotions) },
        { "unjoined", std::move(unjoined) }, { "second_opinion", std::move(opinions) },
        { "score_ties", std::move(ties) } };
}

} // namespace tle
