// SPDX-License-Identifier: MIT
#include "transfercommands.h"

#include "util/bytestext.h"

#include "cli.h"
#include "clioptions.h"

#include "io/files/devicefile.h"
#include "io/json/json.h"
#include "io/layouttext/layoutfile.h"
#include "io/layouttext/layoutrequest.h"
#include "io/model/modelfile.h"
#include "io/runs/noctrace.h"
#include "transfer/transferplan.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <numeric>
#include <optional>
#include <ostream>
#include <tuple>

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

std::string pointLabel(const NocPoint& p)
{
    return fmt::format("({}, {})", p.y, p.x);
}

Json linkJson(const NocModel& noc, int64_t index, int64_t bytes)
{
    const NocLink l = noc.link(index);
    return Json { { "noc", l.noc }, { "from", pointLabel(l.from) }, { "to", pointLabel(l.to) }, { "bytes", bytes } };
}

// Links with traffic on the NoCs asked for, busiest first.
std::vector<int64_t> loadedLinks(const std::vector<int64_t>& bytes, const NocModel& noc, int only)
{
    std::vector<int64_t> links;
    for (int64_t l = 0; l < int64_t(bytes.size()); ++l) {
        if (bytes[size_t(l)] > 0 && (only < 0 || noc.link(l).noc == only))
            links.push_back(l);
    }
    std::stable_sort(
        links.begin(), links.end(), [&](int64_t a, int64_t b) { return bytes[size_t(a)] > bytes[size_t(b)]; });
    return links;
}

Json histogramJson(const std::map<int64_t, int64_t>& histogram)
{
    Json h = Json::array();
    for (const auto& [bytes, count] : histogram)
        h.push_back(Json { { "bytes", bytes }, { "count", count } });
    return h;
}

Json planJson(const TransferPlan& plan, const NocModel& noc, int only)
{
    Json j;
    j["kind"] = toString(plan.kind);
    j["from_layout"] = plan.fromSummary;
    j["to_layout"] = plan.toSummary;
    j["bytes"] = plan.bytes;
    j["padding_bytes"] = plan.paddingBytes;
    j["local_bytes"] = plan.localBytes;
    Json matrix = Json::array();
    for (const TransferPlan::Cell& c : plan.matrix)
        matrix.push_back(Json { { "from", endpointLabel(plan.fromUnits[size_t(c.from)]) },
            { "to", endpointLabel(plan.toUnits[size_t(c.to)]) }, { "bytes", c.bytes }, { "transactions", c.calls } });
    j["matrix"] = std::move(matrix);
    j["transactions"]
        = Json { { "count", plan.calls }, { "packets", plan.packets }, { "histogram", histogramJson(plan.histogram) },
              { "min_bytes", plan.minCallBytes }, { "median_bytes", plan.medianCallBytes } };
    Json issuers = Json::array();
    for (const TransferIssuer& i : plan.issuers)
        issuers.push_back(Json { { "core", endpointLabel(i.core) }, { "risc", toString(i.risc) }, { "noc", i.noc },
            { "side", i.reads ? "read" : "write" }, { "transactions", i.calls }, { "bytes", i.bytes },
            { "barriers", i.barriers } });
    j["issuers"] = std::move(issuers);
    Json endpoints = Json::array();
    for (const TransferPlan::Load& l : plan.loads)
        endpoints.push_back(
            Json { { "unit", endpointLabel(l.endpoint) }, { "sent", l.sent }, { "received", l.received } });
    j["endpoints"] = std::move(endpoints);
    Json links = Json::array();
    for (int64_t l : loadedLinks(plan.linkBytes, noc, only))
        links.push_back(linkJson(noc, l, plan.linkBytes[size_t(l)]));
    j["links"] = std::move(links);
    j["busiest_link"] = plan.busiestLink >= 0
        ? linkJson(noc, plan.busiestLink, plan.linkBytes[size_t(plan.busiestLink)])
        : Json(nullptr);
    j["estimated_ns"] = std::round(plan.estimate.ns * 10) / 10;
    j["bound"] = plan.estimate.bound;
    j["estimate"] = Json { { "link_ns", std::round(plan.estimate.linkNs * 10) / 10 },
        { "endpoint_ns", std::round(plan.estimate.endpointNs * 10) / 10 },
        { "overhead_ns", std::round(plan.estimate.overheadNs * 10) / 10 },
        { "lower_bound_ns", std::round(plan.estimate.lowerBoundNs * 10) / 10 } };
    return j;
}

