// SPDX-License-Identifier: MIT
#include "report/policyreport.h"

#include "report/decisionreport.h"

#include "util/translatenoop.h"

#include "report/remarktext.h"

#include "util/workerpool.h"

#include <array>
#include <iterator>
#include <span>
#include <unordered_map>

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

FactValue layoutFact(const std::optional<TtnnLayout>& layout)
{
    if (!layout)
        return nullptr;
    std::array<int64_t, 2> grid { 1, 1 };
    if (layout->isSharded() && !layout->isNdSharded())
        grid = { layout->shardGrid()[0], layout->shardGrid()[1] };
    return FactGroup { { "buffer_type", toString(layout->spec().bufferType) },
        { "memory_layout", toString(layout->spec().memoryLayout) }, { "grid", indexFact(grid) },
        { "page_layout", toString(layout->spec().pageLayout) } };
}

// A spill's target as the contract's `spills[].to` names it.
std::string_view spillTargetText(SpillLocation location)
{
    return location == SpillLocation::L1Interleaved ? "l1 interleaved" : "dram interleaved";
}

FactValue opNames(const ModelGraph& graph, const std::vector<int>& ops)
{
    FactValue::List names;
    for (int op : ops)
        names.push_back(opDisplayName(graph, op));
    return names;
}

FactValue chainsFact(const PolicyResult& result, const ModelGraph& graph)
{
    FactValue::List chains;
    for (const ChainResult& c : result.chains) {
        FactGroup chain;
        chain.reserve(4);
        chain.push_back({ "ops", opNames(graph, c.ops()) }); // moved in, not copied: a chain may be a million ops
        chain.push_back({ "state", toString(c.state()) });
        chain.push_back({ "spill", toString(c.spill) });
        chain.push_back(
            { "failure", c.failure().empty() ? FactValue(nullptr) : FactValue(remarkMessage(c.failure())) });
        chains.push_back(std::move(chain));
    }
    return chains;
}

FactValue movesFact(const PolicyResult& result, const ModelGraph& graph, bool reshards)
{
    FactValue::List moves;
    if (reshards) {
        for (const ReshardResult& r : result.reshards)
            moves.push_back(FactGroup {
                { "producer", r.producer >= 0 ? FactValue(opDisplayName(graph, r.producer)) : FactValue(nullptr) },
                { "consumer", opDisplayName(graph, r.consumer) }, { "operand", r.operand },
                { "to", layoutLabel(*r.target) }, { "kind", toString(r.kind) } });
        return moves;
    }
    for (const SpillResult& s : result.spills)
        moves.push_back(FactGroup { { "tensor", graph.value(s.value).name }, { "at", opDisplayName(graph, s.at) },
            { "to", spillTargetText(s.to) } });
    return moves;
}

constexpr std::array<std::string_view, 4> kReservationKeys { "tensor", "start", "end", "bytes_per_core" };

// A reservation's values in the order of kReservationKeys: its record and its row of the text table both come
// from here.
std::array<FactValue, kReservationKeys.size()> reservationValues(const ReservationResult& r, const ModelGraph& graph)
{
    return { FactValue(graph.value(r.value).name), FactValue(r.start), FactValue(r.end), FactValue(r.bytesPerCore) };
}

FactValue reservationsFact(const PolicyResult& result, const ModelGraph& graph)
{
    FactValue::List reservations;
    for (const ReservationResult& r : result.reservations) {
        std::array<FactValue, kReservationKeys.size()> values = reservationValues(r, graph);
        FactGroup record;
        for (size_t k = 0; k < values.size(); ++k)
            record.push_back({ std::string(kReservationKeys[k]), std::move(values[k]) });
        reservations.push_back(std::move(record));
    }
    return reservations;
}

FactValue mergesFact(const PolicyResult& result, const ModelGraph& graph)
{
    FactValue::List merges;
    for (const MergeResult& m : result.merges) {
        FactValue::List sources;
        for (int c : m.sources)
            sources.push_back(c);
        merges.push_back(FactGroup { { "kind", toString(m.kind) }, { "sources", std::move(sources) },
            { "target", m.target >= 0 ? FactValue(m.target) : FactValue(nullptr) },
            { "join", m.join >= 0 ? FactValue(opDisplayName(graph, m.join)) : FactValue(nullptr) },
            { "applied", m.applied }, { "reason", remarkMessage(m.reason) } });
    }
    return merges;
}

} // namespace

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

