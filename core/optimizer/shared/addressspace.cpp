// SPDX-License-Identifier: MIT
#include "optimizer/shared/addressspace.h"

#include "util/error.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <deque>
#include <optional>
#include <set>
#include <span>
#include <tuple>

#include <fmt/format.h>

namespace tle {

int64_t addressSpaceCushion(int64_t budget)
{
    return budget / 10;
}

namespace {

int lastPosition(const L1Tenant& t)
{
    return t.uses.empty() ? t.start : t.uses.back();
}

void check(const AddressSpaceInput& input)
{
    if (input.budget < 0)
        throw Error(fmt::format("address space: budget must be >= 0, got {}", input.budget));
    std::set<int> seen;
    for (const L1Tenant& t : input.tenants) {
        if (!seen.insert(t.value).second)
            throw Error(fmt::format("address space: tenant value {} appears twice", t.value));
        if (t.bytes < 0 || t.start < 0)
            throw Error(fmt::format("address space: tenant {}: bytes and start must be >= 0", t.value));
        for (size_t k = 0; k < t.uses.size(); ++k) {
            if (t.uses[k] <= t.start || (k > 0 && t.uses[k] <= t.uses[k - 1]))
                throw Error(fmt::format(
                    "address space: tenant {}: uses must be strictly ascending and after the start", t.value));
        }
    }
    for (int64_t cb : input.circularBuffers) {
        if (cb < 0)
            throw Error(fmt::format("address space: a circular-buffer size is negative ({})", cb));
    }
}

// One allocation in the address space; views share their source's. `first`, the tenant that opened it, names it.
struct Slot
{
    int64_t address = 0;
    int64_t bytes = 0;
    std::vector<size_t> owners; // tenant indices
    size_t first = 0; // the tenant that opened it (ties on eviction go to the earlier one)
};

// A slot as an allocation event sees the address space: which one, where, how big.
struct Placed
{
    size_t slot = 0; // its `first`
    int64_t address = 0;
    int64_t bytes = 0;
};

// The allocation history upstream keeps to undo an eviction: every allocation with the address space as it was
// just before it, and every free. Evicting a slot replays the history without it from the earliest allocation
// evicted in the same round, so the tensors allocated after it move into the room it leaves.
struct LogEvent
{
    bool alloc = true;
    size_t slot = 0;
    int64_t bytes = 0;
    int64_t floor = 0; // the lowest address the allocation could take (the op's circular buffers and cushion)
    bool skipped = false; // the slot was evicted: it never happened
    std::vector<Placed> before; // alloc only
};

// The highest address >= floor where `bytes` fit between the `used` ranges, if any.
std::optional<int64_t> firstFitTopDown(std::span<const Placed> used, int64_t bytes, int64_t floor, int64_t budget)
{
    std::vector<std::pair<int64_t, int64_t>> ranges;
    ranges.reserve(used.size());
    for (const Placed& u : used)
        ranges.emplace_back(u.address, u.address + u.bytes);
    std::ranges::sort(ranges, std::greater<>());
    int64_t top = budget;
    for (const auto& [begin, end] : ranges) {
        if (top - end >= bytes && top - bytes >= floor)
            return top - bytes;
        top = std::min(top, begin);
    }
    if (top - floor >= bytes)
        return top - bytes;
    return std::nullopt;
}

class Simulation
{
public:
    explicit Simulation(const AddressSpaceInput& input)
        : m_in(input)
        , m_live(input.tenants.size(), 0)
        , m_placement(input.tenants.size(), SIZE_MAX)
        , m_allocEvent(input.tenants.size(), SIZE_MAX)
    { }

    AddressSpacePlan run()
    {
        int end = 0;
        for (const L1Tenant& t : m_in.tenants)
            end = std::max(end, lastPosition(t));
        end = std::max(end, int(m_in.circularBuffers.size()) - 1);
        // The tenants each position admits, in input order: one pass, not one per position.
        std::vector<std::vector<size_t>> starting(size_t(end) + 1);
        for (size_t i = 0; i < m_in.tenants.size(); ++i) {
            if (m_in.tenants[i].start >= 0 && m_in.tenants[i].start <= end)
                starting[size_t(m_in.tenants[i].start)].push_back(i);
        }
        for (int p = 0; p <= end; ++p) {
            freeDead(p);
            if (m_in.flushes.contains(p))
                flush(p);
            const bool runs = makeRoomToRun(p);
            for (size_t i : starting[size_t(p)]) {
                if (runs) {
                    admit(i, p);
                } else {
                    m_out.plan.demoted.push_back(m_in.tenants[i].value);
                    m_out.events.push_back({ p, m_in.tenants[i].value, EvictionReason::OutOfMemory, -1 });
                }
            }
            clearCircularBuffers(p);
            int64_t held = 0;
            for (const Slot& s : m_slots)
                held += s.bytes;
            m_out.plan.peakBytes = std::max(m_out.plan.peakBytes, held);
        }
        std::ranges::sort(
            m_out.plan.spills, [](const SpillPoint& a, const SpillPoint& b) { return a.before < b.before; });
        return std::move(m_out);
    }

private:
    int64_t circularBuffers(int p) const
    {
        return size_t(p) < m_in.circularBuffers.size() ? m_in.circularBuffers[size_t(p)] : 0;
    }

