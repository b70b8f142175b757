// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/dfshardingpolicy.h"

#include <span>
#include <string_view>

namespace tle {

// Every policy by its CLI name, in the order `--policy all` runs them: the DRAM reference, seed 002's chain
// design with and without chain merging, today's upstream design and the project's planner.
std::span<const std::string_view> policyNames();
bool isPolicyName(std::string_view name);

// Runs the policy called `name` (one of policyNames()); throws tle::Error for an unknown name.
PolicyResult runPolicy(std::string_view name, const ModelGraph& graph, const OptimizerDevice& device,
    const OpModel& model, const PolicyOptions& options = {});

} // namespace tle
