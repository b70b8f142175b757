// SPDX-License-Identifier: MIT
#pragma once

#include "report/fact.h"
#include "run/runaccounting.h"
#include "run/runcostmodel.h"
#include "run/runledger.h"

#include <optional>

namespace tle {

// What `report RUN` answers: the run's accounting, grouped as asked, its ops (all, or the top N by kernel
// time), the layout-tax ledger and the memory it measured. The JSON keys are the CLI contract's.
struct RunReportRequest
{
    RunGrouping by = RunGrouping::Class;
    std::optional<int64_t> top; // JSON: only the top N ops; text: how many it lists (default kTextTopOps)
    // The device the run is priced on and its tensors placed on (grid, DRAM banks); none: the device the run
    // states (deviceForRun).
    std::optional<OptimizerDevice> device;
    // A calibration (a device file's fitted parameters and family factors) to price the run with on its device.
    std::optional<KernelModel> calibration;
    bool accuracy = false; // also say how well the cost model predicts the run (report --device, --calibrate)
};

inline constexpr int64_t kTextTopOps = 15;

FactGroup runSummaryFacts(const RunSummary& summary);
FactGroup runAccuracyFacts(const RunAccuracy& accuracy);
// The device ops' measured kernel time by what the cost model says bounds each.
FactGroup runBoundFacts(const MeasuredRun& run, const OptimizerDevice& device);
FactGroup runOpFacts(const MeasuredRun& run, int64_t index, RunPricer& pricer);
FactGroup runReportFacts(const MeasuredRun& run, const RunReportRequest& request);
std::string runReportText(const MeasuredRun& run, const RunReportRequest& request);

} // namespace tle
