// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"
#include "optimizer/shared/policyoptions.h"

#include <span>
#include <string>
#include <string_view>

namespace tle {

// One memory-layout policy: its CLI name, a one-line summary (for --help, the window and the docs) and how to run it.
struct PolicyEntry
{
    std::string_view name;
    std::string_view summary;
    PolicyResult (*run)(
        const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, const PolicyOptions& options);
};

// The policy a model is planned with when none is named (the CLI's optimize and export, the window).
inline constexpr std::string_view kDefaultPolicy = "dfsharding";

// Every policy, in the order `--policy all` runs them: the DRAM reference, seed 002's chain design without and
// with chain merging, today's upstream design, the project's planner and upstream's earlier L1-interleaved design.
std::span<const PolicyEntry> policies();
// Their names, in the same order.
std::span<const std::string_view> policyNames();

// Runs the policy called `name` (one of policyNames()) with the options' pins checked before and applied after
// (see applyPins); throws tle::Error for an unknown name or a pin no legal layout matches.
PolicyResult runPolicy(std::string_view name, const ModelGraph& graph, const OptimizerDevice& device,
    const OpModel& model, const PolicyOptions& options = {});

} // namespace tle
