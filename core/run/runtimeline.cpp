// SPDX-License-Identifier: MIT
#include "run/runtimeline.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace tle {

namespace {

double sumOf(const std::array<double, kRunClassCount>& covered)
{
    double sum = 0;
    for (const double v : covered)
        sum += v;
    return sum;
}

} // namespace

RunTimeline RunTimeline::of(const MeasuredRun& run, RunGaps gaps)
{
    RunTimeline t;
    std::map<int64_t, size_t> laneOf;
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
        lane.bars.push_back({ start, end, classifyRunOp(op), int64_t(i) });
        lane.endNs = end;
        startOf[i] = start;
    }
    for (const RunLane& lane : t.m_lanes)
        t.m_endNs = std::max(t.m_endNs, lane.endNs);
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

std::vector<RunBin> RunTimeline::bin(const RunLane& lane, double fromNs, double toNs, int bins)
{
    bins = std::clamp(bins, 0, kMaxBins);
    std::vector<RunBin> out(static_cast<size_t>(bins));
    if (bins == 0 || !std::isfinite(fromNs) || !std::isfinite(toNs) || !(toNs > fromNs))
        return out;
    const double width = (toNs - fromNs) / bins;
    std::vector<std::array<double, kRunClassCount>> covered(static_cast<size_t>(bins));
    const auto [first, last] = visible(lane, fromNs, toNs);
    for (size_t i = first; i < last; ++i) {
        const RunBar& b = lane.bars[i];
        const double s = std::max(b.startNs, fromNs), e = std::min(b.endNs, toNs);
        const int from = std::clamp(int((s - fromNs) / width), 0, bins - 1);
        // Ends are exclusive: a bar ending on a slice's edge does not reach into the next slice.
        const int to = std::clamp(int(std::ceil((e - fromNs) / width)) - 1, from, bins - 1);
        for (int k = from; k <= to; ++k) {
            const double lo = std::max(s, fromNs + k * width), hi = std::min(e, fromNs + (k + 1) * width);
            covered[size_t(k)][size_t(b.runClass)] += std::max(0.0, hi - lo);
            ++out[size_t(k)].ops;
        }
    }
    for (int k = 0; k < bins; ++k) {
        const auto& c = covered[size_t(k)];
        const auto most = std::max_element(c.begin(), c.end());
        const double sum = sumOf(c);
        out[size_t(k)].runClass = sum > 0 ? RunClass(most - c.begin()) : RunClass::Other;
        out[size_t(k)].busy = std::min(1.0, sum / width);
    }
    return out;
}

} // namespace tle
