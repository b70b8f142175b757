// SPDX-License-Identifier: MIT
#pragma once

#include "run/measuredrun.h"

#include <atomic>
#include <functional>
#include <istream>
#include <string>
#include <string_view>

namespace tle {

// Progress of a long read: bytes done of the total (0 when unknown). Set `cancel` to stop the read, which
// then throws ReadCancelled.
struct ReadProgress
{
    std::function<void(int64_t done, int64_t total)> report;
    const std::atomic<bool>* cancel = nullptr;
    int64_t total = 0;
};

class ReadCancelled : public std::runtime_error
{
public:
    ReadCancelled()
        : std::runtime_error("reading cancelled")
    { }
};

// Reads tt-metal's device-profiler CSV (ops_perf_results_*.csv, also written by `ttrt perf` with a LOC
// column) in any of its versions. Columns are read by name, missing ones are absent values and unknown
// ones are ignored; only OP CODE and OP TYPE are required. Rows are streamed. Malformed text, a row with
// more fields than the header, or a number that is not one throws tle::Error naming the line, the column
// and the column's name (ErrorSource::RunFile, `field` the source name).
MeasuredRun readPerfCsv(std::istream& in, std::string source, const ReadProgress& progress = {});
MeasuredRun readPerfCsvFile(const std::string& path, const ReadProgress& progress = {});

} // namespace tle
