// SPDX-License-Identifier: MIT
#include "layout/affine/affineexpr.h"

#include "util/checked.h"
#include "util/error.h"

#include <algorithm>
#include <iterator>
#include <limits>

#include <fmt/format.h>

namespace tle {

struct AffineExprNode
{
    using Kind = AffineExpr::Kind;

    Kind kind = Kind::Constant;
    unsigned depth = 1;
    int64_t value = 0; // constant value, or dim/symbol position
    std::shared_ptr<const AffineExprNode> lhs;
    std::shared_ptr<const AffineExprNode> rhs;
};

using Kind = AffineExpr::Kind;
using Node = AffineExprNode;

namespace {

constexpr int64_t kInt64Min = std::numeric_limits<int64_t>::min();

const char* binarySpelling(Kind kind)
{
    switch (kind) {
    case Kind::Add:
        return " + ";
    case Kind::Mul:
        return " * ";
    case Kind::Mod:
        return " mod ";
    case Kind::FloorDiv:
        return " floordiv ";
    case Kind::CeilDiv:
        return " ceildiv ";
    default:
        return " ? ";
    }
}

bool isConstant(const Node* n)
{
    return n->kind == Kind::Constant;
}

bool isBinaryKind(Kind kind)
{
    return kind != Kind::Constant && kind != Kind::Dim && kind != Kind::Symbol;
}

// An operand of * floordiv ceildiv mod is a strong context: every compound expression in it is parenthesised.
enum class Context
{
    Weak,
    Strong
};

Context strongIf(bool condition)
{
    return condition ? Context::Strong : Context::Weak;
}

void print(const Node* n, Context context, std::string& out)
{
    switch (n->kind) {
    case Kind::Constant:
        fmt::format_to(std::back_inserter(out), "{}", n->value);
        return;
    case Kind::Dim:
        fmt::format_to(std::back_inserter(out), "d{}", n->value);
        return;
    case Kind::Symbol:
        fmt::format_to(std::back_inserter(out), "s{}", n->value);
        return;
    default:
        break;
    }

    const Node* lhs = n->lhs.get();
    const Node* rhs = n->rhs.get();
    const bool strong = context == Context::Strong;
    if (strong)
        out += '(';

    if (n->kind != Kind::Add) {
        if (n->kind == Kind::Mul && isConstant(rhs) && rhs->value == -1) {
            out += '-';
            print(lhs, Context::Strong, out);
        } else {
            print(lhs, Context::Strong, out);
            out += binarySpelling(n->kind);
            print(rhs, Context::Strong, out);
        }
    } else {
        print(lhs, Context::Weak, out);
        // INT64_MIN has no positive spelling, so it keeps the `+ x * -9223372036854775808` form.
        const bool negatedProduct = rhs->kind == Kind::Mul && isConstant(rhs->rhs.get()) && rhs->rhs->value < 0
            && rhs->rhs->value != kInt64Min;
        if (negatedProduct) {
            const Node* term = rhs->lhs.get();
            const int64_t factor = rhs->rhs->value;
            out += " - ";
            if (factor == -1) {
                print(term, strongIf(term->kind == Kind::Add), out);
            } else {
                print(term, Context::Strong, out);
                fmt::format_to(std::back_inserter(out), " * {}", -factor);
            }
        } else if (isConstant(rhs) && rhs->value < 0 && rhs->value != kInt64Min) {
            fmt::format_to(std::back_inserter(out), " - {}", -rhs->value);
        } else {
            out += " + ";
            // MLIR prints a right-nested sum without parentheses; keeping them makes the text re-parse to the
            // same tree.
            print(rhs, strongIf(rhs->kind == Kind::Add), out);
        }
    }

    if (strong)
        out += ')';
}

std::string shortText(const Node* n)
{
    std::string text;
    print(n, Context::Weak, text);
    constexpr size_t kLimit = 60;
    if (text.size() > kLimit) {
        text.resize(kLimit);
        text += "...";
    }
    return text;
}

int64_t evaluateNode(const Node* n, std::span<const int64_t> dims, std::span<const int64_t> symbols)
{
    switch (n->kind) {
    case Kind::Constant:
        return n->value;
    case Kind::Dim:
        if (size_t(n->value) >= dims.size())
            throw Error(fmt::format(
                "affine expression uses d{} but only {} dimension value(s) were given", n->value, dims.size()));
        return dims[size_t(n->value)];
    case Kind::Symbol:
        if (size_t(n->value) >= symbols.size())
            throw Error(fmt::format(
                "affine expression uses s{} but only {} symbol value(s) were given", n->value, symbols.size()));
        return symbols[size_t(n->value)];
    default:
        break;
    }

    const int64_t a = evaluateNode(n->lhs.get(), dims, symbols);
    const int64_t b = evaluateNode(n->rhs.get(), dims, symbols);
    switch (n->kind) {
    case Kind::Add:
        return checkedAdd(a, b, "affine expression value");
    case Kind::Mul:
        return checkedMul(a, b, "affine expression value");
    default:
        break;
    }
    // Affine division is only defined for positive divisors; this also rules out INT64_MIN / -1.
    if (b == 0)
        throw Error(fmt::format("division by zero in '{}'", shortText(n)));
    if (b < 0)
        throw Error(fmt::format("divisor {} is negative in '{}' (it must be positive)", b, shortText(n)));
    switch (n->kind) {
    case Kind::FloorDiv:
        return tle::floorDiv(a, b);
    case Kind::CeilDiv:
        return tle::ceilDiv(a, b);
    default:
        return tle::floorMod(a, b);
    }
}

bool equalNodes(const Node* a, const Node* b)
{
    if (a == b)
        return true;
    if (a->kind != b->kind || a->value != b->value || a->depth != b->depth)
        return false;
    if (!isBinaryKind(a->kind))
        return true;
    return equalNodes(a->lhs.get(), b->lhs.get()) && equalNodes(a->rhs.get(), b->rhs.get());
}

// Adds scale * n into the form. False when the expression is not linear or a coefficient overflows.
bool accumulateLinear(const Node* n, int64_t scale, LinearForm& form)
{
    int64_t term = 0;
    switch (n->kind) {
    case Kind::Constant:
        return !__builtin_mul_overflow(n->value, scale, &term)
            && !__builtin_add_overflow(form.constant, term, &form.constant);
    case Kind::Dim: {
        if (size_t(n->value) >= form.coefficients.size())
            throw Error(fmt::format(
                "affine expression uses d{} but the map has only {} dimension(s)", n->value, form.coefficients.size()));
        int64_t& c = form.coefficients[size_t(n->value)];
        return !__builtin_add_overflow(c, scale, &c);
    }
    case Kind::Add:
        return accumulateLinear(n->lhs.get(), scale, form) && accumulateLinear(n->rhs.get(), scale, form);
    case Kind::Mul: {
        const Node* factor = n->rhs.get();
        const Node* other = n->lhs.get();
        if (!isConstant(factor))
            std::swap(factor, other);
        if (!isConstant(factor) || __builtin_mul_overflow(scale, factor->value, &term))
            return false;
        return accumulateLinear(other, term, form);
    }
    default:
        return false;
    }
}

std::shared_ptr<const Node> leaf(Kind kind, int64_t value)
{
    auto node = std::make_shared<Node>();
    node->kind = kind;
    node->value = value;
    return node;
}

} // namespace

// Owns the simplifying constructors; a friend so that the node layout stays out of the header.
struct AffineExprImpl
{
    static const Node* node(const AffineExpr& e) { return e.m_node.get(); }
    static AffineExpr wrap(std::shared_ptr<const Node> n) { return AffineExpr(std::move(n)); }

