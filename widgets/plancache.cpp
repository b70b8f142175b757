// SPDX-License-Identifier: MIT
#include "plancache.h"

#include "io/statedplan.h"
#include "jobrunner.h"
#include "optimizer/policies.h"
#include "optimizer/shared/opmodel.h"
#include "view/chaingraph.h"

namespace tle {

PlanCache::PlanCache(JobRunner* jobs, QObject* parent)
    : QObject(parent)
    , m_jobs(jobs)
{ }

void PlanCache::reset(std::shared_ptr<const ModelModule> module)
{
    m_module = std::move(module);
    m_plans.clear();
}

std::shared_ptr<const ModelPlan> PlanCache::find(const PlanKey& key) const
{
    const auto it = m_plans.find(key);
    return it != m_plans.end() ? it->second : nullptr;
}

void PlanCache::request(const QString& channel, const QString& title, const PlanKey& key, const OptimizerDevice& device,
    const LayoutPins& pins, Ready ready)
{
    if (const std::shared_ptr<const ModelPlan> cached = find(key)) {
        ready(cached);
        return;
    }
    const std::shared_ptr<const ModelModule> module = m_module;
    if (!module)
        return;
    m_jobs->run(channel, title, [this, module, key, device, pins, ready](JobControl& control) -> JobRunner::Deliver {
        const std::shared_ptr<const ModelPlan> plan = make(*module, key, device, pins, control.cancelFlag());
        return [this, module, key, plan, ready] {
            if (module != m_module)
                return;
            m_plans[key] = plan;
            ready(plan);
        };
    });
}

std::shared_ptr<const ModelPlan> PlanCache::make(const ModelModule& module, const PlanKey& key,
    const OptimizerDevice& base, const LayoutPins& pins, const std::atomic<bool>* cancel)
{
    const ModelGraph& graph = module.functions.at(size_t(key.function));
    const OptimizerDevice device = deviceForModel(graph, base);
    const AnalyticOpModel model(device);
    auto plan = std::make_shared<ModelPlan>();
    plan->result = key.policy == kAsCompiledPlan ? readStatedPlan(graph, device)
        : key.policy == kSpillOnlyPlan
        ? spillOnlyPlan(graph, device)
        : runPolicy(key.policy, graph, device, model, PolicyOptions { .pins = pins, .cancel = cancel });
    plan->rows = opRows(graph, plan->result);
    plan->chart = std::make_shared<const L1BandChart>(L1BandChart::of(graph, plan->result));
    for (const OpRow& row : plan->rows) // deallocations and returns stay off the timeline's axis
        plan->opNames << (showsInChainGraph(graph, row.op) ? QString::fromStdString(row.name) : QString());
    return plan;
}

} // namespace tle
