// SPDX-License-Identifier: MIT
#include "report/policyreport.h"

#include "report/remarktext.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

std::string layoutLabel(const LayoutChoice& choice)
{
    const std::string grid = choice.grid ? fmt::format(" {}x{}", (*choice.grid)[0], (*choice.grid)[1]) : std::string();
    return fmt::format("{} {}{} {}", toString(choice.buffer), toString(choice.memory), grid, toString(choice.page));
}

std::string layoutLabel(const TtnnLayout& layout)
{
    return layoutLabel(choiceOf(layout));
}

namespace {

Json layoutJson(const std::optional<TtnnLayout>& layout)
{
    if (!layout)
        return nullptr;
    Json grid = Json::array({ 1, 1 });
    if (layout->isSharded() && !layout->isNdSharded())
        grid = Json::array({ layout->shardGrid()[0], layout->shardGrid()[1] });
    return { { "buffer_type", toString(layout->spec().bufferType) },
        { "memory_layout", toString(layout->spec().memoryLayout) }, { "grid", grid },
        { "page_layout", toString(layout->spec().pageLayout) } };
}

// A spill's target as the contract's `spills[].to` names it.
std::string_view spillTargetText(SpillLocation location)
{
    return location == SpillLocation::L1Interleaved ? "l1 interleaved" : "dram interleaved";
}

std::string valueName(const ModelGraph& graph, int value)
{
    return graph.value(value).name;
}

std::vector<std::string> opNames(const ModelGraph& graph, const std::vector<int>& ops)
{
    std::vector<std::string> names;
    for (int op : ops)
        names.push_back(opDisplayName(graph, op));
    return names;
}

} // namespace

std::string_view toString(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Chosen:
        return "chosen";
    case Verdict::Rejected:
        return "rejected";
    case Verdict::Fallback:
        return "fallback";
    case Verdict::RankedLower:
        break;
    }
    return "ranked lower";
}

std::string_view toString(SpillLocation location)
{
    switch (location) {
    case SpillLocation::None:
        return "none";
    case SpillLocation::L1Interleaved:
        return "l1-interleaved";
    case SpillLocation::Dram:
        break;
    }
    return "dram";
}

std::string_view toString(ReshardKind kind)
{
    return kind == ReshardKind::ToLayout ? "ttnn.to_layout" : "ttnn.to_memory_config";
}

std::string_view toString(MergeKind kind)
{
    switch (kind) {
    case MergeKind::AToB:
        return "a->b";
    case MergeKind::ThreeWay:
        return "3-way";
    case MergeKind::Concat:
        return "concat";
    case MergeKind::ForkSharded:
        return "fork-sharded";
    case MergeKind::ForkL1Interleaved:
        return "fork-l1-interleaved";
    case MergeKind::ConsumerL1:
        return "consumer-l1";
    case MergeKind::ConsumerL1Interleaved:
        break;
    }
    return "consumer-l1-interleaved";
}

Json opDecisionJson(const OpDecision& d, const ModelGraph& graph)
{
    Json candidates = Json::array();
    for (const CandidateNote& c : d.candidates)
        candidates.push_back({ { "layout", layoutLabel(c.layout) }, { "verdict", toString(c.verdict) },
            { "reason", remarkText(c.reason) } });
    Json op = { { "name", opDisplayName(graph, d.op) }, { "kind", graph.op(d.op).kind.name() },
        { "layout", layoutJson(d.layout) }, { "chain", d.chain >= 0 ? Json(d.chain) : Json(nullptr) },
        { "candidates", candidates } };
    if (!d.precedence.empty())
        op["precedence"] = opNames(graph, d.precedence);
    return op;
}

