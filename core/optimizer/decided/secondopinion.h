// SPDX-License-Identifier: MIT
#pragma once

#include "graph/decisiontrace.h"
#include "optimizer/shared/opmodel.h"

#include "optimizer/shared/optimizerresult.h"
#include <optional>
#include <vector>

namespace tle {

// An op's time differs enough to name when the cost model's choice saves more than this share of it.
inline constexpr double kSecondOpinionShare = 0.2;

// Prices every valid evaluation of every joined op with the cost model: the op with the evaluation's input and
// output layouts, plus a reshard for each input whose layout is not the one its producer has in `plan` (function
// arguments start in DRAM interleaved). The compiler's pick is the best-scoring valid evaluation whose output is the
// op's final choice. Where the cheapest valid evaluation saves more than kSecondOpinionShare of the pick's time, it
// is listed with the score field that ranked the pick above it (`tie` when none did), largest saving first; where
// other valid evaluations score exactly as the pick, the tie is listed with the one the cost model prefers.
void addSecondOpinion(
    JoinedTrace& trace, const PolicyResult& plan, const ModelGraph& graph, const OptimizerDevice& device);

// The cost model's time (us, reshards included) of each evaluation of op `op`'s forward record, as the second
// opinion prices them; none for an invalid evaluation or one whose layouts the tensors cannot take here.
std::vector<std::optional<double>> evaluationTimes(
    const JoinedTrace& trace, const PolicyResult& plan, const ModelGraph& graph, const OptimizerDevice& device, int op);

} // namespace tle
