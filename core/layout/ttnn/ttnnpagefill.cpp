// SPDX-License-Identifier: MIT
#include "layout/ttnn/ttnnpagefill.h"

#include "layout/ttnn/ttnnmapping.h"
#include "util/checked.h"
#include "util/error.h"

#include <fmt/format.h>
#include <limits>
#include <vector>

namespace tle {

TtnnPageFill::TtnnPageFill(const TtnnLayout& layout)
    : m_layout(layout)
    , m_logicalStrides(rowMajorStrides(layout.logicalShape()))
{
    const int64_t elements = checkedProduct(layout.logicalShape());
    if (elements > std::numeric_limits<int32_t>::max())
        throw Error(fmt::format("the logical element count {} does not fit the 32-bit array of a page fill", elements));
    if (!layout.isNdSharded())
        m_separable = SeparableMap::of(layout.compiledMap(), layout.logicalShape(), layout.physicalShape());
}

int64_t TtnnPageFill::slotCount() const
{
    if (!m_layout.isSharded())
        return m_layout.numBanks() * m_layout.pagesPerBank();
    return int64_t(m_layout.shardCores().size()) * m_layout.pagesPerShard();
}

int64_t TtnnPageFill::firstElement(int64_t row, int64_t column) const noexcept
{
    const auto& physical = m_layout.physicalShape();
    if (row >= physical[0] || column >= physical[1])
        return -1; // a shard's rounding past the tensor
    const int64_t point[2] = { row, column };
    int64_t index[SeparableMap::kMaxDigits];
    if (!m_separable->logicalOf(point, index))
        return -1;
    int64_t linear = 0;
    for (size_t d = 0; d < m_logicalStrides.size(); ++d)
        linear += index[d] * m_logicalStrides[d];
    return linear;
}

// The page slot's first cell through the full inverse answer.
int64_t TtnnPageFill::generic(int64_t slot) const
{
    const TtnnLayout& L = m_layout;
    const int64_t perPage = L.pageShape()[0] * L.pageShape()[1];
    std::optional<TtnnPlace> place;
    if (!L.isSharded()) {
        const Shape bank { slot / L.pagesPerBank() };
        place = findTtnnOffset(L, bank, (slot % L.pagesPerBank()) * perPage);
    } else {
        // A core may hold several N-D shards, one per shard slot.
        const auto shard = size_t(slot / L.pagesPerShard());
        const CoreCoord core = L.shardCores()[shard];
        const Shape unit { core.y, core.x };
        const int64_t shardSlot = L.isNdSharded() ? L.shardSlots()[shard] : 0;
        place = findTtnnOffset(L, unit, (shardSlot * L.pagesPerShard() + slot % L.pagesPerShard()) * perPage);
    }
    if (!place || place->isPadding())
        return -1;
    int64_t linear = 0;
    for (size_t d = 0; d < place->index.size(); ++d)
        linear += place->index[d] * m_logicalStrides[d];
    return linear;
}

void TtnnPageFill::fill(int32_t* out) const
{
    const TtnnLayout& L = m_layout;
    const int64_t slots = slotCount();
    // Logical shard mode can make a page wider than the shard it belongs to; those layouts take the full answer.
    const bool pagesTileShards = !L.isSharded()
        || (L.shardGrid()[1] > 0 && L.shardShape()[0] % L.pageShape()[0] == 0
            && L.shardShape()[1] % L.pageShape()[1] == 0);
    if (!m_separable || !pagesTileShards || L.logicalShape().size() > SeparableMap::kMaxDigits) {
        for (int64_t s = 0; s < slots; ++s)
            out[s] = int32_t(generic(s));
        return;
    }
    // The map is separable: a page's first element is its page row's part plus its page column's part, each
    // -1 where that row or column is padding. Pages start on multiples of the page shape.
    const int64_t pageRows = L.pageShape()[0];
    const int64_t pageColumns = L.pageShape()[1];
    const auto& physical = L.physicalShape();
    const auto& shard = L.shardShape();
    const int64_t gridRows = L.isSharded() ? L.shardGrid()[0] * shard[0] : physical[0];
    const int64_t gridColumns = L.isSharded() ? L.shardGrid()[1] * shard[1] : physical[1];
    std::vector<int64_t> rowPart(size_t(ceilDiv(gridRows, pageRows)));
    std::vector<int64_t> columnPart(size_t(ceilDiv(gridColumns, pageColumns)));
    for (size_t r = 0; r < rowPart.size(); ++r)
        rowPart[r] = firstElement(int64_t(r) * pageRows, 0);
    for (size_t c = 0; c < columnPart.size(); ++c)
        columnPart[c] = firstElement(0, int64_t(c) * pageColumns);
    const auto at = [&](int64_t pageRow, int64_t pageColumn) {
        const int64_t r = rowPart[size_t(pageRow)];
        const int64_t c = columnPart[size_t(pageColumn)];
        return r < 0 || c < 0 ? -1 : int32_t(r + c);
    };
    if (!L.isSharded()) {
        // Page p sits in bank p % banks at slot p / banks; pages run row-major over the physical shape.
        const int64_t pagesPerRow = physical[1] / pageColumns;
        for (int64_t bank = 0; bank < L.numBanks(); ++bank) {
            for (int64_t slot = 0; slot < L.pagesPerBank(); ++slot) {
                const int64_t page = slot * L.numBanks() + bank;
                *out++ = page < L.numPages() ? at(page / pagesPerRow, page % pagesPerRow) : -1;
            }
        }
        return;
    }
    // Shard i covers the shard grid's cell (i / columns, i % columns); its pages run row-major inside it.
    const int64_t pagesPerShardRow = shard[1] / pageColumns;
    const int64_t shardPageRows = shard[0] / pageRows;
    for (size_t i = 0; i < L.shardCores().size(); ++i) {
        const int64_t top = int64_t(i) / L.shardGrid()[1] * shardPageRows;
        const int64_t left = int64_t(i) % L.shardGrid()[1] * pagesPerShardRow;
        for (int64_t page = 0; page < L.pagesPerShard(); ++page)
            *out++ = at(top + page / pagesPerShardRow, left + page % pagesPerShardRow);
    }
}

} // namespace tle
