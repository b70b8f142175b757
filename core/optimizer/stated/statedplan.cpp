// SPDX-License-Identifier: MIT
#include "optimizer/stated/statedplan.h"

#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/l1residency.h"
#include "optimizer/shared/opmodel.h"
#include "util/error.h"

#include <fmt/format.h>

namespace tle {

namespace {

const TtnnLayout* statedLayout(const StatedLayouts& stated, int value)
{
    const auto it = stated.find(value);
    return it != stated.end() ? &it->second : nullptr;
}

bool statesAnyResult(const ModelGraph& graph, const StatedLayouts& stated)
{
    for (const Op& op : graph.ops()) {
        for (int value : op.results) {
            if (stated.count(value))
                return true;
        }
    }
    return false;
}

} // namespace

PolicyResult readStatedPlan(const ModelGraph& graph, const StatedLayouts& stated, const OptimizerDevice& device)
{
    if (!statesAnyResult(graph, stated))
        throw Error(
            fmt::format("@{} states no TTNN layouts: the as-compiled and spill-only plans and --keep-layouts need a "
                        "compiled TTNN module or a JSON model whose outputs have a #ttnn.ttnn_layout",
                graph.name()));
    PolicyResult result;
    result.policy = std::string(kAsCompiledPlan);
    int spills = 0;
    int reshards = 0;
    DramLayouts layouts(device);
    for (const Op& op : graph.ops()) {
        OpDecision d { .op = op.id };
        const bool tensorResult = !op.results.empty() && graph.value(op.results.front()).type.isTensor;
        if (tensorResult && !op.kind.isDeallocate() && !op.kind.isReturn()) {
            if (const TtnnLayout* layout = statedLayout(stated, op.results.front()))
                d.layout = *layout;
            else if (isPlannedOp(graph, op.id))
                d.layout = layouts.of(graph.value(op.results.front()).type);
        }
        if (d.layout && d.layout->spec().bufferType == BufferType::L1) {
            const std::vector<int> uses = readers(graph, op.results.front());
            result.reservations.push_back({ .value = op.results.front(),
                .start = op.id,
                .end = uses.empty() ? op.id : uses.back(),
                .bytesPerCore = l1BytesPerCore(*d.layout) });
        }
        if (d.layout && op.kind.isLayoutMove() && !op.operands.empty()) {
            const TtnnLayout* from = statedLayout(stated, op.operands.front());
            const bool fromL1 = from && from->spec().bufferType == BufferType::L1;
            ++(fromL1 && d.layout->spec().bufferType == BufferType::Dram ? spills : reshards);
        }
        result.ops.push_back(std::move(d));
    }
    computeMetrics(result, graph, device);
    // The moves are ops of the file, costed as ops above; they are counted here, not added as moves again.
    result.metrics.spillCount = spills;
    result.metrics.reshardCount = reshards;
    return result;
}

PolicyResult spillOnlyPlan(const ModelGraph& graph, const StatedLayouts& stated, const OptimizerDevice& device)
{
    PolicyResult result = readStatedPlan(graph, stated, device);
    const int fileSpills = result.metrics.spillCount;
    const int fileReshards = result.metrics.reshardCount;
    result.policy = std::string(kSpillOnlyPlan);
    // The pass decides every L1 tensor's residency again, so its reservations replace the file's.
    result.reservations.clear();
    const std::vector<L1Tenant> tenants = l1Tenants(result, graph, device, SpillCosts::Without);
    const SpillPlan plan = planSpillsGreedy(tenants, device.l1BudgetPerCore());
    applySpillPlan(
        result, graph, device, tenants, plan, SpillCause::FarthestLastUse, SpilledReads::ReloadIntoPlannedLayout);
    result.notes.push_back(Remark(RemarkKind::StatedPlanNote,
        { NV("Budget", device.l1BudgetPerCore()), NV("Spills", plan.spills.size()),
            NV("Demoted", plan.demoted.size()) }));
    computeMetrics(result, graph, device);
    result.metrics.spillCount += fileSpills;
    result.metrics.reshardCount += fileReshards;
    return result;
}

} // namespace tle
