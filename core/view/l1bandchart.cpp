// SPDX-License-Identifier: MIT
#include "view/l1bandchart.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace tle {

namespace {

std::vector<L1Band> bandsOf(const ModelGraph& graph, const PolicyResult& result)
{
    std::map<int, int> spillAt;
    for (const SpillResult& s : result.spills)
        spillAt[s.value] = s.at;
    std::vector<L1Band> bands;
    bands.reserve(result.reservations.size());
    for (const ReservationResult& r : result.reservations) {
        const Value& v = graph.value(r.value);
        L1Band band {
            .value = r.value, .producer = v.producer, .first = r.start, .last = r.end, .bytesPerCore = r.bytesPerCore
        };
        if (v.producer >= 0 && size_t(v.producer) < result.ops.size())
            band.chain = result.ops[size_t(v.producer)].chain;
        if (const auto it = spillAt.find(r.value); it != spillAt.end())
            band.spillAt = it->second;
        for (const ReshardResult& reshard : result.reshards) {
            const Op& consumer = graph.op(reshard.consumer);
            const bool reads = size_t(reshard.operand) < consumer.operands.size()
                && consumer.operands[size_t(reshard.operand)] == r.value;
            if (reads && band.spillAt && reshard.consumer > *band.spillAt && reshard.target
                && reshard.target->spec().bufferType == BufferType::L1)
                band.reloadsAt.push_back(reshard.consumer);
        }
        std::ranges::sort(band.reloadsAt);
        for (int user : v.users)
            band.consumers.push_back(user);
        std::ranges::sort(band.consumers);
        band.consumers.erase(std::unique(band.consumers.begin(), band.consumers.end()), band.consumers.end());
        bands.push_back(std::move(band));
    }
    return bands;
}

} // namespace

L1BandChart L1BandChart::of(const ModelGraph& graph, const PolicyResult& result)
{
    L1BandChart chart;
    chart.m_bands = bandsOf(graph, result);
    int positions = int(graph.ops().size());
    for (const L1Band& b : chart.m_bands)
        positions = std::max(positions, b.last + 1);
    // Sweep the positions; the bands alive are ordered by (first, index) so that a band keeps its place
    // below the ones that started after it.
    std::vector<std::vector<int>> starting(static_cast<size_t>(positions));
    std::vector<std::vector<int>> ending(static_cast<size_t>(positions));
    for (size_t i = 0; i < chart.m_bands.size(); ++i) {
        starting[size_t(chart.m_bands[i].first)].push_back(int(i));
        ending[size_t(chart.m_bands[i].last)].push_back(int(i));
    }
    std::set<std::pair<int, int>> alive;
    chart.m_columnStart.assign(size_t(positions) + 1, 0);
    chart.m_totals.assign(size_t(positions), 0);
    for (int p = 0; p < positions; ++p) {
        for (int b : starting[size_t(p)])
            alive.insert({ chart.m_bands[size_t(b)].first, b });
        chart.m_columnStart[size_t(p)] = chart.m_slots.size();
        int64_t base = 0;
        for (const auto& [first, b] : alive) {
            chart.m_slots.push_back({ b, base });
            base += chart.m_bands[size_t(b)].bytesPerCore;
        }
        chart.m_totals[size_t(p)] = base;
        if (base > chart.m_peak) {
            chart.m_peak = base;
            chart.m_peakPosition = p;
        }
        for (int b : ending[size_t(p)])
            alive.erase({ chart.m_bands[size_t(b)].first, b });
    }
    chart.m_columnStart[size_t(positions)] = chart.m_slots.size();
    return chart;
}

std::span<const L1Slot> L1BandChart::column(int position) const
{
    if (position < 0 || position >= positions())
        return {};
    const size_t begin = m_columnStart[size_t(position)];
    const size_t end = m_columnStart[size_t(position) + 1];
    return std::span<const L1Slot>(m_slots).subspan(begin, end - begin);
}

int64_t L1BandChart::totalAt(int position) const
{
    return position >= 0 && position < positions() ? m_totals[size_t(position)] : 0;
}

std::optional<int> L1BandChart::bandAt(int position, int64_t bytes) const
{
    for (const L1Slot& slot : column(position)) {
        if (bytes >= slot.base && bytes < slot.base + m_bands[size_t(slot.band)].bytesPerCore)
            return slot.band;
    }
    return std::nullopt;
}

} // namespace tle
