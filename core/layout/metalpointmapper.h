// SPDX-License-Identifier: MIT
#pragma once

#include "layout/metallayout.h"
#include "util/fastdivisor.h"

#include <cstdint>
#include <vector>

namespace tle {

// Maps single logical elements to (core, shard offset) without allocating: for random access in bulk (hit
// testing, tooltips, sampled pictures of huge tensors). Indices must lie inside the logical shape.
//
// A slot's core and offset are sums of one contribution per physical dim (its shard, tile and face digits),
// so the mapper keeps them folded into one number, core * allocated-per-shard + offset, and precomputes each
// dim's contribution: as a table when the dim is short, else as divisions by reciprocal. A rank-2 layout
// whose physical dims each copy one logical dim (every collapse to two dims) then costs two table loads, an
// add and one division by a constant.
class MetalPointMapper
{
public:
    explicit MetalPointMapper(const MetalLayout& layout);
    // The tables are addressed by pointer: moving keeps them, copying would not.
    MetalPointMapper(const MetalPointMapper&) = delete;
    MetalPointMapper& operator=(const MetalPointMapper&) = delete;
    MetalPointMapper(MetalPointMapper&&) = default;

    struct Slot
    {
        int64_t core = 0; // row-major linear core index
        int64_t shardOffset = 0;
    };

    Slot map(const int64_t* index) const noexcept
    {
        if (m_twoTables)
            return split(m_table[0][index[m_from[0]]] + m_table[1][index[m_from[1]]]);
        return mapGeneral(index);
    }
    // The slot of a point of the collapsed space (inside the grid's extent).
    Slot mapPhysical(const int64_t* physical) const noexcept;

    // The longest physical dim that gets a table (a table holds one int64 per coordinate).
    static constexpr int64_t kMaxTableExtent = int64_t(1) << 17;
    static constexpr size_t kMaxRank = 16;

private:
    enum class Source
    {
        Direct, // each physical dim is one logical dim
        Linear, // sums of scaled logical dims
        Compiled, // anything else: the layout's compiled map
    };
    // How a physical coordinate splits into core, tile, face and in-face digits, each with its weight in the
    // folded slot number.
    struct Digits
    {
        FastDivisor shard;
        FastDivisor tile;
        FastDivisor face;
        int64_t coreWeight = 0;
        int64_t tileWeight = 0;
        int64_t faceWeight = 0;
        int64_t unitWeight = 0;
    };
    struct Term
    {
        uint32_t logical = 0;
        uint32_t physical = 0;
        int64_t coefficient = 0;
    };

    Slot mapGeneral(const int64_t* index) const noexcept;
    int64_t contribution(size_t dim, int64_t coordinate) const noexcept;
    static int64_t evaluate(const Digits& d, int64_t coordinate) noexcept;
    Slot split(int64_t folded) const noexcept
    {
        const int64_t core = m_perShard.divide(folded);
        return { core, m_perShard.remainder(folded, core) };
    }

    const MetalLayout& m_layout;
    size_t m_rank = 0;
    Source m_source = Source::Compiled;
    bool m_twoTables = false;
    FastDivisor m_perShard;
    Digits m_digits[kMaxRank];
    const int64_t* m_table[kMaxRank] {};
    uint32_t m_from[kMaxRank] {};
    int64_t m_constant[kMaxRank] {};
    std::vector<Term> m_terms;
    std::vector<int64_t> m_tables;
};

} // namespace tle