    // Upstream checks circular buffers (with the cushion) only for ops that have them.
    int64_t floorAt(int p) const
    {
        const int64_t cb = circularBuffers(p);
        return cb > 0 ? cb + addressSpaceCushion(m_in.budget) : 0;
    }

    int lastUseOfSlot(const Slot& s) const
    {
        int last = 0;
        for (size_t i : s.owners)
            last = std::max(last, lastPosition(m_in.tenants[i]));
        return last;
    }

    std::vector<Placed> placed() const
    {
        std::vector<Placed> out;
        out.reserve(m_slots.size());
        for (const Slot& s : m_slots)
            out.push_back({ s.first, s.address, s.bytes });
        return out;
    }

    void freeDead(int p)
    {
        for (Slot& s : m_slots)
            std::erase_if(s.owners, [&](size_t i) { return lastPosition(m_in.tenants[i]) < p; });
        for (const Slot& s : m_slots) {
            if (s.owners.empty()) {
                m_log.push_back({ .alloc = false, .slot = s.first });
                m_live[s.first] = 0;
            }
        }
        std::erase_if(m_slots, [](const Slot& s) { return s.owners.empty(); });
        pruneLog();
    }

    // History before the earliest allocation still live can never be replayed.
    void pruneLog()
    {
        while (!m_log.empty() && (!m_log.front().alloc || m_log.front().skipped || !m_live[m_log.front().slot])) {
            m_log.pop_front();
            ++m_logBase;
        }
    }

    int64_t freeAbove(int64_t floor) const
    {
        int64_t used = 0;
        for (const Slot& s : m_slots)
            used += std::max<int64_t>(0, s.address + s.bytes - std::max(floor, s.address));
        return std::max<int64_t>(0, m_in.budget - floor - used);
    }

    void allocate(size_t i, int64_t address, int64_t floor)
    {
        const L1Tenant& t = m_in.tenants[i];
        m_log.push_back({ .alloc = true, .slot = i, .bytes = t.bytes, .floor = floor, .before = placed() });
        m_allocEvent[i] = m_logBase + m_log.size() - 1;
        m_live[i] = 1;
        m_slots.push_back({ address, t.bytes, { i }, i });
        place(i, address);
    }

    void place(size_t tenant, int64_t address)
    {
        if (m_placement[tenant] == SIZE_MAX) {
            m_placement[tenant] = m_out.placements.size();
            m_out.placements.push_back({ m_in.tenants[tenant].value, address, m_in.tenants[tenant].bytes });
        } else {
            m_out.placements[m_placement[tenant]].address = address;
        }
    }

    // Removes a slot; `round` is the earliest allocation evicted in this round of evictions, for the replay.
    void evict(size_t slot, int p, EvictionReason reason, int forValue, size_t& round)
    {
        const Slot& s = m_slots[slot];
        for (size_t i : s.owners) {
            const L1Tenant& t = m_in.tenants[i];
            m_out.plan.spills.push_back({ t.value, p });
            m_out.events.push_back({ p, t.value, reason, forValue });
        }
        const size_t event = m_allocEvent[s.first];
        m_log[event - m_logBase].skipped = true;
        m_live[s.first] = 0;
        m_slots.erase(m_slots.begin() + std::ptrdiff_t(slot));
        round = std::min(round, event);
        replay(round);
    }

    // Replays the history from allocation `from` without the evicted slots: the survivors move down into the room.
    // When a survivor finds no slot on the way (the history was placed around the evicted one), the address space
    // keeps its addresses less the evicted slots, which is always valid.
    void replay(size_t from)
    {
        if (from < m_logBase || from - m_logBase >= m_log.size())
            return;
        const size_t first = from - m_logBase;
        std::vector<Placed> state = m_log[first].before;
        std::vector<std::vector<Placed>> snapshots;
        for (size_t k = first; k < m_log.size(); ++k) {
            const LogEvent& e = m_log[k];
            if (e.skipped)
                continue;
            if (!e.alloc) {
                std::erase_if(state, [&](const Placed& u) { return u.slot == e.slot; });
                continue;
            }
            snapshots.push_back(state);
            const std::optional<int64_t> at = firstFitTopDown(state, e.bytes, e.floor, m_in.budget);
            if (!at)
                return;
            state.push_back({ e.slot, *at, e.bytes });
        }
        size_t n = 0;
        for (size_t k = first; k < m_log.size(); ++k) {
            if (m_log[k].alloc && !m_log[k].skipped)
                m_log[k].before = std::move(snapshots[n++]);
        }
        for (Slot& s : m_slots) {
            const auto it = std::ranges::find(state, s.first, &Placed::slot);
            if (it == state.end())
                continue;
            s.address = it->address;
            for (size_t o : s.owners)
                place(o, s.address);
        }
    }

    bool readsSlot(const Slot& s, int p) const
    {
        return std::ranges::any_of(s.owners,
            [&](size_t o) { return std::ranges::find(m_in.tenants[o].uses, p) != m_in.tenants[o].uses.end(); });
    }

