// SPDX-License-Identifier: MIT
#include "optimizer/beam/greedybeampolicy.h"

#include "optimizer/beam/beamsearch.h"
#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/l1residency.h"

#include <map>

#include <fmt/format.h>

namespace tle {

PolicyResult runGreedyBeam(
    const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options)
{
    int64_t validations = 0;
    PolicyResult result = beamDecisions(graph, device, model,
        BeamOptions { .width = options.beamWidth,
            .maxLegalLayouts = options.beamMaxLegalLayouts,
            .rowMajorEnabled = options.rowMajorEnabled,
            .scoring = BeamScoring::Heuristic,
            .occupiedL1 = true,
            .pins = options.pins,
            .cancel = options.cancel },
        "greedy-beam", &validations);
    // Pass 2 as upstream runs it today: the per-core address space simulated (docs/optimizer.md).
    const std::vector<L1Tenant> tenants = l1Tenants(result, graph, device, SpillCosts::Without);
    const AddressSpacePlan placed = planSpillsAddressSpace(addressSpaceInput(result, graph, device, model, tenants));
    applySpillPlan(result, graph, device, tenants, placed.plan, SpillCause::FarthestLastUse,
        SpilledReads::ReloadIntoPlannedLayout);
    std::map<int, EvictionReason> reasons;
    for (const AddressEvent& e : placed.events)
        reasons.emplace(e.value, e.reason);
    std::map<EvictionReason, int> counts;
    for (SpillResult& s : result.spills) {
        const auto it = reasons.find(s.value);
        if (it == reasons.end())
            continue;
        ++counts[it->second];
        s.cause = it->second == EvictionReason::Fragmentation ? SpillCause::Fragmentation
            : it->second == EvictionReason::CircularBuffers   ? SpillCause::CircularBuffers
            : it->second == EvictionReason::OutOfMemory       ? SpillCause::OpOutOfMemory
            : it->second == EvictionReason::NotImplemented    ? SpillCause::UnmodelledOp
                                                              : SpillCause::FarthestLastUse;
    }
    result.notes.push_back(Remark(RemarkKind::GreedyBeamNote,
        { NV("Width", options.beamWidth), NV("Validations", validations),
            NV("Cushion", addressSpaceCushion(device.l1BudgetPerCore())), NV("Spills", placed.plan.spills.size()),
            NV("NoFit", counts[EvictionReason::NoFit]), NV("Fragmentation", counts[EvictionReason::Fragmentation]),
            NV("CircularBuffers", counts[EvictionReason::CircularBuffers]),
            NV("OutOfMemory", counts[EvictionReason::OutOfMemory]), NV("Demoted", placed.plan.demoted.size()) }));
    computeMetrics(result, graph, device);
    return result;
}

} // namespace tle
