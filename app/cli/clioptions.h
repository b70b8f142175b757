// SPDX-License-Identifier: MIT
#pragma once

#include "io/layouttext/layoutrequest.h"
#include "util/error.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace tle::cli {

struct ExportRequest;

// Everything the command line gave, as raw text so that errors can name the flag.
struct Options
{
    std::string command;
    LayoutRequest request;
    bool json = false;
    bool list = false; // list the layouts a text holds instead of running the command
    bool all = false; // map: every element, to a .npy file
    std::optional<std::string> index;
    std::optional<std::string> core;
    std::optional<std::string> offset;
    std::optional<std::string> physical;
    std::optional<std::string> to;
    std::optional<std::string> bank;
    std::optional<std::string> mesh;
    std::optional<std::string> placements;
    std::optional<std::string> mapper;
    std::optional<std::string> gspmd;
    std::optional<std::string> meshShard;
    std::optional<std::string> policy;
    std::optional<std::string> deviceFile;
    std::optional<std::string> calibrationFile;
    std::optional<std::string> explain;
    std::optional<std::string> overrideOutputLayout; // the last one given; all of them in pinRequests
    std::optional<std::string> maxLegalLayouts;
    std::vector<std::string> pinRequests;
    std::optional<std::string> function;
    bool l1InterleavedFallback = false;
    bool keepLayouts = false; // optimize: the model's own layouts, not a policy's
    std::optional<std::string> decisionTrace; // optimize, export: tt-mlir's decision trace (a file or a directory)
    std::optional<std::string> overridesFile; // optimize, export: override-output-layout option text to pin from
    bool emitOverrides = false; // optimize: print the plan as tt-mlir's override-output-layout option
    std::string layoutSource; // the text errors point into
    bool fromFile = false;
    std::string modelPath;
    std::optional<std::string> view;
    std::optional<std::string> output;
    std::optional<std::string> width;
    std::optional<std::string> height;
    // report: the runs (files or folders), the grouping, how many ops, the plan and the run to compare with.
    std::vector<std::string> runPaths;
    std::optional<std::string> by;
    std::optional<std::string> top;
    std::optional<std::string> plan;
    std::optional<std::string> compare;
    bool calibrate = false;
    // transfer: FROM and TO as given (strings or files), the NoC to show, and a recorded trace.
    std::vector<std::string> transferLayouts;
    std::optional<std::string> noc;
    std::optional<std::string> trace;
};

// The command line's options (without the program name); throws UsageError for bad usage and tle::Error for a
// layout file that cannot be read.
Options parseArgs(const std::vector<std::string>& args);
// A LAYOUT or MODEL file as the commands read it: a layout file's `//` comment lines blanked, JSON as written.
std::string readInputFile(const std::filesystem::path& path);
// The text of --help: the commands, then every flag.
std::string usageText();

// Bad usage: reported with exit status 2 and a pointer to --help.
class UsageError : public Error
{
public:
    using Error::Error;
};

// The picture helpers both export commands share.
int parseSide(const std::optional<std::string>& value, const char* flag, int fallback);
// Refuses a picture past the export limits (view/picturelimits.h) before any work.
void checkPictureSize(int width, int height);
void checkPictureSuffix(const std::string& path);
void writePicture(ExportRequest& request);
// The request's view, path and size from --view, -o, --width and --height (which the caller has checked are given).
ExportRequest pictureRequest(const Options& options);

} // namespace tle::cli
