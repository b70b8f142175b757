// SPDX-License-Identifier: MIT
#include "optimizer/beam/greedybeampolicy.h"

#include "optimizer/beam/beamsearch.h"
#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/l1residency.h"

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
            .pins = options.pins,
            .cancel = options.cancel },
        "greedy-beam", &validations);
    const std::vector<L1Tenant> tenants = l1Tenants(result, graph, device, SpillCosts::Without);
    const SpillPlan plan = planSpillsGreedy(tenants, device.l1BudgetPerCore());
    applySpillPlan(
        result, graph, device, tenants, plan, SpillCause::FarthestLastUse, SpilledReads::ReloadIntoPlannedLayout);
    result.notes.push_back(fmt::format("beam width {}, {} op-model validations; farthest-last-use spilling: {} spills, "
                                       "{} outputs written to DRAM directly",
        options.beamWidth, validations, plan.spills.size(), plan.demoted.size()));
    computeMetrics(result, graph, device);
    return result;
}

} // namespace tle
