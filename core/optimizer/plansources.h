// SPDX-License-Identifier: MIT
#pragma once

#include "graph/decisiontrace.h"
#include "graph/statedlayouts.h"
#include "optimizer/policies.h"

#include <memory>
#include <span>
#include <string_view>

namespace tle {

// Where a plan comes from: a policy plans the model; a stated plan is made from the layouts the model states.
enum class PlanSourceKind
{
    Policy,
    Stated,
    Decided, // read from the compiler's decision trace
};

// One plan the CLI's --policy, the window's selectors and the plan service can name: its name, a one-line summary,
// whether `--policy all` runs it, and how it is made.
struct PlanSource
{
    std::string_view name;
    std::string_view summary;
    PlanSourceKind kind = PlanSourceKind::Policy;
    bool inAll = true;

    bool isStated() const { return kind == PlanSourceKind::Stated; }
    bool isDecided() const { return kind == PlanSourceKind::Decided; }
};

// What a plan is made from: the function, its device and op model, the policy options (pins, cancel, ...), and for
// a stated plan the layouts the function states (io's readStatedLayouts).
struct PlanInputs
{
    const ModelGraph& graph;
    const OptimizerDevice& device;
    const OpModel& model;
    const PolicyOptions& options;
    const StatedLayouts* stated = nullptr;
    // For the as-decided plan: the compiler's decision trace, joined to `graph`.
    std::shared_ptr<const JoinedTrace> decided = {};
};

// Every plan source: the policies in the order `--policy all` runs them, then the stated plans (as-compiled,
// spill-only) and the compiler's as-decided plan, which `all` leaves out.
std::span<const PlanSource> planSources();
// The source called `name`, or null.
const PlanSource* findPlanSource(std::string_view name);
bool isPlanName(std::string_view name);
bool isStatedPlanName(std::string_view name);
bool isDecidedPlanName(std::string_view name);

// Makes the plan of the source called `name`. Throws tle::Error for an unknown name, for a stated plan when
// `inputs.stated` is null and for the as-decided plan when `inputs.decided` is. The as-decided plan takes the
// options' pins (a user's override of the compiler's choice).
PolicyResult makePlan(std::string_view name, const PlanInputs& inputs);

} // namespace tle
