// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/affineexpr.h"
#include "layout/affine/affinemap.h"
#include "layout/shape.h"

#include <span>

namespace tle {

// Closed range [lo, hi] of values an expression can take.
struct ValueRange
{
    int64_t lo = 0;
    int64_t hi = 0;
};

// Bounds of `expr` when each dim d ranges over [0, shape[d] - 1] (interval arithmetic; exact for
// sums of dims with constant coefficients, conservative otherwise). Symbols are not allowed.
// Overflow throws tle::Error.
ValueRange affineBounds(const AffineExpr& expr, const Shape& shape);

// The extent a map's result spans over a logical shape, as the seed form and TTNN's map derive it: one past its value
// at the last element, which must be its largest value and never below zero. A tensor with a zero-size dim has no
// last element: a result that reads such a dim spans nothing, any other what it reaches over the dims it reads.
struct ResultExtent
{
    enum class Problem
    {
        None,
        Negative, // `range.lo` < 0
        NotLargestAtLast, // `range.hi` > `atLast`
    };
    int64_t extent = 0;
    Problem problem = Problem::None;
    ValueRange range;
    int64_t atLast = 0;
};
ResultExtent resultExtent(const AffineExpr& result, const Shape& shape);

// The logical shape a map and the extents of its results imply when nothing else gives it: each dim spans up to the
// next larger coefficient of its result, and never past the result's extent (no padding assumed). Throws
// tle::Error for a map that is not linear in its dims.
Shape inferLogicalShape(const AffineMap& map, std::span<const int64_t> extents);

} // namespace tle
