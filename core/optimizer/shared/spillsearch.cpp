// SPDX-License-Identifier: MIT
#include "optimizer/shared/spillsearch.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <numeric>
#include <string>
#include <tuple>
#include <unordered_map>

namespace tle::spill {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
// Guards on one cluster's search. Past them it keeps the greedy plan or stops remembering states: the plan
// stays valid, only the optimality proof may be lost.
constexpr size_t kMaxCellEntries = size_t(1) << 23; // sum over the tenants of the cells each spans
constexpr size_t kMaxMemoBytes = size_t(64) << 20;
constexpr size_t kMaxWindow = 64; // cells in a memo key and in a node's bound

// One option of the optimal planner's model: holds start..end (nothing when end < start).
struct Option
{
    int64_t end = 0;
    double cost = 0;
    Decision decision;
};

// Options in increasing occupancy, keeping only those strictly cheaper than every smaller one.
std::vector<Option> usefulOptions(const L1Tenant& t)
{
    const size_t n = t.uses.size();
    std::vector<Option> all;
    all.push_back({ int64_t(t.start) - 1, t.demoteCost, { Fate::Demote, 0 } });
    double suffix = 0;
    std::vector<double> costs(n);
    for (size_t k = n; k-- > 0;) {
        suffix += t.usePenalty[k];
        costs[k] = t.writeCost + suffix;
    }
    for (size_t k = 0; k < n; ++k) {
        const int64_t end = k == 0 ? t.start : t.uses[k - 1];
        all.push_back({ end, costs[k], { Fate::Spill, int(end + 1) } });
    }
    all.push_back({ lastUseOf(t), 0.0, { Fate::Keep, 0 } });
    std::vector<Option> useful;
    double cheapest = kInf;
    for (const Option& o : all) {
        if (o.cost < cheapest) {
            useful.push_back(o);
            cheapest = o.cost;
        }
    }
    return useful;
}

// Exact branch-and-bound over the tenants of one cluster. The constraints live on "cells": position ranges inside
// the hot segments where the occupancy is the same under every combination of options.
class ClusterSearch
{
public:
    ClusterSearch(const std::vector<L1Tenant>& ts, int64_t budget, std::vector<size_t> members,
        std::span<const HotSegment> hot, const std::vector<Decision>& greedy)
        : m_ts(ts)
        , m_order(std::move(members))
    {
        // Start order: every cell before the current tenant's start is then final.
        std::sort(m_order.begin(), m_order.end(), [&](size_t a, size_t b) {
            return std::tuple(ts[a].start, -ts[a].bytes, a) < std::tuple(ts[b].start, -ts[b].bytes, b);
        });
        const size_t m = m_order.size();
        std::vector<std::vector<Option>> raw(m);
        std::vector<int64_t> breaks;
        for (size_t d = 0; d < m; ++d) {
            raw[d] = usefulOptions(tenant(d));
            for (const Option& o : raw[d])
                if (o.end >= tenant(d).start && o.end < lastUseOf(tenant(d)))
                    breaks.push_back(o.end + 1);
        }
        std::sort(breaks.begin(), breaks.end());
        for (const HotSegment& s : hot) {
            m_pos.push_back(s.lo);
            for (auto it = std::upper_bound(breaks.begin(), breaks.end(), s.lo); it != breaks.end() && *it <= s.hi;
                 ++it)
                if (*it != m_pos.back())
                    m_pos.push_back(*it);
            m_rem.resize(m_pos.size(), s.occupancy - budget);
        }
        m_lo.resize(m);
        m_hi.resize(m);
        size_t entries = 0;
        for (size_t d = 0; d < m; ++d) {
            m_lo[d] = firstAfter(int64_t(tenant(d).start) - 1);
            m_hi[d] = firstAfter(lastUseOf(tenant(d)));
            entries += m_hi[d] - m_lo[d];
        }
        if ((m_tooLarge = entries > kMaxCellEntries))
            return;
        // Options as (first freed cell, cost), cheapest first; of options freeing the same cells the cheapest stays.
        m_opts.resize(m);
        m_pot.assign(m_pos.size(), 0);
        for (size_t d = 0; d < m; ++d) {
            for (const Option& o : raw[d]) {
                const COption c { std::clamp(firstAfter(o.end), m_lo[d], m_hi[d]), o.cost, o.decision };
                if (!m_opts[d].empty() && m_opts[d].back().firstFreed == c.firstFreed)
                    m_opts[d].back() = c;
                else
                    m_opts[d].push_back(c);
            }
            std::reverse(m_opts[d].begin(), m_opts[d].end());
            for (size_t c = m_lo[d]; c < m_hi[d]; ++c)
                m_pot[c] += tenant(d).bytes;
        }
        // The window of depth d: cells from its start (m_lo) through the last cell of an earlier tenant.
        m_windowHi.resize(m);
        for (size_t d = 0, reached = 0; d < m; ++d) {
            m_windowHi[d] = std::max(m_lo[d], reached);
            reached = std::max(reached, m_hi[d]);
        }
        // The greedy plan, mapped to the cheapest option freeing at least the same cells, is the first incumbent.
        for (size_t d = 0; d < m; ++d) {
            const size_t freed
                = std::clamp(firstAfter(heldSpan(tenant(d), greedy[m_order[d]]).second), m_lo[d], m_hi[d]);
            size_t j = 0;
            while (m_opts[d][j].firstFreed > freed)
                ++j;
            m_bestPrefix.push_back(j);
            m_bestCost += m_opts[d][j].cost;
        }
        m_rem0 = m_rem;
        m_pot0 = m_pot;
        computeMultipliers(entries);
    }

