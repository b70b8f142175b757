// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"
#include "transfer/nocmodel.h"
#include "transfer/transferside.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace tle {

// The TTNN op that converts between the two layouts, which decides who issues the calls and how.
enum class ConversionKind
{
    InterleavedToSharded, // destination cores read their pages, one call per page (NCRISC, NoC 0)
    ShardedToInterleaved, // source cores write their pages, one call per page (BRISC, NoC 1)
    Reshard, // destination cores read runs of pages from the source cores, split over both RISCs
    Relay, // DRAM to DRAM: a worker core reads each page and writes it on
};
std::string_view toString(ConversionKind kind);

enum class Riscv
{
    Brisc,
    Ncrisc,
};
std::string_view toString(Riscv risc);

struct TransferOptions
{
    NocModel noc = wormholeNoc();
    int64_t gridRows = 8; // the device's worker grid (logical cores)
    int64_t gridCols = 8;
    int64_t dramBanks = 12;
    int threads = 1; // threads the tile walk may use (the caller's and the shared pool's)
};

// One kernel call as the conversion op issues it: `bytes` from a source unit's address to a destination unit's.
struct TransferCall
{
    int32_t from = 0; // source unit
    int32_t to = 0; // destination unit
    int64_t fromByte = 0;
    int64_t toByte = 0;
    int64_t bytes = 0;
};

// The calls one RISC of one core issues.
struct TransferIssuer
{
    TransferEndpoint core;
    Riscv risc = Riscv::Ncrisc;
    int noc = 0;
    bool reads = true;
    int64_t calls = 0;
    int64_t bytes = 0;
    int64_t dramCalls = 0; // calls whose far end is a DRAM bank
    int64_t barriers = 0;
    double issueCycles = 0; // the estimate's time for this RISC's calls
};

// Bytes that go from one source endpoint to one destination over one NoC, and the calls that carry them.
struct TransferFlow
{
    TransferEndpoint from;
    TransferEndpoint to;
    int noc = 0;
    int64_t bytes = 0; // moved, padding included
    int64_t calls = 0;
    int64_t packets = 0;
};

// The term that sets a transfer's time; a recorded trace's is its measured span. report/transferreport words it.
enum class TransferBound
{
    Overhead, // the busiest RISC's calls and barriers
    Link, // the busiest link
    Endpoint, // the busiest NIU or DRAM bank
    Measured, // a recorded trace: the span between its kernels' start and its last event
};

struct TransferEstimate
{
    double ns = 0;
    TransferBound bound = TransferBound::Overhead;
    double linkNs = 0; // the busiest link's bytes and headers over its bandwidth
    double endpointNs = 0; // the busiest NIU or DRAM bank over its rate
    double overheadNs = 0; // the busiest RISC's calls and barriers, with the kernel's start and end
    double lowerBoundNs = 0; // the busiest link or endpoint at its raw peak: no plan can beat it
};

// What a layout change moves: the unit-to-unit byte matrix, the calls as tt-metal's conversion ops issue them, the
// load on every NoC link, and an estimated time. docs/transfer.md describes the model and how well it does.
struct TransferPlan
{
    ConversionKind kind = ConversionKind::Reshard;
    std::string fromSummary;
    std::string toSummary;
    std::vector<TransferEndpoint> fromUnits;
    std::vector<TransferEndpoint> toUnits;
    int64_t bytes = 0; // the tensor's data
    int64_t paddingBytes = 0; // padding moved along inside calls (a tile's padded rows)
    int64_t localBytes = 0; // data whose source and destination are the same core (no link)
    struct Cell
    {
        int32_t from = 0;
        int32_t to = 0;
        int64_t bytes = 0; // data only
        int64_t calls = 0;
    };
    std::vector<Cell> matrix; // non-empty cells, by source then destination
    int64_t calls = 0;
    int64_t packets = 0;
    std::map<int64_t, int64_t> histogram; // call bytes -> calls
    int64_t minCallBytes = 0;
    int64_t medianCallBytes = 0;
    std::vector<TransferIssuer> issuers;
    std::vector<TransferFlow> flows;
    std::vector<int64_t> linkBytes; // per NocModel link index
    std::vector<int64_t> linkPackets;
    int64_t busiestLink = -1;
    struct Load
    {
        TransferEndpoint endpoint;
        int64_t sent = 0;
        int64_t received = 0;
    };
    std::vector<Load> loads; // every core and bank that sends or receives
    TransferEstimate estimate;
    NocModel noc; // the NoC planned on: linkBytes and busiestLink index its links
};

// The router an endpoint is reached at on NoC `n`: a worker core's own, or its DRAM bank's endpoint for that NoC.
NocPoint routerOf(const NocModel& noc, const TransferEndpoint& endpoint, int n);

// Plans the change from `from` to `to` (same logical shape and element type, else tle::Error naming both). Works
// from runs of elements contiguous in both layouts, not from single elements. `cancel`, when set, stops the walk
// early with tle::Error("cancelled").
TransferPlan planTransfer(const AnyLayout& from, const AnyLayout& to, const TransferOptions& options = {},
    const std::atomic<bool>* cancel = nullptr);

// Fills plan.estimate from the plan's issuers, flows and link loads.
void estimateTransfer(TransferPlan& plan, const NocModel& noc);

// The totals a plan draws from its calls and flows, the same for a modelled plan and a recorded trace: the smallest
// and the median call from the histogram; the link loads along each flow's route on its NoC, each endpoint's bytes
// sent and received, and the busiest link.
void summarizeCalls(TransferPlan& plan);
void routeFlows(TransferPlan& plan);

} // namespace tle
