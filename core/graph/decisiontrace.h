// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// What tt-mlir's greedy layout optimizer wrote about one function with enable-decision-trace (version 3 of its
// `<function>_decision_trace.json`). io reads it (readDecisionTrace) and joins it to the module (joinTrace); the
// as-decided plan, the Why panel and the second opinion are made from it.

// A layout as the trace writes it: the buffer, the memory layout when there is one and the grid when there is
// one, joined by '/' ("l1/#ttnn.tensor_memory_layout<height_sharded>/8x1"); "null" for no layout (an op's default
// output hint). Kept as the bare words in lower case ("l1/height_sharded/8x1"), whichever spelling the file used.
struct TraceLayout
{
    bool null = true;
    std::string buffer; // dram, l1, system_memory, l1_small, trace
    std::string memory; // interleaved, height_sharded, width_sharded, block_sharded, nd_sharded; may be empty
    std::vector<int64_t> grid; // rows x columns of the layout's grid; may be empty

    bool isL1() const { return buffer == "l1"; }
    bool isSharded() const { return memory.ends_with("_sharded"); }
    std::string text() const;
    bool operator==(const TraceLayout&) const = default;
};

// The lexicographic score of upstream's LayoutScore, in the order it compares: L1 over DRAM, sharded over
// interleaved, fewer DRAM input bytes, no reshard, more cores, less L1.
struct TraceScore
{
    bool isL1 = false;
    bool isSharded = false;
    uint64_t inputDramBytes = 0;
    bool requiresReshard = false;
    int64_t coreCount = 0;
    uint64_t outputL1Usage = 0;

    bool operator==(const TraceScore&) const = default;
};

// The fields of a TraceScore, in the order they decide.
enum class ScoreField
{
    L1,
    Sharded,
    InputDramBytes,
    Reshard,
    Cores,
    L1Usage,
    None, // the scores are equal
};

// The first field in which `a` and `b` differ, and whether `a` wins there.
struct ScoreComparison
{
    ScoreField field = ScoreField::None;
    bool firstWins = false;
};
ScoreComparison compareScores(const TraceScore& a, const TraceScore& b);
// True when `a` ranks above `b` (upstream's LayoutScore::operator>).
bool scoreBetter(const TraceScore& a, const TraceScore& b);
// The JSON key of a field ("isL1", ...; "tie" for None).
const char* scoreFieldKey(ScoreField field);

// One (inputs x output hint) evaluation of an op.
struct TraceEvaluation
{
    TraceLayout hint;
    std::vector<TraceLayout> inputs;
    bool valid = false;
    std::string failureReason; // invalid ones only
    TraceScore score; // valid ones only
    TraceLayout output; // valid ones only: the layout the backend returned
};

struct TraceCandidateSet
{
    int64_t operand = 0;
    int64_t fromProducerBeam = 0;
    int64_t fromReshard = 0;
    std::vector<TraceLayout> candidates;
};

struct TraceBeamEntry
{
    int64_t rank = 0;
    TraceLayout layout;
    TraceScore score;
};

// One op of the forward pass (an in-place op has no evaluations and no beam).
struct TraceOp
{
    int64_t index = 0; // opIndex: its place in the forward pass
    std::string name; // "ttnn.matmul"
    std::string location; // as the writer printed it: loc("matmul_1")
    std::vector<TraceCandidateSet> candidateSets;
    int64_t primaryHints = 0;
    int64_t fallbackHints = 0;
    int64_t crossProduct = 0;
    std::vector<TraceEvaluation> evaluations;
    std::vector<TraceBeamEntry> beam;
    bool dramFallback = false;
    bool inplace = false;
    int line = 0; // where its record starts in the file
};

struct TraceEdge
{
    int64_t producer = 0; // forward-pass indices
    int64_t consumer = 0;
    int64_t operand = 0;
    int64_t producerResult = 0;
    bool reshard = false;
    TraceLayout reshardLayout;
};

struct TraceFork
{
    std::string name;
    std::string location;
    int64_t index = 0;
    int64_t chosenCandidate = 0;
    int64_t consumerCount = 0;
    std::vector<int64_t> consumers; // forward-pass indices
};

struct TraceChoice
{
    int64_t index = 0; // counts the ops with a choice in the function's order
    std::string name;
    TraceLayout layout;
};

