// SPDX-License-Identifier: MIT
#include "runcommands.h"

#include "cli.h"
#include "clioptions.h"

#include "io/devicefile.h"
#include "io/json.h"
#include "io/modelfile.h"
#include "io/npyfile.h"
#include "io/runfolder.h"
#include "report/runreport.h"

#include <charconv>
#include <ostream>

#include <fmt/format.h>

namespace tle::cli {

namespace {

RunReportRequest reportRequest(const Options& options)
{
    RunReportRequest request;
    if (options.by) {
        const auto by = parseRunGrouping(*options.by);
        if (!by)
            throw UsageError(fmt::format(
                "--by: unknown grouping '{}' (expected class, op, op-memory, device or signpost)", *options.by));
        request.by = *by;
    }
    if (options.top) {
        int64_t n = 0;
        const std::string& t = *options.top;
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), n);
        if (t.empty() || ec != std::errc() || end != t.data() + t.size() || n < 0)
            throw UsageError(fmt::format("--top: '{}' is not a count of ops (0 or more)", t));
        request.top = n;
    }
    if (options.deviceFile) {
        request.device = readOptimizerDevice(readTextFile(*options.deviceFile));
        request.accuracy = true;
    }
    return request;
}

MeasuredRun readRun(const std::string& path)
{
    const RunFiles files = findRunFiles(path);
    if (files.perfCsv.empty() && files.memoryResults.empty())
        throw FileError(fmt::format("{}: a report database (db.sqlite) is read by the window, not by the CLI; "
                                    "give the run's ops_perf_results CSV or memory_results.json",
                            path),
            path);
    return readRunFiles(files);
}

// `--calibrate -o FILE`: the cost model fitted to every run's device ops, written as a device file.
int calibrate(const Options& options, const RunReportRequest& request, std::ostream& out)
{
    if (!options.output)
        throw UsageError("report --calibrate needs -o DEVICE.json");
    std::vector<MeasuredRun> runs;
    for (const std::string& path : options.runPaths)
        runs.push_back(readRun(path));
    std::vector<std::pair<const MeasuredRun*, OptimizerDevice>> measured;
    for (const MeasuredRun& run : runs)
        measured.emplace_back(&run, request.device ? *request.device : deviceForRun(run));
    const OptimizerDevice calibrated = calibrateDevice(measured, measured.front().second);
    try {
        writeTextFileAtomically(*options.output, writeOptimizerDevice(calibrated) + "\n");
    } catch (const std::runtime_error& e) {
        throw FileError(e.what(), *options.output);
    }
    Json accuracy = Json::array();
    std::string text = fmt::format(
        "wrote {} (calibrated from {} run{})\n", *options.output, runs.size(), runs.size() == 1 ? "" : "s");
    for (size_t i = 0; i < runs.size(); ++i) {
        OptimizerDevice device = measured[i].second;
        device.calibration = calibrated.calibration;
        const FactGroup facts = runAccuracyFacts(runAccuracy(runs[i], device));
        accuracy.push_back(Json { { "source", runs[i].source }, { "accuracy", factsJson(facts) } });
        text += fmt::format("{}\n{}", runs[i].source, factsText(FactGroup { { "accuracy", facts } }));
    }
    if (options.json)
        out << dumpJson(Json { { "written", *options.output }, { "runs", accuracy } }) << "\n";
    else
        out << text;
    return Success;
}

} // namespace

int commandReport(const Options& options, std::ostream& out, std::ostream& /*err*/)
{
    if (options.runPaths.empty())
        throw UsageError("report needs a RUN: a profiler CSV, a memory_results.json or a run folder");
    if (options.plan || options.compare)
        throw UsageError("report: --plan and --compare are not available in this version");
    RunReportRequest request = reportRequest(options);
    if (options.calibrate)
        return calibrate(options, request, out);
    Json runs = Json::array();
    for (const std::string& path : options.runPaths) {
        const MeasuredRun run = readRun(path);
        if (options.json) {
            runs.push_back(factsJson(runReportFacts(run, request)));
        } else {
            if (options.runPaths.size() > 1)
                out << fmt::format("== {}\n", path);
            out << runReportText(run, request);
        }
    }
    if (options.json)
        out << dumpJson(runs.size() == 1 ? runs[0] : Json { { "runs", runs } }) << "\n";
    return Success;
}

} // namespace tle::cli
