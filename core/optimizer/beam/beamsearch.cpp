// SPDX-License-Identifier: MIT
#include "optimizer/beam/beamsearch.h"

#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/drampolicy.h"
#include "optimizer/shared/opsignatures.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>

#include <fmt/format.h>

namespace tle {

namespace {

// `{:.2f}` of a figure through its hundredths as an integer: fmt's exact fixed-point path took half the search's
// time on long models, where every op ranks its candidates in a note.
std::string twoDecimals(double value)
{
    if (!std::isfinite(value) || std::abs(value) >= 1e15)
        return fmt::format("{:.2f}", value);
    const long long hundredths = std::llround(value * 100);
    const long long magnitude = std::llabs(hundredths);
    return fmt::format("{}{}.{:02}", hundredths < 0 ? "-" : "", magnitude / 100, magnitude % 100);
}

} // namespace

BeamSearch::BeamSearch(
    const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, BeamOptions options)
    : m_graph(graph)
    , m_device(device)
    , m_model(model)
    , m_options(options)
    , m_cache(device, LegalLayoutOptions { .rowMajorEnabled = options.rowMajorEnabled })
    , m_beams(graph.ops().size())
    , m_notes(graph.ops().size())
    , m_signature(graph.ops().size(), -1)
{
    m_options.width = std::max(1, m_options.width);
    m_beyondWidth = Remark(RemarkKind::BeyondBeamWidth, { NV("Width", m_options.width) });
    // One query per signature: the op model and the cost model read nothing of a query that the signature
    // leaves out, and a query per op cost a million-op model most of a gigabyte.
    OpSignatures signatures;
    for (const Op& op : graph.ops()) {
        OpQuery query = OpQuery::fromGraph(graph, op.id);
        const int signature = signatures.of(query);
        m_signature[size_t(op.id)] = signature;
        if (size_t(signature) == m_queries.size())
            m_queries.push_back(std::move(query));
    }
}

void BeamSearch::run()
{
    for (const Op& op : m_graph.ops()) {
        throwIfCancelled(m_options.cancel);
        if (isPlannedOp(m_graph, op.id))
            expand(op.id);
    }
}

bool BeamSearch::valid(int op, const std::vector<const TtnnLayout*>& inputs, const TtnnLayout& output, Remark* why)
{
    const int64_t occupied = size_t(op) < m_occupied.size() ? m_occupied[size_t(op)] : 0;
    ValidationMemo::Key key { m_signature[size_t(op)], &output, {} };
    // One lookup: the op model does not touch the memo, so the entry stays where it is until the answer is noted.
    ValidationMemo::Entry* memo = nullptr;
    if (inputs.size() <= key.inputs.size()) {
        std::copy(inputs.begin(), inputs.end(), key.inputs.begin());
        memo = &m_memo.at(key);
        if (occupied <= memo->okUpTo)
            return true;
        if (occupied >= memo->failFrom && (!why || occupied == memo->failFrom)) {
            if (why)
                *why = m_memo.reason(memo->reason);
            return false;
        }
    }
    ++m_validations;
    const ValidationResult r = m_model.validate(query(op), inputs, output, occupied);
    if (why)
        *why = r.reason;
    if (memo) {
        if (r.ok())
            memo->okUpTo = std::max(memo->okUpTo, occupied);
        else
            m_memo.fail(*memo, occupied, r.reason);
    }
    return r.ok();
}

std::vector<BeamSearch::Source> BeamSearch::sourcesOf(int value, bool bestOnly)
{
    const int producer = m_graph.value(value).producer;
    std::vector<Source> sources;
    if (producer >= 0 && !m_beams[size_t(producer)].empty()) {
        const std::vector<BeamEntry>& beam = m_beams[size_t(producer)];
        // Every operand read of any of the producer's results carries an equal part of its path cost, so that paths
        // meeting again (a residual, the parts of a split, x * x) count it once rather than growing each time.
        int reads = 0;
        for (int result : m_graph.op(producer).results) {
            for (int user : m_graph.value(result).users)
                reads += m_graph.isDeallocate(user) || m_graph.op(user).kind.isReturn() ? 0 : 1;
        }
        const double share = double(std::max(1, reads));
        for (size_t j = 0; j < (bestOnly ? 1 : beam.size()); ++j)
            sources.push_back({ int(j), beam[j].output, beam[j].cost / share });
        return sources;
    }
    sources.push_back({ -1, m_cache.of(m_graph.value(value).type).dramInterleaved, 0 });
    return sources;
}

const TtnnLayout* BeamSearch::reshardTarget(int variant, const TensorType& operand, const TtnnLayout& hint)
{
    const LayoutCache::Entry& e = m_cache.of(operand);
    switch (variant) {
    case 0:
        if (!hint.isSharded())
            return nullptr;
        // The same tensor type shares the cache entry, so the hint is one of the operand's own layouts.
        return operand.shape == hint.spec().logicalShape && operand.elementType == hint.spec().dataType
            ? &hint
            : e.l1Interleaved;
    case 1:
        return e.l1Interleaved;
    default:
        return e.dramInterleaved;
    }
}

void BeamSearch::score(int op, BeamEntry& entry, const std::vector<Source>& sources)
{
    const TtnnLayout& out = *entry.output;
    std::vector<const TtnnLayout*>& inputs = m_scoreInputs;
    inputs.clear();
    int64_t dramBytes = 0;
    bool reshard = false;
    double cost = 0;
    for (size_t t = 0; t < entry.inputs.size(); ++t) {
        const BeamEntry::Input& in = entry.inputs[t];
        inputs.push_back(in.layout);
        if (in.layout->spec().bufferType != BufferType::L1)
            dramBytes += in.layout->bufferBytes();
        reshard = reshard || in.reshard;
        cost += sources[t].cost;
        if (in.reshard)
            cost += moveSeconds(*sources[t].layout, *in.layout);
    }
    entry.opSeconds = opSeconds(op, inputs, out);
    entry.cost = cost + entry.opSeconds;
    entry.heuristic = { out.spec().bufferType == BufferType::L1 ? 1 : 0, out.isSharded() ? 1 : 0, -dramBytes,
        reshard ? 0 : 1, layoutCores(out, m_device), -l1BytesPerCore(out) };
}

// The cost model's answers depend on the layouts and the op's signature only, and a search asks for the same
// few again and again.
double BeamSearch::moveSeconds(const TtnnLayout& from, const TtnnLayout& to)
{
    const auto [it, added] = m_moveSeconds.try_emplace(std::pair(&from, &to), 0.0);
    if (added)
        it->second = estimateMoveCost(from, to, m_device).seconds;
    return it->second;
}

double BeamSearch::opSeconds(int op, const std::vector<const TtnnLayout*>& inputs, const TtnnLayout& output)
{
    ValidationMemo::Key key { m_signature[size_t(op)], &output, {} };
    if (inputs.size() > key.inputs.size())
        return estimateOpCost(query(op), inputs, &output, m_device).seconds;
    std::copy(inputs.begin(), inputs.end(), key.inputs.begin());
    ValidationMemo::Entry& memo = m_memo.at(key);
    if (memo.opSeconds < 0)
        memo.opSeconds = estimateOpCost(query(op), inputs, &output, m_device).seconds;
    return memo.opSeconds;
}

bool BeamSearch::better(const BeamEntry& a, const BeamEntry& b) const
{
    if (m_options.scoring == BeamScoring::Cost) {
        if (a.cost != b.cost)
            return a.cost < b.cost;
        return a.heuristic > b.heuristic;
    }
    return a.heuristic > b.heuristic;
}

struct BeamSearch::Expansion
{
    int op = 0;
    std::vector<int> operands; // tensor operand indices
    std::vector<std::vector<Source>> sources; // per tensor operand, best first
    std::vector<Source> bestSources; // the first of each
    std::vector<const TtnnLayout*> hints; // output layouts tried
    std::map<const TtnnLayout*, BeamEntry> best; // per output layout, the best way to produce it
    std::map<const TtnnLayout*, Remark> rejected; // why the best inputs do not validate for a hint

