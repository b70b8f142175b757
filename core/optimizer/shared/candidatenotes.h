// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnlayout.h"
#include "optimizer/shared/remark.h"

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
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

// Words an op's notes when they are read. A policy that judges a million alike ops keeps what tells their notes
// apart (a rank, a cost) and one shared list of the rest, rather than a million lists.
class CandidateNoteSource
{
public:
    virtual ~CandidateNoteSource() = default;
    virtual size_t size() const = 0;
    virtual CandidateNote at(size_t index) const = 0;
};

// An op's candidate notes, read like a vector of values. Ops judged alike (the thousands of ops of a repeated
// block) can share one list through a CandidateNotePool; a list is copied only when one of its sharers changes
// it, so a million-op plan holds its distinct lists rather than a million of them. Notes given by a source are
// worded on each read, and written into a list of their own on the first change. Not safe to change from two
// threads; reading is.
class CandidateNotes
{
public:
    using value_type = CandidateNote;

    // Reads note by note; a note is a value (a source words it on the spot), so `->` hands out a copy.
    class const_iterator
    {
    public:
        using iterator_concept = std::random_access_iterator_tag;
        using iterator_category = std::input_iterator_tag;
        using value_type = CandidateNote;
        using difference_type = std::ptrdiff_t;
        using reference = CandidateNote;

        struct Arrow
        {
            CandidateNote note;
            const CandidateNote* operator->() const { return &note; }
        };

        const_iterator() = default;
        CandidateNote operator*() const { return (*m_notes)[m_index]; }
        Arrow operator->() const { return { **this }; }
        CandidateNote operator[](difference_type n) const { return (*m_notes)[size_t(difference_type(m_index) + n)]; }
        const_iterator& operator++() { return ++m_index, *this; }
        const_iterator operator++(int) { return { m_notes, m_index++ }; }
        const_iterator& operator--() { return --m_index, *this; }
        const_iterator operator--(int) { return { m_notes, m_index-- }; }
        const_iterator& operator+=(difference_type n) { return m_index = size_t(difference_type(m_index) + n), *this; }
        const_iterator& operator-=(difference_type n) { return *this += -n; }
        friend const_iterator operator+(const_iterator i, difference_type n) { return i += n; }
        friend const_iterator operator+(difference_type n, const_iterator i) { return i += n; }
        friend const_iterator operator-(const_iterator i, difference_type n) { return i -= n; }
        friend difference_type operator-(const const_iterator& a, const const_iterator& b)
        {
            return difference_type(a.m_index) - difference_type(b.m_index);
        }
        friend bool operator==(const const_iterator& a, const const_iterator& b) { return a.m_index == b.m_index; }
        friend auto operator<=>(const const_iterator& a, const const_iterator& b) { return a.m_index <=> b.m_index; }

    private:
        friend class CandidateNotes;
        const_iterator(const CandidateNotes* notes, size_t index)
            : m_notes(notes)
            , m_index(index)
        { }
        const CandidateNotes* m_notes = nullptr;
        size_t m_index = 0;
    };
    using iterator = const_iterator;

    CandidateNotes() = default;
    CandidateNotes(std::initializer_list<CandidateNote> notes);
    explicit CandidateNotes(std::shared_ptr<const CandidateNoteSource> source);

    size_t size() const { return m_source ? m_source->size() : m_notes ? m_notes->size() : 0; }
    bool empty() const { return size() == 0; }
    const_iterator begin() const { return { this, 0 }; }
    const_iterator end() const { return { this, size() }; }
    CandidateNote operator[](size_t i) const { return m_source ? m_source->at(i) : (*m_notes)[i]; }
    CandidateNote front() const { return (*this)[0]; }
    CandidateNote back() const { return (*this)[size() - 1]; }

    void push_back(CandidateNote note);
    const_iterator insert(const_iterator at, CandidateNote note);
    void clear();
    void reserve(size_t count);

    // Whether the two hold one list between them (a pool made them share it).
    bool shares(const CandidateNotes& other) const { return m_notes && m_notes == other.m_notes; }
    // The list the notes are read from (null when there are none): notes with the same are equal, and a copy keeps
    // the list, so its address is not reused while the copy lives.
    const void* identity() const
    {
        return m_source ? static_cast<const void*>(m_source.get()) : static_cast<const void*>(m_notes.get());
    }
    // Whether the notes are worded on reading rather than held.
    bool worded() const { return m_source != nullptr; }

private:
    friend class CandidateNotePool;
    // The list to change: copied first when another holder shares it, written out first when a source words it.
    std::vector<CandidateNote>& own();

    std::shared_ptr<std::vector<CandidateNote>> m_notes; // null while empty or worded
    std::shared_ptr<const CandidateNoteSource> m_source;
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
