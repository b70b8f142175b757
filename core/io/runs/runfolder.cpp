// SPDX-License-Identifier: MIT
#include "io/runs/runfolder.h"

#include "io/runs/memoryresultsreader.h"
#include "io/runs/runtext.h"

#include <filesystem>
#include <system_error>

#include <fmt/format.h>

namespace tle {

namespace {

namespace fs = std::filesystem;

constexpr int kSearchDepth = 4;
// A run's folder holds a few hundred files; a search that meets more was given the wrong folder (`/`, a home).
constexpr int64_t kSearchEntries = 20000;

bool isPerfCsv(const fs::path& p)
{
    return p.extension() == ".csv" && p.filename().string().starts_with("ops_perf_results");
}

// The later name wins: profiler names carry the time stamp (ops_perf_results_2025_09_18_11_39_20.csv).
void keepLatest(std::string& slot, const fs::path& candidate)
{
    if (slot.empty() || fs::path(slot).filename() < candidate.filename()
        || (fs::path(slot).filename() == candidate.filename() && fs::path(slot) < candidate))
        slot = candidate.string();
}

void search(const fs::path& folder, int depth, RunFiles& files, int64_t& budget)
{
    std::error_code ec;
    for (fs::directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end; !ec && it != end;
         it.increment(ec)) {
        if (--budget < 0)
            return;
        const fs::path p = it->path();
        if (it->is_directory(ec)) {
            if (depth > 0)
                search(p, depth - 1, files, budget);
        } else if (isPerfCsv(p)) {
            keepLatest(files.perfCsv, p);
        } else if (p.filename() == "memory_results.json") {
            keepLatest(files.memoryResults, p);
        } else if (p.filename() == "db.sqlite") {
            keepLatest(files.database, p);
        }
    }
}

} // namespace

RunFiles findRunFiles(const std::string& path)
{
    std::error_code ec;
    const fs::path p(path);
    RunFiles files;
    if (fs::is_directory(p, ec)) {
        int64_t budget = kSearchEntries;
        search(p, kSearchDepth, files, budget);
        if (budget < 0)
            throw runFileError(path, 0, 0,
                fmt::format("the folder holds more than {} entries within {} levels; name the run's own folder or "
                            "one of its files",
                    kSearchEntries, kSearchDepth));
        if (files.empty())
            throw runFileError(path, 0, 0,
                "no run found in the folder (looked for ops_perf_results*.csv, memory_results.json and db.sqlite)");
        return files;
    }
    if (!fs::exists(p, ec))
        throw runFileError(path, 0, 0, "no such file or folder");
    const std::string ext = p.extension().string();
    if (ext == ".csv")
        files.perfCsv = path;
    else if (ext == ".json")
        files.memoryResults = path;
    else if (ext == ".sqlite" || ext == ".db")
        files.database = path;
    else
        throw runFileError(path, 0, 0,
            "not a run report (expected a profiler .csv, a memory_results .json, a report db.sqlite or a folder)");
    return files;
}

MeasuredRun readRunFiles(const RunFiles& files, const ReadProgress& progress)
{
    MeasuredRun run;
    if (!files.perfCsv.empty())
        run = readPerfCsvFile(files.perfCsv, progress);
    else
        run.source = !files.memoryResults.empty() ? files.memoryResults : files.database;
    if (!files.memoryResults.empty())
        run.memory = readMemoryResultsFile(files.memoryResults);
    return run;
}

} // namespace tle
