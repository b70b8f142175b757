// SPDX-License-Identifier: MIT
#include "transfer/transferplan.h"

#include "transfer/transferwalk.h"
#include "util/error.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <span>
#include <tuple>
#include <unordered_map>

#include <fmt/format.h>

namespace tle {

std::string_view toString(ConversionKind kind)
{
    switch (kind) {
    case ConversionKind::InterleavedToSharded:
        return "interleaved_to_sharded";
    case ConversionKind::ShardedToInterleaved:
        return "sharded_to_interleaved";
    case ConversionKind::Reshard:
        return "reshard";
    case ConversionKind::Relay:
        return "copy";
    }
    return "reshard";
}

NocPoint routerOf(const NocModel& noc, const TransferEndpoint& endpoint, int n)
{
    return endpoint.kind == TransferEndpoint::Kind::DramBank ? noc.dramBank(endpoint.bank, n)
                                                             : noc.worker(endpoint.y, endpoint.x);
}

std::string_view toString(Riscv risc)
{
    return risc == Riscv::Brisc ? "BRISC" : "NCRISC";
}

namespace {

// The element type of a side of a transfer: every notation but XLA's places its elements on cores or banks.
ElementType transferElementType(const AnyLayout& layout)
{
    if (const std::optional<ElementType> type = elementTypeOf(layout))
        return *type;
    throw Error("an XLA layout names no cores or banks: a transfer needs a TTNN or metal layout on both sides");
}

bool isHeightSharded(const AnyLayout& layout)
{
    const auto* t = std::get_if<TtnnTensor>(&layout);
    return t && t->layout.spec().memoryLayout == TtnnMemoryLayout::HeightSharded && !t->layout.isNdSharded();
}

// Splits a call where either side's page ends: the calls of ops that address one page at a time.
void splitAtPages(const TransferCall& run, int64_t fromPage, int64_t toPage, std::vector<TransferCall>& out)
{
    TransferCall c = run;
    while (c.bytes > 0) {
        const int64_t n = std::min({ c.bytes, fromPage - c.fromByte % fromPage, toPage - c.toByte % toPage });
        out.push_back({ c.from, c.to, c.fromByte, c.toByte, n });
        c.fromByte += n;
        c.toByte += n;
        c.bytes -= n;
    }
}

struct IssuedCall
{
    TransferCall call;
    Riscv risc;
};

// The generic reshard's reader, per destination core: runs of pages from one source core cut into strides
// (two pages each before June 2025, whole runs since), strides grouped into ranges of at most two, and the
// first half of the ranges read by NCRISC, the rest by BRISC.
void reshardCalls(std::span<const TransferCall> runs, int64_t page, int64_t pagesPerCall, const TransferSide& source,
    std::vector<IssuedCall>& out)
{
    std::vector<TransferCall> merged;
    for (const TransferCall& r : runs) {
        if (!merged.empty()) {
            TransferCall& m = merged.back();
            if (m.from == r.from && m.fromByte + m.bytes == r.fromByte && m.toByte + m.bytes == r.toByte) {
                m.bytes += r.bytes;
                continue;
            }
        }
        merged.push_back(r);
    }
    std::vector<TransferCall> strides;
    for (TransferCall r : merged) {
        const int64_t step = pagesPerCall > 0 ? pagesPerCall * page : r.bytes;
        while (r.bytes > 0) {
            const int64_t n = std::min(step, r.bytes);
            strides.push_back({ r.from, r.to, r.fromByte, r.toByte, n });
            r.fromByte += n;
            r.toByte += n;
            r.bytes -= n;
        }
    }
    // Ranges: a stride takes the next one along when it is as long and lies further on in the same core, or at
    // the same place of a core further right or down.
    std::vector<std::pair<size_t, size_t>> ranges;
    for (size_t i = 0; i < strides.size();) {
        size_t end = i + 1;
        if (end < strides.size() && strides[end].bytes == strides[i].bytes) {
            const TransferCall& a = strides[i];
            const TransferCall& b = strides[end];
            const TransferEndpoint& ea = source.endpoint(a.from);
            const TransferEndpoint& eb = source.endpoint(b.from);
            const bool sameCore = a.from == b.from && b.fromByte > a.fromByte;
            const bool nextCore = a.from != b.from && eb.x >= ea.x && eb.y >= ea.y && b.fromByte == a.fromByte;
            if (sameCore || nextCore)
                ++end;
        }
        ranges.push_back({ i, end });
        i = end;
    }
    const size_t half = (ranges.size() + 1) / 2;
    for (size_t r = 0; r < ranges.size(); ++r) {
        for (size_t s = ranges[r].first; s < ranges[r].second; ++s)
            out.push_back({ strides[s], r < half ? Riscv::Ncrisc : Riscv::Brisc });
    }
}

// Endpoints as small numbers for hashing and ordering: banks after every core.
uint64_t endpointCode(const TransferEndpoint& e)
{
    return e.kind == TransferEndpoint::Kind::DramBank ? (uint64_t(1) << 21) | uint64_t(e.bank)
                                                      : (uint64_t(e.y) << 10) | uint64_t(e.x);
}

// Both sides hold the same tensor: the same logical shape and element type, each element the same bytes.
void checkSameTensor(const AnyLayout& from, const TransferSide& source, const TransferSide& sink)
{
    if (source.unitCount() * sink.unitCount() > (int64_t(1) << 22))
        throw Error(fmt::format("the change spreads over {} source and {} destination units, more than a transfer "
                                "plan takes",
            source.unitCount(), sink.unitCount()));
    if (source.elementBytes() != sink.elementBytes())
        throw Error(
            fmt::format("{} takes {} bytes an element in FROM and {} in TO: changing a block float between tiles "
                        "and rows converts its data, it does not move it",
                toString(transferElementType(from)), source.elementBytes(), sink.elementBytes()));
}

void checkSameShape(const AnyLayout& from, const AnyLayout& to)
{
    const Shape& fromShape = logicalShapeOf(from);
    const Shape& toShape = logicalShapeOf(to);
    if (fromShape != toShape)
        throw Error(fmt::format("the layouts hold different tensors: FROM has logical shape {}, TO has {}",
            formatShape(fromShape), formatShape(toShape)));
    if (transferElementType(from) != transferElementType(to))
        throw Error(fmt::format("the layouts hold different element types: FROM is {}, TO is {}",
            toString(transferElementType(from)), toString(transferElementType(to))));
}

ConversionKind conversionKind(const TransferSide& source, const TransferSide& sink)
{
    const bool sourceL1Shards = source.sharded() && !source.inDram();
    const bool sinkL1Shards = sink.sharded() && !sink.inDram();
    if (sourceL1Shards && !sinkL1Shards)
        return ConversionKind::ShardedToInterleaved;
    if (sinkL1Shards || !sink.inDram())
        return sourceL1Shards ? ConversionKind::Reshard : ConversionKind::InterleavedToSharded;
    return ConversionKind::Relay;
}

// Accounts for the calls the op issues: the histogram, each cell's calls, who issues them and the flows they make.
// Calls come in long stretches of the same flow and issuer, so the last entry of each is kept at hand (map nodes
// stay put).
class CallLedger
{
public:
    CallLedger(TransferPlan& plan, const TransferSide& source, const TransferSide& sink, const TransferOptions& options,
        bool sinkIssues)
        : m_plan(plan)
        , m_source(source)
        , m_sink(sink)
        , m_options(options)
        , m_sinkIssues(sinkIssues)
        , m_cellCalls(size_t(source.unitCount() * sink.unitCount()), 0)
    { }

