// SPDX-License-Identifier: MIT
#include "optimizer/interleaved/l1interleavedpolicy.h"

#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/layoutcache.h"
#include "util/error.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

#include <fmt/format.h>

namespace tle {

std::optional<MaskChoice> chooseL1Mask(const std::vector<MaskMember>& operands, std::optional<int64_t> baseOutput,
    int64_t budget, const std::function<bool(const MaskChoice&)>& runs)
{
    const size_t n = operands.size();
    const size_t members = n + (baseOutput ? 1 : 0);
    if (members > 20)
        throw Error(fmt::format("l1-interleaved: {} mask members are more than the 20 the policy enumerates", members));
    std::optional<MaskChoice> best;
    for (uint32_t mask = 1; mask < (uint32_t(1) << members); ++mask) {
        int64_t total = 0;
        std::vector<int> group;
        for (size_t i = 0; i < n; ++i) {
            if (mask & (uint32_t(1) << i)) {
                total += operands[i].output;
                group.push_back(int(i));
            }
        }
        const bool base = baseOutput && (mask & (uint32_t(1) << n));
        if (base)
            total += *baseOutput;
        if (total > budget || total <= (best ? best->total : 0))
            continue;
        // Lowest peak: larger (requirement - output) first; ties keep operand order.
        std::stable_sort(group.begin(), group.end(), [&](int a, int b) {
            return operands[size_t(a)].required - operands[size_t(a)].output
                > operands[size_t(b)].required - operands[size_t(b)].output;
        });
        int64_t placed = 0;
        int64_t peak = 0;
        for (int i : group) {
            peak = std::max(peak, placed + operands[size_t(i)].required);
            placed += operands[size_t(i)].output;
        }
        if (peak >= budget)
            continue;
        MaskChoice choice;
        choice.baseInL1 = base;
        choice.operandInL1.assign(n, false);
        for (int i : group)
            choice.operandInL1[size_t(i)] = true;
        choice.order = std::move(group);
        choice.total = total;
        choice.peak = peak;
        if (runs && !runs(choice))
            continue;
        best = std::move(choice);
    }
    return best;
}

int64_t l1InterleavedBudget(const OptimizerDevice& device)
{
    return int64_t(std::floor(0.75 * double(device.l1BudgetPerCore())));
}

namespace {

// Where each op's output stands while the policy walks the schedule.
struct OpSpec
{
    const TtnnLayout* l1 = nullptr; // its L1-interleaved layout, when the op model accepts it
    const TtnnLayout* dram = nullptr;
    bool inL1 = false;
    int64_t required = 0;
    Remark why; // the last reason the op's output went where it is
};

// Uses of an op's result, as upstream's hasOneUse counts them: every operand that reads it, the return included.
int useCount(const ModelGraph& graph, int value)
{
    int uses = 0;
    for (int user : graph.value(value).users) {
        if (!graph.op(user).kind.isDeallocate())
            ++uses;
    }
    return uses;
}

class L1InterleavedRun
{
public:
    L1InterleavedRun(
        const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options)
        : m_graph(graph)
        , m_device(device)
        , m_model(model)
        , m_options(options)
        , m_cache(device, LegalLayoutOptions { .rowMajorEnabled = options.rowMajorEnabled })
        , m_budget(l1InterleavedBudget(device))
        , m_specs(graph.ops().size())
        , m_dram(device)
    { }

    PolicyResult run()
    {
        m_result.policy = "l1-interleaved";
        for (const Op& op : m_graph.ops())
            m_result.ops.push_back(OpDecision { .op = op.id });
        for (const Op& op : m_graph.ops()) {
            throwIfCancelled(m_options.cancel);
            if (isPlannedOp(m_graph, op.id))
                findLayouts(op.id);
        }
        for (const Op& op : m_graph.ops()) {
            throwIfCancelled(m_options.cancel);
            if (isPlannedOp(m_graph, op.id))
                chooseFor(op.id);
        }
        record();
        rebuildSchedule();
        computeMetrics(m_result, m_graph, m_device);
        return std::move(m_result);
    }

private:
    int64_t outputBytes(int op) const
    {
        const OpSpec& s = m_specs[size_t(op)];
        return s.inL1 && s.l1 ? l1BytesPerCore(*s.l1) : 0;
    }

