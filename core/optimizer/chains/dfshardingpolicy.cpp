// SPDX-License-Identifier: MIT
#include "optimizer/chains/dfshardingpolicy.h"

#include "optimizer/chains/chainmerging.h"
#include "optimizer/chains/l1chain.h"
#include "optimizer/chains/legalconfigs.h"
#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/l1timeline.h"
#include "optimizer/shared/layoutreader.h"
#include "optimizer/shared/legallayouts.h"
#include "optimizer/shared/opsignatures.h"

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <optional>

#include <fmt/format.h>

#include <unordered_map>

namespace tle {

bool isSeedShardable(const OpKind& kind)
{
    const std::string_view base = kind.baseName();
    static constexpr std::array<std::string_view, 14> kShardable { "conv2d", "conv_transpose2d", "add", "multiply",
        "relu", "relu6", "typecast", "silu", "matmul", "linear", "minimum", "rms_norm", "rotary_embedding", "gelu" };
    return std::find(kShardable.begin(), kShardable.end(), base) != kShardable.end();
}

namespace {

void applyL1InterleavedFallback(
    PolicyResult& result, const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model)
{
    LayoutReader reader(graph, device);
    reader.load(result);
    const L1Timeline timeline = L1Timeline::of(result.reservations);
    auto liveAt = [&timeline](int index) { return timeline.bytesAt(index); };
    auto inputsOf = [&](int op, int swapValue, const TtnnLayout* swapped) {
        std::vector<const TtnnLayout*> inputs;
        const Op& o = graph.op(op);
        for (size_t k = 0; k < o.operands.size(); ++k) {
            if (graph.value(o.operands[k]).type.isTensor)
                inputs.push_back(o.operands[k] == swapValue ? swapped : &reader.read(op, int(k)));
        }
        return inputs;
    };
    for (OpDecision& d : result.ops) {
        const Op& op = graph.op(d.op);
        if (!d.layout || d.chain >= 0 || d.layout->spec().bufferType != BufferType::Dram)
            continue;
        const int value = op.results.front();
        const std::vector<int> users = readers(graph, value);
        if (isReturned(graph, value) || users.empty())
            continue;
        TtnnLayoutSpec spec = d.layout->spec();
        spec.bufferType = BufferType::L1;
        const TtnnLayout candidate(spec);
        const int64_t bytes = l1BytesPerCore(candidate);
        const int end = *std::max_element(users.begin(), users.end());
        bool fits = true;
        for (int i = d.op; i <= end && fits; ++i)
            fits = liveAt(i) + bytes <= device.l1BudgetPerCore();
        if (!fits) {
            d.candidates.push_back({ choiceOf(candidate), Verdict::Rejected, RemarkKind::FallbackNoRoom });
            continue;
        }
        bool accepted
            = model.validate(OpQuery::fromGraph(graph, d.op), inputsOf(d.op, -1, nullptr), candidate, liveAt(d.op))
                  .ok();
        for (int user : users) {
            const OpDecision& u = result.ops[size_t(user)];
            if (!accepted || !u.layout)
                break;
            accepted = model
                           .validate(OpQuery::fromGraph(graph, user), inputsOf(user, value, &candidate), *u.layout,
                               liveAt(user))
                           .ok();
        }
        if (!accepted) {
            d.candidates.push_back({ choiceOf(candidate), Verdict::Rejected, RemarkKind::FallbackNotAccepted });
            continue;
        }
        d.candidates.insert(d.candidates.begin(), { choiceOf(candidate), Verdict::Chosen, RemarkKind::FallbackChosen });
        d.layout = candidate;
        reader.setOutput(value, &*d.layout);
        result.reservations.push_back({ value, d.op, end, bytes });
    }
}

// A chain whose output feeds a concat keeps, for its last op, only the configs with the sharding the concat
// takes (when it has any), so the concat can read it from L1 without a reshard.
void preferConcatSharding(const ModelGraph& graph, const ChainBuildResult& chains, LegalConfigs& legal,
    PolicyResult& result, const std::function<std::vector<const TtnnLayout*>(int, TtnnMemoryLayout)>& legalOfKind)
{
    std::map<int, int> lastOpChain;
    for (size_t c = 0; c < chains.chains.size(); ++c)
        lastOpChain[chains.chains[c].ops().back()] = int(c);
    for (const L1Chain& chain : chains.chains) {
        const int concat = chain.ops().front();
        if (!graph.op(concat).kind.isConcat())
            continue;
        // Seed 002 §4.1.6 setConcatChainPreferences: the sharding the concat takes its inputs in.
        const std::optional<TtnnMemoryLayout> wanted = concatSharding(OpQuery::fromGraph(graph, concat));
        if (!wanted)
            continue;
        for (int v : graph.op(concat).operands) {
            const int producer = graph.value(v).producer;
            if (producer < 0 || !lastOpChain.contains(producer) || graph.op(producer).kind.isConcat())
                continue;
            const std::span<const TtnnLayout* const> configs = legal[size_t(producer)];
            std::vector<const TtnnLayout*> kept;
            for (const TtnnLayout* l : configs) {
                if (l->spec().memoryLayout == *wanted)
                    kept.push_back(l);
            }
            if (kept.size() == configs.size())
                continue;
            if (kept.empty()) {
                // max-legal-layouts cut the preferred kind off: the concat's preference brings its configs back.
                kept = legalOfKind(producer, *wanted);
                if (kept.empty())
                    continue;
            }
            for (const TtnnLayout* l : configs) {
                if (l->spec().memoryLayout != *wanted)
                    result.ops[size_t(producer)].candidates.push_back({ choiceOf(*l), Verdict::RankedLower,
                        Remark(RemarkKind::ConcatPrefers, { NV("Layout", toString(*wanted)) }) });
            }
            legal.assign(size_t(producer), kept);
        }
    }
}

} // namespace

namespace {

// One run of seed 002's chain design over a graph: the legal sharded configs of every op, the chains the rules
// build, each chain resolved by the ShardSolver and written into the result.
class DfShardingRun
{
public:
    DfShardingRun(
        const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options)
        : m_graph(graph)
        , m_device(device)
        , m_model(model)
        , m_options(options)
        , m_cache(device, LegalLayoutOptions { .rowMajorEnabled = options.rowMajorEnabled })
        , m_result(dramDecisions(graph, device, options.chainMerging ? "dfsharding-merge" : "dfsharding"))
        , m_dram(device)
        , m_legal(graph.ops().size())
        , m_signature(graph.ops().size(), -1)
    { }

