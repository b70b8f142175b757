// SPDX-License-Identifier: MIT
#pragma once

#include <iosfwd>

namespace tle::cli {

struct Options;

// `optimize MODEL`: every function of the module planned by the chosen policies.
int commandOptimize(const Options& options, std::ostream& out, std::ostream& err);
// `export MODEL --view chain-graph|timeline`: one function's plan drawn with the window's painting.
int commandExportModel(const Options& options, std::ostream& out, std::ostream& err);

} // namespace tle::cli
