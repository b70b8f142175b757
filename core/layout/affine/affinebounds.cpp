// SPDX-License-Identifier: MIT
#include "layout/affine/affinebounds.h"

#include "util/checked.h"
#include "util/error.h"

#include <algorithm>

namespace tle {

ValueRange affineBounds(const AffineExpr& expr, const Shape& shape)
{
    using Kind = AffineExpr::Kind;
    switch (expr.kind()) {
    case Kind::Constant:
        return { expr.value(), expr.value() };
    case Kind::Dim:
        if (expr.position() >= shape.size())
            throw Error(fmt::format("linear: d{} is not a dim of a rank-{} tensor", expr.position(), shape.size()));
        return { 0, shape[expr.position()] - 1 };
    case Kind::Symbol:
        throw Error("linear: symbols have no bounds in a layout map");
    default:
        break;
    }
    const ValueRange a = affineBounds(expr.lhs(), shape);
    const ValueRange b = affineBounds(expr.rhs(), shape);
    switch (expr.kind()) {
    case Kind::Add:
        return { checkedAdd(a.lo, b.lo, "linear bound"), checkedAdd(a.hi, b.hi, "linear bound") };
    case Kind::Mul: {
        const int64_t p[4] = { checkedMul(a.lo, b.lo, "linear bound"), checkedMul(a.lo, b.hi, "linear bound"),
            checkedMul(a.hi, b.lo, "linear bound"), checkedMul(a.hi, b.hi, "linear bound") };
        return { *std::min_element(p, p + 4), *std::max_element(p, p + 4) };
    }
    case Kind::FloorDiv:
    case Kind::CeilDiv:
        if (b.lo != b.hi || b.lo <= 0)
            throw Error(fmt::format("linear: {} divides by a non-constant or non-positive value", expr.toString()));
        if (expr.kind() == Kind::FloorDiv)
            return { floorDiv(a.lo, b.lo), floorDiv(a.hi, b.lo) };
        return { ceilDiv(a.lo, b.lo), ceilDiv(a.hi, b.lo) };
    case Kind::Mod:
        if (b.lo != b.hi || b.lo <= 0)
            throw Error(fmt::format("linear: {} takes mod of a non-constant or non-positive value", expr.toString()));
        if (a.lo >= 0 && a.hi < b.lo)
            return a;
        return { 0, b.lo - 1 };
    default:
        return a;
    }
}

namespace {

// Whether the expression reads a dim whose extent is 0 (x * 0 folds away when it is built, so a dim that appears is
// read).
bool readsEmptyDim(const AffineExpr& e, const Shape& shape)
{
    switch (e.kind()) {
    case AffineExpr::Kind::Dim:
        return e.position() < shape.size() && shape[e.position()] == 0;
    case AffineExpr::Kind::Constant:
    case AffineExpr::Kind::Symbol:
        return false;
    default:
        return readsEmptyDim(e.lhs(), shape) || readsEmptyDim(e.rhs(), shape);
    }
}

} // namespace

ResultExtent resultExtent(const AffineExpr& result, const Shape& shape)
{
    ResultExtent out;
    const bool empty = std::find(shape.begin(), shape.end(), 0) != shape.end();
    if (empty) {
        if (readsEmptyDim(result, shape))
            return out;
        // The result reads only dims with elements: its bounds over them (the empty dims, unread, at 1).
        Shape read = shape;
        for (int64_t& extent : read)
            extent = std::max<int64_t>(extent, 1);
        out.range = affineBounds(result, read);
        out.atLast = out.range.hi;
    } else {
        Shape last(shape.size());
        for (size_t i = 0; i < shape.size(); ++i)
            last[i] = shape[i] - 1;
        out.range = affineBounds(result, shape);
        out.atLast = result.evaluate(last);
    }
    if (out.range.lo < 0)
        out.problem = ResultExtent::Problem::Negative;
    else if (out.range.hi > out.atLast)
        out.problem = ResultExtent::Problem::NotLargestAtLast;
    else
        out.extent = checkedAdd(out.atLast, 1, "map result extent");
    return out;
}

Shape inferLogicalShape(const AffineMap& map, std::span<const int64_t> extents)
{
    const unsigned rank = map.numDims();
    Shape shape(rank, 1);
    for (size_t r = 0; r < map.numResults() && r < extents.size(); ++r) {
        const auto form = map.results()[r].linearForm(rank);
        if (!form)
            throw Error("the logical shape is not given and cannot be inferred from a non-linear map; give the "
                        "tensor type or --shape");
        std::vector<std::pair<int64_t, unsigned>> terms;
        for (unsigned d = 0; d < rank; ++d) {
            if (form->coefficients[d] > 0)
                terms.push_back({ form->coefficients[d], d });
        }
        std::sort(terms.begin(), terms.end());
        for (size_t i = 0; i < terms.size(); ++i) {
            // Equal coefficients: the earlier dims have extent 1.
            if (i + 1 < terms.size() && terms[i + 1].first == terms[i].first)
                continue;
            // A dim spans up to the next larger coefficient, and never past the extent.
            const int64_t extent = checkedSub(extents[r], form->constant, "inferred shape");
            int64_t span = ceilDiv(extent, terms[i].first);
            if (i + 1 < terms.size())
                span = std::min(span, terms[i + 1].first / terms[i].first);
            shape[terms[i].second] = std::max<int64_t>(1, span);
        }
    }
    return shape;
}

} // namespace tle
