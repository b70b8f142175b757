// SPDX-License-Identifier: MIT
#include "optimizer/chains/chainmerging.h"

#include "optimizer/shared/l1timeline.h"

#include "optimizer/shared/layoutreader.h"
#include "optimizer/shared/legallayouts.h"

#include <algorithm>
#include <optional>
#include <set>

#include <fmt/format.h>

namespace tle {

int64_t activeL1Reservations(int pos, const std::vector<ReservationResult>& reservations)
{
    return L1Timeline::of(reservations).bytesAt(pos);
}

namespace {

// A reservation slot: the op's own output (0) or the copy a spill moved to L1 interleaved (1).
using SlotKey = std::pair<int, int>;

class MergeEngine
{
public:
    MergeEngine(PolicyResult& result, const MergeInputs& in)
        : m_result(result)
        , m_in(in)
        , m_graph(in.graph)
        , m_reader(in.graph, in.device)
        , m_timeline(in.graph.ops().size())
        , m_chainOf(in.graph.ops().size(), -1)
    {
        m_reader.load(result);
        for (const SpillResult& s : result.spills)
            setSpill(s.value, s);
        for (const ReservationResult& r : result.reservations)
            setReservation({ r.value, 0 }, r);
        for (size_t c = 0; c < result.chains.size(); ++c) {
            for (int op : result.chains[c].ops())
                m_chainOf[size_t(op)] = int(c);
        }
    }

    void run()
    {
        resolveConcatChains();
        keepForkedOutputs();
        mergeChains();
        m_result.spills.clear();
        for (const auto& [value, spill] : m_spills)
            m_result.spills.push_back(spill);
        std::ranges::sort(m_result.spills, {}, &SpillResult::at);
        m_result.reservations.clear();
        for (const auto& [key, r] : m_reservations)
            m_result.reservations.push_back(r);
        std::ranges::sort(m_result.reservations, [](const auto& a, const auto& b) {
            return std::tie(a.start, a.end, a.value) < std::tie(b.start, b.end, b.value);
        });
    }

private:
    // Undo log of one tentative step.
    struct Undo
    {
        std::vector<std::pair<int, std::optional<SpillResult>>> spills;
        std::vector<std::pair<SlotKey, std::optional<ReservationResult>>> reservations;
        std::vector<std::pair<int, std::optional<TtnnLayout>>> layouts;
    };

    void setSpill(int value, std::optional<SpillResult> spill)
    {
        if (m_undo) {
            const auto it = m_spills.find(value);
            m_undo->spills.emplace_back(
                value, it == m_spills.end() ? std::nullopt : std::optional<SpillResult>(it->second));
        }
        m_reader.clearSpill(value);
        m_spills.erase(value);
        if (spill) {
            SpillResult& s = m_spills.emplace(value, std::move(*spill)).first->second;
            m_reader.setSpill(value, s.at, s.target ? &*s.target : nullptr);
        }
    }

    void setReservation(SlotKey key, std::optional<ReservationResult> r)
    {
        const auto it = m_reservations.find(key);
        if (m_undo)
            m_undo->reservations.emplace_back(
                key, it == m_reservations.end() ? std::nullopt : std::optional<ReservationResult>(it->second));
        if (it != m_reservations.end()) {
            m_timeline.remove(it->second);
            m_reservations.erase(it);
        }
        if (r) {
            m_timeline.add(*r);
            m_reservations.emplace(key, *r);
        }
    }

    void setLayout(int op, std::optional<TtnnLayout> layout)
    {
        OpDecision& d = m_result.ops[size_t(op)];
        if (m_undo)
            m_undo->layouts.emplace_back(op, d.layout);
        d.layout = std::move(layout);
        const int value = m_graph.op(op).results.front();
        m_reader.setOutput(value, d.layout ? &*d.layout : nullptr);
    }

    void begin() { m_undo.emplace(); }
    void commit() { m_undo.reset(); }
    void rollback()
    {
        Undo undo = std::move(*m_undo);
        m_undo.reset();
        for (auto it = undo.layouts.rbegin(); it != undo.layouts.rend(); ++it)
            setLayout(it->first, std::move(it->second));
        for (auto it = undo.reservations.rbegin(); it != undo.reservations.rend(); ++it)
            setReservation(it->first, std::move(it->second));
        for (auto it = undo.spills.rbegin(); it != undo.spills.rend(); ++it)
            setSpill(it->first, std::move(it->second));
    }

