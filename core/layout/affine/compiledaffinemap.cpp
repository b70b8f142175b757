// SPDX-License-Identifier: MIT
#include "layout/affine/compiledaffinemap.h"

#include "util/error.h"

#include <algorithm>
#include <bit>
#include <limits>

#include <fmt/format.h>

namespace tle {

namespace {

using Kind = AffineExpr::Kind;
using Instr = CompiledAffineMap::Instr;

enum Op : uint32_t
{
    PushConst,
    PushDim,
    PushLinear, // sum of imm terms from m_terms[index..]
    Add,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
    // Operands swapped on the stack: Sethi-Ullman ordering evaluates the hungrier operand first.
    FloorDivRev,
    CeilDivRev,
    ModRev,
    AddImm,
    MulImm,
    FloorDivImm, // imm > 0, guaranteed by AffineExpr's construction rules
    CeilDivImm,
    ModImm,
    // Division by 2^imm: hardware division is slow, and layout divisors are usually powers of two.
    FloorDivShift,
    CeilDivShift,
    ModMask, // imm = 2^k - 1
    Store, // pops the finished result into out[index]
};

// Sethi-Ullman ordering keeps the stack depth at most log2(node count) + 1, so 64 slots cannot overflow.
constexpr unsigned kStackSize = 64;

// Wrapping arithmetic: the fast path defines overflow as modulo 2^64 instead of leaving it undefined.
inline int64_t wrapAdd(int64_t a, int64_t b)
{
    return int64_t(uint64_t(a) + uint64_t(b));
}

inline int64_t wrapMul(int64_t a, int64_t b)
{
    return int64_t(uint64_t(a) * uint64_t(b));
}

// b > 0 for the *Pos variants; a positive divisor also rules out the INT64_MIN / -1 trap.
inline int64_t floorDivPos(int64_t a, int64_t b)
{
    return a / b - (a % b < 0);
}

inline int64_t ceilDivPos(int64_t a, int64_t b)
{
    return a / b + (a % b > 0);
}

inline int64_t modPos(int64_t a, int64_t b)
{
    const int64_t r = a % b;
    return r < 0 ? r + b : r;
}

inline int64_t floorDivAny(int64_t a, int64_t b)
{
    return b > 0 ? floorDivPos(a, b) : 0;
}

inline int64_t ceilDivAny(int64_t a, int64_t b)
{
    return b > 0 ? ceilDivPos(a, b) : 0;
}

inline int64_t modAny(int64_t a, int64_t b)
{
    return b > 0 ? modPos(a, b) : 0;
}

// The sum of `count` terms (dim, coefficient), wrapping as the other ops do.
inline int64_t linearSum(const std::pair<uint32_t, int64_t>* term, int64_t count, const int64_t* dims)
{
    uint64_t acc = 0;
    for (int64_t k = 0; k < count; ++k, ++term)
        acc += uint64_t(term->second) * uint64_t(dims[term->first]);
    return int64_t(acc);
}

// Dot products with the dim count fixed at compile time, so that the inner loop unrolls.
template <unsigned N>
void linearRows(const int64_t* rows, const int64_t* constants, const uint32_t* slots, size_t count, const int64_t* dims,
    int64_t* out) noexcept
{
    if constexpr (N == 0) {
        for (size_t k = 0; k < count; ++k)
            out[slots[k]] = constants[k];
    } else {
        uint64_t d[N];
        for (unsigned j = 0; j < N; ++j)
            d[j] = uint64_t(dims[j]);
        for (size_t k = 0; k < count; ++k, rows += N) {
            uint64_t acc = uint64_t(constants[k]);
#pragma GCC unroll 8
            for (unsigned j = 0; j < N; ++j)
                acc += uint64_t(rows[j]) * d[j];
            out[slots[k]] = int64_t(acc);
        }
    }
}

void linearRowsAny(unsigned n, const int64_t* rows, const int64_t* constants, const uint32_t* slots, size_t count,
    const int64_t* dims, int64_t* out) noexcept
{
    for (size_t k = 0; k < count; ++k, rows += n) {
        uint64_t acc = uint64_t(constants[k]);
        for (unsigned j = 0; j < n; ++j)
            acc += uint64_t(rows[j]) * uint64_t(dims[j]);
        out[slots[k]] = int64_t(acc);
    }
}

// Compiles one non-linear result: a tree copy with evaluation plans, then postfix emission.
class Compiler
{
public:
    Compiler(unsigned numDims, std::vector<Instr>& code, std::vector<std::pair<uint32_t, int64_t>>& terms)
        : m_numDims(numDims)
        , m_code(code)
        , m_terms(terms)
    { }

