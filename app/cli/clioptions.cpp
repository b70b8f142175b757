// SPDX-License-Identifier: MIT
#include "clioptions.h"

#include "mappedfile.h"

#include "io/layouttext/layoutfile.h"
#include "io/layouttext/layoutflags.h"
#include "io/model/modelfile.h"
#include "optimizer/plansources.h"
#include "optimizer/policies.h"
#include "view/viewinfo.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <string_view>

#include <fmt/format.h>

namespace tle::cli {

namespace {

// The commands; the flags follow from the tables below.
constexpr std::string_view kCommands = R"usage(usage: tensor-layout-cli COMMAND [LAYOUT] [options]

Commands:
  describe LAYOUT [--json]                 every derived fact of a layout
  map LAYOUT --index i,j,... [--json]      where one logical element lives
  map LAYOUT --all -o FILE.npy [--json]    where every logical element lives, as int32 planes for numpy
  unmap LAYOUT (--core y,x --offset N | --bank N --offset N | --physical r,c | --linear N) [--json]
                                           which element (or padding) a slot holds
  convert LAYOUT --to metal-seed|metal|ttnn|xla
                                           the same placement in another notation
  optimize MODEL [--policy NAME|all] [--device FILE] [--l1-interleaved-fallback] [--keep-layouts] [--explain OP]
           [--override-output-layout OP=LAYOUT ...] [--overrides FILE] [--max-legal-layouts N] [--json]
           [--decision-trace FILE|DIR] [--emit-overrides]
                                           what a memory-layout policy (or tt-mlir itself) decides for a model
  mesh --shape 4x3x32x32 --mesh 2x4 (--placements LIST | --mapper TEXT | --gspmd TEXT | --mesh-shard TEXT)
       [--dtype bf16] [--json]             distribution over a mesh of devices
  export LAYOUT --view @LAYOUT_VIEWS@ -o FILE.svg|.png|.pdf [--width W] [--height H]
         [--mesh 2x4 --placements LIST]  (mesh view)  [--to LAYOUT [--trace FILE]]  (transfer view)
                                           a view as the GUI paints it, written atomically
  export MODEL --view @MODEL_VIEWS@ [--policy NAME] [--function NAME] [--device FILE] -o FILE
                                           a plan's L1 chain graph or reservation timeline
  export RUN --view @RUN_VIEWS@ [--device FILE | --calibration FILE] -o FILE [--width W] [--height H]
                                           a measured run's device timeline, breakdown or calibration plot
  report RUN [RUN...] [--by class|op|op-memory|device|signpost|family] [--top N] [--device FILE]
         [--calibration FILE] [--json]
         [--plan MODEL [--policy NAME] [--function NAME]] [--compare RUN2]
                                           a measured run: where the time went, the layout tax, the ledger;
                                           joined to a plan, or aligned with another run
  report RUN [RUN...] --calibrate -o DEVICE.json [--device FILE] [--json]
                                           the cost model fitted to measured runs, as a device file
  transfer FROM TO [--shape S] [--dtype T] [--device FILE] [--noc 0|1|both] [--trace FILE] [--json]
                                           what a layout change moves over the NoC, in which calls, and how long
                                           it takes; with --trace, a recorded NoC trace beside it (or alone)

LAYOUT is a layout string (or a file holding one) in any notation, for example
  'tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x2>, memref<8x150xf32, #ttcore.memory_space<l1>>>>'
or the builder flags instead of a string (--ttnn with the TTNN ones for a TTNN tensor layout).
)usage";

} // namespace

std::string readInputFile(const std::filesystem::path& path)
{
    // Copied once from the mapped file: neither a stream buffer that grows nor a second copy of a large model.
    std::string text(MappedFile(path).text());
    // A JSON model is read as written: the `//` lines of a layout file are no comments in JSON.
    if (detectModelFormat(path.string(), text) == ModelFormat::Json)
        return text;
    return takeLayoutFileText(std::move(text)).layoutText;
}