    ClusterOutcome run(int64_t nodeLimit, std::vector<Decision>& decisions)
    {
        if (m_tooLarge)
            return { .nodes = 0, .complete = false }; // the caller's greedy decisions stay
        const ClusterOutcome out = search(nodeLimit);
        // The incumbent is a prefix of choices followed by the memo's best choices from the state it reached.
        m_rem = m_rem0;
        m_pot = m_pot0;
        std::vector<size_t> choice = m_bestPrefix;
        for (size_t d = 0; d < m_order.size(); ++d) {
            if (d >= choice.size())
                choice.push_back(m_memo.at(key(d)).option);
            apply(d, choice[d], 1);
            decisions[m_order[d]] = m_opts[d][choice[d]].decision;
        }
        return out;
    }

private:
    struct COption
    {
        size_t firstFreed = 0; // the option frees the cells firstFreed..hi-1 of its tenant
        double cost = 0;
        Decision decision;
    };
    // Per state: the least cost to complete it and the first choice of that completion, or a lower bound.
    struct Memo
    {
        double value = 0;
        size_t option = 0;
        bool exact = false;
    };

    const L1Tenant& tenant(size_t d) const { return m_ts[m_order[d]]; }
    size_t firstAfter(int64_t pos) const
    {
        return size_t(std::upper_bound(m_pos.begin(), m_pos.end(), pos) - m_pos.begin());
    }
    // Improvements must exceed a relative margin of 1e-10: the result is optimal up to it, and rounding noise in
    // sums and bounds cannot keep the search going.
    double slack() const { return 1e-10 * std::max(1.0, m_bestCost); }