    void compile(const AffineExpr& e, uint32_t slot)
    {
        m_nodes.clear();
        const int root = build(e);
        plan(root);
        if (m_nodes[size_t(root)].need > kStackSize)
            throw Error(
                fmt::format("affine expression needs a stack of {} entries to evaluate", m_nodes[size_t(root)].need));
        emit(root);
        push(Store, slot, 0);
    }

private:
    enum class Mode
    {
        Leaf,
        Linear,
        Immediate,
        General
    };

    struct IrNode
    {
        AffineExpr expr;
        int lhs = -1;
        int rhs = -1;
        bool linearShape = false; // constants, dims, sums and products by a constant
        unsigned size = 1;
        Mode mode = Mode::Leaf;
        unsigned need = 1;
        uint32_t termBegin = 0;
        uint32_t termCount = 0;
        int64_t constant = 0;
    };

    int build(const AffineExpr& e)
    {
        IrNode n;
        n.expr = e;
        switch (e.kind()) {
        case Kind::Constant:
        case Kind::Dim:
            n.linearShape = true;
            break;
        case Kind::Symbol:
            break;
        default: {
            n.lhs = build(e.lhs());
            n.rhs = build(e.rhs());
            const IrNode& l = m_nodes[size_t(n.lhs)];
            const IrNode& r = m_nodes[size_t(n.rhs)];
            n.size = 1 + l.size + r.size;
            if (e.kind() == Kind::Add)
                n.linearShape = l.linearShape && r.linearShape;
            else if (e.kind() == Kind::Mul)
                n.linearShape = l.linearShape && r.linearShape
                    && (l.expr.kind() == Kind::Constant || r.expr.kind() == Kind::Constant);
            break;
        }
        }
        m_nodes.push_back(std::move(n));
        return int(m_nodes.size() - 1);
    }

    // Chooses how each node is evaluated and how deep the stack gets (Sethi-Ullman numbers). Planning stops
    // at the first linear subtree of three or more nodes on each path: it collapses into one sparse dot product.
    void plan(int index)
    {
        IrNode& n = m_nodes[size_t(index)];
        if (n.lhs < 0) {
            n.mode = Mode::Leaf;
            n.need = 1;
            return;
        }
        if (n.linearShape && n.size >= 3) {
            if (const auto form = n.expr.linearForm(m_numDims)) {
                n.mode = Mode::Linear;
                n.need = 1;
                n.termBegin = uint32_t(m_terms.size());
                for (unsigned j = 0; j < m_numDims; ++j) {
                    if (form->coefficients[j] != 0)
                        m_terms.emplace_back(j, form->coefficients[j]);
                }
                n.termCount = uint32_t(m_terms.size() - n.termBegin);
                n.constant = form->constant;
                return;
            }
        }
        const int lhs = n.lhs;
        const int rhs = n.rhs;
        plan(lhs);
        plan(rhs);
        IrNode& m = m_nodes[size_t(index)];
        const IrNode& l = m_nodes[size_t(lhs)];
        const IrNode& r = m_nodes[size_t(rhs)];
        const bool positiveConstantRhs = r.expr.kind() == Kind::Constant && r.expr.value() > 0;
        if (r.expr.kind() == Kind::Constant
            && (positiveConstantRhs || m.expr.kind() == Kind::Add || m.expr.kind() == Kind::Mul)) {
            m.mode = Mode::Immediate;
            m.need = l.need;
        } else {
            m.mode = Mode::General;
            m.need = l.need == r.need ? l.need + 1 : std::max(l.need, r.need);
        }
    }

    void push(uint32_t op, uint32_t index, int64_t imm) { m_code.push_back(Instr { op, index, imm }); }

