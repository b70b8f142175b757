// SPDX-License-Identifier: MIT
#include "report/remarktext.h"

#include "util/error.h"
#include "util/translatenoop.h"

#include <algorithm>
#include <array>
#include <fmt/format.h>

namespace tle {

namespace {

// Every remark's English template; the names are the remark's values in placeholder order.
constexpr std::array kTemplates {
    RemarkTemplate { RemarkKind::None, "", "" },
    RemarkTemplate { RemarkKind::OpNotModelled, "Kind",
        TLE_TRANSLATE_NOOP("tle::Remarks", "%1: the op model cannot validate this op, so it stays in DRAM") },
    RemarkTemplate { RemarkKind::L1OutOfMemory, "Kind Bytes CircularBuffers Tensors Budget",
        TLE_TRANSLATE_NOOP("tle::Remarks",
            "%1 needs %2 bytes of L1 per core (%3 for circular buffers, %4 for tensors) but the budget is %5") },
    RemarkTemplate { RemarkKind::EltwiseShardedAlike, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "eltwise: sharded inputs must be sharded alike") },
    RemarkTemplate { RemarkKind::EltwiseOwnSharding, "Input Output",
        TLE_TRANSLATE_NOOP("tle::Remarks", "eltwise: a sharded input (%1) produces its own sharding, not %2") },
    RemarkTemplate { RemarkKind::EltwiseShardedOutput, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "eltwise: a sharded input produces a sharded output") },
    RemarkTemplate {
        RemarkKind::MatmulTiledInputs, "", TLE_TRANSLATE_NOOP("tle::Remarks", "matmul: inputs must be tiled") },
    RemarkTemplate { RemarkKind::MatmulWeightInterleaved, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "matmul: the weight operand must be interleaved") },
    RemarkTemplate { RemarkKind::MatmulOutputSharding, "Activation",
        TLE_TRANSLATE_NOOP("tle::Remarks", "matmul: a %1 activation needs a %1 output") },
    RemarkTemplate { RemarkKind::ConvWidthSharded, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "conv2d: width-sharded outputs are not supported") },
    RemarkTemplate { RemarkKind::ConvWeightInterleaved, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "conv2d: the weight operand must be interleaved") },
    RemarkTemplate { RemarkKind::RowsStayWhole, "Kind Layout",
        TLE_TRANSLATE_NOOP("tle::Remarks", "%1: rows must stay whole on a core; %2 splits them") },
    RemarkTemplate { RemarkKind::RowsKeepSharding, "Kind",
        TLE_TRANSLATE_NOOP("tle::Remarks", "%1: the output keeps the input's sharding") },
    RemarkTemplate { RemarkKind::ConcatLastDimsInputs, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "concat: only the last two dims concatenate sharded inputs") },
    RemarkTemplate { RemarkKind::ConcatInputSharding, "Dim Needed Got",
        TLE_TRANSLATE_NOOP("tle::Remarks", "concat on dim %1 needs %2 inputs, got %3") },
    RemarkTemplate { RemarkKind::ConcatLastDimsOutput, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "concat: only the last two dims concatenate into a sharded output") },
    RemarkTemplate { RemarkKind::ConcatOutputSharding, "Dim Needed",
        TLE_TRANSLATE_NOOP("tle::Remarks", "concat on dim %1 produces a %2 output") },
    RemarkTemplate { RemarkKind::DramInputsOnly, "Kind Layout Buffer",
        TLE_TRANSLATE_NOOP("tle::Remarks", "%1 needs DRAM-interleaved inputs, got %2 in %3") },
    RemarkTemplate { RemarkKind::InterleavedOutputsOnly, "Kind",
        TLE_TRANSLATE_NOOP("tle::Remarks", "%1 writes interleaved outputs only") },
    RemarkTemplate { RemarkKind::NoShardedImplementation, "Kind",
        TLE_TRANSLATE_NOOP("tle::Remarks", "%1 has no sharded implementation") },
    RemarkTemplate { RemarkKind::PinMismatch, "Pin", TLE_TRANSLATE_NOOP("tle::Remarks", "does not match the pin %1") },
    RemarkTemplate { RemarkKind::PinnedByUser, "Pin", TLE_TRANSLATE_NOOP("tle::Remarks", "pinned by the user: %1") },
    RemarkTemplate { RemarkKind::PinKept, "Op Pin", TLE_TRANSLATE_NOOP("tle::Remarks", "%1 is pinned to %2") },
    RemarkTemplate { RemarkKind::PinMoved, "Op Pin From To",
        TLE_TRANSLATE_NOOP("tle::Remarks", "%1 is pinned to %2: the policy left it in %3, the pin puts it in %4") },
    RemarkTemplate { RemarkKind::PinMovedToL1, "Op Pin From To",
        TLE_TRANSLATE_NOOP("tle::Remarks",
            "%1 is pinned to %2: the policy left it in %3, the pin puts it in %4 (its L1 use is added to the timeline "
            "as "
            "is)") },
    RemarkTemplate { RemarkKind::NoLayout, "", TLE_TRANSLATE_NOOP("tle::Remarks", "no layout") },
    RemarkTemplate { RemarkKind::DramUntilReached, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "DRAM interleaved until the policy reaches it") },
    RemarkTemplate {
        RemarkKind::DramOnlyMaxLegal, "", TLE_TRANSLATE_NOOP("tle::Remarks", "max-legal-layouts 0: DRAM only") },
    RemarkTemplate {
        RemarkKind::NoL1InterleavedLayout, "", TLE_TRANSLATE_NOOP("tle::Remarks", "no L1-interleaved layout") },
    RemarkTemplate { RemarkKind::PinnedElsewhere, "", TLE_TRANSLATE_NOOP("tle::Remarks", "pinned elsewhere") },
    RemarkTemplate { RemarkKind::OpModelRejectsL1Interleaved, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "the op model rejects L1 interleaved") },
    RemarkTemplate { RemarkKind::ForkStaysInDram, "Uses",
        TLE_TRANSLATE_NOOP("tle::Remarks", "%1 uses: a fork's output stays in DRAM") },
    RemarkTemplate { RemarkKind::MaskKeepsInL1, "Op Bytes Budget Peak",
        TLE_TRANSLATE_NOOP("tle::Remarks",
            "in L1: the mask of %1 keeps %2 bytes per core of outputs in L1 (budget %3), operand peak %4") },
    RemarkTemplate { RemarkKind::MaskPrefersOperands, "Bytes",
        TLE_TRANSLATE_NOOP(
            "tle::Remarks", "in DRAM: a mask without it keeps more of its operands in L1 (%1 bytes per core)") },
    RemarkTemplate {
        RemarkKind::MaskHadNoRoom, "Op", TLE_TRANSLATE_NOOP("tle::Remarks", "in DRAM: %1's mask had no room for it") },
    RemarkTemplate { RemarkKind::NoMaskFits, "Budget",
        TLE_TRANSLATE_NOOP("tle::Remarks", "in DRAM: no mask with it fits %1 bytes per core") },
    RemarkTemplate {
        RemarkKind::NoMaskKeepsIt, "Op", TLE_TRANSLATE_NOOP("tle::Remarks", "in DRAM: no mask of %1 keeps it in L1") },
    RemarkTemplate { RemarkKind::InterleavedNote, "Budget InL1",
        TLE_TRANSLATE_NOOP("tle::Remarks",
            "budget %1 bytes per core (75% of the L1 budget); %2 outputs in L1 interleaved, the rest DRAM "
            "interleaved") },
    RemarkTemplate { RemarkKind::ScheduleUnchanged, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "the rebuilt schedule is the model's order") },
    RemarkTemplate { RemarkKind::ScheduleMovesOne, "Moved",
        TLE_TRANSLATE_NOOP("tle::Remarks",
            "the rebuilt schedule moves %1 op; the reservations and the L1 peak follow the model's order") },
    RemarkTemplate { RemarkKind::ScheduleMovesMany, "Moved",
        TLE_TRANSLATE_NOOP("tle::Remarks",
            "the rebuilt schedule moves %1 ops; the reservations and the L1 peak follow the model's order") },
    RemarkTemplate { RemarkKind::BeamFallback, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "no layout validates; DRAM interleaved inputs and output") },
    RemarkTemplate { RemarkKind::BeamRank, "Rank Microseconds",
        TLE_TRANSLATE_NOOP("tle::Remarks", "beam rank %1: %2 us estimated") },
    RemarkTemplate { RemarkKind::BeamRankAfterReshard, "Rank Microseconds",
        TLE_TRANSLATE_NOOP("tle::Remarks", "beam rank %1: %2 us estimated, after a reshard") },
    RemarkTemplate {
        RemarkKind::BeyondBeamWidth, "Width", TLE_TRANSLATE_NOOP("tle::Remarks", "beyond the beam width %1") },
    RemarkTemplate { RemarkKind::LeastReshardAtFork, "Reason",
        TLE_TRANSLATE_NOOP("tle::Remarks", "%1, least reshard cost at the fork") },
    RemarkTemplate { RemarkKind::GreedyBeamNote,
        "Width Validations Cushion Spills NoFit Fragmentation CircularBuffers OutOfMemory Demoted",
        TLE_TRANSLATE_NOOP("tle::Remarks",
            "beam width %1, %2 op-model validations; address-space spilling (first fit top-down, circular buffers "
            "bottom-up, cushion %3 bytes): %4 spills (%5 no fit, %6 fragmentation, %7 circular buffers, %8 op out of "
            "memory), %9 outputs written to DRAM directly") },
    RemarkTemplate { RemarkKind::PlannerNoteOptimal, "Width Validations Spills Demoted Microseconds",
        TLE_TRANSLATE_NOOP("tle::Remarks",
            "cost-ranked beam of width %1, %2 op-model validations; minimum-cost spill plan (proven optimal): %3 "
            "spills, "
            "%4 outputs written to DRAM directly, %5 us of spill cost") },
    RemarkTemplate { RemarkKind::PlannerNoteLimited, "Width Validations Spills Demoted Microseconds",
        TLE_TRANSLATE_NOOP("tle::Remarks",
            "cost-ranked beam of width %1, %2 op-model validations; minimum-cost spill plan (search limit reached, "
            "best "
            "found): %3 spills, %4 outputs written to DRAM directly, %5 us of spill cost") },
    RemarkTemplate { RemarkKind::WrittenToDram, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "L1 full over the tensor's lifetime: written to DRAM directly") },
    RemarkTemplate { RemarkKind::DemotedBySpillPlanner, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "demoted by the spill planner: no room in L1") },
    RemarkTemplate { RemarkKind::StatedPlanNote, "Budget Spills Demoted",
        TLE_TRANSLATE_NOOP("tle::Remarks",
            "the model's own layouts, then farthest-last-use spilling within %1 bytes per core: %2 spills, %3 outputs "
            "written to DRAM directly") },
    RemarkTemplate { RemarkKind::DecidedPlanNote, "Beam Choices Reshards Spills Demoted Budget",
        TLE_TRANSLATE_NOOP("tle::Remarks",
            "tt-mlir's own decisions from its decision trace (beam width %1): %2 final choices, %3 reshards, %4 "
            "spills and %5 outputs written to DRAM by its spill pass within %6 bytes of L1 per core") },
    RemarkTemplate { RemarkKind::DecidedChoiceNotLegal, "Ops",
        TLE_TRANSLATE_NOOP("tle::Remarks",
            "no legal layout on this device matches the compiler's choice for %1: kept in DRAM interleaved") },
    RemarkTemplate { RemarkKind::UnmodelledOpsNote, "Ops",
        TLE_TRANSLATE_NOOP(
            "tle::Remarks", "the op model cannot validate %1 (upstream: not implemented): kept in DRAM") },
    RemarkTemplate {
        RemarkKind::FallbackNoRoom, "", TLE_TRANSLATE_NOOP("tle::Remarks", "L1 interleaved fallback: no room in L1") },
    RemarkTemplate { RemarkKind::FallbackNotAccepted, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "L1 interleaved fallback: the op or a consumer does not accept it") },
    RemarkTemplate { RemarkKind::FallbackChosen, "", TLE_TRANSLATE_NOOP("tle::Remarks", "L1 interleaved fallback") },
    RemarkTemplate {
        RemarkKind::ConcatPrefers, "Layout", TLE_TRANSLATE_NOOP("tle::Remarks", "the concat it feeds prefers %1") },
    RemarkTemplate { RemarkKind::BeyondMaxLegal, "", TLE_TRANSLATE_NOOP("tle::Remarks", "beyond max-legal-layouts") },
    RemarkTemplate { RemarkKind::NoConfigSatisfies, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "no configuration satisfies every edge") },
    RemarkTemplate { RemarkKind::LessCoreUsage, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "less accumulated core usage or eliminated by a neighbour") },
    RemarkTemplate { RemarkKind::HighestCoreUsage, "", TLE_TRANSLATE_NOOP("tle::Remarks", "highest core usage") },
    RemarkTemplate { RemarkKind::SolverNoEntryConfig, "Edge Reshards",
        TLE_TRANSLATE_NOOP("tle::Remarks", "%1: no config of op 0 accepts an interleaved input, and %2") },
    RemarkTemplate { RemarkKind::SolverNoPath, "Edge ProducerConfigs ConsumerConfigs Reshards",
        TLE_TRANSLATE_NOOP(
            "tle::Remarks", "%1: no producer config in %2 is compatible with any consumer config in %3, and %4") },
    RemarkTemplate { RemarkKind::SolverPathsEmptied, "Edge Step Producer ProducerConfigs Consumer ConsumerConfigs",
        TLE_TRANSLATE_NOOP("tle::Remarks",
            "%1: %2 removed every path; producer op %3 still allows configs %4 and consumer op %5 allows %6, but no "
            "compatible pair joins them") },
    RemarkTemplate { RemarkKind::SolverConfigUnavailable, "Op Config Configs",
        TLE_TRANSLATE_NOOP(
            "tle::Remarks", "set(op %1, config %2): the config was already eliminated; op %1 allows %3") },
    RemarkTemplate { RemarkKind::SolverPickFailed, "Op Attempt",
        TLE_TRANSLATE_NOOP(
            "tle::Remarks", "pickConfigs: no remaining config of op %1 can be pinned; last attempt: %2") },
    RemarkTemplate {
        RemarkKind::NoReshardLayout, "", TLE_TRANSLATE_NOOP("tle::Remarks", "no reshard layout is available") },
    RemarkTemplate { RemarkKind::NoReshardLayoutOnEdge, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "no reshard layout is available on the edge") },
    RemarkTemplate { RemarkKind::NoReshardAcceptedByFirstOp, "Tried",
        TLE_TRANSLATE_NOOP("tle::Remarks", "none of the %1 reshard layouts is accepted by op 0") },
    RemarkTemplate { RemarkKind::NoReshardAcceptedByConsumer, "Tried",
        TLE_TRANSLATE_NOOP("tle::Remarks", "none of the %1 reshard layouts is accepted by the consumer") },
    RemarkTemplate { RemarkKind::SolverPropagation, "", TLE_TRANSLATE_NOOP("tle::Remarks", "propagation") },
    RemarkTemplate {
        RemarkKind::SolverPinning, "Op Config", TLE_TRANSLATE_NOOP("tle::Remarks", "pinning op %1 to config %2") },
    RemarkTemplate { RemarkKind::OpFailsValidation, "Op Reason", TLE_TRANSLATE_NOOP("tle::Remarks", "%1: %2") },
    RemarkTemplate { RemarkKind::ConcatInputsStay, "Inputs",
        TLE_TRANSLATE_NOOP("tle::Remarks", "%1 inputs stay in L1 for the concat") },
    RemarkTemplate { RemarkKind::ConcatInputNotChainOutput, "Operand",
        TLE_TRANSLATE_NOOP("tle::Remarks", "concat input %1 is not the output of a completed chain") },
    RemarkTemplate { RemarkKind::ConcatInputOtherConsumers, "Operand",
        TLE_TRANSLATE_NOOP("tle::Remarks", "concat input %1 has other consumers") },
    RemarkTemplate {
        RemarkKind::ConcatNoTensorInputs, "", TLE_TRANSLATE_NOOP("tle::Remarks", "concat has no tensor inputs") },
    RemarkTemplate { RemarkKind::ConcatNoLegalSharded, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "concat has no legal sharded output") },
    RemarkTemplate {
        RemarkKind::ConcatOfL1Sharded, "", TLE_TRANSLATE_NOOP("tle::Remarks", "concat of L1-sharded inputs") },
    RemarkTemplate { RemarkKind::StaysShardedForConsumers, "Consumers",
        TLE_TRANSLATE_NOOP("tle::Remarks", "stays sharded in L1 for %1 consumer(s)") },
    RemarkTemplate { RemarkKind::MovedToL1Interleaved, "",
        TLE_TRANSLATE_NOOP("tle::Remarks", "moved to L1 interleaved for its consumers") },
    RemarkTemplate { RemarkKind::OutputStaysForOperand, "Operand Op",
        TLE_TRANSLATE_NOOP("tle::Remarks", "output stays in L1 for operand %1 of %2") },
    RemarkTemplate {
        RemarkKind::BothInputsStay, "Op", TLE_TRANSLATE_NOOP("tle::Remarks", "both inputs of %1 stay in L1") },
};

