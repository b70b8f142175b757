// SPDX-License-Identifier: MIT
#pragma once

#include "layout/affine/separablemap.h"
#include "layout/ttnn/ttnnlayout.h"

#include <cstdint>
#include <optional>

namespace tle {

// The logical element at the first cell of every page slot of a TTNN buffer, written to a caller's array: what
// the pages picture and the page exports show for each page. Slots come unit by unit: for an interleaved layout
// each bank's pagesPerBank() slots, banks in order; for a sharded one each shard's pagesPerShard() pages, shards in
// order (shardCores() names each shard's core). A slot holds the row-major linear index of that element, or -1
// where it holds no page or the page's first cell is padding.
//
// Each page's first cell is found from the page's place alone and mapped back through the layout's SeparableMap,
// with no allocation; N-D sharded layouts and maps that are not separable go through findTtnnOffset.
class TtnnPageFill
{
public:
    // Throws tle::Error for a layout whose element count does not fit int32.
    explicit TtnnPageFill(const TtnnLayout& layout);

    int64_t slotCount() const;
    void fill(int32_t* firstElement) const;

private:
    int64_t firstElement(int64_t row, int64_t column) const noexcept;
    int64_t generic(int64_t slot) const;

    const TtnnLayout& m_layout;
    std::optional<SeparableMap> m_separable;
    Shape m_logicalStrides;
};

} // namespace tle
