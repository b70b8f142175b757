// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "optimizer/shared/addressspace.h"
#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"
#include "optimizer/shared/spillplanner.h"

#include <vector>

namespace tle {

// Every op output a plan keeps in L1, as a tenant for the spill planners: produced at its op, read by the ops that
// use it (deallocate and return are not reads, so a tensor only returned dies at once), with its bytes per core.
// With SpillCosts::With each tenant also carries the cost model's price of a spill: the DRAM write, each reader's
// extra time when it reads DRAM instead of L1 (its op and any reshard on the edge), and the cost of never holding it.
enum class SpillCosts
{
    Without, // the greedy rule needs none
    With, // the minimum-cost planner weighs them
};
std::vector<L1Tenant> l1Tenants(
    const PolicyResult& result, const ModelGraph& graph, const OptimizerDevice& device, SpillCosts costs);

// What the address-space spill pass needs besides the tenants: each op's circular-buffer peak with the layouts the
// plan gives it (the op model's figure), the view-like outputs (reshape, view, squeeze, unsqueeze of a tensor in
// L1) that may share their source's slot, whether each op runs with the L1 occupied by tensors it does not read,
// and the device's L1 budget.
AddressSpaceInput addressSpaceInput(const PolicyResult& result, const ModelGraph& graph, const OptimizerDevice& device,
    const OpModel& model, const std::vector<L1Tenant>& tenants);

// Writes a spill plan into `result`: spills to DRAM interleaved after the op before the spill point, demoted
// outputs written to DRAM interleaved directly, and one reservation per tenant for the time it holds L1.
// `cause` names the planner that made the plan; `reads` says how uses after a spill read the tensor.
enum class SpilledReads
{
    Dram, // they read the DRAM copy as it is
    // Upstream's pass: they keep the layout they were planned to read, through a to_memory_config from DRAM that
    // the pass inserts (a reload), unless the plan already reshards that edge.
    ReloadIntoPlannedLayout,
};
void applySpillPlan(PolicyResult& result, const ModelGraph& graph, const OptimizerDevice& device,
    const std::vector<L1Tenant>& tenants, const SpillPlan& plan, SpillCause cause,
    SpilledReads reads = SpilledReads::Dram);

} // namespace tle
