// SPDX-License-Identifier: MIT
#pragma once

#include "report/fact.h"
#include "run/runaccounting.h"
#include "run/runledger.h"

#include <functional>
#include <optional>

namespace tle {

// What `report RUN` answers: the run's accounting, grouped as asked, its ops (all, or the top N by kernel
// time), the layout-tax ledger and the memory it measured. The JSON keys are the CLI contract's.
struct RunReportRequest
{
    RunGrouping by = RunGrouping::Class;
    std::optional<int64_t> top; // JSON: only the top N ops; text: how many it lists (default kTextTopOps)
    DeviceModel device; // for the layouts of measured tensors (grid, DRAM banks)
    // The cost model's estimate of an op, in ns, when a device file was given (nullopt: not estimated).
    std::function<std::optional<double>(const RunOp&)> predict;
};

inline constexpr int64_t kTextTopOps = 15;

FactGroup runSummaryFacts(const RunSummary& summary);
FactGroup runOpFacts(const MeasuredRun& run, int64_t index, const RunReportRequest& request);
FactGroup runReportFacts(const MeasuredRun& run, const RunReportRequest& request);
std::string runReportText(const MeasuredRun& run, const RunReportRequest& request);

} // namespace tle
