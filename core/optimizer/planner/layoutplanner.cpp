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
    result.notes.push_back(Remark(plan.optimal ? RemarkKind::PlannerNoteOptimal : RemarkKind::PlannerNoteLimited,
        { NV("Width", options.beamWidth), NV("Validations", validations), NV("Spills", plan.spills.size()),
            NV("Demoted", plan.demoted.size()), NV("Microseconds", fmt::format("{:.2f}", plan.cost * 1e6)) }));
    computeMetrics(result, graph, device);
    return result;
}

} // namespace tle
