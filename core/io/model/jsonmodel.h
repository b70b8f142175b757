// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"

#include <string>
#include <string_view>

namespace tle {

// The project's JSON model format for hand-written models (docs/model-json.md): name, optional device
// overrides and attribute aliases, inputs, ops in program order and outputs.
//
// Errors throw tle::Error with the 1-based line and column: of the syntax error (nlohmann's byte position
// converted), or of the offending field, whose JSON path leads the message
// (`ops[3].inputs[1]: unknown value "x"`).
ModelGraph readJsonModel(std::string_view text);

// The graph as a JSON model that readJsonModel reads back to the same graph (op positions aside):
// one input, op or alias per line. Values without a producer are written as inputs.
std::string writeJsonModel(const ModelGraph& graph);

} // namespace tle
