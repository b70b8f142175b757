// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnlayout.h"

#include <cstdint>
#include <map>
#include <span>
#include <vector>

namespace tle {

// The legal sharded configs of every op of a graph. Ops of one type and kind have the same list, so each distinct
// list is held once and an op holds its number: a million-op chain keeps a few lists, not a million.
class LegalConfigs
{
public:
    using List = std::vector<const TtnnLayout*>;

    explicit LegalConfigs(size_t ops)
        : m_listOf(ops, 0)
        , m_lists(1) // list 0: none
    {
        m_ids.emplace(List {}, 0);
    }

    size_t size() const { return m_listOf.size(); }
    std::span<const TtnnLayout* const> operator[](size_t op) const { return m_lists[size_t(m_listOf[op])]; }
    // The number of the op's list: ops with equal numbers have equal lists.
    int listId(size_t op) const { return m_listOf[op]; }
    void assign(size_t op, const List& list)
    {
        const auto [it, added] = m_ids.try_emplace(list, int(m_lists.size()));
        if (added)
            m_lists.push_back(list);
        m_listOf[op] = it->second;
    }
    // Gives op the list another op has (by its number).
    void assignId(size_t op, int id) { m_listOf[op] = id; }

private:
    std::vector<int32_t> m_listOf;
    std::vector<List> m_lists;
    std::map<List, int> m_ids;
};

} // namespace tle
