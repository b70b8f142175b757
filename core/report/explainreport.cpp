// SPDX-License-Identifier: MIT
#include "report/explainreport.h"

#include "report/policyreport.h"
#include "report/remarktext.h"
#include "util/translatenoop.h"

#include <algorithm>
#include <charconv>

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
    }
    return "";
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

FactValue chainFacts(const ModelGraph& graph, const PolicyResult& result, const OpDecision& d)
{
    if (d.chain < 0 || size_t(d.chain) >= result.chains.size())
        return nullptr;
    const ChainResult& c = result.chains[size_t(d.chain)];
    FactValue::List ops;
    for (int op : c.ops())
        ops.push_back(opDisplayName(graph, op));
    FactGroup chain { { "index", d.chain }, { "state", toString(c.state()) }, { "ops", std::move(ops) } };
    chain.push_back({ "ended",
        c.failure().empty() ? FactValue(Message {
            kRemarkContext, TLE_TRANSLATE_NOOP("tle::Remarks", "at its last op: the next op could not join it"), {} })
                            : FactValue(remarkMessage(c.failure())) });
    chain.push_back({ "spill", toString(c.spill) });
    return chain;
}

} // namespace

FactGroup explainFacts(const ModelGraph& graph, const PolicyResult& result, int op)
{
    const OpDecision& d = result.ops.at(size_t(op));
    const Op& o = graph.op(op);
    FactGroup facts;
    facts.push_back({ "op", opDisplayName(graph, op) });
    facts.push_back({ "kind", std::string(o.kind.name()) });
    facts.push_back({ "policy", result.policy });
    facts.push_back({ "chosen", d.layout ? FactValue(layoutLabel(*d.layout)) : FactValue(nullptr) });
    facts.push_back({ "considered", candidateFacts(d) });
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
            reshards.push_back(
                FactGroup { { "operand", r.operand }, { "to", layoutLabel(*r.target) }, { "kind", toString(r.kind) } });
    }
    facts.push_back({ "reshards", std::move(reshards) });
    FactValue::List spills;
    for (const SpillResult& s : result.spills) {
        if (s.at != op && graph.value(s.value).producer != op)
            continue;
        spills.push_back(FactGroup { { "tensor", graph.value(s.value).name }, { "after", opDisplayName(graph, s.at) },
            { "to", s.to == SpillLocation::L1Interleaved ? "l1 interleaved" : "dram interleaved" },
            { "rule", Message { kRemarkContext, spillRuleText(s.cause), {} } } });
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