Json policyResultJson(const PolicyResult& result, const ModelGraph& graph, bool ops)
{
    Json out;
    out["policy"] = result.policy;
    out["ops"] = Json::array();
    if (ops) {
        for (const OpDecision& d : result.ops)
            out["ops"].push_back(opDecisionJson(d, graph));
    }
    // The policy's own op order, when it is not the model's.
    out["schedule"] = result.schedule.empty() ? Json(nullptr) : Json(opNames(graph, result.schedule));
    Json chains = Json::array();
    for (const ChainResult& c : result.chains) {
        Json names = Json::array();
        for (int op : c.ops())
            names.push_back(opDisplayName(graph, op));
        chains.push_back({ { "ops", names }, { "state", toString(c.state()) }, { "spill", toString(c.spill) },
            { "failure", c.failure().empty() ? Json(nullptr) : Json(remarkText(c.failure())) } });
    }
    out["chains"] = std::move(chains);
    Json reshards = Json::array();
    for (const ReshardResult& r : result.reshards)
        reshards.push_back({ { "producer", r.producer >= 0 ? Json(opDisplayName(graph, r.producer)) : Json(nullptr) },
            { "consumer", opDisplayName(graph, r.consumer) }, { "operand", r.operand },
            { "to", layoutLabel(*r.target) }, { "kind", toString(r.kind) } });
    out["reshards"] = std::move(reshards);
    Json spills = Json::array();
    for (const SpillResult& s : result.spills)
        spills.push_back({ { "tensor", valueName(graph, s.value) }, { "at", opDisplayName(graph, s.at) },
            { "to", spillTargetText(s.to) } });
    out["spills"] = std::move(spills);
    Json reservations = Json::array();
    for (const ReservationResult& r : result.reservations)
        reservations.push_back({ { "tensor", valueName(graph, r.value) }, { "start", r.start }, { "end", r.end },
            { "bytes_per_core", r.bytesPerCore } });
    out["reservations"] = std::move(reservations);
    Json merges = Json::array();
    for (const MergeResult& mr : result.merges)
        merges.push_back({ { "kind", toString(mr.kind) }, { "sources", mr.sources },
            { "target", mr.target >= 0 ? Json(mr.target) : Json(nullptr) },
            { "join", mr.join >= 0 ? Json(opDisplayName(graph, mr.join)) : Json(nullptr) }, { "applied", mr.applied },
            { "reason", remarkText(mr.reason) } });
    out["merges"] = std::move(merges);
    Json notes = Json::array();
    for (const Remark& note : result.notes)
        notes.push_back(remarkText(note));
    out["notes"] = std::move(notes);
    const PolicyMetrics& m = result.metrics;
    out["metrics"] = { { "dram_traffic_bytes", m.dramTrafficBytes }, { "l1_peak_bytes_per_core", m.l1PeakBytesPerCore },
        { "reshard_count", m.reshardCount }, { "spill_count", m.spillCount }, { "mean_cores", m.meanCores },
        { "estimated_time_us", m.estimatedTimeUs } };
    return out;
}

std::string policyResultText(const PolicyResult& result, const ModelGraph& graph)
{
    std::string text = fmt::format("Policy {}\n", result.policy);
    for (const OpDecision& d : result.ops) {
        std::string layout = "-";
        if (d.layout) {
            layout
                = fmt::format("{} {}", toString(d.layout->spec().bufferType), toString(d.layout->spec().memoryLayout));
            if (d.layout->isSharded() && !d.layout->isNdSharded())
                layout += fmt::format(" {}x{}", d.layout->shardGrid()[0], d.layout->shardGrid()[1]);
        }
        std::string extra = d.chain >= 0 ? fmt::format("chain {}", d.chain) : std::string();
        if (!d.precedence.empty())
            extra += fmt::format("after {}", fmt::join(opNames(graph, d.precedence), ", "));
        text += fmt::format(
            "  {:<12} {:<24} {:<32} {}\n", opDisplayName(graph, d.op), graph.op(d.op).kind, layout, extra);
    }
    for (size_t i = 0; i < result.chains.size(); ++i) {
        const ChainResult& c = result.chains[i];
        text += fmt::format("  chain {}: {} ops, {}, spill {}{}\n", i, c.ops().size(), toString(c.state()),
            toString(c.spill), c.failure().empty() ? std::string() : " (" + remarkText(c.failure()) + ")");
    }
    for (const ReshardResult& r : result.reshards)
        text += fmt::format("  reshard {} -> {} operand {} to {}\n",
            r.producer >= 0 ? opDisplayName(graph, r.producer) : std::string("input"), opDisplayName(graph, r.consumer),
            r.operand, layoutLabel(*r.target));
    for (const SpillResult& s : result.spills)
        text += fmt::format("  spill {} after {} to {}\n", valueName(graph, s.value), opDisplayName(graph, s.at),
            spillTargetText(s.to));
    for (const MergeResult& mr : result.merges) {
        if (mr.applied)
            text += fmt::format("  merge {} chains {} -> {}: {}\n", toString(mr.kind), fmt::join(mr.sources, ","),
                mr.target >= 0 ? fmt::format("chain {}", mr.target) : opDisplayName(graph, mr.join),
                remarkText(mr.reason));
    }
    if (!result.schedule.empty())
        text += fmt::format("  schedule: {}\n", fmt::join(opNames(graph, result.schedule), ", "));
    for (const Remark& note : result.notes)
        text += fmt::format("  note: {}\n", remarkText(note));
    const PolicyMetrics& m = result.metrics;
    text += fmt::format("  metrics: dram traffic {} B, L1 peak {} B/core, {} reshards, {} spills, mean cores {:.1f}, "
                        "estimated {:.1f} us\n",
        m.dramTrafficBytes, m.l1PeakBytesPerCore, m.reshardCount, m.spillCount, m.meanCores, m.estimatedTimeUs);
    return text;
}

} // namespace tle
