// SPDX-License-Identifier: MIT
#pragma once

#include "graph/opfamily.h"
#include "run/runaccounting.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tle {

// How the timeline colours an op: by its family (the default), by its op code, or by the layout tax's class.
enum class RunColouring
{
    Family,
    OpCode,
    LayoutClass,
};

// One device op on its device's time axis, in ns from the device's first op.
struct RunBar
{
    double startNs = 0;
    double endNs = 0;
    RunClass runClass = RunClass::Other;
    OpFamily family = OpFamily::Other;
    int32_t code = 0; // index into RunTimeline::opCodes()
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
    // Indices of bars, the longest first: a view names the bars wide enough for a label without walking the rest.
    std::vector<uint32_t> longestFirst;
};

// A signpost range on the first lane's axis: from the first op after the signpost to the first op after the next.
struct RunSignpostRange
{
    std::string name;
    int64_t occurrence = 1;
    double startNs = 0;
    double endNs = 0;
};

// What the run timeline draws for one slice of a lane when zoomed out: the colouring's key (RunTimeline::keyOf)
// that covers most of the slice (-1 when no op does), how much of it ops cover (0..1) and how many ops touch it.
struct RunBin
{
    int32_t key = -1;
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
    // The distinct op codes of the device ops, in the order they first ran, and each one's kernel time.
    const std::vector<std::string>& opCodes() const { return m_opCodes; }
    const std::vector<double>& opCodeNs() const { return m_opCodeNs; }
    // The indices of opCodes() by kernel time, the longest first.
    std::vector<int32_t> opCodesByTime() const;

    // What `bar` is coloured by: its family's, op code's or class's index.
    static int32_t keyOf(const RunBar& bar, RunColouring colouring);

    // The bars of `lane` that overlap [fromNs, toNs): a range of indices into its bars.
    static std::pair<size_t, size_t> visible(const RunLane& lane, double fromNs, double toNs);
    // [fromNs, toNs) of `lane` cut into `bins` equal slices (at most kMaxBins), each with the key of `colouring`
    // that covers most of it. One pass over the slices and the bars in the window.
    static constexpr int kMaxBins = 1 << 16;
    static std::vector<RunBin> bin(
        const RunLane& lane, double fromNs, double toNs, int bins, RunColouring colouring = RunColouring::Family);

private:
    std::vector<RunLane> m_lanes;
    std::vector<RunSignpostRange> m_signposts;
    std::vector<std::string> m_opCodes;
    std::vector<double> m_opCodeNs;
    double m_endNs = 0;
};

} // namespace tle
