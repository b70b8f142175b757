// SPDX-License-Identifier: MIT
#pragma once

#include <iosfwd>

namespace tle::cli {

struct Options;

// `report RUN [RUN...]`: each measured run's accounting, layout tax, ledger and ops.
int commandReport(const Options& options, std::ostream& out, std::ostream& err);
// `export RUN --view run-timeline|breakdown|calibration -o FILE`: a picture of one measured run.
int commandExportRun(const Options& options, std::ostream& out);

} // namespace tle::cli