    // Lagrangian relaxation of the cell constraints: for multipliers y >= 0,
    //   sum_c need_c * y_c + sum_t min_o (cost_o - sum_{c freed by o} min(bytes_t, excess_c) * y_c)
    // never exceeds the cost of a feasible completion (capping the bytes keeps each constraint valid). The
    // multipliers come from subgradient steps at the root. The tenant terms stay fixed, so a node only adds the
    // needs of its window cells. The reduced costs also give the order in which options are tried.
    void computeMultipliers(size_t entries)
    {
        const size_t m = m_order.size(), cells = m_pos.size();
        std::vector<double> excess(cells), y(cells, 0.0), gradient, freedValue, reduced;
        for (size_t c = 0; c < cells; ++c)
            excess[c] = double(m_rem[c]);
        std::vector<size_t> pick(m);
        m_y = y;
        m_tenantBound.assign(m + 1, 0.0);
        m_tryOrder.resize(m);
        // The last pass over the best multipliers keeps each tenant's bound and the order to try its options in.
        enum class Bounds
        {
            Discard,
            Keep
        };
        auto evaluate = [&](const std::vector<double>& mult, Bounds bounds) {
            double value = std::inner_product(excess.begin(), excess.end(), mult.begin(), 0.0);
            for (size_t d = 0; d < m; ++d) {
                freedValue.assign(m_hi[d] - m_lo[d] + 1, 0.0);
                for (size_t c = m_hi[d]; c-- > m_lo[d];)
                    freedValue[c - m_lo[d]]
                        = freedValue[c - m_lo[d] + 1] + std::min(double(tenant(d).bytes), excess[c]) * mult[c];
                reduced.resize(m_opts[d].size());
                for (size_t j = 0; j < m_opts[d].size(); ++j)
                    reduced[j] = m_opts[d][j].cost - freedValue[m_opts[d][j].firstFreed - m_lo[d]];
                pick[d] = size_t(std::min_element(reduced.begin(), reduced.end()) - reduced.begin());
                value += reduced[pick[d]];
                if (bounds == Bounds::Keep) {
                    m_tenantBound[d] = reduced[pick[d]];
                    m_tryOrder[d].resize(reduced.size());
                    std::iota(m_tryOrder[d].begin(), m_tryOrder[d].end(), size_t(0));
                    std::stable_sort(m_tryOrder[d].begin(), m_tryOrder[d].end(),
                        [&](size_t a, size_t b) { return reduced[a] < reduced[b]; });
                }
            }
            return value;
        };
        double best = -kInf, step = 2.0;
        const size_t iterations = std::clamp<size_t>(size_t(2e7) / (entries + cells + 1), 20, 300);
        for (size_t iter = 0, stall = 0; iter < iterations; ++iter) {
            const double value = evaluate(y, Bounds::Discard);
            if (value > best) {
                best = value;
                m_y = y;
                stall = 0;
            } else if (++stall >= 5) {
                step /= 2;
                stall = 0;
            }
            gradient = excess;
            for (size_t d = 0; d < m; ++d)
                for (size_t c = m_opts[d][pick[d]].firstFreed; c < m_hi[d]; ++c)
                    gradient[c] -= std::min(double(tenant(d).bytes), excess[c]);
            double norm = 0;
            for (size_t c = 0; c < cells; ++c)
                if (y[c] > 0 || gradient[c] > 0)
                    norm += gradient[c] * gradient[c];
            if (norm == 0 || value >= m_bestCost - slack())
                break;
            for (size_t c = 0; c < cells; ++c)
                y[c] = std::max(0.0, y[c] + step * (m_bestCost - value) / norm * gradient[c]);
        }
        evaluate(m_y, Bounds::Keep);
        for (size_t d = m; d-- > 0;)
            m_tenantBound[d] += m_tenantBound[d + 1];
        m_cellBound.assign(cells + 1, 0.0);
        for (size_t c = cells; c-- > 0;)
            m_cellBound[c] = m_cellBound[c + 1] + excess[c] * m_y[c];
    }

    // Cells before the window are final, cells after it untouched: their needs are still the full excess.
    double lowerBound(size_t d) const
    {
        double bound = m_tenantBound[d] + m_cellBound[m_windowHi[d]];
        for (size_t c = m_lo[d]; c < std::min(m_windowHi[d], m_lo[d] + kMaxWindow); ++c)
            bound += double(std::max<Wide>(m_rem[c], 0)) * m_y[c];
        return bound; // skipping window cells only lowers it
    }

    // The completions of a node depend only on its depth and on the unmet needs of its window cells.
    // Empty when too large to remember.
    std::string key(size_t d) const
    {
        if (m_windowHi[d] - m_lo[d] > kMaxWindow)
            return {};
        std::string key(sizeof(size_t) + (m_windowHi[d] - m_lo[d]) * sizeof(Wide), '\0');
        std::memcpy(key.data(), &d, sizeof(size_t));
        for (size_t c = m_lo[d], at = sizeof(size_t); c < m_windowHi[d]; ++c, at += sizeof(Wide)) {
            const Wide unmet = std::max<Wide>(m_rem[c], 0);
            std::memcpy(key.data() + at, &unmet, sizeof(Wide));
        }
        return key;
    }

    // Records a fully searched node; returns whether its value is exact. It is when its best completion matches
    // the incumbent (everything else under it was pruned against the incumbent) and can be replayed from the memo.
    // Otherwise nothing under it beats the incumbent, which bounds any later visit.
    bool remember(const std::string& key, double cost, double total, size_t option, bool replayable)
    {
        if (key.empty())
            return false;
        auto it = m_memo.find(key);
        if (it == m_memo.end()) {
            if (m_memoBytes > kMaxMemoBytes)
                return false;
            m_memoBytes += key.size() + sizeof(Memo) + 64;
            it = m_memo.emplace(key, Memo { .value = -kInf }).first;
        }
        if (replayable && total <= m_bestCost + slack()) {
            it->second = { .value = total - cost, .option = option, .exact = true };
            return true;
        }
        it->second.value = std::max(it->second.value, m_bestCost - slack() - cost);
        return false;
    }

    void apply(size_t d, size_t o, int sign)
    {
        const Wide bytes = sign * Wide(tenant(d).bytes);
        for (size_t c = m_lo[d]; c < m_hi[d]; ++c) {
            m_pot[c] -= bytes;
            if (c >= m_opts[d][o].firstFreed)
                m_rem[c] -= bytes;
        }
    }

    // Every cell of tenant d can still be met by the tenants after it.
    bool feasible(size_t d) const
    {
        for (size_t c = m_lo[d]; c < m_hi[d]; ++c)
            if (m_rem[c] > m_pot[c])
                return false;
        return true;
    }

