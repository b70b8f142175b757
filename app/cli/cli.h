// SPDX-License-Identifier: MIT
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace tle::cli {

// Exit codes of the CLI contract.
enum ExitCode
{
    Success = 0,
    Failure = 1, // I/O and other failures
    InvalidInput = 2, // bad input or usage
};

// Runs `tensor-layout-cli` with `args` (without the program name), writing results to `out` and
// diagnostics to `err`. Headless and reentrant, so tests call it directly.
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace tle::cli
