// SPDX-License-Identifier: MIT
#pragma once

#include "graph/decisiontrace.h"

#include <string>
#include <string_view>
#include <vector>

namespace tle {

// The trace version this reader reads (the writer's `version`).
inline constexpr int64_t kDecisionTraceVersion = 3;

// Parses one `<function>_decision_trace.json` as tt-mlir's DecisionTrace writer lays it out (version 3). Malformed
// JSON, a missing section, a value of the wrong type, an unknown spill action or a layout string that does not
// parse throws tle::Error (ErrorSource::RunFile) naming `source`, the line and column and the JSON path
// (`forwardPass[3].evaluations[0].hint`).
DecisionTrace readDecisionTrace(std::string_view text, const std::string& source);

// The traces at `path`: the file itself, or every `*_decision_trace.json` of a directory (tt-mlir's
// decision-trace-dir, one file per function), in name order. Throws when a directory holds none.
std::vector<DecisionTrace> readDecisionTraces(const std::string& path);

// Parses a layout as the trace writes it: the buffer type as its enum prints (`l1`, `dram`), the memory layout
// attribute as it prints (`#ttnn.tensor_memory_layout<height_sharded>`) or bare as the writer's header comment
// has it (`L1/height_sharded/8x4`, any case), the grid; "null" for none. Throws tle::Error with the 1-based column
// of the bad part.
TraceLayout parseTraceLayout(std::string_view text);

} // namespace tle
