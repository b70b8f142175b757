// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/spillplanner.h"

#include <utility>
#include <vector>

namespace tle::test {

// A spill-planner tenant with zero costs; penalties sized to the uses.
inline L1Tenant tenant(int value, int start, std::vector<int> uses, int64_t bytes)
{
    L1Tenant t;
    t.value = value;
    t.start = start;
    t.usePenalty.assign(uses.size(), 0.0);
    t.uses = std::move(uses);
    t.bytes = bytes;
    return t;
}

} // namespace tle::test
