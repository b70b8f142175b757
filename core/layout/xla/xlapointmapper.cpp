// SPDX-License-Identifier: MIT
#include "layout/xla/xlapointmapper.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace tle {

namespace {

// One dim of a tiled shape as a digit of a first-level coordinate: (coordinate / low) % (high / low), with
// high = 0 for the top digit, which is unbounded.
struct Digit
{
    size_t source = 0;
    int64_t low = 1;
    int64_t high = 0;

    bool empty() const { return high != 0 && high == low; }
};

// A first-level coordinate: consecutive physical dims merged row-major.
struct Source
{
    size_t firstPhysical = 0;
    size_t physicalCount = 1;
    int64_t extent = 1;
};

// What the folded form needs, or nullopt when some level has none.
struct Derivation
{
    std::vector<Source> sources;
    std::vector<DigitChain> chains;
    std::vector<Digit> dims; // the final tiled shape's dims
};

// Splits `digit` by a tile dim into its count and within digits; false without an exact mixed-radix split.
bool split(const Digit& digit, int64_t t, Digit& count, Digit& within)
{
    int64_t lowT = 0;
    if (__builtin_mul_overflow(digit.low, t, &lowT))
        return false;
    if (digit.high == 0) {
        count = { digit.source, lowT, 0 };
        within = { digit.source, digit.low, lowT };
        return true;
    }
    const int64_t m = digit.high / digit.low;
    if (m % t == 0) {
        count = { digit.source, lowT, digit.high };
        within = { digit.source, digit.low, lowT };
        return true;
    }
    if (t % m == 0) { // the tile covers the whole digit: the count is always 0
        count = { digit.source, digit.high, digit.high };
        within = digit;
        return true;
    }
    return false;
}

// The first level's coordinates (the untiled dims, then the dims each tile dim merges) and the digits the first
// tile splits them into; false where a split is not an exact mixed-radix one.
bool deriveFirstLevel(const XlaLayout& layout, std::vector<Source>& sources, std::vector<Digit>& dims)
{
    const auto& levels = layout.levels();
    const Shape& physical = layout.physicalShape();
    if (levels.empty()) {
        for (size_t i = 0; i < physical.size(); ++i) {
            sources.push_back({ i, 1, physical[i] });
            dims.push_back({ i, 1, 0 });
        }
        return true;
    }
    const XlaTilingLevel& first = levels.front();
    for (size_t i = 0; i < first.untiledDims; ++i) {
        sources.push_back({ i, 1, physical[i] });
        dims.push_back({ sources.size() - 1, 1, 0 });
    }
    std::vector<Digit> counts;
    std::vector<Digit> withins;
    size_t start = first.untiledDims;
    for (size_t j = 0; j < first.tile.dims.size(); ++j) {
        const int64_t t = first.tile.dims[j];
        if (t == XlaTile::kCombineDimension)
            continue;
        const size_t at = first.untiledDims + j;
        sources.push_back({ start, at + 1 - start, first.combinedShape[first.untiledDims + counts.size()] });
        start = at + 1;
        Digit count, within;
        if (!split({ sources.size() - 1, 1, 0 }, t, count, within))
            return false;
        counts.push_back(count);
        withins.push_back(within);
    }
    dims.insert(dims.end(), counts.begin(), counts.end());
    dims.insert(dims.end(), withins.begin(), withins.end());
    return true;
}

// The digits after a later level splits `dims` again; nullopt where the result has no mixed-radix form.
std::optional<std::vector<Digit>> splitLaterLevel(const XlaTilingLevel& level, const std::vector<Digit>& dims)
{
    if (level.inputShape.size() != dims.size())
        return std::nullopt;
    std::vector<Digit> next(dims.begin(), dims.begin() + std::ptrdiff_t(level.untiledDims));
    std::vector<Digit> counts;
    std::vector<Digit> withins;
    bool merging = false;
    for (size_t j = 0; j < level.tile.dims.size(); ++j) {
        const Digit& digit = dims[level.untiledDims + j];
        if (level.tile.dims[j] == XlaTile::kCombineDimension) {
            // Merging digits: only a digit that is always 0 merges away.
            merging = merging || level.inputShape[level.untiledDims + j] != 1;
            continue;
        }
        if (merging)
            return std::nullopt;
        Digit count, within;
        if (!split(digit, level.tile.dims[j], count, within))
            return std::nullopt;
        counts.push_back(count);
        withins.push_back(within);
    }
    next.insert(next.end(), counts.begin(), counts.end());
    next.insert(next.end(), withins.begin(), withins.end());
    return next;
}

// Source `s`'s digits, most significant first, as one digit chain; nullopt unless they are at most four and
// cover the source exactly.
std::optional<DigitChain> chainOf(size_t s, const std::vector<Digit>& dims, const Shape& strides)
{
    struct Weighted
    {
        int64_t low, high, weight;
    };
    std::vector<Weighted> digits;
    for (size_t d = 0; d < dims.size(); ++d) {
        if (dims[d].source == s && !dims[d].empty())
            digits.push_back({ dims[d].low, dims[d].high, strides[d] });
    }
    std::ranges::sort(digits, [](const Weighted& a, const Weighted& b) { return a.low > b.low; });
    if (digits.empty() || digits.size() > 4 || digits.front().high != 0 || digits.back().low != 1)
        return std::nullopt;
    for (size_t k = 1; k < digits.size(); ++k) {
        if (digits[k].high != digits[k - 1].low)
            return std::nullopt;
    }
    DigitChain chain;
    if (digits.size() == 1) {
        chain.outerWeight = digits[0].weight;
        return chain;
    }
    // Divisors for all digits but the last, which is the rest; unused divisors repeat the last one with
    // weight 0 (the remainder below them is always smaller).
    FastDivisor* divisors[] = { &chain.outer, &chain.middle, &chain.inner };
    int64_t* weights[] = { &chain.outerWeight, &chain.middleWeight, &chain.innerWeight };
    for (size_t k = 0; k < 3; ++k) {
        const size_t from = std::min(k, digits.size() - 2);
        *divisors[k] = FastDivisor(digits[from].low);
        *weights[k] = k + 1 < digits.size() ? digits[k].weight : 0;
    }
    chain.restWeight = digits.back().weight;
    return chain;
}

// The first level's coordinates and the digits of the final tiled shape, level by level.
std::optional<Derivation> derive(const XlaLayout& layout)
{
    Derivation out;
    std::vector<Digit> dims;
    if (!deriveFirstLevel(layout, out.sources, dims))
        return std::nullopt;
    const auto& levels = layout.levels();
    for (size_t l = 1; l < levels.size(); ++l) {
        std::optional<std::vector<Digit>> next = splitLaterLevel(levels[l], dims);
        if (!next)
            return std::nullopt;
        dims = std::move(*next);
    }
    const Shape& tiled = layout.tiledShape();
    if (dims.size() != tiled.size())
        return std::nullopt;
    out.dims = dims;
    const Shape strides = rowMajorStrides(tiled);
    for (size_t s = 0; s < out.sources.size(); ++s) {
        std::optional<DigitChain> chain = chainOf(s, dims, strides);
        if (!chain)
            return std::nullopt;
        out.chains.push_back(*chain);
    }
    return out;
}

// The logical-to-first-level map: each source a row-major sum of its physical dims.
AffineMap sourceMap(const XlaLayout& layout, const std::vector<Source>& sources)
{
    const size_t rank = layout.rank();
    const auto& minorToMajor = layout.spec().minorToMajor;
    const Shape& physical = layout.physicalShape();
    std::vector<AffineExpr> results;
    for (const Source& source : sources) {
        AffineExpr sum = AffineExpr::constant(0);
        int64_t scale = 1;
        for (size_t i = source.firstPhysical + source.physicalCount; i-- > source.firstPhysical;) {
            const auto logical = unsigned(minorToMajor[rank - 1 - i]);
            sum = sum + AffineExpr::dim(logical) * AffineExpr::constant(scale);
            scale *= physical[i];
        }
        results.push_back(sum);
    }
    return AffineMap::get(unsigned(rank), 0, std::move(results));
}

} // namespace

