// SPDX-License-Identifier: MIT
#include "optimizer/beam/validationmemo.h"

#include <algorithm>
#include <cstdint>

namespace tle {

namespace {

// A signature's table starts this large (a power of two) and doubles.
constexpr size_t kFirstSlots = 64;

uint64_t bits(const TtnnLayout* layout)
{
    return uint64_t(reinterpret_cast<uintptr_t>(layout));
}

} // namespace

// Each part multiplied by its own odd constant and summed, then one splitmix64 finalizer: layouts sit at
// neighbouring addresses, so their bits must spread before they index, but one round of mixing does it.
uint64_t ValidationMemo::hash(const Key& key)
{
    uint64_t h = uint64_t(uint32_t(key.signature)) * 0x9e3779b97f4a7c15ull + bits(key.output) * 0xc2b2ae3d27d4eb4full;
    constexpr std::array<uint64_t, 4> kOdd { 0x165667b19e3779f9ull, 0xd6e8feb86659fd93ull, 0xa0761d6478bd642full,
        0xe7037ed1a0b428dbull };
    for (size_t i = 0; i < key.inputs.size(); ++i)
        h += bits(key.inputs[i]) * kOdd[i];
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ull;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebull;
    return h ^ (h >> 31);
}

ValidationMemo::Entry& ValidationMemo::at(const Key& key)
{
    const size_t signature = size_t(uint32_t(key.signature));
    if (signature >= m_tables.size())
        m_tables.resize(signature + 1);
    Table& table = m_tables[signature];
    if (4 * (table.size + 1) > 3 * table.entries.size())
        grow(table);
    const size_t mask = table.entries.size() - 1;
    for (size_t i = size_t(hash(key)) & mask;; i = (i + 1) & mask) {
        Entry& e = table.entries[i];
        if (!e.output) {
            e.output = key.output;
            e.inputs = key.inputs;
            e.signature = key.signature;
            ++table.size;
            ++m_size;
            return e;
        }
        if (e.output == key.output && e.signature == key.signature && e.inputs == key.inputs)
            return e;
    }
}

void ValidationMemo::grow(Table& table)
{
    std::vector<Entry> old(std::max<size_t>(kFirstSlots, table.entries.size() * 2));
    old.swap(table.entries);
    const size_t mask = table.entries.size() - 1;
    for (const Entry& e : old) {
        if (!e.output)
            continue;
        size_t i = size_t(hash(Key { e.signature, e.output, e.inputs })) & mask;
        while (table.entries[i].output)
            i = (i + 1) & mask;
        table.entries[i] = e;
    }
}

} // namespace tle