    // Bytes held by slots none of whose tensors the op at `p` reads.
    int64_t occupiedBesidesOperands(int p) const
    {
        int64_t bytes = 0;
        for (const Slot& s : m_slots) {
            if (!readsSlot(s, p))
                bytes += s.bytes;
        }
        return bytes;
    }

    // An op the op model does not implement: upstream spills every tensor held in L1 before it and starts over.
    void flush(int p)
    {
        for (const Slot& s : m_slots) {
            for (size_t i : s.owners) {
                m_out.plan.spills.push_back({ m_in.tenants[i].value, p });
                m_out.events.push_back({ p, m_in.tenants[i].value, EvictionReason::NotImplemented, -1 });
            }
            m_live[s.first] = 0;
        }
        m_slots.clear();
        m_logBase += m_log.size();
        m_log.clear();
    }

    // Evicts until the op at `p` runs with the L1 occupied; false when it does not run even with nothing else held.
    bool makeRoomToRun(int p)
    {
        if (!m_in.runs)
            return true;
        size_t round = SIZE_MAX;
        while (!m_in.runs(p, occupiedBesidesOperands(p))) {
            std::optional<size_t> v;
            for (size_t s = 0; s < m_slots.size(); ++s) {
                if (!readsSlot(m_slots[s], p) && (!v || lastUseOfSlot(m_slots[s]) > lastUseOfSlot(m_slots[*v])))
                    v = s;
            }
            if (!v)
                return m_in.runs(p, 0);
            evict(*v, p, EvictionReason::OutOfMemory, -1, round);
        }
        return true;
    }

    // The slot with the farthest last use that holds no tensor produced at `p`.
    std::optional<size_t> victim(int p) const
    {
        std::optional<size_t> best;
        for (size_t s = 0; s < m_slots.size(); ++s) {
            const Slot& slot = m_slots[s];
            if (std::ranges::any_of(slot.owners, [&](size_t i) { return m_in.tenants[i].start == p; }))
                continue;
            if (!best) {
                best = s;
                continue;
            }
            const Slot& b = m_slots[*best];
            const auto key = [this](const Slot& x) { return std::tuple(lastUseOfSlot(x), x.bytes); };
            if (key(slot) > key(b) || (key(slot) == key(b) && slot.first < b.first))
                best = s;
        }
        return best;
    }

    void admit(size_t i, int p)
    {
        const L1Tenant& t = m_in.tenants[i];
        const int64_t floor = floorAt(p);
        if (t.bytes + floor > m_in.budget) {
            m_out.plan.demoted.push_back(t.value);
            m_out.events.push_back({ p, t.value, EvictionReason::TooBigAlone, -1 });
            return;
        }
        if (const auto view = m_in.views.find(t.value); view != m_in.views.end()) {
            for (Slot& s : m_slots) {
                const bool source
                    = std::ranges::any_of(s.owners, [&](size_t o) { return m_in.tenants[o].value == view->second; });
                if (source && s.bytes >= t.bytes) {
                    s.owners.push_back(i);
                    place(i, s.address);
                    return;
                }
            }
        }
        size_t round = SIZE_MAX;
        while (true) {
            if (const std::optional<int64_t> at = firstFitTopDown(placed(), t.bytes, floor, m_in.budget)) {
                allocate(i, *at, floor);
                return;
            }
            const std::optional<size_t> v = victim(p);
            if (!v) {
                m_out.plan.demoted.push_back(t.value);
                m_out.events.push_back({ p, t.value, EvictionReason::NoFit, -1 });
                return;
            }
            const EvictionReason reason
                = freeAbove(floor) >= t.bytes ? EvictionReason::Fragmentation : EvictionReason::NoFit;
            evict(*v, p, reason, t.value, round);
        }
    }

    // The op's circular buffers and the cushion reach up from address 0: every slot below their top goes.
    void clearCircularBuffers(int p)
    {
        if (circularBuffers(p) == 0)
            return;
        const int64_t top = floorAt(p);
        size_t round = SIZE_MAX;
        // Evicting replays the history, which may move the others: look again after each.
        while (true) {
            const auto under = std::ranges::find_if(m_slots, [&](const Slot& s) {
                return s.address < top
                    && std::ranges::none_of(s.owners, [&](size_t o) { return m_in.tenants[o].start == p; });
            });
            if (under == m_slots.end())
                return;
            evict(size_t(under - m_slots.begin()), p, EvictionReason::CircularBuffers, -1, round);
        }
    }

    const AddressSpaceInput& m_in;
    std::vector<Slot> m_slots;
    std::deque<LogEvent> m_log;
    size_t m_logBase = 0; // the history index of m_log.front()
    std::vector<char> m_live; // per tenant: it opened a slot that is still held
    std::vector<size_t> m_placement; // per tenant: its entry in m_out.placements
    std::vector<size_t> m_allocEvent; // per slot: the history index of its allocation
    AddressSpacePlan m_out;
};

} // namespace

AddressSpacePlan planSpillsAddressSpace(const AddressSpaceInput& input)
{
    check(input);
    return Simulation(input).run();
}

} // namespace tle
