// SPDX-License-Identifier: MIT
#include "optimizer/shared/movetransfer.h"

#include "device/devicetransfer.h"
#include "transfer/transferplan.h"
#include "util/error.h"

#include <bit>
#include <cstdint>
#include <mutex>
#include <string_view>
#include <unordered_map>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

// Everything a transfer plan depends on, as text: the tensor, its pages and where its shards go.
std::string layoutKey(const TtnnLayout& layout)
{
    const TtnnLayoutSpec& s = layout.spec();
    std::string key = fmt::format("{}|{}|{}|{}x{}:{}|{}|{}|{}|{}|{}", fmt::join(s.logicalShape, "x"), int(s.dataType),
        int(s.pageLayout), s.tile.height, s.tile.width, int(s.tile.dataType), int(s.inTileOrder), int(s.memoryLayout),
        int(s.bufferType), fmt::join(layout.physicalShape(), "x"), fmt::join(layout.paddedShape(), "x"));
    if (s.shardSpec)
        key += fmt::format("|{}|{}x{}|{}|{}|{}", s.shardSpec->grid.toString(), s.shardSpec->shape[0],
            s.shardSpec->shape[1], int(s.shardSpec->orientation), int(s.shardSpec->mode),
            s.shardSpec->physicalShape
                ? fmt::format("{}x{}", (*s.shardSpec->physicalShape)[0], (*s.shardSpec->physicalShape)[1])
                : std::string());
    if (s.ndShardSpec)
        key += fmt::format("|nd {}|{}|{}|{}", fmt::join(s.ndShardSpec->shape, "x"), s.ndShardSpec->grid.toString(),
            int(s.ndShardSpec->orientation), int(s.ndShardSpec->distribution));
    if (s.linear)
        key += "|" + s.linear->toString();
    key += fmt::format("|{}x{}|{}", s.device.gridRows, s.device.gridCols, s.device.dramBanks);
    return key;
}

// Everything a transfer estimate reads of the device, folded into 64 bits without formatting: the key is built on
// every call of a search, where text took most of its time.
class Fingerprint
{
public:
    void add(uint64_t v) { m_h = (m_h ^ v) * 0x100000001b3ull + (m_h >> 29); }
    void add(int64_t v) { add(uint64_t(v)); }
    void add(double v) { add(std::bit_cast<uint64_t>(v)); }
    void add(std::string_view text)
    {
        add(uint64_t(text.size()));
        for (char c : text)
            add(uint64_t(uint8_t(c)));
    }
    uint64_t value() const { return m_h; }

private:
    uint64_t m_h = 0xcbf29ce484222325ull;
};

uint64_t deviceKey(const OptimizerDevice& device)
{
    const NocModel& n = device.noc;
    Fingerprint f;
    f.add(n.arch);
    for (int64_t v : { device.device.gridRows, device.device.gridCols, device.device.dramBanks, n.height, n.width,
             n.maxBurstBytes, n.flitBytes, n.dramAlignment, n.l1Alignment, n.reshardPagesPerCall })
        f.add(v);
    for (double v : { n.clockGhz, n.linkBytesPerCycle, n.workerEndpointBytesPerCycle, n.dramEndpointBytesPerCycle,
             n.dramBankBytesPerCycle, n.dramReadCycles, n.l1ReadCycles, n.writeCycles, n.barrierCycles,
             n.kernelStartCycles, n.singleCallCycles })
        f.add(v);
    for (const std::vector<int64_t>* list : { &n.workerColumns, &n.workerRows }) {
        f.add(uint64_t(list->size()));
        for (int64_t v : *list)
            f.add(v);
    }
    for (const auto& endpoints : n.dramEndpoints) {
        f.add(uint64_t(endpoints.size()));
        for (const NocPoint& p : endpoints) {
            f.add(int64_t(p.x));
            f.add(int64_t(p.y));
        }
    }
    f.add(uint64_t(n.callBandwidth.size()));
    for (const auto& [bytes, rate] : n.callBandwidth) {
        f.add(bytes);
        f.add(rate);
    }
    return f.value();
}

// A quick key for layouts met before: their shared facts (the entry keeps copies, so the addresses stay theirs)
// and the device's key.
struct QuickKey
{
    const void* from;
    const void* to;
    uint64_t device;
    bool operator==(const QuickKey&) const = default;
};

struct QuickHash
{
    size_t operator()(const QuickKey& k) const
    {
        return std::hash<const void*>()(k.from) * 31 + std::hash<const void*>()(k.to) * 17
            + std::hash<uint64_t>()(k.device);
    }
};

struct QuickEntry
{
    TtnnLayout from;
    TtnnLayout to;
    std::optional<MoveTransfer> transfer;
};

struct Cache
{
    std::mutex mutex;
    std::unordered_map<std::string, std::optional<MoveTransfer>> plans;
    std::unordered_map<QuickKey, QuickEntry, QuickHash> quick;
};

Cache& cache()
{
    static Cache instance;
    return instance;
}

} // namespace

std::optional<MoveTransfer> moveTransfer(const TtnnLayout& from, const TtnnLayout& to, const OptimizerDevice& device)
{
    QuickKey quick { from.sharedFacts(), to.sharedFacts(), deviceKey(device) };
    {
        std::lock_guard lock(cache().mutex);
        if (const auto it = cache().quick.find(quick); it != cache().quick.end())
            return it->second.transfer;
    }
    // Not met as these objects: maybe as equal layouts.
    const std::string key = layoutKey(from) + "->" + layoutKey(to) + fmt::format("@{:x}", quick.device);
    {
        std::lock_guard lock(cache().mutex);
        if (const auto it = cache().quick.find(quick); it != cache().quick.end())
            return it->second.transfer;
        if (const auto it = cache().plans.find(key); it != cache().plans.end()) {
            cache().quick.emplace(quick, QuickEntry { from, to, it->second });
            return it->second;
        }
    }
    std::optional<MoveTransfer> result;
    try {
        const TransferOptions options = transferOptionsOf(device);
        const AnyLayout a = TtnnTensor { from, std::nullopt, false, {}, {} };
        const AnyLayout b = TtnnTensor { to, std::nullopt, false, {}, {} };
        const TransferPlan plan = planTransfer(a, b, options);
        MoveTransfer t;
        t.seconds = plan.estimate.ns * 1e-9;
        t.calls = plan.calls;
        t.medianCallBytes = plan.medianCallBytes;
        t.bound = plan.estimate.bound;
        if (plan.busiestLink >= 0) {
            const NocLink l = device.noc.link(plan.busiestLink);
            t.busiestLink = fmt::format("({}, {})->({}, {})", l.from.y, l.from.x, l.to.y, l.to.x);
            t.busiestNoc = l.noc;
            t.busiestLinkBytes = plan.linkBytes[size_t(plan.busiestLink)];
        }
        result = t;
    } catch (const std::exception&) {
        // Any failure (a layout the model cannot place, a plan past its limits) leaves the caller its own estimate.
        result = std::nullopt;
    }
    std::lock_guard lock(cache().mutex);
    // A search meets a bounded set of layout pairs; a cap keeps a long session's memory in check.
    if (cache().plans.size() > 65536 || cache().quick.size() > 65536) {
        cache().plans.clear();
        cache().quick.clear();
    }
    cache().plans.emplace(key, result);
    cache().quick.emplace(std::move(quick), QuickEntry { from, to, result });
    return result;
}

void clearMoveTransfers()
{
    std::lock_guard lock(cache().mutex);
    cache().plans.clear();
    cache().quick.clear();
}

} // namespace tle
