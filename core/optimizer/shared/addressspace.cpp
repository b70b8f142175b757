// SPDX-License-Identifier: MIT
#include "optimizer/shared/addressspace.h"

#include "util/error.h"

#include <algorithm>
#include <optional>
#include <set>
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

// One allocation in the address space; views share their source's.
struct Slot
{
    int64_t address = 0;
    int64_t bytes = 0;
    std::vector<size_t> owners; // tenant indices
    size_t first = 0; // the tenant that opened it (ties on eviction go to the earlier one)
};

class Simulation
{
public:
    explicit Simulation(const AddressSpaceInput& input)
        : m_in(input)
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

    int lastUseOfSlot(const Slot& s) const
    {
        int last = 0;
        for (size_t i : s.owners)
            last = std::max(last, lastPosition(m_in.tenants[i]));
        return last;
    }

    void freeDead(int p)
    {
        for (Slot& s : m_slots) {
            std::erase_if(s.owners, [&](size_t i) { return lastPosition(m_in.tenants[i]) < p; });
        }
        std::erase_if(m_slots, [](const Slot& s) { return s.owners.empty(); });
    }

    // The highest address >= floor where `bytes` fit between the resident slots, if any.
    std::optional<int64_t> firstFitTopDown(int64_t bytes, int64_t floor) const
    {
        std::vector<std::pair<int64_t, int64_t>> used;
        for (const Slot& s : m_slots)
            used.emplace_back(s.address, s.address + s.bytes);
        std::ranges::sort(used, std::greater<>());
        int64_t top = m_in.budget;
        for (const auto& [begin, end] : used) {
            if (top - end >= bytes && top - bytes >= floor)
                return top - bytes;
            top = std::min(top, begin);
        }
        if (top - floor >= bytes)
            return top - bytes;
        return std::nullopt;
    }

    int64_t freeAbove(int64_t floor) const
    {
        int64_t used = 0;
        for (const Slot& s : m_slots)
            used += std::max<int64_t>(0, s.address + s.bytes - std::max(floor, s.address));
        return std::max<int64_t>(0, m_in.budget - floor - used);
    }

    void evict(size_t slot, int p, EvictionReason reason, int forValue)
    {
        for (size_t i : m_slots[slot].owners) {
            const L1Tenant& t = m_in.tenants[i];
            m_out.plan.spills.push_back({ t.value, p });
            m_out.events.push_back({ p, t.value, reason, forValue });
        }
        m_slots.erase(m_slots.begin() + std::ptrdiff_t(slot));
    }

    // Bytes held by slots none of whose tensors the op at `p` reads.
    int64_t occupiedBesidesOperands(int p) const
    {
        int64_t bytes = 0;
        for (const Slot& s : m_slots) {
            const bool read = std::ranges::any_of(s.owners,
                [&](size_t o) { return std::ranges::find(m_in.tenants[o].uses, p) != m_in.tenants[o].uses.end(); });
            if (!read)
                bytes += s.bytes;
        }
        return bytes;
    }

    // Evicts until the op at `p` runs with the L1 occupied; false when it does not run even with nothing else held.
    bool makeRoomToRun(int p)
    {
        if (!m_in.runs)
            return true;
        while (!m_in.runs(p, occupiedBesidesOperands(p))) {
            std::optional<size_t> v;
            for (size_t s = 0; s < m_slots.size(); ++s) {
                const bool read = std::ranges::any_of(m_slots[s].owners,
                    [&](size_t o) { return std::ranges::find(m_in.tenants[o].uses, p) != m_in.tenants[o].uses.end(); });
                if (!read && (!v || lastUseOfSlot(m_slots[s]) > lastUseOfSlot(m_slots[*v])))
                    v = s;
            }
            if (!v)
                return m_in.runs(p, 0);
            evict(*v, p, EvictionReason::OutOfMemory, -1);
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
        const int64_t floor = circularBuffers(p) + addressSpaceCushion(m_in.budget);
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
                    m_out.placements.push_back({ t.value, s.address, t.bytes });
                    return;
                }
            }
        }
        while (true) {
            if (const std::optional<int64_t> at = firstFitTopDown(t.bytes, floor)) {
                m_slots.push_back({ *at, t.bytes, { i }, i });
                m_out.placements.push_back({ t.value, *at, t.bytes });
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
            evict(*v, p, reason, t.value);
        }
    }

    // The op's circular buffers and the cushion reach up from address 0: every slot below their top goes.
    void clearCircularBuffers(int p)
    {
        const int64_t top = circularBuffers(p) + addressSpaceCushion(m_in.budget);
        if (circularBuffers(p) == 0)
            return;
        for (size_t s = m_slots.size(); s-- > 0;) {
            if (m_slots[s].address < top
                && std::ranges::none_of(m_slots[s].owners, [&](size_t o) { return m_in.tenants[o].start == p; }))
                evict(s, p, EvictionReason::CircularBuffers, -1);
        }
    }

    const AddressSpaceInput& m_in;
    std::vector<Slot> m_slots;
    AddressSpacePlan m_out;
};

} // namespace

AddressSpacePlan planSpillsAddressSpace(const AddressSpaceInput& input)
{
    check(input);
    return Simulation(input).run();
}

} // namespace tle
