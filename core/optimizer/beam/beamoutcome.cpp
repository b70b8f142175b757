// SPDX-License-Identifier: MIT
#include "optimizer/beam/beamoutcome.h"

#include <cmath>
#include <cstdlib>

#include <fmt/format.h>

namespace tle {

std::string twoDecimals(double value)
{
    if (!std::isfinite(value) || std::abs(value) >= 1e15)
        return fmt::format("{:.2f}", value);
    const long long hundredths = std::llround(value * 100);
    const long long magnitude = std::llabs(hundredths);
    return fmt::format("{}{}.{:02}", hundredths < 0 ? "-" : "", magnitude / 100, magnitude % 100);
}

BeamNotes::BeamNotes(std::shared_ptr<const BeamOutcome> outcome, std::vector<RankedCandidate> ranked, int width,
    Remark beyondWidth, LayoutChoice chosen, bool fork)
    : m_outcome(std::move(outcome))
    , m_ranked(std::move(ranked))
    , m_beyondWidth(std::move(beyondWidth))
    , m_chosen(chosen)
    , m_width(width)
    , m_fork(fork)
{
    m_ranked.shrink_to_fit();
    // Notes of the chosen layout fold into one, which comes first.
    for (size_t i = 0; i < items(); ++i) {
        if (labelOf(i) != m_chosen)
            ++m_size;
        else if (m_chosenItem == SIZE_MAX)
            m_chosenItem = i;
    }
    m_size += m_chosenItem != SIZE_MAX ? 1 : 0;
}

size_t BeamNotes::items() const
{
    return (m_outcome->fallback ? 1 : 0) + m_ranked.size() + m_outcome->rejected.size();
}

const LayoutChoice& BeamNotes::labelOf(size_t item) const
{
    if (m_outcome->fallback && item == 0)
        return m_outcome->candidates.front().label;
    item -= m_outcome->fallback ? 1 : 0;
    if (item < m_ranked.size())
        return m_outcome->candidates[m_ranked[item].candidate].label;
    return m_outcome->rejected[item - m_ranked.size()].layout;
}

CandidateNote BeamNotes::item(size_t item) const
{
    if (m_outcome->fallback && item == 0)
        return { m_outcome->candidates.front().label, Verdict::Fallback, RemarkKind::BeamFallback };
    item -= m_outcome->fallback ? 1 : 0;
    if (item >= m_ranked.size())
        return m_outcome->rejected[item - m_ranked.size()];
    const RankedCandidate& r = m_ranked[item];
    const BeamOutcome::Candidate& c = m_outcome->candidates[r.candidate];
    if (item >= size_t(m_width))
        return { c.label, Verdict::RankedLower, m_beyondWidth };
    return { c.label, Verdict::RankedLower,
        Remark(c.resharded ? RemarkKind::BeamRankAfterReshard : RemarkKind::BeamRank,
            { NV("Rank", item + 1), NV("Microseconds", twoDecimals(r.cost * 1e6)) }) };
}

CandidateNote BeamNotes::at(size_t index) const
{
    if (m_chosenItem != SIZE_MAX) {
        if (index == 0) {
            CandidateNote note = item(m_chosenItem);
            note.verdict = Verdict::Chosen;
            if (m_fork)
                note.reason = Remark(RemarkKind::LeastReshardAtFork, { NV("Reason", std::move(note.reason)) });
            return note;
        }
        --index;
    }
    for (size_t i = 0; i < items(); ++i) {
        if (labelOf(i) != m_chosen && index-- == 0)
            return item(i);
    }
    return {};
}

} // namespace tle
