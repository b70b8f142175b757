// SPDX-License-Identifier: MIT
#include "report/transferreport.h"

#include "util/bytestext.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

#include <fmt/format.h>

namespace tle {

namespace {

double tenths(double value)
{
    return std::round(value * 10) / 10;
}

std::string pointLabel(const NocPoint& p)
{
    return fmt::format("({}, {})", p.y, p.x);
}

FactValue linkFacts(const NocModel& noc, int64_t index, int64_t bytes)
{
    const NocLink l = noc.link(index);
    return FactGroup { { "noc", l.noc }, { "from", pointLabel(l.from) }, { "to", pointLabel(l.to) },
        { "bytes", bytes } };
}

// Links with traffic on the NoCs asked for, busiest first.
FactValue::List loadedLinks(const TransferPlan& plan, int only)
{
    std::vector<int64_t> links;
    for (int64_t l = 0; l < int64_t(plan.linkBytes.size()); ++l) {
        if (plan.linkBytes[size_t(l)] > 0 && (only < 0 || plan.noc.link(l).noc == only))
            links.push_back(l);
    }
    std::stable_sort(links.begin(), links.end(),
        [&](int64_t a, int64_t b) { return plan.linkBytes[size_t(a)] > plan.linkBytes[size_t(b)]; });
    FactValue::List out;
    for (int64_t l : links)
        out.push_back(linkFacts(plan.noc, l, plan.linkBytes[size_t(l)]));
    return out;
}

FactValue busiestLink(const TransferPlan& plan)
{
    if (plan.busiestLink < 0)
        return nullptr;
    return linkFacts(plan.noc, plan.busiestLink, plan.linkBytes[size_t(plan.busiestLink)]);
}

FactValue::List histogramFacts(const std::map<int64_t, int64_t>& histogram)
{
    FactValue::List out;
    for (const auto& [bytes, count] : histogram) {
        FactGroup entry;
        entry.push_back({ "bytes", bytes });
        entry.push_back({ "count", count });
        out.push_back(std::move(entry));
    }
    return out;
}

FactValue::List matrixFacts(const TransferPlan& plan)
{
    FactValue::List out;
    for (const TransferPlan::Cell& c : plan.matrix)
        out.push_back(FactGroup { { "from", endpointLabel(plan.fromUnits[size_t(c.from)]) },
            { "to", endpointLabel(plan.toUnits[size_t(c.to)]) }, { "bytes", c.bytes }, { "transactions", c.calls } });
    return out;
}

FactGroup planFacts(const TransferPlan& plan, int only)
{
    FactValue::List issuers;
    for (const TransferIssuer& i : plan.issuers)
        issuers.push_back(FactGroup { { "core", endpointLabel(i.core) }, { "risc", toString(i.risc) }, { "noc", i.noc },
            { "side", i.reads ? "read" : "write" }, { "transactions", i.calls }, { "bytes", i.bytes },
            { "barriers", i.barriers } });
    FactValue::List endpoints;
    for (const TransferPlan::Load& l : plan.loads)
        endpoints.push_back(
            FactGroup { { "unit", endpointLabel(l.endpoint) }, { "sent", l.sent }, { "received", l.received } });
    const TransferEstimate& e = plan.estimate;
    return {
        { "kind", toString(plan.kind) },
        { "from_layout", plan.fromSummary },
        { "to_layout", plan.toSummary },
        { "bytes", plan.bytes },
        { "padding_bytes", plan.paddingBytes },
        { "local_bytes", plan.localBytes },
        { "matrix", matrixFacts(plan) },
        { "transactions",
            FactGroup { { "count", plan.calls }, { "packets", plan.packets },
                { "histogram", histogramFacts(plan.histogram) }, { "min_bytes", plan.minCallBytes },
                { "median_bytes", plan.medianCallBytes } } },
        { "issuers", std::move(issuers) },
        { "endpoints", std::move(endpoints) },
        { "links", loadedLinks(plan, only) },
        { "busiest_link", busiestLink(plan) },
        { "estimated_ns", tenths(e.ns) },
        { "bound", toString(e.bound) },
        { "estimate",
            FactGroup { { "link_ns", tenths(e.linkNs) }, { "endpoint_ns", tenths(e.endpointNs) },
                { "overhead_ns", tenths(e.overheadNs) }, { "lower_bound_ns", tenths(e.lowerBoundNs) } } },
    };
}

// A trace's issuers by their cores' NoC coordinates, as the trace names them.
FactValue::List traceIssuers(const TransferPlan& plan)
{
    using Key = std::tuple<int64_t, int64_t, std::string_view, int>;
    std::vector<std::pair<Key, const TransferIssuer*>> sorted;
    for (const TransferIssuer& i : plan.issuers) {
        const NocPoint p = plan.noc.worker(i.core.y, i.core.x);
        sorted.push_back({ Key { p.x, p.y, toString(i.risc), i.noc }, &i });
    }
    std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    FactValue::List out;
    for (const auto& [key, i] : sorted)
        out.push_back(FactGroup { { "core", pointLabel({ std::get<0>(key), std::get<1>(key) }) },
            { "risc", toString(i->risc) }, { "noc", i->noc }, { "transactions", i->calls }, { "bytes", i->bytes } });
    return out;
}

FactGroup traceFacts(const RecordedTransfer& trace, const TransferPlan* model, int only)
{
    const TransferPlan& plan = trace.plan;
    FactGroup f {
        { "span_ns", tenths(plan.estimate.ns) },
        { "bytes", plan.bytes },
        { "transactions", FactGroup { { "count", plan.calls }, { "histogram", histogramFacts(plan.histogram) } } },
        { "barriers", trace.barriers },
    };
    if (trace.unplacedCalls > 0) {
        f.push_back({ "unplaced_calls", trace.unplacedCalls });
        f.push_back({ "unplaced_bytes", trace.unplacedBytes });
    }
    f.push_back({ "issuers", traceIssuers(plan) });
    f.push_back({ "links", loadedLinks(plan, only) });
    f.push_back({ "busiest_link", busiestLink(plan) });
    if (model)
        f.push_back(
            { "estimate_ratio", std::round(model->estimate.ns / std::max(1.0, plan.estimate.ns) * 1000) / 1000 });
    return f;
}

void planText(const TransferPlan& plan, std::string& out)
{
    out += fmt::format(
        "{} -> {} ({}): {} of data", plan.fromSummary, plan.toSummary, toString(plan.kind), bytesText(plan.bytes));
    if (plan.paddingBytes > 0)
        out += fmt::format(", {} of padding moved along", bytesText(plan.paddingBytes));
    out += "\n";
    out += fmt::format("transactions: {} ({} packets), median {} B, smallest {} B\n", plan.calls, plan.packets,
        plan.medianCallBytes, plan.minCallBytes);
    for (const auto& [bytes, count] : plan.histogram)
        out += fmt::format("  {:>8} B x {}\n", bytes, count);
    const TransferEstimate& e = plan.estimate;
    out += fmt::format("estimated {:.2f} us, bound by {} (link {:.2f} us, endpoint {:.2f} us, overhead {:.2f} us; "
                       "no plan beats {:.2f} us)\n",
        e.ns / 1000, toString(e.bound), e.linkNs / 1000, e.endpointNs / 1000, e.overheadNs / 1000,
        e.lowerBoundNs / 1000);
    if (plan.busiestLink >= 0) {
        const NocLink l = plan.noc.link(plan.busiestLink);
        out += fmt::format("busiest link: {} -> {} on NoC {} with {}\n", pointLabel(l.from), pointLabel(l.to), l.noc,
            bytesText(plan.linkBytes[size_t(plan.busiestLink)]));
    }
    // Issuers grouped by RISC, NoC and side: how many cores, and the calls each issues.
    std::map<std::tuple<std::string_view, int, bool>, std::vector<int64_t>> groups;
    for (const TransferIssuer& i : plan.issuers)
        groups[{ toString(i.risc), i.noc, i.reads }].push_back(i.calls);
    for (const auto& [key, calls] : groups) {
        const auto [risc, n, reads] = key;
        const auto [lo, hi] = std::minmax_element(calls.begin(), calls.end());
        out += fmt::format("issued by {} core{}: {} on NoC {} {}s {} call{} each\n", calls.size(),
            calls.size() == 1 ? "" : "s", risc, n, reads ? "read" : "write",
            *lo == *hi ? fmt::format("{}", *lo) : fmt::format("{} to {}", *lo, *hi), *hi == 1 ? "" : "s");
    }
}

void traceText(const RecordedTransfer& trace, const TransferPlan* model, std::string& out)
{
    const TransferPlan& plan = trace.plan;
    out += fmt::format(
        "trace: {} calls, {}, span {:.2f} us", plan.calls, bytesText(plan.bytes), plan.estimate.ns / 1000);
    if (model)
        out += fmt::format(" (estimate / span = {:.2f})", model->estimate.ns / std::max(1.0, plan.estimate.ns));
    out += "\n";
    if (trace.unplacedCalls > 0)
        out += fmt::format("left out: {} calls ({}) not issued by a worker's BRISC or NCRISC between worker cores "
                           "and DRAM banks of the device\n",
            trace.unplacedCalls, bytesText(trace.unplacedBytes));
}

} // namespace

std::string_view toString(TransferBound bound)
{
    switch (bound) {
    case TransferBound::Overhead:
        return "overhead";
    case TransferBound::Link:
        return "link";
    case TransferBound::Endpoint:
        return "endpoint";
    case TransferBound::Measured:
        return "measured";
    }
    return "overhead";
}

FactGroup transferFacts(const TransferAnswer& answer)
{
    FactGroup f = answer.plan ? planFacts(*answer.plan, answer.onlyNoc) : FactGroup {};
    f.push_back({ "device", answer.noc->arch });
    if (answer.trace)
        f.push_back({ "trace", traceFacts(*answer.trace, answer.plan, answer.onlyNoc) });
    return f;
}

std::string transferText(const TransferAnswer& answer)
{
    std::string out;
    if (answer.plan)
        planText(*answer.plan, out);
    if (answer.trace)
        traceText(*answer.trace, answer.plan, out);
    return out;
}

} // namespace tle
