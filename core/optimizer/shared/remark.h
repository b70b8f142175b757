// SPDX-License-Identifier: MIT
#pragma once

// Why the optimizer decided something, as data: a remark kind and its named values (in the manner of LLVM's
// optimization remarks). The optimizer never words a remark; report/remarktext holds the one table of English
// templates, and the window translates the same templates.

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tle {

enum class RemarkKind : uint8_t
{
    None,
    // The op model's verdicts.
    OpNotModelled,
    L1OutOfMemory,
    EltwiseShardedAlike,
    EltwiseOwnSharding,
    EltwiseShardedOutput,
    MatmulTiledInputs,
    MatmulWeightInterleaved,
    MatmulOutputSharding,
    ConvWidthSharded,
    ConvWeightInterleaved,
    RowsStayWhole,
    RowsKeepSharding,
    ConcatLastDimsInputs,
    ConcatInputSharding,
    ConcatLastDimsOutput,
    ConcatOutputSharding,
    DramInputsOnly,
    InterleavedOutputsOnly,
    NoShardedImplementation,
    // Pins.
    PinMismatch,
    PinnedByUser,
    PinKept,
    PinMoved,
    PinMovedToL1,
    NoLayout,
    // l1-interleaved.
    DramUntilReached,
    DramOnlyMaxLegal,
    NoL1InterleavedLayout,
    PinnedElsewhere,
    OpModelRejectsL1Interleaved,
    ForkStaysInDram,
    MaskKeepsInL1,
    MaskPrefersOperands,
    MaskHadNoRoom,
    NoMaskFits,
    NoMaskKeepsIt,
    InterleavedNote,
    ScheduleUnchanged,
    ScheduleMovesOne,
    ScheduleMovesMany,
    // The beams.
    BeamFallback,
    BeamRank,
    BeamRankAfterReshard,
    BeyondBeamWidth,
    LeastReshardAtFork,
    GreedyBeamNote,
    PlannerNoteOptimal,
    PlannerNoteLimited,
    // Spill plans.
    WrittenToDram,
    DemotedBySpillPlanner,
    StatedPlanNote,
    DecidedPlanNote,
    DecidedChoiceNotLegal,
    UnmodelledOpsNote,
    // dfsharding and its chains.
    FallbackNoRoom,
    FallbackNotAccepted,
    FallbackChosen,
    ConcatPrefers,
    BeyondMaxLegal,
    NoConfigSatisfies,
    LessCoreUsage,
    HighestCoreUsage,
    // The shard solver.
    SolverNoEntryConfig,
    SolverNoPath,
    SolverPathsEmptied,
    SolverConfigUnavailable,
    SolverPickFailed,
    NoReshardLayout,
    NoReshardLayoutOnEdge,
    NoReshardAcceptedByFirstOp,
    NoReshardAcceptedByConsumer,
    SolverPropagation,
    SolverPinning,
    // Chain merging.
    OpFailsValidation,
    ConcatInputsStay,
    ConcatInputNotChainOutput,
    ConcatInputOtherConsumers,
    ConcatNoTensorInputs,
    ConcatNoLegalSharded,
    ConcatOfL1Sharded,
    StaysShardedForConsumers,
    MovedToL1Interleaved,
    OutputStaysForOperand,
    BothInputsStay,
};

struct Remark;

// A remark's value: a count or a size, text kept as it is (op names, layouts, configs), or a remark of its own
// (the rejection a chain failure quotes).
using RemarkValue = std::variant<int64_t, std::string, std::shared_ptr<const Remark>>;

struct RemarkArg
{
    std::string_view name; // as the template table names it
    RemarkValue value;
};

struct Remark
{
    RemarkKind kind = RemarkKind::None;

    Remark() = default;
    Remark(RemarkKind k)
        : kind(k)
    { }
    // Straight into the shared array: a search makes millions of remarks, and a vector first would double the
    // allocations.
    Remark(RemarkKind k, std::initializer_list<RemarkArg> a)
        : kind(k)
    {
        assign(a.begin(), a.end());
    }
    Remark(RemarkKind k, std::vector<RemarkArg> a)
        : kind(k)
    {
        assign(std::make_move_iterator(a.begin()), std::make_move_iterator(a.end()));
    }

    bool empty() const { return kind == RemarkKind::None; }
    std::span<const RemarkArg> args() const { return { m_args.get(), m_count }; }
    // The value named `name`, or null.
    const RemarkValue* find(std::string_view name) const
    {
        for (const RemarkArg& arg : args())
            if (arg.name == name)
                return &arg.value;
        return nullptr;
    }

private:
    template <typename It>
    void assign(It first, It last)
    {
        m_count = uint32_t(std::distance(first, last));
        if (m_count == 0)
            return;
        auto args = std::make_shared<RemarkArg[]>(m_count);
        std::copy(first, last, args.get());
        m_args = std::move(args);
    }

    uint32_t m_count = 0;
    // Never changed once made, so copies share it: a plan hands the op model's reasons to many ops.
    std::shared_ptr<const RemarkArg[]> m_args;
};

// Named values, as LLVM's NV("Bytes", b).
template <std::integral T>
RemarkArg NV(std::string_view name, T value)
{
    return { name, int64_t(value) };
}
inline RemarkArg NV(std::string_view name, std::string text)
{
    return { name, std::move(text) };
}
inline RemarkArg NV(std::string_view name, std::string_view text)
{
    return { name, std::string(text) };
}
inline RemarkArg NV(std::string_view name, const char* text)
{
    return { name, std::string(text) };
}
inline RemarkArg NV(std::string_view name, Remark nested)
{
    return { name, std::make_shared<const Remark>(std::move(nested)) };
}

} // namespace tle
