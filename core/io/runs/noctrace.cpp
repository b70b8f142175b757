// SPDX-License-Identifier: MIT
#include "io/runs/noctrace.h"

#include "io/json/json.h"
#include "io/json/jsontext.h"
#include "util/error.h"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <tuple>

#include <fmt/format.h>

namespace tle {

namespace {

// Bounds far past any trace, so that sums and spans cannot overflow.
constexpr int64_t kMaxTraceBytes = int64_t(1) << 40;
constexpr int64_t kMaxTraceValue = int64_t(1) << 60;

int64_t integerField(const Json& event, const char* name, size_t position)
{
    const auto it = event.find(name);
    if (it == event.end() || !it->is_number_integer())
        throw Error(fmt::format("NoC trace: event {}: \"{}\" must be an integer", position, name));
    if (it->is_number_unsigned() && it->get<uint64_t>() > uint64_t(kMaxTraceValue))
        throw Error(fmt::format("NoC trace: event {}: \"{}\" is out of range", position, name));
    const int64_t value = it->get<int64_t>();
    if (value < -kMaxTraceValue || value > kMaxTraceValue)
        throw Error(fmt::format("NoC trace: event {}: \"{}\" is out of range", position, name));
    return value;
}

} // namespace

NocTrace readNocTrace(std::string_view text)
{
    const Json json = parseJsonText(text, "NoC trace");
    if (!json.is_array())
        throw Error("NoC trace: the top level must be an array of events");
    NocTrace trace;
    trace.firstKernelStart = std::numeric_limits<int64_t>::max();
    trace.lastEvent = std::numeric_limits<int64_t>::min();
    for (size_t i = 0; i < json.size(); ++i) {
        const Json& e = json[i];
        if (!e.is_object())
            throw Error(fmt::format("NoC trace: event {} is not an object", i));
        const int64_t ts = integerField(e, "timestamp", i);
        trace.lastEvent = std::max(trace.lastEvent, ts);
        if (e.contains("zone")) {
            if (e.value("zone_phase", std::string()) == "begin")
                trace.firstKernelStart = std::min(trace.firstKernelStart, ts);
            continue;
        }
        auto text = [&](const char* name, const std::string& fallback) {
            const auto it = e.find(name);
            if (it == e.end())
                return fallback;
            if (!it->is_string())
                throw Error(fmt::format("NoC trace: event {}: \"{}\" must be a string", i, name));
            return it->get<std::string>();
        };
        const std::string type = text("type", {});
        if (type.find("BARRIER") != std::string::npos) {
            if (type.find("START") != std::string::npos)
                ++trace.barriers;
            continue;
        }
        const bool read = type.rfind("READ", 0) == 0;
        const bool write = type.rfind("WRITE", 0) == 0;
        if ((!read && !write) || type.find("SET_STATE") != std::string::npos
            || type.find("MULTICAST") != std::string::npos)
            continue;
        NocTraceCall c;
        c.proc = text("proc", {});
        const std::string noc = text("noc", "NOC_0");
        if (noc != "NOC_0" && noc != "NOC_1")
            throw Error(fmt::format("NoC trace: event {}: \"noc\" must be NOC_0 or NOC_1, not \"{}\"", i, noc));
        c.noc = noc == "NOC_1" ? 1 : 0;
        c.issuer = { integerField(e, "sx", i), integerField(e, "sy", i) };
        c.other = { integerField(e, "dx", i), integerField(e, "dy", i) };
        c.read = read;
        c.bytes = integerField(e, "num_bytes", i);
        if (c.bytes < 0 || c.bytes > kMaxTraceBytes)
            throw Error(
                fmt::format("NoC trace: event {}: \"num_bytes\" is {}, outside 0 .. {}", i, c.bytes, kMaxTraceBytes));
        c.timestamp = ts;
        trace.calls.push_back(std::move(c));
    }
    if (trace.firstKernelStart == std::numeric_limits<int64_t>::max()) {
        // No kernel zone: the span starts at the earliest call.
        trace.firstKernelStart = trace.calls.empty() ? 0 : trace.lastEvent;
        for (const NocTraceCall& c : trace.calls)
            trace.firstKernelStart = std::min(trace.firstKernelStart, c.timestamp);
    }
    if (trace.lastEvent < trace.firstKernelStart)
        trace.lastEvent = trace.firstKernelStart;
    return trace;
}

namespace {

std::optional<TransferEndpoint> endpointAt(const NocModel& noc, const NocPoint& p, int n)
{
    const auto column = std::find(noc.workerColumns.begin(), noc.workerColumns.end(), p.x);
    const auto row = std::find(noc.workerRows.begin(), noc.workerRows.end(), p.y);
    if (column != noc.workerColumns.end() && row != noc.workerRows.end())
        return TransferEndpoint { TransferEndpoint::Kind::Core, row - noc.workerRows.begin(),
            column - noc.workerColumns.begin(), 0 };
    const auto& banks = noc.dramEndpoints[size_t(n)];
    const auto bank = std::find(banks.begin(), banks.end(), p);
    if (bank != banks.end())
        return TransferEndpoint { TransferEndpoint::Kind::DramBank, 0, 0, bank - banks.begin() };
    return std::nullopt;
}

} // namespace

TransferPlan measuredPlan(const NocTrace& trace, const NocModel& noc, int64_t* unplaced)
{
    TransferPlan plan;
    plan.noc = noc;
    plan.fromSummary = "recorded trace";
    plan.toSummary = "as measured";
    plan.linkBytes.assign(size_t(noc.linkCount()), 0);
    plan.linkPackets.assign(size_t(noc.linkCount()), 0);
    auto key = [](const TransferEndpoint& e) {
        return e.kind == TransferEndpoint::Kind::DramBank ? std::pair { int64_t(-1), e.bank } : std::pair { e.y, e.x };
    };
    std::map<std::pair<int64_t, int64_t>, int32_t> fromIndex;
    std::map<std::pair<int64_t, int64_t>, int32_t> toIndex;
    std::map<std::pair<int32_t, int32_t>, TransferPlan::Cell> cells;
    std::map<std::tuple<int64_t, int64_t, int64_t, int64_t, int>, TransferFlow> flows;
    std::map<std::tuple<int64_t, int64_t, std::string, int>, TransferIssuer> issuers;
    std::map<std::pair<int64_t, int64_t>, TransferPlan::Load> loads;
    int64_t skipped = 0;
    bool fromDram = false;
    for (const NocTraceCall& c : trace.calls) {
        const NocPoint source = c.read ? c.other : c.issuer;
        const NocPoint sink = c.read ? c.issuer : c.other;
        const auto a = endpointAt(noc, source, c.noc);
        const auto b = endpointAt(noc, sink, c.noc);
        const auto issuer = endpointAt(noc, c.issuer, c.noc);
        if (!a || !b || !issuer) {
            ++skipped;
            continue;
        }
        fromDram = fromDram || a->kind == TransferEndpoint::Kind::DramBank;
        const auto [fi, fNew] = fromIndex.emplace(key(*a), int32_t(plan.fromUnits.size()));
        if (fNew)
            plan.fromUnits.push_back(*a);
        const auto [ti, tNew] = toIndex.emplace(key(*b), int32_t(plan.toUnits.size()));
        if (tNew)
            plan.toUnits.push_back(*b);
        TransferPlan::Cell& cell = cells[{ fi->second, ti->second }];
        cell.from = fi->second;
        cell.to = ti->second;
        cell.bytes += c.bytes;
        cell.calls += 1;
        const int64_t packets = (c.bytes + noc.maxBurstBytes - 1) / noc.maxBurstBytes;
        TransferFlow& f = flows[{ key(*a).first, key(*a).second, key(*b).first, key(*b).second, c.noc }];
        f.from = *a;
        f.to = *b;
        f.noc = c.noc;
        f.bytes += c.bytes;
        f.calls += 1;
        f.packets += packets;
        TransferIssuer& i = issuers[{ issuer->y, issuer->x, c.proc, c.noc }];
        i.core = *issuer;
        i.risc = c.proc == "BRISC" ? Riscv::Brisc : Riscv::Ncrisc;
        i.noc = c.noc;
        i.reads = c.read;
        i.calls += 1;
        i.bytes += c.bytes;
        noc.route(c.noc, source, sink, [&](int64_t link) {
            plan.linkBytes[size_t(link)] += c.bytes;
            plan.linkPackets[size_t(link)] += packets;
        });
        loads[key(*a)].endpoint = *a;
        loads[key(*a)].sent += c.bytes;
        loads[key(*b)].endpoint = *b;
        loads[key(*b)].received += c.bytes;
        ++plan.histogram[c.bytes];
        plan.bytes += c.bytes;
        plan.packets += packets;
        ++plan.calls;
    }
    plan.kind = fromDram ? ConversionKind::InterleavedToSharded : ConversionKind::Reshard;
    for (auto& [k, cell] : cells)
        plan.matrix.push_back(cell);
    for (auto& [k, f] : flows)
        plan.flows.push_back(f);
    for (auto& [k, i] : issuers)
        plan.issuers.push_back(i);
    for (auto& [k, l] : loads)
        plan.loads.push_back(l);
    if (plan.calls > 0) {
        plan.minCallBytes = plan.histogram.begin()->first;
        int64_t seen = 0;
        for (const auto& [bytes, count] : plan.histogram) {
            seen += count;
            if (seen > plan.calls / 2) {
                plan.medianCallBytes = bytes;
                break;
            }
        }
    }
    const auto busiest = std::max_element(plan.linkBytes.begin(), plan.linkBytes.end());
    if (busiest != plan.linkBytes.end() && *busiest > 0)
        plan.busiestLink = busiest - plan.linkBytes.begin();
    plan.estimate.ns = double(trace.spanCycles()) / noc.clockGhz;
    plan.estimate.bound = "measured";
    if (unplaced)
        *unplaced = skipped;
    return plan;
}

NocTrace::Summary NocTrace::summarize(const NocModel& noc) const
{
    Summary s;
    s.linkBytes.assign(size_t(noc.linkCount()), 0);
    for (const NocTraceCall& c : calls) {
        s.bytes += c.bytes;
        ++s.histogram[c.bytes];
        auto& issuer = s.issuers[{ c.issuer.x, c.issuer.y, c.proc, c.noc }];
        ++issuer.first;
        issuer.second += c.bytes;
        const NocPoint from = c.read ? c.other : c.issuer;
        const NocPoint to = c.read ? c.issuer : c.other;
        auto& flow = s.flows[{ from.x, from.y, to.x, to.y }];
        ++flow.first;
        flow.second += c.bytes;
        if (from.x >= 0 && from.y >= 0 && to.x >= 0 && to.y >= 0 && from.x < noc.width && to.x < noc.width
            && from.y < noc.height && to.y < noc.height)
            noc.route(c.noc, from, to, [&](int64_t link) { s.linkBytes[size_t(link)] += c.bytes; });
    }
    return s;
}

} // namespace tle
