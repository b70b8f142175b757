// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/affineexpr.h"
#include "layout/shape.h"

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

} // namespace tle
