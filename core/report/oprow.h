// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "optimizer/shared/optimizerresult.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tle {

// One op of a plan as the op table shows it: display texts, and the numbers it sorts by.
struct OpRow
{
    int op = 0; // op index = schedule position
    std::string name;
    std::string kind;
    std::string shape; // of the first result, "" without a tensor result
    std::string dtype;
    std::string layout; // "l1 height_sharded 8x1 tile", "" without a tensor result
    std::string shardShape; // "32x128" for 2-D shards, ""
    int64_t l1BytesPerCore = 0;
    double estimatedUs = 0;
    int chain = -1;
    std::string around; // reshards into the op and spills after it, as text
};

// A layout as a node of the chain graph names it: "L1 h-sharded 8x1", "L1 interleaved", "DRAM".
std::string shortLayoutText(const LayoutChoice& choice);

// A row per op of the plan, in schedule order (the ops the CLI's `optimize --json` lists).
std::vector<OpRow> opRows(const ModelGraph& graph, const PolicyResult& result);

} // namespace tle
