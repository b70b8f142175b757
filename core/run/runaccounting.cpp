// SPDX-License-Identifier: MIT
#include "run/runaccounting.h"

#include "util/checked.h"

#include "util/excerpt.h"

#include <algorithm>
#include <limits>
#include <map>
#include <numeric>
#include <set>

#include <fmt/format.h>

namespace tle {

namespace {

constexpr std::array<std::string_view, kRunClassCount> kClassNames { "shard_conv", "buf_copy", "tile_conv",
    "realloc_move", "dram_slice", "halo", "other" };

// (InterleavedToSharded|ShardedToInterleaved)(Partial)?(DeviceOperation)?, the whole word.
bool isShardConversion(std::string_view word)
{
    for (std::string_view base : { "InterleavedToSharded", "ShardedToInterleaved" }) {
        if (!word.starts_with(base))
            continue;
        std::string_view rest = word.substr(base.size());
        if (rest.starts_with("Partial"))
            rest.remove_prefix(7);
        return rest.empty() || rest == "DeviceOperation";
    }
    return false;
}

// The classes of the broad layout tax: every class but halo and other.
bool isBroadLayoutChange(RunClass c)
{
    return c != RunClass::Halo && c != RunClass::Other;
}

std::string inputBufferPart(const RunOp& op, size_t index)
{
    return index < op.inputs.size() ? op.inputs[index].bufferPart() : std::string();
}

std::string outputBufferPart(const RunOp& op)
{
    return op.outputs.empty() ? std::string() : op.outputs[0].bufferPart();
}

} // namespace

std::string_view toString(RunClass value)
{
    return kClassNames[size_t(value)];
}

std::optional<RunClass> parseRunClass(std::string_view text)
{
    for (size_t i = 0; i < kClassNames.size(); ++i) {
        if (kClassNames[i] == text)
            return RunClass(i);
    }
    return std::nullopt;
}

RunClass classifyRunOp(const RunOp& op)
{
    const std::string_view word = leadingWord(op.opCode);
    if (isShardConversion(word) || word.starts_with("Reshard"))
        return RunClass::ShardConv;
    if (word.starts_with("Copy") || word.starts_with("Clone"))
        return inputBufferPart(op, 0) != outputBufferPart(op) ? RunClass::BufCopy : RunClass::Other;
    if (word.starts_with("Tilize") || word.starts_with("Untilize"))
        return RunClass::TileConv;
    if (word.starts_with("Move"))
        return RunClass::ReallocMove;
    if (word.starts_with("PaddedSlice") || word.starts_with("SliceWrite"))
        return RunClass::DramSlice;
    if (word.starts_with("Halo"))
        return RunClass::Halo;
    return RunClass::Other;
}

RunSummary summarizeRun(const MeasuredRun& run)
{
    RunSummary s;
    s.signposts = int64_t(run.signposts.size());
    s.devices = int64_t(run.devices().size());
    std::set<std::string> unknown;
    OpFamilies families;
    for (const RunOp& op : run.ops) {
        if (op.kind != RunOpKind::Device) {
            ++s.hostOps;
            s.hostNs = saturatingAdd(s.hostNs, op.hostNs.value_or(0));
            continue;
        }
        ++s.deviceOps;
        const int64_t ns = op.kernelNs.value_or(0);
        s.deviceKernelNs = saturatingAdd(s.deviceKernelNs, ns);
        s.opToOpNs = saturatingAdd(s.opToOpNs, op.opToOpNs.value_or(0));
        if (op.traceId)
            ++s.tracedOps;
        const RunClass runClass = classifyRunOp(op);
        const size_t c = size_t(runClass);
        s.byClassNs[c] = saturatingAdd(s.byClassNs[c], ns);
        ++s.byClassOps[c];
        const OpFamily family = families.of(op);
        const size_t f = size_t(family);
        s.byFamilyNs[f] = saturatingAdd(s.byFamilyNs[f], ns);
        ++s.byFamilyOps[f];
        if (isBroadLayoutChange(runClass) || family == OpFamily::DataMovement)
            s.layoutChangeDataMovementNs = saturatingAdd(s.layoutChangeDataMovementNs, ns);
        if (family == OpFamily::Other)
            unknown.insert(op.opCode);
    }
    auto ns = [&](RunClass c) { return s.byClassNs[size_t(c)]; };
    s.layoutChangeNs = saturatingAdd(ns(RunClass::ShardConv), ns(RunClass::BufCopy));
    s.layoutChangeWithTileNs = saturatingAdd(s.layoutChangeNs, ns(RunClass::TileConv));
    s.layoutChangeBroadNs
        = saturatingAdd(saturatingAdd(s.layoutChangeWithTileNs, ns(RunClass::ReallocMove)), ns(RunClass::DramSlice));
    s.unknownOpCodes.assign(unknown.begin(), unknown.end());
    s.devicesDetail = deviceTimes(run);
    for (const DeviceTime& d : s.devicesDetail) {
        s.slowestDeviceKernelNs = std::max(s.slowestDeviceKernelNs, d.kernelNs);
        s.busyNs = saturatingAdd(s.busyNs, d.busyNs);
    }
    return s;
}

std::optional<RunGrouping> parseRunGrouping(std::string_view text)
{
    for (RunGrouping g : { RunGrouping::Class, RunGrouping::Op, RunGrouping::OpMemory, RunGrouping::Device,
             RunGrouping::Signpost, RunGrouping::Family }) {
        if (toString(g) == text)
            return g;
    }
    return std::nullopt;
}

std::string_view toString(RunGrouping value)
{
    switch (value) {
    case RunGrouping::Class:
        return "class";
    case RunGrouping::Op:
        return "op";
    case RunGrouping::OpMemory:
        return "op-memory";
    case RunGrouping::Device:
        return "device";
    case RunGrouping::Signpost:
        return "signpost";
    case RunGrouping::Family:
        return "family";
    }
    return "class";
}

std::string runGroupKey(const MeasuredRun& run, const RunOp& op, RunGrouping grouping)
{
    switch (grouping) {
    case RunGrouping::Class:
        return std::string(toString(classifyRunOp(op)));
    case RunGrouping::Op:
        return std::string(leadingWord(op.opCode));
    case RunGrouping::OpMemory: {
        const std::string in0 = inputBufferPart(op, 0);
        return fmt::format("{} (in0: {})", leadingWord(op.opCode), in0.empty() ? "none" : asciiLower(in0));
    }
    case RunGrouping::Device:
        return fmt::format("device {}", op.device);
    case RunGrouping::Family:
        return std::string(toString(opFamily(op)));
    case RunGrouping::Signpost:
        if (op.signpost < 0)
            return "(before the first signpost)";
        const RunSignpost& s = run.signposts[size_t(op.signpost)];
        return fmt::format("{} #{}", s.name, s.occurrence);
    }
    return {};
}

std::vector<RunGroup> groupRun(const MeasuredRun& run, RunGrouping grouping)
{
    std::map<std::string, RunGroup> groups;
    int64_t total = 0;
    OpFamilies families;
    for (const RunOp& op : run.ops) {
        if (op.kind != RunOpKind::Device)
            continue;
        std::string key
            = grouping == RunGrouping::Family ? std::string(toString(families.of(op))) : runGroupKey(run, op, grouping);
        RunGroup& g = groups[key];
        g.key = std::move(key);
        ++g.ops;
        g.kernelNs = saturatingAdd(g.kernelNs, op.kernelNs.value_or(0));
        g.opToOpNs = saturatingAdd(g.opToOpNs, op.opToOpNs.value_or(0));
        total = saturatingAdd(total, op.kernelNs.value_or(0));
    }
    std::vector<RunGroup> result;
    for (auto& [key, g] : groups) {
        g.share = total > 0 ? double(g.kernelNs) / double(total) : 0.0;
        result.push_back(std::move(g));
    }
    std::stable_sort(
        result.begin(), result.end(), [](const RunGroup& a, const RunGroup& b) { return a.kernelNs > b.kernelNs; });
    return result;
}

std::vector<int64_t> topRunOps(const MeasuredRun& run, int64_t count)
{
    std::vector<int64_t> order;
    for (size_t i = 0; i < run.ops.size(); ++i) {
        if (run.ops[i].kind == RunOpKind::Device)
            order.push_back(int64_t(i));
    }
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
        return run.ops[size_t(a)].kernelNs.value_or(0) > run.ops[size_t(b)].kernelNs.value_or(0);
    });
    if (count >= 0 && int64_t(order.size()) > count)
        order.resize(size_t(count));
    return order;
}

} // namespace tle
