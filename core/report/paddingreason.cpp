// SPDX-License-Identifier: MIT
#include "report/paddingreason.h"

#include "report/reportformat.h"
#include "util/translatenoop.h"

#include <algorithm>

namespace tle {

namespace {

constexpr const char* kContext = "tle::PaddingReasons";

AxisWord axisWord(size_t axis, bool plural)
{
    return { axis, 2, plural };
}

// A TTNN map is linear: each result is a sum of dims times strides. Walking the dims of one result from the
// largest stride down splits `value` into indices; the first index past its dim's size is the padding, either at
// the end of the whole axis or inside the block an outer dim's stride gives each of its indices.
std::optional<Message> axisReason(const TtnnLayout& layout, size_t axis, int64_t value, PaddingCause cause)
{
    const Shape& shape = layout.logicalShape();
    const AffineMap& map = layout.linearMap();
    const Shape zero(shape.size(), 0);
    const int64_t base = map.evaluate(zero)[axis];
    std::vector<std::pair<int64_t, size_t>> strides;
    for (size_t d = 0; d < shape.size(); ++d) {
        if (shape[d] <= 1)
            continue;
        Shape unit(shape.size(), 0);
        unit[d] = 1;
        if (const int64_t stride = map.evaluate(unit)[axis] - base; stride > 0)
            strides.emplace_back(stride, d);
    }
    std::stable_sort(strides.begin(), strides.end(), [](auto a, auto b) { return a.first > b.first; });
    int64_t rest = value - base;
    std::optional<size_t> outer;
    int64_t block = layout.physicalShape()[axis];
    for (const auto& [stride, d] : strides) {
        const int64_t index = rest / stride;
        const int64_t spans = shape[d] * stride;
        if (index >= shape[d]) {
            const MessageArg many = axisWord(axis, true);
            const MessageArg one = axisWord(axis, false);
            const int64_t dim = int64_t(d);
            if (!outer && stride == 1)
                return Message { kContext,
                    TLE_TRANSLATE_NOOP(
                        "tle::PaddingReasons", "%1: dim %2 spans %3 %4, aligned up to %5; %6 %7 is padding"),
                    { cause, dim, spans, many, block, one, value } };
            if (!outer)
                return Message { kContext,
                    TLE_TRANSLATE_NOOP(
                        "tle::PaddingReasons", "%1: dim %2 spans %3 x %4 = %5 %6, aligned up to %7; %8 %9 is padding"),
                    { cause, dim, shape[d], stride, spans, many, block, one, value } };
            if (stride == 1)
                return Message { kContext,
                    TLE_TRANSLATE_NOOP("tle::PaddingReasons",
                        "%1: dim %2 spans %3 %4, but each index of dim %5 takes %6; %7 %8 is %7 %9 of its block, past "
                        "%10"),
                    { cause, dim, spans, many, int64_t(*outer), block, one, value, rest, spans } };
            return Message { kContext,
                TLE_TRANSLATE_NOOP("tle::PaddingReasons",
                    "%1: dim %2 spans %3 x %4 = %5 %6, but each index of dim %7 takes %8; %9 %10 is %9 %11 of its "
                    "block, past %12"),
                { cause, dim, shape[d], stride, spans, many, int64_t(*outer), block, one, value, rest, spans } };
        }
        rest %= stride;
        block = stride;
        outer = d;
    }
    return std::nullopt;
}

} // namespace

std::optional<Message> ttnnPaddingMessage(const TtnnLayout& layout, const TtnnPlace& place)
{
    if (!place.isPadding() || !place.physical)
        return std::nullopt;
    const auto [row, column] = *place.physical;
    const std::array<int64_t, 2> cell { row, column };
    if (place.padding == PaddingCause::Grid) {
        for (size_t axis = 0; axis < 2; ++axis) {
            const int64_t data = layout.physicalShape()[axis];
            if (cell[axis] < data)
                continue;
            const int64_t shards = layout.shardGrid()[axis];
            const int64_t each = layout.shardShape()[axis];
            return Message { kContext,
                TLE_TRANSLATE_NOOP("tle::PaddingReasons",
                    "grid padding: the %1 %2 fill %3 shard %4 of %5 %2 (%6 allocated); %7 %8 is padding"),
                { data, axisWord(axis, true), shards, axisWord(axis, shards != 1), each, shards * each,
                    axisWord(axis, false), cell[axis] } };
        }
        return std::nullopt;
    }
    if (layout.isLogicalShardMode()) {
        const auto& data = layout.logicalShardShape();
        const auto& shard = layout.shardShape();
        for (size_t axis = 0; axis < 2; ++axis) {
            if (cell[axis] % shard[axis] >= data[axis])
                return Message { kContext,
                    TLE_TRANSLATE_NOOP(
                        "tle::PaddingReasons", "%1: each %2x%3 shard holds %4x%5 of data; shard %6 %7 is padding"),
                    { place.padding, shard[0], shard[1], data[0], data[1], axisWord(axis, false),
                        cell[axis] % shard[axis] } };
        }
    }
    // Columns first: a slot past the data in both is explained by its column, the shorter story.
    for (size_t axis : { size_t(1), size_t(0) }) {
        if (std::optional<Message> reason = axisReason(layout, axis, cell[axis], place.padding))
            return reason;
    }
    return Message { kContext,
        TLE_TRANSLATE_NOOP("tle::PaddingReasons", "%1: no element of %2 maps to row %3, column %4 under %5"),
        { place.padding, formatShape(layout.logicalShape()), row, column, layout.linearMap().toString() } };
}

std::optional<Message> xlaPaddingMessage(const XlaLayout& layout, int64_t linear)
{
    const std::optional<XlaPaddingSite> site = layout.paddingSite(linear);
    if (!site)
        return std::nullopt;
    const XlaTilingLevel& level = layout.levels()[site->level];
    return Message { kContext,
        TLE_TRANSLATE_NOOP("tle::PaddingReasons",
            "tile padding: T%1 rounds dim %2 of %3 from %4 up to a multiple of %5 = %6; index %7 is padding"),
        { level.tile.toString(), int64_t(site->dim), formatShape(level.combinedShape), site->size, site->tileDim,
            level.paddedShape[site->dim], site->index } };
}

} // namespace tle
