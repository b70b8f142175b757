// SPDX-License-Identifier: MIT
#include "optimizer/plansources.h"

#include "optimizer/decided/decidedplan.h"
#include "optimizer/shared/layoutpin.h"
#include "optimizer/stated/statedplan.h"
#include "util/error.h"

#include <algorithm>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

std::vector<PlanSource> makeSources()
{
    std::vector<PlanSource> sources;
    for (const PolicyEntry& policy : policies())
        sources.push_back({ .name = policy.name, .summary = policy.summary });
    sources.push_back({ .name = kAsCompiledPlan,
        .summary = "not a policy: the layouts a compiled TTNN module states",
        .kind = PlanSourceKind::Stated,
        .inAll = false });
    sources.push_back({ .name = kSpillOnlyPlan,
        .summary = "not a policy: those layouts with only the spill pass run over them",
        .kind = PlanSourceKind::Stated,
        .inAll = false });
    sources.push_back({ .name = kAsDecidedPlan,
        .summary = "not a policy: tt-mlir's own choices, read from its decision trace (--decision-trace)",
        .kind = PlanSourceKind::Decided,
        .inAll = false });
    return sources;
}

} // namespace

std::span<const PlanSource> planSources()
{
    static const std::vector<PlanSource> sources = makeSources();
    return sources;
}

const PlanSource* findPlanSource(std::string_view name)
{
    const auto sources = planSources();
    const auto it = std::find_if(sources.begin(), sources.end(), [&](const PlanSource& s) { return s.name == name; });
    return it != sources.end() ? &*it : nullptr;
}

bool isPlanName(std::string_view name)
{
    return findPlanSource(name) != nullptr;
}

bool isStatedPlanName(std::string_view name)
{
    const PlanSource* source = findPlanSource(name);
    return source && source->isStated();
}

bool isDecidedPlanName(std::string_view name)
{
    const PlanSource* source = findPlanSource(name);
    return source && source->isDecided();
}

PolicyResult makePlan(std::string_view name, const PlanInputs& inputs)
{
    const PlanSource* source = findPlanSource(name);
    if (source && source->isDecided()) {
        if (!inputs.decided)
            throw Error(fmt::format(
                "the {} plan is read from tt-mlir's decision trace (--decision-trace FILE), and none was given", name));
        PolicyResult result = decidedPlan(inputs.graph, inputs.decided, inputs.device);
        if (!inputs.options.pins.empty())
            applyPins(result, inputs.graph, inputs.device, inputs.options.pins, true);
        return result;
    }
    if (!source || !source->isStated())
        return runPolicy(name, inputs.graph, inputs.device, inputs.model, inputs.options);
    if (!inputs.stated)
        throw Error(fmt::format("the {} plan is made from the layouts the model states, and none were read", name));
    if (name == kAsCompiledPlan)
        return readStatedPlan(inputs.graph, *inputs.stated, inputs.device);
    return spillOnlyPlan(inputs.graph, *inputs.stated, inputs.device);
}

} // namespace tle
