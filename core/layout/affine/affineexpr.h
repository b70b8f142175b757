// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tle {

struct AffineExprNode; // defined in affineexpr.cpp

// `constant + sum(coefficients[i] * d_i)`: the shape of every pure-affine, symbol-free, div/mod-free expression.
struct LinearForm
{
    std::vector<int64_t> coefficients; // one per dim
    int64_t constant = 0;

    bool operator==(const LinearForm&) const = default;
};

// An immutable affine expression with MLIR semantics (dims d0.., symbols s0.., + * floordiv ceildiv mod).
// Copies are cheap (shared, never mutated). The combinators simplify on construction the way MLIR does for
// the cases a layout tool meets: constant folding, constants to the right of + and *, x + 0, x * 1, x * 0,
// (x + c1) + c2, (x * c1) * c2, x floordiv 1, x ceildiv 1, x mod 1. Nothing else is reordered or rewritten
// (no MLIR divisibility rewrites such as `(d0 * 128) floordiv 64` -> `d0 * 2`), so `d0 * 192 + d1 * 64 + d2`
// and `(d0 * 32 + d1) mod 4` stay exactly as written.
class AffineExpr
{
public:
    enum class Kind
    {
        Constant,
        Dim,
        Symbol,
        Add,
        Mul,
        Mod,
        FloorDiv,
        CeilDiv
    };

    // Bound on the expression tree depth: every walk over a tree is recursive, so an unbounded depth
    // would let a long input overflow the stack. Combinators throw tle::Error beyond it.
    static constexpr unsigned kMaxDepth = 1000;

    // The constant 0.
    AffineExpr();

    static AffineExpr constant(int64_t value);
    static AffineExpr dim(unsigned position);
    static AffineExpr symbol(unsigned position);

    // Floor/ceil division and non-negative modulo. A constant divisor <= 0 throws tle::Error; a non-constant
    // divisor (semi-affine) is accepted and checked when evaluated.
    static AffineExpr floorDiv(const AffineExpr& lhs, const AffineExpr& rhs);
    static AffineExpr ceilDiv(const AffineExpr& lhs, const AffineExpr& rhs);
    static AffineExpr mod(const AffineExpr& lhs, const AffineExpr& rhs);

    Kind kind() const;
    bool isBinary() const;
    // Constant value; throws tle::Error unless kind() == Constant.
    int64_t value() const;
    // Dim or symbol position; throws tle::Error unless kind() is Dim or Symbol.
    unsigned position() const;
    // Operands of a binary expression; throw tle::Error for leaves.
    AffineExpr lhs() const;
    AffineExpr rhs() const;
    // 1 for leaves, 1 + the deeper operand otherwise.
    unsigned depth() const;

    // Checked evaluation: overflow, a divisor <= 0 and a dim or symbol position outside the given values
    // throw tle::Error.
    int64_t evaluate(std::span<const int64_t> dims, std::span<const int64_t> symbols = {}) const;

    // MLIR AsmPrinter spelling, e.g. `d0 * 192 + d1 * 64 + d2`, `d0 - d1 * 3`, `(d0 * 32 + d1) mod 4`.
    // Two deliberate differences, both so that the text re-parses to the same tree: a sum nested as the right
    // operand of a sum keeps its parentheses (`d0 + (d1 + d2)`), and an INT64_MIN constant or factor keeps the
    // `+` form (`d0 + -9223372036854775808`) because its negation does not fit in 64 bits.
    std::string toString() const;

    // The linear form over `numDims` dims, or nullopt when the expression has symbols, div/mod, a product of
    // two non-constant operands, or a coefficient that overflows 64 bits. A dim position >= numDims throws
    // tle::Error.
    std::optional<LinearForm> linearForm(unsigned numDims) const;

    // Structural equality (the same tree after simplification).
    bool operator==(const AffineExpr& other) const;

private:
    friend struct AffineExprImpl;
    explicit AffineExpr(std::shared_ptr<const AffineExprNode> node);

    std::shared_ptr<const AffineExprNode> m_node;
};

AffineExpr operator+(const AffineExpr& a, const AffineExpr& b);
AffineExpr operator*(const AffineExpr& a, const AffineExpr& b);
// As MLIR: a - b is a + b * -1 and -a is a * -1.
AffineExpr operator-(const AffineExpr& a, const AffineExpr& b);
AffineExpr operator-(const AffineExpr& a);
AffineExpr operator+(const AffineExpr& a, int64_t b);
AffineExpr operator-(const AffineExpr& a, int64_t b);
AffineExpr operator*(const AffineExpr& a, int64_t b);

inline AffineExpr floorDiv(const AffineExpr& a, const AffineExpr& b)
{
    return AffineExpr::floorDiv(a, b);
}

inline AffineExpr ceilDiv(const AffineExpr& a, const AffineExpr& b)
{
    return AffineExpr::ceilDiv(a, b);
}

inline AffineExpr mod(const AffineExpr& a, const AffineExpr& b)
{
    return AffineExpr::mod(a, b);
}

inline AffineExpr floorDiv(const AffineExpr& a, int64_t b)
{
    return AffineExpr::floorDiv(a, AffineExpr::constant(b));
}

inline AffineExpr ceilDiv(const AffineExpr& a, int64_t b)
{
    return AffineExpr::ceilDiv(a, AffineExpr::constant(b));
}

inline AffineExpr mod(const AffineExpr& a, int64_t b)
{
    return AffineExpr::mod(a, AffineExpr::constant(b));
}

} // namespace tle
