// SPDX-License-Identifier: MIT
#pragma once

#include "run/runaccounting.h"
#include "run/runlayouts.h"

#include <optional>
#include <string>
#include <vector>

namespace tle {

// Transfers under this many contiguous bytes waste most of a NoC or DRAM burst (docs/runs.md).
inline constexpr int64_t kSmallTransferBytes = 64;

// One row of the layout-tax ledger: a conversion op (or any op whose transfers are small), the tensor it
// moved, from where to where, and the contiguous bytes per transfer the engine derives from the layouts.
struct LedgerRow
{
    int64_t op = 0; // index into MeasuredRun::ops
    RunClass runClass = RunClass::Other;
    std::vector<int64_t> shape; // input 0's logical shape
    std::string dataType;
    std::string from; // input 0's memory and page layout
    std::string to; // output 0's
    std::optional<int64_t> bytes; // input 0 as stored
    std::optional<int64_t> contiguousBytes; // the smaller page (tile or row) of input 0 and output 0
    bool smallTransfers = false; // contiguousBytes < kSmallTransferBytes
    bool gridStated = true; // false when a sharded side's grid is not in the run
    int64_t kernelNs = 0;
};

std::vector<LedgerRow> runLedger(const MeasuredRun& run, const DeviceModel& device);

bool isLayoutChange(RunClass value); // the classes the broad layout tax counts

} // namespace tle
