// SPDX-License-Identifier: MIT
#include "transfer/transferplan.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace tle {

// Time = the largest of three terms, each with the kernel's start: the busiest RISC's calls (each at least its
// issue cost, else its size over what one RISC sustains at that size) and barriers; the busiest link's payload and
// header flits over its bandwidth; the busiest endpoint (a worker's NIU per NoC, a DRAM endpoint, a DRAM bank) over
// its rate. The last two add one call's latency, the time the last byte takes to arrive.
void estimateTransfer(TransferPlan& plan, const NocModel& noc)
{
    TransferEstimate e;
    const double start = noc.kernelStartCycles;
    double overhead = 0;
    for (TransferIssuer& i : plan.issuers) {
        if (i.calls == 0)
            continue;
        const int64_t mean = i.bytes / i.calls;
        const double perCall = !i.reads  ? noc.writeCycles
            : i.dramCalls * 2 >= i.calls ? noc.dramReadCycles
                                         : noc.l1ReadCycles;
        const double callCycles = std::max(perCall, double(mean) / noc.callBytesPerCycle(mean));
        i.issueCycles = double(i.calls) * callCycles + double(i.barriers) * noc.barrierCycles;
        overhead = std::max(overhead, i.issueCycles);
    }
    double link = 0;
    double linkRaw = 0;
    for (size_t l = 0; l < plan.linkBytes.size(); ++l) {
        const double onWire = double(plan.linkBytes[l] + plan.linkPackets[l] * noc.flitBytes);
        link = std::max(link, onWire / noc.linkBytesPerCycle);
        linkRaw = std::max(linkRaw, double(plan.linkBytes[l]) / double(noc.flitBytes));
    }
    // Endpoint loads per NoC (a NIU each way) and per DRAM bank (both NoCs share it).
    std::map<std::tuple<int, int64_t, int64_t, int, int>, int64_t> niu; // kind, y/bank, x, noc, direction
    std::map<int64_t, int64_t> banks;
    for (const TransferFlow& f : plan.flows) {
        for (const auto& [end, direction] : { std::pair { f.from, 0 }, std::pair { f.to, 1 } }) {
            const bool dram = end.kind == TransferEndpoint::Kind::DramBank;
            niu[{ dram ? 1 : 0, dram ? end.bank : end.y, dram ? 0 : end.x, f.noc, direction }] += f.bytes;
            if (dram)
                banks[end.bank] += f.bytes;
        }
    }
    double endpoint = 0;
    double endpointRaw = 0;
    for (const auto& [key, bytes] : niu) {
        const bool dram = std::get<0>(key) == 1;
        endpoint = std::max(
            endpoint, double(bytes) / (dram ? noc.dramEndpointBytesPerCycle : noc.workerEndpointBytesPerCycle));
        endpointRaw = std::max(endpointRaw, double(bytes) / double(noc.flitBytes));
    }
    for (const auto& [bank, bytes] : banks) {
        endpoint = std::max(endpoint, double(bytes) / noc.dramBankBytesPerCycle);
        endpointRaw = std::max(endpointRaw, double(bytes) / (noc.dramBankBytesPerCycle * 1.08));
    }
    const double tail = plan.calls > 0 ? noc.singleCallCycles : 0;
    const double toNs = 1.0 / noc.clockGhz;
    e.overheadNs = (start + overhead) * toNs;
    e.linkNs = (link > 0 ? start + link + tail : 0) * toNs;
    e.endpointNs = (endpoint > 0 ? start + endpoint + tail : 0) * toNs;
    e.lowerBoundNs = std::max(linkRaw, endpointRaw) * toNs;
    e.ns = std::max({ e.overheadNs, e.linkNs, e.endpointNs });
    e.bound = e.ns == e.linkNs && e.linkNs > 0     ? TransferBound::Link
        : e.ns == e.endpointNs && e.endpointNs > 0 ? TransferBound::Endpoint
                                                   : TransferBound::Overhead;
    if (plan.calls == 0)
        e = {};
    plan.estimate = e;
}

} // namespace tle
