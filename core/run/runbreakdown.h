// SPDX-License-Identifier: MIT
#pragma once

#include "cost/kernelestimate.h"
#include "graph/opfamily.h"
#include "run/runanalysis.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tle {

// Where a run's kernel time went, bottom up as a profiler's table shows it: families, the op codes of each, the
// ops of each code; every level the longest first, with its share of all device kernel time.
struct RunBreakdownOp
{
    int64_t op = 0; // index into MeasuredRun::ops
    double ns = 0;
    std::optional<Bound> bound; // what bounds it, when the cost model priced it
    std::optional<double> utilization; // of that bound's peak in the measured time
};

struct RunBreakdownCode
{
    std::string opCode;
    double ns = 0;
    double share = 0;
    std::vector<RunBreakdownOp> ops;
};

struct RunBreakdownFamily
{
    OpFamily family = OpFamily::Other;
    int64_t ops = 0;
    double ns = 0;
    double share = 0;
    std::vector<RunBreakdownCode> codes;
};

std::vector<RunBreakdownFamily> runBreakdown(const RunAnalysis& analysis);

// The `count` device ops that took longest, longest first.
std::vector<RunBreakdownOp> topRunOps(const RunAnalysis& analysis, size_t count);

} // namespace tle
