// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/affinemap.h"
#include "layout/affine/compiledaffinemap.h"
#include "layout/shape.h"

#include <vector>

namespace tle {

// Inverts a layout's `linear` map on its logical domain: from a collapsed coordinate back to the one
// logical index that maps there, or "no index" for a gap. Results that are non-negative linear
// combinations of dims are decomposed greedily (largest coefficient first), which is exact when the
// terms do not overlap (each coefficient exceeds the reach of all smaller ones, as row-major and
// bumped strides guarantee); dims already known are substituted first, so a dim may appear in several
// results (seed 000's `(d0 * 96 + d1, d1, d2)`). Every answer is verified by evaluating the map forward.
class InverseLinearMap
{
public:
    InverseLinearMap() = default;
    // Throws tle::Error when some dim cannot be recovered from the results.
    InverseLinearMap(const AffineMap& map, const Shape& logicalShape);

    // Writes the logical index for `physical` and returns true, or returns false for a gap.
    bool invert(const int64_t* physical, int64_t* logical) const;

private:
    struct Term
    {
        unsigned dim;
        int64_t coefficient;
    };
    struct Step
    {
        size_t result;
        int64_t constant;
        std::vector<Term> known; // substituted before decomposing
        std::vector<Term> unknown; // decomposed, largest coefficient first
    };

    Shape m_shape;
    std::vector<Step> m_steps;
    bool m_empty = false; // the shape has a zero extent
    CompiledAffineMap m_forward;
};

} // namespace tle
