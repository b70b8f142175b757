// SPDX-License-Identifier: MIT
#include "layout/xla/xlatiling.h"

#include "util/checked.h"

#include <algorithm>
#include <array>

namespace tle {

XlaTilingLevel tileShape(const Shape& input, const XlaTile& tile)
{
    XlaTilingLevel level;
    level.tile = tile;
    level.inputShape = input;
    level.untiledDims = input.size() - tile.dims.size();
    const Shape prefix(input.begin(), input.begin() + std::ptrdiff_t(level.untiledDims));
    level.combinedShape = prefix;
    level.paddedShape = prefix;
    Shape counts;
    Shape sizes;
    int64_t merged = 1;
    for (size_t j = 0; j < tile.dims.size(); ++j) {
        merged = checkedMul(merged, input[level.untiledDims + j], "combined dimension");
        if (isCombine(tile.dims[j]))
            continue;
        const int64_t t = tile.dims[j];
        level.combinedShape.push_back(merged);
        level.paddedShape.push_back(alignUp(merged, t, "padded dimension"));
        counts.push_back(ceilDiv(merged, t));
        sizes.push_back(t);
        merged = 1;
    }
    // The tiled shape holds exactly the padded elements, so this one check covers both.
    checkedProduct(level.paddedShape, "padded element count");
    level.tileRank = sizes.size();
    level.tiledShape = prefix;
    level.tiledShape.insert(level.tiledShape.end(), counts.begin(), counts.end());
    level.tiledShape.insert(level.tiledShape.end(), sizes.begin(), sizes.end());
    return level;
}

Shape applyLevel(const XlaTilingLevel& level, std::span<const int64_t> e)
{
    const size_t u = level.untiledDims;
    Shape out(e.begin(), e.begin() + std::ptrdiff_t(u));
    Shape within;
    int64_t merged = 0;
    for (size_t j = 0; j < level.tile.dims.size(); ++j) {
        merged = checkedAdd(checkedMul(merged, level.inputShape[u + j]), e[u + j]);
        if (isCombine(level.tile.dims[j]))
            continue;
        out.push_back(merged / level.tile.dims[j]);
        within.push_back(merged % level.tile.dims[j]);
        merged = 0;
    }
    out.insert(out.end(), within.begin(), within.end());
    return out;
}

std::optional<Shape> invertLevel(const XlaTilingLevel& level, std::span<const int64_t> tiled, XlaPaddingSite* site)
{
    const size_t u = level.untiledDims;
    const size_t k = level.tileRank;
    Shape e(level.inputShape.size(), 0);
    std::copy(tiled.begin(), tiled.begin() + std::ptrdiff_t(u), e.begin());
    size_t group = 0;
    size_t start = 0;
    for (size_t j = 0; j < level.tile.dims.size(); ++j) {
        if (isCombine(level.tile.dims[j]))
            continue;
        const int64_t merged = checkedAdd(checkedMul(tiled[u + group], level.tile.dims[j]), tiled[u + k + group]);
        if (merged >= level.combinedShape[u + group]) {
            if (site)
                *site = { .dim = u + group,
                    .index = merged,
                    .size = level.combinedShape[u + group],
                    .tileDim = level.tile.dims[j] };
            return std::nullopt;
        }
        const std::span<const int64_t> bounds(level.inputShape.data() + u + start, j + 1 - start);
        unravelRowMajor(merged, bounds, std::span<int64_t>(e.data() + u + start, j + 1 - start));
        ++group;
        start = j + 1;
    }
    return e;
}

int64_t checkedRowMajor(std::span<const int64_t> index, std::span<const int64_t> shape)
{
    int64_t linear = 0;
    for (size_t i = 0; i < shape.size(); ++i)
        linear = checkedAdd(checkedMul(linear, shape[i], "linear index"), index[i], "linear index");
    return linear;
}

std::optional<XlaTileBlocks> XlaLayout::tileBlocks() const
{
    if (m_levels.empty() || m_levels[0].tileRank == 0 || m_levels[0].tileRank > 2)
        return std::nullopt;
    const XlaTilingLevel& first = m_levels[0];
    const Shape& tiled = first.tiledShape;
    const size_t k = first.tileRank;
    const std::span<const int64_t> leading(tiled.data(), tiled.size() - k);
    XlaTileBlocks blocks;
    blocks.height = k == 2 ? tiled[tiled.size() - 2] : 1;
    blocks.width = tiled.back();
    blocks.count = 1;
    for (int64_t n : leading)
        blocks.count = checkedMul(blocks.count, n, "tile count");
    const int64_t perTile = blocks.height * blocks.width;
    if (blocks.count == 0 || checkedMul(blocks.count, perTile, "tiled size") != m_allocatedElements)
        return std::nullopt;
    // Tile t's cell (r, c) through the later levels to its linear index.
    const auto linearOf = [&](int64_t t, int64_t r, int64_t c) {
        Shape current(tiled.size(), 0);
        unravelRowMajor(t, leading, std::span<int64_t>(current.data(), leading.size()));
        if (k == 2)
            current[tiled.size() - 2] = r;
        current.back() = c;
        for (size_t level = 1; level < m_levels.size(); ++level)
            current = applyLevel(m_levels[level], current);
        return checkedRowMajor(current, m_tiledShape);
    };
    blocks.offsetOfCell.resize(size_t(perTile));
    std::vector<bool> taken(size_t(perTile), false);
    for (int64_t r = 0; r < blocks.height; ++r) {
        for (int64_t c = 0; c < blocks.width; ++c) {
            const int64_t offset = linearOf(0, r, c);
            if (offset < 0 || offset >= perTile || taken[size_t(offset)])
                return std::nullopt;
            taken[size_t(offset)] = true;
            blocks.offsetOfCell[size_t(r * blocks.width + c)] = offset;
        }
    }
    // Every tile is its own block: the first cell of the second and the last tile land where the blocks start.
    for (int64_t t : { std::min<int64_t>(1, blocks.count - 1), blocks.count - 1 }) {
        if (linearOf(t, 0, 0) != t * perTile + blocks.offsetOfCell[0])
            return std::nullopt;
    }
    if (m_levels.size() >= 2) {
        const XlaTilingLevel& second = m_levels[1];
        if (second.tileRank == 2)
            blocks.inner = std::array { second.tiledShape[second.tiledShape.size() - 2], second.tiledShape.back() };
        else if (second.tileRank == 1)
            blocks.inner = std::array<int64_t, 2> { 1, second.tiledShape.back() };
    }
    return blocks;
}

} // namespace tle
