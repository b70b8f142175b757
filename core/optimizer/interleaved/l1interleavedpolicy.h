// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"
#include "optimizer/shared/policyoptions.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace tle {

// Upstream's L1-interleaved policy (2024-12 to 2025, between the chain design and today's beam): every op's output
// is L1 interleaved or DRAM interleaved, never sharded. For each op in schedule order (the "base op") it chooses
// which of the op and its operands keep their output in L1 (a mask), and an order for the L1 operands; the
// schedule is then rebuilt from those per-op operand orders. docs/optimizer.md gives every rule.

// One member of a base op's mask: its output's L1 bytes per core when kept in L1, and the L1 its own op needs to
// run (the running requirement the policy tracks per op).
struct MaskMember
{
    int64_t output = 0;
    int64_t required = 0;
};

// The mask the policy keeps for one base op.
struct MaskChoice
{
    bool baseInL1 = false;
    std::vector<bool> operandInL1; // aligned with the operands given
    std::vector<int> order; // indices of the L1 operands, in the order they are scheduled
    int64_t total = 0; // L1 output bytes of the mask (operands and base op)
    int64_t peak = 0; // the order's peak: max over the L1 operands of (outputs before it + its requirement)
};

// Every subset of the operands (and the base op when `baseOutput` is given) is a mask. A mask qualifies when its
// total L1 output fits `budget` (<=) and some order of its L1 operands peaks below it (<): the order sorted by
// requirement minus output, largest first, has the lowest possible peak (an exchange argument), so it is the
// one tried. Of the qualifying masks the one with the largest total wins, the first enumerated on a tie (bit i is
// operand i, the base op the highest bit); a mask with total 0 never wins. nullopt when none qualifies.
// `runs`, when given, must also accept a mask (the op model running the op with those operands and that output);
// it is asked only about masks that would win otherwise. At most 20 members.
std::optional<MaskChoice> chooseL1Mask(const std::vector<MaskMember>& operands, std::optional<int64_t> baseOutput,
    int64_t budget, const std::function<bool(const MaskChoice&)>& runs = {});

// The policy's L1 budget: 75% of the device's L1 budget per core, as upstream's policy had it.
int64_t l1InterleavedBudget(const OptimizerDevice& device);

PolicyResult runL1Interleaved(
    const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options);

} // namespace tle
