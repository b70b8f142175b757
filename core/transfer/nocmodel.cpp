// SPDX-License-Identifier: MIT
#include "transfer/nocmodel.h"

#include "util/error.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

namespace tle {

NocLink NocModel::link(int64_t index) const
{
    const int axis = int(index % 2);
    const int64_t cell = index / 2;
    const int noc = int(cell / (width * height));
    const NocPoint from { cell % width, (cell / width) % height };
    NocPoint to = from;
    if (noc == 0) {
        if (axis == 0)
            to.x = (from.x + 1) % width;
        else
            to.y = (from.y + 1) % height;
    } else {
        if (axis == 0)
            to.x = (from.x + width - 1) % width;
        else
            to.y = (from.y + height - 1) % height;
    }
    return { noc, from, to };
}

NocPoint NocModel::worker(int64_t y, int64_t x) const
{
    if (y < 0 || x < 0 || y >= int64_t(workerRows.size()) || x >= int64_t(workerColumns.size()))
        throw Error(fmt::format("core ({}, {}) is outside the {} worker grid of {}x{} cores", y, x, arch,
            workerRows.size(), workerColumns.size()));
    return { workerColumns[size_t(x)], workerRows[size_t(y)] };
}

NocPoint NocModel::dramBank(int64_t bank, int noc) const
{
    const auto& endpoints = dramEndpoints[size_t(noc)];
    if (bank < 0 || bank >= int64_t(endpoints.size()))
        throw Error(fmt::format("dram bank {} is not one of the {} banks of {}", bank, endpoints.size(), arch));
    return endpoints[size_t(bank)];
}

double NocModel::callBytesPerCycle(int64_t bytes) const
{
    if (callBandwidth.empty())
        return workerEndpointBytesPerCycle;
    if (bytes <= callBandwidth.front().first)
        return callBandwidth.front().second * double(bytes) / double(callBandwidth.front().first);
    for (size_t i = 1; i < callBandwidth.size(); ++i) {
        const auto [x1, y1] = callBandwidth[i];
        if (bytes <= x1) {
            const auto [x0, y0] = callBandwidth[i - 1];
            return y0 + (y1 - y0) * double(bytes - x0) / double(x1 - x0);
        }
    }
    return callBandwidth.back().second;
}

void NocModel::validate() const
{
    auto positive = [](double value, std::string_view name) {
        if (!(value > 0) || !std::isfinite(value))
            throw Error(fmt::format("noc.{} must be a positive number, not {}", name, value));
    };
    if (width < 1 || height < 1 || width > 1024 || height > 1024)
        throw Error(fmt::format("noc.grid must be between 1x1 and 1024x1024, not {}x{}", height, width));
    if (workerColumns.empty() || workerRows.empty())
        throw Error("noc.worker_columns and noc.worker_rows must each name at least one router");
    for (double cycles :
        { dramReadCycles, l1ReadCycles, writeCycles, kernelStartCycles, barrierCycles, singleCallCycles }) {
        if (!(cycles >= 0) || !std::isfinite(cycles) || cycles > 1e12)
            throw Error(fmt::format("noc: a per-call, barrier or start cost of {} cycles is out of range", cycles));
    }
    if (maxBurstBytes > (int64_t(1) << 20) || flitBytes > (int64_t(1) << 16))
        throw Error("noc.max_burst_bytes must be at most 1 MiB and noc.flit_bytes at most 64 KiB");
    for (int64_t x : workerColumns) {
        if (x < 0 || x >= width)
            throw Error(fmt::format("noc.worker_columns: {} is outside the NoC's {} columns", x, width));
    }
    for (int64_t y : workerRows) {
        if (y < 0 || y >= height)
            throw Error(fmt::format("noc.worker_rows: {} is outside the NoC's {} rows", y, height));
    }
    for (const auto& endpoints : dramEndpoints) {
        for (const NocPoint& p : endpoints) {
            if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height)
                throw Error(fmt::format("noc.dram_endpoints: ({}, {}) is outside the NoC grid", p.y, p.x));
        }
    }
    if (dramEndpoints[0].size() != dramEndpoints[1].size())
        throw Error("noc.dram_endpoints: both NoCs must list every bank");
    if (maxBurstBytes < 1 || flitBytes < 1 || dramAlignment < 1 || l1Alignment < 1 || reshardPagesPerCall < 0)
        throw Error("noc: burst, flit and alignment sizes must be positive");
    positive(clockGhz, "clock_ghz");
    positive(linkBytesPerCycle, "link_bytes_per_cycle");
    positive(workerEndpointBytesPerCycle, "worker_endpoint_bytes_per_cycle");
    positive(dramEndpointBytesPerCycle, "dram_endpoint_bytes_per_cycle");
    positive(dramBankBytesPerCycle, "dram_bank_bytes_per_cycle");
    for (const auto& [bytes, rate] : callBandwidth) {
        if (bytes < 1 || !(rate > 0))
            throw Error("noc.call_bandwidth: every point must be [bytes > 0, bytes per cycle > 0]");
    }
    if (!std::is_sorted(callBandwidth.begin(), callBandwidth.end()))
        throw Error("noc.call_bandwidth: points must come in increasing size");
}

NocModel wormholeNoc()
{
    NocModel m;
    // tt-metal's bank order: one endpoint per bank, the same on both NoCs.
    const std::vector<NocPoint> banks { { 0, 11 }, { 0, 1 }, { 0, 5 }, { 0, 7 }, { 5, 1 }, { 5, 11 }, { 5, 2 },
        { 5, 9 }, { 5, 8 }, { 5, 3 }, { 5, 5 }, { 5, 7 } };
    m.dramEndpoints = { banks, banks };
    return m;
}

NocModel blackholeNoc()
{
    NocModel m;
    m.arch = "blackhole";
    m.width = 17;
    m.height = 12;
    m.workerColumns = { 1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 16 };
    m.workerRows = { 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 };
    m.dramEndpoints = {
        std::vector<NocPoint> { { 0, 0 }, { 0, 2 }, { 0, 9 }, { 0, 5 }, { 9, 11 }, { 9, 3 }, { 9, 8 }, { 9, 6 } },
        std::vector<NocPoint> { { 0, 1 }, { 0, 10 }, { 0, 4 }, { 0, 7 }, { 9, 1 }, { 9, 10 }, { 9, 4 }, { 9, 7 } },
    };
    m.clockGhz = 1.35;
    m.maxBurstBytes = 16384;
    m.flitBytes = 64;
    m.dramAlignment = 64;
    m.linkBytesPerCycle = 60.9;
    m.workerEndpointBytesPerCycle = 60.9;
    m.dramEndpointBytesPerCycle = 40.0;
    m.dramBankBytesPerCycle = 46.3;
    m.callBandwidth = { { 64, 1.8 }, { 256, 7.1 }, { 512, 14.1 }, { 1024, 28.2 }, { 2048, 56.3 }, { 4096, 59.6 },
        { 8192, 60.9 }, { 16384, 61.3 } };
    m.singleCallCycles = 582;
    return m;
}

} // namespace tle