    std::string name(int op) const { return opDisplayName(m_graph, op); }

    const TtnnLayout& dramOf(int value) { return m_dram.of(m_graph.value(value).type); }

    // The op's two layouts; L1 interleaved only when the op model runs it so with DRAM-interleaved inputs.
    void findLayouts(int op)
    {
        OpSpec& s = m_specs[size_t(op)];
        const Value& out = m_graph.value(m_graph.op(op).results.front());
        const LayoutCache::Entry& entry = m_cache.of(out.type);
        s.dram = entry.dramInterleaved;
        s.why = RemarkKind::DramUntilReached;
        OpDecision& d = m_result.ops[size_t(op)];
        const TtnnLayout* l1 = entry.l1Interleaved;
        if (!l1 || m_options.maxLegalLayouts == 0) {
            s.why = m_options.maxLegalLayouts == 0 ? RemarkKind::DramOnlyMaxLegal : RemarkKind::NoL1InterleavedLayout;
            return;
        }
        if (const auto pin = m_options.pins.find(op); pin != m_options.pins.end() && !pin->second.matches(*l1)) {
            d.candidates.push_back({ choiceOf(*l1), Verdict::Rejected,
                Remark(RemarkKind::PinMismatch, { NV("Pin", pin->second.text()) }) });
            s.why = RemarkKind::PinnedElsewhere;
            return;
        }
        std::vector<const TtnnLayout*> inputs;
        for (int k : tensorOperands(m_graph, op))
            inputs.push_back(&dramOf(m_graph.op(op).operands[size_t(k)]));
        const ValidationResult r = m_model.validate(OpQuery::fromGraph(m_graph, op), inputs, *l1, 0);
        if (!r.ok()) {
            d.candidates.push_back({ choiceOf(*l1), Verdict::Rejected, r.reason });
            s.why = RemarkKind::OpModelRejectsL1Interleaved;
            return;
        }
        s.l1 = l1;
    }

    // One base op: its mask, its operands' precedence and its own requirement.
    // Where the mask puts the base op and its candidate operands, and why; the operands it leaves out of L1 run
    // first.
    void applyMask(int base, const std::optional<MaskChoice>& choice, const std::vector<int>& candidates,
        bool baseOutputFits, std::vector<int>& precedence)
    {
        OpSpec& b = m_specs[size_t(base)];
        if (choice) {
            b.inL1 = choice->baseInL1;
            if (b.inL1)
                b.why = Remark(RemarkKind::MaskKeepsInL1,
                    { NV("Op", name(base)), NV("Bytes", choice->total), NV("Budget", m_budget),
                        NV("Peak", choice->peak) });
            else if (baseOutputFits)
                b.why = Remark(RemarkKind::MaskPrefersOperands, { NV("Bytes", choice->total) });
            for (size_t i = 0; i < candidates.size(); ++i) {
                if (!choice->operandInL1[i]) {
                    OpSpec& demoted = m_specs[size_t(candidates[i])];
                    demoted.inL1 = false;
                    demoted.why = Remark(RemarkKind::MaskHadNoRoom, { NV("Op", name(base)) });
                    precedence.push_back(candidates[i]);
                }
            }
            for (int i : choice->order)
                precedence.push_back(candidates[size_t(i)]);
        } else {
            if (baseOutputFits)
                b.why = Remark(RemarkKind::NoMaskFits, { NV("Budget", m_budget) });
            // Upstream leaves such operands in L1, where the op may be unable to read them; here they move to DRAM
            // with it, so that every op runs with what it reads.
            for (int p : candidates) {
                m_specs[size_t(p)].inL1 = false;
                m_specs[size_t(p)].why = Remark(RemarkKind::NoMaskKeepsIt, { NV("Op", name(base)) });
            }
            precedence.insert(precedence.end(), candidates.begin(), candidates.end());
        }
    }