    void emit(int index)
    {
        const IrNode& n = m_nodes[size_t(index)];
        const Kind kind = n.expr.kind();
        switch (n.mode) {
        case Mode::Leaf:
            if (kind == Kind::Constant)
                push(PushConst, 0, n.expr.value());
            else
                push(PushDim, n.expr.position(), 0);
            return;
        case Mode::Linear:
            push(PushLinear, n.termBegin, n.termCount);
            if (n.constant != 0)
                push(AddImm, 0, n.constant);
            return;
        case Mode::Immediate: {
            emit(n.lhs);
            const int64_t imm = m_nodes[size_t(n.rhs)].expr.value();
            const bool powerOfTwo = imm > 0 && (imm & (imm - 1)) == 0;
            const int64_t shift = powerOfTwo ? std::countr_zero(uint64_t(imm)) : 0;
            switch (kind) {
            case Kind::Add:
                push(AddImm, 0, imm);
                break;
            case Kind::Mul:
                push(MulImm, 0, imm);
                break;
            case Kind::FloorDiv:
                push(powerOfTwo ? FloorDivShift : FloorDivImm, 0, powerOfTwo ? shift : imm);
                break;
            case Kind::CeilDiv:
                push(powerOfTwo ? CeilDivShift : CeilDivImm, 0, powerOfTwo ? shift : imm);
                break;
            default:
                push(powerOfTwo ? ModMask : ModImm, 0, powerOfTwo ? imm - 1 : imm);
                break;
            }
            return;
        }
        case Mode::General: {
            const bool rhsFirst = m_nodes[size_t(n.rhs)].need > m_nodes[size_t(n.lhs)].need;
            emit(rhsFirst ? n.rhs : n.lhs);
            emit(rhsFirst ? n.lhs : n.rhs);
            switch (kind) {
            case Kind::Add:
                push(Add, 0, 0);
                break;
            case Kind::Mul:
                push(Mul, 0, 0);
                break;
            case Kind::FloorDiv:
                push(rhsFirst ? FloorDivRev : FloorDiv, 0, 0);
                break;
            case Kind::CeilDiv:
                push(rhsFirst ? CeilDivRev : CeilDiv, 0, 0);
                break;
            default:
                push(rhsFirst ? ModRev : Mod, 0, 0);
                break;
            }
            return;
        }
        }
    }

