// SPDX-License-Identifier: MIT
#include "io/runs/noctracereader.h"

#include "io/json/json.h"
#include "io/json/jsontext.h"
#include "util/error.h"

#include <algorithm>
#include <limits>

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

} // namespace tle
