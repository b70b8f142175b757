// SPDX-License-Identifier: MIT
#include "optimizer/beam/beamsearch.h"

#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/drampolicy.h"
#include "optimizer/shared/opsignatures.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>

namespace tle {

BeamSearch::BeamSearch(
    const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, BeamOptions options)
    : m_graph(graph)
    , m_device(device)
    , m_model(model)
    , m_options(options)
    , m_cache(device, LegalLayoutOptions { .rowMajorEnabled = options.rowMajorEnabled })
    , m_rankings(graph.ops().size())
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
            // The memo knew the answer; the op model gives its reason again (not a validation the search needed).
            if (why)
                *why = m_model.validate(query(op), inputs, output, occupied).reason;
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
            ValidationMemo::fail(*memo, occupied);
    }
    return r.ok();
}

template <typename F>
void BeamSearch::forEachEntry(int op, F&& f) const
{
    int index = 0;
    for (const RankedCandidate& r : m_rankings[size_t(op)].ranked) {
        if (r.inBeam)
            f(index++, r);
    }
}

const RankedCandidate& BeamSearch::entry(int op, int index) const
{
    int at = 0;
    for (const RankedCandidate& r : m_rankings[size_t(op)].ranked) {
        if (r.inBeam && at++ == index)
            return r;
    }
    throw Error(fmt::format("beam entry {} of op {} does not exist", index, op));
}

