// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/compiledaffinemap.h"
#include "layout/shape.h"
#include "util/fastdivisor.h"

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace tle {

// How one physical coordinate splits into up to three nested digits and a rest (a shard, a tile or page, a face,
// the cell inside), each with its weight in a folded slot number such as core * elements-per-shard + offset.
struct DigitChain
{
    FastDivisor outer;
    FastDivisor middle;
    FastDivisor inner;
    int64_t outerWeight = 0;
    int64_t middleWeight = 0;
    int64_t innerWeight = 0;
    int64_t restWeight = 0;

    int64_t evaluate(int64_t p) const noexcept
    {
        const int64_t a = outer.divide(p);
        const int64_t ra = outer.remainder(p, a);
        const int64_t b = middle.divide(ra);
        const int64_t rb = middle.remainder(ra, b);
        const int64_t c = inner.divide(rb);
        return a * outerWeight + b * middleWeight + c * innerWeight + inner.remainder(rb, c) * restWeight;
    }
};

// A map from logical indices to a folded slot number that is a sum of one contribution per physical dim: the
// point mappers' common part. Each physical coordinate comes from one logical dim (a collapse), a sum of scaled
// dims or the compiled map; each dim's contribution is a table when the dim is short, else its digit chain. A
// rank-2 map whose coordinates each copy one logical dim then costs two table loads and an add.
class FoldedPointMap
{
public:
    static constexpr int64_t kMaxTableExtent = int64_t(1) << 17;
    static constexpr size_t kMaxRank = 16;

    // Full: an entry per coordinate, for callers that map every element. Blocks: where a chain's inner digit is a
    // power of two that divides its other digits, an entry per block of that many coordinates plus the rest times
    // its weight, exact by construction: for callers that map a few points of a large tensor (a transfer walk
    // visits tile origins), filling a full table took longer than the walk and its pages cost more than both.
    enum class Tables
    {
        Full,
        Blocks,
    };

    // extent: the coordinates each physical dim takes; chains: how each splits. Throws tle::Error past kMaxRank.
    FoldedPointMap(const CompiledAffineMap& map, const Shape& logicalShape, std::span<const int64_t> extent,
        std::span<const DigitChain> chains, Tables tables = Tables::Full);
    // The tables are addressed by pointer: moving keeps them, copying would not.
    FoldedPointMap(const FoldedPointMap&) = delete;
    FoldedPointMap& operator=(const FoldedPointMap&) = delete;
    FoldedPointMap(FoldedPointMap&&) = default;

    int64_t fold(const int64_t* index) const noexcept
    {
        if (m_twoTables)
            return m_table[0][index[m_from[0]]] + m_table[1][index[m_from[1]]];
        if (m_twoBlocks)
            return fromTable(0, index[m_from[0]]) + fromTable(1, index[m_from[1]]);
        if (m_twoLinear) {
            int64_t p[2] = { m_constant[0], m_constant[1] };
            for (const Term& t : m_terms)
                p[t.physical] += t.coefficient * index[t.logical];
            return fromTable(0, p[0]) + fromTable(1, p[1]);
        }
        return foldGeneral(index);
    }
    // The folded number of a point of the physical space.
    int64_t foldPhysical(const int64_t* physical) const noexcept;

    // Whether fold() is two full table loads and an add: the rank-2 map copies one logical dim into each coordinate
    // and both coordinates are short (never with Tables::Blocks). Then table(i)[index[from(i)]] is coordinate i's
    // contribution.
    bool twoTables() const { return m_twoTables; }
    const int64_t* table(size_t i) const { return m_table[i]; }
    uint32_t from(size_t i) const { return m_from[i]; }

private:
    enum class Source
    {
        Direct, // each physical coordinate is one logical dim
        Linear, // sums of scaled logical dims
        Compiled, // anything else: the compiled map
    };
    struct Term
    {
        uint32_t logical = 0;
        uint32_t physical = 0;
        int64_t coefficient = 0;
    };

    int64_t foldGeneral(const int64_t* index) const noexcept;
    // Coordinate p's contribution through dim i's table: full tables have no block bits (shift and mask 0).
    int64_t fromTable(size_t i, int64_t p) const noexcept
    {
        return m_table[i][p >> m_blockShift[i]] + (p & m_blockMask[i]) * m_chains[i].restWeight;
    }

    const CompiledAffineMap& m_map;
    size_t m_rank = 0;
    Source m_source = Source::Compiled;
    bool m_twoTables = false;
    bool m_twoBlocks = false;
    bool m_twoLinear = false; // rank 2, sums of scaled dims, both coordinates through tables (a collapse of N dims)
    DigitChain m_chains[kMaxRank];
    const int64_t* m_table[kMaxRank] {};
    int m_blockShift[kMaxRank] {};
    int64_t m_blockMask[kMaxRank] {};
    uint32_t m_from[kMaxRank] {};
    int64_t m_constant[kMaxRank] {};
    std::vector<Term> m_terms;
    std::unique_ptr<int64_t[]> m_tables; // every entry written by fillTable: not zeroed first
};

} // namespace tle
