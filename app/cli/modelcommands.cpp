// SPDX-License-Identifier: MIT
#include "modelcommands.h"

#include "cli.h"
#include "clioptions.h"
#include "mappedfile.h"
#include "modelplanning.h"
#include "processend.h"

#include "io/files/devicefile.h"
#include "io/json/json.h"
#include "io/json/jsonstream.h"
#include "io/model/modelfile.h"
#include "io/model/statedlayouts.h"
#include "optimizer/decided/decidedplan.h"
#include "optimizer/plansources.h"
#include "optimizer/policies.h"
#include "optimizer/shared/compileroverrides.h"
#include "optimizer/stated/statedplan.h"
#include "report/explainreport.h"
#include "report/fact.h"
#include "report/policyreport.h"
#include "util/excerpt.h"
#include "util/workerpool.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <numeric>
#include <optional>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle::cli {

namespace {

// Appends `part`, taking it over whole when `text` is still empty: a million-op answer is not copied.
void append(std::string& text, std::string&& part)
{
    if (text.empty())
        text = std::move(part);
    else
        text += part;
}

// The device a model is planned for: --device or the default, with the model's own overrides.
OptimizerDevice optimizerDevice(const Options& options, const ModelGraph& graph)
{
    OptimizerDevice device = deviceForModel(
        graph, options.deviceFile ? readOptimizerDevice(readTextFile(*options.deviceFile)) : OptimizerDevice {});
    if (options.maxLegalLayouts) {
        const std::string& text = *options.maxLegalLayouts;
        int64_t n = -1;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
        if (error != std::errc() || end != text.data() + text.size() || n < 0 || n > OptimizerDevice::kMaxLegalLayouts)
            throw UsageError(fmt::format("--max-legal-layouts: '{}' is not a count of layouts (0..{})", text,
                OptimizerDevice::kMaxLegalLayouts));
        device.maxLegalLayouts = n; // over the device file's
    }
    return device;
}

// The readers' warnings of every function, printed to `err` and returned for the JSON answer.
std::vector<std::string> reportReadWarnings(const ModelModule& module, std::ostream& err)
{
    std::vector<std::string> warnings;
    for (const ModelGraph& graph : module.functions) {
        for (const std::string& warning : graph.readWarnings()) {
            err << "warning: " << printableMessage(warning) << "\n";
            warnings.push_back(warning);
        }
    }
    return warnings;
}

// Each OP=LAYOUT of --override-output-layout (one or a comma-separated list, as tt-mlir's option takes them) and of
// the option text in --overrides FILE, with the flag errors name.
std::vector<std::pair<std::string, std::string>> pinTexts(const Options& options)
{
    std::vector<std::pair<std::string, std::string>> texts;
    const auto add = [&](std::string_view text, const std::string& flag) {
        try {
            for (std::string& request : overrideRequests(text))
                texts.emplace_back(std::move(request), flag);
        } catch (const Error& e) {
            throw Error(fmt::format("{}: {}", flag, e.what()),
                ErrorPlace { .source = ErrorSource::Flag, .field = flag, .column = e.column() });
        }
    };
    for (const std::string& text : options.pinRequests)
        add(text, "--override-output-layout");
    if (options.overridesFile) {
        std::string text;
        try {
            text = readTextFile(*options.overridesFile);
        } catch (const Error& e) {
            throw Error(fmt::format("--overrides: {}", e.what()),
                ErrorPlace { .source = ErrorSource::Flag, .field = "--overrides" });
        }
        add(text, "--overrides " + *options.overridesFile);
    }
    return texts;
}

// The --override-output-layout and --overrides pins, each op found in the graph; errors name the flag and the pin.
LayoutPins pinsOf(const Options& options, const ModelGraph& graph, const OptimizerDevice& device)
{
    LayoutPins pins;
    for (const auto& [text, flag] : pinTexts(options)) {
        const ErrorPlace place { .source = ErrorSource::Flag, .field = flag };
        PinRequest request;
        try {
            request = parsePinRequest(text);
        } catch (const Error& e) {
            ErrorPlace at = place;
            at.column = e.column();
            throw Error(fmt::format("{} {}: {}", flag, excerpt(text), e.what()), at);
        }
        // A loc reaches every op of that loc, as in tt-mlir; a result name or an index one op.
        std::vector<int> ops = opsAtLocation(graph, request.op);
        if (const std::optional<int> op = findOp(graph, request.op); ops.empty() && op)
            ops.push_back(*op);
        if (ops.empty())
            throw Error(fmt::format("{}: no op named '{}' in the model (give a result name such as %3, a location, or "
                                    "an op index)",
                            flag, request.op),
                place);
        for (int op : ops)
            pins[op] = request.pin;
    }
    try {
        checkPins(graph, device, pins, false);
    } catch (const Error& e) {
        throw Error(fmt::format("--override-output-layout: {}", e.what()),
            ErrorPlace { .source = ErrorSource::Flag, .field = "--override-output-layout" });
    }
    return pins;
}

// What optimize prints for one function: a policy's result (or the explanation of --explain), one per policy.
struct FunctionPlans
{
    Json results = Json::array();
    std::string text;
    // With one policy and one function, the result whose "ops" are left out of `results` to be written one by one.
    std::optional<PolicyResult> streamed;
};

FunctionPlans planFunction(const Options& options, const ModelGraph& graph, const std::vector<std::string_view>& run,
    bool first, bool alone, const std::shared_ptr<const JoinedTrace>& decided)
{
    const OptimizerDevice device = optimizerDevice(options, graph);
    const AnalyticOpModel model(device);
    PolicyOptions policyOptions;
    policyOptions.l1InterleavedFallback = options.l1InterleavedFallback;
    // Pins and --explain name ops of the function planned first (the main one, or --function's).
    if (first)
        policyOptions.pins = pinsOf(options, graph, device);
    if (!policyOptions.pins.empty() && isStatedPlanName(run.front()))
        throw UsageError(
            fmt::format("--override-output-layout pins a policy's plan; {} keeps the file's own layouts", run.front()));
    std::optional<int> explained;
    if (options.explain && first) {
        explained = findOp(graph, *options.explain);
        if (!explained)
            throw Error(fmt::format("--explain: no op named '{}' in the model (give a result name such as %3, a "
                                    "location, or an op index)",
                            *options.explain),
                ErrorPlace { .source = ErrorSource::Flag, .field = "--explain" });
    }
    // Several policies plan side by side on the process's workers (each reads the graph and device only); the
    // answers are written in the order asked.
    // The beam searches take longest: they start first, so that the others fill the time beside them.
    std::vector<size_t> order(run.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_partition(
        order.begin(), order.end(), [&](size_t k) { return run[k] == "layout-planner" || run[k] == "greedy-beam"; });
    std::vector<std::optional<PolicyResult>> planned(run.size());
    WorkerPool::shared().run(int64_t(run.size()), WorkerPool::shared().workers(), [&](int64_t part) {
        const size_t k = order[size_t(part)];
        planned[k] = planModel(run[k], graph, device, model, policyOptions, decided);
    });
    FunctionPlans plans;
    for (size_t k = 0; k < run.size(); ++k) {
        PolicyResult result = std::move(*planned[size_t(k)]);
        planned[size_t(k)].reset();
        if (explained) {
            const FactGroup facts = explainFacts(graph, result, *explained, &device);
            if (options.json)
                plans.results.push_back(factsJson(facts));
            else
                plans.text += factsText(facts) + "\n";
            continue;
        }
        // Each answer is built only in the form asked for: a large model's JSON is costly to build.
        const bool stream = options.json && alone && run.size() == 1 && !result.decisionTrace;
        if (stream) {
            plans.results.push_back(policyResultJson(result, graph, false));
            plans.streamed = std::move(result);
        } else if (options.json)
            plans.results.push_back(policyResultJson(result, graph));
        else
            append(plans.text, policyResultText(result, graph));
    }
    return plans;
}

// The policy optimize runs: --policy, or the stated layouts with --keep-layouts, or the compiler's decisions with
// --decision-trace, or the default.
std::string chosenPolicy(const Options& options)
{
    if (options.decisionTrace) {
        if (options.keepLayouts)
            throw UsageError("--keep-layouts evaluates the layouts the model states; --decision-trace reads the "
                             "compiler's choices (one or the other)");
        if (options.policy && *options.policy != "all" && *options.policy != kAsDecidedPlan)
            throw UsageError(fmt::format("--decision-trace plans {}: give no --policy, or --policy all to compare it "
                                         "with every policy",
                kAsDecidedPlan));
        return options.policy.value_or(std::string(kAsDecidedPlan));
    }
    // --keep-layouts evaluates the model's own plan; only the spill pass may run over it.
    if (options.keepLayouts && options.policy && !isStatedPlanName(*options.policy))
        throw UsageError(fmt::format("--keep-layouts evaluates the layouts the model states; --policy {} would plan "
                                     "new ones (use --policy {} to run only the spill pass over them)",
            *options.policy, kSpillOnlyPlan));
    return options.policy.value_or(options.keepLayouts ? std::string(kAsCompiledPlan) : std::string(kDefaultPolicy));
}

// The plans `policy` names: itself, or every plan source "all" runs (and as-decided, with a trace).
std::vector<std::string_view> plansOf(const std::string& policy, bool withTrace)
{
    if (policy == "all") {
        std::vector<std::string_view> run;
        for (const PlanSource& source : planSources()) {
            if (source.inAll)
                run.push_back(source.name);
        }
        if (withTrace)
            run.push_back(kAsDecidedPlan);
        return run;
    }
    if (isPlanName(policy))
        return { policy };
    throw unknownPolicy(policy, ", all");
}

// Every function of the module, the main one (or --function's, alone) first; --explain explains one op. With
// --decision-trace, the functions the traces are of.
std::vector<size_t> functionsToPlan(
    const Options& options, const ModelModule& module, const std::vector<std::shared_ptr<const JoinedTrace>>& traces)
{
    if (!traces.empty() && !options.function) {
        std::vector<size_t> functions;
        for (size_t f = 0; f < module.functions.size(); ++f) {
            if (traceOf(traces, module.functions[f]))
                functions.push_back(f);
        }
        std::stable_partition(functions.begin(), functions.end(), [&](size_t f) { return f == module.mainIndex; });
        if (options.explain)
            functions.resize(1);
        return functions;
    }
    std::vector<size_t> functions { chosenFunction(options, module) };
    if (!options.function && !options.explain) {
        for (size_t f = 0; f < module.functions.size(); ++f) {
            if (f != functions.front())
                functions.push_back(f);
        }
    }
    return functions;
}

// Names come from the file: a control character in one must not reach the terminal raw.
// A line-aligned slice at a time, so that a long answer is not held twice.
void writePrintable(std::ostream& out, std::string_view text)
{
    constexpr size_t kSlice = 1 << 20;
    for (size_t at = 0; at < text.size();) {
        const size_t newline = text.find('\n', std::min(at + kSlice, text.size() - 1));
        const size_t end = newline == std::string::npos ? text.size() : newline + 1;
        out << printableLines(text.substr(at, end - at));
        at = end;
    }
}

// --emit-overrides: the plan of one function as tt-mlir's override-output-layout option.
int emitOverrides(const Options& options, const ModelModule& module, size_t function,
    const std::vector<std::string_view>& run, const std::vector<std::shared_ptr<const JoinedTrace>>& traces,
    std::ostream& out)
{
    if (run.size() != 1)
        throw UsageError("--emit-overrides writes one plan: give one --policy (or --decision-trace alone)");
    if (options.explain)
        throw UsageError("--emit-overrides and --explain answer different questions: give one of them");
    const ModelGraph& graph = module.functions[function];
    const OptimizerDevice device = optimizerDevice(options, graph);
    const AnalyticOpModel model(device);
    PolicyOptions policyOptions;
    policyOptions.l1InterleavedFallback = options.l1InterleavedFallback;
    policyOptions.pins = pinsOf(options, graph, device);
    const PolicyResult plan = planModel(run.front(), graph, device, model, policyOptions, traceOf(traces, graph));
    const CompilerOverrides overrides = compilerOverrides(graph, plan);
    if (!options.json) {
        if (overrides.entries.empty())
            writePrintable(out, "# no op of the plan can be keyed by its loc\n");
        else
            writePrintable(out, overrides.text() + "\n");
        for (const NotExpressible& n : overrides.notExpressible)
            writePrintable(out, fmt::format("# not expressible: {}: {}\n", opDisplayName(graph, n.op), n.reason));
        return Success;
    }
    Json notExpressible = Json::array();
    for (const NotExpressible& n : overrides.notExpressible)
        notExpressible.push_back({ { "op", opDisplayName(graph, n.op) }, { "reason", n.reason } });
    Json entries = Json::array();
    for (const OverrideEntry& e : overrides.entries)
        entries.push_back({ { "op", opDisplayName(graph, e.op) }, { "loc", e.location }, { "layout", e.pin } });
    out << dumpJson(Json { { "policy", plan.policy }, { "function", graph.name() }, { "overrides", overrides.text() },
        { "entries", std::move(entries) }, { "not_expressible", std::move(notExpressible) } })
        << "\n";
    return Success;
}

} // namespace

int commandOptimize(const Options& options, std::ostream& out, std::ostream& err)
{
    if (options.layoutSource.empty() && !options.fromFile)
        throw UsageError("optimize needs a MODEL file (.mlir or .json)");
    if (!options.fromFile)
        throw FileError(fmt::format("cannot read model file {}", options.modelPath), options.modelPath);
    // The file is mapped while it is read; the graph holds what planning needs. An error's excerpt reads the file
    // again. MLIR comments are skipped by the reader, JSON has none, so the text is read as it is.
    const auto read = std::make_shared<const ModelModule>([&options] {
        const MappedFile file(options.modelPath);
        return readModelModule(file.text(), options.modelPath);
    }());
    leaveToProcessEnd(read);
    const ModelModule& module = *read;
    const std::vector<std::string> warnings = reportReadWarnings(module, err);
    const std::string policy = chosenPolicy(options);
    const std::vector<std::shared_ptr<const JoinedTrace>> traces = readJoinedTraces(options, module);
    const std::vector<std::string_view> run = plansOf(policy, !traces.empty());
    const std::vector<size_t> functions = functionsToPlan(options, module, traces);
    if (options.emitOverrides)
        return emitOverrides(options, module, functions.front(), run, traces, out);
    Json perFunction = Json::array();
    std::string text;
    if (module.functions.size() > 1) {
        std::vector<std::string> names;
        for (const ModelGraph& g : module.functions)
            names.push_back("@" + g.name());
        text += fmt::format("Functions: {} (--function NAME plans one)\n", fmt::join(names, ", "));
    }
    std::optional<PolicyResult> streamed;
    for (size_t f : functions) {
        const ModelGraph& graph = module.functions[f];
        FunctionPlans plans
            = planFunction(options, graph, run, f == functions.front(), functions.size() == 1, traceOf(traces, graph));
        streamed = std::move(plans.streamed);
        if (!options.json) {
            if (module.functions.size() > 1)
                text += fmt::format("Function @{}\n", graph.name());
            append(text, std::move(plans.text));
            continue;
        }
        Json json
            = policy == "all" ? Json { { "results", std::move(plans.results) } } : std::move(plans.results.front());
        json["function"] = graph.name();
        perFunction.push_back(std::move(json));
    }
    if (!options.json) {
        writePrintable(out, text);
        return Success;
    }
    // The first function's plan stays at the top level (the keys scripts read); every function is in
    // "functions" when the module has more than one.
    Json json = perFunction.front();
    if (perFunction.size() > 1)
        json["functions"] = std::move(perFunction);
    if (!warnings.empty())
        json["model_warnings"] = warnings;
    if (streamed) {
        const ModelGraph& graph = module.functions[functions.front()];
        writeJsonStreamingArray(
            out, json, "ops", streamed->ops.size(), [&](size_t i) { return opDecisionJson(streamed->ops[i], graph); });
        return Success;
    }
    out << dumpJson(json) << "\n";
    return Success;
}

// `export MODEL --view chain-graph|timeline --policy NAME [--function NAME] -o FILE`: plans the function and
// draws the plan with the window's painting.
int commandExportModel(const Options& options, std::ostream& out, std::ostream& err)
{
    if (!options.output)
        throw UsageError("export needs -o FILE (.svg, .png or .pdf)");
    if (!options.fromFile) {
        const std::string suffix = std::filesystem::path(options.modelPath).extension().string();
        if (suffix != ".mlir" && suffix != ".json")
            throw UsageError(
                fmt::format("--view {} draws a model's plan: give a MODEL file (.mlir or .json)", *options.view));
        throw FileError(
            fmt::format("--view {}: cannot read model file {}", *options.view, options.modelPath), options.modelPath);
    }
    checkPictureSuffix(*options.output);
    const std::string policy
        = options.policy.value_or(std::string(options.decisionTrace ? kAsDecidedPlan : kDefaultPolicy));
    if (!isPlanName(policy))
        throw unknownPolicy(policy);
    const ModelModule module = readModelModule(options.layoutSource, options.modelPath);
    reportReadWarnings(module, err);
    const std::vector<std::shared_ptr<const JoinedTrace>> traces = readJoinedTraces(options, module);
    size_t function = chosenFunction(options, module);
    if (!options.function && !traces.empty() && !traceOf(traces, module.functions[function])) {
        for (size_t f = 0; f < module.functions.size(); ++f) {
            if (traceOf(traces, module.functions[f]))
                function = f;
        }
    }
    const ModelGraph& graph = module.functions.at(function);
    const OptimizerDevice device = optimizerDevice(options, graph);
    const AnalyticOpModel model(device);
    const PolicyResult result = planModel(
        policy, graph, device, model, PolicyOptions { .pins = pinsOf(options, graph, device) }, traceOf(traces, graph));
    ExportRequest request = pictureRequest(options);
    request.model = &graph;
    request.plan = &result;
    request.l1BudgetBytes = device.l1UsableBytesPerCore;
    request.modelName = std::filesystem::path(options.modelPath).filename().string();
    request.deviceName = device.device.name;
    writePicture(request);
    if (options.json)
        out << dumpJson(Json { { "written", request.path }, { "view", request.view }, { "width", request.width },
            { "height", request.height }, { "policy", policy }, { "function", graph.name() } })
            << "\n";
    else
        out << fmt::format(
            "wrote {} ({} view of {}, {}x{})\n", request.path, request.view, policy, request.width, request.height);
    return Success;
}

} // namespace tle::cli
