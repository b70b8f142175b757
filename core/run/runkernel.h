// SPDX-License-Identifier: MIT
#pragma once

#include "cost/kernelop.h"
#include "device/devicemodel.h"
#include "run/measuredrun.h"
#include "run/runlayouts.h"

#include <string_view>

namespace tle {

// The program structure an op code names within its family (docs/runs.md, "The cost model").
KernelKind runKernelKind(const RunOp& op, OpFamily family);

// What ATTRIBUTES and MATH FIDELITY say of an op's program: fidelity, approximate math, its eltwise chain, program
// configs, windows, groups, links. `legacyWrites` for runs written before September 2025 (the plain CSV format),
// whose sharded-to-interleaved writers waited on every write.
KernelTraits runKernelTraits(const RunOp& op, KernelKind kind, bool legacyWrites);

// A measured op as the cost model prices it: its tensors as the layout engine sizes them on `device`, its cores
// (CORE COUNT, else the device's workers), its program structure and traits (runKernelKind, runKernelTraits).
KernelOp runKernelOp(const RunOp& op, OpFamily family, KernelKind kind, const KernelTraits& traits,
    RunLayoutSizes& sizes, int64_t workers);

} // namespace tle
