// SPDX-License-Identifier: MIT
#pragma once

#include "run/measuredrun.h"

#include <cstdint>
#include <vector>

namespace tle {

// One device's share of a run: its device ops, their kernel time back to back, and the time at least one of them
// ran. Ops on one device may overlap (sub-devices run programs side by side), so busy time is at most kernel time.
struct DeviceTime
{
    int64_t device = 0;
    int64_t deviceOps = 0;
    int64_t kernelNs = 0;
    int64_t busyNs = 0;
};

// Every device of the run, by id. Busy time: each op spans [FW end - kernel duration, FW end], its FW end cycle
// turned into ns by the median over the device's ops of (FW end - FW start cycles) / FW duration; the union of
// those spans, plus the kernel time of the ops that state no cycles, back to back.
std::vector<DeviceTime> deviceTimes(const MeasuredRun& run);

} // namespace tle