Json traceJson(const NocTrace& trace, const NocModel& noc, int only)
{
    const NocTrace::Summary s = trace.summarize(noc);
    Json j;
    j["span_ns"] = std::round(double(trace.spanCycles()) / noc.clockGhz * 10) / 10;
    j["bytes"] = s.bytes;
    int64_t count = 0;
    for (const auto& [bytes, n] : s.histogram)
        count += n;
    j["transactions"] = Json { { "count", count }, { "histogram", histogramJson(s.histogram) } };
    j["barriers"] = trace.barriers;
    Json issuers = Json::array();
    for (const auto& [key, value] : s.issuers) {
        const auto& [x, y, proc, n] = key;
        issuers.push_back(Json { { "core", pointLabel({ x, y }) }, { "risc", proc }, { "noc", n },
            { "transactions", value.first }, { "bytes", value.second } });
    }
    j["issuers"] = std::move(issuers);
    Json links = Json::array();
    for (int64_t l : loadedLinks(s.linkBytes, noc, only))
        links.push_back(linkJson(noc, l, s.linkBytes[size_t(l)]));
    j["links"] = std::move(links);
    const auto busiest = std::max_element(s.linkBytes.begin(), s.linkBytes.end());
    j["busiest_link"] = busiest != s.linkBytes.end() && *busiest > 0
        ? linkJson(noc, busiest - s.linkBytes.begin(), *busiest)
        : Json(nullptr);
    return j;
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

void printPlan(const TransferPlan& plan, const NocModel& noc, int only, std::ostream& out)
{
    out << fmt::format(
        "{} -> {} ({}): {} of data", plan.fromSummary, plan.toSummary, toString(plan.kind), bytesText(plan.bytes));
    if (plan.paddingBytes > 0)
        out << fmt::format(", {} of padding moved along", bytesText(plan.paddingBytes));
    out << "\n";
    out << fmt::format("transactions: {} ({} packets), median {} B, smallest {} B\n", plan.calls, plan.packets,
        plan.medianCallBytes, plan.minCallBytes);
    for (const auto& [bytes, count] : plan.histogram)
        out << fmt::format("  {:>8} B x {}\n", bytes, count);
    out << fmt::format("estimated {:.2f} us, bound by {} (link {:.2f} us, endpoint {:.2f} us, overhead {:.2f} us; "
                       "no plan beats {:.2f} us)\n",
        plan.estimate.ns / 1000, plan.estimate.bound, plan.estimate.linkNs / 1000, plan.estimate.endpointNs / 1000,
        plan.estimate.overheadNs / 1000, plan.estimate.lowerBoundNs / 1000);
    if (plan.busiestLink >= 0) {
        const NocLink l = noc.link(plan.busiestLink);
        out << fmt::format("busiest link: {} -> {} on NoC {} with {}\n", pointLabel(l.from), pointLabel(l.to), l.noc,
            bytesText(plan.linkBytes[size_t(plan.busiestLink)]));
    }
    // Issuers grouped by RISC, NoC and side: how many cores, and the calls each issues.
    std::map<std::tuple<std::string_view, int, bool>, std::vector<int64_t>> groups;
    for (const TransferIssuer& i : plan.issuers)
        groups[{ toString(i.risc), i.noc, i.reads }].push_back(i.calls);
    for (const auto& [key, calls] : groups) {
        const auto [risc, n, reads] = key;
        const auto [lo, hi] = std::minmax_element(calls.begin(), calls.end());
        out << fmt::format("issued by {} core{}: {} on NoC {} {}s {} call{} each\n", calls.size(),
            calls.size() == 1 ? "" : "s", risc, n, reads ? "read" : "write",
            *lo == *hi ? fmt::format("{}", *lo) : fmt::format("{} to {}", *lo, *hi), *hi == 1 ? "" : "s");
    }
    (void)only;
}

} // namespace

int commandTransfer(const Options& options, std::ostream& out)
{
    const int only = parseNoc(options.noc);
    OptimizerDevice device;
    if (options.deviceFile)
        device = readOptimizerDevice(readTextFile(*options.deviceFile));
    const NocModel& noc = device.noc;
    const auto& layouts = options.transferLayouts;
    if (layouts.size() == 1 || layouts.size() > 2)
        throw UsageError("transfer: give FROM and TO layouts (or only --trace FILE)");
    if (layouts.empty() && !options.trace)
        throw UsageError("transfer: give FROM and TO layouts (or only --trace FILE)");
    std::optional<NocTrace> trace;
    if (options.trace) {
        try {
            trace = readNocTrace(readTextFile(*options.trace));
        } catch (const Error& e) {
            throw Error(fmt::format("{}: {}", *options.trace, e.what()), e.place());
        }
    }
    std::optional<TransferPlan> plan;
    if (!layouts.empty()) {
        const AnyLayout from = transferLayout(options, layouts[0], "FROM");
        const AnyLayout to = transferLayout(options, layouts[1], "TO");
        TransferOptions o;
        o.noc = noc;
        o.gridRows = device.device.gridRows;
        o.gridCols = device.device.gridCols;
        o.dramBanks = device.device.dramBanks;
        plan = planTransfer(from, to, o);
    }
    if (options.json) {
        Json j = plan ? planJson(*plan, noc, only) : Json::object();
        j["device"] = noc.arch;
        if (trace) {
            j["trace"] = traceJson(*trace, noc, only);
            if (plan)
                j["trace"]["estimate_ratio"]
                    = std::round(plan->estimate.ns / std::max(1.0, double(trace->spanCycles()) / noc.clockGhz) * 1000)
                    / 1000;
        }
        out << dumpJson(j) << "\n";
        return 0;
    }
    if (plan)
        printPlan(*plan, noc, only, out);
    if (trace) {
        const NocTrace::Summary s = trace->summarize(noc);
        const double span = double(trace->spanCycles()) / noc.clockGhz;
        out << fmt::format("trace: {} calls, {}, span {:.2f} us", trace->calls.size(), bytesText(s.bytes), span / 1000);
        if (plan)
            out << fmt::format(" (estimate / span = {:.2f})", plan->estimate.ns / std::max(1.0, span));
        out << "\n";
    }
    return 0;
}

} // namespace tle::cli
