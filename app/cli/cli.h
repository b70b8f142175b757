// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "graph/modelgraph.h"
#include "io/layouttext/anylayoutparser.h"
#include "optimizer/shared/optimizerresult.h"
#include "report/layoutdescribe.h"
#include "run/measuredrun.h"
#include "run/runanalysis.h"

#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace tle::cli {

// Exit codes of the CLI contract.
enum ExitCode
{
    Success = 0,
    Failure = 1, // I/O and other failures
    InvalidInput = 2, // bad input or usage
};

// Runs `tensor-layout-cli` with `args` (without the program name), writing results to `out` and
// diagnostics to `err`. Headless and reentrant, so tests call it directly.
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// What `export` asks for; the painting lives with the views, so the executable that links them registers it.
struct ExportRequest
{
    const AnyLayout* layout = nullptr;
    std::string view;
    std::string path;
    int width = 1600;
    int height = 900;
    // --width or --height given; else a picture sized to its content (the chain graph) may take another size and
    // writes it back here.
    bool sizeGiven = false;
    std::string mesh; // mesh view: --mesh and --placements
    std::string placements;
    std::string transferTo; // transfer view: the destination layout (--to)
    std::string transferTrace; // and a recorded NoC trace (--trace)
    std::shared_ptr<const OptimizerDevice> transferDevice; // on this device (--device; null: the default)
    // Model views (chain-graph, timeline): the function and the plan to draw; `layout` is then null.
    const ModelGraph* model = nullptr;
    const PolicyResult* plan = nullptr;
    // The usable L1 per core of the device the plan was made for: the timeline's budget line.
    int64_t l1BudgetBytes = 0;
    // The caption's model (file name) and device.
    std::string modelName;
    std::string deviceName;
    // Run views (run-timeline, breakdown, calibration): the analysed run to draw; `layout` is then null.
    std::shared_ptr<const RunAnalysis> run;
};

// Returns an empty string on success, else why the export failed.
using Exporter = std::function<std::string(ExportRequest&)>;
void setExporter(Exporter exporter);

// Reads a ttnn report database (db.sqlite) into a run; the CLI library has no SQL driver, the binary gives one.
using RunDatabaseReader = std::function<MeasuredRun(const std::string& path)>;
void setRunDatabaseReader(RunDatabaseReader reader);
RunDatabaseReader& runDatabaseReader();

} // namespace tle::cli
