// SPDX-License-Identifier: MIT
#include "layout/affine/inverselinearmap.h"

#include "util/checked.h"

#include <algorithm>

namespace tle {

InverseLinearMap::InverseLinearMap(const AffineMap& map, const Shape& logicalShape)
    : m_shape(logicalShape)
    , m_forward(map)
{
    // A tensor without elements has nothing to recover: every physical slot is outside it.
    m_empty = hasZeroExtent(logicalShape);
    if (m_empty)
        return;
    const size_t rank = logicalShape.size();
    std::vector<bool> known(rank, false);
    for (size_t d = 0; d < rank; ++d)
        known[d] = logicalShape[d] == 1;
    std::vector<bool> used(map.numResults(), false);

    bool progress = true;
    while (progress) {
        progress = false;
        for (size_t r = 0; r < map.numResults(); ++r) {
            if (used[r])
                continue;
            const auto form = map.results()[r].linearForm(unsigned(rank));
            if (!form)
                continue;
            Step step { r, form->constant, {}, {} };
            bool usable = true;
            for (unsigned d = 0; d < rank; ++d) {
                const int64_t c = form->coefficients[d];
                if (c == 0)
                    continue;
                if (known[d])
                    step.known.push_back({ d, c });
                else if (c < 0)
                    usable = false;
                else
                    step.unknown.push_back({ d, c });
            }
            if (!usable || step.unknown.empty())
                continue;
            std::stable_sort(step.unknown.begin(), step.unknown.end(),
                [](const Term& a, const Term& b) { return a.coefficient > b.coefficient; });
            // Non-overlap: each coefficient must exceed the largest value the smaller terms can reach.
            int64_t reach = 0;
            bool separable = true;
            for (size_t i = step.unknown.size(); i-- > 0;) {
                const Term& t = step.unknown[i];
                if (t.coefficient <= reach) {
                    separable = false;
                    break;
                }
                reach = checkedAdd(
                    reach, checkedMul(t.coefficient, m_shape[t.dim] - 1, "linear map reach"), "linear map reach");
            }
            if (!separable)
                continue;
            for (const Term& t : step.unknown)
                known[t.dim] = true;
            used[r] = true;
            m_steps.push_back(std::move(step));
            progress = true;
        }
    }
    for (size_t d = 0; d < rank; ++d) {
        if (!known[d])
            throw Error(fmt::format("linear: the map {} cannot be inverted: d{} is not recoverable from its results "
                                    "(it must appear in a result whose terms do not overlap)",
                map.toString(), d));
    }
}

bool InverseLinearMap::invert(const int64_t* physical, int64_t* logical) const
{
    const size_t rank = m_shape.size();
    for (size_t d = 0; d < rank; ++d)
        logical[d] = 0;
    if (m_empty)
        return false;
    for (const Step& step : m_steps) {
        int64_t rem = physical[step.result] - step.constant;
        for (const Term& t : step.known)
            rem -= t.coefficient * logical[t.dim];
        if (rem < 0)
            return false;
        for (const Term& t : step.unknown) {
            const int64_t v = rem / t.coefficient;
            if (v >= m_shape[t.dim])
                return false;
            logical[t.dim] = v;
            rem -= v * t.coefficient;
        }
        if (rem != 0)
            return false;
    }
    const size_t results = m_forward.numResults();
    int64_t small[16];
    std::vector<int64_t> large;
    int64_t* check = small;
    if (results > 16) {
        large.resize(results);
        check = large.data();
    }
    m_forward.evaluate(logical, check);
    return std::equal(check, check + results, physical);
}

} // namespace tle
