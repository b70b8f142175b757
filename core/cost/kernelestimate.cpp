// SPDX-License-Identifier: MIT
#include "cost/kernelestimate.h"

#include "cost/kernelwork.h"

#include <algorithm>
#include <array>

namespace tle {

namespace {

constexpr std::array<std::string_view, kBoundCount> kBoundNames { "compute", "dram", "l1", "noc", "latency",
    "ethernet" };

struct StreamCost
{
    double cycles = 0;
    double latencyCycles = 0; // the part spent waiting out round trips
    TransferSource source = TransferSource::Dram;
};

// A kernel's transfers one after another: each costs its issue or its bytes at the core's rate, whichever is more,
// plus its share of a round trip (the whole of one when it is waited for alone).
StreamCost streamCost(const std::vector<Transfers>& transfers, const KernelModel& m, bool write)
{
    StreamCost total;
    double heaviest = -1;
    for (const Transfers& t : transfers) {
        double latency = m.localLatencyCycles, rate = m.localBytesPerCycle;
        if (t.source == TransferSource::Dram) {
            latency = m.dramLatencyCycles;
            rate = write ? m.writeBytesPerCycle : m.dramReadBytesPerCycle;
        } else if (t.source == TransferSource::L1) {
            latency = m.l1LatencyCycles;
            rate = write ? m.writeBytesPerCycle : m.l1ReadBytesPerCycle;
        }
        const double wait = t.count * latency / std::max(1.0, t.inFlight);
        const double cycles = t.count * std::max(m.issueCycles, t.bytes / rate) + wait;
        total.cycles += cycles;
        total.latencyCycles += wait;
        if (cycles > heaviest) {
            heaviest = cycles;
            total.source = t.source;
        }
    }
    return total;
}

Bound streamBound(const StreamCost& s)
{
    if (s.latencyCycles * 2 > s.cycles)
        return Bound::Latency;
    switch (s.source) {
    case TransferSource::Dram:
        return Bound::Dram;
    case TransferSource::L1:
        return Bound::Noc;
    case TransferSource::Local:
        break;
    }
    return Bound::L1;
}

double familyFactor(const KernelOp& op, const KernelModel& m)
{
    const auto it = m.calibration.find(op.family);
    return it == m.calibration.end() ? 1.0 : it->second.factor;
}

} // namespace

std::string_view toString(Bound bound)
{
    return kBoundNames[size_t(bound)];
}

double Roofline::utilization(double ns) const
{
    if (!(ns > 0))
        return 0;
    return std::min(1.0, std::max(computeNs, bandwidthNs) / ns);
}

KernelEstimate estimateKernelPhysics(const KernelOp& op, const OptimizerDevice& device)
{
    const KernelModel& m = device.kernel;
    const double clock = device.noc.clockGhz;
    const KernelWork w = kernelWork(op, m);
    const StreamCost reads = streamCost(w.reads, m, false);
    const StreamCost writes = streamCost(w.writes, m, true);
    KernelEstimate e;
    e.readCycles = reads.cycles;
    e.writeCycles = writes.cycles;
    e.computeCycles = w.computeCycles;
    // The last barrier waits for the writes' round trip.
    const double drain = w.writes.empty() ? 0.0
        : std::any_of(
              w.writes.begin(), w.writes.end(), [](const Transfers& t) { return t.source == TransferSource::Dram; })
        ? m.dramLatencyCycles
        : m.l1LatencyCycles;
    e.fixedCycles = m.launchCycles + (w.runsCompute ? m.computeLaunchCycles : 0.0) + w.serialCycles + drain;
    const double pipeline = std::max({ reads.cycles, writes.cycles, w.computeCycles });
    const double coreNs = (e.fixedCycles + pipeline) / clock;
    const double dramNs = w.dramBytes / (m.dramEfficiency * device.dramBandwidth) * 1e9;
    const double ethernetNs = w.ethernetBytes / (m.ethernetEfficiency * m.ethernetLinkBandwidth) * 1e9;
    e.ns = std::max({ coreNs, dramNs, ethernetNs + e.fixedCycles / clock });

    Roofline& r = e.roofline;
    r.flops = w.flops;
    r.dramBytes = w.dramBytes;
    r.l1Bytes = w.l1Bytes;
    // The ideal times spread the op's work over every core it could have used, so that an op on a few cores of a
    // large budget scores low.
    const double cores = double(std::max<int64_t>(1, op.cores));
    const double budget = double(std::max<int64_t>(op.budgetCores > 0 ? op.budgetCores : op.cores, 1));
    r.computeNs = w.idealComputeCycles * std::min(1.0, cores / budget) / clock;
    r.bandwidthNs = std::max(
        w.dramBytes / device.dramBandwidth * 1e9, w.l1Bytes / (std::max(cores, budget) * m.localBytesPerCycle * clock));
    if (ethernetNs > 0 && e.ns <= ethernetNs + e.fixedCycles / clock)
        r.bound = Bound::Ethernet;
    else if (dramNs >= coreNs)
        r.bound = Bound::Dram;
    else if (e.fixedCycles >= pipeline)
        r.bound = Bound::Latency;
    else if (w.computeCycles >= std::max(reads.cycles, writes.cycles))
        r.bound = Bound::Compute;
    else
        r.bound = streamBound(reads.cycles >= writes.cycles ? reads : writes);
    return e;
}

KernelEstimate estimateKernel(const KernelOp& op, const OptimizerDevice& device)
{
    KernelEstimate e = estimateKernelPhysics(op, device);
    e.ns *= familyFactor(op, device.kernel);
    return e;
}

} // namespace tle
