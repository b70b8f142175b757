// SPDX-License-Identifier: MIT
#include "cli.h"

#include "clioptions.h"
#include "modelcommands.h"

#include "io/anylayoutparser.h"
#include "io/json.h"
#include "io/layoutfile.h"
#include "io/layoutflags.h"
#include "io/layoutrequest.h"
#include "io/layoutsnippet.h"
#include "io/meshrequest.h"
#include "io/modelfile.h"
#include "io/statedplan.h"
#include "layout/metalmapping.h"
#include "layout/notationconversion.h"
#include "optimizer/policies.h"
#include "report/fact.h"
#include "report/layoutdescribe.h"
#include "report/meshdescribe.h"
#include "report/metaldescribe.h"
#include "report/placereport.h"
#include "report/ttnndescribe.h"
#include "report/xladescribe.h"
#include "util/error.h"
#include "util/excerpt.h"
#include "view/layoutprobe.h"
#include "view/picturelimits.h"
#include "view/viewnames.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle::cli {

namespace {

// The commands; the flags follow from the tables below.
constexpr std::string_view kCommands = R"usage(usage: tensor-layout-cli COMMAND [LAYOUT] [options]

Commands:
  describe LAYOUT [--json]                 every derived fact of a layout
  map LAYOUT --index i,j,... [--json]      where one logical element lives
  unmap LAYOUT (--core y,x --offset N | --bank N --offset N | --physical r,c | --linear N) [--json]
                                           which element (or padding) a slot holds
  convert LAYOUT --to metal-seed|metal|ttnn|xla
                                           the same placement in another notation
  optimize MODEL [--policy NAME|all] [--device FILE] [--l1-interleaved-fallback] [--keep-layouts] [--explain OP]
           [--override-output-layout OP=LAYOUT ...] [--max-legal-layouts N] [--json]
                                           what a memory-layout policy decides for a model
  mesh --shape 4x3x32x32 --mesh 2x4 (--placements LIST | --mapper TEXT | --gspmd TEXT | --mesh-shard TEXT)
       [--dtype bf16] [--json]             distribution over a mesh of devices
  export LAYOUT --view mapping|shards|tiles|padding|xla|mesh -o FILE.svg|.png|.pdf [--width W] [--height H]
         [--mesh 2x4 --placements LIST]  (mesh view)
                                           a view as the GUI paints it, written atomically
  export MODEL --view chain-graph|timeline [--policy NAME] [--function NAME] [--device FILE] -o FILE
                                           a plan's L1 chain graph or reservation timeline

LAYOUT is a layout string (or a file holding one) in any notation, for example
  'tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x2>, memref<8x150xf32, #ttcore.memory_space<l1>>>>'
or the builder flags instead of a string (--ttnn with the TTNN ones for a TTNN tensor layout).
)usage";

Exporter& exporter()
{
    static Exporter instance;
    return instance;
}

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error(fmt::format("cannot read {}", path.string()));
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return readLayoutFileText(buffer.str()).layoutText;
}

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
    CliFlag {
        "--explain", &Options::explain, "OP", "optimize: why the policy decided what it did for OP (name or index)" },
    CliFlag { "--override-output-layout", &Options::overrideOutputLayout, "OP=LAYOUT",
        "optimize, export: pin OP's output layout (fields such as l1:height_sharded:8x1; repeatable)" },
    CliFlag { "--max-legal-layouts", &Options::maxLegalLayouts, "N",
        "optimize, export: sharded layouts every policy keeps per op (0: DRAM only)" },
    CliFlag { "--view", &Options::view, "VIEW", "export: the view" },
    CliFlag { "--function", &Options::function, "NAME",
        "optimize, export: the one model function to plan (default: all; export: main)" },
    CliFlag { "--output", &Options::output, "FILE", "export: the picture (also -o)" },
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
    CliSwitch { "--list", "list the layouts a text holds (an .mlir file, a snippet) with their numbers for --pick",
        [](Options& o) { o.list = true; } },
    CliSwitch { "--help", "this text", [](Options& o) { o.command = "help"; } },
};