Message verdictMessage(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Chosen:
        return { "tle::Verdicts", TLE_TRANSLATE_NOOP("tle::Verdicts", "chosen"), {} };
    case Verdict::Rejected:
        return { "tle::Verdicts", TLE_TRANSLATE_NOOP("tle::Verdicts", "rejected"), {} };
    case Verdict::Fallback:
        return { "tle::Verdicts", TLE_TRANSLATE_NOOP("tle::Verdicts", "fallback"), {} };
    case Verdict::RankedLower:
        break;
    }
    return { "tle::Verdicts", TLE_TRANSLATE_NOOP("tle::Verdicts", "ranked lower"), {} };
}

FactValue::List candidateFacts(const OpDecision& d)
{
    FactValue::List list;
    list.reserve(d.candidates.size());
    for (const CandidateNote& c : d.candidates) {
        FactGroup candidate;
        candidate.reserve(3);
        candidate.push_back({ "layout", layoutLabel(c.layout) });
        candidate.push_back({ "verdict", verdictMessage(c.verdict) });
        candidate.push_back({ "reason", remarkMessage(c.reason) });
        list.emplace_back(std::move(candidate));
    }
    return list;
}

FactGroup opDecisionFacts(const OpDecision& d, const ModelGraph& graph, Candidates candidates)
{
    FactGroup facts { { "name", opDisplayName(graph, d.op) }, { "kind", graph.op(d.op).kind.name() },
        { "layout", layoutFact(d.layout) }, { "chain", d.chain >= 0 ? FactValue(d.chain) : FactValue(nullptr) },
        { "candidates",
            candidates == Candidates::Listed ? FactValue(candidateFacts(d)) : FactValue(d.candidates.size()) } };
    if (!d.precedence.empty())
        facts.push_back({ "precedence", opNames(graph, d.precedence) });
    return facts;
}

namespace {

enum class Reservations
{
    Listed,
    Left, // the caller writes them
};

FactGroup policyFacts(const PolicyResult& result, const ModelGraph& graph, bool ops, Reservations reservations)
{
    FactValue::List decisions;
    if (ops) {
        for (const OpDecision& d : result.ops) {
            decisions.push_back(opDecisionFacts(d, graph));
            // The compiler's own record of the op, when the plan was read from its decision trace.
            if (result.decisionTrace)
                std::get<FactGroup>(decisions.back().data)
                    .push_back({ "decision", decisionFacts(graph, *result.decisionTrace, d.op) });
        }
    }
    FactValue::List notes;
    for (const Remark& note : result.notes)
        notes.push_back(remarkMessage(note));
    const PolicyMetrics& m = result.metrics;
    // Fact by fact rather than from an initializer list, whose elements are copied: a million-op plan's lists
    // would be built twice.
    FactGroup facts;
    facts.reserve(10);
    facts.push_back({ "policy", result.policy });
    facts.push_back({ "ops", std::move(decisions) });
    // The policy's own op order, when it is not the model's.
    facts.push_back({ "schedule", result.schedule.empty() ? FactValue(nullptr) : opNames(graph, result.schedule) });
    facts.push_back({ "chains", chainsFact(result, graph) });
    facts.push_back({ "reshards", movesFact(result, graph, true) });
    facts.push_back({ "spills", movesFact(result, graph, false) });
    facts.push_back({ "reservations",
        reservations == Reservations::Listed ? reservationsFact(result, graph) : FactValue(FactValue::List {}) });
    facts.push_back({ "merges", mergesFact(result, graph) });
    facts.push_back({ "notes", std::move(notes) });
    facts.push_back({ "metrics",
        FactGroup { { "dram_traffic_bytes", m.dramTrafficBytes }, { "l1_peak_bytes_per_core", m.l1PeakBytesPerCore },
            { "reshard_count", m.reshardCount }, { "spill_count", m.spillCount }, { "mean_cores", m.meanCores },
            { "estimated_time_us", m.estimatedTimeUs }, { "bound_us", m.boundUs },
            { "gap_to_bound", m.gapToBound } } });
    if (result.decisionTrace) {
        for (Fact& fact : decisionTraceFacts(graph, *result.decisionTrace))
            facts.push_back(std::move(fact));
    }
    return facts;
}

// A plan's reservations (one per tensor held in L1, a million on a long model) as their table, cell by cell.
void appendReservationsText(std::string& text, const PolicyResult& result, const ModelGraph& graph)
{
    text += factLabel("reservations", "reservations").text;
    text += '\n';
    appendFactTableText(
        text, "reservations", kReservationKeys, result.reservations.size(),
        [&](size_t row, FactTableCells& cells) {
            for (const FactValue& value : reservationValues(result.reservations[row], graph))
                cells.add(value);
        },
        2);
}

} // namespace

FactGroup policyResultFacts(const PolicyResult& result, const ModelGraph& graph, bool ops)
{
    return policyFacts(result, graph, ops, Reservations::Listed);
}

