// SPDX-License-Identifier: MIT
#include "run/planjoin.h"

#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/l1timeline.h"
#include "run/runaccounting.h"
#include "run/runalignment.h"
#include "run/runcostclass.h"

#include <algorithm>
#include <map>
#include <unordered_map>

#include <fmt/format.h>

namespace tle {

namespace {

// Every layout change shares one key: a planned reshard may run as a reshard, an interleaved-to-sharded, a copy
// or a tilize. Halo and DRAM slicing are a conv's own steps, which a plan never lists.
constexpr int kLayoutChange = -1;

int runKey(const RunOp& op)
{
    // A report database names its operations as the module does (ttnn.matmul).
    if (const auto category = ttnnOpCategory(op))
        return *category == OpCategory::Layout ? kLayoutChange : int(costClassOf(*category));
    switch (classifyRunOp(op)) {
    case RunClass::ShardConv:
    case RunClass::BufCopy:
    case RunClass::TileConv:
    case RunClass::ReallocMove:
        return kLayoutChange;
    case RunClass::Halo:
    case RunClass::DramSlice:
        return -10 - int(classifyRunOp(op));
    case RunClass::Other:
        break;
    }
    return int(runCostClass(op));
}

int stepKey(const ModelGraph& graph, const PlanStep& step)
{
    if (step.conversion)
        return kLayoutChange;
    return int(costClassOf(graph.category(step.op)));
}

bool drifted(const PlanStep& step, const RunOp& op)
{
    if (!step.layout || op.outputs.empty())
        return false;
    const RunTensor& out = op.outputs.front();
    if (!out.bufferType || !out.memoryLayout)
        return false;
    return *out.bufferType != step.layout->spec().bufferType || *out.memoryLayout != step.layout->spec().memoryLayout;
}

std::vector<int64_t> firstDeviceOps(const MeasuredRun& run)
{
    std::vector<int64_t> ops;
    const std::vector<int64_t> devices = run.devices();
    for (size_t i = 0; i < run.ops.size(); ++i) {
        if (run.ops[i].kind == RunOpKind::Device && !devices.empty() && run.ops[i].device == devices.front())
            ops.push_back(int64_t(i));
    }
    return ops;
}

// The pairs by loc: each run op takes the first free step of the op its location names whose key agrees.
std::optional<std::vector<JoinedOp>> joinByLoc(const MeasuredRun& run, const ModelGraph& graph,
    const std::vector<PlanStep>& steps, const std::vector<int64_t>& ops)
{
    if (!run.hasLoc)
        return std::nullopt;
    std::unordered_map<std::string, std::vector<int>> stepsOfLoc;
    for (size_t s = 0; s < steps.size(); ++s) {
        const std::string& location = graph.op(steps[s].op).location;
        if (!location.empty())
            stepsOfLoc[location].push_back(int(s));
    }
    std::vector<bool> taken(steps.size());
    std::vector<JoinedOp> joined;
    bool anyMatch = false;
    for (const int64_t i : ops) {
        JoinedOp j;
        j.runOp = i;
        const auto found = stepsOfLoc.find(runLocName(run.ops[size_t(i)].loc));
        if (found != stepsOfLoc.end()) {
            anyMatch = true;
            const int key = runKey(run.ops[size_t(i)]);
            for (const int s : found->second) {
                if (!taken[size_t(s)] && stepKey(graph, steps[size_t(s)]) == key) {
                    j.step = s;
                    taken[size_t(s)] = true;
                    break;
                }
            }
        }
        joined.push_back(j);
    }
    if (!anyMatch)
        return std::nullopt;
    for (size_t s = 0; s < steps.size(); ++s) {
        if (!taken[s])
            joined.push_back(JoinedOp { .step = int(s) });
    }
    return joined;
}

std::vector<JoinedOp> joinByAlignment(const MeasuredRun& run, const ModelGraph& graph,
    const std::vector<PlanStep>& steps, const std::vector<int64_t>& ops, int64_t& unaligned)
{
    std::vector<AlignItem> runItems, planItems;
    for (const int64_t i : ops)
        runItems.push_back({ runKey(run.ops[size_t(i)]), runKey(run.ops[size_t(i)]) < 0 });
    for (const PlanStep& step : steps)
        planItems.push_back({ stepKey(graph, step), step.conversion });
    const Alignment alignment = alignSequences(runItems, planItems);
    unaligned = int64_t(ops.size()) - alignment.aAligned + int64_t(steps.size()) - alignment.bAligned;
    std::vector<JoinedOp> joined;
    for (const AlignedPair& p : alignment.pairs) {
        JoinedOp j;
        j.runOp = p.a >= 0 ? ops[size_t(p.a)] : -1;
        j.step = int(p.b);
        j.sameKind = p.sameKey;
        joined.push_back(j);
    }
    return joined;
}

} // namespace

std::string runLocName(std::string_view loc)
{
    if (loc.starts_with("loc(") && loc.ends_with(")"))
        loc = loc.substr(4, loc.size() - 5);
    std::string out;
    for (const char c : loc) {
        if (c != '"')
            out += c;
    }
    return out;
}

std::string_view toString(JoinMethod method)
{
    return method == JoinMethod::Loc ? "loc" : "alignment";
}

std::vector<PlanStep> planSteps(const ModelGraph& graph, const PolicyResult& plan)
{
    std::multimap<int, int> reshardsOf, spillsAfter;
    for (size_t r = 0; r < plan.reshards.size(); ++r)
        reshardsOf.emplace(plan.reshards[r].consumer, int(r));
    for (size_t s = 0; s < plan.spills.size(); ++s)
        spillsAfter.emplace(plan.spills[s].at, int(s));
    std::vector<PlanStep> steps;
    for (size_t k = 0; k < plan.ops.size(); ++k) {
        const OpDecision& d = plan.ops[k];
        if (!runsOnDevice(graph.category(d.op), graph.op(d.op).kind.baseName()))
            continue;
        for (auto [it, end] = reshardsOf.equal_range(d.op); it != end; ++it) {
            steps.push_back({ PlanStep::Kind::Reshard, d.op, it->second, int(k), true,
                plan.reshards[size_t(it->second)].target, 0 });
        }
        steps.push_back(
            { PlanStep::Kind::Op, d.op, -1, int(k), graph.isReshard(d.op), d.layout, d.estimatedUs * 1000.0 });
        for (auto [it, end] = spillsAfter.equal_range(d.op); it != end; ++it)
            steps.push_back(
                { PlanStep::Kind::Spill, d.op, it->second, int(k), true, plan.spills[size_t(it->second)].target, 0 });
    }
    return steps;
}

PlanJoin joinRunToPlan(const MeasuredRun& run, const ModelGraph& graph, const PolicyResult& plan)
{
    PlanJoin join;
    join.steps = planSteps(graph, plan);
    const std::vector<int64_t> ops = firstDeviceOps(run);
    if (auto byLoc = joinByLoc(run, graph, join.steps, ops)) {
        join.method = JoinMethod::Loc;
        join.ops = std::move(*byLoc);
    } else {
        join.ops = joinByAlignment(run, graph, join.steps, ops, join.unaligned);
    }
    const std::vector<int64_t> occupancy = L1Timeline::of(plan.reservations).occupancy();
    std::unordered_map<std::string, int64_t> l1AfterLoc;
    std::unordered_map<int64_t, int64_t> l1AfterOp;
    for (const MemorySnapshot& m : run.memory) {
        if (!m.l1)
            continue;
        if (m.runOp >= 0)
            l1AfterOp.try_emplace(m.runOp, m.l1->allocatedPerBank);
        else
            l1AfterLoc.try_emplace(runLocName(m.loc), m.l1->allocatedPerBank);
    }
    for (JoinedOp& j : join.ops) {
        const RunOp* op = j.runOp >= 0 ? &run.ops[size_t(j.runOp)] : nullptr;
        const PlanStep* step = j.step >= 0 ? &join.steps[size_t(j.step)] : nullptr;
        if (const auto it = l1AfterOp.find(j.runOp); op && it != l1AfterOp.end())
            j.measuredL1PerBank = it->second;
        else if (op && !op->loc.empty()) {
            if (const auto at = l1AfterLoc.find(runLocName(op->loc)); at != l1AfterLoc.end())
                j.measuredL1PerBank = at->second;
        }
        if (step && size_t(step->position) < occupancy.size())
            j.plannedL1PerCore = occupancy[size_t(step->position)];
        if (op && step) {
            ++join.matched;
            j.drift = drifted(*step, *op);
            join.drifted += j.drift ? 1 : 0;
        } else if (op) {
            (runKey(*op) == kLayoutChange ? join.unplannedConversions : join.unmatchedRunOps) += 1;
        } else {
            ++join.unexecutedSteps;
        }
    }
    return join;
}

std::string executedLayoutLabel(const RunOp& op)
{
    if (op.outputs.empty() || !op.outputs.front().bufferType || !op.outputs.front().memoryLayout)
        return op.outputs.empty() ? std::string() : op.outputs.front().memory;
    return fmt::format("{} {}", toString(*op.outputs.front().bufferType), toString(*op.outputs.front().memoryLayout));
}

RunFlow runFlow(const PlanJoin& join, const ModelGraph& graph, int64_t runOp)
{
    // The graph op each joined run op ran, and back.
    std::unordered_map<int, int64_t> runOpOf;
    int graphOp = -1;
    for (const JoinedOp& j : join.ops) {
        if (j.runOp < 0 || j.step < 0 || join.steps[size_t(j.step)].kind != PlanStep::Kind::Op)
            continue;
        const int op = join.steps[size_t(j.step)].op;
        runOpOf.emplace(op, j.runOp);
        if (j.runOp == runOp)
            graphOp = op;
    }
    RunFlow flow;
    if (graphOp < 0)
        return flow;
    const auto add = [&](std::vector<int64_t>& to, int op) {
        if (const auto it = runOpOf.find(op); it != runOpOf.end() && it->second != runOp)
            to.push_back(it->second);
    };
    for (const int value : graph.op(graphOp).operands)
        add(flow.producers, graph.value(value).producer);
    for (const int value : graph.op(graphOp).results) {
        for (const int user : graph.value(value).users)
            add(flow.consumers, user);
    }
    for (std::vector<int64_t>* ops : { &flow.producers, &flow.consumers }) {
        std::sort(ops->begin(), ops->end());
        ops->erase(std::unique(ops->begin(), ops->end()), ops->end());
    }
    return flow;
}

} // namespace tle
