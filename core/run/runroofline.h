// SPDX-License-Identifier: MIT
#pragma once

#include "cost/kernelestimate.h"
#include "graph/opfamily.h"
#include "run/runanalysis.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tle {

// A measured op on the roofline: its arithmetic intensity (the flops the cost model counts over all the bytes its
// kernels move, DRAM and L1) against the throughput it reached (those flops over its measured kernel time).
struct RunRooflinePoint
{
    int64_t op = 0; // index into MeasuredRun::ops
    OpFamily family = OpFamily::Other;
    Bound bound = Bound::Latency;
    double intensity = 0; // flops per byte
    double flopsPerSecond = 0;
};

// The device's ceilings: the matrix engine's peak at each math fidelity (LoFi runs one pass, HiFi4 four) over the
// cores the run could use, and the bandwidths that cap an op moving `intensity` flops a byte: DRAM's, and L1's over
// those cores.
struct RunRoofs
{
    std::array<double, 4> computeFlopsPerSecond {}; // LoFi, HiFi2, HiFi3, HiFi4
    double dramBytesPerSecond = 0;
    double l1BytesPerSecond = 0;
    int64_t cores = 0;
};

struct RunRoofline
{
    std::vector<RunRooflinePoint> points; // the priced ops that do arithmetic, in run order
    int64_t withoutFlops = 0; // priced ops that do none (data movement), which a log axis cannot place
    RunRoofs roofs;
    // Measured kernel time of the priced ops by what bounds them (Bound's order), and its share.
    std::array<double, kBoundCount> nsByBound {};
    std::array<double, kBoundCount> shareByBound {};
};

RunRoofline runRoofline(const RunAnalysis& analysis);

// The fidelity names in RunRoofs' order.
std::string_view fidelityName(size_t index);

} // namespace tle
