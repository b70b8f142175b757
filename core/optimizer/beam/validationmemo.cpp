// SPDX-License-Identifier: MIT
#include "optimizer/beam/validationmemo.h"

#include <cstdint>

namespace tle {

namespace {

// splitmix64's finalizer: layouts sit at neighbouring addresses, so their bits must spread before they index.
uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ull;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebull;
    return h ^ (h >> 31);
}

} // namespace

uint64_t ValidationMemo::hash(const Key& key)
{
    uint64_t h = mix(uint64_t(uint32_t(key.signature)), uint64_t(reinterpret_cast<uintptr_t>(key.output)));
    for (const TtnnLayout* in : key.inputs)
        h = mix(h, uint64_t(reinterpret_cast<uintptr_t>(in)));
    return h;
}

ValidationMemo::Entry& ValidationMemo::at(const Key& key)
{
    if (2 * (m_size + 1) > m_slots.size())
        grow();
    const size_t mask = m_slots.size() - 1;
    for (size_t i = size_t(hash(key)) & mask;; i = (i + 1) & mask) {
        Entry& e = m_slots[i];
        if (!e.used) {
            e.used = true;
            e.key = key;
            ++m_size;
            return e;
        }
        if (e.key == key)
            return e;
    }
}

void ValidationMemo::fail(Entry& entry, int64_t occupied, const Remark& why)
{
    if (occupied > entry.failFrom)
        return;
    entry.failFrom = occupied;
    if (entry.reason < 0) {
        entry.reason = int32_t(m_reasons.size());
        m_reasons.push_back(why);
    } else {
        m_reasons[size_t(entry.reason)] = why;
    }
}

void ValidationMemo::grow()
{
    std::vector<Entry> old(m_slots.size() * 2);
    old.swap(m_slots);
    const size_t mask = m_slots.size() - 1;
    for (const Entry& e : old) {
        if (!e.used)
            continue;
        size_t i = size_t(hash(e.key)) & mask;
        while (m_slots[i].used)
            i = (i + 1) & mask;
        m_slots[i] = e;
    }
}

} // namespace tle
