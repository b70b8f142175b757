// SPDX-License-Identifier: MIT
#pragma once

#include "io/runs/perfcsvreader.h"

#include <string>

namespace tle {

// Reads a ttnn report database (db.sqlite) in place through Qt's SQLite driver, opened read-only so that it is
// never modified, into a run (io/reportdatabase gives what is read). A file that is not an SQLite database, a
// missing driver or a query that fails throws tle::Error (ErrorSource::RunFile) naming the file, and the table.
MeasuredRun readReportDatabaseFile(const std::string& path, const ReadProgress& progress = {});

} // namespace tle