    // Accounts for the calls issued so far and forgets them, so that a plan of a million calls holds few at once.
    void account(std::vector<IssuedCall>& issued)
    {
        const NocModel& noc = m_options.noc;
        int64_t lastBytes = -1;
        int64_t* lastCount = nullptr;
        for (const IssuedCall& ic : issued) {
            if (ic.call.bytes != lastBytes) {
                lastCount = &m_plan.histogram[ic.call.bytes];
                lastBytes = ic.call.bytes;
            }
            ++*lastCount;
            ++m_cellCalls[size_t(ic.call.from * m_sink.unitCount() + ic.call.to)];
            m_plan.packets += (ic.call.bytes + noc.maxBurstBytes - 1) / noc.maxBurstBytes;
        }
        for (const IssuedCall& ic : issued) {
            const TransferEndpoint& a = m_source.endpoint(ic.call.from);
            const TransferEndpoint& b = m_sink.endpoint(ic.call.to);
            if (m_plan.kind == ConversionKind::Relay) {
                relay(a, b, ic.call.bytes);
                continue;
            }
            const int n = ic.risc == Riscv::Ncrisc ? 0 : 1;
            addFlow(a, b, n, ic.call.bytes);
            const TransferEndpoint& far = m_sinkIssues ? a : b;
            addIssue(m_sinkIssues ? b : a, ic.risc, n, m_sinkIssues, ic.call.bytes,
                far.kind == TransferEndpoint::Kind::DramBank);
        }
        m_plan.calls += int64_t(issued.size());
        issued.clear();
    }

