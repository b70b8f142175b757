// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "optimizer/shared/optimizerresult.h"
#include "run/measuredrun.h"

#include <optional>
#include <string>
#include <vector>

namespace tle {

// One step of a plan as it would run on the device: an op, or a reshard before one, or a spill after one.
struct PlanStep
{
    enum class Kind
    {
        Op,
        Reshard,
        Spill,
    };
    Kind kind = Kind::Op;
    int op = -1; // graph op (the consumer of a reshard, the op a spill follows)
    int index = -1; // into PolicyResult::reshards or ::spills
    int position = 0; // the schedule position of the op (into PolicyResult::ops)
    bool conversion = false;
    std::optional<TtnnLayout> layout; // the planned output (an op) or target (a reshard, a spill)
    double plannedNs = 0; // the cost model's time for an op
};

// The device work of a plan in schedule order; bookkeeping ops (deallocate, get_device, return, creation and host
// transfers) have no device op and are left out.
std::vector<PlanStep> planSteps(const ModelGraph& graph, const PolicyResult& plan);

enum class JoinMethod
{
    Loc, // the run states tt-mlir locations that match the plan's ops
    Alignment, // the op sequences aligned, tolerating conversions either side inserted
};
std::string_view toString(JoinMethod method); // loc, alignment

// A planned step and the measured op it ran as; either side may be missing.
struct JoinedOp
{
    int64_t runOp = -1; // into MeasuredRun::ops
    int step = -1; // into PlanJoin::steps
    bool sameKind = true;
    // The planned output's buffer type or memory layout differs from what ran (both known).
    bool drift = false;
    std::optional<int64_t> measuredL1PerBank; // memory results after the op, when the run has them
    int64_t plannedL1PerCore = 0; // the plan's L1 reservations alive at the op
};

struct PlanJoin
{
    JoinMethod method = JoinMethod::Alignment;
    std::vector<PlanStep> steps;
    // In run order; by alignment a planned step with no measured op sits where it would have run, by loc such steps
    // come last.
    std::vector<JoinedOp> ops;
    int64_t matched = 0;
    int64_t drifted = 0;
    int64_t unplannedConversions = 0; // run conversions no planned reshard or spill accounts for
    int64_t unexecutedSteps = 0; // planned steps the run has no op for
    int64_t unmatchedRunOps = 0; // other run ops with no planned step
    int64_t unaligned = 0; // run ops and plan steps past the alignment's size limit
};

// The device-0 ops of `run` joined to `plan` of `graph`: by loc when the run has locations that name the plan's
// ops, else by alignment (op codes and plan ops both mapped to cost classes).
PlanJoin joinRunToPlan(const MeasuredRun& run, const ModelGraph& graph, const PolicyResult& plan);

// Where a run op's data came from and went, as the joined plan's graph says: the run ops joined to the producers of
// its planned op's operands and to the users of its results (ops the run did not do are left out), ascending.
struct RunFlow
{
    std::vector<int64_t> producers;
    std::vector<int64_t> consumers;
};
RunFlow runFlow(const PlanJoin& join, const ModelGraph& graph, int64_t runOp);

// What a run op's output was, the way plans name layouts ("l1 height_sharded"), else its memory as printed.
std::string executedLayoutLabel(const RunOp& op);

// A run's LOC cell as tt-mlir resolves it: `loc("name":3:4)` gives `name:3:4`.
std::string runLocName(std::string_view loc);

} // namespace tle