constexpr bool tableInKindOrder()
{
    for (size_t i = 0; i < kTemplates.size(); ++i)
        if (size_t(kTemplates[i].kind) != i)
            return false;
    return true;
}
static_assert(tableInKindOrder(), "one template per remark kind, in the order of RemarkKind");

MessageArg messageArg(const RemarkValue& value)
{
    if (const auto* number = std::get_if<int64_t>(&value))
        return *number;
    if (const auto* text = std::get_if<std::string>(&value))
        return *text;
    const auto& nested = std::get<std::shared_ptr<const Remark>>(value);
    return std::make_shared<const Message>(nested ? remarkMessage(*nested) : Message {});
}

} // namespace

const RemarkTemplate& remarkTemplate(RemarkKind kind)
{
    if (size_t(kind) >= kTemplates.size())
        throw Error(fmt::format("remark kind {} has no template", int(kind)));
    return kTemplates[size_t(kind)];
}

size_t remarkKindCount()
{
    return kTemplates.size();
}

Message remarkMessage(const Remark& remark)
{
    const RemarkTemplate& entry = remarkTemplate(remark.kind);
    Message message { kRemarkContext, entry.source, {} };
    std::string_view names = entry.names;
    while (!names.empty()) {
        const size_t space = std::min(names.find(' '), names.size());
        const std::string_view name = names.substr(0, space);
        names.remove_prefix(std::min(space + 1, names.size()));
        const RemarkValue* value = remark.find(name);
        if (!value)
            throw Error(fmt::format("remark '{}' lacks its value {}", entry.source, name));
        message.args.push_back(messageArg(*value));
    }
    return message;
}

std::string remarkText(const Remark& remark)
{
    return remark.empty() ? std::string() : remarkMessage(remark).english();
}

} // namespace tle
