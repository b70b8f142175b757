// SPDX-License-Identifier: MIT
#include "optimizer/policies.h"

#include "optimizer/beam/greedybeampolicy.h"
#include "optimizer/chains/dfshardingpolicy.h"
#include "optimizer/interleaved/l1interleavedpolicy.h"
#include "optimizer/planner/layoutplanner.h"
#include "optimizer/shared/drampolicy.h"
#include "util/error.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

PolicyResult runDram(const ModelGraph& graph, const OptimizerDevice& device, const OpModel&, const PolicyOptions&)
{
    return runDramPolicy(graph, device);
}

PolicyResult runChains(
    const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options)
{
    PolicyOptions o = options;
    o.chainMerging = false;
    return runDfSharding(graph, device, model, o);
}

PolicyResult runMergedChains(
    const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options)
{
    PolicyOptions o = options;
    o.chainMerging = true;
    return runDfSharding(graph, device, model, o);
}

constexpr std::array kPolicies {
    PolicyEntry { "dram", "everything DRAM interleaved: the reference", runDram },
    PolicyEntry { "dfsharding", "seed 002's L1 chains of sharded ops (DFSharding with ShardSolver)", runChains },
    PolicyEntry {
        "dfsharding-merge", "the chains, then chain merging against the L1 reservation timeline", runMergedChains },
    PolicyEntry {
        "greedy-beam", "upstream's current design: beam layout propagation, farthest-last-use spills", runGreedyBeam },
    PolicyEntry {
        "layout-planner", "the project's planner: cost-ranked beam and a minimum-cost spill plan", runLayoutPlanner },
    PolicyEntry { "l1-interleaved",
        "upstream's 2024-12 design: L1 or DRAM interleaved per op by operand masks, schedule rebuilt",
        runL1Interleaved },
};

static_assert(kPolicies[1].name == kDefaultPolicy);

// The names in the table's order, made from it so that a new row needs nothing else.
constexpr std::array<std::string_view, kPolicies.size()> kNames = [] {
    std::array<std::string_view, kPolicies.size()> names;
    std::ranges::transform(kPolicies, names.begin(), &PolicyEntry::name);
    return names;
}();

// Names, in the plan's notes, the ops the op model cannot validate, which the policies kept in DRAM.
void noteUnmodelledOps(PolicyResult& result, const ModelGraph& graph)
{
    std::vector<std::string> names;
    for (const Op& op : graph.ops()) {
        if (isPlannedOp(graph, op.id) && (op.opaque || op.opModelMissing))
            names.push_back(opDisplayName(graph, op.id));
    }
    if (!names.empty())
        result.notes.push_back(
            Remark(RemarkKind::UnmodelledOpsNote, { NV("Ops", fmt::format("{}", fmt::join(names, ", "))) }));
}

} // namespace

std::span<const PolicyEntry> policies()
{
    return kPolicies;
}

std::span<const std::string_view> policyNames()
{
    return kNames;
}

PolicyResult runPolicy(std::string_view name, const ModelGraph& graph, const OptimizerDevice& device,
    const OpModel& model, const PolicyOptions& options)
{
    for (const PolicyEntry& policy : kPolicies) {
        if (policy.name != name)
            continue;
        checkPins(graph, device, options.pins, options.rowMajorEnabled);
        throwIfCancelled(options.cancel);
        PolicyOptions o = options;
        if (device.maxLegalLayouts)
            o.maxLegalLayouts = o.beamMaxLegalLayouts = *device.maxLegalLayouts;
        PolicyResult result = policy.run(graph, device, model, o);
        throwIfCancelled(options.cancel);
        applyPins(result, graph, device, options.pins, options.rowMajorEnabled);
        noteUnmodelledOps(result, graph);
        return result;
    }
    throw Error(fmt::format("unknown policy '{}' (available: {})", name, fmt::join(policyNames(), ", ")));
}

} // namespace tle
