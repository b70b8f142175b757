// SPDX-License-Identifier: MIT
#include "io/noctrace.h"

#include "io/json.h"
#include "io/jsontext.h"
#include "util/error.h"

#include <algorithm>
#include <limits>

#include <fmt/format.h>

namespace tle {

namespace {

int64_t integerField(const Json& event, const char* name, size_t position)
{
    const auto it = event.find(name);
    if (it == event.end() || !it->is_number_integer())
        throw Error(fmt::format("NoC trace: event {}: \"{}\" must be an integer", position, name));
    return it->get<int64_t>();
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
        const std::string type = e.value("type", std::string());
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
        c.proc = e.value("proc", std::string());
        const std::string noc = e.value("noc", std::string("NOC_0"));
        if (noc != "NOC_0" && noc != "NOC_1")
            throw Error(fmt::format("NoC trace: event {}: \"noc\" must be NOC_0 or NOC_1, not \"{}\"", i, noc));
        c.noc = noc == "NOC_1" ? 1 : 0;
        c.issuer = { integerField(e, "sx", i), integerField(e, "sy", i) };
        c.other = { integerField(e, "dx", i), integerField(e, "dy", i) };
        c.read = read;
        c.bytes = integerField(e, "num_bytes", i);
        if (c.bytes < 0)
            throw Error(fmt::format("NoC trace: event {}: \"num_bytes\" is negative", i));
        c.timestamp = ts;
        trace.calls.push_back(std::move(c));
    }
    if (trace.firstKernelStart == std::numeric_limits<int64_t>::max())
        trace.firstKernelStart = trace.calls.empty() ? 0 : trace.calls.front().timestamp;
    if (trace.lastEvent < trace.firstKernelStart)
        trace.lastEvent = trace.firstKernelStart;
    return trace;
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