std::vector<BeamSearch::Source> BeamSearch::sourcesOf(int value, bool bestOnly)
{
    const int producer = m_graph.value(value).producer;
    std::vector<Source> sources;
    if (producer >= 0 && m_rankings[size_t(producer)].outcome) {
        // Every operand read of any of the producer's results carries an equal part of its path cost, so that paths
        // meeting again (a residual, the parts of a split, x * x) count it once rather than growing each time.
        int reads = 0;
        for (int result : m_graph.op(producer).results) {
            for (int user : m_graph.value(result).users)
                reads += m_graph.isDeallocate(user) || m_graph.op(user).kind.isReturn() ? 0 : 1;
        }
        const double share = double(std::max(1, reads));
        forEachEntry(producer, [&](int j, const RankedCandidate& r) {
            if (!bestOnly || j == 0)
                sources.push_back({ candidate(producer, r).output, r.cost / share });
        });
        return sources;
    }
    sources.push_back({ m_cache.of(m_graph.value(value).type).dramInterleaved, 0 });
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

// The path's time: the sources' shares, the reshards feeding the op, the op itself (summed in that order).
double BeamSearch::costOf(const BeamOutcome& outcome, const BeamOutcome::Candidate& c, const Sources& sources) const
{
    double cost = 0;
    const std::span<const BeamOutcome::Input> inputs = outcome.inputsOf(c);
    for (size_t t = 0; t < inputs.size(); ++t) {
        cost += sources[t][size_t(inputs[t].source)].cost;
        if (inputs[t].reshard)
            cost += inputs[t].moveSeconds;
    }
    return cost + c.opSeconds;
}

bool BeamSearch::better(
    const BeamOutcome::Candidate& a, double aCost, const BeamOutcome::Candidate& b, double bCost) const
{
    if (m_options.scoring == BeamScoring::Cost && aCost != bCost)
        return aCost < bCost;
    return a.heuristic > b.heuristic;
}

// One op's exploration: its tensor operands, where each can come from, the output layouts tried, the valid
// candidates per output layout and why the best inputs fail the others.
struct BeamSearch::Expansion
{
    int op = 0;
    const Sources* sources = nullptr;
    std::vector<int> operands; // tensor operand indices
    std::vector<Source> bestSources; // the first of each operand
    std::vector<const TtnnLayout*> hints; // output layouts tried
    std::map<const TtnnLayout*, std::vector<BeamOutcome::Candidate>> valid; // per output layout, in offer order
    std::map<const TtnnLayout*, Remark> rejected; // why the best inputs do not validate for a hint
    BeamOutcome outcome; // its inputs filled as candidates are offered
    std::vector<const TtnnLayout*> layouts; // offer()'s, kept to spare an allocation per candidate

    void offer(BeamSearch& search, const TtnnLayout& output, std::span<const BeamOutcome::Input> inputs)
    {
        BeamOutcome::Candidate c { .output = &output, .label = choiceOf(output) };
        c.firstInput = uint32_t(outcome.inputs.size());
        int64_t dramBytes = 0;
        layouts.clear();
        for (const BeamOutcome::Input& in : inputs) {
            layouts.push_back(in.layout);
            if (in.layout->spec().bufferType != BufferType::L1)
                dramBytes += in.layout->bufferBytes();
            c.resharded = c.resharded || in.reshard;
            outcome.inputs.push_back(in);
        }
        c.opSeconds = search.opSeconds(op, layouts, output);
        c.heuristic = { output.spec().bufferType == BufferType::L1 ? 1 : 0, output.isSharded() ? 1 : 0, -dramBytes,
            c.resharded ? 0 : 1, layoutCores(output, search.m_device), -l1BytesPerCore(output) };
        valid[&output].push_back(c);
    }
};

// The L1 per core that the best entries of tensors produced before `op` and read after it hold while it runs.
int64_t BeamSearch::occupiedAcross(int op)
{
    // Ops expand in schedule order: every op before `op` has been expanded, and joins the sweep here.
    for (; m_swept < op; ++m_swept) {
        if (m_rankings[size_t(m_swept)].outcome)
            m_live.push_back({ m_swept, readers(m_graph, m_graph.op(m_swept).results.front()) });
    }
    std::erase_if(m_live, [&](const LiveResult& r) { return r.readers.empty() || r.readers.back() <= op; });
    int64_t bytes = 0;
    for (const LiveResult& r : m_live) {
        if (!std::ranges::binary_search(r.readers, op))
            bytes += l1BytesPerCore(*candidate(r.op, m_rankings[size_t(r.op)].ranked.front()).output);
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
    if (!m_cache.of(m_graph.value(o.results.front()).type).dramInterleaved)
        return; // no tiled layout at all: the op keeps the default decision
    const std::vector<int> operands = tensorOperands(m_graph, op);
    Sources sources;
    for (size_t t = 0; t < operands.size(); ++t)
        sources.push_back(sourcesOf(o.operands[size_t(operands[t])], t >= 2));
    m_rankings[size_t(op)].outcome = outcomeOf(op, sources);
    rank(op, sources);
}

size_t BeamSearch::KeyHash::operator()(const std::vector<uintptr_t>& key) const
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (uintptr_t v : key)
        h = (h ^ uint64_t(v)) * 0x100000001b3ull + 0x9e3779b97f4a7c15ull;
    return size_t(h ^ (h >> 29));
}

// Alike ops explore alike: the outcome is shared whenever the signature, the occupancy and the sources' layouts
// agree (a pinned op tries other output layouts, and explores alone).
std::shared_ptr<const BeamOutcome> BeamSearch::outcomeOf(int op, const Sources& sources)
{
    if (m_options.pins.contains(op))
        return explore(op, sources);
    m_key.clear();
    m_key.push_back(uintptr_t(m_signature[size_t(op)]));
    m_key.push_back(uintptr_t(size_t(op) < m_occupied.size() ? m_occupied[size_t(op)] : 0));
    for (const std::vector<Source>& operand : sources) {
        m_key.push_back(operand.size());
        for (const Source& s : operand)
            m_key.push_back(reinterpret_cast<uintptr_t>(s.layout));
    }
    const auto it = m_outcomes.find(m_key);
    if (it != m_outcomes.end())
        return it->second;
    std::shared_ptr<const BeamOutcome> outcome = explore(op, sources);
    m_outcomes.emplace(m_key, outcome);
    return outcome;
}

std::shared_ptr<const BeamOutcome> BeamSearch::explore(int op, const Sources& sources)
{
    const Op& o = m_graph.op(op);
    const LayoutCache::Entry& outEntry = m_cache.of(m_graph.value(o.results.front()).type);
    Expansion x;
    x.op = op;
    x.sources = &sources;
    x.operands = tensorOperands(m_graph, op);
    x.outcome.operands = int(x.operands.size());
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
    for (const std::vector<Source>& s : sources)
        x.bestSources.push_back(s.front());
    offerCombinations(x);
    offerReshards(x);
    BeamOutcome& outcome = x.outcome;
    for (const auto& [hint, why] : x.rejected) {
        if (!x.valid.contains(hint))
            outcome.rejected.push_back({ choiceOf(*hint), Verdict::Rejected, why });
    }
    if (x.valid.empty()) {
        // Nothing validates: DRAM interleaved in and out.
        outcome.fallback = true;
        std::vector<BeamOutcome::Input> inputs;
        for (size_t t = 0; t < x.operands.size(); ++t) {
            const TtnnLayout* dram = m_cache.of(m_graph.value(o.operands[size_t(x.operands[t])]).type).dramInterleaved;
            const bool reshard = dram != x.bestSources[t].layout;
            inputs.push_back({ dram, reshard ? moveSeconds(*x.bestSources[t].layout, *dram) : 0, 0, reshard });
        }
        x.offer(*this, *outEntry.dramInterleaved, inputs);
    }
    // Grouped by output layout in address order, the order the ranking breaks ties in. Ranked by the heuristic
    // alone, a group's best does not depend on its sources' costs: only it is kept.
    for (auto& [layout, group] : x.valid) {
        outcome.groups.push_back(uint32_t(outcome.candidates.size()));
        size_t best = 0;
        for (size_t c = 1; c < group.size() && m_options.scoring == BeamScoring::Heuristic; ++c) {
            if (better(group[c], 0, group[best], 0))
                best = c;
        }
        if (m_options.scoring == BeamScoring::Heuristic)
            outcome.candidates.push_back(group[best]);
        else
            outcome.candidates.insert(outcome.candidates.end(), group.begin(), group.end());
    }
    outcome.groups.push_back(uint32_t(outcome.candidates.size()));
    outcome.candidates.shrink_to_fit();
    outcome.inputs.shrink_to_fit();
    return std::make_shared<const BeamOutcome>(std::move(outcome));
}

// Every combination of the operands' sources with every hint; the first combination (each operand's best source)
// records why a hint fails.
void BeamSearch::offerCombinations(Expansion& x)
{
    if (x.operands.empty()) {
        for (const TtnnLayout* hint : x.hints) {
            Remark why;
            if (valid(x.op, {}, *hint, &why))
                x.offer(*this, *hint, {});
            else
                x.rejected[hint] = why;
        }
        return;
    }
    const Sources& sources = *x.sources;
    std::vector<size_t> radices;
    for (const std::vector<Source>& s : sources)
        radices.push_back(s.size());
    std::vector<const TtnnLayout*> layouts(x.operands.size());
    std::vector<BeamOutcome::Input> inputs(x.operands.size());
    forEachCombination(radices, [&](const std::vector<size_t>& combo) {
        const bool first = std::ranges::all_of(combo, [](size_t d) { return d == 0; });
        for (size_t t = 0; t < combo.size(); ++t) {
            const Source& s = sources[t][combo[t]];
            layouts[t] = s.layout;
            inputs[t] = { .layout = s.layout, .source = int(combo[t]) };
        }
        for (const TtnnLayout* hint : x.hints) {
            Remark why;
            if (valid(x.op, layouts, *hint, first ? &why : nullptr))
                x.offer(*this, *hint, inputs);
            else if (first)
                x.rejected[hint] = why;
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
    std::vector<const TtnnLayout*> layouts(x.operands.size());
    std::vector<BeamOutcome::Input> inputs;
    for (const TtnnLayout* hint : x.hints) {
        if (!x.rejected.contains(hint))
            continue;
        for (int variant = 0; variant < 3; ++variant) {
            inputs.clear();
            bool changed = false;
            bool usable = true;
            for (size_t t = 0; t < x.operands.size() && usable; ++t) {
                const TensorType& type = m_graph.value(o.operands[size_t(x.operands[t])]).type;
                const Source& best = x.bestSources[t];
                // A DRAM-resident input is read in place: a reshard would read the same bytes from DRAM.
                const bool inDram = best.layout->spec().bufferType != BufferType::L1;
                const TtnnLayout* target = inDram ? best.layout : reshardTarget(variant, type, *hint);
                usable = target != nullptr;
                if (!usable)
                    break;
                const bool differs = target != best.layout;
                changed = changed || differs;
                inputs.push_back({ target, 0, 0, differs });
                layouts[t] = target;
            }
            if (!usable || !changed || !valid(x.op, layouts, *hint, nullptr))
                continue;
            // Priced only once it validates: a reshard's price is a NoC transfer plan.
            for (size_t t = 0; t < inputs.size(); ++t) {
                if (inputs[t].reshard)
                    inputs[t].moveSeconds = moveSeconds(*x.bestSources[t].layout, *inputs[t].layout);
            }
            x.offer(*this, *hint, inputs);
            break;
        }
    }
}

// The op's ranking: the best candidate of each output layout with the op's own source costs, best first; the beam
// keeps the best `width` (and, scoring by cost, the best of each buffer and memory layout).
void BeamSearch::rank(int op, const Sources& sources)
{
    Ranking& ranking = m_rankings[size_t(op)];
    const BeamOutcome& outcome = *ranking.outcome;
    std::vector<RankedCandidate>& ranked = ranking.ranked;
    ranked.reserve(outcome.groups.size() - 1);
    for (size_t g = 0; g + 1 < outcome.groups.size(); ++g) {
        RankedCandidate best { outcome.groups[g], false,
            costOf(outcome, outcome.candidates[outcome.groups[g]], sources) };
        for (uint32_t c = outcome.groups[g] + 1; c < outcome.groups[g + 1]; ++c) {
            const double cost = costOf(outcome, outcome.candidates[c], sources);
            if (better(outcome.candidates[c], cost, outcome.candidates[best.candidate], best.cost))
                best = { c, false, cost };
        }
        ranked.push_back(best);
    }
    std::ranges::stable_sort(ranked, [&](const RankedCandidate& a, const RankedCandidate& b) {
        return better(outcome.candidates[a.candidate], a.cost, outcome.candidates[b.candidate], b.cost);
    });
    const auto kind = [&](const RankedCandidate& r) {
        const TtnnLayout& l = *outcome.candidates[r.candidate].output;
        return std::pair(l.spec().bufferType, l.spec().memoryLayout);
    };
    for (size_t r = 0; r < ranked.size(); ++r) {
        // Keep the best entry of every buffer and memory layout too, so a consumer that needs DRAM or interleaved
        // inputs can still pick a producer layout that serves it without a reshard.
        ranked[r].inBeam = r < size_t(m_options.width)
            || (m_options.scoring == BeamScoring::Cost
                && std::none_of(ranked.begin(), ranked.begin() + ptrdiff_t(r),
                    [&](const RankedCandidate& k) { return k.inBeam && kind(k) == kind(ranked[r]); }));
    }
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
        Ranking& ranking = m_rankings[size_t(op)];
        if (!ranking.outcome)
            continue;
        const std::vector<Request>& wanted = requests[size_t(op)];
        int chosen = 0;
        if (!wanted.empty()) {
            const bool agree
                = std::ranges::all_of(wanted, [&](const Request& r) { return r.entry == wanted.front().entry; });
            if (agree) {
                chosen = wanted.front().entry;
            } else {
                // A fork whose consumers want different entries: the one needing the cheapest reshards.
                double bestCost = 0;
                forEachEntry(op, [&](int j, const RankedCandidate& r) {
                    const TtnnLayout& output = *candidate(op, r).output;
                    double cost = 0;
                    for (const Request& w : wanted) {
                        // Moves cost nothing less than zero: an entry already at the best cost cannot be chosen,
                        // and its other moves need no pricing.
                        if (j > 0 && cost >= bestCost)
                            break;
                        if (w.layout != &output)
                            cost += moveSeconds(output, *w.layout);
                    }
                    if (j == 0 || cost < bestCost) {
                        bestCost = cost;
                        chosen = j;
                    }
                });
            }
        }
        const BeamOutcome::Candidate& c = candidate(op, entry(op, chosen));
        for (const Request& r : wanted) {
            if (r.layout != c.output)
                addReshard(op, r.consumer, r.operand, *c.output, *r.layout);
        }
        const std::vector<int> operands = tensorOperands(m_graph, op);
        const std::span<const BeamOutcome::Input> inputs = ranking.outcome->inputsOf(c);
        for (size_t t = 0; t < operands.size(); ++t) {
            const int value = m_graph.op(op).operands[size_t(operands[t])];
            const int producer = m_graph.value(value).producer;
            const BeamOutcome::Input& in = inputs[t];
            if (producer >= 0 && m_rankings[size_t(producer)].outcome)
                requests[size_t(producer)].push_back({ op, operands[t], in.source, in.layout });
            else if (in.reshard)
                addReshard(
                    producer, op, operands[t], *m_cache.of(m_graph.value(value).type).dramInterleaved, *in.layout);
        }
        OpDecision& d = result.ops[size_t(op)];
        d.layout = *c.output;
        // Nothing asks about this op again (its consumers came first): its ranking goes into the notes.
        d.candidates = CandidateNotes(std::make_shared<const BeamNotes>(std::move(ranking.outcome),
            std::move(ranking.ranked), m_options.width, m_beyondWidth, c.label, wanted.size() > 1));
        ranking = {};
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
