// SPDX-License-Identifier: MIT
#include "optimizer/chains/dfshardingpolicy.h"

#include "optimizer/chains/chainmerging.h"
#include "optimizer/chains/l1chain.h"
#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/l1timeline.h"
#include "optimizer/shared/layoutreader.h"
#include "optimizer/shared/legallayouts.h"

#include <algorithm>
#include <array>
#include <functional>
#include <map>

#include <fmt/format.h>

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
            d.candidates.push_back(
                { layoutLabel(candidate), Verdict::Rejected, "L1 interleaved fallback: no room in L1" });
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
            d.candidates.push_back({ layoutLabel(candidate), Verdict::Rejected,
                "L1 interleaved fallback: the op or a consumer does not accept it" });
            continue;
        }
        d.candidates.insert(
            d.candidates.begin(), { layoutLabel(candidate), Verdict::Chosen, "L1 interleaved fallback" });
        d.layout = candidate;
        reader.setOutput(value, &*d.layout);
        result.reservations.push_back({ value, d.op, end, bytes });
    }
}

// A chain whose output feeds a concat keeps, for its last op, only the configs with the sharding the concat
// takes (when it has any), so the concat can read it from L1 without a reshard.
void preferConcatSharding(const ModelGraph& graph, const ChainBuildResult& chains,
    std::map<int, std::vector<const TtnnLayout*>>& legal, PolicyResult& result,
    const std::function<std::vector<const TtnnLayout*>(int, TtnnMemoryLayout)>& legalOfKind)
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
            std::vector<const TtnnLayout*>& configs = legal[producer];
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
                    result.ops[size_t(producer)].candidates.push_back({ layoutLabel(*l), Verdict::RankedLower,
                        fmt::format("the concat it feeds prefers {}", toString(*wanted)) });
            }
            configs = std::move(kept);
        }
    }
}

} // namespace

