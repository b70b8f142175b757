// SPDX-License-Identifier: MIT
#pragma once
// Random metal layouts for the tests that compare a fast path with the full answer on every element: both
// forms, two or three collapsed dims, tiled and not, faces and row-major tiles, alignments and bumped strides.
#include "io/mlir/affinemapparser.h"
#include "layout/metal/metallayout.h"
#include "util/error.h"

#include <QString>

#include <optional>
#include <random>

namespace tle::testing {

// A random layout of logical rank `rank`, or nullopt for a combination upstream rejects.
inline std::optional<MetalLayout> randomMetalLayout(std::mt19937_64& rng, int rank)
{
    auto pick = [&](int64_t low, int64_t high) { return std::uniform_int_distribution<int64_t>(low, high)(rng); };
    MetalLayoutSpec spec;
    spec.form = pick(0, 1) ? MetalForm::Current : MetalForm::Seed;
    for (int d = 0; d < rank; ++d)
        spec.logicalShape.push_back(pick(1, rank >= 5 ? 4 : 7));
    // Two or three collapsed dims; a rank-1 tensor collapses to itself.
    size_t collapsedRank = 1;
    if (rank >= 2) {
        const int64_t split = pick(1, rank - 1);
        spec.collapseIntervals = { { 0, split }, { split, rank } };
        collapsedRank = 2;
        if (rank >= 3 && split >= 2 && pick(0, 1)) {
            spec.collapseIntervals = { { 0, 1 }, { 1, split }, { split, rank } };
            collapsedRank = 3;
        }
    } else {
        spec.collapseIntervals = { { 0, 1 } };
    }
    for (size_t i = 0; i < collapsedRank; ++i)
        spec.grid.push_back(pick(1, 3));
    spec.grid.erase(spec.grid.begin(), spec.grid.begin() + 2); // the default grid was 1x1
    if (collapsedRank >= 2 && pick(0, 2) > 0)
        spec.tile = TileType { pick(0, 1) ? 16 : 32, 32, ElementType::F32 };
    spec.inTileOrder = pick(0, 3) ? InTileOrder::Faces : InTileOrder::RowMajor;
    if (spec.form == MetalForm::Current) {
        for (int d = 0; d < rank; ++d)
            spec.dimAlignments.push_back(
                d + 2 >= rank && spec.tile ? 32 : std::array<int64_t, 3> { 1, 1, 4 }[pick(0, 2)]);
    } else if (rank == 3 && collapsedRank == 2 && spec.collapseIntervals[0].end == 2 && pick(0, 1)) {
        // Bumped stride: each d0 takes more rows than d1 has.
        const int64_t stride = spec.logicalShape[1] + pick(1, 3);
        spec.linear = parseAffineMap(qPrintable(QStringLiteral("(d0, d1, d2) -> (d0 * %1 + d1, d2)").arg(stride)));
    } else if (rank == 2 && pick(0, 3) == 0) {
        spec.linear = parseAffineMap("(d0, d1) -> (d1, d0)");
    }
    try {
        return MetalLayout(spec);
    } catch (const Error&) {
        return std::nullopt;
    }
}

} // namespace tle::testing
