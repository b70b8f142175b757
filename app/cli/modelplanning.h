// SPDX-License-Identifier: MIT
#pragma once

#include "clioptions.h"

#include "graph/modelgraph.h"
#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"
#include "optimizer/shared/policyoptions.h"

#include <string>
#include <string_view>

namespace tle::cli {

// What `optimize`, `export` and `report --plan` share: planning a model function by a plan's name.
PolicyResult planModel(std::string_view name, const ModelGraph& graph, const OptimizerDevice& device,
    const OpModel& model, const PolicyOptions& options = {});
UsageError unknownPolicy(const std::string& policy, std::string_view extra = {});
size_t chosenFunction(const Options& options, const ModelModule& module);

} // namespace tle::cli
