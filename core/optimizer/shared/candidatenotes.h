// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnlayout.h"
#include "optimizer/shared/remark.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace tle {

// How a policy judged a candidate layout of an op.
enum class Verdict
{
    Chosen,
    Rejected,
    RankedLower,
    Fallback, // nothing validated: the DRAM-interleaved fallback
};

// What tells an op's candidate layouts apart: where and how it is stored (the report prints it as a label such
// as "l1 block_sharded 8x8 tile").
struct LayoutChoice
{
    BufferType buffer = BufferType::Dram;
    TtnnMemoryLayout memory = TtnnMemoryLayout::Interleaved;
    PageLayout page = PageLayout::Tile; // before the grid: a model's notes hold millions of these
    std::optional<std::array<int64_t, 2>> grid; // 2-D shard grids only

    bool operator==(const LayoutChoice&) const = default;
};
LayoutChoice choiceOf(const TtnnLayout& layout);

// Why a candidate layout of an op was not chosen, or how it ranked.
struct CandidateNote
{
    LayoutChoice layout;
    Verdict verdict = Verdict::Rejected;
    Remark reason;
};

// Equal kinds and arguments, nested remarks compared by content.
bool sameRemark(const Remark& a, const Remark& b);
bool sameNote(const CandidateNote& a, const CandidateNote& b);

// An op's candidate notes, read like a vector. Ops judged alike (the thousands of ops of a repeated block) can
// share one list through a CandidateNotePool; a list is copied only when one of its sharers changes it, so a
// million-op plan holds its distinct lists rather than a million of them. Not safe to change from two threads.
class CandidateNotes
{
public:
    using value_type = CandidateNote;
    using const_iterator = std::vector<CandidateNote>::const_iterator;
    using iterator = const_iterator;

    CandidateNotes() = default;
    CandidateNotes(std::initializer_list<CandidateNote> notes);

    size_t size() const { return m_notes ? m_notes->size() : 0; }
    bool empty() const { return size() == 0; }
    const_iterator begin() const { return list().begin(); }
    const_iterator end() const { return list().end(); }
    const CandidateNote& operator[](size_t i) const { return list()[i]; }
    const CandidateNote& front() const { return list().front(); }
    const CandidateNote& back() const { return list().back(); }

    void push_back(CandidateNote note);
    const_iterator insert(const_iterator at, CandidateNote note);
    void clear() { m_notes.reset(); }
    void reserve(size_t count);

    // Whether the two hold one list between them (a pool made them share it).
    bool shares(const CandidateNotes& other) const { return m_notes && m_notes == other.m_notes; }

private:
    friend class CandidateNotePool;
    const std::vector<CandidateNote>& list() const;
    // The list to change, copied first when another holder shares it.
    std::vector<CandidateNote>& own();

    std::shared_ptr<std::vector<CandidateNote>> m_notes; // null while empty
};

// The distinct note lists of one plan: share() points a list at an equal one seen before.
class CandidateNotePool
{
public:
    void share(CandidateNotes& notes);
    size_t distinct() const { return m_lists.size(); }

private:
    std::unordered_multimap<uint64_t, std::shared_ptr<std::vector<CandidateNote>>> m_lists;
};

} // namespace tle