namespace {

// An argument that names a file rather than writing a layout: no layout punctuation, and a directory part or a
// file suffix the tool reads.
bool looksLikePath(std::string_view arg)
{
    if (arg.empty() || arg.find_first_of("<>[]{}()#,= \t\n") != std::string_view::npos)
        return false;
    if (arg.find('/') != std::string_view::npos)
        return true;
    for (std::string_view suffix : { ".mlir", ".json", ".txt", ".layout" }) {
        if (arg.ends_with(suffix))
            return true;
    }
    return false;
}

// The command's own flags with a value; the layout builder's come from layoutFlags().
struct CliFlag
{
    std::string_view flag;
    std::optional<std::string> Options::*member;
    std::string_view valueName;
    std::string_view help;
};

constexpr std::array kCliFlags {
    CliFlag { "--index", &Options::index, "i,j,...", "map: the logical element" },
    CliFlag { "--core", &Options::core, "y,x", "unmap: the core" },
    CliFlag { "--bank", &Options::bank, "N", "unmap: the DRAM or L1 bank (interleaved TTNN)" },
    CliFlag { "--offset", &Options::offset, "N", "unmap: the element offset in the core's or bank's storage" },
    CliFlag { "--physical", &Options::physical, "r,c", "unmap: the physical coordinate" },
    CliFlag { "--to", &Options::to, "metal-seed|metal|ttnn|xla", "convert: the target notation" },
    CliFlag { "--mesh", &Options::mesh, "2x4", "mesh, export: the mesh shape" },
    CliFlag { "--placements", &Options::placements, "LIST", "mesh, export: shard(D) or replicate per mesh dim" },
    CliFlag { "--mapper", &Options::mapper, "TEXT", "mesh: a legacy mesh mapper" },
    CliFlag { "--gspmd", &Options::gspmd, "TEXT", "mesh: an XLA GSPMD sharding" },
    CliFlag { "--mesh-shard", &Options::meshShard, "TEXT", "mesh: a ttcore mesh_shard's attributes" },
    CliFlag { "--policy", &Options::policy, "NAME|all", "optimize: the policy (default dfsharding)" },
    CliFlag { "--device", &Options::deviceFile, "FILE", "optimize: a device description (JSON)" },
    CliFlag { "--calibration", &Options::calibrationFile, "FILE",
        "report, export RUN: price each run on its own device with the calibration of this device file" },
    CliFlag {
        "--explain", &Options::explain, "OP", "optimize: why the policy decided what it did for OP (name or index)" },
    CliFlag { "--override-output-layout", &Options::overrideOutputLayout, "OP=LAYOUT",
        "optimize, export: pin OP's output layout (fields such as l1:height_sharded:8x1; repeatable)" },
    CliFlag { "--overrides", &Options::overridesFile, "FILE",
        "optimize, export: pin ops from tt-mlir's override-output-layout option text in FILE" },
    CliFlag { "--decision-trace", &Options::decisionTrace, "FILE|DIR",
        "optimize, export: tt-mlir's optimizer decision trace; plans as-decided (with --policy all, beside them)" },
    CliFlag { "--max-legal-layouts", &Options::maxLegalLayouts, "N",
        "optimize, export: sharded layouts every policy keeps per op (0: DRAM only)" },
    CliFlag { "--view", &Options::view, "VIEW", "export: the view" },
    CliFlag { "--function", &Options::function, "NAME",
        "optimize, export, report --plan: the one model function to plan (default: all; export, report: main)" },
    CliFlag { "--output", &Options::output, "FILE", "export: the picture; map --all: the .npy file (also -o)" },
    CliFlag { "--by", &Options::by, "GROUPING", "report: group by class, op, op-memory, device, signpost or family" },
    CliFlag { "--top", &Options::top, "N", "report: list the N ops with the most kernel time" },
    CliFlag { "--plan", &Options::plan, "MODEL",
        "report: join the run to the plan of MODEL (--policy, default dfsharding; --function)" },
    CliFlag { "--compare", &Options::compare, "RUN2", "report: align the run with RUN2, op by op" },
    CliFlag { "--noc", &Options::noc, "0|1|both", "transfer: the NoC whose links to list (default both)" },
    CliFlag { "--trace", &Options::trace, "FILE",
        "transfer, export --view transfer: a recorded NoC trace (tt-metal's profiler JSON)" },
    CliFlag { "--width", &Options::width, "W", "export: width in pixels (default 1600)" },
    CliFlag { "--height", &Options::height, "H", "export: height in pixels (default 900)" },
};

// Flags without a value, and what each sets.
struct CliSwitch
{
    std::string_view flag;
    std::string_view help;
    void (*set)(Options& options);
};

constexpr std::array kSwitches {
    CliSwitch { "--json", "answer in JSON", [](Options& o) { o.json = true; } },
    CliSwitch {
        "--ttnn", "build a TTNN tensor layout from the builder flags", [](Options& o) { o.request.ttnn = true; } },
    CliSwitch { "--l1-interleaved-fallback", "optimize: let dfsharding fall back to L1 interleaved",
        [](Options& o) { o.l1InterleavedFallback = true; } },
    CliSwitch { "--keep-layouts",
        "optimize: evaluate the layouts the model states (as-compiled); with --policy spill-only, spill over them",
        [](Options& o) { o.keepLayouts = true; } },
    CliSwitch { "--emit-overrides", "optimize: print the plan as tt-mlir's override-output-layout option",
        [](Options& o) { o.emitOverrides = true; } },
    CliSwitch { "--list", "list the layouts a text holds (an .mlir file, a snippet) with their numbers for --pick",
        [](Options& o) { o.list = true; } },
    CliSwitch { "--all", "map: every logical element, to the .npy file -o names", [](Options& o) { o.all = true; } },
    CliSwitch { "--calibrate", "report: fit the cost model to the runs and write it to the device file -o names",
        [](Options& o) { o.calibrate = true; } },
    CliSwitch { "--help", "this text", [](Options& o) { o.command = "help"; } },
};

std::string flagRow(std::string_view flag, std::string_view valueName, std::string_view help)
{
    const std::string head = valueName.empty() ? std::string(flag) : fmt::format("{} {}", flag, valueName);
    return head.size() < 40 ? fmt::format("  {:<40} {}\n", head, help)
                            : fmt::format("  {}\n  {:<40} {}\n", head, "", help);
}

} // namespace