    // Reservations alive at `pos` other than the op's own operands and result, which the op model counts itself.
    int64_t additionalAt(int pos) const
    {
        int64_t total = m_timeline.bytesAt(pos);
        const Op& op = m_graph.op(pos);
        std::set<int> own(op.operands.begin(), op.operands.end());
        own.insert(op.results.begin(), op.results.end());
        for (int v : own) {
            for (int slot : { 0, 1 }) {
                const auto it = m_reservations.find({ v, slot });
                if (it != m_reservations.end() && it->second.start <= pos && pos <= it->second.end)
                    total -= it->second.bytesPerCore;
            }
        }
        return total;
    }

    std::optional<Remark> validateOp(int pos) const
    {
        const OpDecision& d = m_result.ops[size_t(pos)];
        if (!isPlannedOp(m_graph, pos) || !d.layout)
            return std::nullopt;
        const ValidationResult r
            = m_in.model.validate(OpQuery::fromGraph(m_graph, pos), m_reader.inputs(pos), *d.layout, additionalAt(pos));
        if (r.ok())
            return std::nullopt;
        return Remark(RemarkKind::OpFailsValidation, { NV("Op", opDisplayName(m_graph, pos)), NV("Reason", r.reason) });
    }

    // Seed §4.1.5 validateScheduleRangeWithReservation: every op in [first, last] must still validate with the
    // tentative change applied. An op that already failed before the change does not count against it.
    std::optional<Remark> validateRange(int first, int last, const std::set<int>& failedBefore) const
    {
        for (int pos = first; pos <= last; ++pos) {
            if (failedBefore.contains(pos))
                continue;
            if (auto failure = validateOp(pos))
                return failure;
        }
        return std::nullopt;
    }

    std::set<int> failuresIn(int first, int last) const
    {
        std::set<int> failed;
        for (int pos = first; pos <= last; ++pos) {
            if (validateOp(pos))
                failed.insert(pos);
        }
        return failed;
    }

    // Applies `change` tentatively and keeps it when every op of [first, last] validates.
    template <typename Change>
    std::optional<Remark> attempt(int first, int last, Change&& change)
    {
        const std::set<int> failedBefore = failuresIn(first, last);
        begin();
        change();
        if (auto failure = validateRange(first, last, failedBefore)) {
            rollback();
            return failure;
        }
        commit();
        return std::nullopt;
    }

    int outputOf(int op) const { return m_graph.op(op).results.front(); }

    // Keeps `value` (the output of chain op `last`) in its sharded L1 layout until op `end`.
    void keepInL1(int value, int last, int end)
    {
        setSpill(value, std::nullopt);
        const TtnnLayout& layout = *m_result.ops[size_t(last)].layout;
        setReservation({ value, 0 }, ReservationResult { value, last, end, l1BytesPerCore(layout) });
    }

    ChainResult& chain(int c) { return m_result.chains[size_t(c)]; }
    bool spillsToDram(int c) const
    {
        const ChainResult& ch = m_result.chains[size_t(c)];
        return ch.state() == L1ChainState::Completed && ch.spill == SpillLocation::Dram;
    }

    void resolveConcatChains()
    {
        for (size_t c = 0; c < m_result.chains.size(); ++c) {
            ChainResult& concat = chain(int(c));
            if (concat.state() != L1ChainState::Built)
                continue;
            const int op = concat.ops().front();
            MergeResult merge { .kind = MergeKind::Concat, .target = int(c), .join = op };
            Remark failure = concatInputs(op, merge.sources);
            if (failure.empty())
                failure = tryConcatLayouts(op, merge.sources);
            if (failure.empty()) {
                merge.applied = true;
                merge.reason = Remark(RemarkKind::ConcatInputsStay, { NV("Inputs", merge.sources.size()) });
                for (int source : merge.sources)
                    chain(source).spill = SpillLocation::None;
                concat.chain.resolve();
                concat.chain.complete();
                concat.spill = SpillLocation::Dram;
                m_result.ops[size_t(op)].chain = int(c);
                m_received.insert(int(c));
                m_sources.insert(merge.sources.begin(), merge.sources.end());
            } else {
                merge.reason = failure;
                concat.chain.fail(failure);
                concat.spill = SpillLocation::None;
                merge.sources.clear();
            }
            m_result.merges.push_back(std::move(merge));
        }
    }

    // The chains whose outputs feed the concat, or why it cannot take L1-sharded inputs.
    Remark concatInputs(int op, std::vector<int>& sources) const
    {
        const Op& o = m_graph.op(op);
        for (size_t k = 0; k < o.operands.size(); ++k) {
            const int v = o.operands[k];
            if (!m_graph.value(v).type.isTensor)
                continue;
            const int producer = m_graph.value(v).producer;
            const int c = producer >= 0 ? m_chainOf[size_t(producer)] : -1;
            if (c < 0 || m_result.chains[size_t(c)].ops().back() != producer || !spillsToDram(c))
                return Remark(RemarkKind::ConcatInputNotChainOutput, { NV("Operand", k) });
            if (readers(m_graph, v).size() != 1)
                return Remark(RemarkKind::ConcatInputOtherConsumers, { NV("Operand", k) });
            sources.push_back(c);
        }
        if (sources.empty())
            return RemarkKind::ConcatNoTensorInputs;
        return {};
    }

