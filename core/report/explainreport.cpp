// SPDX-License-Identifier: MIT
#include "report/explainreport.h"

#include "report/decisionreport.h"

#include "optimizer/decided/secondopinion.h"

#include "optimizer/shared/movetransfer.h"
#include "optimizer/shared/planmoves.h"

#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/layoutreader.h"
#include "optimizer/shared/legallayouts.h"
#include "report/policyreport.h"
#include "report/remarktext.h"
#include "util/bytestext.h"
#include "util/translatenoop.h"

#include <algorithm>
#include <charconv>
#include <optional>

#include <fmt/format.h>

namespace tle {

std::string_view toString(SpillCause cause)
{
    switch (cause) {
    case SpillCause::ChainEnd:
        return "chain-end";
    case SpillCause::ConcatOutput:
        return "concat-output";
    case SpillCause::ForkToL1Interleaved:
        return "fork-l1-interleaved";
    case SpillCause::FarthestLastUse:
        return "farthest-last-use";
    case SpillCause::MinimumCost:
        return "minimum-cost";
    case SpillCause::Fragmentation:
        return "fragmentation";
    case SpillCause::CircularBuffers:
        return "circular-buffers";
    case SpillCause::OpOutOfMemory:
        return "op-out-of-memory";
    case SpillCause::UnmodelledOp:
        return "unmodelled-op";
    }
    return "chain-end";
}

const char* spillRuleText(SpillCause cause)
{
    switch (cause) {
    case SpillCause::ChainEnd:
        return TLE_TRANSLATE_NOOP(
            "tle::Remarks", "the chain ends here, so its last output goes to DRAM (seed 002, spillEndToDRAM)");
    case SpillCause::ConcatOutput:
        return TLE_TRANSLATE_NOOP(
            "tle::Remarks", "a sharded concat writes its output to DRAM right after it (seed 002 §4.1.2)");
    case SpillCause::ForkToL1Interleaved:
        return TLE_TRANSLATE_NOOP(
            "tle::Remarks", "a forked output stays in L1, interleaved, until its last consumer (seed 002 §4.1.5)");
    case SpillCause::FarthestLastUse:
        return TLE_TRANSLATE_NOOP("tle::Remarks",
            "L1 was full: upstream's greedy pass evicts the tensor whose last use is farthest away; later "
            "readers get it back from DRAM in the layout they were planned to read");
    case SpillCause::MinimumCost:
        return TLE_TRANSLATE_NOOP("tle::Remarks", "L1 was full: the minimum-cost spill plan evicts this tensor here");
    case SpillCause::Fragmentation:
        return TLE_TRANSLATE_NOOP("tle::Remarks",
            "enough L1 was free but in no contiguous slot for the next output: upstream's pass evicts the tensor "
            "whose last use is farthest away");
    case SpillCause::CircularBuffers:
        return TLE_TRANSLATE_NOOP("tle::Remarks",
            "the op's circular buffers (plus a cushion of 10% of L1) grow up from address 0 into this tensor's "
            "slot, so upstream's pass evicts it");
    case SpillCause::OpOutOfMemory:
        return TLE_TRANSLATE_NOOP("tle::Remarks",
            "the op did not fit its L1 with the tensors already held: upstream's pass evicts the one whose last "
            "use is farthest away until it does");
    case SpillCause::UnmodelledOp:
        return TLE_TRANSLATE_NOOP("tle::Remarks",
            "the next op has no op model, so upstream's pass cannot check its L1 and spills every tensor held in "
            "L1 before it");
    }
    return "";
}

std::optional<int> firstExplainedOp(const PolicyResult& result)
{
    const auto first = [&](auto&& worth) -> std::optional<int> {
        const auto it = std::ranges::find_if(result.ops, worth);
        return it != result.ops.end() ? std::optional<int>(it->op) : std::nullopt;
    };
    if (auto op = first([](const OpDecision& d) { return d.layout && d.chain >= 0; }))
        return op;
    if (auto op = first([](const OpDecision& d) { return d.layout && !d.candidates.empty(); }))
        return op;
    return first([](const OpDecision& d) { return d.layout.has_value(); });
}

std::optional<int> findOp(const ModelGraph& graph, std::string_view name)
{
    for (int op = 0; op < int(graph.ops().size()); ++op) {
        if (opDisplayName(graph, op) == name || (!graph.op(op).location.empty() && graph.op(op).location == name))
            return op;
    }
    int index = -1;
    const auto [end, error] = std::from_chars(name.data(), name.data() + name.size(), index);
    if (error == std::errc() && end == name.data() + name.size() && index >= 0 && index < int(graph.ops().size()))
        return index;
    return std::nullopt;
}

namespace {

Message remark(const char* source, std::vector<MessageArg> args = {})
{
    return Message { kRemarkContext, source, std::move(args) };
}

std::shared_ptr<const Message> quoted(Message message)
{
    return std::make_shared<const Message>(std::move(message));
}

// Where and why a chain ended: the rule and the op that stopped it.
Message chainEndMessage(const ModelGraph& graph, const ChainResult& c)
{
    if (!c.failure().empty())
        return remarkMessage(c.failure());
    if (!c.end)
        return remark(TLE_TRANSLATE_NOOP("tle::Remarks", "at its last op: the next op could not join it"));
    const ChainBreak& end = *c.end;
    const std::string at = opDisplayName(graph, end.op);
    const std::string blocker = end.blocker >= 0 ? opDisplayName(graph, end.blocker) : std::string();
    switch (end.rule) {
    case ChainBreakRule::NotShardable:
        return remark(TLE_TRANSLATE_NOOP(
                          "tle::Remarks", "at %1: the next op, %2, is not a shardable op kind, so it stays in DRAM"),
            { at, blocker });
    case ChainBreakRule::NoLegalConfigs:
        return remark(
            TLE_TRANSLATE_NOOP("tle::Remarks", "at %1: the next op, %2, has no legal sharded layout"), { at, blocker });
    case ChainBreakRule::NotSingleUse: {
        const Op& op = graph.op(end.op);
        const int64_t uses = op.results.empty() ? 0 : int64_t(graph.value(op.results.front()).users.size());
        return remark(TLE_TRANSLATE_NOOP("tle::Remarks",
                          "at %1: its output has %2 uses, and a chain goes on only through an op with exactly one"),
            { at, uses });
    }
    case ChainBreakRule::NotFirstOperand:
        return remark(TLE_TRANSLATE_NOOP("tle::Remarks",
                          "at %1: the next op, %2, does not take it as operand 0, and a chain runs through operand 0 "
                          "only"),
            { at, blocker });
    case ChainBreakRule::EndOfSchedule:
        return remark(TLE_TRANSLATE_NOOP("tle::Remarks", "at %1: it is the last op of the schedule"), { at });
    case ChainBreakRule::Isolated:
        if (end.blocker == end.op)
            return remark(
                TLE_TRANSLATE_NOOP("tle::Remarks", "at %1: a concat forms an L1 chain of its own (seed 002 §4.1.6)"),
                { at });
        return remark(TLE_TRANSLATE_NOOP("tle::Remarks",
                          "at %1: the next op, %2, is a concat, which forms an L1 chain of its own (seed 002 "
                          "§4.1.6)"),
            { at, blocker });
    }
    return remark(TLE_TRANSLATE_NOOP("tle::Remarks", "at its last op: the next op could not join it"));
}

FactValue chainFacts(const ModelGraph& graph, const PolicyResult& result, const OpDecision& d)
{
    if (d.chain < 0 || size_t(d.chain) >= result.chains.size())
        return nullptr;
    const ChainResult& c = result.chains[size_t(d.chain)];
    FactValue::List ops;
    for (int op : c.ops())
        ops.push_back(opDisplayName(graph, op));
    FactGroup chain { { "index", d.chain }, { "state", toString(c.state()) }, { "ops", std::move(ops) } };
    chain.push_back({ "ended", chainEndMessage(graph, c) });
    chain.push_back({ "spill", toString(c.spill) });
    return chain;
}

bool spillOf(const ModelGraph& graph, const SpillResult& s, int op)
{
    return s.at == op || graph.value(s.value).producer == op;
}

// What the transfer model says of one layout change: "reshard of %5: 4096 transactions of 64 B, busiest link
// (3, 2)->(3, 3) on NoC 0 with 256.0 KiB: 12.4 us".
std::optional<Message> transferMessage(const char* what, const std::string& tensor, const TtnnLayout& from,
    const TtnnLayout& to, const OptimizerDevice& device)
{
    const auto t = moveTransfer(from, to, device);
    if (!t)
        return std::nullopt;
    const std::string us = fmt::format("{:.1f}", t->seconds * 1e6);
    if (t->busiestLink.empty())
        return remark(TLE_TRANSLATE_NOOP("tle::Remarks", "%1 of %2: %3 transactions of %4 B, over no link: %5 us"),
            { quoted(remark(what)), tensor, t->calls, t->medianCallBytes, us });
    return remark(TLE_TRANSLATE_NOOP(
                      "tle::Remarks", "%1 of %2: %3 transactions of %4 B, busiest link %5 on NoC %6 with %7: %8 us"),
        { quoted(remark(what)), tensor, t->calls, t->medianCallBytes, t->busiestLink, int64_t(t->busiestNoc),
            bytesText(t->busiestLinkBytes), us });
}

// The transfers of the op's reshards and of its output's spills, as the transfer model prices them, each with
// the reshard or spill it prices.
std::vector<std::pair<const void*, Message>> transferMessages(
    const ModelGraph& graph, const PolicyResult& result, int op, const OptimizerDevice& device)
{
    std::vector<std::pair<const void*, Message>> out;
    for (const PlanMove& move : planMoves(graph, result, device, op)) {
        const bool reshard = move.kind == PlanMove::Kind::Reshard;
        const void* decision = reshard ? static_cast<const void*>(&result.reshards[move.index])
                                       : static_cast<const void*>(&result.spills[move.index]);
        if (auto m = transferMessage(
                reshard ? TLE_TRANSLATE_NOOP("tle::Remarks", "reshard") : TLE_TRANSLATE_NOOP("tle::Remarks", "spill"),
                graph.value(move.value).name, move.from, move.to, device))
            out.emplace_back(decision, std::move(*m));
    }
    return out;
}

// The answer in one paragraph: the layout chosen and the rule that chose it, why its chain ended there (the rule
// and the op that stopped it), and where its output spills, by which rule, after which op.
Message verdictMessage(
    const ModelGraph& graph, const PolicyResult& result, const OpDecision& d, const OptimizerDevice* device)
{
    std::vector<Message> sentences;
    const auto chosen = std::ranges::find(d.candidates, Verdict::Chosen, &CandidateNote::verdict);
    if (!d.layout)
        sentences.push_back(remark(TLE_TRANSLATE_NOOP("tle::Remarks", "No layout: the op has no tensor result.")));
    else if (chosen != d.candidates.end() && !chosen->reason.empty())
        sentences.push_back(remark(TLE_TRANSLATE_NOOP("tle::Remarks", "Chose %1: %2."),
            { layoutLabel(*d.layout), quoted(remarkMessage(chosen->reason)) }));
    else
        sentences.push_back(remark(TLE_TRANSLATE_NOOP("tle::Remarks", "Chose %1."), { layoutLabel(*d.layout) }));
    if (d.chain >= 0 && size_t(d.chain) < result.chains.size()) {
        const ChainResult& c = result.chains[size_t(d.chain)];
        if (c.ops().size() == 1)
            sentences.push_back(
                remark(TLE_TRANSLATE_NOOP("tle::Remarks", "Its L1 chain %1 holds this op alone and ended %2."),
                    { int64_t(d.chain), quoted(chainEndMessage(graph, c)) }));
        else
            sentences.push_back(
                remark(TLE_TRANSLATE_NOOP("tle::Remarks", "Its L1 chain %1 (%2 ops, %3 to %4) ended %5."),
                    { int64_t(d.chain), int64_t(c.ops().size()), opDisplayName(graph, c.ops().front()),
                        opDisplayName(graph, c.ops().back()), quoted(chainEndMessage(graph, c)) }));
    } else if (d.layout && d.candidates.empty()) {
        sentences.push_back(remark(TLE_TRANSLATE_NOOP("tle::Remarks",
            "It is in no L1 chain: the policy considered no L1 layout "
            "for it.")));
    }
    for (const SpillResult& s : result.spills) {
        if (!spillOf(graph, s, d.op))
            continue;
        sentences.push_back(remark(TLE_TRANSLATE_NOOP("tle::Remarks", "%1 spills to %2 after %3: %4."),
            { graph.value(s.value).name, s.to == SpillLocation::L1Interleaved ? "L1 interleaved" : "DRAM",
                opDisplayName(graph, s.at), quoted(remark(spillRuleText(s.cause))) }));
    }
    if (device) {
        for (auto& [what, message] : transferMessages(graph, result, d.op, *device))
            sentences.push_back(remark(TLE_TRANSLATE_NOOP("tle::Remarks", "The %1."), { quoted(message) }));
    }
    Message verdict = sentences.back();
    for (size_t i = sentences.size() - 1; i-- > 0;)
        verdict = remark(TLE_TRANSLATE_NOOP("tle::Remarks", "%1 %2"), { quoted(sentences[i]), quoted(verdict) });
    return verdict;
}

// The cost model's time for the op with each candidate as its output, where the candidate is a layout the
// tensor can take on the device; its inputs as the plan lays them out.
FactValue::List candidateFactsWithEstimates(
    const ModelGraph& graph, const PolicyResult& result, const OpDecision& d, const OptimizerDevice* device)
{
    FactValue::List list = candidateFacts(d);
    if (!device || d.candidates.empty() || graph.op(d.op).results.empty())
        return list;
    const TensorType& type = graph.value(graph.op(d.op).results.front()).type;
    if (!type.isTensor)
        return list;
    const std::vector<TtnnLayout> legal
        = legalTensorLayouts(type.shape, type.elementType, *device, LegalLayoutOptions { .rowMajorEnabled = true });
    LayoutReader reader(graph, *device);
    reader.load(result);
    const std::vector<const TtnnLayout*> inputs = reader.inputs(d.op);
    const OpQuery query = OpQuery::fromGraph(graph, d.op);
    for (size_t i = 0; i < d.candidates.size(); ++i) {
        const auto layout = std::ranges::find(legal, d.candidates[i].layout, choiceOf);
        auto& group = std::get<FactGroup>(list[i].data);
        group.insert(group.begin() + 2,
            { "estimated_us",
                layout != legal.end() ? FactValue(estimateOpCost(query, inputs, &*layout, *device).seconds * 1e6)
                                      : FactValue(nullptr) });
    }
    return list;
}

} // namespace

FactGroup explainFacts(const ModelGraph& graph, const PolicyResult& result, int op, const OptimizerDevice* device)
{
    const OpDecision& d = result.ops.at(size_t(op));
    const Op& o = graph.op(op);
    FactGroup facts;
    if (result.decisionTrace) {
        facts.push_back({ "verdict", decisionVerdict(graph, *result.decisionTrace, op) });
        facts.push_back({ "decision", decisionFacts(graph, *result.decisionTrace, op) });
    } else {
        facts.push_back({ "verdict", verdictMessage(graph, result, d, device) });
    }
    std::vector<std::pair<const void*, Message>> transfers;
    if (device)
        transfers = transferMessages(graph, result, op, *device);
    auto transferOf = [&](const void* decision) {
        const auto it = std::ranges::find(transfers, decision, &std::pair<const void*, Message>::first);
        return it != transfers.end() ? FactValue(it->second) : FactValue(nullptr);
    };
    facts.push_back({ "op", opDisplayName(graph, op) });
    facts.push_back({ "kind", std::string(o.kind.name()) });
    facts.push_back({ "policy", result.policy });
    facts.push_back({ "chosen", d.layout ? FactValue(layoutLabel(*d.layout)) : FactValue(nullptr) });
    if (result.decisionTrace)
        facts.push_back({ "considered",
            decisionCandidates(*result.decisionTrace, op,
                device ? evaluationTimes(*result.decisionTrace, result, graph, *device, op)
                       : std::vector<std::optional<double>> {}) });
    else
        facts.push_back({ "considered", candidateFactsWithEstimates(graph, result, d, device) });
    facts.push_back({ "chain", chainFacts(graph, result, d) });
    // l1-interleaved's operand precedence, and where the op runs in the schedule it rebuilt.
    FactValue::List after;
    for (int p : d.precedence)
        after.push_back(opDisplayName(graph, p));
    facts.push_back({ "scheduled_after", std::move(after) });
    const auto position = std::ranges::find(result.schedule, op);
    facts.push_back({ "schedule_position",
        position != result.schedule.end() ? FactValue(int64_t(position - result.schedule.begin()))
                                          : FactValue(nullptr) });
    FactValue::List reshards;
    for (const ReshardResult& r : result.reshards) {
        if (r.consumer == op && r.target)
            reshards.push_back(FactGroup { { "operand", r.operand }, { "to", layoutLabel(*r.target) },
                { "kind", toString(r.kind) }, { "transfer", transferOf(&r) } });
    }
    facts.push_back({ "reshards", std::move(reshards) });
    FactValue::List spills;
    for (const SpillResult& s : result.spills) {
        if (!spillOf(graph, s, op))
            continue;
        spills.push_back(FactGroup { { "tensor", graph.value(s.value).name }, { "after", opDisplayName(graph, s.at) },
            { "to", s.to == SpillLocation::L1Interleaved ? "l1 interleaved" : "dram interleaved" },
            { "rule", Message { kRemarkContext, spillRuleText(s.cause), {} } }, { "transfer", transferOf(&s) } });
    }
    facts.push_back({ "spills", std::move(spills) });
    FactValue::List merges;
    for (const MergeResult& m : result.merges) {
        const bool involved
            = m.join == op || (d.chain >= 0 && (m.target == d.chain || std::ranges::count(m.sources, d.chain)));
        if (involved)
            merges.push_back(FactGroup {
                { "step", toString(m.kind) }, { "applied", m.applied }, { "reason", remarkMessage(m.reason) } });
    }
    facts.push_back({ "merges", std::move(merges) });
    FactValue::List notes;
    for (const Remark& note : result.notes)
        notes.push_back(remarkMessage(note));
    facts.push_back({ "policy_notes", std::move(notes) });
    return facts;
}

} // namespace tle
