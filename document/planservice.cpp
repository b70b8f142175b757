// SPDX-License-Identifier: MIT
#include "planservice.h"

#include "io/model/statedlayouts.h"
#include "jobrunner.h"
#include "optimizer/plansources.h"
#include "optimizer/shared/opmodel.h"
#include "view/chaingraph.h"

namespace tle {

PlanService::PlanService(QObject* parent)
    : QObject(parent)
{ }

void PlanService::reset(std::shared_ptr<const ModelModule> module)
{
    m_module = std::move(module);
    m_plans.clear();
}

std::shared_ptr<const ModelPlan> PlanService::find(const PlanKey& key) const
{
    const auto it = m_plans.find(key);
    return it != m_plans.end() ? it->second : nullptr;
}

void PlanService::request(JobSlot* slot, const QString& title, const PlanKey& key, const OptimizerDevice& device,
    const LayoutPins& pins, std::shared_ptr<const JoinedTrace> trace, Ready ready)
{
    if (const std::shared_ptr<const ModelPlan> cached = find(key)) {
        ready(cached);
        return;
    }
    const std::shared_ptr<const ModelModule> module = m_module;
    if (!module)
        return;
    slot->run(
        title,
        [module, key, device, pins, trace](
            JobControl& control) { return make(module, key, device, pins, trace, control.cancelFlag()); },
        [this, module, key, ready](const std::shared_ptr<const ModelPlan>& plan) {
            if (module != m_module)
                return;
            m_plans[key] = plan;
            ready(plan);
        });
}

std::shared_ptr<const ModelPlan> PlanService::make(std::shared_ptr<const ModelModule> module, const PlanKey& key,
    const OptimizerDevice& base, const LayoutPins& pins, std::shared_ptr<const JoinedTrace> trace,
    const std::atomic<bool>* cancel)
{
    const ModelGraph& graph = module->functions.at(size_t(key.function));
    auto plan = std::make_shared<ModelPlan>();
    plan->module = std::move(module);
    plan->key = key;
    plan->device = deviceForModel(graph, base);
    plan->pins = pins;
    const AnalyticOpModel model(plan->device);
    std::optional<StatedLayouts> stated;
    if (isStatedPlanName(key.policy))
        stated = readStatedLayouts(graph);
    const PolicyOptions options { .pins = pins, .cancel = cancel };
    plan->result
        = makePlan(key.policy, PlanInputs { graph, plan->device, model, options, stated ? &*stated : nullptr, trace });
    plan->rows = opRows(graph, plan->result);
    plan->chart = std::make_shared<const L1BandChart>(L1BandChart::of(graph, plan->result));
    plan->opNames = timelineAxisNames(graph);
    return plan;
}

QStringList timelineAxisNames(const ModelGraph& graph)
{
    QStringList names;
    for (int op = 0; op < int(graph.ops().size()); ++op) // deallocations and returns stay off the axis
        names << (showsInChainGraph(graph, op) ? QString::fromStdString(opDisplayName(graph, op)) : QString());
    return names;
}

} // namespace tle