    PolicyResult run()
    {
        std::vector<ChainCandidateOp> schedule = collectCandidates();
        const ChainBuildResult chains = buildL1Chains(schedule);
        // The solver needs only each chain's edges: the schedule (every op with its operands' producers) goes
        // before the chains are resolved.
        std::vector<std::vector<ChainEdge>> edges;
        edges.reserve(chains.chains.size());
        for (const L1Chain& chain : chains.chains)
            edges.push_back(chainEdges(chain, schedule));
        std::vector<ChainCandidateOp>().swap(schedule);
        if (m_options.chainMerging)
            preferConcatSharding(m_graph, chains, m_legal, m_result,
                [this](int op, TtnnMemoryLayout kind) { return configsOfKind(op, kind); });
        for (size_t c = 0; c < chains.chains.size(); ++c) {
            throwIfCancelled(m_options.cancel);
            resolveChain(chains.chains[c], std::move(edges[c]));
            m_result.chains.back().end = chains.ends[c];
        }
        throwIfCancelled(m_options.cancel);
        if (m_options.chainMerging)
            applyChainMerging(m_result, MergeInputs { m_graph, m_device, m_model, m_cache, m_legal });
        if (m_options.l1InterleavedFallback && m_options.maxLegalLayouts > 0) // 0: DRAM only
            applyL1InterleavedFallback(m_result, m_graph, m_device, m_model);
        computeMetrics(m_result, m_graph, m_device);
        return std::move(m_result);
    }

private:
    // One layout per tensor type, so that ops of one signature read the same input layouts.
    const TtnnLayout& dram(int value) { return m_dram.of(m_graph.value(value).type); }

