// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tle {

// A router of the NoC grid, in NoC0 ("physical") coordinates: x is the column, y the row, (0, 0) top left.
struct NocPoint
{
    int64_t x = 0;
    int64_t y = 0;
    bool operator==(const NocPoint&) const = default;
};

// One unidirectional link, named by the router it leaves: NoC 0 goes east (+x) or south (+y), NoC 1 west (-x) or
// north (-y), each wrapping around the torus.
struct NocLink
{
    int noc = 0;
    NocPoint from;
    NocPoint to;
    bool operator==(const NocLink&) const = default;
};

// The chip's NoC and the figures the transfer estimate uses: grid, where worker cores and DRAM banks sit, link
// and endpoint bandwidths, and the per-call costs of the kernels that convert layouts. Defaults come from the
// public documents docs/transfer.md cites (SoC descriptors, ISA documentation, tt-npe's device models); the
// per-call costs and barrier drain are fitted to the recorded Wormhole traces.
struct NocModel
{
    std::string arch = "wormhole_b0";
    int64_t width = 10; // routers along x
    int64_t height = 12; // routers along y
    std::vector<int64_t> workerColumns { 1, 2, 3, 4, 6, 7, 8, 9 }; // NoC0 x of logical core column i
    std::vector<int64_t> workerRows { 1, 2, 3, 4, 5, 7, 8, 9, 10, 11 }; // NoC0 y of logical core row i
    // The endpoint each tt-metal DRAM bank is reached at, per NoC (bank order).
    std::array<std::vector<NocPoint>, 2> dramEndpoints;
    double clockGhz = 1.0;
    int64_t maxBurstBytes = 8192; // NOC_MAX_BURST_SIZE: one packet's payload
    int64_t flitBytes = 32; // link width; every packet adds one header flit
    int64_t dramAlignment = 32;
    int64_t l1Alignment = 16;
    double linkBytesPerCycle = 30; // usable per link (32 raw on Wormhole)
    double workerEndpointBytesPerCycle = 28.1; // a worker's NIU, per NoC, each way
    double dramEndpointBytesPerCycle = 23.2;
    double dramBankBytesPerCycle = 22.2;
    // One kernel call's issue cost, by what it does; a core's calls on one RISC are serial.
    double dramReadCycles = 124;
    double l1ReadCycles = 150;
    double writeCycles = 124;
    // What one RISC sustains by call size (bytes, B/cycle), interpolated: small calls pay latency, not bandwidth.
    std::vector<std::pair<int64_t, double>> callBandwidth { { 64, 2.5 }, { 256, 9.8 }, { 512, 19.6 }, { 1024, 26.8 },
        { 2048, 27.9 }, { 4096, 28.3 }, { 8192, 28.4 } };
    double kernelStartCycles = 240; // kernel start to its first NoC call
    double barrierCycles = 600; // a barrier waits for the last call's round trip
    double singleCallCycles = 470; // one call's latency alone (a DRAM read of a tile)
    // The reshard reader reads a run of pages from one core in calls of this many pages (2: tt-metal before
    // June 2025, as the recorded traces show), or the whole run in one call (0: since).
    int64_t reshardPagesPerCall = 2;

    int64_t linkCount() const { return 2 * 2 * width * height; }
    // Index of the link that leaves `from` on `noc` along x (axis 0) or y (axis 1).
    int64_t linkIndex(int noc, NocPoint from, int axis) const
    {
        return ((noc * height + from.y) * width + from.x) * 2 + axis;
    }
    NocLink link(int64_t index) const;
    // Calls `visit(linkIndex)` for every link on the route that carries data from `source` to `sink` on `noc`
    // (NoC 0: east first, then south; NoC 1: north first, then west). Returns the hop count.
    template <typename Visit>
    int64_t route(int noc, NocPoint source, NocPoint sink, Visit&& visit) const;
    // The router of logical worker core (y, x); throws tle::Error past the chip's worker grid.
    NocPoint worker(int64_t y, int64_t x) const;
    NocPoint dramBank(int64_t bank, int noc) const;
    double callBytesPerCycle(int64_t bytes) const;
    // Throws tle::Error naming the field that is out of range.
    void validate() const;
};

NocModel wormholeNoc();
NocModel blackholeNoc();

template <typename Visit>
int64_t NocModel::route(int noc, NocPoint source, NocPoint sink, Visit&& visit) const
{
    int64_t hops = 0;
    // A point off the grid has no route (and would never reach its column or row).
    if (source.x < 0 || source.y < 0 || sink.x < 0 || sink.y < 0 || source.x >= width || sink.x >= width
        || source.y >= height || sink.y >= height)
        return 0;
    NocPoint at = source;
    if (noc == 0) {
        while (at.x != sink.x) {
            visit(linkIndex(0, at, 0));
            at.x = (at.x + 1) % width;
            ++hops;
        }
        while (at.y != sink.y) {
            visit(linkIndex(0, at, 1));
            at.y = (at.y + 1) % height;
            ++hops;
        }
    } else {
        while (at.y != sink.y) {
            visit(linkIndex(1, at, 1));
            at.y = (at.y + height - 1) % height;
            ++hops;
        }
        while (at.x != sink.x) {
            visit(linkIndex(1, at, 0));
            at.x = (at.x + width - 1) % width;
            ++hops;
        }
    }
    return hops;
}

} // namespace tle
