// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/affineexpr.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// An MLIR affine map `(d0, d1)[s0] -> (expr, ...)`: numDims dims, numSymbols symbols and a list of results.
class AffineMap
{
public:
    // The empty map `() -> ()`.
    AffineMap() = default;

    // Throws tle::Error when a result uses a dim or symbol position outside the declared counts.
    static AffineMap get(unsigned numDims, unsigned numSymbols, std::vector<AffineExpr> results);
    // (d0, ..., dn-1) -> (d0, ..., dn-1)
    static AffineMap multiDimIdentity(unsigned n);

    // Canonical MLIR spelling: `(d0, d1) -> (d0 * 64 + d1)`, `(d0)[s0] -> (d0 + s0)`, `() -> ()`.
    std::string toString() const;

    unsigned numDims() const { return m_numDims; }
    unsigned numSymbols() const { return m_numSymbols; }
    size_t numResults() const { return m_results.size(); }
    const std::vector<AffineExpr>& results() const { return m_results; }
    const AffineExpr& result(size_t index) const;

    // As MLIR: as many results as dims and result i is di.
    bool isIdentity() const;

    // Checked evaluation; the span sizes must match numDims, numResults and numSymbols (tle::Error otherwise).
    void evaluate(std::span<const int64_t> dims, std::span<int64_t> out, std::span<const int64_t> symbols = {}) const;
    std::vector<int64_t> evaluate(std::span<const int64_t> dims) const;

    bool operator==(const AffineMap& other) const = default;

private:
    unsigned m_numDims = 0;
    unsigned m_numSymbols = 0;
    std::vector<AffineExpr> m_results;
};

} // namespace tle
