// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "optimizer/shared/optimizerresult.h"

#include <string>
#include <string_view>
#include <vector>

namespace tle {

// The option tt-mlir's optimizer takes output layouts from (OptimizerOverrides, PassOverrides.h).
inline constexpr std::string_view kOverrideOutputLayoutOption = "override-output-layout";

struct OverrideEntry
{
    int op = -1; // the first op of the loc
    std::string location; // the key: the op's loc
    std::string pin; // GRID:BUFFER:MEMLAYOUT:PAGE:DTYPE, the grid for sharded layouts only
};

struct NotExpressible
{
    int op = -1;
    std::string reason;
};

// A plan as tt-mlir's optimizer options: `override-output-layout=LOC=PIN,LOC=PIN,...`, keyed by each op's name
// loc as tt-mlir looks overrides up (every op of a loc takes its entry), each pin full (grid, buffer, memory
// layout, page layout, data type: tt-mlir builds such a layout outright). An op without a name loc, with a loc
// the option's syntax cannot carry (',', '=', a space or a quote), or sharing its loc with ops of another layout
// is not expressible and is listed instead.
struct CompilerOverrides
{
    std::vector<OverrideEntry> entries;
    std::vector<NotExpressible> notExpressible;

    std::string text() const; // the option as a pipeline option, "override-output-layout=..."
};
CompilerOverrides compilerOverrides(const ModelGraph& graph, const PolicyResult& plan);

// The planned ops an override keyed `location` reaches in tt-mlir: every one whose name loc it is.
std::vector<int> opsAtLocation(const ModelGraph& graph, std::string_view location);

// The `OP=PIN` entries of an override text: the value of `override-output-layout=` wherever it stands among other
// pipeline options (a quoted value too), or a bare `OP=PIN,OP=PIN` list; split at commas as tt-mlir splits them.
// Throws tle::Error with the column of an entry that has no '='.
std::vector<std::string> overrideRequests(std::string_view text);

} // namespace tle
