// SPDX-License-Identifier: MIT
#pragma once

#include "graph/opfamily.h"

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace tle {

// A family's share of a calibration: the factor on its estimates (bounded, shrunk towards 1 by how few runs showed
// the family) and the range its fit saw, outside which an estimate extrapolates.
struct FamilyCalibration
{
    double factor = 1;
    int64_t ops = 0; // measured ops the fit saw
    int64_t runs = 0; // runs they came from
    std::vector<std::string> opCodes; // the op codes seen (first words), sorted
    std::array<double, 2> bytes { 0, 0 }; // the smallest and largest bytes an op moved
    std::array<double, 2> cores { 0, 0 }; // the fewest and most cores an op ran on
};

// The constants of the op cost model (docs/runs.md, "The cost model"). Cycles are the device clock's (noc.clockGhz
// of the device). The first group describes the chip, from the NoC reference's measurements; the second is what
// calibration fits to measured runs, each within documented bounds around a physical prior.
struct KernelModel
{
    // A read's round trip when the reader waits for it: to a DRAM bank, to another core's L1, within the core.
    double dramLatencyCycles = 380;
    double l1LatencyCycles = 290;
    double localLatencyCycles = 60;
    // What one core sustains streaming reads (DRAM, another core's L1, its own L1) and writes.
    double dramReadBytesPerCycle = 22;
    double l1ReadBytesPerCycle = 28;
    double localBytesPerCycle = 28;
    double writeBytesPerCycle = 30;
    double ethernetLinkBandwidth = 25e9; // bytes per second per link (50e9 on Blackhole)
    double matrixOpsPerCycle = 4096; // multiply-accumulates count twice; LoFi, a phase per fidelity step on top
    double dramAlignmentBytes = 32; // DRAM reads start on this alignment (64 on Blackhole)
    // Blackhole's interleaved-to-sharded reads rows through a scratch buffer, waiting on each.
    bool stagedRowReads = false;

    // Fitted, each a parameter of calibration (kKernelParameters gives the bounds).
    double issueCycles = 30; // a kernel loop's cost per transfer it issues
    double launchCycles = 600; // kernel start, first transfer and last barrier of a data-movement program
    double computeLaunchCycles = 700; // more when compute kernels run (their start, the pipeline's fill)
    double dramEfficiency = 0.6; // the share of the chip's DRAM bandwidth an op's traffic reaches
    double matrixEfficiency = 0.65; // the share of the matrix engine's peak a matmul or conv keeps
    double fpuTileCycles = 64; // an FPU op (add, sub, mul) on a tile: unpack, math, pack
    double sfpuTileCycles = 280; // a simple SFPU op on a tile (relu, compare, typecast)
    double transcendentalTileCycles = 1300; // exp, gelu, erf, reciprocal on a tile, exact
    double tilizeTileCycles = 64; // tilize or untilize of a tile
    double stageCycles = 400; // a row's hand-over between the stages of a multi-pass kernel (norms, softmax)
    double rowsInFlight = 4.7; // row-major sticks a reader keeps in flight before it waits
    double copyBytesPerCycle = 9.4; // a halo's copy loop when it fetches its gather descriptors from DRAM
    double groupSyncCycles = 16000; // a group norm's cross-core reduction rounds, per group
    double ethernetEfficiency = 0.43; // the share of an Ethernet link's bandwidth a collective reaches

    // Per-family factors of the last calibration; a family without one uses the physics alone.
    std::map<OpFamily, FamilyCalibration> calibration;
};

// The physics of each chip (latencies and rates from the NoC reference) with the uncalibrated priors.
KernelModel wormholeKernelModel();
KernelModel blackholeKernelModel();

// A calibrated parameter of the kernel model: its device-file key, its bounds, and where it lives.
struct KernelParameter
{
    const char* key;
    double lower;
    double upper;
    double KernelModel::*field;
};
extern const std::array<KernelParameter, 14> kKernelParameters;
// The chip constants, by device-file key.
struct KernelConstant
{
    const char* key;
    double KernelModel::*field;
};
extern const std::array<KernelConstant, 10> kKernelConstants;

// Family factors stay within [1/kMaxFamilyFactor, kMaxFamilyFactor].
inline constexpr double kMaxFamilyFactor = 2.0;

// Throws tle::Error naming the field out of range.
void validate(const KernelModel& model);

} // namespace tle
