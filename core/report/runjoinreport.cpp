// SPDX-License-Identifier: MIT
#include "report/runjoinreport.h"

#include "report/policyreport.h"
#include "run/runcomparesummary.h"
#include "util/checked.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

namespace tle {

namespace {

FactValue optionalNs(const std::optional<int64_t>& ns)
{
    return ns ? FactValue(*ns) : FactValue(nullptr);
}

FactGroup sideBySide(int64_t run, int64_t other)
{
    FactGroup f;
    f.push_back({ "run", run });
    f.push_back({ "other", other });
    f.push_back({ "delta", saturatingSub(other, run) });
    return f;
}

FactGroup deltaFacts(const MeasuredRun& run, const MeasuredRun& other, const RunOpDelta& d)
{
    FactGroup f;
    f.push_back({ "index", d.op >= 0 ? FactValue(d.op) : FactValue(nullptr) });
    f.push_back({ "other_index", d.other >= 0 ? FactValue(d.other) : FactValue(nullptr) });
    // The run's op code, or the other run's for an op only it did.
    f.push_back({ "op_code", d.op >= 0 ? run.ops[size_t(d.op)].opCode : other.ops[size_t(d.other)].opCode });
    f.push_back({ "other_op_code", d.other >= 0 ? FactValue(other.ops[size_t(d.other)].opCode) : FactValue(nullptr) });
    f.push_back({ "same_kind", d.sameKind });
    f.push_back({ "measured_ns", optionalNs(d.ns) });
    f.push_back({ "other_ns", optionalNs(d.otherNs) });
    f.push_back({ "delta_ns", d.ns && d.otherNs ? FactValue(saturatingSub(*d.otherNs, *d.ns)) : FactValue(nullptr) });
    return f;
}

// The family totals of both runs, the largest change first, and the ops only one run did by op code.
void addComparisonSummary(FactGroup& f, const RunComparisonSummary& s)
{
    FactValue::List families;
    for (const RunFamilyChange& c : s.families)
        families.push_back(FactGroup { { "family", std::string(toString(c.family)) }, { "run_ns", c.ns },
            { "other_ns", c.otherNs }, { "delta_ns", saturatingSub(c.otherNs, c.ns) } });
    FactValue::List unmatched;
    for (const RunUnmatchedGroup& g : s.unmatched)
        unmatched.push_back(FactGroup { { "op_code", g.opCode }, { "in", std::string(g.inRun ? "run" : "other") },
            { "ops", int64_t(g.ops.size()) }, { "kernel_ns", g.ns } });
    f.push_back({ "by_family", std::move(families) });
    f.push_back({ "unmatched", std::move(unmatched) });
}

// Everything but the op list.
FactGroup compareHead(const MeasuredRun& run, const MeasuredRun& other, const RunComparison& c)
{
    FactGroup byClass;
    for (int k = 0; k < kRunClassCount; ++k)
        byClass.push_back({ std::string(toString(RunClass(k))),
            sideBySide(c.run.byClassNs[size_t(k)], c.other.byClassNs[size_t(k)]) });
    FactGroup f;
    f.push_back({ "source", run.source });
    f.push_back({ "other", other.source });
    f.push_back({ "matched", c.matched });
    f.push_back({ "only_in_run", c.onlyInRun });
    f.push_back({ "only_in_other", c.onlyInOther });
    f.push_back({ "unaligned", c.unaligned });
    f.push_back({ "device_ops", sideBySide(c.run.deviceOps, c.other.deviceOps) });
    f.push_back({ "device_kernel_ns", sideBySide(c.run.deviceKernelNs, c.other.deviceKernelNs) });
    f.push_back({ "layout_change_ns", sideBySide(c.run.layoutChangeNs, c.other.layoutChangeNs) });
    f.push_back({ "by_class", std::move(byClass) });
    addComparisonSummary(f, summarizeComparison(run, other, c));
    return f;
}

FactValue stepFacts(const ModelGraph& graph, const PlanStep& step)
{
    static constexpr std::string_view kKinds[] = { "op", "reshard", "spill" };
    FactGroup f;
    f.push_back({ "kind", kKinds[int(step.kind)] });
    f.push_back({ "op", step.op });
    f.push_back({ "name", opDisplayName(graph, step.op) });
    f.push_back({ "op_kind", graph.op(step.op).kind.name() });
    f.push_back({ "layout", step.layout ? FactValue(layoutLabel(*step.layout)) : FactValue(nullptr) });
    return f;
}

FactGroup joinedFacts(const MeasuredRun& run, const ModelGraph& graph, const PlanJoin& join, const JoinedOp& j)
{
    const RunOp* op = j.runOp >= 0 ? &run.ops[size_t(j.runOp)] : nullptr;
    const PlanStep* step = j.step >= 0 ? &join.steps[size_t(j.step)] : nullptr;
    FactGroup f;
    f.push_back({ "index", op ? FactValue(j.runOp) : FactValue(nullptr) });
    f.push_back({ "op_code", op ? FactValue(op->opCode) : FactValue(nullptr) });
    f.push_back({ "class", op ? FactValue(toString(classifyRunOp(*op))) : FactValue(nullptr) });
    f.push_back({ "plan", step ? stepFacts(graph, *step) : FactValue(nullptr) });
    f.push_back({ "same_kind", j.sameKind });
    f.push_back(
        { "planned_layout", step && step->layout ? FactValue(layoutLabel(*step->layout)) : FactValue(nullptr) });
    f.push_back(
        { "executed_memory", op && !op->outputs.empty() ? FactValue(executedLayoutLabel(*op)) : FactValue(nullptr) });
    f.push_back({ "drift", j.drift });
    f.push_back({ "measured_ns", op ? optionalNs(op->kernelNs) : FactValue(nullptr) });
    f.push_back({ "planned_ns",
        step && step->kind == PlanStep::Kind::Op ? FactValue(int64_t(std::llround(step->plannedNs)))
                                                 : FactValue(nullptr) });
    f.push_back({ "measured_l1_per_bank", optionalNs(j.measuredL1PerBank) });
    f.push_back({ "planned_l1_per_core", step ? FactValue(j.plannedL1PerCore) : FactValue(nullptr) });
    return f;
}

FactGroup joinHead(const MeasuredRun& run, const PlanJoin& join, const PlanJoinSource& source)
{
    double measured = 0;
    double planned = 0;
    for (const JoinedOp& j : join.ops) {
        if (j.runOp < 0 || j.step < 0)
            continue;
        measured = std::min(double(INT64_MAX), measured + double(run.ops[size_t(j.runOp)].kernelNs.value_or(0)));
        planned += join.steps[size_t(j.step)].plannedNs;
    }
    FactGroup f;
    f.push_back({ "model", source.model });
    f.push_back({ "function", source.function });
    f.push_back({ "policy", source.policy });
    f.push_back({ "method", toString(join.method) });
    f.push_back({ "steps", int64_t(join.steps.size()) });
    f.push_back({ "matched", join.matched });
    f.push_back({ "drifted", join.drifted });
    f.push_back({ "unplanned_conversions", join.unplannedConversions });
    f.push_back({ "unexecuted_steps", join.unexecutedSteps });
    f.push_back({ "unmatched_run_ops", join.unmatchedRunOps });
    f.push_back({ "unaligned", join.unaligned });
    f.push_back({ "matched_measured_ns", int64_t(measured) });
    f.push_back({ "matched_planned_ns", int64_t(std::llround(std::min(planned, 9e18))) });
    return f;
}

} // namespace

FactGroup runCompareFacts(const MeasuredRun& run, const MeasuredRun& other, const RunComparison& comparison)
{
    FactGroup f = compareHead(run, other, comparison);
    FactValue::List ops;
    for (const RunOpDelta& d : comparison.ops)
        ops.push_back(deltaFacts(run, other, d));
    f.push_back({ "ops", std::move(ops) });
    return f;
}

std::string runCompareText(
    const MeasuredRun& run, const MeasuredRun& other, const RunComparison& comparison, int64_t shownOps)
{
    static constexpr std::array<std::string_view, 6> kColumns { "index", "other_index", "op_code", "measured_ns",
        "other_ns", "delta_ns" };
    static constexpr std::array<size_t, 5> kWidths { 7, 7, 36, 13, 13 };
    std::string out = factsText(FactGroup { { "compare", compareHead(run, other, comparison) } }, NullRows::Omit);
    // The matched ops whose time changed most; the ops only one run did are in the head, grouped by op code.
    const RunComparisonSummary summary = summarizeComparison(run, other, comparison);
    std::vector<const RunOpDelta*> ops;
    for (const size_t i : summary.largestChanges)
        ops.push_back(&comparison.ops[i]);
    ops.resize(std::min(ops.size(), size_t(std::max<int64_t>(shownOps, 0))));
    out += fmt::format("{} ({} of {})\n", factLabel("compare.largest_changes", "largest_changes").text, ops.size(),
        summary.largestChanges.size());
    if (!ops.empty())
        out += factTableHeader("compare.ops", kColumns, kWidths, 2);
    for (const RunOpDelta* d : ops)
        out += factTableRow(deltaFacts(run, other, *d), kColumns, kWidths, 2);
    return out;
}

FactGroup planJoinFacts(
    const MeasuredRun& run, const ModelGraph& graph, const PlanJoin& join, const PlanJoinSource& source)
{
    FactGroup f = joinHead(run, join, source);
    FactValue::List ops;
    for (const JoinedOp& j : join.ops)
        ops.push_back(joinedFacts(run, graph, join, j));
    f.push_back({ "ops", std::move(ops) });
    return f;
}

std::string planJoinText(const MeasuredRun& run, const ModelGraph& graph, const PlanJoin& join,
    const PlanJoinSource& source, int64_t shownOps)
{
    static constexpr std::array<std::string_view, 7> kColumns { "index", "op_code", "planned_layout", "executed_memory",
        "drift", "measured_ns", "planned_ns" };
    static constexpr std::array<size_t, 6> kWidths { 7, 32, 30, 24, 7, 13 };
    std::string out = factsText(FactGroup { { "plan", joinHead(run, join, source) } }, NullRows::Omit);
    // Drifted ops, unplanned conversions and unexecuted steps first: what the plan did not foresee.
    std::vector<const JoinedOp*> ops;
    for (const JoinedOp& j : join.ops) {
        if (j.drift || j.runOp < 0 || j.step < 0)
            ops.push_back(&j);
    }
    const size_t surprises = ops.size();
    ops.resize(std::min(ops.size(), size_t(std::max<int64_t>(shownOps, 0))));
    out += fmt::format("{} ({} of {})\n", factLabel("plan.surprises", "surprises").text, ops.size(), surprises);
    if (!ops.empty())
        out += factTableHeader("plan.ops", kColumns, kWidths, 2);
    for (const JoinedOp* j : ops)
        out += factTableRow(joinedFacts(run, graph, join, *j), kColumns, kWidths, 2);
    return out;
}

} // namespace tle
