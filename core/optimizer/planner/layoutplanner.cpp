// SPDX-License-Identifier: MIT
#include "optimizer/planner/layoutplanner.h"

#include "optimizer/beam/beamsearch.h"
#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/l1residency.h"

#include <fmt/format.h>

namespace tle {

PolicyResult runLayoutPlanner(
    const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options)
{
    int64_t validations = 0;
    PolicyResult result = beamDecisions(graph, device, model,
        BeamOptions { .width = options.beamWidth,
            .maxLegalLayouts = options.beamMaxLegalLayouts,
            .rowMajorEnabled = options.rowMajorEnabled,
            .scoring = BeamScoring::Cost,
            .pins = options.pins,
            .cancel = options.cancel },
        "layout-planner", &validations);
    const std::vector<L1Tenant> tenants = l1Tenants(result, graph, device, SpillCosts::With);
    const SpillPlan plan = planSpillsOptimal(tenants, device.l1BudgetPerCore());
    applySpillPlan(result, graph, device, tenants, plan, SpillCause::MinimumCost);
    result.notes.push_back(fmt::format("cost-ranked beam of width {}, {} op-model validations; minimum-cost spill plan "
                                       "({}): {} spills, {} outputs written to DRAM directly, {:.2f} us of spill cost",
        options.beamWidth, validations, plan.optimal ? "proven optimal" : "search limit reached, best found",
        plan.spills.size(), plan.demoted.size(), plan.cost * 1e6));
    computeMetrics(result, graph, device);
    return result;
}

} // namespace tle
