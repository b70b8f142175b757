// SPDX-License-Identifier: MIT
#include "transfer/noctrace.h"

#include <algorithm>
#include <map>
#include <optional>
#include <tuple>

namespace tle {

namespace {

// The worker core or DRAM bank a NoC point of NoC `n` is, if any.
std::optional<TransferEndpoint> endpointAt(const NocModel& noc, const NocPoint& p, int n)
{
    const auto column = std::find(noc.workerColumns.begin(), noc.workerColumns.end(), p.x);
    const auto row = std::find(noc.workerRows.begin(), noc.workerRows.end(), p.y);
    if (column != noc.workerColumns.end() && row != noc.workerRows.end())
        return TransferEndpoint { TransferEndpoint::Kind::Core, row - noc.workerRows.begin(),
            column - noc.workerColumns.begin(), 0 };
    const auto& banks = noc.dramEndpoints[size_t(n)];
    const auto bank = std::find(banks.begin(), banks.end(), p);
    if (bank != banks.end())
        return TransferEndpoint { TransferEndpoint::Kind::DramBank, 0, 0, bank - banks.begin() };
    return std::nullopt;
}

std::optional<Riscv> dataMovementRisc(const std::string& proc)
{
    if (proc == "BRISC")
        return Riscv::Brisc;
    if (proc == "NCRISC")
        return Riscv::Ncrisc;
    return std::nullopt;
}

// A counted call: the source and sink of its data and the core and RISC that issued it.
struct PlacedCall
{
    TransferEndpoint source;
    TransferEndpoint sink;
    TransferEndpoint issuer;
    Riscv risc = Riscv::Ncrisc;
};

std::optional<PlacedCall> placed(const NocTraceCall& c, const NocModel& noc)
{
    const auto risc = dataMovementRisc(c.proc);
    const auto source = endpointAt(noc, c.read ? c.other : c.issuer, c.noc);
    const auto sink = endpointAt(noc, c.read ? c.issuer : c.other, c.noc);
    const auto issuer = endpointAt(noc, c.issuer, c.noc);
    if (!risc || !source || !sink || !issuer || issuer->kind != TransferEndpoint::Kind::Core)
        return std::nullopt;
    return PlacedCall { *source, *sink, *issuer, *risc };
}

// Units, cells, flows and issuers keyed in the order a plan lists them.
class TraceLedger
{
public:
    explicit TraceLedger(TransferPlan& plan)
        : m_plan(plan)
    { }

    void add(const NocTraceCall& c, const PlacedCall& p)
    {
        const int32_t from = unit(p.source, m_fromIndex, m_plan.fromUnits);
        const int32_t to = unit(p.sink, m_toIndex, m_plan.toUnits);
        TransferPlan::Cell& cell = m_cells[{ from, to }];
        cell.from = from;
        cell.to = to;
        cell.bytes += c.bytes;
        cell.calls += 1;
        const int64_t packets = (c.bytes + m_plan.noc.maxBurstBytes - 1) / m_plan.noc.maxBurstBytes;
        TransferFlow& f = m_flows[{ key(p.source), key(p.sink), c.noc }];
        f.from = p.source;
        f.to = p.sink;
        f.noc = c.noc;
        f.bytes += c.bytes;
        f.calls += 1;
        f.packets += packets;
        TransferIssuer& i = m_issuers[{ key(p.issuer), c.proc, c.noc }];
        i.core = p.issuer;
        i.risc = p.risc;
        i.noc = c.noc;
        i.reads = c.read;
        i.calls += 1;
        i.bytes += c.bytes;
        ++m_plan.histogram[c.bytes];
        m_plan.bytes += c.bytes;
        m_plan.packets += packets;
        ++m_plan.calls;
        m_fromDram = m_fromDram || p.source.kind == TransferEndpoint::Kind::DramBank;
    }

    void finish()
    {
        m_plan.kind = m_fromDram ? ConversionKind::InterleavedToSharded : ConversionKind::Reshard;
        for (const auto& [k, cell] : m_cells)
            m_plan.matrix.push_back(cell);
        for (const auto& [k, f] : m_flows)
            m_plan.flows.push_back(f);
        for (const auto& [k, i] : m_issuers)
            m_plan.issuers.push_back(i);
    }

private:
    using Key = std::pair<int64_t, int64_t>; // (-1, bank) or (y, x)

    static Key key(const TransferEndpoint& e)
    {
        return e.kind == TransferEndpoint::Kind::DramBank ? Key { -1, e.bank } : Key { e.y, e.x };
    }

    static int32_t unit(const TransferEndpoint& e, std::map<Key, int32_t>& index, std::vector<TransferEndpoint>& units)
    {
        const auto [it, fresh] = index.emplace(key(e), int32_t(units.size()));
        if (fresh)
            units.push_back(e);
        return it->second;
    }

    TransferPlan& m_plan;
    std::map<Key, int32_t> m_fromIndex;
    std::map<Key, int32_t> m_toIndex;
    std::map<std::pair<int32_t, int32_t>, TransferPlan::Cell> m_cells;
    std::map<std::tuple<Key, Key, int>, TransferFlow> m_flows;
    std::map<std::tuple<Key, std::string, int>, TransferIssuer> m_issuers;
    bool m_fromDram = false;
};

} // namespace

RecordedTransfer recordedTransfer(const NocTrace& trace, const NocModel& noc)
{
    RecordedTransfer recorded;
    recorded.barriers = trace.barriers;
    TransferPlan& plan = recorded.plan;
    plan.noc = noc;
    plan.fromSummary = "recorded trace";
    plan.toSummary = "as measured";
    TraceLedger ledger(plan);
    for (const NocTraceCall& c : trace.calls) {
        if (const std::optional<PlacedCall> p = placed(c, noc)) {
            ledger.add(c, *p);
        } else {
            ++recorded.unplacedCalls;
            recorded.unplacedBytes += c.bytes;
        }
    }
    ledger.finish();
    summarizeCalls(plan);
    routeFlows(plan);
    plan.estimate.ns = double(trace.spanCycles()) / noc.clockGhz;
    plan.estimate.bound = TransferBound::Measured;
    return recorded;
}

} // namespace tle
