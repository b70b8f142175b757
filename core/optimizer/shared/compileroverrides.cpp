// SPDX-License-Identifier: MIT
#include "optimizer/shared/compileroverrides.h"

#include "optimizer/shared/layoutpin.h"
#include "util/error.h"

#include <algorithm>
#include <cctype>
#include <map>

#include <fmt/format.h>

namespace tle {

namespace {

LayoutPin pinOfLayout(const TtnnLayout& layout)
{
    const TtnnLayoutSpec& spec = layout.spec();
    // Every field: tt-mlir builds the layout outright from a full override instead of searching for it.
    return LayoutPin { .grid = pinGridOf(layout),
        .buffer = spec.bufferType,
        .memory = spec.memoryLayout,
        .page = spec.pageLayout,
        .dataType = spec.dataType };
}

bool carriable(std::string_view location)
{
    return location.find_first_of(",= \t\n\"'") == std::string_view::npos;
}

} // namespace

std::string CompilerOverrides::text() const
{
    std::string out(kOverrideOutputLayoutOption);
    out += '=';
    for (size_t i = 0; i < entries.size(); ++i) {
        if (i > 0)
            out += ',';
        out += entries[i].location + "=" + entries[i].pin;
    }
    return out;
}

CompilerOverrides compilerOverrides(const ModelGraph& graph, const PolicyResult& plan)
{
    // tt-mlir gives every op of a loc the loc's override, so ops sharing one are expressible when they agree.
    std::map<std::string_view, std::vector<std::pair<int, std::string>>> byLocation;
    std::vector<std::string_view> order;
    CompilerOverrides out;
    for (const OpDecision& d : plan.ops) {
        if (!d.layout || !isPlannedOp(graph, d.op))
            continue;
        const Op& op = graph.op(d.op);
        if (op.location.empty())
            out.notExpressible.push_back({ d.op, "the op has no loc" });
        else if (!op.namedLocation)
            out.notExpressible.push_back(
                { d.op, fmt::format("its loc '{}' is not a name loc (tt-mlir keys overrides by name)", op.location) });
        else if (!carriable(op.location))
            out.notExpressible.push_back(
                { d.op, fmt::format("the loc '{}' holds a character the option cannot carry", op.location) });
        else {
            auto& group = byLocation[op.location];
            if (group.empty())
                order.push_back(op.location);
            group.emplace_back(d.op, pinOfLayout(*d.layout).text());
        }
    }
    for (std::string_view location : order) {
        const auto& group = byLocation[location];
        const bool agree = std::ranges::all_of(group, [&](const auto& g) { return g.second == group.front().second; });
        if (agree) {
            out.entries.push_back({ group.front().first, std::string(location), group.front().second });
            continue;
        }
        for (const auto& [op, pin] : group)
            out.notExpressible.push_back(
                { op, fmt::format("{} ops share the loc '{}' and their layouts differ", group.size(), location) });
    }
    std::ranges::sort(out.notExpressible, {}, &NotExpressible::op);
    return out;
}

std::vector<int> opsAtLocation(const ModelGraph& graph, std::string_view location)
{
    std::vector<int> ops;
    for (const Op& op : graph.ops()) {
        if (op.namedLocation && op.location == location && isPlannedOp(graph, op.id))
            ops.push_back(op.id);
    }
    return ops;
}

std::vector<std::string> overrideRequests(std::string_view text)
{
    size_t start = 0;
    size_t end = text.size();
    const size_t option = text.find(kOverrideOutputLayoutOption);
    if (option != std::string_view::npos && text.substr(option + kOverrideOutputLayoutOption.size()).starts_with("=")) {
        start = option + kOverrideOutputLayoutOption.size() + 1;
        // A value quoted inside another quoted option arrives as \"...\".
        if (start + 1 < text.size() && text[start] == '\\' && (text[start + 1] == '"' || text[start + 1] == '\''))
            ++start;
        if (start < text.size() && (text[start] == '"' || text[start] == '\'')) {
            const size_t close = text.find(text[start], start + 1);
            end = close == std::string_view::npos ? text.size() : close;
            ++start;
            if (end > start && text[end - 1] == '\\')
                --end;
        } else {
            end = std::min(text.find_first_of(" \t\r\n\"'", start), text.size());
        }
    } else {
        while (start < end && std::isspace(static_cast<unsigned char>(text[start])))
            ++start;
        while (end > start && std::isspace(static_cast<unsigned char>(text[end - 1])))
            --end;
    }
    std::vector<std::string> requests;
    // An empty option overrides nothing.
    if (start >= end)
        return requests;
    for (size_t at = start; at <= end;) {
        const size_t comma = std::min(text.find(',', at), end);
        const std::string_view entry = text.substr(at, comma - at);
        if (entry.find('=') == std::string_view::npos)
            throw Error(fmt::format("override-output-layout: '{}' is not LOC=LAYOUT", entry), 1, int(at) + 1);
        requests.emplace_back(entry);
        at = comma + 1;
    }
    return requests;
}

} // namespace tle
