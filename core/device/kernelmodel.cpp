// SPDX-License-Identifier: MIT
#include "device/kernelmodel.h"

#include "util/error.h"

#include <cmath>

#include <fmt/format.h>

namespace tle {

const std::array<KernelParameter, 14> kKernelParameters { {
    { "issue_cycles", 20, 150, &KernelModel::issueCycles },
    { "launch_cycles", 200, 3000, &KernelModel::launchCycles },
    { "compute_launch_cycles", 0, 3000, &KernelModel::computeLaunchCycles },
    { "dram_efficiency", 0.25, 0.95, &KernelModel::dramEfficiency },
    { "matrix_efficiency", 0.3, 1.0, &KernelModel::matrixEfficiency },
    { "fpu_tile_cycles", 16, 256, &KernelModel::fpuTileCycles },
    { "sfpu_tile_cycles", 64, 1000, &KernelModel::sfpuTileCycles },
    { "transcendental_tile_cycles", 300, 4000, &KernelModel::transcendentalTileCycles },
    { "tilize_tile_cycles", 16, 256, &KernelModel::tilizeTileCycles },
    { "stage_cycles", 50, 3000, &KernelModel::stageCycles },
    { "rows_in_flight", 1, 16, &KernelModel::rowsInFlight },
    { "copy_bytes_per_cycle", 2, 64, &KernelModel::copyBytesPerCycle },
    { "group_sync_cycles", 2000, 60000, &KernelModel::groupSyncCycles },
    { "ethernet_efficiency", 0.2, 1.0, &KernelModel::ethernetEfficiency },
} };

const std::array<KernelConstant, 10> kKernelConstants { {
    { "dram_latency_cycles", &KernelModel::dramLatencyCycles },
    { "l1_latency_cycles", &KernelModel::l1LatencyCycles },
    { "local_latency_cycles", &KernelModel::localLatencyCycles },
    { "dram_read_bytes_per_cycle", &KernelModel::dramReadBytesPerCycle },
    { "l1_read_bytes_per_cycle", &KernelModel::l1ReadBytesPerCycle },
    { "local_bytes_per_cycle", &KernelModel::localBytesPerCycle },
    { "write_bytes_per_cycle", &KernelModel::writeBytesPerCycle },
    { "ethernet_link_bandwidth", &KernelModel::ethernetLinkBandwidth },
    { "matrix_ops_per_cycle", &KernelModel::matrixOpsPerCycle },
    { "dram_alignment_bytes", &KernelModel::dramAlignmentBytes },
} };

KernelModel wormholeKernelModel()
{
    // Single-call latencies of a 64 B read less its transfer (DRAM 381, L1 293 cycles) and the one-core plateaus
    // of DRAM (~22 B/cycle) and L1 (~28 B/cycle) reads and writes (~30 B/cycle): docs/runs.md cites the sources.
    return KernelModel {};
}

KernelModel blackholeKernelModel()
{
    KernelModel m;
    // Blackhole's round trips are longer in cycles (DRAM 486, L1 373 for 64 B); its NoC links carry 64 B a flit, so
    // L1 reads and writes reach ~60 B/cycle, while one core's DRAM reads stay near 22 B/cycle for tile-sized calls.
    m.dramLatencyCycles = 480;
    m.l1LatencyCycles = 370;
    m.l1ReadBytesPerCycle = 60;
    m.localBytesPerCycle = 60;
    m.writeBytesPerCycle = 60;
    m.ethernetLinkBandwidth = 50e9;
    m.dramAlignmentBytes = 64;
    m.stagedRowReads = true;
    return m;
}

void validate(const KernelModel& model)
{
    for (const KernelConstant& c : kKernelConstants) {
        const double value = model.*c.field;
        if (!(value > 0) || !std::isfinite(value) || value > 1e15)
            throw Error(fmt::format("device: kernel.{} must be positive, got {}", c.key, value));
    }
    for (const KernelParameter& p : kKernelParameters) {
        const double value = model.*p.field;
        if (!(value >= p.lower && value <= p.upper))
            throw Error(fmt::format("device: kernel.{} must lie in {}..{}, got {}", p.key, p.lower, p.upper, value));
    }
    for (const auto& [family, c] : model.calibration) {
        if (!(c.factor >= 1 / kMaxFamilyFactor && c.factor <= kMaxFamilyFactor))
            throw Error(fmt::format("device: calibration.{}.factor must lie in {}..{}, got {}", toString(family),
                1 / kMaxFamilyFactor, kMaxFamilyFactor, c.factor));
    }
}

} // namespace tle
