// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/beam/beamoutcome.h"
#include "optimizer/beam/validationmemo.h"
#include "optimizer/shared/layoutcache.h"
#include "optimizer/shared/layoutpin.h"
#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"
#include "optimizer/shared/policyoptions.h"

#include <cstdint>
#include <map>
#include <memory>
#include <unordered_map>
#include <vector>

namespace tle {

// How beam candidates are ranked.
enum class BeamScoring
{
    // Upstream's fixed lexicographic heuristic: L1 over DRAM, sharded over interleaved, fewer input DRAM bytes,
    // no reshard over reshard, more cores, lower L1 usage.
    Heuristic,
    // Estimated time of the path: the op's cost from the cost model, the reshards feeding it, and its producers'
    // path costs shared among their consumers. Lower is better.
    Cost,
};

struct BeamOptions
{
    int width = 8; // K: entries kept per op
    int64_t maxLegalLayouts = 64; // sharded output hints per op (upstream's current default)
    bool rowMajorEnabled = false;
    BeamScoring scoring = BeamScoring::Heuristic;
    // Validate each op with the L1 the best entries of the tensors alive across it already hold (upstream's
    // greedy pass), not as if L1 were empty.
    bool occupiedL1 = false;
    LayoutPins pins; // ops whose output layout hints are only those that match their pin
    const std::atomic<bool>* cancel = nullptr; // see PolicyOptions::cancel
};

// Pass 1 of upstream's design (tt-mlir ttnn-optimizer §5): layout propagation with a beam over every op in
// schedule order, K x K input pairs for binary ops (the best entry only for operands beyond the second), reshard
// variants of the best inputs when they do not validate as they are, and L1-interleaved then DRAM-interleaved
// fallbacks when nothing validates. traceBack() reconstructs one layout per op from the leaves; at a fork it
// picks the producer entry with the least total reshard cost over its consumers and records the reshards.
class BeamSearch
{
public:
    BeamSearch(const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model, BeamOptions options);

    void run();
    // Fills decisions (layout, candidates) and reshards of `result`, whose ops are the graph's ops in order.
    void traceBack(PolicyResult& result);

    int64_t validations() const { return m_validations; }
    // Distinct expansions: ops alike in signature, occupancy and source layouts share one.
    size_t outcomes() const { return m_outcomes.size(); }

private:
    struct Source
    {
        const TtnnLayout* layout = nullptr;
        double cost = 0;
    };
    using Sources = std::vector<std::vector<Source>>; // per tensor operand, best first

    // An op's place in the search: what its expansion found and how it ranked the candidates.
    struct Ranking
    {
        std::shared_ptr<const BeamOutcome> outcome; // null for ops outside the search
        std::vector<RankedCandidate> ranked; // best first
    };
    struct Expansion;

    void expand(int op);
    int64_t occupiedAcross(int op);
    std::shared_ptr<const BeamOutcome> outcomeOf(int op, const Sources& sources);
    std::shared_ptr<const BeamOutcome> explore(int op, const Sources& sources);
    void offerCombinations(Expansion& x);
    void offerReshards(Expansion& x);
    void rank(int op, const Sources& sources);
    double costOf(const BeamOutcome& outcome, const BeamOutcome::Candidate& c, const Sources& sources) const;
    bool better(const BeamOutcome::Candidate& a, double aCost, const BeamOutcome::Candidate& b, double bCost) const;
    // The op's beam, entry by entry: the ranked candidates kept for its consumers.
    template <typename F>
    void forEachEntry(int op, F&& f) const;
    const RankedCandidate& entry(int op, int index) const;
    const BeamOutcome::Candidate& candidate(int op, const RankedCandidate& r) const
    {
        return m_rankings[size_t(op)].outcome->candidates[r.candidate];
    }
    std::vector<Source> sourcesOf(int value, bool bestOnly);
    bool valid(int op, const std::vector<const TtnnLayout*>& inputs, const TtnnLayout& output, Remark* why);
    double moveSeconds(const TtnnLayout& from, const TtnnLayout& to);
    double opSeconds(int op, const std::vector<const TtnnLayout*>& inputs, const TtnnLayout& output);
    const TtnnLayout* reshardTarget(int variant, const TensorType& operand, const TtnnLayout& hint);

    const ModelGraph& m_graph;
    const OptimizerDevice& m_device;
    const OpModel& m_model;
    BeamOptions m_options;
    LayoutCache m_cache;
    std::vector<Ranking> m_rankings; // per op
    std::vector<OpQuery> m_queries; // per signature
    std::vector<int> m_signature; // per op: ops with equal queries share validation answers
    const OpQuery& query(int op) const { return m_queries[size_t(m_signature[size_t(op)])]; }
    ValidationMemo m_memo;
    // Outcomes by signature, occupancy and source layouts.
    struct KeyHash
    {
        size_t operator()(const std::vector<uintptr_t>& key) const;
    };
    std::unordered_map<std::vector<uintptr_t>, std::shared_ptr<const BeamOutcome>, KeyHash> m_outcomes;
    std::vector<uintptr_t> m_key; // outcomeOf's, reused
    std::map<std::pair<const TtnnLayout*, const TtnnLayout*>, double> m_moveSeconds;
    Remark m_beyondWidth; // one for every entry past the width, so that their notes share its value
    int64_t m_validations = 0;
    std::vector<int64_t> m_occupied; // per op: L1 per core held across it by others (occupiedL1 only)
    // The expanded ops whose result is still read after the op being expanded, with its readers: the sweep
    // that keeps occupiedAcross linear in the live values rather than in every op before.
    struct LiveResult
    {
        int op = 0;
        std::vector<int> readers;
    };
    std::vector<LiveResult> m_live;
    int m_swept = 0; // ops before this one have joined the sweep
};

// A policy result named `policy` whose layouts and reshards come from a beam search over the graph (the first
// pass of greedy-beam and layout-planner); `validations` receives the op-model calls it made.
PolicyResult beamDecisions(const ModelGraph& graph, const OptimizerDevice& device, const OpModel& model,
    const BeamOptions& options, std::string policy, int64_t* validations = nullptr);

} // namespace tle
