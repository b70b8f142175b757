// SPDX-License-Identifier: MIT
#pragma once

#include "graph/decisiontrace.h"
#include "graph/modelgraph.h"

#include <string>
#include <string_view>

namespace tle {

// The readable name of a location as the trace prints it (`loc("matmul_1")`, `loc("f.py":3:1)`, `loc(fused[...])`),
// resolved as the model reader resolves an op's loc; empty for `loc(unknown)`.
std::string traceLocationName(std::string_view printed);

// The op kind of an op as MLIR prints it in a spill event (`%5 = "ttnn.add"(%3, %4) ...` or `ttnn.add ...`).
std::string printedOpKind(std::string_view printed);

// Places the trace's records on the ops of `graph`. A forward-pass record joins the op whose loc it names (of the
// same kind; among several such ops, in order); without one, the op at its opIndex among the ops a policy plans,
// when that op is of its kind. A final choice joins through the forward record of the same index and kind, a
// spill event the op of its kind nearest its schedule position, an edge through its forward records. Every record
// that joins no op is listed in `unjoined` with the reason.
TraceJoin joinTrace(const DecisionTrace& trace, const ModelGraph& graph);

} // namespace tle
