// SPDX-License-Identifier: MIT
#include "runcommands.h"

#include "cli.h"
#include "clioptions.h"
#include "modelplanning.h"

#include "io/files/devicefile.h"
#include "io/files/npyfile.h"
#include "io/json/json.h"
#include "io/model/modelfile.h"
#include "io/runs/runfolder.h"
#include "optimizer/plansources.h"
#include "optimizer/policies.h"
#include "report/runjoinreport.h"
#include "report/runreport.h"
#include "run/runcalibration.h"

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
            throw UsageError(
                fmt::format("--by: unknown grouping '{}' (expected class, op, op-memory, device, signpost or family)",
                    *options.by));
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
    if (options.calibrationFile) {
        request.calibration = readOptimizerDevice(readTextFile(*options.calibrationFile)).kernel;
        request.accuracy = true;
    }
    return request;
}

MeasuredRun readRun(const std::string& path)
{
    const RunFiles files = findRunFiles(path);
    if (files.perfCsv.empty() && files.memoryResults.empty()) {
        if (!runDatabaseReader())
            throw FileError(
                fmt::format("{}: this build of the CLI cannot read report databases (db.sqlite)", path), path);
        return runDatabaseReader()(files.database);
    }
    return readRunFiles(files);
}

// A file cut off inside a row (a profiler that stopped while writing) is read up to it; say so on the side.
void warnIfCutShort(const MeasuredRun& run, std::ostream& err)
{
    if (run.truncatedAtLine)
        err << fmt::format("warning: {}, line {}: the file ends inside this row; the {} rows before it were read\n",
            run.source, *run.truncatedAtLine, run.ops.size() + run.signposts.size());
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
        applyCalibration(device.kernel, calibrated.kernel);
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

// `--plan MODEL`: the run joined to the plan of one model function (--function, else the main one) by --policy
// (default the optimizer's), planned for the device the run is priced on.
FactGroup planJoin(const Options& options, const MeasuredRun& run, const RunReportRequest& request, std::string& text)
{
    const ModelModule module = readModelModuleFile(*options.plan);
    const ModelGraph& graph = module.functions[chosenFunction(options, module)];
    const std::string policy = options.policy.value_or(std::string(kDefaultPolicy));
    if (!isPlanName(policy))
        throw unknownPolicy(policy);
    const OptimizerDevice device = deviceForModel(graph, request.device ? *request.device : deviceForRun(run));
    const AnalyticOpModel model(device);
    const PolicyResult plan = planModel(policy, graph, device, model);
    const PlanJoin join = joinRunToPlan(run, graph, plan);
    const PlanJoinSource source { *options.plan, graph.name(), policy };
    text += planJoinText(run, graph, join, source, request.top.value_or(kTextTopOps));
    return planJoinFacts(run, graph, join, source);
}

// `--compare RUN2`: the run beside another, op by op.
FactGroup compareRun(const Options& options, const MeasuredRun& run, const RunReportRequest& request, std::string& text)
{
    const MeasuredRun other = readRun(*options.compare);
    const RunComparison comparison = compareRuns(run, other);
    text += runCompareText(run, other, comparison, request.top.value_or(kTextTopOps));
    return runCompareFacts(run, other, comparison);
}

} // namespace

int commandReport(const Options& options, std::ostream& out, std::ostream& err)
{
    if (options.runPaths.empty())
        throw UsageError("report needs a RUN: a profiler CSV, a memory_results.json or a run folder");
    if ((options.plan || options.compare) && options.calibrate)
        throw UsageError("report: --calibrate fits the cost model; it does not take --plan or --compare");
    if (!options.plan && (options.policy || options.function))
        throw UsageError("report: --policy and --function choose the plan of --plan MODEL");
    RunReportRequest request = reportRequest(options);
    if (options.calibrate)
        return calibrate(options, request, out);
    Json runs = Json::array();
    for (const std::string& path : options.runPaths) {
        const MeasuredRun run = readRun(path);
        warnIfCutShort(run, err);
        std::string text = options.runPaths.size() > 1 ? fmt::format("== {}\n", path) : std::string();
        FactGroup facts = options.json ? runReportFacts(run, request) : FactGroup {};
        if (!options.json)
            text += runReportText(run, request);
        if (options.plan)
            facts.push_back({ "plan", planJoin(options, run, request, text) });
        if (options.compare)
            facts.push_back({ "compare", compareRun(options, run, request, text) });
        if (options.json)
            runs.push_back(factsJson(facts));
        else
            out << text;
    }
    if (options.json)
        out << dumpJson(runs.size() == 1 ? runs[0] : Json { { "runs", runs } }) << "\n";
    return Success;
}

int commandExportRun(const Options& options, std::ostream& out)
{
    if (options.runPaths.size() != 1)
        throw UsageError(
            fmt::format("--view {} draws one RUN: a profiler CSV, a report database or a run folder", *options.view));
    if (!options.output)
        throw UsageError("export needs -o FILE (.svg, .png or .pdf)");
    checkPictureSuffix(*options.output);
    ExportRequest request = pictureRequest(options);
    auto run = std::make_shared<const MeasuredRun>(readRun(options.runPaths.front()));
    OptimizerDevice device = deviceForRun(*run);
    // A device file prices the run with its calibration on the device the run ran on, as the window does.
    for (const auto& file : { options.deviceFile, options.calibrationFile }) {
        if (file)
            applyCalibration(device.kernel, readOptimizerDevice(readTextFile(*file)).kernel);
    }
    request.run = std::make_shared<const RunAnalysis>(analyzeRun(run, device));
    writePicture(request);
    if (options.json)
        out << dumpJson(Json { { "written", request.path }, { "view", request.view }, { "width", request.width },
            { "height", request.height }, { "source", run->source } })
            << "\n";
    else
        out << fmt::format("wrote {} ({} view of {}, {}x{})\n", request.path, request.view, run->source, request.width,
            request.height);
    return Success;
}

} // namespace tle::cli
