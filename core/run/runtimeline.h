// SPDX-License-Identifier: MIT
#pragma once

#include "run/runaccounting.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tle {

// One device op on its device's time axis, in ns from the device's first op.
struct RunBar
{
    double startNs = 0;
    double endNs = 0;
    RunClass runClass = RunClass::Other;
    int64_t op = 0; // index into MeasuredRun::ops
};

// A device's ops in run order. With the measured gaps each starts after the previous one's kernel and its own
// op-to-op gap (the profiler's OP TO OP LATENCY; none counts as 0), so the axis is device time, gaps included;
// without them the kernels sit back to back, so the axis is kernel time alone.
struct RunLane
{
    int64_t device = 0;
    std::vector<RunBar> bars; // in run order, so ascending in time
    double endNs = 0;
};

// A signpost range on the first lane's axis: from the first op after the signpost to the first op after the next.
struct RunSignpostRange
{
    std::string name;
    int64_t occurrence = 1;
    double startNs = 0;
    double endNs = 0;
};

// What the run timeline draws for one slice of a lane when zoomed out: the class that covers most of the slice,
// how much of it ops cover (0..1) and how many ops touch it.
struct RunBin
{
    RunClass runClass = RunClass::Other;
    double busy = 0;
    int64_t ops = 0;
};

// The geometry of a run's device-time timeline, one lane per device, computed once; views ask it for the bars in
// a window (binary search) or for a fixed number of bins, so that painting never walks every op when zoomed out.
enum class RunGaps
{
    Measured,
    Closed,
};

class RunTimeline
{
public:
    static RunTimeline of(const MeasuredRun& run, RunGaps gaps = RunGaps::Measured);

    const std::vector<RunLane>& lanes() const { return m_lanes; }
    const std::vector<RunSignpostRange>& signposts() const { return m_signposts; }
    double endNs() const { return m_endNs; }

    // The bars of `lane` that overlap [fromNs, toNs): a range of indices into its bars.
    static std::pair<size_t, size_t> visible(const RunLane& lane, double fromNs, double toNs);
    // [fromNs, toNs) of `lane` cut into `bins` equal slices (at most kMaxBins).
    static constexpr int kMaxBins = 1 << 16;
    static std::vector<RunBin> bin(const RunLane& lane, double fromNs, double toNs, int bins);

private:
    std::vector<RunLane> m_lanes;
    std::vector<RunSignpostRange> m_signposts;
    double m_endNs = 0;
};

} // namespace tle
