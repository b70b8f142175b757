// SPDX-License-Identifier: MIT
#include "optimizer/shared/l1timeline.h"

#include "util/error.h"

#include <algorithm>
#include <limits>

#include <fmt/format.h>

namespace tle {

L1Timeline::L1Timeline(size_t positions)
    : m_tree(positions + 2, 0)
{ }

L1Timeline L1Timeline::of(const std::vector<ReservationResult>& reservations)
{
    int end = -1;
    for (const ReservationResult& r : reservations)
        end = std::max(end, r.end);
    L1Timeline timeline(size_t(end + 1));
    for (const ReservationResult& r : reservations)
        timeline.add(r);
    return timeline;
}

void L1Timeline::add(int first, int last, int64_t bytes)
{
    if (first < 0 || last < first || size_t(last) >= positions())
        throw Error(fmt::format(
            "L1 timeline: span [{}, {}] is outside positions 0..{}", first, last, int64_t(positions()) - 1));
    bump(size_t(first), bytes);
    bump(size_t(last) + 1, -Wide(bytes));
}

void L1Timeline::bump(size_t position, Wide delta)
{
    for (size_t i = position + 1; i < m_tree.size(); i += i & (~i + 1))
        m_tree[i] += delta;
}

int64_t L1Timeline::bytesAt(int position) const
{
    if (position < 0 || size_t(position) >= positions())
        return 0;
    Wide sum = 0;
    for (size_t i = size_t(position) + 1; i > 0; i -= i & (~i + 1))
        sum += m_tree[i];
    constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
    return sum > Wide(kMax) ? kMax : int64_t(sum);
}

std::vector<int64_t> L1Timeline::occupancy() const
{
    std::vector<int64_t> out(positions());
    for (size_t p = 0; p < out.size(); ++p)
        out[p] = bytesAt(int(p));
    return out;
}

} // namespace tle
