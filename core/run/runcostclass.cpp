// SPDX-License-Identifier: MIT
#include "run/runcostclass.h"

#include "optimizer/shared/costmodel.h"
#include "run/runaccounting.h"

#include <algorithm>

#include <fmt/format.h>

namespace tle {

namespace {

bool contains(std::string_view word, std::initializer_list<std::string_view> parts)
{
    return std::any_of(
        parts.begin(), parts.end(), [&](std::string_view p) { return word.find(p) != std::string_view::npos; });
}

} // namespace

std::optional<OpCategory> ttnnOpCategory(const RunOp& op)
{
    const std::string_view code = leadingWord(op.opCode);
    const size_t name = code.find_first_not_of(".:", 4);
    if ((!code.starts_with("ttnn.") && !code.starts_with("ttnn::")) || name == std::string_view::npos)
        return std::nullopt;
    return knownOpCategory(fmt::format("ttnn.{}", code.substr(name)));
}

CostClass runCostClass(const RunOp& op)
{
    if (const auto category = ttnnOpCategory(op))
        return costClassOf(*category);
    // The layout-tax classes carry over; the rest is told apart by what the op code names.
    switch (classifyRunOp(op)) {
    case RunClass::ShardConv:
        return CostClass::ShardConversion;
    case RunClass::BufCopy:
        return CostClass::BufferCopy;
    case RunClass::TileConv:
        return CostClass::TileConversion;
    case RunClass::ReallocMove:
        // A sharded move copies within each core; an interleaved one goes over the NoC like any data movement.
        return !op.inputs.empty() && op.inputs[0].memoryLayout
                && *op.inputs[0].memoryLayout != TtnnMemoryLayout::Interleaved
            ? CostClass::Move
            : CostClass::DataMovement;
    case RunClass::DramSlice:
        return CostClass::DramSlice;
    case RunClass::Halo:
        return CostClass::Halo;
    case RunClass::Other:
        break;
    }
    const std::string_view w = leadingWord(op.opCode);
    if (w.starts_with("Copy") || w.starts_with("Clone"))
        return CostClass::BufferCopy;
    if (contains(w, { "Matmul", "Linear" }))
        return CostClass::Matmul;
    if (contains(w, { "Conv2d", "Conv3d", "Conv1d", "ConvNew", "ConvTranspose" }) || w.starts_with("Conv"))
        return CostClass::Conv;
    if (contains(w, { "Norm" }))
        return CostClass::Norm;
    if (contains(w, { "Binary", "Unary", "Eltwise", "Ternary", "Where", "Typecast" }))
        return CostClass::Eltwise;
    if (contains(w, { "Softmax", "Reduce", "Reduction", "Accumulation", "Pool", "Moreh", "Argmax" }))
        return CostClass::Reduce;
    return CostClass::DataMovement;
}

} // namespace tle
