// SPDX-License-Identifier: MIT
#include "optimizer/shared/candidatenotes.h"

#include <algorithm>
#include <functional>
#include <string>
#include <variant>

namespace tle {

namespace {

uint64_t combine(uint64_t h, uint64_t v)
{
    return (h ^ v) * 0x100000001b3ull + 0x9e3779b97f4a7c15ull;
}

uint64_t hashRemark(const Remark& remark)
{
    uint64_t h = combine(0xcbf29ce484222325ull, uint64_t(remark.kind));
    for (const RemarkArg& arg : remark.args()) {
        h = combine(h, std::hash<std::string_view>()(arg.name));
        h = combine(h, arg.value.index());
        if (const auto* n = std::get_if<int64_t>(&arg.value))
            h = combine(h, uint64_t(*n));
        else if (const auto* text = std::get_if<std::string>(&arg.value))
            h = combine(h, std::hash<std::string>()(*text));
        else if (const auto& nested = std::get<std::shared_ptr<const Remark>>(arg.value))
            h = combine(h, hashRemark(*nested));
    }
    return h;
}

uint64_t hashNotes(const std::vector<CandidateNote>& notes)
{
    uint64_t h = notes.size();
    for (const CandidateNote& n : notes) {
        h = combine(h,
            uint64_t(n.layout.buffer) | uint64_t(n.layout.memory) << 8 | uint64_t(n.layout.page) << 16
                | uint64_t(n.verdict) << 24 | uint64_t(n.layout.grid.has_value()) << 32);
        if (n.layout.grid)
            h = combine(combine(h, uint64_t((*n.layout.grid)[0])), uint64_t((*n.layout.grid)[1]));
        h = combine(h, hashRemark(n.reason));
    }
    return h;
}

} // namespace

LayoutChoice choiceOf(const TtnnLayout& layout)
{
    const auto& spec = layout.spec();
    LayoutChoice choice { .buffer = spec.bufferType, .memory = spec.memoryLayout, .page = spec.pageLayout };
    if (layout.isSharded() && !layout.isNdSharded())
        choice.grid = layout.shardGrid();
    return choice;
}

bool sameRemark(const Remark& a, const Remark& b)
{
    if (a.kind != b.kind || a.args().size() != b.args().size())
        return false;
    for (size_t i = 0; i < a.args().size(); ++i) {
        const RemarkValue& x = a.args()[i].value;
        const RemarkValue& y = b.args()[i].value;
        if (a.args()[i].name != b.args()[i].name || x.index() != y.index())
            return false;
        if (const auto* nested = std::get_if<std::shared_ptr<const Remark>>(&x)) {
            const auto& other = std::get<std::shared_ptr<const Remark>>(y);
            if (bool(*nested) != bool(other) || (*nested && !sameRemark(**nested, *other)))
                return false;
        } else if (x != y) {
            return false;
        }
    }
    return true;
}

bool sameNote(const CandidateNote& a, const CandidateNote& b)
{
    return a.layout == b.layout && a.verdict == b.verdict && sameRemark(a.reason, b.reason);
}

CandidateNotes::CandidateNotes(std::initializer_list<CandidateNote> notes)
{
    if (notes.size() > 0)
        m_notes = std::make_shared<std::vector<CandidateNote>>(notes);
}

CandidateNotes::CandidateNotes(std::shared_ptr<const CandidateNoteSource> source)
    : m_source(source && source->size() > 0 ? std::move(source) : nullptr)
{ }

std::vector<CandidateNote>& CandidateNotes::own()
{
    if (m_source) {
        auto notes = std::make_shared<std::vector<CandidateNote>>();
        notes->reserve(m_source->size());
        for (size_t i = 0; i < m_source->size(); ++i)
            notes->push_back(m_source->at(i));
        m_source.reset();
        m_notes = std::move(notes);
    } else if (!m_notes) {
        m_notes = std::make_shared<std::vector<CandidateNote>>();
    } else if (m_notes.use_count() > 1) {
        m_notes = std::make_shared<std::vector<CandidateNote>>(*m_notes);
    }
    return *m_notes;
}

void CandidateNotes::push_back(CandidateNote note)
{
    own().push_back(std::move(note));
}

CandidateNotes::const_iterator CandidateNotes::insert(const_iterator at, CandidateNote note)
{
    const auto index = at - begin();
    std::vector<CandidateNote>& notes = own();
    notes.insert(notes.begin() + index, std::move(note));
    return begin() + index;
}

void CandidateNotes::clear()
{
    m_notes.reset();
    m_source.reset();
}

void CandidateNotes::reserve(size_t count)
{
    own().reserve(count);
}

void CandidateNotePool::share(CandidateNotes& notes)
{
    if (!notes.m_notes || notes.m_notes->empty())
        return;
    const uint64_t h = hashNotes(*notes.m_notes);
    const auto [first, last] = m_lists.equal_range(h);
    for (auto it = first; it != last; ++it) {
        const std::vector<CandidateNote>& known = *it->second;
        if (std::ranges::equal(known, *notes.m_notes, sameNote)) {
            notes.m_notes = it->second;
            return;
        }
    }
    notes.m_notes->shrink_to_fit();
    m_lists.emplace(h, notes.m_notes);
}

} // namespace tle
