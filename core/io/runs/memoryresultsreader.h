// SPDX-License-Identifier: MIT
#pragma once

#include "run/measuredrun.h"

#include <string>
#include <string_view>

namespace tle {

// Reads tt-mlir's `ttrt run --memory` memory_results.json: per executed op (keyed by its index), its loc,
// the op's printed text, and the allocator's view of DRAM, L1, L1_SMALL and TRACE after the op. A value of
// the wrong type throws tle::Error at its line and column, naming the op and the field.
std::vector<MemorySnapshot> readMemoryResults(std::string_view json, const std::string& source);
std::vector<MemorySnapshot> readMemoryResultsFile(const std::string& path);

} // namespace tle