    Remark tryConcatLayouts(int op, const std::vector<int>& sources)
    {
        if (size_t(op) >= m_in.legal.size() || m_in.legal[size_t(op)].empty())
            return RemarkKind::ConcatNoLegalSharded;
        int first = op;
        for (int c : sources)
            first = std::min(first, chain(c).ops().back() + 1);
        Remark failure;
        for (const TtnnLayout* candidate : m_in.legal[size_t(op)]) {
            const auto rejected = attempt(first, op, [&] {
                for (int c : sources) {
                    const int last = chain(c).ops().back();
                    keepInL1(outputOf(last), last, op);
                }
                setLayout(op, *candidate);
                const int out = outputOf(op);
                setSpill(out, SpillResult { .value = out, .at = op, .cause = SpillCause::ConcatOutput });
                setReservation({ out, 0 }, ReservationResult { out, op, op, l1BytesPerCore(*candidate) });
            });
            if (!rejected) {
                m_result.ops[size_t(op)].candidates.insert(m_result.ops[size_t(op)].candidates.begin(),
                    { choiceOf(*candidate), Verdict::Chosen, RemarkKind::ConcatOfL1Sharded });
                return {};
            }
            m_result.ops[size_t(op)].candidates.push_back({ choiceOf(*candidate), Verdict::Rejected, *rejected });
            failure = *rejected;
        }
        return failure;
    }

    // Seed §4.1.4, and the same for a single consumer outside every chain: keep the output sharded in L1 over
    // the consumers' span, else move it to L1 interleaved, else leave the DRAM spill.
    void keepForkedOutputs()
    {
        for (size_t c = 0; c < m_result.chains.size(); ++c) {
            if (!spillsToDram(int(c)))
                continue;
            const int last = chain(int(c)).ops().back();
            const int value = outputOf(last);
            const std::vector<int> users = readers(m_graph, value);
            if (isReturned(m_graph, value) || users.empty())
                continue;
            const bool fork = users.size() > 1;
            if (!fork && m_chainOf[size_t(users.front())] >= 0)
                continue; // a chain-to-chain edge: the merge step decides it
            const int end = *std::ranges::max_element(users);
            MergeResult merge {
                .kind = fork ? MergeKind::ForkSharded : MergeKind::ConsumerL1, .sources = { int(c) }, .join = end
            };
            const auto sharded = attempt(last + 1, end, [&] { keepInL1(value, last, end); });
            if (!sharded) {
                merge.applied = true;
                merge.reason = Remark(RemarkKind::StaysShardedForConsumers, { NV("Consumers", users.size()) });
                chain(int(c)).spill = SpillLocation::None;
                m_result.merges.push_back(std::move(merge));
                continue;
            }
            merge.reason = *sharded;
            m_result.merges.push_back(merge);
            const TtnnLayout* interleaved = m_in.cache.of(m_graph.value(value).type).l1Interleaved;
            MergeResult fallback { .kind = fork ? MergeKind::ForkL1Interleaved : MergeKind::ConsumerL1Interleaved,
                .sources = { int(c) },
                .join = end };
            const auto rejected = interleaved ? attempt(last + 1, end,
                                      [&] {
                                          setSpill(value,
                                              SpillResult { .value = value,
                                                  .at = last,
                                                  .to = SpillLocation::L1Interleaved,
                                                  .target = *interleaved,
                                                  .cause = SpillCause::ForkToL1Interleaved });
                                          setReservation({ value, 1 },
                                              ReservationResult { value, last, end, l1BytesPerCore(*interleaved) });
                                      })
                                              : std::optional<Remark>(RemarkKind::NoL1InterleavedLayout);
            if (!rejected) {
                fallback.applied = true;
                fallback.reason = RemarkKind::MovedToL1Interleaved;
                chain(int(c)).spill = SpillLocation::L1Interleaved;
            } else {
                fallback.reason = *rejected;
            }
            m_result.merges.push_back(std::move(fallback));
        }
    }

    struct Candidate
    {
        int source = 0; // chain
        int join = 0; // op of the receiving chain
        int operand = 0;
        int64_t bytes = 0;
    };

