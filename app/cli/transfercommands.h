// SPDX-License-Identifier: MIT
#pragma once

#include <iosfwd>

namespace tle::cli {

struct Options;

// `transfer FROM TO`: what the change from one layout to the other moves over the NoC, and a recorded trace.
int commandTransfer(const Options& options, std::ostream& out);

} // namespace tle::cli
