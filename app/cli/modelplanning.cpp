// SPDX-License-Identifier: MIT
#include "modelplanning.h"

#include "io/model/statedlayouts.h"
#include "io/trace/decisiontracereader.h"
#include "io/trace/tracejoin.h"
#include "optimizer/plansources.h"
#include "util/error.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle::cli {

// A plan by name: a policy's, or one made from the layouts a compiled TTNN module states (read here, as only
// those plans need them).
PolicyResult planModel(std::string_view name, const ModelGraph& graph, const OptimizerDevice& device,
    const OpModel& model, const PolicyOptions& options, std::shared_ptr<const JoinedTrace> decided)
{
    std::optional<StatedLayouts> stated;
    if (isStatedPlanName(name))
        stated = readStatedLayouts(graph);
    return makePlan(
        name, PlanInputs { graph, device, model, options, stated ? &*stated : nullptr, std::move(decided) });
}

std::vector<std::shared_ptr<const JoinedTrace>> readJoinedTraces(const Options& options, const ModelModule& module)
{
    std::vector<std::shared_ptr<const JoinedTrace>> joined;
    if (!options.decisionTrace)
        return joined;
    for (DecisionTrace& trace : readDecisionTraces(*options.decisionTrace)) {
        const auto graph
            = std::ranges::find_if(module.functions, [&](const ModelGraph& g) { return g.name() == trace.function; });
        // A single function is the trace's whatever the trace calls it (a module renamed in between).
        const ModelGraph* target = graph != module.functions.end() ? &*graph
            : module.functions.size() == 1                         ? &module.functions.front()
                                                                   : nullptr;
        if (!target) {
            std::vector<std::string> names;
            for (const ModelGraph& g : module.functions)
                names.push_back("@" + g.name());
            throw Error(fmt::format("{}: the trace is of function @{}, which the model does not have ({})",
                            trace.source, trace.function, fmt::join(names, ", ")),
                ErrorPlace { .source = ErrorSource::Flag, .field = "--decision-trace" });
        }
        auto j = std::make_shared<JoinedTrace>();
        j->join = joinTrace(trace, *target);
        j->trace = std::move(trace);
        j->trace.function = target->name();
        joined.push_back(std::move(j));
    }
    return joined;
}

std::shared_ptr<const JoinedTrace> traceOf(
    const std::vector<std::shared_ptr<const JoinedTrace>>& traces, const ModelGraph& graph)
{
    const auto it = std::ranges::find_if(traces, [&](const auto& t) { return t->trace.function == graph.name(); });
    return it != traces.end() ? *it : nullptr;
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