    void mergeChains()
    {
        for (size_t b = 0; b < m_result.chains.size(); ++b) {
            if (m_result.chains[b].state() != L1ChainState::Completed || m_received.contains(int(b))
                || m_sources.contains(int(b)))
                continue;
            std::vector<Candidate> candidates = mergeCandidates(int(b));
            if (candidates.empty())
                continue;
            // Largest output first: keeping it in L1 saves the most DRAM traffic.
            std::ranges::stable_sort(candidates, std::greater<>(), &Candidate::bytes);
            if (tryThreeWay(int(b), candidates))
                continue;
            for (const Candidate& a : candidates) {
                const int last = chain(a.source).ops().back();
                const int value = outputOf(last);
                MergeResult merge {
                    .kind = MergeKind::AToB, .sources = { a.source }, .target = int(b), .join = a.join
                };
                const auto rejected = attempt(last + 1, a.join, [&] { keepInL1(value, last, a.join); });
                if (rejected) {
                    merge.reason = *rejected;
                    m_result.merges.push_back(std::move(merge));
                    continue;
                }
                merge.applied = true;
                merge.reason = Remark(RemarkKind::OutputStaysForOperand,
                    { NV("Operand", a.operand), NV("Op", opDisplayName(m_graph, a.join)) });
                chain(a.source).spill = SpillLocation::None;
                m_received.insert(int(b));
                m_sources.insert(a.source);
                m_result.merges.push_back(std::move(merge));
                break;
            }
        }
    }

    std::vector<Candidate> mergeCandidates(int b) const
    {
        std::vector<Candidate> candidates;
        for (int join : m_result.chains[size_t(b)].ops()) {
            const Op& op = m_graph.op(join);
            for (size_t k = 0; k < op.operands.size(); ++k) {
                const int v = op.operands[k];
                const int producer = m_graph.value(v).producer;
                const int a = producer >= 0 ? m_chainOf[size_t(producer)] : -1;
                if (a < 0 || a == b || !spillsToDram(a) || m_received.contains(a) || m_sources.contains(a)
                    || m_result.chains[size_t(a)].ops().back() != producer)
                    continue;
                if (readers(m_graph, v).size() != 1 || isReturned(m_graph, v))
                    continue;
                const TtnnLayout& layout = *m_result.ops[size_t(producer)].layout;
                candidates.push_back({ a, join, int(k), layout.bufferBytes() });
            }
        }
        return candidates;
    }

    // Seed §4.1.2 (2): two chains feeding two operands of one op of chain B both stay in L1.
    bool tryThreeWay(int b, const std::vector<Candidate>& candidates)
    {
        for (size_t i = 0; i < candidates.size(); ++i) {
            for (size_t j = i + 1; j < candidates.size(); ++j) {
                const Candidate& a = candidates[i];
                const Candidate& c = candidates[j];
                if (a.join != c.join || a.source == c.source)
                    continue;
                const int lastA = chain(a.source).ops().back();
                const int lastC = chain(c.source).ops().back();
                MergeResult merge {
                    .kind = MergeKind::ThreeWay, .sources = { a.source, c.source }, .target = b, .join = a.join
                };
                const auto rejected = attempt(std::min(lastA, lastC) + 1, a.join, [&] {
                    keepInL1(outputOf(lastA), lastA, a.join);
                    keepInL1(outputOf(lastC), lastC, a.join);
                });
                if (rejected) {
                    merge.reason = *rejected;
                    m_result.merges.push_back(std::move(merge));
                    continue;
                }
                merge.applied = true;
                merge.reason = Remark(RemarkKind::BothInputsStay, { NV("Op", opDisplayName(m_graph, a.join)) });
                chain(a.source).spill = SpillLocation::None;
                chain(c.source).spill = SpillLocation::None;
                m_received.insert(b);
                m_sources.insert(a.source);
                m_sources.insert(c.source);
                m_result.merges.push_back(std::move(merge));
                return true;
            }
        }
        return false;
    }

    PolicyResult& m_result;
    const MergeInputs& m_in;
    const ModelGraph& m_graph;
    LayoutReader m_reader;
    L1Timeline m_timeline;
    std::vector<int> m_chainOf; // op -> chain index, -1 outside chains
    std::map<int, SpillResult> m_spills; // value -> its spill (nodes stay put: the reader points into them)
    std::map<SlotKey, ReservationResult> m_reservations;
    std::optional<Undo> m_undo;
    std::set<int> m_received; // chains that received a merge
    std::set<int> m_sources; // chains whose output a merge keeps in L1
};

} // namespace

void applyChainMerging(PolicyResult& result, const MergeInputs& inputs)
{
    MergeEngine(result, inputs).run();
}

} // namespace tle