    void chooseFor(int base)
    {
        OpSpec& b = m_specs[size_t(base)];
        b.inL1 = false;
        b.required = 0;
        const int uses = useCount(m_graph, m_graph.op(base).results.front());
        std::optional<int64_t> baseOutput;
        if (b.l1 && uses == 1)
            baseOutput = l1BytesPerCore(*b.l1);
        else if (b.l1)
            b.why = Remark(RemarkKind::ForkStaysInDram, { NV("Uses", uses) });
        std::vector<int> precedence;
        std::vector<int> candidates;
        std::vector<int> producers; // analyzable operand ops, in operand order, for the requirement
        for (int v : m_graph.op(base).operands) {
            const int p = m_graph.value(v).producer;
            if (p < 0 || std::ranges::find(producers, p) != producers.end()
                || std::ranges::find(precedence, p) != precedence.end())
                continue;
            if (!isPlannedOp(m_graph, p)) {
                precedence.push_back(p);
                continue;
            }
            producers.push_back(p);
            if (m_specs[size_t(p)].inL1 && candidates.size() < 19)
                candidates.push_back(p);
            else
                precedence.push_back(p);
        }
        std::vector<MaskMember> members;
        for (int p : candidates)
            members.push_back({ l1BytesPerCore(*m_specs[size_t(p)].l1), m_specs[size_t(p)].required });
        // The op must run with the mask's layouts: some ops read only DRAM, some cannot write L1.
        auto runs = [&](const MaskChoice& mask) {
            std::vector<const TtnnLayout*> inputs;
            const Op& op = m_graph.op(base);
            for (int k : tensorOperands(m_graph, base)) {
                const int p = m_graph.value(op.operands[size_t(k)]).producer;
                const auto at = std::ranges::find(candidates, p);
                const bool l1 = at != candidates.end() && mask.operandInL1[size_t(at - candidates.begin())];
                inputs.push_back(l1 ? m_specs[size_t(p)].l1 : &dramOf(op.operands[size_t(k)]));
            }
            const TtnnLayout& output = mask.baseInL1 ? *b.l1 : *b.dram;
            return m_model.validate(OpQuery::fromGraph(m_graph, base), inputs, output, 0).ok();
        };
        const std::optional<MaskChoice> choice = chooseL1Mask(members, baseOutput, m_budget, runs);
        applyMask(base, choice, candidates, baseOutput.has_value(), precedence);
        m_result.ops[size_t(base)].precedence = std::move(precedence);
        // What running the op needs: its operands placed in operand order, then its own output.
        int64_t placed = 0;
        int64_t required = 0;
        for (int p : producers) {
            required = std::max(required, placed + m_specs[size_t(p)].required);
            placed += outputBytes(p);
        }
        b.required = std::max(required, placed + outputBytes(base));
    }

    void record()
    {
        for (const Op& op : m_graph.ops()) {
            if (!isPlannedOp(m_graph, op.id))
                continue;
            const OpSpec& s = m_specs[size_t(op.id)];
            OpDecision& d = m_result.ops[size_t(op.id)];
            const TtnnLayout& chosen = s.inL1 ? *s.l1 : *s.dram;
            d.layout = chosen;
            d.candidates.insert(d.candidates.begin(), { choiceOf(chosen), Verdict::Chosen, s.why });
            if (!s.inL1 && s.l1)
                d.candidates.push_back({ choiceOf(*s.l1), Verdict::RankedLower, s.why });
            if (!s.inL1)
                continue;
            const std::vector<int> uses = readers(m_graph, op.results.front());
            m_result.reservations.push_back({ .value = op.results.front(),
                .start = op.id,
                .end = uses.empty() ? op.id : uses.back(),
                .bytesPerCore = l1BytesPerCore(chosen) });
        }
    }

    // The k-th op `op` waits for: its precedence (a planned op's), then its operands' producers the precedence
    // does not name, in operand order; -1 for none or a function argument, kNoMore past the last.
    static constexpr int kNoMore = -2;
    int predecessor(int op, size_t k) const
    {
        if (isPlannedOp(m_graph, op)) {
            const std::vector<int>& precedence = m_result.ops[size_t(op)].precedence;
            if (k < precedence.size())
                return precedence[k];
            k -= precedence.size();
        }
        const std::vector<int>& operands = m_graph.op(op).operands;
        return k < operands.size() ? m_graph.value(operands[k]).producer : kNoMore;
    }