    // The non-empty cells into the plan's matrix, and the issuers (with the barriers their kernels wait on) and the
    // flows in a stable order: issuers by core and RISC, flows by source, destination and NoC.
    void finish(const std::vector<int64_t>& cellBytes)
    {
        const int64_t toCount = m_sink.unitCount();
        for (int64_t f = 0; f < m_source.unitCount(); ++f) {
            for (int64_t t = 0; t < toCount; ++t) {
                const size_t cell = size_t(f * toCount + t);
                if (cellBytes[cell] > 0 || m_cellCalls[cell] > 0)
                    m_plan.matrix.push_back({ int32_t(f), int32_t(t), cellBytes[cell], m_cellCalls[cell] });
            }
        }
        std::vector<std::pair<uint64_t, TransferIssuer>> issuers(m_issuers.begin(), m_issuers.end());
        std::sort(issuers.begin(), issuers.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (auto& [key, i] : issuers) {
            i.barriers = barriers(i, int64_t(issuers.size()));
            m_plan.issuers.push_back(i);
        }
        std::vector<std::pair<uint64_t, TransferFlow>> flows(m_flows.begin(), m_flows.end());
        std::sort(flows.begin(), flows.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& [key, f] : flows)
            m_plan.flows.push_back(f);
    }

private:
    // A worker core per page, round robin over the grid: it reads the page in and writes it out.
    void relay(const TransferEndpoint& a, const TransferEndpoint& b, int64_t bytes)
    {
        const NocModel& noc = m_options.noc;
        const int64_t workers = int64_t(noc.workerRows.size()) * int64_t(noc.workerColumns.size());
        const int64_t gridCols = std::max<int64_t>(1, m_options.gridCols);
        const int64_t w = m_relayIndex++ % std::max<int64_t>(1, std::min(workers, m_options.gridRows * gridCols));
        const TransferEndpoint core { TransferEndpoint::Kind::Core, w / gridCols, w % gridCols, 0 };
        addFlow(a, core, 0, bytes);
        addFlow(core, b, 1, bytes);
        addIssue(core, Riscv::Ncrisc, 0, true, bytes, a.kind == TransferEndpoint::Kind::DramBank);
        addIssue(core, Riscv::Brisc, 1, false, bytes, b.kind == TransferEndpoint::Kind::DramBank);
    }

    // A read's data comes back to the reader on its NoC; a write's goes out on the writer's.
    void addFlow(const TransferEndpoint& a, const TransferEndpoint& b, int n, int64_t bytes)
    {
        const uint64_t key = (endpointCode(a) << 23 | endpointCode(b)) << 1 | uint64_t(n);
        if (key != m_lastFlowKey) {
            m_lastFlow = &m_flows[key];
            m_lastFlowKey = key;
        }
        TransferFlow& f = *m_lastFlow;
        f.from = a;
        f.to = b;
        f.noc = n;
        f.bytes += bytes;
        f.calls += 1;
        f.packets += (bytes + m_options.noc.maxBurstBytes - 1) / m_options.noc.maxBurstBytes;
    }

    void addIssue(const TransferEndpoint& core, Riscv risc, int n, bool reads, int64_t bytes, bool dram)
    {
        const uint64_t key = endpointCode(core) << 1 | uint64_t(risc == Riscv::Ncrisc ? 1 : 0);
        if (key != m_lastIssuerKey) {
            m_lastIssuer = &m_issuers[key];
            m_lastIssuerKey = key;
        }
        TransferIssuer& i = *m_lastIssuer;
        i.core = core;
        i.risc = risc;
        i.noc = n;
        i.reads = reads;
        i.calls += 1;
        i.bytes += bytes;
        i.dramCalls += dram ? 1 : 0;
    }

    // interleaved_to_sharded waits every ((512 / readers) * 1152) / page bytes tiles, and at the end; unaligned
    // row-major reads wait on every row; every other kernel waits once at the end.
    int64_t barriers(const TransferIssuer& i, int64_t readers) const
    {
        if (m_plan.kind != ConversionKind::InterleavedToSharded || readers == 0)
            return 1;
        if (m_sink.tiled()) {
            const int64_t threshold = ((512 / readers) * 1152) / std::max<int64_t>(1, m_sink.pageBytes());
            return threshold > 0 ? i.calls / threshold + 1 : 1;
        }
        const int64_t alignment = m_options.noc.dramAlignment;
        if (m_sink.pageBytes() % alignment != 0 || m_source.pageBytes() % alignment != 0)
            return i.calls + 1;
        return 1;
    }

    TransferPlan& m_plan;
    const TransferSide& m_source;
    const TransferSide& m_sink;
    const TransferOptions& m_options;
    bool m_sinkIssues = false;
    std::vector<int64_t> m_cellCalls;
    std::unordered_map<uint64_t, TransferIssuer> m_issuers;
    std::unordered_map<uint64_t, TransferFlow> m_flows;
    uint64_t m_lastFlowKey = ~uint64_t(0);
    TransferFlow* m_lastFlow = nullptr;
    uint64_t m_lastIssuerKey = ~uint64_t(0);
    TransferIssuer* m_lastIssuer = nullptr;
    int64_t m_relayIndex = 0;
};

// Height to height: each half of a core's pages is one kernel's, a call per block of one source.
void halvesByAddress(std::span<const TransferCall> runs, int64_t pageBytes, std::vector<IssuedCall>& issued)
{
    int64_t total = 0;
    for (const TransferCall& r : runs)
        total += r.bytes;
    const int64_t pages = (total + pageBytes - 1) / pageBytes;
    const int64_t split = (pages + 1) / 2 * pageBytes;
    int64_t done = 0;
    for (TransferCall r : runs) {
        while (r.bytes > 0) {
            const bool firstHalf = done < split;
            const int64_t n = firstHalf ? std::min(r.bytes, split - done) : r.bytes;
            issued.push_back({ { r.from, r.to, r.fromByte, r.toByte, n }, firstHalf ? Riscv::Ncrisc : Riscv::Brisc });
            r.fromByte += n;
            r.toByte += n;
            r.bytes -= n;
            done += n;
        }
    }
}

// Each destination core reads its runs in its own address order. The walk hands them over nearly in that order
// already: they are grouped by core through an index (a tenth of the runs' memory, no second copy), and a core's
// runs are sorted only when they are not in order yet.
void issueReshard(const TransferRuns& walked, const TransferSide& source, const TransferSide& sink,
    const TransferOptions& options, bool sameWidth, CallLedger& ledger)
{
    const int64_t toCount = sink.unitCount();
    std::vector<int64_t> firstOf(size_t(toCount) + 1, 0);
    for (const TransferCall& r : walked.runs)
        ++firstOf[size_t(r.to) + 1];
    std::partial_sum(firstOf.begin(), firstOf.end(), firstOf.begin());
    std::vector<int32_t> order(walked.runs.size());
    {
        std::vector<int64_t> next(firstOf.begin(), firstOf.end() - 1);
        for (size_t i = 0; i < walked.runs.size(); ++i)
            order[size_t(next[size_t(walked.runs[i].to)]++)] = int32_t(i);
    }
    std::vector<TransferCall> runs;
    std::vector<IssuedCall> issued;
    for (int64_t unit = 0; unit < toCount; ++unit) {
        runs.clear();
        for (int64_t k = firstOf[size_t(unit)]; k < firstOf[size_t(unit) + 1]; ++k)
            runs.push_back(walked.runs[size_t(order[size_t(k)])]);
        if (runs.empty())
            continue;
        auto byAddress = [](const TransferCall& a, const TransferCall& b) { return a.toByte < b.toByte; };
        if (!std::is_sorted(runs.begin(), runs.end(), byAddress))
            std::sort(runs.begin(), runs.end(), byAddress);
        if (sameWidth)
            halvesByAddress(runs, sink.pageBytes(), issued);
        else
            reshardCalls(runs, sink.pageBytes(), options.noc.reshardPagesPerCall, source, issued);
        ledger.account(issued);
    }
}

// The interleaved ops address one page at a time: a call per page of either side, all from one RISC.
void issuePages(
    const TransferRuns& walked, const TransferSide& source, const TransferSide& sink, Riscv risc, CallLedger& ledger)
{
    std::vector<TransferCall> pages;
    std::vector<IssuedCall> issued;
    for (const TransferCall& r : walked.runs) {
        splitAtPages(r, source.pageBytes(), sink.pageBytes(), pages);
        for (const TransferCall& c : pages)
            issued.push_back({ c, risc });
        pages.clear();
        if (issued.size() >= 4096)
            ledger.account(issued);
    }
    ledger.account(issued);
}

} // namespace

void summarizeCalls(TransferPlan& plan)
{
    if (plan.calls <= 0)
        return;
    plan.minCallBytes = plan.histogram.begin()->first;
    int64_t seen = 0;
    for (const auto& [bytes, count] : plan.histogram) {
        seen += count;
        if (seen > plan.calls / 2) {
            plan.medianCallBytes = bytes;
            break;
        }
    }
}

void routeFlows(TransferPlan& plan)
{
    const NocModel& noc = plan.noc;
    plan.linkBytes.assign(size_t(noc.linkCount()), 0);
    plan.linkPackets.assign(size_t(noc.linkCount()), 0);
    std::map<uint64_t, TransferPlan::Load> loads;
    for (const TransferFlow& f : plan.flows) {
        noc.route(f.noc, routerOf(noc, f.from, f.noc), routerOf(noc, f.to, f.noc), [&](int64_t link) {
            plan.linkBytes[size_t(link)] += f.bytes;
            plan.linkPackets[size_t(link)] += f.packets;
        });
        TransferPlan::Load& out = loads[endpointCode(f.from)];
        out.endpoint = f.from;
        out.sent += f.bytes;
        TransferPlan::Load& in = loads[endpointCode(f.to)];
        in.endpoint = f.to;
        in.received += f.bytes;
    }
    plan.loads.clear();
    for (auto& [key, l] : loads)
        plan.loads.push_back(l);
    plan.busiestLink = -1;
    const auto busiest = std::max_element(plan.linkBytes.begin(), plan.linkBytes.end());
    if (busiest != plan.linkBytes.end() && *busiest > 0)
        plan.busiestLink = busiest - plan.linkBytes.begin();
}

TransferPlan planTransfer(
    const AnyLayout& from, const AnyLayout& to, const TransferOptions& options, const std::atomic<bool>* cancel)
{
    options.noc.validate();
    checkSameShape(from, to);
    const TransferSide source(from, options.gridRows, options.gridCols, options.dramBanks, options.noc.dramAlignment,
        options.noc.l1Alignment);
    const TransferSide sink(
        to, options.gridRows, options.gridCols, options.dramBanks, options.noc.dramAlignment, options.noc.l1Alignment);
    checkSameTensor(from, source, sink);

    TransferPlan plan;
    plan.noc = options.noc;
    plan.kind = conversionKind(source, sink);
    const bool sinkIssues = plan.kind == ConversionKind::InterleavedToSharded || plan.kind == ConversionKind::Reshard;
    TransferRuns walked = walkTransfer(from, to, source, sink, sinkIssues, options.threads, cancel);
    plan.fromSummary = source.summary();
    plan.toSummary = sink.summary();
    for (int64_t u = 0; u < source.unitCount(); ++u)
        plan.fromUnits.push_back(source.endpoint(u));
    for (int64_t u = 0; u < sink.unitCount(); ++u)
        plan.toUnits.push_back(sink.endpoint(u));
    plan.bytes = walked.dataBytes;
    plan.paddingBytes = walked.paddingBytes;
    plan.localBytes = walked.localBytes;

    CallLedger ledger(plan, source, sink, options, sinkIssues);
    if (plan.kind == ConversionKind::Reshard) {
        const bool sameWidth = isHeightSharded(from) && isHeightSharded(to);
        issueReshard(walked, source, sink, options, sameWidth, ledger);
    } else {
        const Riscv risc = plan.kind == ConversionKind::ShardedToInterleaved ? Riscv::Brisc : Riscv::Ncrisc;
        issuePages(walked, source, sink, risc, ledger);
    }
    std::vector<TransferCall>().swap(walked.runs);
    ledger.finish(walked.matrix);
    summarizeCalls(plan);
    routeFlows(plan);
    estimateTransfer(plan, plan.noc);
    return plan;
}

} // namespace tle