    // Inputs of op `index` with operand `swapOperand` read as `swapped` (or none), the rest DRAM interleaved.
    std::vector<const TtnnLayout*> inputsOf(int index, int swapOperand, const TtnnLayout* swapped)
    {
        std::vector<const TtnnLayout*> inputs;
        const Op& op = m_graph.op(index);
        for (size_t k = 0; k < op.operands.size(); ++k) {
            const int v = op.operands[k];
            if (!m_graph.value(v).type.isTensor)
                continue;
            inputs.push_back(int(k) == swapOperand && swapped ? swapped : &dram(v));
        }
        return inputs;
    }

    bool validates(int op, int swapOperand, const TtnnLayout* swapped, const TtnnLayout& output)
    {
        return validation(op, swapOperand, swapped, output).ok;
    }

    // The op model's answer, asked once per signature and layouts: the other inputs are the DRAM layouts of
    // their types, which the signature holds.
    struct Answer
    {
        bool ok = false;
        Remark reason;
    };
    const Answer& validation(int op, int swapOperand, const TtnnLayout* swapped, const TtnnLayout& output)
    {
        const AnswerKey key { signature(op), swapped ? tensorInputIndex(op, swapOperand) : -1, swapped, &output };
        auto [it, added] = m_answers.try_emplace(key);
        if (added) {
            ValidationResult r = m_model.validate(query(op), inputsOf(op, swapOperand, swapped), output, 0);
            it->second = { r.ok(), std::move(r.reason) };
        }
        return it->second;
    }

    // Operand `operand` as an index among the op's tensor operands, which are the signature's inputs.
    int tensorInputIndex(int op, int operand) const
    {
        const std::vector<int>& operands = m_graph.op(op).operands;
        int index = 0;
        for (int k = 0; k < operand && k < int(operands.size()); ++k)
            index += m_graph.value(operands[size_t(k)]).type.isTensor ? 1 : 0;
        return index;
    }

    int signature(int op)
    {
        if (m_signature[size_t(op)] < 0)
            m_signature[size_t(op)] = m_signatures.of(query(op));
        return m_signature[size_t(op)];
    }

    // Edges whose consumers share a signature and whose ends share their legal configs get the same answers.
    int edgeClass(int producer, int consumer, int operandIndex)
    {
        const std::array<int, 4> key { signature(consumer), tensorInputIndex(consumer, operandIndex),
            m_legal.listId(size_t(producer)), m_legal.listId(size_t(consumer)) };
        return m_edgeClasses.try_emplace(key, int(m_edgeClasses.size())).first->second;
    }

    // The query of the op last asked about: the solver asks about one consumer for every pair of configs, and
    // building a query copies the op's tensor types.
    const OpQuery& query(int op)
    {
        if (m_queryOp != op) {
            m_query.assign(m_graph, op);
            m_queryOp = op;
        }
        return m_query;
    }

    std::vector<ChainCandidateOp> collectCandidates();
    void noteLegalConfigs(int op, const TensorType& out, const LayoutPin* pin, CandidateNotes& notes,
        std::vector<const TtnnLayout*>& legal);
    std::vector<const TtnnLayout*> configsOfKind(int op, TtnnMemoryLayout kind);
    FunctionOracle oracleFor(const std::vector<int>& ops);
    void resolveChain(const L1Chain& built, std::vector<ChainEdge> edges);
    void recordSolution(int chainIndex, const std::vector<int>& ops, const ShardSolution& solution);

