// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/optimizerresult.h"

#include <cstdint>
#include <vector>

namespace tle {

// L1 bytes per core alive at each schedule position: the one place every policy, the spill planners and the
// views ask it. Spans are inclusive ([first, last]); add and remove cost O(log n), as does a query, so chain
// merging can try and roll back reservations cheaply. Sums are kept exact and read saturated at INT64_MAX.
class L1Timeline
{
public:
    explicit L1Timeline(size_t positions = 0);
    // A timeline of reservations over positions 0 .. (the largest end).
    static L1Timeline of(const std::vector<ReservationResult>& reservations);

    size_t positions() const { return m_tree.size() - 2; }
    void add(int first, int last, int64_t bytes);
    void remove(int first, int last, int64_t bytes) { add(first, last, -bytes); }
    void add(const ReservationResult& r) { add(r.start, r.end, r.bytesPerCore); }
    void remove(const ReservationResult& r) { remove(r.start, r.end, r.bytesPerCore); }

    int64_t bytesAt(int position) const;
    // bytesAt() of every position.
    std::vector<int64_t> occupancy() const;

private:
    using Wide = __int128;
    void bump(size_t position, Wide delta);

    std::vector<Wide> m_tree; // Fenwick tree over the differences
};

} // namespace tle
