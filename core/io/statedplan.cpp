// SPDX-License-Identifier: MIT
#include "io/statedplan.h"

#include "io/valuelayout.h"
#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/l1residency.h"
#include "optimizer/shared/opmodel.h"
#include "util/error.h"

#include <fmt/format.h>

namespace tle {

bool isStatedPlanName(std::string_view name)
{
    return name == kAsCompiledPlan || name == kSpillOnlyPlan;
}

bool hasStatedLayouts(const ModelGraph& graph)
{
    for (const Op& op : graph.ops()) {
        for (int value : op.results) {
            const TensorType& type = graph.value(value).type;
            if (!type.isTensor || type.encoding.empty())
                continue;
            const auto alias = graph.aliases().find(type.encoding);
            const std::string& text = alias != graph.aliases().end() ? alias->second : type.encoding;
            if (text.starts_with("#ttnn.ttnn_layout"))
                return true;
        }
    }
    return false;
}

namespace {

// An op that only moves its operand to another layout (the compiler's reshards and spills).
bool movesLayout(const Op& op)
{
    const std::string_view kind = op.kind.name();
    return op.kind.isReshard() || kind == "ttnn.to_memory_config" || kind == "ttnn.interleaved_to_sharded"
        || kind == "ttnn.sharded_to_interleaved" || kind == "ttnn.reshard";
}

} // namespace

PolicyResult readStatedPlan(const ModelGraph& graph, const OptimizerDevice& device)
{
    if (!hasStatedLayouts(graph))
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
            if (std::optional<TtnnTensor> stated = valueTtnnLayout(graph, op.results.front()))
                d.layout = std::move(stated->layout);
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
        if (d.layout && movesLayout(op) && !op.operands.empty()) {
            const std::optional<TtnnTensor> from = valueTtnnLayout(graph, op.operands.front());
            const bool fromL1 = from && from->layout.spec().bufferType == BufferType::L1;
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

PolicyResult spillOnlyPlan(const ModelGraph& graph, const OptimizerDevice& device)
{
    PolicyResult result = readStatedPlan(graph, device);
    const int fileSpills = result.metrics.spillCount;
    const int fileReshards = result.metrics.reshardCount;
    result.policy = std::string(kSpillOnlyPlan);
    // The pass decides every L1 tensor's residency again, so its reservations replace the file's.
    result.reservations.clear();
    const std::vector<L1Tenant> tenants = l1Tenants(result, graph, device, SpillCosts::Without);
    const SpillPlan plan = planSpillsGreedy(tenants, device.l1BudgetPerCore());
    applySpillPlan(
        result, graph, device, tenants, plan, SpillCause::FarthestLastUse, SpilledReads::ReloadIntoPlannedLayout);
    result.notes.push_back(fmt::format("the model's own layouts, then farthest-last-use spilling within {} bytes per "
                                       "core: {} spills, {} outputs written to DRAM directly",
        device.l1BudgetPerCore(), plan.spills.size(), plan.demoted.size()));
    computeMetrics(result, graph, device);
    result.metrics.spillCount += fileSpills;
    result.metrics.reshardCount += fileReshards;
    return result;
}

} // namespace tle