XlaPointMapper::XlaPointMapper(const XlaLayout& layout)
    : m_layout(layout)
{
    std::optional<Derivation> derivation = derive(layout);
    if (!derivation || derivation->sources.size() > FoldedPointMap::kMaxRank)
        return;
    // A coordinate of extent 1 is always 0 and adds nothing: leaving it out lets a rank-2 tensor padded with unit
    // dims take the two-table path. The inverse reads each tiled dim as a digit of its source (kept[source]).
    std::vector<Source> sources;
    std::vector<DigitChain> chains;
    Shape extent;
    std::vector<int32_t> kept(derivation->sources.size(), -1);
    const size_t rank = layout.rank();
    for (size_t s = 0; s < derivation->sources.size(); ++s) {
        const Source& source = derivation->sources[s];
        if (source.extent == 1)
            continue;
        kept[s] = int32_t(sources.size());
        sources.push_back(source);
        chains.push_back(derivation->chains[s]);
        extent.push_back(source.extent);
        SourceDims dims { source.extent, {}, {} };
        for (size_t i = source.firstPhysical; i < source.firstPhysical + source.physicalCount; ++i) {
            dims.sizes.push_back(layout.physicalShape()[i]);
            dims.logical.push_back(uint32_t(layout.spec().minorToMajor[rank - 1 - i]));
        }
        m_sourceDims.push_back(std::move(dims));
    }
    m_sources = std::make_unique<CompiledAffineMap>(sourceMap(layout, sources));
    m_fold.emplace(*m_sources, layout.logicalShape(), extent, chains);

    // Dims of extent 1 always read 0 and are left out.
    const Shape& tiled = layout.tiledShape();
    for (size_t d = 0; d < tiled.size(); ++d) {
        if (tiled[d] == 1)
            continue;
        const Digit& digit = derivation->dims[d];
        const int shift = std::has_single_bit(uint64_t(tiled[d])) ? std::countr_zero(uint64_t(tiled[d])) : -1;
        m_digits.push_back({ FastDivisor(std::max<int64_t>(tiled[d], 1)), shift,
            digit.empty() ? -1 : kept[digit.source], digit.low, digit.high == 0 ? 0 : digit.high / digit.low });
    }
}

