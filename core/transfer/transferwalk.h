// SPDX-License-Identifier: MIT
#pragma once

#include "transfer/transferplan.h"

#include <atomic>
#include <vector>

namespace tle {

// The calls of a layout change before any kernel's rules: every stretch of bytes contiguous in both layouts, as
// (source unit, destination unit, addresses, bytes), with the data and padding bytes they carry.
// The most runs a walk keeps: a change that needs more (far past any tensor a device holds, or a tiles-to-rows change
// of billions of elements) is refused with a tle::Error that says so.
inline constexpr int64_t kMaxTransferRuns = int64_t(1) << 26;

struct TransferRuns
{
    std::vector<TransferCall> runs;
    int64_t dataBytes = 0;
    int64_t paddingBytes = 0;
    int64_t localBytes = 0; // data whose source and destination are the same core
    bool wholePages = false; // each run is one whole page on both sides (tiles of the same shape)
    // Data bytes per (source unit, destination unit).
    std::vector<int64_t> matrix; // from * toUnits + to
};

// Walks the tensor once. Tiled layouts whose tiles agree go tile by tile (a call per tile, its padding counted);
// `threads` threads share the tile walk;
// anything else goes run by run along the last dim, and runs that continue each other in both layouts merge (in the
// address order of the side that issues the calls, the sink's when `sinkIssues`).
TransferRuns walkTransfer(const AnyLayout& from, const AnyLayout& to, const TransferSide& source,
    const TransferSide& sink, bool sinkIssues, int threads, const std::atomic<bool>* cancel);

} // namespace tle
