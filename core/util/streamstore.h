// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#define TLE_STREAM_SSE2 1
#endif

// Store loops for bulk fills, inline because their callers run them on runs as short as one face row.
namespace tle::streamstore {

// Arrays at least this large are written with non-temporal stores: they do not fit the caches, and streaming
// them past the caches saves the read of every line before it is written.
inline constexpr int64_t kStreamingBytes = int64_t(4) << 20;

namespace detail {

// Runs `scalar` on the elements before the first 16-byte boundary of dst, `vector` on groups of four from there,
// `scalar` on the rest. Without SSE2 every element goes through `scalar`.
template <class Scalar, class Vector>
inline void sweep(int32_t* dst, int64_t n, bool streaming, Scalar scalar, Vector vector)
{
    int64_t i = 0;
#if TLE_STREAM_SSE2
    if (streaming) {
        while (i < n && (reinterpret_cast<uintptr_t>(dst + i) & 15) != 0) {
            scalar(i);
            ++i;
        }
        for (; i + 8 <= n; i += 8) {
            _mm_stream_si128(reinterpret_cast<__m128i*>(dst + i), vector(i));
            _mm_stream_si128(reinterpret_cast<__m128i*>(dst + i + 4), vector(i + 4));
        }
        if (i + 4 <= n) {
            _mm_stream_si128(reinterpret_cast<__m128i*>(dst + i), vector(i));
            i += 4;
        }
    } else {
        for (; i + 4 <= n; i += 4)
            _mm_storeu_si128(reinterpret_cast<__m128i*>(dst + i), vector(i));
    }
#else
    (void)streaming;
    (void)vector;
#endif
    for (; i < n; ++i)
        scalar(i);
}

} // namespace detail

// dst[i] = src[i] + add, for i < n.
inline void addTable(int32_t* dst, const int32_t* src, int64_t n, int32_t add, bool streaming) noexcept
{
#if TLE_STREAM_SSE2
    const __m128i a = _mm_set1_epi32(add);
    auto vector
        = [&](int64_t i) { return _mm_add_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i)), a); };
#else
    auto vector = [](int64_t) { return 0; };
#endif
    detail::sweep(
        dst, n, streaming, [&](int64_t i) { dst[i] = src[i] + add; }, vector);
}

// dst[i] = (src[i] + add) | mask[i], for i < n: a mask of -1 marks a slot that holds -1 whatever `add` is.
inline void addTableMasked(
    int32_t* dst, const int32_t* src, const int32_t* mask, int64_t n, int32_t add, bool streaming) noexcept
{
#if TLE_STREAM_SSE2
    const __m128i a = _mm_set1_epi32(add);
    auto vector = [&](int64_t i) {
        const __m128i sum = _mm_add_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i)), a);
        return _mm_or_si128(sum, _mm_loadu_si128(reinterpret_cast<const __m128i*>(mask + i)));
    };
#else
    auto vector = [](int64_t) { return 0; };
#endif
    detail::sweep(
        dst, n, streaming, [&](int64_t i) { dst[i] = (src[i] + add) | mask[i]; }, vector);
}

// dst[i] = value, for i < n.
inline void fill(int32_t* dst, int64_t n, int32_t value, bool streaming) noexcept
{
#if TLE_STREAM_SSE2
    const __m128i v = _mm_set1_epi32(value);
    auto vector = [&](int64_t) { return v; };
#else
    auto vector = [](int64_t) { return 0; };
#endif
    detail::sweep(
        dst, n, streaming, [&](int64_t i) { dst[i] = value; }, vector);
}

namespace detail {

#if TLE_STREAM_SSE2
// maskedRows for a width of 4 * Vectors, the columns held in registers for all the rows.
template <int Vectors, bool Streaming>
inline void maskedRowsFixed(
    int32_t* dst, const int64_t* start, int64_t rows, const int32_t* column, const int32_t* mask) noexcept
{
    __m128i c[Vectors];
    __m128i m[Vectors];
    bool masked = false;
    for (int k = 0; k < Vectors; ++k) {
        c[k] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(column + 4 * k));
        m[k] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(mask + 4 * k));
        masked = masked || _mm_movemask_epi8(_mm_cmpeq_epi32(m[k], _mm_setzero_si128())) != 0xffff;
    }
    const auto store = [](__m128i* out, __m128i v) {
        if constexpr (Streaming)
            _mm_stream_si128(out, v);
        else
            _mm_store_si128(out, v);
    };
    const __m128i padding = _mm_set1_epi32(-1);
    for (int64_t r = 0; r < rows; ++r, dst += 4 * Vectors) {
        auto* out = reinterpret_cast<__m128i*>(dst);
        if (start[r] < 0) {
            for (int k = 0; k < Vectors; ++k)
                store(out + k, padding);
            continue;
        }
        const __m128i s = _mm_set1_epi32(int32_t(start[r]));
        for (int k = 0; k < Vectors; ++k) {
            const __m128i v = _mm_add_epi32(c[k], s);
            store(out + k, masked ? _mm_or_si128(v, m[k]) : v);
        }
    }
}
#endif

} // namespace detail

// `rows` consecutive rows of `width` slots: row r holds (column[i] + start[r]) | mask[i], or -1 throughout where
// start[r] < 0 (a face of a tile, its columns' values and masks shared by all its rows).
inline void maskedRows(int32_t* dst, const int64_t* start, int64_t rows, const int32_t* column, const int32_t* mask,
    int64_t width, bool streaming) noexcept
{
#if TLE_STREAM_SSE2
    // Face and tile widths of 16 and 32 get loops the compiler unrolls; the rows must start on a vector boundary.
    if ((reinterpret_cast<uintptr_t>(dst) & 15) == 0 && (width == 16 || width == 32)) {
        if (width == 16)
            streaming ? detail::maskedRowsFixed<4, true>(dst, start, rows, column, mask)
                      : detail::maskedRowsFixed<4, false>(dst, start, rows, column, mask);
        else
            streaming ? detail::maskedRowsFixed<8, true>(dst, start, rows, column, mask)
                      : detail::maskedRowsFixed<8, false>(dst, start, rows, column, mask);
        return;
    }
#endif
    for (int64_t r = 0; r < rows; ++r, dst += width) {
        if (start[r] < 0)
            fill(dst, width, -1, streaming);
        else
            addTableMasked(dst, column, mask, width, int32_t(start[r]), streaming);
    }
}

// Orders the non-temporal stores before the stores that follow (call once after a streaming fill).
inline void fence() noexcept
{
#if TLE_STREAM_SSE2
    _mm_sfence();
#endif
}

} // namespace tle::streamstore
