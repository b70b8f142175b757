// SPDX-License-Identifier: MIT
#include "optimizer/shared/spillplanner.h"

#include "optimizer/shared/l1timeline.h"
#include "optimizer/shared/spillsearch.h"
#include "util/error.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <set>
#include <span>
#include <string>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>

namespace tle {

namespace {

using spill::ClusterOutcome;
using spill::Decision;
using spill::Fate;
using spill::heldSpan;
using spill::HotSegment;
using spill::lastUseOf;
using spill::Wide;

constexpr int64_t kInt64Max = std::numeric_limits<int64_t>::max();
constexpr int64_t kMaxDensePositions = int64_t(1) << 24;

int64_t saturate(Wide v)
{
    return v > Wide(kInt64Max) ? kInt64Max : int64_t(v);
}

void checkCost(const L1Tenant& t, double cost, const std::string& field)
{
    if (!std::isfinite(cost) || cost < 0)
        throw Error(fmt::format("spill planner: tenant {}: {} must be finite and >= 0, got {}", t.value, field, cost));
}

void validateTenants(const std::vector<L1Tenant>& tenants)
{
    std::unordered_set<int> seen;
    seen.reserve(tenants.size());
    for (const L1Tenant& t : tenants) {
        if (!seen.insert(t.value).second)
            throw Error(fmt::format("spill planner: tenant value {} appears twice", t.value));
        if (t.bytes < 0)
            throw Error(fmt::format("spill planner: tenant {}: bytes must be >= 0, got {}", t.value, t.bytes));
        if (t.start < 0)
            throw Error(fmt::format("spill planner: tenant {}: start must be >= 0, got {}", t.value, t.start));
        for (size_t k = 0; k < t.uses.size(); ++k) {
            if (t.uses[k] <= t.start)
                throw Error(fmt::format(
                    "spill planner: tenant {}: uses must come after start {}, got {}", t.value, t.start, t.uses[k]));
            if (k > 0 && t.uses[k] <= t.uses[k - 1])
                throw Error(fmt::format("spill planner: tenant {}: uses must be strictly ascending, {} follows {}",
                    t.value, t.uses[k], t.uses[k - 1]));
        }
        if (t.usePenalty.size() != t.uses.size())
            throw Error(fmt::format("spill planner: tenant {}: usePenalty has {} entries but uses has {}", t.value,
                t.usePenalty.size(), t.uses.size()));
        checkCost(t, t.writeCost, "writeCost");
        checkCost(t, t.demoteCost, "demoteCost");
        for (size_t k = 0; k < t.usePenalty.size(); ++k)
            checkCost(t, t.usePenalty[k], fmt::format("usePenalty[{}]", k));
    }
}

void validate(const std::vector<L1Tenant>& tenants, int64_t budget)
{
    if (budget < 0)
        throw Error(fmt::format("spill planner: budget must be >= 0, got {}", budget));
    validateTenants(tenants);
}

// Peak of a sum of intervals: it is reached at some interval start, so a sorted sweep suffices.
int64_t peakOf(const std::vector<L1Tenant>& tenants, const std::vector<Decision>& decisions)
{
    std::vector<std::pair<int64_t, int64_t>> events; // (position, delta); removals sort before additions
    for (size_t i = 0; i < tenants.size(); ++i) {
        const auto [first, last] = heldSpan(tenants[i], decisions[i]);
        if (last < first || tenants[i].bytes == 0)
            continue;
        events.emplace_back(first, tenants[i].bytes);
        events.emplace_back(last + 1, -tenants[i].bytes);
    }
    std::sort(events.begin(), events.end());
    Wide live = 0, peak = 0;
    for (const auto& [pos, delta] : events) {
        live += delta;
        peak = std::max(peak, live);
    }
    return saturate(peak);
}

SpillPlan assemble(const std::vector<L1Tenant>& tenants, const std::vector<Decision>& decisions)
{
    SpillPlan plan;
    for (size_t i = 0; i < tenants.size(); ++i) {
        const L1Tenant& t = tenants[i];
        const Decision& d = decisions[i];
        if (d.fate == Fate::Spill) {
            plan.spills.push_back({ t.value, d.before });
            // The write, plus every use from the spill point on reading DRAM.
            const auto firstDram = std::lower_bound(t.uses.begin(), t.uses.end(), d.before) - t.uses.begin();
            plan.cost += std::accumulate(t.usePenalty.begin() + firstDram, t.usePenalty.end(), t.writeCost);
        } else if (d.fate == Fate::Demote) {
            plan.demoted.push_back(t.value);
            plan.cost += t.demoteCost;
        }
    }
    std::stable_sort(plan.spills.begin(), plan.spills.end(),
        [](const SpillPoint& a, const SpillPoint& b) { return a.before < b.before; });
    plan.peakBytes = peakOf(tenants, decisions);
    return plan;
}

std::vector<Decision> runGreedy(const std::vector<L1Tenant>& ts, int64_t budget)
{
    const size_t n = ts.size();
    std::vector<Decision> decisions(n);
    std::vector<size_t> byStart(n);
    std::iota(byStart.begin(), byStart.end(), size_t(0));
    std::stable_sort(byStart.begin(), byStart.end(), [&](size_t a, size_t b) { return ts[a].start < ts[b].start; });
    std::vector<std::pair<int, size_t>> useEvents; // (position, tenant)
    for (size_t i = 0; i < n; ++i)
        for (int u : ts[i].uses)
            useEvents.emplace_back(u, i);
    std::sort(useEvents.begin(), useEvents.end());

    // Resident tenants that may be evicted, best victim first: farthest last use, larger bytes, lower index. An
    // operand of the op at the current position is a candidate too (it then reads DRAM there).
    using Key = std::tuple<int64_t, int64_t, size_t>;
    std::set<Key> resident;
    std::vector<size_t> usesSeen(n, 0);
    auto keyOf = [&](size_t i) { return Key { -int64_t(ts[i].uses.back()), -ts[i].bytes, i }; };
    Wide live = 0;
    std::vector<size_t> admitted;
    size_t si = 0, ui = 0;
    while (si < n || ui < useEvents.size()) {
        int p = std::numeric_limits<int>::max();
        if (si < n)
            p = ts[byStart[si]].start;
        if (ui < useEvents.size())
            p = std::min(p, useEvents[ui].first);
        admitted.clear();
        for (; si < n && ts[byStart[si]].start == p; ++si) {
            const size_t i = byStart[si];
            const L1Tenant& t = ts[i];
            bool fits = t.bytes <= budget;
            while (fits && live + t.bytes > budget) {
                if (resident.empty()) {
                    fits = false;
                    break;
                }
                const size_t victim = std::get<2>(*resident.begin());
                resident.erase(resident.begin());
                live -= ts[victim].bytes;
                decisions[victim] = { Fate::Spill, p };
            }
            if (!fits) {
                decisions[i].fate = Fate::Demote;
                continue;
            }
            live += t.bytes;
            admitted.push_back(i);
        }
        // Tenants produced here become evictable only from the next position on.
        for (size_t i : admitted) {
            if (ts[i].uses.empty())
                live -= ts[i].bytes;
            else
                resident.insert(keyOf(i));
        }
        for (; ui < useEvents.size() && useEvents[ui].first == p; ++ui) {
            const size_t i = useEvents[ui].second;
            if (decisions[i].fate != Fate::Keep)
                continue; // reads DRAM
            if (++usesSeen[i] == ts[i].uses.size()) { // its last use: L1 is free after this op
                resident.erase(keyOf(i));
                live -= ts[i].bytes;
            }
        }
    }
    return decisions;
}

} // namespace

SpillPlan planSpillsGreedy(const std::vector<L1Tenant>& tenants, int64_t budget)
{
    validate(tenants, budget);
    return assemble(tenants, runGreedy(tenants, budget));
}

SpillPlan planSpillsOptimal(const std::vector<L1Tenant>& tenants, int64_t budget, int64_t nodeLimit)
{
    validate(tenants, budget);
    const size_t n = tenants.size();
    const std::vector<Decision> greedy = runGreedy(tenants, budget);
    std::vector<Decision> decisions(n);
    // Hot segments of the keep-all occupancy, over the tenants that fit at all (empty ones never matter).
    std::vector<std::pair<int64_t, int64_t>> events;
    for (size_t i = 0; i < n; ++i) {
        const L1Tenant& t = tenants[i];
        if (t.bytes > budget) {
            decisions[i].fate = Fate::Demote;
        } else if (t.bytes > 0) {
            events.emplace_back(t.start, t.bytes);
            events.emplace_back(lastUseOf(t) + 1, -t.bytes);
        }
    }
    std::sort(events.begin(), events.end());
    std::vector<HotSegment> hot;
    Wide live = 0;
    for (size_t j = 0; j < events.size();) {
        const int64_t pos = events[j].first;
        for (; j < events.size() && events[j].first == pos; ++j)
            live += events[j].second;
        if (live > budget) // the sweep ends at zero, so a later event exists
            hot.push_back({ pos, events[j].first - 1, live });
    }
    // Only tenants alive in a hot segment need a decision (the others keep at no cost and harm nobody). Those
    // sharing a hot segment form a cluster: merging their ranges of hot segment indices gives the clusters.
    struct Span
    {
        size_t first, last, tenant;
    };
    std::vector<Span> spans;
    auto hotAfter = [&](int64_t pos) {
        const auto at
            = std::upper_bound(hot.begin(), hot.end(), pos, [](int64_t p, const HotSegment& s) { return p < s.lo; });
        return size_t(at - hot.begin());
    };
    for (size_t i = 0; i < n; ++i) {
        const L1Tenant& t = tenants[i];
        const size_t a = hotAfter(int64_t(t.start) - 1), b = hotAfter(lastUseOf(t));
        if (t.bytes > 0 && t.bytes <= budget && a < b)
            spans.push_back({ a, b - 1, i });
    }
    std::sort(spans.begin(), spans.end(), [](const Span& x, const Span& y) { return x.first < y.first; });
    int64_t nodes = 0;
    bool optimal = true;
    for (size_t j = 0, k = 0; j < spans.size(); j = k) {
        size_t last = spans[j].last;
        std::vector<size_t> members;
        for (; k < spans.size() && spans[k].first <= last; ++k) {
            last = std::max(last, spans[k].last);
            members.push_back(spans[k].tenant);
            decisions[spans[k].tenant] = greedy[spans[k].tenant];
        }
        const std::span<const HotSegment> segments(hot.data() + spans[j].first, last - spans[j].first + 1);
        const ClusterOutcome outcome = spill::searchCluster(
            tenants, budget, std::move(members), segments, greedy, std::max<int64_t>(nodeLimit, 0), decisions);
        nodes += outcome.nodes;
        optimal = optimal && outcome.complete;
    }
    SpillPlan plan = assemble(tenants, decisions);
    plan.optimal = optimal;
    plan.nodes = nodes;
    return plan;
}

std::vector<int64_t> occupancy(const std::vector<L1Tenant>& tenants, const SpillPlan& plan)
{
    validateTenants(tenants);
    std::unordered_map<int, size_t> index;
    int64_t maxPos = -1;
    for (size_t i = 0; i < tenants.size(); ++i) {
        index.emplace(tenants[i].value, i);
        maxPos = std::max(maxPos, lastUseOf(tenants[i]));
    }
    if (maxPos >= kMaxDensePositions)
        throw Error(fmt::format(
            "occupancy: schedule position {} exceeds the limit of {} positions", maxPos, kMaxDensePositions));
    auto find = [&](int value) {
        const auto it = index.find(value);
        if (it == index.end())
            throw Error(fmt::format("occupancy: the plan names tenant {} which is not in the list", value));
        return it->second;
    };
    std::vector<Decision> decisions(tenants.size());
    for (const SpillPoint& s : plan.spills) {
        const size_t i = find(s.value);
        if (s.before <= tenants[i].start)
            throw Error(fmt::format(
                "occupancy: tenant {} is spilled before {} but starts at {}", s.value, s.before, tenants[i].start));
        decisions[i] = { Fate::Spill, s.before };
    }
    for (int value : plan.demoted)
        decisions[find(value)].fate = Fate::Demote;
    L1Timeline timeline(size_t(maxPos + 1));
    for (size_t i = 0; i < tenants.size(); ++i) {
        const auto [first, last] = heldSpan(tenants[i], decisions[i]);
        if (last >= first)
            timeline.add(int(first), int(last), tenants[i].bytes);
    }
    return timeline.occupancy();
}

} // namespace tle