    unsigned m_numDims;
    std::vector<Instr>& m_code;
    std::vector<std::pair<uint32_t, int64_t>>& m_terms;
    std::vector<IrNode> m_nodes;
};

} // namespace

CompiledAffineMap::CompiledAffineMap(const AffineMap& map)
    : m_numDims(map.numDims())
{
    if (map.numSymbols() != 0)
        throw Error(
            fmt::format("cannot compile an affine map with {} symbol(s): bind the symbols first", map.numSymbols()));
    if (map.numResults() > std::numeric_limits<uint32_t>::max())
        throw Error("affine map has too many results to compile");

    Compiler compiler(m_numDims, m_code, m_terms);
    m_forms.reserve(map.numResults());
    for (size_t i = 0; i < map.numResults(); ++i) {
        const AffineExpr& expr = map.result(i);
        m_forms.push_back(expr.linearForm(m_numDims));
        if (const auto& form = m_forms.back()) {
            m_rows.insert(m_rows.end(), form->coefficients.begin(), form->coefficients.end());
            m_rowConstants.push_back(form->constant);
            m_linearSlots.push_back(uint32_t(i));
        } else {
            compiler.compile(expr, uint32_t(i));
        }
        constexpr size_t kLimit = std::numeric_limits<uint32_t>::max();
        if (m_code.size() > kLimit || m_terms.size() > kLimit)
            throw Error("affine map is too large to compile");
    }
}

bool CompiledAffineMap::isLinear(size_t result) const
{
    return result < m_forms.size() && m_forms[result].has_value();
}

const LinearForm& CompiledAffineMap::linear(size_t result) const
{
    if (result >= m_forms.size())
        throw Error(
            fmt::format("affine map result {} does not exist: the map has {} result(s)", result, m_forms.size()));
    if (!m_forms[result])
        throw Error(fmt::format("affine map result {} is not linear", result));
    return *m_forms[result];
}

// The interpreter loop: one switch over the instructions, so that the per-instruction dispatch stays a jump table
// (the bulk walks run it once per row); the op handlers are inline helpers the switch folds in.
void CompiledAffineMap::runCode(const int64_t* dims, int64_t* out) const noexcept
{
    int64_t stack[kStackSize];
    size_t sp = 0; // number of live entries
    for (const Instr& in : m_code) {
        switch (in.op) {
        case PushConst:
            stack[sp++] = in.imm;
            break;
        case PushDim:
            stack[sp++] = dims[in.index];
            break;
        case PushLinear:
            stack[sp++] = linearSum(m_terms.data() + in.index, in.imm, dims);
            break;
        case Add:
            --sp;
            stack[sp - 1] = wrapAdd(stack[sp - 1], stack[sp]);
            break;
        case Mul:
            --sp;
            stack[sp - 1] = wrapMul(stack[sp - 1], stack[sp]);
            break;
        case FloorDiv:
            --sp;
            stack[sp - 1] = floorDivAny(stack[sp - 1], stack[sp]);
            break;
        case CeilDiv:
            --sp;
            stack[sp - 1] = ceilDivAny(stack[sp - 1], stack[sp]);
            break;
        case Mod:
            --sp;
            stack[sp - 1] = modAny(stack[sp - 1], stack[sp]);
            break;
        case FloorDivRev:
            --sp;
            stack[sp - 1] = floorDivAny(stack[sp], stack[sp - 1]);
            break;
        case CeilDivRev:
            --sp;
            stack[sp - 1] = ceilDivAny(stack[sp], stack[sp - 1]);
            break;
        case ModRev:
            --sp;
            stack[sp - 1] = modAny(stack[sp], stack[sp - 1]);
            break;
        case AddImm:
            stack[sp - 1] = wrapAdd(stack[sp - 1], in.imm);
            break;
        case MulImm:
            stack[sp - 1] = wrapMul(stack[sp - 1], in.imm);
            break;
        case FloorDivImm:
            stack[sp - 1] = floorDivPos(stack[sp - 1], in.imm);
            break;
        case CeilDivImm:
            stack[sp - 1] = ceilDivPos(stack[sp - 1], in.imm);
            break;
        case ModImm:
            stack[sp - 1] = modPos(stack[sp - 1], in.imm);
            break;
        // Arithmetic shifts floor for negative values too; the mask is the non-negative remainder.
        case FloorDivShift:
            stack[sp - 1] >>= in.imm;
            break;
        case CeilDivShift:
            stack[sp - 1] = (stack[sp - 1] >> in.imm) + ((stack[sp - 1] & ((int64_t(1) << in.imm) - 1)) != 0);
            break;
        case ModMask:
            stack[sp - 1] &= in.imm;
            break;
        default:
            out[in.index] = stack[--sp];
            break;
        }
    }
}

void CompiledAffineMap::evaluate(const int64_t* dims, int64_t* out) const noexcept
{
    const int64_t* rows = m_rows.data();
    const int64_t* constants = m_rowConstants.data();
    const uint32_t* slots = m_linearSlots.data();
    const size_t count = m_linearSlots.size();
    switch (m_numDims) {
    case 0:
        linearRows<0>(rows, constants, slots, count, dims, out);
        break;
    case 1:
        linearRows<1>(rows, constants, slots, count, dims, out);
        break;
    case 2:
        linearRows<2>(rows, constants, slots, count, dims, out);
        break;
    case 3:
        linearRows<3>(rows, constants, slots, count, dims, out);
        break;
    case 4:
        linearRows<4>(rows, constants, slots, count, dims, out);
        break;
    case 5:
        linearRows<5>(rows, constants, slots, count, dims, out);
        break;
    case 6:
        linearRows<6>(rows, constants, slots, count, dims, out);
        break;
    case 7:
        linearRows<7>(rows, constants, slots, count, dims, out);
        break;
    case 8:
        linearRows<8>(rows, constants, slots, count, dims, out);
        break;
    default:
        linearRowsAny(m_numDims, rows, constants, slots, count, dims, out);
        break;
    }
    if (!m_code.empty())
        runCode(dims, out);
}

} // namespace tle