enum class SpillAction
{
    DeadRemoval,
    LiveAdded,
    Oom,
    DemotionSuccess,
    DemotionFailed,
    Eviction,
    FragmentationDemote,
    SelfSpill,
    Revalidation,
};
// The trace's spelling ("dead_removal", ...), and the action of a spelling.
const char* spillActionName(SpillAction action);
std::optional<SpillAction> spillActionOf(std::string_view name);
// The events that spill: an eviction moves an L1 tensor to DRAM, a self spill writes an op's output to DRAM as it
// is made. The demotions: a fragmentation demotion keeps an op's output out of L1, a successful one shrinks it.
bool isSpill(SpillAction action);
bool isDemotion(SpillAction action);

struct TraceSpillEvent
{
    int64_t position = 0; // in the spill pass's schedule
    std::string op; // the op as MLIR prints it
    SpillAction action = SpillAction::LiveAdded;
    uint64_t occupiedBefore = 0;
    uint64_t occupiedAfter = 0;
    uint64_t opL1Usage = 0;
    std::string victim;
    std::string details;
};

struct TraceSpillPass
{
    bool present = false; // the writer leaves the section out when the pass did nothing
    uint64_t budget = 0;
    int64_t scheduleSize = 0;
    int64_t totalSpills = 0; // the pass's own count
    uint64_t finalOccupied = 0;
    int64_t finalLiveTensors = 0;
    std::vector<TraceSpillEvent> events;
};

struct DecisionTrace
{
    std::string source; // the file it was read from
    std::string function;
    int64_t beamWidth = 0;
    int64_t totalOps = 0;
    std::vector<TraceOp> forward;
    std::vector<TraceEdge> edges;
    std::vector<TraceFork> forks;
    std::vector<TraceChoice> choices;
    TraceSpillPass spill;
};

// A record of the trace that names no op of the function.
struct UnjoinedRecord
{
    std::string section; // forwardPass, finalChoices, edges, spillManagement.events, backwardPass.forkResolutions
    int64_t index = 0; // within the section
    std::string name;
    std::string reason;
};

// The trace's records placed on the ops of one function (op indices, -1 for a record that did not join).
struct TraceJoin
{
    std::vector<int> forwardOp; // per forward-pass record
    std::vector<int> choiceOp; // per final choice
    std::vector<int> eventOp; // per spill event: the op it names (the victim of an eviction)
    std::vector<int> atOp; // per spill event: the op at its schedule position, when it happens
    std::vector<UnjoinedRecord> unjoined;
    int byLocation = 0; // forward records joined by their loc
    int byIndex = 0; // forward records joined by their place in the function
    // The same, per op of the function (-1 for none), so that a whole plan's explanation stays linear.
    std::vector<int> recordOfOp; // forward-pass record
    std::vector<int> choiceOfOp; // final choice
    std::vector<std::vector<int>> eventsOfOp; // spill events naming the op, in order
    std::map<int64_t, int> recordOfIndex; // forward-pass record by its opIndex
    std::map<int64_t, std::vector<int>> forksOfIndex; // fork resolutions by their op's opIndex
};

// Where the calibrated cost model prefers another valid evaluation of an op than the one the compiler chose.
struct SecondOpinion
{
    int op = -1;
    std::string chosen; // the chosen evaluation's output layout (trace spelling)
    std::string better;
    std::string betterPin; // `better` as an output-layout pin (8x1:l1:height_sharded)
    std::vector<std::string> betterInputs;
    double chosenUs = 0; // the op plus the reshards its inputs need
    double betterUs = 0;
    double reshardUs = 0; // the reshards inside betterUs
    ScoreField decidingField = ScoreField::None; // the score field that made the compiler prefer `chosen`
    bool tie = false; // `better` scores exactly as `chosen` does
};

// Valid evaluations of an op that score exactly as the chosen one, and the one the cost model prefers.
struct ScoreTie
{
    int op = -1;
    std::vector<std::string> outputs; // the tied evaluations' outputs, the chosen one first
    std::string preferred;
};

// A trace read and joined: what the as-decided plan, the Why panel and the second opinion read.
struct JoinedTrace
{
    DecisionTrace trace;
    TraceJoin join;
    std::vector<SecondOpinion> secondOpinion; // by saving, largest first
    std::vector<ScoreTie> ties;

    // The forward record of op `op`, or null.
    const TraceOp* forwardOf(int op) const;
    // The final choice of op `op`, or null.
    const TraceChoice* choiceOf(int op) const;
};

} // namespace tle
