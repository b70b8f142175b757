// SPDX-License-Identifier: MIT
#pragma once

#include "graph/statedlayouts.h"
#include "optimizer/policies.h"

#include <span>
#include <string_view>

namespace tle {

// Where a plan comes from: a policy plans the model; a stated plan is made from the layouts the model states.
enum class PlanSourceKind
{
    Policy,
    Stated,
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
};

// Every plan source: the policies in the order `--policy all` runs them, then the stated plans (as-compiled,
// spill-only), which `all` leaves out.
std::span<const PlanSource> planSources();
// The source called `name`, or null.
const PlanSource* findPlanSource(std::string_view name);
bool isPlanName(std::string_view name);
bool isStatedPlanName(std::string_view name);

// Makes the plan of the source called `name`. Throws tle::Error for an unknown name, and for a stated plan when
// `inputs.stated` is null.
PolicyResult makePlan(std::string_view name, const PlanInputs& inputs);

} // namespace tle