    static AffineExpr makeBinary(Kind kind, const AffineExpr& lhs, const AffineExpr& rhs)
    {
        const unsigned depth = 1 + std::max(lhs.m_node->depth, rhs.m_node->depth);
        if (depth > AffineExpr::kMaxDepth)
            throw Error(fmt::format("affine expression is nested more than {} levels deep", AffineExpr::kMaxDepth));
        auto n = std::make_shared<Node>();
        n->kind = kind;
        n->depth = depth;
        n->lhs = lhs.m_node;
        n->rhs = rhs.m_node;
        return AffineExpr(std::move(n));
    }

    static AffineExpr add(const AffineExpr& a, const AffineExpr& b)
    {
        const Node* l = node(a);
        const Node* r = node(b);
        if (isConstant(l) && isConstant(r))
            return AffineExpr::constant(checkedAdd(l->value, r->value, "constant sum"));
        if (isConstant(l))
            return add(b, a);
        if (isConstant(r)) {
            if (r->value == 0)
                return a;
            if (l->kind == Kind::Add && isConstant(l->rhs.get()))
                return add(wrap(l->lhs), AffineExpr::constant(checkedAdd(l->rhs->value, r->value, "constant sum")));
        }
        return makeBinary(Kind::Add, a, b);
    }

    static AffineExpr mul(const AffineExpr& a, const AffineExpr& b)
    {
        const Node* l = node(a);
        const Node* r = node(b);
        if (isConstant(l) && isConstant(r))
            return AffineExpr::constant(checkedMul(l->value, r->value, "constant product"));
        if (isConstant(l))
            return mul(b, a);
        if (isConstant(r)) {
            if (r->value == 1)
                return a;
            if (r->value == 0)
                return b;
            if (l->kind == Kind::Mul && isConstant(l->rhs.get()))
                return mul(wrap(l->lhs), AffineExpr::constant(checkedMul(l->rhs->value, r->value, "constant product")));
        }
        return makeBinary(Kind::Mul, a, b);
    }