    void offer(BeamSearch& search, BeamEntry entry, const std::vector<Source>& chosen)
    {
        search.score(op, entry, chosen);
        const auto it = best.find(entry.output);
        if (it == best.end())
            best.emplace(entry.output, std::move(entry));
        else if (search.better(entry, it->second))
            it->second = std::move(entry);
    }
};

// The L1 per core that the best entries of tensors produced before `op` and read after it hold while it runs.
int64_t BeamSearch::occupiedAcross(int op)
{
    // Ops expand in schedule order: every op before `op` has been expanded, and joins the sweep here.
    for (; m_swept < op; ++m_swept) {
        if (!m_beams[size_t(m_swept)].empty())
            m_live.push_back({ m_swept, readers(m_graph, m_graph.op(m_swept).results.front()) });
    }
    std::erase_if(m_live, [&](const LiveResult& r) { return r.readers.empty() || r.readers.back() <= op; });
    int64_t bytes = 0;
    for (const LiveResult& r : m_live) {
        if (!std::ranges::binary_search(r.readers, op))
            bytes += l1BytesPerCore(*m_beams[size_t(r.op)].front().output);
    }
    return bytes;
}

void BeamSearch::expand(int op)
{
    if (m_options.occupiedL1) {
        m_occupied.resize(m_graph.ops().size(), 0);
        m_occupied[size_t(op)] = occupiedAcross(op);
    }
    const Op& o = m_graph.op(op);
    const LayoutCache::Entry& outEntry = m_cache.of(m_graph.value(o.results.front()).type);
    if (!outEntry.dramInterleaved)
        return; // no tiled layout at all: the op keeps the default decision
    Expansion x;
    x.op = op;
    x.operands = tensorOperands(m_graph, op);
    const auto pin = m_options.pins.find(op);
    const auto allowed = [&](const TtnnLayout* l) { return pin == m_options.pins.end() || pin->second.matches(*l); };
    for (const TtnnLayout* l : outEntry.sharded) {
        if (int64_t(x.hints.size()) < m_options.maxLegalLayouts && allowed(l))
            x.hints.push_back(l);
    }
    // max-legal-layouts 0 means DRAM only (upstream's meaning), L1 interleaved included.
    const TtnnLayout* l1Interleaved = m_options.maxLegalLayouts > 0 ? outEntry.l1Interleaved : nullptr;
    for (const TtnnLayout* l : { l1Interleaved, outEntry.dramInterleaved }) {
        if (l && allowed(l))
            x.hints.push_back(l);
    }
    for (size_t t = 0; t < x.operands.size(); ++t) {
        x.sources.push_back(sourcesOf(o.operands[size_t(x.operands[t])], t >= 2));
        x.bestSources.push_back(x.sources.back().front());
    }
    offerCombinations(x);
    offerReshards(x);
    keepBeam(op, ranked(x));
}

// Every combination of the operands' sources with every hint; the first combination (each operand's best source)
// records why a hint fails.
void BeamSearch::offerCombinations(Expansion& x)
{
    if (x.operands.empty()) {
        for (const TtnnLayout* hint : x.hints) {
            Remark why;
            if (valid(x.op, {}, *hint, &why))
                x.offer(*this, BeamEntry { hint, {}, {}, 0, 0 }, {});
            else
                x.rejected[hint] = why;
        }
        return;
    }
    std::vector<size_t> radices;
    for (const std::vector<Source>& s : x.sources)
        radices.push_back(s.size());
    std::vector<const TtnnLayout*> inputs(x.operands.size());
    std::vector<Source> chosen(x.operands.size());
    forEachCombination(radices, [&](const std::vector<size_t>& combo) {
        const bool first = std::ranges::all_of(combo, [](size_t d) { return d == 0; });
        for (size_t t = 0; t < combo.size(); ++t) {
            chosen[t] = x.sources[t][combo[t]];
            inputs[t] = chosen[t].layout;
        }
        for (const TtnnLayout* hint : x.hints) {
            Remark why;
            if (valid(x.op, inputs, *hint, first ? &why : nullptr)) {
                BeamEntry entry;
                entry.output = hint;
                for (const Source& s : chosen)
                    entry.inputs.push_back({ .entry = s.entry, .layout = s.layout });
                x.offer(*this, std::move(entry), chosen);
            } else if (first) {
                x.rejected[hint] = why;
            }
        }
    });
}

// Reshard the best inputs held in L1 where they do not validate as they are: to the hint's own sharding, to L1
// interleaved, to DRAM interleaved, the first that validates.
void BeamSearch::offerReshards(Expansion& x)
{
    if (x.operands.empty())
        return;
    const Op& o = m_graph.op(x.op);
    std::vector<const TtnnLayout*> inputs(x.operands.size());
    for (const TtnnLayout* hint : x.hints) {
        if (!x.rejected.contains(hint))
            continue;
        for (int variant = 0; variant < 3; ++variant) {
            BeamEntry entry;
            entry.output = hint;
            bool changed = false;
            bool usable = true;
            for (size_t t = 0; t < x.operands.size() && usable; ++t) {
                const TensorType& type = m_graph.value(o.operands[size_t(x.operands[t])]).type;
                // A DRAM-resident input is read in place: a reshard would read the same bytes from DRAM.
                const bool inDram = x.bestSources[t].layout->spec().bufferType != BufferType::L1;
                const TtnnLayout* target = inDram ? x.bestSources[t].layout : reshardTarget(variant, type, *hint);
                usable = target != nullptr;
                if (!usable)
                    break;
                const bool differs = target != x.bestSources[t].layout;
                changed = changed || differs;
                entry.inputs.push_back({ x.bestSources[t].entry, target, differs });
                inputs[t] = target;
            }
            if (!usable || !changed || !valid(x.op, inputs, *hint, nullptr))
                continue;
            x.offer(*this, std::move(entry), x.bestSources);
            break;
        }
    }
}

// The entries best first, with a note for each candidate; DRAM interleaved in and out when nothing validates.
std::vector<BeamEntry> BeamSearch::ranked(Expansion& x)
{
    const Op& o = m_graph.op(x.op);
    std::vector<BeamEntry> ranked;
    for (auto& [layout, entry] : x.best)
        ranked.push_back(std::move(entry));
    std::ranges::stable_sort(ranked, [this](const BeamEntry& a, const BeamEntry& b) { return better(a, b); });
    std::vector<CandidateNote>& notes = m_notes[size_t(x.op)];
    // Exactly as many as it will hold: a million ops keep their notes until the trace back.
    notes.reserve(std::max<size_t>(ranked.size(), 1)
        + size_t(std::ranges::count_if(x.rejected, [&](const auto& r) { return !x.best.contains(r.first); })));
    if (ranked.empty()) {
        const TtnnLayout* out = m_cache.of(m_graph.value(o.results.front()).type).dramInterleaved;
        BeamEntry entry;
        entry.output = out;
        for (size_t t = 0; t < x.operands.size(); ++t) {
            const TtnnLayout* dram = m_cache.of(m_graph.value(o.operands[size_t(x.operands[t])]).type).dramInterleaved;
            entry.inputs.push_back({ x.bestSources[t].entry, dram, dram != x.bestSources[t].layout });
        }
        score(x.op, entry, x.bestSources);
        ranked.push_back(std::move(entry));
        notes.push_back({ choiceOf(*out), Verdict::Fallback, RemarkKind::BeamFallback });
    }
    for (size_t r = 0; r < ranked.size(); ++r) {
        const BeamEntry& e = ranked[r];
        const bool resharded = std::ranges::any_of(e.inputs, &BeamEntry::Input::reshard);
        const Remark reason = r < size_t(m_options.width)
            ? Remark(resharded ? RemarkKind::BeamRankAfterReshard : RemarkKind::BeamRank,
                { NV("Rank", r + 1), NV("Microseconds", twoDecimals(e.cost * 1e6)) })
            : m_beyondWidth;
        notes.push_back({ choiceOf(*e.output), Verdict::RankedLower, reason });
    }
    for (const auto& [hint, why] : x.rejected) {
        if (!x.best.contains(hint))
            notes.push_back({ choiceOf(*hint), Verdict::Rejected, why });
    }
    return ranked;
}

// The beam keeps the best `width` entries (and, scoring by cost, the best of each buffer and memory layout).
void BeamSearch::keepBeam(int op, std::vector<BeamEntry> ranked)
{
    if (ranked.size() > size_t(m_options.width)) {
        std::vector<BeamEntry> kept(
            std::make_move_iterator(ranked.begin()), std::make_move_iterator(ranked.begin() + m_options.width));
        if (m_options.scoring == BeamScoring::Cost) {
            // Keep the best entry of every buffer and memory layout too, so a consumer that needs DRAM or
            // interleaved inputs can still pick a producer layout that serves it without a reshard.
            auto kind = [](const BeamEntry& e) {
                return std::pair(e.output->spec().bufferType, e.output->spec().memoryLayout);
            };
            for (size_t r = size_t(m_options.width); r < ranked.size(); ++r) {
                if (std::ranges::none_of(kept, [&](const BeamEntry& k) { return kind(k) == kind(ranked[r]); }))
                    kept.push_back(std::move(ranked[r]));
            }
        }
        ranked = std::move(kept);
    }
    m_beams[size_t(op)] = std::move(ranked);
}

void BeamSearch::traceBack(PolicyResult& result)
{
    struct Request
    {
        int consumer = 0;
        int operand = 0; // index into the consumer's operands
        int entry = 0;
        const TtnnLayout* layout = nullptr; // what the consumer reads
    };
    std::vector<std::vector<Request>> requests(m_graph.ops().size());
    std::vector<ReshardResult> reshards;
    auto addReshard = [&](int producer, int consumer, int operand, const TtnnLayout& from, const TtnnLayout& to) {
        reshards.push_back({ producer, consumer, operand,
            from.spec().pageLayout != to.spec().pageLayout ? ReshardKind::ToLayout : ReshardKind::ToMemoryConfig, to });
    };
    for (int op = int(m_graph.ops().size()) - 1; op >= 0; --op) {
        const std::vector<BeamEntry>& beam = m_beams[size_t(op)];
        if (beam.empty())
            continue;
        const std::vector<Request>& wanted = requests[size_t(op)];
        size_t chosen = 0;
        if (!wanted.empty()) {
            const bool agree
                = std::ranges::all_of(wanted, [&](const Request& r) { return r.entry == wanted.front().entry; });
            if (agree) {
                chosen = size_t(wanted.front().entry);
            } else {
                // A fork whose consumers want different entries: the one needing the cheapest reshards.
                double bestCost = 0;
                for (size_t j = 0; j < beam.size(); ++j) {
                    double cost = 0;
                    for (const Request& r : wanted) {
                        if (r.layout != beam[j].output)
                            cost += estimateMoveCost(*beam[j].output, *r.layout, m_device).seconds;
                    }
                    if (j == 0 || cost < bestCost) {
                        bestCost = cost;
                        chosen = j;
                    }
                }
            }
        }
        const BeamEntry& entry = beam[chosen];
        for (const Request& r : wanted) {
            if (r.layout != entry.output)
                addReshard(op, r.consumer, r.operand, *entry.output, *r.layout);
        }
        const std::vector<int> operands = tensorOperands(m_graph, op);
        for (size_t t = 0; t < operands.size(); ++t) {
            const int value = m_graph.op(op).operands[size_t(operands[t])];
            const int producer = m_graph.value(value).producer;
            const BeamEntry::Input& in = entry.inputs[t];
            if (producer >= 0 && !m_beams[size_t(producer)].empty())
                requests[size_t(producer)].push_back({ op, operands[t], in.entry, in.layout });
            else if (in.reshard)
                addReshard(
                    producer, op, operands[t], *m_cache.of(m_graph.value(value).type).dramInterleaved, *in.layout);
        }
        OpDecision& d = result.ops[size_t(op)];
        d.layout = *entry.output;
        const LayoutChoice label = choiceOf(*entry.output);
        d.candidates.clear();
        std::vector<CandidateNote>& notes = m_notes[size_t(op)];
        d.candidates.reserve(notes.size());
        for (CandidateNote& note : notes) {
            if (note.layout != label)
                d.candidates.push_back(std::move(note));
            else if (d.candidates.empty() || d.candidates.front().verdict != Verdict::Chosen)
                d.candidates.insert(d.candidates.begin(),
                    { label, Verdict::Chosen,
                        wanted.size() > 1 ? Remark(RemarkKind::LeastReshardAtFork, { NV("Reason", note.reason) })
                                          : std::move(note.reason) });
        }
        // Nothing asks about this op again (its consumers came first): its notes and beam go as the walk goes.
        std::vector<CandidateNote>().swap(notes);
        std::vector<BeamEntry>().swap(m_beams[size_t(op)]);
        std::vector<Request>().swap(requests[size_t(op)]);
    }
    std::ranges::sort(reshards, [](const ReshardResult& a, const ReshardResult& b) {
        return std::tie(a.consumer, a.operand) < std::tie(b.consumer, b.operand);
    });
    result.reshards = std::move(reshards);
}

PolicyResult beamDecisions(const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model,
    const BeamOptions& options, std::string policy, int64_t* validations)
{
    PolicyResult result = dramDecisions(graph, device, std::move(policy));
    BeamSearch beam(graph, device, model, options);
    beam.run();
    beam.traceBack(result);
    if (validations)
        *validations = beam.validations();
    return result;
}

} // namespace tle
