// SPDX-License-Identifier: MIT
#pragma once

#include "transfer/nocmodel.h"
#include "transfer/transferplan.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace tle {

// A NoC trace as tt-metal's device profiler records it (tt-npe's noc_trace_format): one event per NoC call with the
// issuing core and the other end in NoC0 coordinates, and kernel zone markers. Only data-carrying calls are kept.
struct NocTraceCall
{
    std::string proc; // BRISC, NCRISC, ...
    int noc = 0;
    NocPoint issuer; // (sx, sy)
    NocPoint other; // (dx, dy)
    bool read = true;
    int64_t bytes = 0;
    int64_t timestamp = 0;
};

struct NocTrace
{
    std::vector<NocTraceCall> calls;
    int64_t barriers = 0;
    int64_t firstKernelStart = 0; // cycles
    int64_t lastEvent = 0;
    int64_t spanCycles() const { return lastEvent - firstKernelStart; }

    // What the trace moved, in the plan's terms: data flows from the read's far end to its reader, from a writer
    // to the write's far end.
    struct Summary
    {
        int64_t bytes = 0;
        std::map<int64_t, int64_t> histogram;
        // (issuer x, issuer y, proc, noc) -> (calls, bytes)
        std::map<std::tuple<int64_t, int64_t, std::string, int>, std::pair<int64_t, int64_t>> issuers;
        // (source x, y, sink x, y) -> (calls, bytes)
        std::map<std::tuple<int64_t, int64_t, int64_t, int64_t>, std::pair<int64_t, int64_t>> flows;
        std::vector<int64_t> linkBytes; // per NocModel link index, as routed on each call's NoC
    };
    Summary summarize(const NocModel& noc) const;
};

// The trace in the transfer plan's terms, to be drawn as a plan is: endpoints (worker cores by their logical
// coordinates, DRAM banks by their endpoints), flows per NoC, issuers, link loads as routed, the call histogram, and
// the measured span as the estimate (bound "measured"). Calls whose ends are neither a worker nor a DRAM endpoint of
// `noc` are left out and counted in `unplaced`.
TransferPlan measuredPlan(const NocTrace& trace, const NocModel& noc, int64_t* unplaced = nullptr);

// Reads the JSON array of events. Throws tle::Error naming the event (its position in the array) and the field.
NocTrace readNocTrace(std::string_view json);

} // namespace tle