    static AffineExpr divide(Kind kind, const AffineExpr& a, const AffineExpr& b)
    {
        const Node* l = node(a);
        const Node* r = node(b);
        if (isConstant(r)) {
            // Affine division and modulo are only defined for positive constants.
            if (r->value <= 0)
                throw Error(fmt::format("'{}' by {}: the divisor must be a positive constant",
                    std::string_view(binarySpelling(kind)).substr(1), r->value));
            if (isConstant(l)) {
                switch (kind) {
                case Kind::FloorDiv:
                    return AffineExpr::constant(tle::floorDiv(l->value, r->value));
                case Kind::CeilDiv:
                    return AffineExpr::constant(tle::ceilDiv(l->value, r->value));
                default:
                    return AffineExpr::constant(tle::floorMod(l->value, r->value));
                }
            }
            if (r->value == 1)
                return kind == Kind::Mod ? AffineExpr::constant(0) : a;
        }
        return makeBinary(kind, a, b);
    }
};

AffineExpr::AffineExpr()
{
    // One shared zero: default-constructed expressions are common (vectors, members) and never mutated.
    static const std::shared_ptr<const Node> zero = leaf(Kind::Constant, 0);
    m_node = zero;
}

AffineExpr::AffineExpr(std::shared_ptr<const AffineExprNode> node)
    : m_node(std::move(node))
{ }

AffineExpr AffineExpr::constant(int64_t value)
{
    return AffineExpr(leaf(Kind::Constant, value));
}

AffineExpr AffineExpr::dim(unsigned position)
{
    return AffineExpr(leaf(Kind::Dim, position));
}

AffineExpr AffineExpr::symbol(unsigned position)
{
    return AffineExpr(leaf(Kind::Symbol, position));
}

AffineExpr AffineExpr::floorDiv(const AffineExpr& lhs, const AffineExpr& rhs)
{
    return AffineExprImpl::divide(Kind::FloorDiv, lhs, rhs);
}

AffineExpr AffineExpr::ceilDiv(const AffineExpr& lhs, const AffineExpr& rhs)
{
    return AffineExprImpl::divide(Kind::CeilDiv, lhs, rhs);
}

AffineExpr AffineExpr::mod(const AffineExpr& lhs, const AffineExpr& rhs)
{
    return AffineExprImpl::divide(Kind::Mod, lhs, rhs);
}

AffineExpr::Kind AffineExpr::kind() const
{
    return m_node->kind;
}

bool AffineExpr::isBinary() const
{
    return isBinaryKind(m_node->kind);
}

int64_t AffineExpr::value() const
{
    if (m_node->kind != Kind::Constant)
        throw Error(fmt::format("'{}' is not a constant affine expression", shortText(m_node.get())));
    return m_node->value;
}

unsigned AffineExpr::position() const
{
    if (m_node->kind != Kind::Dim && m_node->kind != Kind::Symbol)
        throw Error(fmt::format("'{}' is not a dimension or symbol", shortText(m_node.get())));
    return unsigned(m_node->value);
}

AffineExpr AffineExpr::lhs() const
{
    if (!isBinary())
        throw Error(fmt::format("'{}' has no operands", shortText(m_node.get())));
    return AffineExpr(m_node->lhs);
}

AffineExpr AffineExpr::rhs() const
{
    if (!isBinary())
        throw Error(fmt::format("'{}' has no operands", shortText(m_node.get())));
    return AffineExpr(m_node->rhs);
}

unsigned AffineExpr::depth() const
{
    return m_node->depth;
}

int64_t AffineExpr::evaluate(std::span<const int64_t> dims, std::span<const int64_t> symbols) const
{
    return evaluateNode(m_node.get(), dims, symbols);
}

std::string AffineExpr::toString() const
{
    std::string out;
    print(m_node.get(), Context::Weak, out);
    return out;
}

std::optional<LinearForm> AffineExpr::linearForm(unsigned numDims) const
{
    LinearForm form;
    form.coefficients.assign(numDims, 0);
    if (!accumulateLinear(m_node.get(), 1, form))
        return std::nullopt;
    return form;
}

bool AffineExpr::operator==(const AffineExpr& other) const
{
    return equalNodes(m_node.get(), other.m_node.get());
}

AffineExpr operator+(const AffineExpr& a, const AffineExpr& b)
{
    return AffineExprImpl::add(a, b);
}

AffineExpr operator*(const AffineExpr& a, const AffineExpr& b)
{
    return AffineExprImpl::mul(a, b);
}

AffineExpr operator-(const AffineExpr& a, const AffineExpr& b)
{
    return a + b * AffineExpr::constant(-1);
}

AffineExpr operator-(const AffineExpr& a)
{
    return a * AffineExpr::constant(-1);
}

AffineExpr operator+(const AffineExpr& a, int64_t b)
{
    return a + AffineExpr::constant(b);
}

AffineExpr operator-(const AffineExpr& a, int64_t b)
{
    return a - AffineExpr::constant(b);
}

AffineExpr operator*(const AffineExpr& a, int64_t b)
{
    return a * AffineExpr::constant(b);
}

} // namespace tle
