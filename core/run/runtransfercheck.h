// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "run/measuredrun.h"
#include "transfer/transferplan.h"

#include <optional>
#include <string>
#include <vector>

namespace tle {

// The transfer model against a run's measured layout changes: every shard conversion and buffer copy whose input
// and output layouts the run states (shard grids included), its measured kernel time beside the model's estimate
// and PM IDEAL.
struct TransferCheck
{
    struct Row
    {
        int64_t index = 0; // into run.ops
        std::string opCode;
        int64_t measuredNs = 0;
        double estimatedNs = 0;
        std::optional<int64_t> pmIdealNs;
        TransferBound bound = TransferBound::Overhead;
    };
    std::vector<Row> rows;
    int64_t skipped = 0; // layout changes whose layouts the run does not state in full
    double within2x = 0; // share of rows with estimate / measured in [0.5, 2]
    double pmIdealWithin2x = 0; // the same for PM IDEAL over the same rows (1 ns, "not modelled", is a miss)
    double medianRatio = 0; // estimate / measured
};

TransferCheck checkTransfers(const MeasuredRun& run, const OptimizerDevice& device);

} // namespace tle
