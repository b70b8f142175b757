// SPDX-License-Identifier: MIT
#include "layout/affine/affinemap.h"

#include "util/error.h"
#include "util/excerpt.h"

#include <algorithm>
#include <cstdint>
#include <utility>

#include <fmt/format.h>

namespace tle {

namespace {

// Largest dim and symbol position used by an expression, plus one (0 when none).
void usedPositions(const AffineExpr& e, unsigned& dims, unsigned& symbols)
{
    switch (e.kind()) {
    case AffineExpr::Kind::Constant:
        return;
    case AffineExpr::Kind::Dim:
        dims = std::max(dims, e.position() + 1);
        return;
    case AffineExpr::Kind::Symbol:
        symbols = std::max(symbols, e.position() + 1);
        return;
    default:
        usedPositions(e.lhs(), dims, symbols);
        usedPositions(e.rhs(), dims, symbols);
    }
}

} // namespace

AffineMap AffineMap::get(unsigned numDims, unsigned numSymbols, std::vector<AffineExpr> results)
{
    for (size_t i = 0; i < results.size(); ++i) {
        unsigned dims = 0;
        unsigned symbols = 0;
        usedPositions(results[i], dims, symbols);
        if (dims > numDims)
            throw Error(
                fmt::format("affine map result {} uses d{} but the map has {} dimension(s)", i, dims - 1, numDims));
        if (symbols > numSymbols)
            throw Error(
                fmt::format("affine map result {} uses s{} but the map has {} symbol(s)", i, symbols - 1, numSymbols));
    }
    AffineMap map;
    map.m_numDims = numDims;
    map.m_numSymbols = numSymbols;
    map.m_results = std::move(results);
    return map;
}

AffineMap AffineMap::multiDimIdentity(unsigned n)
{
    std::vector<AffineExpr> results;
    results.reserve(n);
    for (unsigned i = 0; i < n; ++i)
        results.push_back(AffineExpr::dim(i));
    return get(n, 0, std::move(results));
}

std::string AffineMap::toString() const
{
    std::string out = "(";
    for (unsigned i = 0; i < m_numDims; ++i)
        fmt::format_to(std::back_inserter(out), "{}d{}", i ? ", " : "", i);
    out += ')';
    if (m_numSymbols > 0) {
        out += '[';
        for (unsigned i = 0; i < m_numSymbols; ++i)
            fmt::format_to(std::back_inserter(out), "{}s{}", i ? ", " : "", i);
        out += ']';
    }
    out += " -> (";
    for (size_t i = 0; i < m_results.size(); ++i) {
        if (i)
            out += ", ";
        out += m_results[i].toString();
    }
    out += ')';
    return out;
}

const AffineExpr& AffineMap::result(size_t index) const
{
    if (index >= m_results.size())
        throw Error(
            fmt::format("affine map result {} does not exist: the map has {} result(s)", index, m_results.size()));
    return m_results[index];
}

bool AffineMap::isIdentity() const
{
    if (m_results.size() != m_numDims)
        return false;
    for (unsigned i = 0; i < m_numDims; ++i) {
        const AffineExpr& r = m_results[i];
        if (r.kind() != AffineExpr::Kind::Dim || r.position() != i)
            return false;
    }
    return true;
}

void AffineMap::evaluate(std::span<const int64_t> dims, std::span<int64_t> out, std::span<const int64_t> symbols) const
{
    if (dims.size() != m_numDims)
        throw Error(fmt::format(
            "affine map {} expects {} dimension value(s), got {}", excerpt(toString()), m_numDims, dims.size()));
    if (symbols.size() != m_numSymbols)
        throw Error(fmt::format(
            "affine map {} expects {} symbol value(s), got {}", excerpt(toString()), m_numSymbols, symbols.size()));
    if (out.size() != m_results.size())
        throw Error(fmt::format("affine map {} has {} result(s) but the output holds {}", excerpt(toString()),
            m_results.size(), out.size()));
    for (size_t i = 0; i < m_results.size(); ++i)
        out[i] = m_results[i].evaluate(dims, symbols);
}

std::vector<int64_t> AffineMap::evaluate(std::span<const int64_t> dims) const
{
    std::vector<int64_t> out(m_results.size());
    evaluate(dims, out);
    return out;
}

} // namespace tle
