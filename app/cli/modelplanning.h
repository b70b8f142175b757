// SPDX-License-Identifier: MIT
#pragma once

#include "clioptions.h"

#include "graph/modelgraph.h"
#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"
#include "optimizer/shared/policyoptions.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace tle::cli {

// What `optimize`, `export` and `report --plan` share: planning a model function by a plan's name.
PolicyResult planModel(std::string_view name, const ModelGraph& graph, const OptimizerDevice& device,
    const OpModel& model, const PolicyOptions& options = {}, std::shared_ptr<const JoinedTrace> decided = {});
// --decision-trace's traces, each joined to the function it names; an error names the file and the functions when
// a trace names none of the module's.
std::vector<std::shared_ptr<const JoinedTrace>> readJoinedTraces(const Options& options, const ModelModule& module);
// The trace of function `graph` among them, or null.
std::shared_ptr<const JoinedTrace> traceOf(
    const std::vector<std::shared_ptr<const JoinedTrace>>& traces, const ModelGraph& graph);
UsageError unknownPolicy(const std::string& policy, std::string_view extra = {});
size_t chosenFunction(const Options& options, const ModelModule& module);

} // namespace tle::cli
