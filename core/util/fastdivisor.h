// SPDX-License-Identifier: MIT
#pragma once

#include <bit>
#include <cstdint>

namespace tle {

// Division and remainder by a run-time constant without a divide instruction: a multiply by a precomputed
// reciprocal, a subtract and two shifts (Granlund and Montgomery's round-up method for unsigned 64-bit
// numerators). The same formula covers powers of two (the multiplier degenerates to 1), so there is no
// branch on the divisor. Exact for every numerator in [0, 2^63) and divisor in [1, 2^63).
class FastDivisor
{
public:
    FastDivisor() = default;
    explicit constexpr FastDivisor(int64_t divisor)
        : m_divisor(uint64_t(divisor))
    {
        const uint64_t d = m_divisor;
        const int l = d <= 1 ? 0 : 64 - std::countl_zero(d - 1); // ceil(log2 d)
        // 2^64 * (2^l - d) / d + 1; 2^l - d < d, so the quotient fits 64 bits.
        const unsigned __int128 excess = l == 64 ? 0 : (unsigned __int128)((uint64_t(1) << l) - d);
        m_multiplier = uint64_t((excess << 64) / d) + 1;
        m_shift1 = l > 0 ? 1 : 0;
        m_shift2 = l > 0 ? l - 1 : 0;
    }

    constexpr int64_t divisor() const { return int64_t(m_divisor); }

    constexpr int64_t divide(int64_t numerator) const
    {
        const uint64_t n = uint64_t(numerator);
        const uint64_t t = uint64_t(((unsigned __int128)m_multiplier * n) >> 64);
        return int64_t((t + ((n - t) >> m_shift1)) >> m_shift2);
    }
    constexpr int64_t remainder(int64_t numerator, int64_t quotient) const
    {
        return numerator - quotient * int64_t(m_divisor);
    }

private:
    uint64_t m_divisor = 1;
    uint64_t m_multiplier = 1;
    int m_shift1 = 0;
    int m_shift2 = 0;
};

} // namespace tle
