// SPDX-License-Identifier: MIT
#include "cli.h"

#include "clioptions.h"
#include "errorreport.h"
#include "modelcommands.h"
#include "runcommands.h"
#include "transfercommands.h"

#include "device/devicetransfer.h"
#include "io/files/devicefile.h"
#include "io/files/npyfile.h"
#include "io/json/json.h"
#include "io/layouttext/anylayoutparser.h"
#include "io/layouttext/layoutfile.h"
#include "io/layouttext/layoutrequest.h"
#include "io/layouttext/layoutsnippet.h"
#include "io/layouttext/meshrequest.h"
#include "io/model/modelfile.h"
#include "io/runs/noctracereader.h"
#include "layout/mappingtable.h"
#include "layout/metal/metalmapping.h"
#include "layout/notationconversion.h"
#include "optimizer/policies.h"
#include "report/fact.h"
#include "report/layoutdescribe.h"
#include "report/meshdescribe.h"
#include "report/metaldescribe.h"
#include "report/placereport.h"
#include "report/ttnndescribe.h"
#include "report/xladescribe.h"
#include "transfer/transferplan.h"
#include "util/error.h"
#include "util/excerpt.h"
#include "view/layoutprobe.h"
#include "view/picturelimits.h"
#include "view/viewinfo.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <map>
#include <optional>
#include <ostream>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle::cli {

namespace {

Exporter& exporter()
{
    static Exporter instance;
    return instance;
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

// Every element's place, written atomically as a .npy file (layout/mappingtable.h names the planes).
int mapAll(const Options& options, const AnyLayout& layout, std::ostream& out)
{
    if (options.index)
        throw UsageError("map takes --index or --all, not both");
    if (!options.output)
        throw UsageError("map --all needs -o FILE.npy");
    if (std::filesystem::path(*options.output).extension() != ".npy")
        throw UsageError(fmt::format("-o: '{}' is not a .npy file", *options.output));
    const MappingTable table = mappingTable(layout);
    try {
        writeNpyInt32(*options.output, table.shape, table.values);
    } catch (const std::runtime_error& e) {
        throw FileError(e.what(), *options.output);
    }
    if (options.json) {
        out << dumpJson(Json {
            { "path", *options.output }, { "dtype", "int32" }, { "shape", table.shape }, { "planes", table.planes } })
            << "\n";
    } else {
        out << fmt::format("wrote {}: int32 array {} (planes {})\n", *options.output, formatShape(table.shape),
            fmt::join(table.planes, ", "));
    }
    return Success;
}

// A map or unmap answer: its facts as the contract's JSON, or as text without the rows that do not apply.
int writePlace(const Options& options, const FactGroup& facts, std::ostream& out)
{
    out << (options.json ? dumpJson(factsJson(facts)) + "\n" : factsText(facts, NullRows::Omit));
    return Success;
}

int commandMap(const Options& options, const AnyLayout& layout, std::ostream& out)
{
    if (options.all)
        return mapAll(options, layout, out);
    if (!options.index)
        throw UsageError("map needs --index i,j,... (or --all -o FILE.npy)");
    const auto index = parseIntList(*options.index, "--index");
    return writePlace(options, mapFacts(layout, index), out);
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
    return writePlace(options, ttnnPlaceFacts(ttnn.layout, place, PlaceQuery::Unmap), out);
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
        return writePlace(options, xlaUnmapFacts(*xla, linear[0]), out);
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
    return writePlace(options, metalPlaceFacts(place, PlaceQuery::Unmap, &metal), out);
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
        throw UsageError(fmt::format("export needs --view ({})", fmt::join(viewNamesOf(ViewSubject::Layout), ", ")));
    if (!options.output)
        throw UsageError("export needs -o FILE (.svg, .png or .pdf)");
    ExportRequest request = pictureRequest(options);
    request.layout = &layout;
    if (!isExportableView(request.view))
        throw UsageError(fmt::format("--view: unknown view '{}' (available: {}, {}, {})", request.view,
            fmt::join(exportableViews(), ", "), fmt::join(modelViews(), ", "), fmt::join(runViews(), ", ")));
    if (const std::optional<std::string> refusal = viewRefusal(findView(request.view)->id, layout))
        throw UsageError("--view: " + *refusal);
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
    if (request.view == "transfer") {
        if (!options.to)
            throw UsageError("--view transfer needs --to LAYOUT (the layout to change to)");
        // A destination that does not read, or holds another tensor, is the user's to fix (exit 2).
        LayoutRequest to;
        std::error_code ec;
        to.text = options.to->size() < 4096 && std::filesystem::is_regular_file(*options.to, ec)
            ? readLayoutFileText(readTextFile(*options.to)).layoutText
            : *options.to;
        if (options.deviceFile)
            request.transferDevice
                = std::make_shared<const OptimizerDevice>(readOptimizerDevice(readTextFile(*options.deviceFile)));
        try {
            const AnyLayout destination = buildLayout(to);
            planTransfer(layout, destination,
                request.transferDevice ? transferOptionsOf(*request.transferDevice) : TransferOptions {});
        } catch (const Error& e) {
            throw Error("--to: " + std::string(e.what()), e.place());
        }
        request.transferTo = *to.text;
        if (options.trace) {
            // A trace that does not read is the user's to fix too.
            try {
                readNocTrace(readTextFile(*options.trace));
            } catch (const Error& e) {
                throw Error(*options.trace + ": " + e.what(), e.place());
            }
            request.transferTrace = *options.trace;
        }
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
    const FactGroup facts = meshFacts(distribution);
    out << (options.json ? dumpJson(factsJson(facts)) + "\n" : factsText(facts, NullRows::Omit));
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

ExportRequest pictureRequest(const Options& options)
{
    ExportRequest request;
    request.view = *options.view;
    request.path = *options.output;
    request.width = parseSide(options.width, "--width", request.width);
    request.height = parseSide(options.height, "--height", request.height);
    request.sizeGiven = options.width.has_value() || options.height.has_value();
    checkPictureSize(request.width, request.height);
    return request;
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
void writePicture(ExportRequest& request)
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

RunDatabaseReader& runDatabaseReader()
{
    static RunDatabaseReader instance;
    return instance;
}

void setRunDatabaseReader(RunDatabaseReader reader)
{
    runDatabaseReader() = std::move(reader);
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
        if (options.command == "report")
            return commandReport(options, out, err);
        if (options.command == "transfer")
            return commandTransfer(options, out);
        if (options.command == "export" && options.view && isRunViewName(*options.view))
            return commandExportRun(options, out);
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
