// SPDX-License-Identifier: MIT
#pragma once

#include "transfer/nocmodel.h"
#include "transfer/transferplan.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tle {

// A NoC trace as tt-metal's device profiler records it (tt-npe's noc_trace_format): one event per NoC call with the
// issuing core and the other end in NoC0 coordinates, and kernel zone markers. Only data-carrying calls are kept;
// io/runs/noctracereader reads one.
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
};

// A trace in the transfer plan's terms, drawn and reported as a plan is. One rule decides which calls count: a call
// issued by a worker core's BRISC or NCRISC whose two ends are worker cores or DRAM endpoints of the NoC. Those make
// the plan: endpoints (worker cores by their logical coordinates, DRAM banks by their endpoints), flows from a
// read's far end to its reader and from a writer to a write's far end, issuers, link loads as routed, the call
// histogram, and the measured span as the estimate (bound Measured). The others are counted apart, never in a total.
struct RecordedTransfer
{
    TransferPlan plan;
    int64_t barriers = 0;
    int64_t unplacedCalls = 0;
    int64_t unplacedBytes = 0;
};

RecordedTransfer recordedTransfer(const NocTrace& trace, const NocModel& noc);

} // namespace tle
