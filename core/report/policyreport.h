// SPDX-License-Identifier: MIT
#pragma once

#include "io/json.h"
#include "optimizer/optimizerresult.h"

#include <string>

namespace tle {

// The CLI contract's keys for one result (`policy`, `ops`, `chains`, `reshards`, `spills`,
// `reservations`, `metrics`), with op and tensor names from the graph.
Json policyResultJson(const PolicyResult& result, const ModelGraph& graph);
std::string policyResultText(const PolicyResult& result, const ModelGraph& graph);

} // namespace tle