PolicyResult runDfSharding(
    const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options)
{
    PolicyResult result = dramDecisions(graph, device, options.chainMerging ? "dfsharding-merge" : "dfsharding");
    LayoutCache cache(device, LegalLayoutOptions { options.rowMajorEnabled, true, true });
    std::map<int, TtnnLayout> dramOf; // value id -> DRAM interleaved layout, the default input layout
    auto dram = [&](int value) -> const TtnnLayout& {
        auto it = dramOf.find(value);
        if (it == dramOf.end())
            it = dramOf.emplace(value, dramInterleaved(graph.value(value).type, device)).first;
        return it->second;
    };
    // Inputs of op `index` with operand `swapOperand` read as `swapped` (or none), the rest DRAM interleaved.
    auto inputsOf = [&](int index, int swapOperand, const TtnnLayout* swapped) {
        std::vector<const TtnnLayout*> inputs;
        const Op& op = graph.op(index);
        for (size_t k = 0; k < op.operands.size(); ++k) {
            const int v = op.operands[k];
            if (!graph.value(v).type.isTensor)
                continue;
            inputs.push_back(int(k) == swapOperand && swapped ? swapped : &dram(v));
        }
        return inputs;
    };

    // Legal sharded configs per op (seed §3.1.3): validated with DRAM-interleaved inputs, at most
    // maxLegalLayouts, in the legal-layout order (most cores first).
    std::map<int, std::vector<const TtnnLayout*>> legal;
    std::vector<ChainCandidateOp> schedule;
    for (const Op& op : graph.ops()) {
        if (!isPlannedOp(graph, op.id))
            continue;
        ChainCandidateOp candidate;
        candidate.id = op.id;
        candidate.shardable = isSeedShardable(op.kind);
        if (options.chainMerging && op.kind.isConcat()) {
            candidate.shardable = true;
            candidate.isolated = true;
        }
        const Value& out = graph.value(op.results.front());
        for (int user : out.users) {
            if (!graph.op(user).kind.isDeallocate())
                ++candidate.useCount;
        }
        for (int v : op.operands)
            candidate.operandProducers.push_back(graph.value(v).producer);
        OpDecision& decision = result.ops[size_t(op.id)];
        if (candidate.shardable) {
            const OpQuery query = OpQuery::fromGraph(graph, op.id);
            for (const TtnnLayout* layout : cache.sharded(out.type)) {
                if (int64_t(legal[op.id].size()) >= options.maxLegalLayouts) {
                    decision.candidates.push_back(
                        { layoutLabel(*layout), Verdict::RankedLower, "beyond max-legal-layouts" });
                    continue;
                }
                const ValidationResult r = model.validate(query, inputsOf(op.id, -1, nullptr), *layout, 0);
                if (r.ok())
                    legal[op.id].push_back(layout);
                else
                    decision.candidates.push_back({ layoutLabel(*layout), Verdict::Rejected, r.message });
            }
        }
        candidate.hasLegalConfigs = !legal[op.id].empty();
        schedule.push_back(std::move(candidate));
    }

    const ChainBuildResult chains = buildL1Chains(schedule);
    if (options.chainMerging)
        preferConcatSharding(graph, chains, legal, result, [&](int op, TtnnMemoryLayout kind) {
            std::vector<const TtnnLayout*> configs;
            const OpQuery query = OpQuery::fromGraph(graph, op);
            for (const TtnnLayout* layout : cache.sharded(graph.value(graph.op(op).results.front()).type)) {
                if (int64_t(configs.size()) < options.maxLegalLayouts && layout->spec().memoryLayout == kind
                    && model.validate(query, inputsOf(op, -1, nullptr), *layout, 0).ok())
                    configs.push_back(layout);
            }
            return configs;
        });
    for (const L1Chain& built : chains.chains) {
        const int chainIndex = int(result.chains.size());
        ChainResult& entry = result.chains.emplace_back(ChainResult { built, SpillLocation::None });
        L1Chain& chain = entry.chain;
        const std::vector<int>& ops = chain.ops();
        // A concat chain stays Built: the merge step resolves it with its inputs.
        if (options.chainMerging && graph.op(ops.front()).kind.isConcat())
            continue;
        std::vector<std::vector<SolverConfig>> configs;
        for (int op : ops) {
            std::vector<SolverConfig> list;
            for (size_t i = 0; i < legal[op].size(); ++i) {
                const TtnnLayout& l = *legal[op][i];
                list.push_back({ layoutCores(l, device), std::string(toString(l.spec().memoryLayout)), true, int(i) });
            }
            configs.push_back(std::move(list));
        }
        const std::vector<ChainEdge> edges = chainEdges(chain, schedule);
        auto tensorOf = [&](const ChainEdge& edge) {
            return graph.op(ops[size_t(edge.consumer)]).operands.at(size_t(edge.operandIndex));
        };
        FunctionOracle oracle;
        oracle.compatibleFn = [&](const ChainEdge& edge, int pc, int cc) {
            const int consumer = ops[size_t(edge.consumer)];
            const TtnnLayout* produced = legal[ops[size_t(edge.producer)]][size_t(pc)];
            return model
                .validate(OpQuery::fromGraph(graph, consumer), inputsOf(consumer, edge.operandIndex, produced),
                    *legal[consumer][size_t(cc)], 0)
                .ok();
        };
        oracle.acceptsInterleavedInputFn = [&](int op, int config) {
            const int global = ops[size_t(op)];
            return model
                .validate(
                    OpQuery::fromGraph(graph, global), inputsOf(global, -1, nullptr), *legal[global][size_t(config)], 0)
                .ok();
        };
        oracle.reshardCandidatesFn = [&](const ChainEdge& edge) {
            std::vector<int> ids;
            const auto& candidates = cache.sharded(graph.value(tensorOf(edge)).type);
            for (size_t i = 0; i < candidates.size(); ++i)
                ids.push_back(int(i));
            return ids;
        };
        oracle.compatibleWithReshardFn = [&](const ChainEdge& edge, int reshard, int cc) {
            const int consumer = ops[size_t(edge.consumer)];
            const TtnnLayout& target = *cache.sharded(graph.value(tensorOf(edge)).type)[size_t(reshard)];
            return model
                .validate(OpQuery::fromGraph(graph, consumer), inputsOf(consumer, edge.operandIndex, &target),
                    *legal[consumer][size_t(cc)], 0)
                .ok();
        };
        ShardSolver solver(configs, edges, oracle);
        if (!solver.resolve() || !solver.pickConfigs(options.coreUsageRule)) {
            chain.fail(solver.failure() ? solver.failure()->message : "no configuration satisfies every edge");
            continue;
        }
        chain.resolve();
        const ShardSolution solution = solver.finish();
        chain.complete();
        for (size_t i = 0; i < ops.size(); ++i) {
            OpDecision& d = result.ops[size_t(ops[i])];
            d.layout = *legal[ops[i]][size_t(solution.configs[i])];
            d.chain = chainIndex;
            for (size_t k = 0; k < legal[ops[i]].size(); ++k) {
                if (int(k) != solution.configs[i])
                    d.candidates.push_back({ layoutLabel(*legal[ops[i]][k]), Verdict::RankedLower,
                        "less accumulated core usage or eliminated by a neighbour" });
            }
            d.candidates.insert(
                d.candidates.begin(), { layoutLabel(*d.layout), Verdict::Chosen, "highest core usage" });
        }
        for (const ReshardChoice& r : solution.reshards) {
            const int consumer = ops[size_t(r.edge.consumer)];
            const int value = graph.op(consumer).operands.at(size_t(r.edge.operandIndex));
            const TtnnLayout& target = *cache.sharded(graph.value(value).type)[size_t(r.layouts.front())];
            result.reshards.push_back({ graph.value(value).producer, consumer, r.edge.operandIndex, layoutLabel(target),
                ReshardKind::ToMemoryConfig, target });
        }
        // Each chain op's output lives in L1 from its op to its last consumer inside the chain; the last one
        // spills to DRAM right after it is produced (seed: spillEndToDRAM).
        for (size_t i = 0; i < ops.size(); ++i) {
            const int op = ops[i];
            const int value = graph.op(op).results.front();
            int end = op;
            for (int user : graph.value(value).users) {
                if (std::find(ops.begin(), ops.end(), user) != ops.end())
                    end = std::max(end, user);
            }
            result.reservations.push_back({ value, op, end, l1BytesPerCore(*result.ops[size_t(op)].layout) });
        }
        const int last = ops.back();
        result.spills.push_back({ graph.op(last).results.front(), last, SpillLocation::Dram, std::nullopt });
        entry.spill = SpillLocation::Dram;
    }
    if (options.chainMerging)
        applyChainMerging(result, MergeInputs { graph, device, model, cache, legal });
    if (options.l1InterleavedFallback)
        applyL1InterleavedFallback(result, graph, device, model);
    computeMetrics(result, graph, device);
    return result;
}

} // namespace tle