    const ModelGraph& m_graph;
    const OptimizerDevice& m_device;
    const OpModel& m_model;
    const PolicyOptions& m_options;
    LayoutCache m_cache;
    PolicyResult m_result;
    DramLayouts m_dram; // the default input layouts
    CandidateNotePool m_notes; // ops of one signature and legal configs are noted alike
    LegalConfigs m_legal; // legal sharded configs per op index
    OpQuery m_query;
    int m_queryOp = -1;
    std::vector<const TtnnLayout*> m_legalOfOp; // collectCandidates' list of the op at hand
    struct Noted
    {
        CandidateNotes notes;
        int legalList = 0;
    };
    std::vector<std::optional<Noted>> m_notedOf; // by signature, for ops without a pin
    // recordSolution's notes by what makes them: the notes before (kept, so that their list's address is not
    // reused), the legal list and the chosen config.
    struct RankedKey
    {
        const void* before = nullptr;
        int legalList = 0;
        int config = 0;
        auto operator<=>(const RankedKey&) const = default;
    };
    struct Ranked
    {
        CandidateNotes before;
        CandidateNotes after;
    };
    std::map<RankedKey, Ranked> m_ranked;
    OpSignatures m_signatures;
    std::vector<int> m_signature; // per op, -1 until asked
    struct AnswerKey
    {
        int signature = 0;
        int swapOperand = -1;
        const TtnnLayout* swapped = nullptr;
        const TtnnLayout* output = nullptr;
        bool operator==(const AnswerKey&) const = default;
    };
    struct AnswerHash
    {
        size_t operator()(const AnswerKey& k) const
        {
            size_t h = std::hash<int64_t>()((int64_t(k.signature) << 32) ^ uint32_t(k.swapOperand));
            h ^= std::hash<const void*>()(k.swapped) + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
            h ^= std::hash<const void*>()(k.output) + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
            return h;
        }
    };
    std::unordered_map<AnswerKey, Answer, AnswerHash> m_answers;
    std::map<std::array<int, 4>, int> m_edgeClasses;
    std::vector<ShardSolver::ConfigList> m_configLists; // by legal list id, made when first asked
};

// Legal sharded configs per op (seed §3.1.3): validated with DRAM-interleaved inputs, at most maxLegalLayouts, in
// the legal-layout order (most cores first); and each op as the chain builder sees it.
std::vector<ChainCandidateOp> DfShardingRun::collectCandidates()
{
    std::vector<ChainCandidateOp> schedule;
    schedule.reserve(m_graph.ops().size());
    for (const Op& op : m_graph.ops()) {
        throwIfCancelled(m_options.cancel);
        if (!isPlannedOp(m_graph, op.id))
            continue;
        ChainCandidateOp candidate;
        candidate.id = op.id;
        candidate.shardable = isSeedShardable(op.kind);
        if (m_options.chainMerging && op.kind.isConcat()) {
            candidate.shardable = true;
            candidate.isolated = true;
        }
        const Value& out = m_graph.value(op.results.front());
        for (int user : out.users) {
            if (!m_graph.op(user).kind.isDeallocate())
                ++candidate.useCount;
        }
        for (int v : op.operands)
            candidate.operandProducers.push_back(m_graph.value(v).producer);
        OpDecision& decision = m_result.ops[size_t(op.id)];
        const auto pin = m_options.pins.find(op.id);
        std::vector<const TtnnLayout*>& legal = m_legalOfOp;
        legal.clear();
        if (!candidate.shardable) {
            m_legal.assign(size_t(op.id), legal);
        } else if (pin != m_options.pins.end() || !decision.candidates.empty()) {
            noteLegalConfigs(
                op.id, out.type, pin != m_options.pins.end() ? &pin->second : nullptr, decision.candidates, legal);
            m_legal.assign(size_t(op.id), legal);
        } else {
            // Ops of one signature have the same legal configs and notes (no pin tells them apart).
            const size_t signatureIndex = size_t(signature(op.id));
            if (m_notedOf.size() <= signatureIndex)
                m_notedOf.resize(signatureIndex + 1);
            std::optional<Noted>& noted = m_notedOf[signatureIndex];
            if (!noted) {
                noteLegalConfigs(op.id, out.type, nullptr, decision.candidates, legal);
                m_legal.assign(size_t(op.id), legal);
                noted = Noted { decision.candidates, m_legal.listId(size_t(op.id)) };
            } else {
                decision.candidates = noted->notes;
                m_legal.assignId(size_t(op.id), noted->legalList);
                const std::span<const TtnnLayout* const> known = m_legal[size_t(op.id)];
                legal.assign(known.begin(), known.end());
            }
        }
        candidate.hasLegalConfigs = !legal.empty();
        schedule.push_back(std::move(candidate));
    }
    return schedule;
}

// An op's sharded layouts judged (seed §3.1.3): the pin's mismatches, those past maxLegalLayouts and those the op
// model rejects are noted; the rest are its legal configs.
void DfShardingRun::noteLegalConfigs(
    int op, const TensorType& out, const LayoutPin* pin, CandidateNotes& notes, std::vector<const TtnnLayout*>& legal)
{
    for (const TtnnLayout* layout : m_cache.sharded(out)) {
        if (pin && !pin->matches(*layout)) {
            notes.push_back(
                { choiceOf(*layout), Verdict::Rejected, Remark(RemarkKind::PinMismatch, { NV("Pin", pin->text()) }) });
            continue;
        }
        if (int64_t(legal.size()) >= m_options.maxLegalLayouts) {
            notes.push_back({ choiceOf(*layout), Verdict::RankedLower, RemarkKind::BeyondMaxLegal });
            continue;
        }
        const Answer& r = validation(op, -1, nullptr, *layout);
        if (r.ok)
            legal.push_back(layout);
        else
            notes.push_back({ choiceOf(*layout), Verdict::Rejected, r.reason });
    }
    m_notes.share(notes);
}

// The configs of one sharding an op's concat consumer asks for, including those max-legal-layouts cut off.
std::vector<const TtnnLayout*> DfShardingRun::configsOfKind(int op, TtnnMemoryLayout kind)
{
    std::vector<const TtnnLayout*> configs;
    for (const TtnnLayout* layout : m_cache.sharded(m_graph.value(m_graph.op(op).results.front()).type)) {
        if (int64_t(configs.size()) < m_options.maxLegalLayouts && layout->spec().memoryLayout == kind
            && validates(op, -1, nullptr, *layout))
            configs.push_back(layout);
    }
    return configs;
}

// The ShardSolver's questions about a chain's edges, answered by the op model.
FunctionOracle DfShardingRun::oracleFor(const std::vector<int>& ops)
{
    auto tensorOf = [this, &ops](const ChainEdge& edge) {
        return m_graph.op(ops[size_t(edge.consumer)]).operands.at(size_t(edge.operandIndex));
    };
    FunctionOracle oracle;
    oracle.compatibleFn = [this, &ops](const ChainEdge& edge, int pc, int cc) {
        const int consumer = ops[size_t(edge.consumer)];
        const TtnnLayout* produced = m_legal[size_t(ops[size_t(edge.producer)])][size_t(pc)];
        return validates(consumer, edge.operandIndex, produced, *m_legal[size_t(consumer)][size_t(cc)]);
    };
    oracle.acceptsInterleavedInputFn = [this, &ops](int op, int config) {
        const int global = ops[size_t(op)];
        return validates(global, -1, nullptr, *m_legal[size_t(global)][size_t(config)]);
    };
    oracle.reshardCandidatesFn = [this, tensorOf](const ChainEdge& edge) {
        std::vector<int> ids;
        const auto& candidates = m_cache.sharded(m_graph.value(tensorOf(edge)).type);
        for (size_t i = 0; i < candidates.size(); ++i)
            ids.push_back(int(i));
        return ids;
    };
    oracle.edgeClassFn = [this, &ops](const ChainEdge& edge) {
        return edgeClass(ops[size_t(edge.producer)], ops[size_t(edge.consumer)], edge.operandIndex);
    };
    oracle.compatibleWithReshardFn = [this, &ops, tensorOf](const ChainEdge& edge, int reshard, int cc) {
        const int consumer = ops[size_t(edge.consumer)];
        const TtnnLayout& target = *m_cache.sharded(m_graph.value(tensorOf(edge)).type)[size_t(reshard)];
        return validates(consumer, edge.operandIndex, &target, *m_legal[size_t(consumer)][size_t(cc)]);
    };
    return oracle;
}

void DfShardingRun::resolveChain(const L1Chain& built, std::vector<ChainEdge> edges)
{
    const int chainIndex = int(m_result.chains.size());
    m_result.chains.push_back(ChainResult { built, SpillLocation::None });
    L1Chain& chain = m_result.chains.back().chain;
    const std::vector<int> ops = chain.ops();
    // A concat chain stays Built: the merge step resolves it with its inputs.
    if (m_options.chainMerging && m_graph.op(ops.front()).kind.isConcat())
        return;
    std::vector<ShardSolver::ConfigList> configs;
    configs.reserve(ops.size());
    for (int op : ops) {
        // One list per distinct legal list: a million-op chain has a few.
        const size_t id = size_t(m_legal.listId(size_t(op)));
        if (id >= m_configLists.size())
            m_configLists.resize(id + 1);
        if (!m_configLists[id]) {
            auto list = std::make_shared<std::vector<SolverConfig>>();
            for (size_t i = 0; i < m_legal[size_t(op)].size(); ++i) {
                const TtnnLayout& l = *m_legal[size_t(op)][i];
                list->push_back(
                    { .gridVolume = layoutCores(l, m_device), .memoryLayout = l.spec().memoryLayout, .id = int(i) });
            }
            m_configLists[id] = std::move(list);
        }
        configs.push_back(m_configLists[id]);
    }
    // The solver keeps a reference to the oracle for its whole life.
    FunctionOracle oracle = oracleFor(ops);
    ShardSolution solution;
    {
        // Gone before the solution is recorded: on a long chain its paths are as large as the notes written.
        ShardSolver solver(std::move(configs), std::move(edges), oracle);
        if (!solver.resolve() || !solver.pickConfigs(m_options.coreUsageRule)) {
            chain.fail(solver.failure() ? solver.failure()->why : Remark(RemarkKind::NoConfigSatisfies));
            return;
        }
        chain.resolve();
        solution = solver.finish();
    }
    chain.complete();
    recordSolution(chainIndex, ops, solution);
    m_result.chains[size_t(chainIndex)].spill = SpillLocation::Dram;
}

// The chosen configs, the reshards the solver inserted, each op's L1 reservation and the spill at the chain's end.
void DfShardingRun::recordSolution(int chainIndex, const std::vector<int>& ops, const ShardSolution& solution)
{
    for (size_t i = 0; i < ops.size(); ++i) {
        OpDecision& d = m_result.ops[size_t(ops[i])];
        d.layout = *m_legal[size_t(ops[i])][size_t(solution.configs[i])];
        d.chain = chainIndex;
        // The notes so far, the legal configs and the choice make the notes: alike ops of a long chain share them.
        const RankedKey key { d.candidates.identity(), m_legal.listId(size_t(ops[i])), solution.configs[i] };
        const auto [ranked, added] = m_ranked.try_emplace(key);
        if (!added) {
            d.candidates = ranked->second.after;
            continue;
        }
        ranked->second.before = d.candidates;
        d.candidates.reserve(d.candidates.size() + m_legal[size_t(ops[i])].size());
        for (size_t k = 0; k < m_legal[size_t(ops[i])].size(); ++k) {
            if (int(k) != solution.configs[i])
                d.candidates.push_back(
                    { choiceOf(*m_legal[size_t(ops[i])][k]), Verdict::RankedLower, RemarkKind::LessCoreUsage });
        }
        d.candidates.insert(
            d.candidates.begin(), { choiceOf(*d.layout), Verdict::Chosen, RemarkKind::HighestCoreUsage });
        m_notes.share(d.candidates);
        ranked->second.after = d.candidates;
    }
    for (const ReshardChoice& r : solution.reshards) {
        const int consumer = ops[size_t(r.edge.consumer)];
        const int value = m_graph.op(consumer).operands.at(size_t(r.edge.operandIndex));
        const TtnnLayout& target = *m_cache.sharded(m_graph.value(value).type)[size_t(r.layouts.front())];
        m_result.reshards.push_back(
            { m_graph.value(value).producer, consumer, r.edge.operandIndex, ReshardKind::ToMemoryConfig, target });
    }
    // Each chain op's output lives in L1 from its op to its last consumer inside the chain; the last one spills
    // to DRAM right after it is produced (seed: spillEndToDRAM).
    const L1Chain& chain = m_result.chains[size_t(chainIndex)].chain;
    for (const int op : ops) {
        const int value = m_graph.op(op).results.front();
        int end = op;
        for (int user : m_graph.value(value).users) {
            if (user > end && chain.contains(user))
                end = user;
        }
        m_result.reservations.push_back({ value, op, end, l1BytesPerCore(*m_result.ops[size_t(op)].layout) });
    }
    const int last = ops.back();
    m_result.spills.push_back({ .value = m_graph.op(last).results.front(), .at = last, .cause = SpillCause::ChainEnd });
}

} // namespace

PolicyResult runDfSharding(
    const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options)
{
    return DfShardingRun(graph, device, model, options).run();
}

} // namespace tle