    // Depth first from the returned values, each op after its predecessors, with an explicit stack (a chain of a
    // million ops is a million deep); ops no return reaches (deallocations, dead ops) go right after the last op
    // they read from, in the model's order among themselves.
    std::vector<int> scheduleOrder() const
    {
        const size_t n = m_graph.ops().size();
        std::vector<bool> placed(n, false);
        std::vector<int> order;
        std::vector<std::pair<int, size_t>> stack; // op, next predecessor to visit
        auto visit = [&](int root) {
            if (root < 0 || placed[size_t(root)])
                return;
            placed[size_t(root)] = true;
            stack.emplace_back(root, 0);
            while (!stack.empty()) {
                const auto [op, k] = stack.back();
                const int next = predecessor(op, k);
                if (next == kNoMore) {
                    order.push_back(op);
                    stack.pop_back();
                    continue;
                }
                stack.back().second = k + 1;
                if (next >= 0 && !placed[size_t(next)]) {
                    placed[size_t(next)] = true;
                    stack.emplace_back(next, 0);
                }
            }
        };
        for (const Op& op : m_graph.ops()) {
            if (op.kind.isReturn())
                for (int v : op.operands)
                    visit(m_graph.value(v).producer);
        }
        // The rest, each after the latest placed op among its operands' producers and readers (a deallocation
        // follows the tensor's last use): slot p holds the ops placed after the p-th op of the depth-first
        // order, slot 0 those before the first; a return goes last.
        constexpr int kNotPlaced = -1;
        std::vector<int> slot(n, kNotPlaced);
        for (size_t p = 0; p < order.size(); ++p)
            slot[size_t(order[p])] = int(p) + 1;
        std::vector<std::vector<int>> after(order.size() + 1);
        for (const Op& op : m_graph.ops()) {
            if (placed[size_t(op.id)])
                continue;
            placed[size_t(op.id)] = true;
            int at = 0;
            auto follow = [&](int other) {
                if (other >= 0 && other != op.id)
                    at = std::max(at, slot[size_t(other)]);
            };
            for (int v : op.operands) {
                follow(m_graph.value(v).producer);
                for (int user : m_graph.value(v).users)
                    follow(user);
            }
            if (op.kind.isReturn())
                at = int(order.size());
            slot[size_t(op.id)] = at;
            after[size_t(at)].push_back(op.id);
        }
        std::vector<int> schedule(after[0]);
        schedule.reserve(n);
        for (size_t p = 0; p < order.size(); ++p) {
            schedule.push_back(order[p]);
            schedule.insert(schedule.end(), after[p + 1].begin(), after[p + 1].end());
        }
        return schedule;
    }

    void rebuildSchedule()
    {
        std::vector<int> order = scheduleOrder();
        // Ops that must move to turn the model's order into this one: all but a longest increasing run.
        std::vector<int> tails;
        for (int op : order) {
            const auto it = std::ranges::lower_bound(tails, op);
            if (it == tails.end())
                tails.push_back(op);
            else
                *it = op;
        }
        const size_t moved = order.size() - tails.size();
        const auto inL1 = std::ranges::count_if(m_specs, [](const OpSpec& s) { return s.inL1; });
        m_result.notes.push_back(Remark(RemarkKind::InterleavedNote, { NV("Budget", m_budget), NV("InL1", inL1) }));
        if (moved == 0) {
            m_result.notes.push_back(RemarkKind::ScheduleUnchanged);
        } else {
            m_result.schedule = std::move(order);
            m_result.notes.push_back(Remark(
                moved == 1 ? RemarkKind::ScheduleMovesOne : RemarkKind::ScheduleMovesMany, { NV("Moved", moved) }));
        }
    }

    const ModelGraph& m_graph;
    const OptimizerDevice& m_device;
    const OpModel& m_model;
    const PolicyOptions& m_options;
    LayoutCache m_cache;
    int64_t m_budget;
    std::vector<OpSpec> m_specs; // per op
    DramLayouts m_dram; // one DRAM-interleaved layout per tensor type
    PolicyResult m_result;
};

} // namespace

PolicyResult runL1Interleaved(
    const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options)
{
    return L1InterleavedRun(graph, device, model, options).run();
}

} // namespace tle