std::string flagRow(std::string_view flag, std::string_view valueName, std::string_view help)
{
    const std::string head = valueName.empty() ? std::string(flag) : fmt::format("{} {}", flag, valueName);
    return head.size() < 40 ? fmt::format("  {:<40} {}\n", head, help)
                            : fmt::format("  {}\n  {:<40} {}\n", head, "", help);
}

std::string usageText()
{
    std::string text(kCommands);
    text += "\nPolicies (optimize --policy; all runs them in this order):\n";
    for (const PolicyEntry& policy : policies())
        text += flagRow(policy.name, {}, policy.summary);
    text += flagRow(kAsCompiledPlan, {}, "not a policy: the layouts a compiled TTNN module states (not in all)");
    text += flagRow(
        kSpillOnlyPlan, {}, "not a policy: those layouts with only the spill pass run over them (not in all)");
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
    if (positional.size() > 2)
        throw UsageError(
            fmt::format("unexpected argument '{}' (quote a LAYOUT string that contains spaces)", positional[2]));
    if (positional.size() == 2) {
        std::error_code ec;
        const std::filesystem::path path(positional[1]);
        if (positional[1].size() < 4096 && std::filesystem::is_regular_file(path, ec)) {
            options.modelPath = positional[1];
            options.fromFile = true;
            options.layoutSource = readFile(path);
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

// The source line an error points at, with a caret under the column.
std::string caretLine(const std::string& source, int line, int column)
{
    if (line <= 0 || column <= 0 || source.empty())
        return {};
    size_t start = 0;
    for (int l = 1; l < line; ++l) {
        start = source.find('\n', start);
        if (start == std::string::npos)
            return {};
        ++start;
    }
    const size_t end = std::min(source.find('\n', start), source.size());
    std::string text = source.substr(start, end - start);
    size_t caret = size_t(column - 1);
    if (caret > text.size())
        return {};
    // Show a window of the line around the column for long inputs.
    constexpr size_t kWindow = 100;
    if (text.size() > kWindow) {
        const size_t from = caret > kWindow / 2 ? caret - kWindow / 2 : 0;
        text = (from > 0 ? "..." : "") + text.substr(from, kWindow);
        caret = caret - from + (from > 0 ? 3 : 0);
    }
    return fmt::format("  {}\n  {}^\n", text, std::string(caret, ' '));
}

// One style for every position: "line L, column C: " in a file or multi-line text, "column C: " in a
// one-line value, followed by the line under a caret when the text is at hand.
int reportError(const Options& options, const std::string& rawMessage, int line, int column, const std::string* source,
    bool inFile, std::ostream& out, std::ostream& err, int code)
{
    const std::string message = printableMessage(rawMessage);
    const bool multiLine = source && source->find('\n') != std::string::npos;
    std::string where;
    if (column > 0 && (multiLine || inFile || line > 1))
        where = fmt::format("line {}, column {}: ", std::max(line, 1), column);
    else if (column > 0)
        where = fmt::format("column {}: ", column);
    err << "error: " << where << message << "\n";
    if (column > 0 && source)
        err << printableMessage(caretLine(*source, std::max(line, 1), column));
    if (options.json)
        out << dumpJson(errorJson(message, column > 0 ? std::max(line, 1) : 0, column)) << "\n";
    return code;
}

int reportError(const Options& options, const std::string& message, std::ostream& out, std::ostream& err, int code)
{
    return reportError(options, message, 0, 0, nullptr, false, out, err, code);
}

// The text an error points into, when the CLI holds it: the layout or model given, or the device file.
std::optional<std::string> errorSource(const Options& options, const Error& e)
{
    switch (e.source()) {
    case ErrorSource::LayoutText:
    case ErrorSource::ModelFile:
        if (!options.layoutSource.empty())
            return options.layoutSource;
        return std::nullopt;
    case ErrorSource::DeviceFile:
        if (!options.deviceFile)
            return std::nullopt;
        try {
            return readTextFile(*options.deviceFile);
        } catch (const Error&) {
            return std::nullopt;
        }
    case ErrorSource::Flag:
    case ErrorSource::Unspecified:
        break;
    }
    return std::nullopt;
}

int reportError(const Options& options, const Error& e, std::ostream& out, std::ostream& err, int code)
{
    const std::optional<std::string> source = errorSource(options, e);
    // A model or device error without a column still names its line.
    const int column = e.column() > 0 ? e.column() : (e.line() > 0 && source ? 1 : 0);
    const bool inFile = e.source() == ErrorSource::DeviceFile
        || ((e.source() == ErrorSource::LayoutText || e.source() == ErrorSource::ModelFile) && options.fromFile);
    return reportError(options, e.what(), e.line(), column, source ? &*source : nullptr, inFile, out, err, code);
}

const MetalLayout& metalOf(const AnyLayout& layout)
{
    return std::get<MetalLayout>(layout);
}

int commandDescribe(const Options& options, const AnyLayout& layout, std::ostream& out)
{
    if (options.json)
        out << dumpJson(describeJson(layout)) << "\n";
    else
        out << describeText(layout);
    return Success;
}

int commandMap(const Options& options, const AnyLayout& layout, std::ostream& out)
{
    if (!options.index)
        throw UsageError("map needs --index i,j,...");
    const auto index = parseIntList(*options.index, "--index");
    if (const auto* xla = std::get_if<XlaLayout>(&layout)) {
        out << (options.json ? dumpJson(mapXla(*xla, index)) + "\n" : mapXlaText(*xla, index));
        return Success;
    }
    if (const auto* ttnn = std::get_if<TtnnTensor>(&layout)) {
        const TtnnPlace place = mapTtnnElement(ttnn->layout, index);
        out << (options.json ? dumpJson(ttnnPlaceJson(*ttnn, place, PlaceQuery::Map)) + "\n"
                             : ttnnPlaceText(place, PlaceQuery::Map));
        return Success;
    }
    const MetalPlace place = mapElement(metalOf(layout), index);
    if (options.json)
        out << dumpJson(placeJson(place, PlaceQuery::Map)) << "\n";
    else
        out << placeText(place, PlaceQuery::Map);
    return Success;
}

int unmapTtnn(const Options& options, const TtnnTensor& ttnn, std::ostream& out)
{
    TtnnPlace place;
    if (options.physical) {
        place = unmapTtnnPhysical(ttnn.layout, parseIntList(*options.physical, "--physical"));
    } else if ((options.core || options.bank) && options.offset) {
        const auto offset = parseIntList(*options.offset, "--offset");
        if (offset.size() != 1)
            throw UsageError("--offset takes one element offset");
        const auto unit
            = parseIntList(options.bank ? *options.bank : *options.core, options.bank ? "--bank" : "--core");
        place = unmapTtnnOffset(ttnn.layout, unit, offset[0]);
    } else {
        throw UsageError(
            "unmap needs --core y,x (sharded) or --bank N (interleaved) with --offset N, or --physical r,c");
    }
    out << (options.json ? dumpJson(ttnnPlaceJson(ttnn, place, PlaceQuery::Unmap)) + "\n"
                         : ttnnPlaceText(place, PlaceQuery::Unmap));
    return Success;
}

int commandUnmap(const Options& options, const AnyLayout& layout, std::ostream& out)
{
    // One selector names the slot; two would each name one, and the answer could only ignore one of them.
    std::vector<std::string_view> given;
    if (options.core)
        given.push_back("--core");
    if (options.bank)
        given.push_back("--bank");
    if (options.physical)
        given.push_back("--physical");
    if (options.request.linear)
        given.push_back("--linear");
    if (given.size() > 1)
        throw UsageError(fmt::format("unmap takes one of --core (or --bank) with --offset, --physical or --linear; "
                                     "got {}",
            fmt::join(given, " and ")));
    if (const auto* ttnn = std::get_if<TtnnTensor>(&layout))
        return unmapTtnn(options, *ttnn, out);
    if (const auto* xla = std::get_if<XlaLayout>(&layout)) {
        if (!options.request.linear)
            throw UsageError("unmap of an XLA layout takes --linear N");
        const auto linear = parseIntList(*options.request.linear, "--linear");
        if (linear.size() != 1)
            throw UsageError("--linear takes one linear index");
        out << (options.json ? dumpJson(unmapXla(*xla, linear[0])) + "\n" : unmapXlaText(*xla, linear[0]));
        return Success;
    }
    const MetalLayout& metal = metalOf(layout);
    MetalPlace place;
    if (options.physical) {
        if (options.core || options.offset)
            throw UsageError("unmap takes either --physical or --core with --offset, not both");
        place = unmapPhysical(metal, parseIntList(*options.physical, "--physical"));
    } else if (options.core && options.offset) {
        const auto offset = parseIntList(*options.offset, "--offset");
        if (offset.size() != 1)
            throw UsageError("--offset takes one element offset");
        place = unmapShardOffset(metal, parseIntList(*options.core, "--core"), offset[0]);
    } else if (options.request.linear) {
        throw UsageError("--linear N is the XLA linear index; for a metal layout use --core y,x --offset N or "
                         "--physical r,c");
    } else {
        throw UsageError("unmap needs --core y,x --offset N or --physical r,c");
    }
    if (options.json)
        out << dumpJson(placeJson(place, PlaceQuery::Unmap)) << "\n";
    else
        out << placeText(place, PlaceQuery::Unmap);
    return Success;
}

int commandConvert(const Options& options, const AnyLayout& layout, std::ostream& out)
{
    if (!options.to)
        throw UsageError("convert needs --to metal-seed|metal|ttnn|xla");
    std::optional<Notation> target;
    for (Notation n : { Notation::MetalSeed, Notation::Metal, Notation::Ttnn, Notation::Xla }) {
        if (toString(n) == *options.to)
            target = n;
    }
    if (!target)
        throw UsageError(
            fmt::format("--to: unknown notation '{}' (expected metal-seed, metal, ttnn or xla)", *options.to));
    const NotationConversion conversion = convertLayout(layout, *target);
    if (!conversion.printed)
        throw Error(fmt::format("not expressible in {}: {}", *options.to, conversion.reason));
    if (options.json)
        out << dumpJson(Json { { "notation", *options.to }, { "printed", *conversion.printed } }) << "\n";
    else
        out << *conversion.printed << "\n";
    return Success;
}

int commandExport(const Options& options, const AnyLayout& layout, std::ostream& out)
{
    if (!options.view)
        throw UsageError("export needs --view (mapping, shards, tiles, padding, xla, mesh)");
    if (!options.output)
        throw UsageError("export needs -o FILE (.svg, .png or .pdf)");
    ExportRequest request;
    request.layout = &layout;
    request.view = *options.view;
    request.path = *options.output;
    request.width = parseSide(options.width, "--width", request.width);
    request.height = parseSide(options.height, "--height", request.height);
    checkPictureSize(request.width, request.height);
    if (!isExportableView(request.view))
        throw UsageError(fmt::format("--view: unknown view '{}' (available: {}, {})", request.view,
            fmt::join(exportableViews(), ", "), fmt::join(modelViews(), ", ")));
    if (request.view == "xla" && notationOf(layout) != Notation::Xla)
        throw UsageError("--view: the 'xla' view shows XLA layouts only");
    if (request.view == "mesh") {
        if (!options.mesh || !options.placements)
            throw UsageError("--view mesh needs --mesh (e.g. 2x4) and --placements (e.g. \"shard(0),replicate\")");
        request.mesh = *options.mesh;
        request.placements = *options.placements;
        // Invalid mesh input is the user's to fix (exit 2, with the column), not a failed write.
        MeshRequest mesh;
        mesh.shape = formatShape(makeLayoutProbe(layout)->logicalShape());
        mesh.mesh = request.mesh;
        mesh.placements = request.placements;
        buildMesh(mesh);
    }
    checkPictureSuffix(request.path);
    writePicture(request);
    if (options.json)
        out << dumpJson(Json { { "written", request.path }, { "view", request.view }, { "width", request.width },
            { "height", request.height } })
            << "\n";
    else
        out << fmt::format("wrote {} ({} view, {}x{})\n", request.path, request.view, request.width, request.height);
    return Success;
}

// Which layout of a snippet the command answers for, and what the reader warns about, on stderr.
void noteSnippetChoice(const Options& options, std::ostream& err)
{
    if (!options.request.text)
        return;
    const LayoutSnippet snippet = scanLayoutSnippet(*options.request.text);
    if (!snippet.isSnippet || snippet.layouts.empty())
        return;
    size_t index = 0;
    if (options.request.pick)
        std::from_chars(
            options.request.pick->data(), options.request.pick->data() + options.request.pick->size(), index);
    index = std::clamp<size_t>(index, 1, snippet.layouts.size());
    const SnippetLayout& l = snippet.layouts[index - 1];
    err << fmt::format("note: layout {} of {}, line {}, column {}{}\n", index, snippet.layouts.size(), l.line, l.column,
        l.alias.empty() ? "" : fmt::format(" (the attribute #{} defines)", l.alias));
}

// `--list`: every layout of the text with the number --pick takes.
int commandList(const Options& options, std::ostream& out)
{
    if (!options.request.text)
        throw UsageError("--list lists the layouts of a LAYOUT text or file");
    const LayoutSnippet snippet = scanLayoutSnippet(*options.request.text);
    if (options.json) {
        Json layouts = Json::array();
        for (size_t i = 0; i < snippet.layouts.size(); ++i) {
            const SnippetLayout& l = snippet.layouts[i];
            Json entry { { "index", i + 1 }, { "line", l.line }, { "column", l.column }, { "written", l.written },
                { "text", l.text }, { "uses", l.uses } };
            entry["alias"] = l.alias.empty() ? Json() : Json(l.alias);
            entry["undefined_alias"] = l.undefinedAlias.empty() ? Json() : Json(l.undefinedAlias);
            layouts.push_back(std::move(entry));
        }
        out << dumpJson(Json { { "layouts", layouts }, { "tensor_types_without_layout", snippet.typesWithoutLayout },
            { "other_encodings", snippet.otherEncodings } })
            << "\n";
        return Success;
    }
    out << fmt::format("{} layout{} ({} tensor type{} without a layout, {} with another encoding)\n",
        snippet.layouts.size(), snippet.layouts.size() == 1 ? "" : "s", snippet.typesWithoutLayout,
        snippet.typesWithoutLayout == 1 ? "" : "s", snippet.otherEncodings);
    constexpr size_t kShown = 120;
    for (size_t i = 0; i < snippet.layouts.size(); ++i) {
        const SnippetLayout& l = snippet.layouts[i];
        std::string written = l.alias.empty() ? l.written : fmt::format("#{} = {}", l.alias, l.written);
        if (written.size() > kShown)
            written = written.substr(0, kShown - 3) + "...";
        const std::string place = fmt::format("line {}, column {}", l.line, l.column);
        std::string extra;
        if (l.uses > 1)
            extra = fmt::format("  ({} uses)", l.uses);
        if (!l.alias.empty())
            extra += "  (a definition no tensor type uses: its logical shape is not given)";
        if (!l.undefinedAlias.empty())
            extra += fmt::format("  (#{} is not defined in the text)", l.undefinedAlias);
        out << fmt::format("{:>4}  {:<22} {}{}\n", i + 1, place, written, extra);
    }
    return Success;
}

int commandMesh(const Options& options, std::ostream& out)
{
    if (!options.request.shape || (!options.mesh && !options.gspmd))
        throw UsageError("mesh needs --shape and --mesh (a tiled --gspmd sharding gives the mesh itself)");
    const int sources = int(bool(options.placements)) + int(bool(options.mapper)) + int(bool(options.gspmd))
        + int(bool(options.meshShard));
    if (sources != 1)
        throw UsageError("mesh needs exactly one of --placements, --mapper, --gspmd or --mesh-shard");
    MeshRequest request;
    request.shape = *options.request.shape;
    request.mesh = options.mesh.value_or(std::string());
    request.placements = options.placements;
    request.mapper = options.mapper;
    request.gspmd = options.gspmd;
    request.meshShard = options.meshShard;
    request.dtype = options.request.dtype;
    const MeshDistribution distribution = buildMesh(request);
    out << (options.json ? dumpJson(meshJson(distribution)) + "\n" : meshText(distribution));
    return Success;
}

} // namespace

int parseSide(const std::optional<std::string>& value, const char* flag, int fallback)
{
    if (!value)
        return fallback;
    int side = 0;
    const auto [ptr, ec] = std::from_chars(value->data(), value->data() + value->size(), side);
    if (ec != std::errc() || ptr != value->data() + value->size() || side < 1 || side > kMaxPictureSide)
        throw UsageError(
            fmt::format("{}: '{}' is not a size in pixels (1..{})", flag, excerpt(*value, 40), kMaxPictureSide));
    return side;
}

void checkPictureSize(int width, int height)
{
    const std::string problem = pictureSizeProblem(width, height);
    if (!problem.empty())
        throw UsageError(fmt::format("--width/--height: {}", problem));
}

void checkPictureSuffix(const std::string& path)
{
    const std::string suffix = std::filesystem::path(path).extension().string();
    if (suffix != ".svg" && suffix != ".png" && suffix != ".pdf")
        throw UsageError(fmt::format("-o: '{}' is not a .svg, .png or .pdf file", path));
}

// Hands the request to the painting the executable registered; its failure is a failed write (exit 1).
void writePicture(const ExportRequest& request)
{
    if (!exporter())
        throw FileError("export: this build of the CLI has no picture support", request.path);
    if (const std::string failure = exporter()(request); !failure.empty())
        throw FileError(failure, request.path);
}

void setExporter(Exporter e)
{
    exporter() = std::move(e);
}

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    Options options;
    // Known before parsing, so that usage errors are reported as JSON too.
    options.json = std::find(args.begin(), args.end(), "--json") != args.end();
    try {
        options = parseArgs(args);
        if (options.command == "help") {
            out << usageText();
            return Success;
        }
        static const std::map<std::string, int (*)(const Options&, const AnyLayout&, std::ostream&)> commands {
            { "describe", &commandDescribe },
            { "map", &commandMap },
            { "unmap", &commandUnmap },
            { "convert", &commandConvert },
        };
        if (options.command == "mesh")
            return commandMesh(options, out);
        if (options.command == "optimize")
            return commandOptimize(options, out, err);
        const auto it = commands.find(options.command);
        if (it == commands.end() && options.command != "export")
            throw UsageError(fmt::format("unknown command '{}'", options.command));
        if (options.command == "export" && options.view && isModelViewName(*options.view))
            return commandExportModel(options, out, err);
        if (options.list)
            return commandList(options, out);
        const AnyLayout layout = buildLayout(options.request);
        noteSnippetChoice(options, err);
        for (const std::string& warning : layoutWarnings(layout))
            err << "warning: " << warning << "\n";
        if (options.command == "export")
            return commandExport(options, layout, out);
        return it->second(options, layout, out);
    } catch (const UsageError& e) {
        const int code = reportError(options, e.what(), out, err, InvalidInput);
        err << "run 'tensor-layout-cli --help' for usage\n";
        return code;
    } catch (const FileError& e) {
        return reportError(options, e.what(), out, err, Failure);
    } catch (const Error& e) {
        return reportError(options, e, out, err, InvalidInput);
    } catch (const std::exception& e) {
        return reportError(options, e.what(), out, err, Failure);
    }
}

} // namespace tle::cli
