// SPDX-License-Identifier: MIT
#include "report/paddingreason.h"

#include "report/reportformat.h"

#include <algorithm>

#include <fmt/format.h>

namespace tle {

namespace {

const char* axisName(size_t axis, bool plural)
{
    if (axis == 0)
        return plural ? "rows" : "row";
    return plural ? "columns" : "column";
}

// A TTNN map is linear: each result is a sum of dims times strides. Walking the dims of one result from the
// largest stride down splits `value` into indices; the first index past its dim's size is the padding, either at
// the end of the whole axis or inside the block an outer dim's stride gives each of its indices.
std::string axisReason(const TtnnLayout& layout, size_t axis, int64_t value, std::string_view cause)
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
            const std::string extent = stride == 1
                ? fmt::format("{} {}", spans, axisName(axis, true))
                : fmt::format("{} x {} = {} {}", shape[d], stride, spans, axisName(axis, true));
            if (!outer)
                return fmt::format("{} padding: dim {} spans {}, aligned up to {}; {} {} is padding", cause, d, extent,
                    block, axisName(axis, false), value);
            return fmt::format("{} padding: dim {} spans {}, but each index of dim {} takes {}; {} {} is {} {} of "
                               "its block, past {}",
                cause, d, extent, *outer, block, axisName(axis, false), value, axisName(axis, false), rest, spans);
        }
        rest %= stride;
        block = stride;
        outer = d;
    }
    return {};
}

} // namespace

std::string ttnnPaddingReason(const TtnnLayout& layout, const TtnnPlace& place)
{
    if (!place.isPadding() || !place.physical)
        return {};
    const auto [row, column] = *place.physical;
    const std::array<int64_t, 2> cell { row, column };
    const std::string cause(toString(place.padding));
    if (place.padding == PaddingCause::Grid) {
        for (size_t axis = 0; axis < 2; ++axis) {
            const int64_t data = layout.physicalShape()[axis];
            if (cell[axis] < data)
                continue;
            const int64_t shards = layout.shardGrid()[axis];
            const int64_t each = layout.shardShape()[axis];
            return fmt::format("grid padding: the {} {} fill {} shard {} of {} {} ({} allocated); {} {} is padding",
                data, axisName(axis, true), shards, axisName(axis, shards != 1), each, axisName(axis, true),
                shards * each, axisName(axis, false), cell[axis]);
        }
        return {};
    }
    if (layout.isLogicalShardMode()) {
        const auto& data = layout.logicalShardShape();
        const auto& shard = layout.shardShape();
        for (size_t axis = 0; axis < 2; ++axis) {
            if (cell[axis] % shard[axis] >= data[axis])
                return fmt::format("{} padding: each {}x{} shard holds {}x{} of data; shard {} {} is padding", cause,
                    shard[0], shard[1], data[0], data[1], axisName(axis, false), cell[axis] % shard[axis]);
        }
    }
    // Columns first: a slot past the data in both is explained by its column, the shorter story.
    for (size_t axis : { size_t(1), size_t(0) }) {
        if (std::string reason = axisReason(layout, axis, cell[axis], cause); !reason.empty())
            return reason;
    }
    return fmt::format("{} padding: no element of {} maps to row {}, column {} under {}", cause,
        formatShape(layout.logicalShape()), row, column, layout.linearMap().toString());
}

std::string xlaPaddingReason(const XlaLayout& layout, int64_t linear)
{
    const std::optional<XlaPaddingSite> site = layout.paddingSite(linear);
    if (!site)
        return {};
    const XlaTilingLevel& level = layout.levels()[site->level];
    const int64_t tile = site->tileDim;
    return fmt::format("tile padding: T{} rounds dim {} of {} from {} up to a multiple of {} = {}; index {} is "
                       "padding",
        level.tile.toString(), site->dim, formatShape(level.combinedShape), site->size, tile,
        level.paddedShape[site->dim], site->index);
}

} // namespace tle
