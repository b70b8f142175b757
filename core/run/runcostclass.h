// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "graph/opkind.h"
#include "run/measuredrun.h"

#include <optional>

namespace tle {

// The kind of work a measured op does, in the coarse classes a run and a plan are aligned by (`planjoin`): the
// layout-tax classes carry over, the rest is told apart by what the op code names.
CostClass runCostClass(const RunOp& op);

// The category of an op a report database names as the module does (`ttnn.matmul`, `ttnn::matmul`); nullopt
// for profiler op codes.
std::optional<OpCategory> ttnnOpCategory(const RunOp& op);

} // namespace tle
