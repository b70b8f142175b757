// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace tle {

// Why an allocated slot holds no tensor data.
//  Grid: the grid does not divide the collapsed shape (ceilDiv leaves the last shards partly empty).
//  Tile: a shard is padded up to whole tiles.
//  Stride: a bumped stride in an explicit linear map leaves gaps between collapsed rows.
//  Alignment: dim_alignments round a dim or a partial product up (current metal form, TTNN).
//  Page: a page is larger than the data it holds (TTNN).
enum class PaddingCause
{
    None,
    Grid,
    Tile,
    Stride,
    Alignment,
    Page,
};

inline constexpr int kPaddingCauseCount = 6;

std::string_view toString(PaddingCause cause);

// Element counts of padding by cause.
class PaddingCounts
{
public:
    int64_t operator[](PaddingCause cause) const { return m_counts[size_t(cause)]; }
    int64_t& operator[](PaddingCause cause) { return m_counts[size_t(cause)]; }
    int64_t total() const
    {
        int64_t sum = 0;
        for (size_t i = 1; i < m_counts.size(); ++i)
            sum += m_counts[i];
        return sum;
    }

private:
    std::array<int64_t, kPaddingCauseCount> m_counts {};
};

} // namespace tle
