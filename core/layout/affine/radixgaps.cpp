// SPDX-License-Identifier: MIT
#include "layout/affine/radixgaps.h"

#include <algorithm>

namespace tle {

RadixGaps::RadixGaps(const std::vector<std::pair<int64_t, int64_t>>& digits, int64_t extent)
{
    for (const auto& [stride, count] : digits)
        m_digits.push_back({ FastDivisor(stride), count });
    m_digits.push_back({ FastDivisor(1), 1 });
    m_blockSize.push_back(extent);
    for (size_t k = 0; k + 1 < m_digits.size(); ++k)
        m_blockSize.push_back(m_digits[k].stride.divisor());
    // A block holds a gap when its digits do not fill it, or when one of its sub-blocks holds one.
    m_blockHasGap.assign(m_digits.size() + 1, false);
    for (size_t k = m_digits.size(); k-- > 0;) {
        const Digit& d = m_digits[k];
        m_blockHasGap[k] = d.extent * d.stride.divisor() < m_blockSize[k] || (d.extent > 0 && m_blockHasGap[k + 1]);
    }
}

bool RadixGaps::holdsData(int64_t p) const noexcept
{
    int64_t rest = p;
    for (const Digit& digit : m_digits) {
        const int64_t value = digit.stride.divide(rest);
        if (value >= digit.extent)
            return false;
        rest = digit.stride.remainder(rest, value);
    }
    return true;
}

bool RadixGaps::digitsOf(int64_t p, int64_t* values) const noexcept
{
    int64_t rest = p;
    for (size_t k = 0; k < m_digits.size(); ++k) {
        const Digit& digit = m_digits[k];
        const int64_t value = digit.stride.divide(rest);
        if (value >= digit.extent)
            return false;
        if (k + 1 < m_digits.size())
            values[k] = value;
        rest = digit.stride.remainder(rest, value);
    }
    return true;
}

bool RadixGaps::gapWithin(int64_t first, int64_t last) const noexcept
{
    first = std::max<int64_t>(first, 0);
    last = std::min(last, m_blockSize[0]);
    return first < last && gapIn(0, first, last);
}

// [first, last) lies inside one block of `level` (offsets from its start).
bool RadixGaps::gapIn(size_t level, int64_t first, int64_t last) const noexcept
{
    if (level == m_digits.size())
        return false; // a block of one coordinate that passed every digit
    const Digit& d = m_digits[level];
    const int64_t stride = d.stride.divisor();
    if (last > d.extent * stride)
        return true; // reaches past the last digit's reach
    const int64_t i = d.stride.divide(first);
    const int64_t j = d.stride.divide(last - 1);
    if (j - i >= 2)
        return m_blockHasGap[level + 1]; // holds a whole sub-block
    if (i == j)
        return gapIn(level + 1, first - i * stride, last - i * stride);
    return gapIn(level + 1, first - i * stride, stride) || gapIn(level + 1, 0, last - j * stride);
}

int64_t RadixGaps::firstData(int64_t first, int64_t last) const noexcept
{
    first = std::max<int64_t>(first, 0);
    last = std::min(last, m_blockSize[0]);
    if (first >= last)
        return -1;
    const int64_t p = firstDataIn(0, first);
    return p >= 0 && p < last ? p : -1;
}

// The first data coordinate at or after `first` inside one block of `level` (offsets from its start), or -1.
int64_t RadixGaps::firstDataIn(size_t level, int64_t first) const noexcept
{
    if (level == m_digits.size())
        return first == 0 ? 0 : -1;
    const Digit& d = m_digits[level];
    const int64_t stride = d.stride.divisor();
    const int64_t i = d.stride.divide(first);
    if (i >= d.extent)
        return -1;
    const int64_t inside = firstDataIn(level + 1, first - i * stride);
    if (inside >= 0)
        return i * stride + inside;
    // The next sub-block starts with data: every digit of its first coordinate is 0.
    return i + 1 < d.extent ? (i + 1) * stride : -1;
}

} // namespace tle
