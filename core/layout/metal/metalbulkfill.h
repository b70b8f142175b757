// SPDX-License-Identifier: MIT
#pragma once

#include "layout/foldedpointmap.h"
#include "layout/metal/metallayout.h"
#include "layout/metal/metalpointmapper.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace tle {

struct BulkFillOptions
{
    // Threads to split the work over (the caller and workers of WorkerPool::shared(), so at most one per hardware
    // thread); 0 takes one per hardware thread.
    int threads = 1;
    // Non-temporal stores: by default for arrays past streamstore::kStreamingBytes.
    std::optional<bool> streaming;
    // Handing work to a parked worker costs some microseconds: each thread gets at least this many elements (or
    // slots).
    int64_t minElementsPerThread = int64_t(1) << 18;
};

// Fills caller-provided arrays with the mapping of a whole metal layout, element by element: the arrays the
// pictures, exports and tests index directly. Where MetalWalker hands over runs to a consumer, this writes the
// answers itself, one table-driven vector loop per logical row (forward) or storage run (inverse), so the work
// is bound by the stores; large arrays bypass the caches (streaming stores).
//
// The arrays hold int32: the constructor throws tle::Error for a layout whose element counts, offsets or
// cores do not fit.
class MetalBulkFill
{
public:
    explicit MetalBulkFill(const MetalLayout& layout);

    // For every logical element, row-major: its core (row-major linear core index) and its element offset in the
    // shard. Each array holds logicalElements() values; either may be null.
    void forward(int32_t* core, int32_t* shardOffset, const BulkFillOptions& options = {}) const;
    // For every allocated slot, cores row-major and each core's slots in storage order: the row-major linear
    // index of the logical element it holds, or -1 for padding. The array holds allocatedElements() values.
    void inverse(int32_t* logical, const BulkFillOptions& options = {}) const;

private:
    void forwardRows(int32_t* core, int32_t* shardOffset, int64_t rowBegin, int64_t rowEnd, bool streaming) const;
    void inverseCores(int32_t* logical, int64_t coreBegin, int64_t coreEnd, bool streaming) const;
    struct ShardTables;
    void inverseCoreFast(int32_t* out, ShardTables& tables, bool streaming) const;

    const MetalLayout& m_layout;
    bool m_fastForward = false;
    bool m_fastInverse = false;
    FastDivisor m_perShard; // allocated elements per shard
    std::vector<DigitChain> m_chains;
    // Core and offset of each coordinate of the last physical dim, when that dim is short enough.
    std::vector<int32_t> m_columnCore;
    std::vector<int32_t> m_columnOffset;
    // Element by element, for maps the row tables do not cover.
    std::optional<MetalPointMapper> m_points;
};

} // namespace tle