    // Depth-first over the tenants with an explicit stack (clusters can be thousands deep). A node is pruned when
    // its cost plus a lower bound cannot beat the incumbent, or when the memo already knows its best completion.
    ClusterOutcome search(int64_t nodeLimit)
    {
        ClusterOutcome out;
        const size_t m = m_order.size();
        std::vector<size_t> current(m), tried(m), bestOption(m);
        std::vector<double> cost(m + 1, 0.0), bestTotal(m);
        std::vector<char> replayable(m);
        std::vector<std::string> keys(m);
        // A completion of cost `total` under the node at depth d: maybe a new incumbent, maybe the parent's best.
        // A complete assignment below depth d costs `total`; a leaf or an exact memo can be replayed.
        auto found = [&](size_t d, double total, bool canReplay = true) {
            if (total < m_bestCost - slack()) {
                m_bestCost = total;
                m_bestPrefix.assign(current.begin(), current.begin() + std::ptrdiff_t(d));
            }
            if (d > 0 && total < bestTotal[d - 1]) {
                bestTotal[d - 1] = total;
                bestOption[d - 1] = current[d - 1];
                replayable[d - 1] = canReplay;
            }
        };
        size_t d = 0;
        bool entering = true;
        for (;;) {
            bool expand = false;
            if (!entering) {
                expand = true; // back from a child
            } else if (d == m) {
                found(d, cost[d]);
            } else {
                keys[d] = key(d);
                const auto it = keys[d].empty() ? m_memo.end() : m_memo.find(keys[d]);
                if (it != m_memo.end() && it->second.exact) {
                    found(d, cost[d] + it->second.value);
                } else {
                    const double known = it == m_memo.end() ? -kInf : it->second.value;
                    expand = cost[d] + std::max(lowerBound(d), known) < m_bestCost - slack();
                    tried[d] = 0;
                    bestTotal[d] = kInf;
                    replayable[d] = 0;
                }
            }
            entering = false;
            while (expand && tried[d] < m_opts[d].size()) {
                const size_t o = m_tryOrder[d][tried[d]++];
                if (cost[d] + m_opts[d][o].cost >= m_bestCost - slack())
                    continue;
                if (out.nodes >= nodeLimit) {
                    out.complete = false;
                    return out;
                }
                ++out.nodes;
                current[d] = o;
                apply(d, o, 1);
                if (feasible(d)) {
                    cost[d + 1] = cost[d] + m_opts[d][o].cost;
                    entering = true;
                    break;
                }
                apply(d, o, -1);
            }
            if (entering) {
                ++d;
                continue;
            }
            if (expand) // every option tried; the best total never beats the incumbent here, only the parent's best
                found(d, bestTotal[d], remember(keys[d], cost[d], bestTotal[d], bestOption[d], replayable[d]));
            if (d == 0)
                return out;
            --d;
            apply(d, current[d], -1);
        }
    }

    const std::vector<L1Tenant>& m_ts;
    std::vector<size_t> m_order; // tenant indices in search order
    std::vector<int64_t> m_pos; // first position of each cell
    std::vector<Wide> m_rem, m_rem0; // bytes still to free per cell (<= 0: met), and before the search
    std::vector<Wide> m_pot, m_pot0; // bytes of the tenants not yet decided, per cell
    std::vector<size_t> m_lo, m_hi; // cells of each tenant: [lo, hi)
    std::vector<std::vector<COption>> m_opts;
    std::vector<std::vector<size_t>> m_tryOrder; // options by reduced cost, most promising first
    std::vector<size_t> m_windowHi; // the cells [lo[d], windowHi[d]) are shared by decided and undecided tenants
    std::vector<double> m_y; // Lagrange multiplier per cell
    std::vector<double> m_tenantBound; // sum of the tenant terms at depths >= d
    std::vector<double> m_cellBound; // sum of excess * multiplier over the cells >= c
    std::unordered_map<std::string, Memo> m_memo;
    size_t m_memoBytes = 0;
    std::vector<size_t> m_bestPrefix;
    double m_bestCost = 0;
    bool m_tooLarge = false;
};

} // namespace

ClusterOutcome searchCluster(const std::vector<L1Tenant>& ts, int64_t budget, std::vector<size_t> members,
    std::span<const HotSegment> hot, const std::vector<Decision>& greedy, int64_t nodeLimit,
    std::vector<Decision>& decisions)
{
    return ClusterSearch(ts, budget, std::move(members), hot, greedy).run(nodeLimit, decisions);
}

} // namespace tle::spill
