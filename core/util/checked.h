// SPDX-License-Identifier: MIT
#pragma once

#include "util/error.h"

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string_view>

#include <fmt/format.h>

namespace tle {

// Checked 64-bit arithmetic: overflow is an input error, never a wrong number.
inline int64_t checkedAdd(int64_t a, int64_t b, std::string_view what = "value")
{
    int64_t r = 0;
    if (__builtin_add_overflow(a, b, &r))
        throw Error(fmt::format("{} overflows 64 bits ({} + {})", what, a, b));
    return r;
}

inline int64_t checkedSub(int64_t a, int64_t b, std::string_view what = "value")
{
    int64_t r = 0;
    if (__builtin_sub_overflow(a, b, &r))
        throw Error(fmt::format("{} overflows 64 bits ({} - {})", what, a, b));
    return r;
}

inline int64_t checkedMul(int64_t a, int64_t b, std::string_view what = "value")
{
    int64_t r = 0;
    if (__builtin_mul_overflow(a, b, &r))
        throw Error(fmt::format("{} overflows 64 bits ({} * {})", what, a, b));
    return r;
}

// Saturating 64-bit arithmetic, for sums of measured values a hostile file may push past the range: the result
// sticks at the nearest end instead of wrapping.
inline int64_t saturatingAdd(int64_t a, int64_t b)
{
    int64_t r = 0;
    return __builtin_add_overflow(a, b, &r) ? (b > 0 ? INT64_MAX : INT64_MIN) : r;
}

inline int64_t saturatingSub(int64_t a, int64_t b)
{
    int64_t r = 0;
    return __builtin_sub_overflow(a, b, &r) ? (b < 0 ? INT64_MAX : INT64_MIN) : r;
}

// The product of `factors`, sticking at INT64_MAX past the range (for counts from a file's non-negative dims).
inline int64_t saturatingProduct(std::initializer_list<int64_t> factors)
{
    int64_t r = 1;
    for (const int64_t f : factors) {
        if (__builtin_mul_overflow(r, f, &r))
            return INT64_MAX;
    }
    return r;
}

// A zero divisor is an error, never a crash, whatever input reached it.
[[noreturn]] inline void divisionByZero()
{
    throw Error("division by zero (an extent of 0 where a positive one is needed)");
}

// Floor division and modulo with a positive-remainder convention, as MLIR's affine floordiv/mod.
inline int64_t floorDiv(int64_t a, int64_t b)
{
    if (b == 0) [[unlikely]]
        divisionByZero();
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}

inline int64_t ceilDiv(int64_t a, int64_t b)
{
    if (b == 0) [[unlikely]]
        divisionByZero();
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) == (b < 0)))
        ++q;
    return q;
}

inline int64_t floorMod(int64_t a, int64_t b)
{
    if (b == 0) [[unlikely]]
        divisionByZero();
    int64_t r = a % b;
    if (r != 0 && ((r < 0) != (b < 0)))
        r += b;
    return r;
}

// Rounds a up to a multiple of b (b > 0), checked.
inline int64_t alignUp(int64_t a, int64_t b, std::string_view what = "value")
{
    if (b <= 0)
        throw Error(fmt::format("{}: alignment must be positive, got {}", what, b));
    return checkedMul(ceilDiv(a, b), b, what);
}

inline int64_t checkedProduct(std::span<const int64_t> dims, std::string_view what = "volume")
{
    int64_t r = 1;
    for (int64_t d : dims)
        r = checkedMul(r, d, what);
    return r;
}

} // namespace tle
