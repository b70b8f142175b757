// SPDX-License-Identifier: MIT
#include "transfercommands.h"

#include "cli.h"
#include "clioptions.h"

#include "device/devicetransfer.h"
#include "io/files/devicefile.h"
#include "io/json/json.h"
#include "io/layouttext/layoutfile.h"
#include "io/layouttext/layoutrequest.h"
#include "io/model/modelfile.h"
#include "io/runs/noctracereader.h"
#include "report/transferreport.h"
#include "transfer/transferplan.h"

#include <filesystem>
#include <optional>
#include <ostream>

#include <fmt/format.h>

namespace tle::cli {

namespace {

AnyLayout transferLayout(const Options& options, const std::string& given, const char* which)
{
    LayoutRequest request = options.request;
    std::error_code ec;
    if (given.size() < 4096 && std::filesystem::is_regular_file(given, ec))
        request.text = readLayoutFileText(readTextFile(given)).layoutText;
    else
        request.text = given;
    try {
        return buildLayout(request);
    } catch (const Error& e) {
        throw Error(fmt::format("{}: {}", which, e.what()), e.place());
    }
}

int parseNoc(const std::optional<std::string>& value)
{
    if (!value || *value == "both")
        return -1;
    if (*value == "0")
        return 0;
    if (*value == "1")
        return 1;
    throw UsageError(fmt::format("--noc: '{}' is not 0, 1 or both", *value));
}

} // namespace

int commandTransfer(const Options& options, std::ostream& out)
{
    const int only = parseNoc(options.noc);
    OptimizerDevice device;
    if (options.deviceFile)
        device = readOptimizerDevice(readTextFile(*options.deviceFile));
    const auto& layouts = options.transferLayouts;
    if (layouts.size() == 1 || layouts.size() > 2 || (layouts.empty() && !options.trace))
        throw UsageError("transfer: give FROM and TO layouts (or only --trace FILE)");
    std::optional<RecordedTransfer> trace;
    if (options.trace) {
        try {
            trace = recordedTransfer(readNocTrace(readTextFile(*options.trace)), device.noc);
        } catch (const Error& e) {
            throw Error(fmt::format("{}: {}", *options.trace, e.what()), e.place());
        }
    }
    std::optional<TransferPlan> plan;
    if (!layouts.empty()) {
        const AnyLayout from = transferLayout(options, layouts[0], "FROM");
        const AnyLayout to = transferLayout(options, layouts[1], "TO");
        plan = planTransfer(from, to, transferOptionsOf(device));
    }
    const TransferAnswer answer { plan ? &*plan : nullptr, trace ? &*trace : nullptr, &device.noc, only };
    if (options.json)
        out << dumpJson(factsJson(transferFacts(answer))) << "\n";
    else
        out << transferText(answer);
    return 0;
}

} // namespace tle::cli
