// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnlayout.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace tle {

// The beam's validation answers by op signature and layouts. An op model's answer is monotone in the L1 other
// tensors hold (more held never makes an op fit), so one entry answers every occupancy up to the largest that
// passed and from the smallest that failed; only occupancies between them ask the model.
//
// A search asks millions of times, mostly answered here: the entries sit in open-addressed arrays (linear probing,
// at most three quarters full), one per op signature, so that a lookup touches one cache line or two of a table that
// stays in the cache while the search is at an op of that signature. Failures keep no reason: the op model is a
// function of its question, so a caller that wants the reason asks it again at the failing occupancy. Kept, the
// reasons were a quarter of a search's memory, and a search wants few of them.
class ValidationMemo
{
public:
    struct Key
    {
        int signature = 0;
        const TtnnLayout* output = nullptr;
        std::array<const TtnnLayout*, 4> inputs {};
        bool operator==(const Key&) const = default;
    };
    // The key's parts and the answers in 72 bytes: a search keeps hundreds of thousands, and looking one up is a
    // cache miss. A free slot has no output (a key always has one).
    struct Entry
    {
        const TtnnLayout* output = nullptr;
        std::array<const TtnnLayout*, 4> inputs {};
        int32_t signature = 0;
        int64_t okUpTo = -1; // the largest occupancy known to pass
        int64_t failFrom = INT64_MAX; // the smallest occupancy known to fail
        double opSeconds = -1; // the cost model's time for the op, -1 until asked
    };
    static_assert(sizeof(Entry) == 72);

    // The entry of `key`, made empty when new. The reference holds until the next call.
    Entry& at(const Key& key);
    // Records a failure at `occupied` when it is the smallest known.
    static void fail(Entry& entry, int64_t occupied) { entry.failFrom = std::min(entry.failFrom, occupied); }
    size_t size() const { return m_size; }

private:
    struct Table
    {
        std::vector<Entry> entries;
        size_t size = 0;
    };
    static uint64_t hash(const Key& key);
    static void grow(Table& table);

    std::vector<Table> m_tables; // by signature
    size_t m_size = 0;
};

} // namespace tle
