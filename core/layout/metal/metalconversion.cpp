// SPDX-License-Identifier: MIT
#include "layout/metal/metalconversion.h"

#include "util/checked.h"

namespace tle {

namespace {

MetalConversion fail(std::string reason)
{
    return { std::nullopt, std::move(reason) };
}

} // namespace

MetalConversion toSeedForm(const MetalLayout& layout)
{
    if (layout.form() == MetalForm::Seed)
        return { layout.spec(), {} };
    MetalLayoutSpec spec;
    spec.form = MetalForm::Seed;
    spec.logicalShape = layout.logicalShape();
    spec.elementType = layout.spec().elementType;
    spec.tile = layout.tile();
    spec.inTileOrder = layout.inTileOrder();
    spec.grid = layout.grid();
    spec.linear = layout.linearMap();
    spec.oobValue = layout.spec().oobValue;
    spec.memorySpace = layout.spec().memorySpace;
    try {
        MetalLayout seed(spec);
        if (seed.memrefShape() != layout.memrefShape() || seed.shardShape() != layout.shardShape())
            return fail(fmt::format("the seed form takes the physical extent from the last element ({}), which the "
                                    "grid divides into shards of {}; this layout's shards are {}",
                formatShape(seed.collapsedShape()), formatShape(seed.shardShape()), formatShape(layout.shardShape())));
    } catch (const Error& e) {
        return fail(e.what());
    }
    return { spec, {} };
}

MetalConversion toCurrentForm(const MetalLayout& layout)
{
    if (layout.form() == MetalForm::Current)
        return { layout.spec(), {} };
    const Shape& shape = layout.logicalShape();
    const AffineMap& map = layout.linearMap();
    const auto rank = int64_t(shape.size());
    if (layout.allocatedShardShape() != layout.shardShape())
        return fail(fmt::format("the seed form pads each shard from {} to whole tiles ({}); the current form needs "
                                "shards that are whole tiles",
            formatShape(layout.shardShape()), formatShape(layout.allocatedShardShape())));
    DimIntervals intervals;
    Shape alignments(shape.size(), 1);
    int64_t nextDim = 0;
    for (size_t r = 0; r < map.numResults(); ++r) {
        const auto form = map.results()[r].linearForm(unsigned(rank));
        const std::string expr = map.results()[r].toString();
        if (!form || form->constant != 0)
            return fail(fmt::format("result {} ({}) is not a row-major collapse of consecutive dims", r, expr));
        int64_t end = nextDim;
        while (end < rank && form->coefficients[size_t(end)] != 0)
            ++end;
        for (int64_t d = 0; d < rank; ++d) {
            if ((d < nextDim || d >= end) && form->coefficients[size_t(d)] != 0)
                return fail(fmt::format("result {} ({}) does not collapse consecutive dims in order", r, expr));
        }
        if (end == nextDim)
            return fail(fmt::format("result {} ({}) holds no dim; the current form gives every collapsed dim an "
                                    "extent of its own",
                r, expr));
        if (form->coefficients[size_t(end - 1)] != 1)
            return fail(fmt::format("result {} ({}) scales its innermost dim", r, expr));
        // Each dim's stride is the aligned extent of the dims inside it; the outermost extent is the
        // allocated extent over the grid.
        int64_t inner = 1;
        for (int64_t j = end - 1; j >= nextDim; --j) {
            const int64_t target = j > nextDim ? form->coefficients[size_t(j - 1)]
                                               : checkedMul(layout.grid()[r], layout.shardShape()[r], "extent");
            const int64_t product = checkedMul(shape[size_t(j)], inner, "extent");
            if (target < product)
                return fail(fmt::format("result {} ({}) overlaps dims {} and {}", r, expr, j - 1, j));
            alignments[size_t(j)] = target == product ? 1 : target;
            inner = target;
        }
        intervals.push_back({ nextDim, end });
        nextDim = end;
    }
    if (nextDim != rank)
        return fail("not every dim appears in the map's results");

    MetalLayoutSpec spec;
    spec.form = MetalForm::Current;
    spec.logicalShape = shape;
    spec.elementType = layout.spec().elementType;
    spec.tile = layout.tile();
    spec.inTileOrder = layout.inTileOrder();
    spec.grid = layout.grid();
    spec.collapseIntervals = intervals;
    spec.dimAlignments = alignments;
    spec.oobValue = layout.spec().oobValue;
    spec.memorySpace = layout.spec().memorySpace;
    try {
        MetalLayout current(spec);
        if (!(current.linearMap() == map) || current.shardShape() != layout.shardShape())
            return fail("the current form's alignments cannot reproduce this map and shard shape");
    } catch (const Error& e) {
        return fail(e.what());
    }
    return { spec, {} };
}

} // namespace tle