Json opDecisionJson(const OpDecision& decision, const ModelGraph& graph)
{
    return factsJson(opDecisionFacts(decision, graph));
}

Json policyResultJson(const PolicyResult& result, const ModelGraph& graph, bool ops)
{
    return factsJson(policyResultFacts(result, graph, ops));
}

namespace {

constexpr std::array<std::string_view, 6> kOpColumns { "name", "kind", "layout", "chain", "candidates", "precedence" };
constexpr std::array<size_t, 5> kOpWidths { 14, 24, 32, 7, 12 };
// Op rows are written this many at a time (a row takes about a microsecond).
constexpr size_t kRowBlock = 4096;

// Writes op rows, the cells as opDecisionFacts would give them; a plan's ops share a few layouts, each worded once.
class RowWriter
{
public:
    void write(std::span<const OpDecision> ops, const ModelGraph& graph)
    {
        m_rows.clear();
        for (const OpDecision& d : ops) {
            m_cells[0] = opDisplayName(graph, d.op);
            m_cells[1] = graph.op(d.op).kind.name();
            if (!d.layout) {
                m_cells[2] = factCellText(nullptr);
            } else {
                const auto [layout, added] = m_layoutCells.try_emplace(&d.layout->spec());
                if (added)
                    layout->second = factCellText(layoutFact(d.layout));
                m_cells[2] = layout->second;
            }
            m_cells[3] = factCellText(d.chain >= 0 ? FactValue(d.chain) : FactValue(nullptr));
            m_cells[4] = factCellText(d.candidates.size());
            m_cells[5] = d.precedence.empty() ? std::string() : factCellText(opNames(graph, d.precedence));
            m_rows += factTableLine(m_cells, kOpWidths, 2);
        }
    }
    void appendTo(std::string& text) const { text += m_rows; }

private:
    std::unordered_map<const TtnnLayoutSpec*, std::string> m_layoutCells;
    std::array<std::string, kOpColumns.size()> m_cells;
    std::string m_rows;
};

} // namespace

std::string policyResultText(const PolicyResult& result, const ModelGraph& graph)
{
    // The ops as a row each, written op by op (a model may have a million): the layout in words, the candidates
    // counted (--explain lists them). The rest of the plan is the facts' text.
    std::string text = fmt::format("Policy {}\n{}\n", result.policy, factLabel("ops", "ops").text);
    text += factTableHeader("ops", kOpColumns, kOpWidths, 2);
    // Room for the whole answer, so that a million-op plan's text never moves: an op row is about 96 characters, a
    // chain's op row and a reservation row about 40. Pages reserved but not written are never touched.
    size_t chainOps = 0;
    for (const ChainResult& c : result.chains)
        chainOps += c.ops().size();
    text.reserve(text.size() + result.ops.size() * 128 + chainOps * 64 + result.reservations.size() * 64 + 65536);
    // A long plan's rows are written a block at a time, two blocks at once on two cores, each appended in order: the
    // rows depend on nothing but their op, and no block is held longer than it takes to append it.
    const std::span<const OpDecision> ops(result.ops);
    std::array<RowWriter, 2> writers;
    for (size_t first = 0; first < ops.size(); first += 2 * kRowBlock) {
        const std::span<const OpDecision> pair = ops.subspan(first, std::min(2 * kRowBlock, ops.size() - first));
        WorkerPool::shared().run(2, pair.size() > kRowBlock ? 1 : 0, [&](int64_t part) {
            const size_t begin = std::min(size_t(part) * kRowBlock, pair.size());
            writers[size_t(part)].write(pair.subspan(begin, std::min(kRowBlock, pair.size() - begin)), graph);
        });
        for (RowWriter& writer : writers)
            writer.appendTo(text);
    }
    // Two reservations or more make a table, written from the plan rather than from a fact per reservation.
    const bool table = result.reservations.size() >= 2;
    FactGroup rest = policyFacts(result, graph, false, table ? Reservations::Left : Reservations::Listed);
    std::erase_if(rest, [](const Fact& fact) { return fact.key == "policy" || fact.key == "ops"; });
    const auto reservations = std::ranges::find(rest, "reservations", &Fact::key);
    if (!table || reservations == rest.end()) {
        appendFactsText(text, rest, NullRows::Omit);
        return text;
    }
    // Moved, not copied: the chains' facts name every op of a chain.
    appendFactsText(
        text, FactGroup(std::make_move_iterator(rest.begin()), std::make_move_iterator(reservations)), NullRows::Omit);
    appendReservationsText(text, result, graph);
    appendFactsText(text, FactGroup(std::make_move_iterator(reservations + 1), std::make_move_iterator(rest.end())),
        NullRows::Omit);
    return text;
}

} // namespace tle
