// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnlayout.h"
#include "optimizer/shared/candidatenotes.h"

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace tle {

// What expanding an op found: every way to produce each output layout that validates, and why the other output
// layouts fail. It depends on the op's signature, the L1 others hold and the layouts its operands can come in,
// so the alike ops of a repeated block share one; they differ only in what their sources cost, and each ranks
// the shared candidates with its own costs.
struct BeamOutcome
{
    struct Input
    {
        const TtnnLayout* layout = nullptr; // what the op reads
        double moveSeconds = 0; // the reshard from the source's layout, when `reshard`
        // Which of the operand's sources: the producer's beam entry, or 0 for a producer without a beam (a
        // function argument), which offers its DRAM layout alone.
        int source = 0;
        bool reshard = false;
    };

    struct Candidate
    {
        const TtnnLayout* output = nullptr;
        LayoutChoice label;
        bool resharded = false; // some input is resharded
        std::array<int64_t, 6> heuristic {}; // higher is better
        double opSeconds = 0; // the op alone
        uint32_t firstInput = 0; // into `inputs`, one per tensor operand
    };

    int operands = 0;
    std::vector<Candidate> candidates; // grouped by output layout
    std::vector<uint32_t> groups; // where each output layout's group starts in `candidates`, then the end
    std::vector<Input> inputs;
    bool fallback = false; // nothing validated: the one candidate reads and writes DRAM interleaved
    std::vector<CandidateNote> rejected; // output layouts no candidate produces, and why

    std::span<const Input> inputsOf(const Candidate& c) const
    {
        return { inputs.data() + c.firstInput, size_t(operands) };
    }
};

// A candidate as one op ranked it.
struct RankedCandidate
{
    uint32_t candidate = 0; // into BeamOutcome::candidates
    bool inBeam = false; // kept for the op's consumers
    double cost = 0; // seconds along the path
};

// An op's notes, worded from its outcome and ranking when read: the chosen layout first, then the others ranked
// (with their rank and estimated time, or beyond the width), then the output layouts that failed.
class BeamNotes : public CandidateNoteSource
{
public:
    BeamNotes(std::shared_ptr<const BeamOutcome> outcome, std::vector<RankedCandidate> ranked, int width,
        Remark beyondWidth, LayoutChoice chosen, bool fork);

    size_t size() const override { return m_size; }
    CandidateNote at(size_t index) const override;

private:
    // The notes in the order the search words them, before the chosen one moves first.
    size_t items() const;
    const LayoutChoice& labelOf(size_t item) const;
    CandidateNote item(size_t item) const;

    std::shared_ptr<const BeamOutcome> m_outcome;
    std::vector<RankedCandidate> m_ranked;
    Remark m_beyondWidth;
    LayoutChoice m_chosen;
    int m_width = 0;
    bool m_fork = false; // consumers wanted different entries
    size_t m_chosenItem = SIZE_MAX;
    size_t m_size = 0;
};

// `{:.2f}` of a figure through its hundredths as an integer: fmt's exact fixed-point path took half the search's
// time on long models.
std::string twoDecimals(double value);

} // namespace tle