bool XlaPointMapper::unmap(int64_t linear, int64_t* index) const
{
    if (!m_fold) {
        const std::optional<Shape> logical = m_layout.unlinearize(linear);
        if (logical)
            std::copy(logical->begin(), logical->end(), index);
        return logical.has_value();
    }
    int64_t value[FoldedPointMap::kMaxRank] {};
    for (size_t d = m_digits.size(); d-- > 0;) {
        const TiledDigit& digit = m_digits[d];
        int64_t v;
        if (digit.shift >= 0) {
            v = linear & ((int64_t(1) << digit.shift) - 1);
            linear >>= digit.shift;
        } else {
            const int64_t rest = digit.extent.divide(linear);
            v = digit.extent.remainder(linear, rest);
            linear = rest;
        }
        if (digit.bound != 0 && v >= digit.bound)
            return false; // a tile larger than the digit it splits
        if (digit.source >= 0)
            value[digit.source] += v * digit.low;
        else if (v != 0)
            return false;
    }
    for (size_t r = 0; r < m_layout.rank(); ++r)
        index[r] = 0;
    for (size_t s = 0; s < m_sourceDims.size(); ++s) {
        const SourceDims& source = m_sourceDims[s];
        int64_t y = value[s];
        if (y >= source.extent)
            return false; // rounded up to whole tiles
        if (source.sizes.size() == 1) {
            index[source.logical[0]] = y;
            continue;
        }
        for (size_t i = source.sizes.size(); i-- > 0;) {
            index[source.logical[i]] = y % source.sizes[i];
            y /= source.sizes[i];
        }
    }
    return true;
}

} // namespace tle
