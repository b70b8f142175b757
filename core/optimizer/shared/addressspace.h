// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/spillplanner.h"

#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <vector>

namespace tle {

// Today's upstream spill pass simulates each core's L1 as an address space, not only a sum of bytes: tensors are
// placed top-down with first fit, so a total that fits may still find no contiguous slot, and the circular
// buffers of the op running grow bottom-up from address 0. Per position (op) of the schedule, in order:
//   1. tensors past their last use are freed;
//   1a. before an op the op model does not implement, every tensor in L1 is spilled and the address space starts
//      empty;
//   1b. when `runs` is given, the op must run with the L1 its operands do not hold already occupied: while it does
//      not, the resident slot whose last use is farthest away is evicted ("out of memory"); if it cannot run even
//      with L1 empty, its output is demoted;
//   2. an output larger than the budget less the op's circular buffers and the cushion is demoted (written to
//      DRAM): it cannot fit even with L1 empty; the cushion counts only for an op with circular buffers;
//   3. a view-like output (reshape and friends) whose source is resident shares the source's slot;
//   4. any other output takes the highest free slot above the op's circular buffers and the cushion that holds
//      it; when none does, the resident slot whose last use is farthest away is evicted (ties: larger, then
//      earlier in the input) until one does: "no fit" when the free bytes were too few, "fragmentation" when
//      they were enough but not contiguous; with nothing left to evict the output is demoted;
//   5. the op's circular-buffer peak plus the cushion must stay below the lowest live tensor: every slot
//      starting under it is evicted ("circular buffers"), also for ops whose output is in DRAM.
// The cushion is 10% of the budget. An evicted slot takes every tensor sharing it along, and the history of
// allocations is replayed without it from the earliest allocation evicted for the same op: the tensors allocated
// after it move into the room it leaves (upstream's snapshot and replay). A tensor evicted at
// position p holds L1 up to p - 1 (an operand of the op at p then reads DRAM), as planSpillsGreedy's plans.
struct AddressSpaceInput
{
    std::vector<L1Tenant> tenants; // as for planSpillsGreedy; costs are not used
    std::vector<int64_t> circularBuffers; // per position: the op's circular-buffer peak per core (missing: 0)
    std::map<int, int> views; // tenant value -> the value whose slot it may share (a view-like op's source)
    int64_t budget = 0;
    // Whether the op at a position runs with `occupied` bytes per core held by tensors it does not read.
    std::function<bool(int position, int64_t occupied)> runs;
    // Positions of ops the op model does not implement: every tensor in L1 is spilled before them.
    std::set<int> flushes;
};

enum class EvictionReason
{
    NoFit,
    Fragmentation,
    CircularBuffers,
    OutOfMemory, // the op did not run with the L1 occupied
    TooBigAlone, // the tenant itself was demoted
    NotImplemented, // the next op has no op model: everything in L1 goes
};

struct AddressEvent
{
    int position = 0;
    int value = 0; // the evicted or demoted tenant
    EvictionReason reason = EvictionReason::NoFit;
    int forValue = -1; // the output that needed the room, -1 for circular buffers and demotions
};

// Where a tensor sat: [address, address + bytes) from its start to its last position in L1.
struct TensorAddress
{
    int value = 0;
    int64_t address = 0;
    int64_t bytes = 0;
};

struct AddressSpacePlan
{
    SpillPlan plan; // spills, demotions and the peak tensor bytes; cost and nodes unused
    std::vector<TensorAddress> placements; // tenants that were placed, input order
    std::vector<AddressEvent> events; // in schedule order
};

int64_t addressSpaceCushion(int64_t budget);

// Throws tle::Error for invalid tenants (as planSpillsGreedy) or a negative circular-buffer size.
AddressSpacePlan planSpillsAddressSpace(const AddressSpaceInput& input);

} // namespace tle
