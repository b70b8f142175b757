// SPDX-License-Identifier: MIT
#pragma once

#include "io/runs/perfcsvreader.h"

#include <string>

namespace tle {

// The files of one run: a profiler report folder (ops_perf_results_<ts>.csv), a ttrt artifacts folder
// (perf/ops_perf_results.csv, run/program_<i>/memory_results.json) or a ttnn report folder (db.sqlite).
struct RunFiles
{
    std::string perfCsv;
    std::string memoryResults;
    std::string database;
    bool empty() const { return perfCsv.empty() && memoryResults.empty() && database.empty(); }
};

// What `path` holds: a single file by its name, or a folder searched a few levels deep (the newest CSV by
// its time-stamped name when there are several). Throws tle::Error when nothing of a run is found.
RunFiles findRunFiles(const std::string& path);

// Reads the CSV and the memory results of `files` into one run (the database is read by the app, which
// has the SQL driver). A run of memory results alone has no ops.
MeasuredRun readRunFiles(const RunFiles& files, const ReadProgress& progress = {});

} // namespace tle
