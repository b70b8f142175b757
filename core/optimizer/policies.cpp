// SPDX-License-Identifier: MIT
#include "optimizer/policies.h"

#include "optimizer/greedybeampolicy.h"
#include "optimizer/layoutplanner.h"
#include "util/error.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

std::span<const std::string_view> policyNames()
{
    static constexpr std::array<std::string_view, 5> kNames { "dram", "dfsharding", "dfsharding-merge", "greedy-beam",
        "layout-planner" };
    return kNames;
}

bool isPolicyName(std::string_view name)
{
    const auto names = policyNames();
    return std::find(names.begin(), names.end(), name) != names.end();
}

PolicyResult runPolicy(std::string_view name, const ModelGraph& graph, const OptimizerDevice& device,
    const OpModel& model, const PolicyOptions& options)
{
    if (name == "dram")
        return runDramPolicy(graph, device);
    if (name == "dfsharding" || name == "dfsharding-merge") {
        PolicyOptions o = options;
        o.chainMerging = name == "dfsharding-merge";
        return runDfSharding(graph, device, model, o);
    }
    if (name == "greedy-beam")
        return runGreedyBeam(graph, device, model, options);
    if (name == "layout-planner")
        return runLayoutPlanner(graph, device, model, options);
    throw Error(fmt::format("unknown policy '{}' (available: {})", name, fmt::join(policyNames(), ", ")));
}

} // namespace tle
