// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/affineexpr.h"
#include "layout/affine/affinemap.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace tle {

// A symbol-free AffineMap prepared for evaluating millions of points.
//
// Results with a linear form become dense coefficient rows (a dot product per result); the others run a
// small postfix bytecode over int64 with a fixed-size stack (one code stream for all of them; division and
// modulo by a power of two become shifts and masks). evaluate() allocates nothing and never throws.
//
// The fast path does NOT check for overflow: sums and products wrap modulo 2^64, and a divisor <= 0 (only
// possible in semi-affine results such as `d0 floordiv d1`) yields 0. Callers validate the range they walk
// once with the checked AffineMap::evaluate (e.g. at the corners of the index space for linear maps); at every
// point where the checked evaluation succeeds, both give the same numbers.
class CompiledAffineMap
{
public:
    CompiledAffineMap() = default;
    // Throws tle::Error if the map has symbols.
    explicit CompiledAffineMap(const AffineMap& map);

    unsigned numDims() const { return m_numDims; }
    size_t numResults() const { return m_forms.size(); }

    // dims: numDims() values; out: numResults() values.
    void evaluate(const int64_t* dims, int64_t* out) const noexcept;

    // True when every result is linear (then evaluate() is a plain matrix-vector product).
    bool isLinear() const { return m_code.empty(); }
    bool isLinear(size_t result) const;
    // The linear form of a result, for callers that step through an index space incrementally.
    // Throws tle::Error if that result is not linear.
    const LinearForm& linear(size_t result) const;

    // One bytecode instruction; public only so that the compiler helpers can build it.
    struct Instr
    {
        uint32_t op = 0;
        uint32_t index = 0; // dim position, sparse-term table offset or output slot
        int64_t imm = 0; // constant operand, shift count, or the term count of a sparse linear push
    };

private:
    void runCode(const int64_t* dims, int64_t* out) const noexcept;

    unsigned m_numDims = 0;
    std::vector<std::optional<LinearForm>> m_forms;

    // Linear results: row k holds m_numDims coefficients for output m_linearSlots[k].
    std::vector<int64_t> m_rows;
    std::vector<int64_t> m_rowConstants;
    std::vector<uint32_t> m_linearSlots;

    // Non-linear results: each result's postfix code ends with a store to its output slot.
    std::vector<Instr> m_code;
    // Linear sub-expressions inside bytecode: (dim, coefficient) pairs, constant pushed separately.
    std::vector<std::pair<uint32_t, int64_t>> m_terms;
};

} // namespace tle
