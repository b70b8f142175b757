// SPDX-License-Identifier: MIT
#include "graph/decisiontrace.h"

#include <algorithm>
#include <array>
#include <utility>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

std::string TraceLayout::text() const
{
    if (null)
        return "null";
    std::string out = buffer;
    if (!memory.empty())
        out += "/" + memory;
    if (!grid.empty())
        out += fmt::format("/{}", fmt::join(grid, "x"));
    return out;
}

ScoreComparison compareScores(const TraceScore& a, const TraceScore& b)
{
    if (a.isL1 != b.isL1)
        return { ScoreField::L1, a.isL1 };
    if (a.isSharded != b.isSharded)
        return { ScoreField::Sharded, a.isSharded };
    if (a.inputDramBytes != b.inputDramBytes)
        return { ScoreField::InputDramBytes, a.inputDramBytes < b.inputDramBytes };
    if (a.requiresReshard != b.requiresReshard)
        return { ScoreField::Reshard, !a.requiresReshard };
    if (a.coreCount != b.coreCount)
        return { ScoreField::Cores, a.coreCount > b.coreCount };
    if (a.outputL1Usage != b.outputL1Usage)
        return { ScoreField::L1Usage, a.outputL1Usage < b.outputL1Usage };
    return {};
}

bool scoreBetter(const TraceScore& a, const TraceScore& b)
{
    const ScoreComparison c = compareScores(a, b);
    return c.field != ScoreField::None && c.firstWins;
}

const char* scoreFieldKey(ScoreField field)
{
    switch (field) {
    case ScoreField::L1:
        return "isL1";
    case ScoreField::Sharded:
        return "isSharded";
    case ScoreField::InputDramBytes:
        return "inputDramBytes";
    case ScoreField::Reshard:
        return "requiresReshard";
    case ScoreField::Cores:
        return "coreCount";
    case ScoreField::L1Usage:
        return "outputL1Usage";
    case ScoreField::None:
        break;
    }
    return "tie";
}

namespace {

constexpr std::array<std::pair<SpillAction, const char*>, 9> kSpillActions { {
    { SpillAction::DeadRemoval, "dead_removal" },
    { SpillAction::LiveAdded, "live_added" },
    { SpillAction::Oom, "oom" },
    { SpillAction::DemotionSuccess, "demotion_success" },
    { SpillAction::DemotionFailed, "demotion_failed" },
    { SpillAction::Eviction, "eviction" },
    { SpillAction::FragmentationDemote, "fragmentation_demote" },
    { SpillAction::SelfSpill, "self_spill" },
    { SpillAction::Revalidation, "revalidation" },
} };

} // namespace

const char* spillActionName(SpillAction action)
{
    for (const auto& [a, name] : kSpillActions) {
        if (a == action)
            return name;
    }
    return "";
}

std::optional<SpillAction> spillActionOf(std::string_view name)
{
    for (const auto& [a, spelling] : kSpillActions) {
        if (name == spelling)
            return a;
    }
    return std::nullopt;
}

bool isSpill(SpillAction action)
{
    return action == SpillAction::Eviction || action == SpillAction::SelfSpill;
}

bool isDemotion(SpillAction action)
{
    return action == SpillAction::FragmentationDemote || action == SpillAction::DemotionSuccess;
}

const TraceOp* JoinedTrace::forwardOf(int op) const
{
    if (op < 0 || size_t(op) >= join.recordOfOp.size() || join.recordOfOp[size_t(op)] < 0)
        return nullptr;
    return &trace.forward[size_t(join.recordOfOp[size_t(op)])];
}

const TraceChoice* JoinedTrace::choiceOf(int op) const
{
    if (op < 0 || size_t(op) >= join.choiceOfOp.size() || join.choiceOfOp[size_t(op)] < 0)
        return nullptr;
    return &trace.choices[size_t(join.choiceOfOp[size_t(op)])];
}

} // namespace tle
