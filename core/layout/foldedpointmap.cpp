// SPDX-License-Identifier: MIT
#include "layout/foldedpointmap.h"

#include "util/error.h"

#include <bit>

#include <fmt/format.h>

namespace tle {

namespace {

// table[p] = chain.evaluate(p) for p in [0, count), counting the digits up like an odometer instead of dividing for
// each entry: a transfer plan builds mappers for one walk, where filling the tables took longer than the walk.
void fillTable(const DigitChain& chain, int64_t* table, int64_t count)
{
    const int64_t outer = chain.outer.divisor();
    const int64_t middle = chain.middle.divisor();
    const int64_t inner = chain.inner.divisor();
    int64_t a = 0, ra = 0, b = 0, rb = 0, c = 0, rest = 0;
    for (int64_t p = 0; p < count; ++p) {
        table[p] = a * chain.outerWeight + b * chain.middleWeight + c * chain.innerWeight + rest * chain.restWeight;
        if (++ra == outer) {
            ++a;
            ra = b = rb = c = rest = 0;
        } else if (++rb == middle) {
            ++b;
            rb = c = rest = 0;
        } else if (++rest == inner) {
            ++c;
            rest = 0;
        }
    }
}

// The coordinates one entry of a chain's table covers: its inner digit when that is a power of two dividing the
// outer and middle digits, so that every block of it keeps the other digits and only the rest counts up.
int64_t blockOf(const DigitChain& chain)
{
    const int64_t inner = chain.inner.divisor();
    if (inner <= 1 || !std::has_single_bit(uint64_t(inner)) || chain.outer.divisor() % inner != 0
        || chain.middle.divisor() % inner != 0)
        return 1;
    return inner;
}

} // namespace

FoldedPointMap::FoldedPointMap(const CompiledAffineMap& map, const Shape& logicalShape, std::span<const int64_t> extent,
    std::span<const DigitChain> chains, Tables tables)
    : m_map(map)
    , m_rank(extent.size())
{
    if (m_rank > kMaxRank || chains.size() != m_rank)
        throw Error(fmt::format("grid: rank {} is above the supported {}", m_rank, kMaxRank));
    for (size_t i = 0; i < m_rank; ++i)
        m_chains[i] = chains[i];

    // Where each physical coordinate comes from.
    if (map.isLinear() && map.numResults() == m_rank) {
        bool direct = true;
        for (size_t r = 0; r < m_rank; ++r) {
            const LinearForm& form = map.linear(r);
            m_constant[r] = form.constant;
            int sources = 0;
            for (size_t d = 0; d < form.coefficients.size(); ++d) {
                // A dim of extent 1 is always 0 and contributes nothing.
                if (form.coefficients[d] == 0 || logicalShape[d] == 1)
                    continue;
                m_terms.push_back({ uint32_t(d), uint32_t(r), form.coefficients[d] });
                m_from[r] = uint32_t(d);
                ++sources;
            }
            direct = direct && form.constant == 0 && sources == 1 && m_terms.back().coefficient == 1;
        }
        m_source = direct ? Source::Direct : Source::Linear;
    }

    // Tables for the short dims, filled by the same arithmetic the long dims use.
    int64_t entries[kMaxRank] {};
    size_t tableSize = 0;
    for (size_t i = 0; i < m_rank; ++i) {
        const int64_t block = tables == Tables::Blocks ? blockOf(m_chains[i]) : 1;
        const int64_t count = (std::max<int64_t>(extent[i], 0) + block - 1) / block;
        if (count > kMaxTableExtent)
            continue;
        entries[i] = count;
        m_blockShift[i] = std::countr_zero(uint64_t(block));
        m_blockMask[i] = block - 1;
        tableSize += size_t(count);
    }
    m_tables = std::make_unique_for_overwrite<int64_t[]>(tableSize);
    size_t at = 0;
    for (size_t i = 0; i < m_rank; ++i) {
        if (extent[i] > 0 && entries[i] == 0)
            continue;
        int64_t* table = m_tables.get() + at;
        if (m_blockShift[i] == 0) {
            fillTable(m_chains[i], table, entries[i]);
        } else {
            for (int64_t k = 0; k < entries[i]; ++k)
                table[k] = m_chains[i].evaluate(k << m_blockShift[i]);
        }
        m_table[i] = table;
        at += size_t(entries[i]);
    }
    const bool two = m_rank == 2 && m_source == Source::Direct && m_table[0] && m_table[1];
    m_twoTables = two && m_blockShift[0] == 0 && m_blockShift[1] == 0;
    m_twoBlocks = two && !m_twoTables;
    m_twoLinear = m_rank == 2 && m_source == Source::Linear && m_table[0] && m_table[1];
}

int64_t FoldedPointMap::foldPhysical(const int64_t* physical) const noexcept
{
    int64_t folded = 0;
    for (size_t i = 0; i < m_rank; ++i)
        folded += m_table[i] ? fromTable(i, physical[i]) : m_chains[i].evaluate(physical[i]);
    return folded;
}

int64_t FoldedPointMap::foldGeneral(const int64_t* index) const noexcept
{
    int64_t p[kMaxRank];
    switch (m_source) {
    case Source::Direct:
        for (size_t i = 0; i < m_rank; ++i)
            p[i] = index[m_from[i]];
        break;
    case Source::Linear:
        for (size_t i = 0; i < m_rank; ++i)
            p[i] = m_constant[i];
        for (const Term& t : m_terms)
            p[t.physical] += t.coefficient * index[t.logical];
        break;
    case Source::Compiled:
        m_map.evaluate(index, p);
        break;
    }
    return foldPhysical(p);
}

} // namespace tle
