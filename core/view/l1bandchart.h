// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "optimizer/shared/optimizerresult.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace tle {

// One L1-resident tensor of a plan: a band from its producer to its last use in L1.
struct L1Band
{
    int value = 0;
    int producer = -1; // op index; -1 for a function argument
    int first = 0; // schedule positions (op indices), inclusive
    int last = 0;
    int64_t bytesPerCore = 0;
    int chain = -1; // the producer's chain, -1 outside chains
    std::optional<int> spillAt; // the op after which the tensor leaves L1, when the plan spills it
    // Ops for which the plan brings the spilled tensor back into L1 (a reshard into L1 after the spill), in order.
    std::vector<int> reloadsAt;
    std::vector<int> consumers; // op indices, in schedule order
};

// Where a band lies in one column of the chart: stacked from 0, bands that started earlier lower.
struct L1Slot
{
    int band = 0;
    int64_t base = 0;
};

// The L1 reservation timeline of a plan as geometry: every reservation a band, stacked per schedule position.
// The column sums are the plan's L1 bytes per core at that position (the reservations the policy tracked), so
// the chart's peak is the policy's reported peak.
class L1BandChart
{
public:
    static L1BandChart of(const ModelGraph& graph, const PolicyResult& result);

    int positions() const { return int(m_columnStart.size()) - 1; }
    const std::vector<L1Band>& bands() const { return m_bands; }
    // The bands alive at `position`, bottom to top.
    std::span<const L1Slot> column(int position) const;
    int64_t totalAt(int position) const;
    int64_t peak() const { return m_peak; }
    int peakPosition() const { return m_peakPosition; }
    // The band drawn at (position, bytes), if any.
    std::optional<int> bandAt(int position, int64_t bytes) const;

private:
    std::vector<L1Band> m_bands;
    std::vector<size_t> m_columnStart; // positions + 1 offsets into m_slots
    std::vector<L1Slot> m_slots;
    std::vector<int64_t> m_totals;
    int64_t m_peak = 0;
    int m_peakPosition = -1;
};

} // namespace tle
