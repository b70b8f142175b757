// SPDX-License-Identifier: MIT
#include "run/runalignment.h"

#include <algorithm>
#include <cmath>

namespace tle {

namespace {

// Costs in tenths: skipping a conversion is cheap, skipping other work is not, and pairing different kinds of
// work costs less than skipping both (so a renamed op still pairs) but more than skipping one.
constexpr int32_t kSkipConversion = 3;
constexpr int32_t kSkipOp = 10;
constexpr int32_t kSubstitute = 15;

int32_t skipCost(const AlignItem& item)
{
    return item.conversion ? kSkipConversion : kSkipOp;
}

enum Step : uint8_t
{
    Diagonal,
    Up, // skip a[i - 1]
    Left, // skip b[j - 1]
};

// How many leading steps of each sequence fit the cell budget, keeping their proportion.
std::pair<int64_t, int64_t> alignedLengths(int64_t n, int64_t m)
{
    if (n == 0 || m == 0 || n * m <= kMaxAlignCells)
        return { n, m };
    const double scale = std::sqrt(double(kMaxAlignCells) / (double(n) * double(m)));
    int64_t a = std::clamp<int64_t>(int64_t(double(n) * scale), 1, n);
    int64_t b = std::clamp<int64_t>(int64_t(double(m) * scale), 1, m);
    // A side short enough to keep whole leaves the rest of the budget to the other.
    if (b == m)
        a = std::min(n, kMaxAlignCells / m);
    else if (a == n)
        b = std::min(m, kMaxAlignCells / n);
    return { a, b };
}

} // namespace

Alignment alignSequences(const std::vector<AlignItem>& a, const std::vector<AlignItem>& b)
{
    Alignment result;
    const auto [n, m] = alignedLengths(int64_t(a.size()), int64_t(b.size()));
    result.aAligned = n;
    result.bAligned = m;
    const size_t width = size_t(m) + 1;
    std::vector<uint8_t> steps((size_t(n) + 1) * width);
    std::vector<int32_t> previous(width), current(width);
    for (int64_t j = 1; j <= m; ++j) {
        previous[size_t(j)] = previous[size_t(j) - 1] + skipCost(b[size_t(j) - 1]);
        steps[size_t(j)] = Left;
    }
    for (int64_t i = 1; i <= n; ++i) {
        const AlignItem& x = a[size_t(i) - 1];
        current[0] = previous[0] + skipCost(x);
        steps[size_t(i) * width] = Up;
        for (int64_t j = 1; j <= m; ++j) {
            const AlignItem& y = b[size_t(j) - 1];
            int32_t pair = x.key == y.key ? 0 : (x.conversion || y.conversion ? INT32_MAX / 2 : kSubstitute);
            int32_t best = previous[size_t(j) - 1] + pair;
            uint8_t step = Diagonal;
            if (const int32_t up = previous[size_t(j)] + skipCost(x); up < best) {
                best = up;
                step = Up;
            }
            if (const int32_t left = current[size_t(j) - 1] + skipCost(y); left < best) {
                best = left;
                step = Left;
            }
            current[size_t(j)] = best;
            steps[size_t(i) * width + size_t(j)] = step;
        }
        std::swap(previous, current);
    }
    int64_t i = n, j = m;
    while (i > 0 || j > 0) {
        const uint8_t step = steps[size_t(i) * width + size_t(j)];
        if (i > 0 && j > 0 && step == Diagonal) {
            result.pairs.push_back({ i - 1, j - 1, a[size_t(i) - 1].key == b[size_t(j) - 1].key });
            --i;
            --j;
        } else if (i > 0 && (j == 0 || step == Up)) {
            result.pairs.push_back({ i - 1, -1, true });
            --i;
        } else {
            result.pairs.push_back({ -1, j - 1, true });
            --j;
        }
    }
    std::reverse(result.pairs.begin(), result.pairs.end());
    return result;
}

} // namespace tle
