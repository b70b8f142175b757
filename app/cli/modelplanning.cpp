// SPDX-License-Identifier: MIT
#include "modelplanning.h"

#include "io/model/statedlayouts.h"
#include "optimizer/plansources.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle::cli {

// A plan by name: a policy's, or one made from the layouts a compiled TTNN module states (read here, as only
// those plans need them).
PolicyResult planModel(std::string_view name, const ModelGraph& graph, const OptimizerDevice& device,
    const OpModel& model, const PolicyOptions& options)
{
    std::optional<StatedLayouts> stated;
    if (isStatedPlanName(name))
        stated = readStatedLayouts(graph);
    return makePlan(name, PlanInputs { graph, device, model, options, stated ? &*stated : nullptr });
}

UsageError unknownPolicy(const std::string& policy, std::string_view extra)
{
    std::vector<std::string_view> names;
    for (const PlanSource& source : planSources())
        names.push_back(source.name);
    return UsageError(fmt::format("unknown policy '{}' (available: {}{})", policy, fmt::join(names, ", "), extra));
}

// The function --function names, else the module's main one; an unknown name is an error naming the flag.
size_t chosenFunction(const Options& options, const ModelModule& module)
{
    if (!options.function)
        return module.mainIndex;
    const auto it
        = std::ranges::find_if(module.functions, [&](const ModelGraph& g) { return g.name() == *options.function; });
    if (it == module.functions.end())
        throw Error(fmt::format("--function: no function named '{}' in the model", *options.function),
            ErrorPlace { .source = ErrorSource::Flag, .field = "--function" });
    return size_t(it - module.functions.begin());
}

} // namespace tle::cli
