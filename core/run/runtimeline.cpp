// SPDX-License-Identifier: MIT
#include "run/runtimeline.h"

#include "run/opfamily.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace tle {

namespace {

// The key that covers most of a slice, from a few (key, ns) pairs.
struct SliceCover
{
    std::vector<std::pair<int32_t, double>> keys;

    void add(int32_t key, double ns)
    {
        for (auto& [k, covered] : keys) {
            if (k == key) {
                covered += ns;
                return;
            }
        }
        keys.emplace_back(key, ns);
    }
    int32_t most() const
    {
        int32_t best = -1;
        double bestNs = -1;
        for (const auto& [k, covered] : keys) {
            if (covered > bestNs) {
                best = k;
                bestNs = covered;
            }
        }
        return best;
    }
};

} // namespace

RunTimeline RunTimeline::of(const MeasuredRun& run, RunGaps gaps)
{
    RunTimeline t;
    std::map<int64_t, size_t> laneOf;
    std::map<std::string, int32_t, std::less<>> codeOf;
    OpFamilies families;
    for (const int64_t device : run.devices()) {
        laneOf[device] = t.m_lanes.size();
        t.m_lanes.push_back({ device, {}, 0 });
    }
    // Where each op starts on its lane, for the signposts.
    std::vector<double> startOf(run.ops.size(), -1);
    for (size_t i = 0; i < run.ops.size(); ++i) {
        const RunOp& op = run.ops[i];
        if (op.kind != RunOpKind::Device)
            continue;
        RunLane& lane = t.m_lanes[laneOf.at(op.device)];
        const double gap = gaps == RunGaps::Measured ? double(std::max<int64_t>(0, op.opToOpNs.value_or(0))) : 0.0;
        const double start = lane.endNs + gap;
        const double end = start + double(std::max<int64_t>(0, op.kernelNs.value_or(0)));
        const auto [code, added] = codeOf.try_emplace(op.opCode, int32_t(t.m_opCodes.size()));
        if (added) {
            t.m_opCodes.push_back(op.opCode);
            t.m_opCodeNs.push_back(0);
        }
        t.m_opCodeNs[size_t(code->second)] += end - start;
        lane.bars.push_back({ start, end, classifyRunOp(op), families.of(op), code->second, int64_t(i) });
        lane.endNs = end;
        startOf[i] = start;
    }
    for (RunLane& lane : t.m_lanes) {
        t.m_endNs = std::max(t.m_endNs, lane.endNs);
        lane.longestFirst.resize(lane.bars.size());
        for (size_t i = 0; i < lane.bars.size(); ++i)
            lane.longestFirst[i] = uint32_t(i);
        std::stable_sort(lane.longestFirst.begin(), lane.longestFirst.end(), [&lane](uint32_t a, uint32_t b) {
            return lane.bars[a].endNs - lane.bars[a].startNs > lane.bars[b].endNs - lane.bars[b].startNs;
        });
    }
    if (t.m_lanes.empty())
        return t;
    // Signposts on the first lane: a range runs to the next signpost's first op, the last one to the lane's end.
    // nextStart[i]: where the first lane's first op at or after op i starts (one pass from the back).
    const int64_t first = t.m_lanes.front().device;
    std::vector<double> nextStart(run.ops.size() + 1, t.m_lanes.front().endNs);
    for (size_t i = run.ops.size(); i-- > 0;) {
        const bool onFirst = run.ops[i].kind == RunOpKind::Device && run.ops[i].device == first;
        nextStart[i] = onFirst ? startOf[i] : nextStart[i + 1];
    }
    const auto startFrom
        = [&](int64_t op) { return nextStart[size_t(std::clamp<int64_t>(op, 0, int64_t(run.ops.size())))]; };
    for (size_t s = 0; s < run.signposts.size(); ++s) {
        const RunSignpost& sp = run.signposts[s];
        const double start = startFrom(sp.firstOp);
        const double end
            = s + 1 < run.signposts.size() ? startFrom(run.signposts[s + 1].firstOp) : t.m_lanes.front().endNs;
        t.m_signposts.push_back({ sp.name, sp.occurrence, start, std::max(start, end) });
    }
    return t;
}

std::pair<size_t, size_t> RunTimeline::visible(const RunLane& lane, double fromNs, double toNs)
{
    // Bars are sorted by start and do not overlap, so ends ascend too.
    const auto begin = std::upper_bound(
        lane.bars.begin(), lane.bars.end(), fromNs, [](double t, const RunBar& b) { return t < b.endNs; });
    const auto end
        = std::lower_bound(begin, lane.bars.end(), toNs, [](const RunBar& b, double t) { return b.startNs < t; });
    return { size_t(begin - lane.bars.begin()), size_t(end - lane.bars.begin()) };
}

std::vector<int32_t> RunTimeline::opCodesByTime() const
{
    std::vector<int32_t> order(m_opCodes.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int32_t(i);
    std::stable_sort(order.begin(), order.end(),
        [this](int32_t a, int32_t b) { return m_opCodeNs[size_t(a)] > m_opCodeNs[size_t(b)]; });
    return order;
}

int32_t RunTimeline::keyOf(const RunBar& bar, RunColouring colouring)
{
    switch (colouring) {
    case RunColouring::Family:
        return int32_t(bar.family);
    case RunColouring::OpCode:
        return bar.code;
    case RunColouring::LayoutClass:
        return int32_t(bar.runClass);
    }
    return 0;
}

std::vector<RunBin> RunTimeline::bin(const RunLane& lane, double fromNs, double toNs, int bins, RunColouring colouring)
{
    bins = std::clamp(bins, 0, kMaxBins);
    std::vector<RunBin> out(static_cast<size_t>(bins));
    if (bins == 0 || !std::isfinite(fromNs) || !std::isfinite(toNs) || !(toNs > fromNs))
        return out;
    const double width = (toNs - fromNs) / bins;
    const auto [first, last] = visible(lane, fromNs, toNs);
    SliceCover cover;
    size_t i = first;
    for (int k = 0; k < bins; ++k) {
        const double lo = fromNs + k * width, hi = k + 1 == bins ? toNs : fromNs + (k + 1) * width;
        // Bars that end before the slice are done with; ends are exclusive, but an op of no time at the slice's
        // start still touches it.
        while (i < last && (lane.bars[i].endNs < lo || (lane.bars[i].endNs == lo && lane.bars[i].startNs < lo)))
            ++i;
        cover.keys.clear();
        double sum = 0;
        RunBin& slice = out[size_t(k)];
        for (size_t j = i; j < last && lane.bars[j].startNs < hi; ++j) {
            const RunBar& b = lane.bars[j];
            const double covered = std::max(0.0, std::min(b.endNs, hi) - std::max(b.startNs, lo));
            cover.add(keyOf(b, colouring), covered);
            sum += covered;
            ++slice.ops;
        }
        slice.key = cover.most();
        slice.busy = std::min(1.0, sum / width);
    }
    return out;
}

} // namespace tle