std::string usageText()
{
    std::string text(kCommands);
    // The views' names come from the one table of views.
    for (const auto& [placeholder, subject] : { std::pair { std::string_view("@LAYOUT_VIEWS@"), ViewSubject::Layout },
             std::pair { std::string_view("@MODEL_VIEWS@"), ViewSubject::Model },
             std::pair { std::string_view("@RUN_VIEWS@"), ViewSubject::Run } })
        text.replace(text.find(placeholder), placeholder.size(), joinedViewNames(subject, "|"));
    text += "\nPolicies (optimize --policy; all runs them in this order):\n";
    for (const PlanSource& source : planSources())
        text += flagRow(source.name, {},
            source.inAll ? std::string(source.summary) : fmt::format("{} (not in all)", source.summary));
    text += "\nLayout builder flags:\n";
    for (const LayoutFlag& f : layoutFlags()) {
        const std::string_view scope = f.scope == FlagScope::Ttnn ? "TTNN: "
            : f.scope == FlagScope::Metal                         ? "metal: "
                                                                  : "";
        text += flagRow(f.flag, f.valueName, fmt::format("{}{}", scope, f.help));
    }
    text += "\nOptions:\n";
    for (const CliFlag& f : kCliFlags)
        text += flagRow(f.flag, f.valueName, f.help);
    for (const CliSwitch& f : kSwitches)
        text += flagRow(f.flag, {}, f.help);
    text += "\nExit status: 0 success, 2 invalid input or usage, 1 other failures.\n";
    return text;
}

namespace {

// The value a flag sets, or nullptr for an unknown flag.
std::optional<std::string>* valueOf(Options& options, std::string_view flag)
{
    if (flag == "-o")
        return &options.output;
    if (const LayoutFlag* f = findLayoutFlag(flag))
        return &(options.request.*(f->member));
    for (const CliFlag& f : kCliFlags) {
        if (f.flag == flag)
            return &(options.*(f.member));
    }
    return nullptr;
}

} // namespace

Options parseArgs(const std::vector<std::string>& args)
{
    Options options;
    std::vector<std::string> positional;
    for (size_t i = 0; i < args.size(); ++i) {
        std::string arg = args[i];
        std::optional<std::string> inlineValue;
        if (arg.rfind("--", 0) == 0 || arg == "-o") {
            const size_t eq = arg.find('=');
            if (eq != std::string::npos) {
                inlineValue = arg.substr(eq + 1);
                arg = arg.substr(0, eq);
            }
            const auto flagSwitch = std::find_if(
                kSwitches.begin(), kSwitches.end(), [&arg](const CliSwitch& s) { return s.flag == arg; });
            if (flagSwitch != kSwitches.end()) {
                flagSwitch->set(options);
                continue;
            }
            std::optional<std::string>* value = valueOf(options, arg);
            if (!value)
                throw UsageError(fmt::format("unknown option {}", arg));
            if (!inlineValue) {
                if (i + 1 >= args.size())
                    throw UsageError(fmt::format("{} needs a value", arg));
                inlineValue = args[++i];
            }
            *value = *inlineValue;
            if (value == &options.overrideOutputLayout)
                options.pinRequests.push_back(*inlineValue);
            continue;
        }
        positional.push_back(arg);
    }
    if (options.command == "help")
        return options;
    if (positional.empty())
        throw UsageError("missing COMMAND");
    options.command = positional[0];
    if (options.command == "report" || (options.command == "export" && options.view && isRunViewName(*options.view))) {
        // Runs are files or folders of any size: read by the command, never here.
        options.runPaths.assign(positional.begin() + 1, positional.end());
        return options;
    }
    if (options.command == "transfer") {
        options.transferLayouts.assign(positional.begin() + 1, positional.end());
        return options;
    }
    if (positional.size() > 2)
        throw UsageError(
            fmt::format("unexpected argument '{}' (quote a LAYOUT string that contains spaces)", positional[2]));
    if (positional.size() == 2) {
        std::error_code ec;
        const std::filesystem::path path(positional[1]);
        if (positional[1].size() < 4096 && std::filesystem::is_regular_file(path, ec)) {
            options.modelPath = positional[1];
            options.fromFile = true;
            // optimize maps the model itself (it may be a hundred megabytes) and lets go of it once read.
            if (options.command != "optimize")
                options.layoutSource = readInputFile(path);
        } else if (looksLikePath(positional[1])) {
            // A file that cannot be read is an I/O error, never a notation error.
            const bool directory = std::filesystem::is_directory(path, ec);
            throw FileError(
                fmt::format("cannot open {}: {}", positional[1], directory ? "is a directory" : "no such file"),
                positional[1]);
        } else {
            options.layoutSource = positional[1];
            options.modelPath = positional[1];
        }
        if (options.command != "optimize")
            options.request.text = options.layoutSource;
    }
    return options;
}

} // namespace tle::cli
