// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <vector>

namespace tle {

// One step of a sequence to align: what kind of work it is (a cost class, as an int) and whether it is a
// layout conversion, which either side may have inserted where the other did not.
struct AlignItem
{
    int key = 0;
    bool conversion = false;
};

// A pair of the alignment: positions in the two sequences, -1 where a step has no partner.
struct AlignedPair
{
    int64_t a = -1;
    int64_t b = -1;
    bool sameKey = true; // false when two different kinds of work were paired (a substitution)
};

struct Alignment
{
    std::vector<AlignedPair> pairs; // in sequence order
    // The number of steps of `a` that were aligned; the rest (past a size limit) are left out, and so are the steps
    // of `b` past `bAligned`.
    int64_t aAligned = 0;
    int64_t bAligned = 0;
};

// The cheapest edit script between two op sequences: equal keys pair for free, a skipped conversion costs little,
// a skipped op costs more, and two different kinds of work pair only when that beats skipping both. A dynamic
// program over at most kMaxAlignCells cells: longer sequences are aligned over their leading parts.
inline constexpr int64_t kMaxAlignCells = int64_t(1) << 25;
Alignment alignSequences(const std::vector<AlignItem>& a, const std::vector<AlignItem>& b);

} // namespace tle
