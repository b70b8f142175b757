// SPDX-License-Identifier: MIT
#pragma once

#include "cost/kernelop.h"
#include "device/devicemodel.h"

#include <optional>
#include <string_view>

namespace tle {

// What limits an op: the matrix or vector units, DRAM bandwidth, its own L1, the NoC between cores, round trips
// and fixed costs, or the Ethernet links between devices.
enum class Bound
{
    Compute,
    Dram,
    L1,
    Noc,
    Latency,
    Ethernet,
};
inline constexpr int kBoundCount = 6;
std::string_view toString(Bound bound); // compute, dram, l1, noc, latency, ethernet

// An op against the limits of its device: the work it must do and the least time each resource needs for it.
struct Roofline
{
    double flops = 0; // matrix multiply-accumulates x 2, or an eltwise op's operations (one per element per op)
    double dramBytes = 0;
    double l1Bytes = 0;
    double computeNs = 0; // the compute work at the units' peak, spread over the op's core budget
    double bandwidthNs = 0; // the bytes at the chip's DRAM bandwidth and the budget's L1 bandwidth
    Bound bound = Bound::Latency;
    // The share of the bound's peak reached in `ns` (the ideal time of the larger of compute and bandwidth over the
    // time taken), at most 1.
    double utilization(double ns) const;
};

// The cost model's estimate of an op: its time and what sets it.
struct KernelEstimate
{
    double ns = 0;
    Roofline roofline;
    double readCycles = 0; // the busiest core's reader kernel
    double writeCycles = 0;
    double computeCycles = 0;
    double fixedCycles = 0; // launch, hand-overs and the last barrier
};

// Prices an op on a device: the busiest core's kernels run side by side (their slowest sets the pace) after the
// program's launch and before its last barrier, no faster than the chip's DRAM bandwidth or the Ethernet links
// allow, times the family's calibrated factor.
KernelEstimate estimateKernel(const KernelOp& op, const OptimizerDevice& device);

// The same without the family factor: the physics alone, which calibration fits the factors against.
KernelEstimate estimateKernelPhysics(const KernelOp& op, const OptimizerDevice& device);

} // namespace tle
