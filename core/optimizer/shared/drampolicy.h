// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "optimizer/shared/optimizerresult.h"

#include <string>

namespace tle {

// Every op with a tensor result decided DRAM interleaved: the starting point of every policy.
PolicyResult dramDecisions(const ModelGraph& graph, const OptimizerDevice& device, std::string name);

// Every op's output in DRAM interleaved: the reference every policy is compared with.
PolicyResult runDramPolicy(const ModelGraph& graph, const OptimizerDevice& device);

} // namespace tle
