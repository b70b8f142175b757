// SPDX-License-Identifier: MIT
#pragma once

#include "layout/anylayout.h"
#include "layout/metal/metalpointmapper.h"
#include "layout/ttnn/ttnnpointmapper.h"
#include "util/fastdivisor.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tle {

// Where a transfer starts or ends: a worker core, by its logical (y, x) on the worker grid, or a DRAM bank.
struct TransferEndpoint
{
    enum class Kind
    {
        Core,
        DramBank,
    };
    Kind kind = Kind::Core;
    int64_t y = 0;
    int64_t x = 0;
    int64_t bank = 0;
    bool operator==(const TransferEndpoint&) const = default;
};

// The most cores or banks one side of a transfer may have: far past any device, and a bound on the matrix.
inline constexpr int64_t kMaxTransferUnits = int64_t(1) << 12;

// "(y, x)" for a core, "dram N" for a bank: the way the CLI and the window write units.
std::string endpointLabel(const TransferEndpoint& endpoint);

// One layout of a transfer: where each logical element's bytes live (a unit and a byte address inside it), the
// pages the kernels address, and how far memory stays contiguous along the last logical dim. Answers come from the
// layout's own point mapper, so every notation with a placement on cores or banks is exact: TTNN (interleaved,
// 2-D and N-D sharded, tiled or row-major) and metal layouts. XLA layouts have no device placement.
class TransferSide
{
public:
    // Throws tle::Error for a layout with no device placement (XLA, system memory).
    // Throws tle::Error also for a shard core outside the device's worker grid. Pages are aligned to
    // `dramAlignment` or `l1Alignment` bytes, as the allocator aligns them.
    TransferSide(const AnyLayout& layout, int64_t gridRows, int64_t gridCols, int64_t dramBanks,
        int64_t dramAlignment = 32, int64_t l1Alignment = 16);

    struct Place
    {
        int64_t unit = 0;
        int64_t byte = 0;
    };
    Place place(const int64_t* index) const;
    // Elements from `column` of the last dim to the next boundary the structure guarantees (a face row, a page
    // or a shard's width): a hint the caller checks, never trusted alone.
    int64_t runHint(int64_t column) const;

    int64_t unitCount() const { return int64_t(m_endpoints.size()); }
    const TransferEndpoint& endpoint(int64_t unit) const { return m_endpoints[size_t(unit)]; }
    int64_t elementBytes() const { return m_elementBytes; }
    // The stride of the pages kernels address (a tile, a row-major page row), aligned as the allocator does.
    int64_t pageBytes() const { return m_pageBytes; }
    bool inDram() const { return m_dram; }
    bool sharded() const { return m_sharded; }
    bool tiled() const { return m_tiled; }
    // Every tile of the tensor is one whole page with each element at its offset in the tile, by construction: a
    // 2-D TTNN tiled layout without a map but the identity (each slice's last two dims padded to whole tiles) in
    // physical-mode shards of whole tiles. A tile walk need not check such a side's tiles one by one.
    bool tilesArePages() const { return m_tilesArePages; }
    // Element slots the layout allocates beyond the logical elements.
    int64_t paddingElements() const { return m_paddingElements; }
    // "dram interleaved", "l1 block sharded", ... for messages and the view's header.
    const std::string& summary() const { return m_summary; }

private:
    void placeTtnn(const TtnnLayout& layout, int64_t dramBanks, int64_t dramAlignment, int64_t l1Alignment);
    void placeMetal(const MetalLayout& layout, int64_t gridRows, int64_t gridCols, int64_t dramBanks);

    std::shared_ptr<const TtnnPointMapper> m_ttnn; // shared with other plans of the same layout
    std::optional<MetalPointMapper> m_metal;
    const TtnnLayout* m_ndLayout = nullptr; // N-D sharded TTNN: mapped element by element
    std::vector<TransferEndpoint> m_endpoints;
    int64_t m_gridCols = 1;
    int64_t m_elementBytes = 1;
    int64_t m_pageElements = 1; // storage elements of one page
    FastDivisor m_perPage; // by m_pageElements: a walk splits every place it maps
    int64_t m_pageBytes = 1;
    int64_t m_hint = 1;
    bool m_dram = false;
    bool m_sharded = false;
    bool m_tiled = false;
    bool m_tilesArePages = false;
    int64_t m_paddingElements = 0;
    std::string m_summary;
};

} // namespace tle
