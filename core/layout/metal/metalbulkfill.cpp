// SPDX-License-Identifier: MIT
#include "layout/metal/metalbulkfill.h"

#include "layout/metal/metalmapping.h"
#include "layout/metal/metalpointmapper.h"
#include "layout/metal/metalwalk.h"
#include "util/error.h"
#include "util/streamstore.h"
#include "util/workerpool.h"

#include <algorithm>
#include <fmt/format.h>
#include <limits>
#include <thread>

namespace tle {

namespace {

// Longest last physical dim given column tables (two int32 tables of this many entries).
constexpr int64_t kMaxColumnTable = int64_t(1) << 16;

// Parts of a split: at most this many per thread, and none shorter than this many elements (tens of microseconds
// of stores) unless that leaves a thread without one.
constexpr int64_t kPartsPerThread = 8;
constexpr int64_t kElementsPerPart = int64_t(1) << 16;

// units: the parts the work splits into (rows, cores); elements: what they hold in all.
int threadCount(const BulkFillOptions& options, int64_t units, int64_t elements)
{
    const int64_t threads
        = options.threads > 0 ? options.threads : int64_t(std::max(1u, std::thread::hardware_concurrency()));
    return int(std::clamp<int64_t>(
        std::min(units, elements / std::max<int64_t>(options.minElementsPerThread, 1)), 1, threads));
}

// Runs work(begin, end) over [0, units), which hold `elements` in all, on `threads` threads of the shared pool.
// Long work goes in a few contiguous parts per thread, so a thread that falls behind (the host runs something else
// on its core) hands its share to the others; short work in one part per thread, where every hand-out and every
// part's setup would weigh.
template <class Work>
void split(int64_t units, int64_t elements, int threads, const Work& work)
{
    if (threads <= 1) {
        work(0, units);
        return;
    }
    const int64_t parts = std::clamp<int64_t>(elements / kElementsPerPart, threads, int64_t(threads) * kPartsPerThread);
    const int64_t count = std::min(units, parts);
    WorkerPool::shared().run(
        count, threads - 1, [&](int64_t part) { work(units * part / count, units * (part + 1) / count); });
}

bool streamingFor(const BulkFillOptions& options, int64_t bytes)
{
    return options.streaming.value_or(bytes >= streamstore::kStreamingBytes);
}

void checkFits(int64_t value, const char* what)
{
    if (value > std::numeric_limits<int32_t>::max())
        throw Error(fmt::format("{} {} does not fit the 32-bit arrays of a bulk fill", what, value));
}

} // namespace

// With the last physical dim the last logical dim, a slot's element is the logical start of its shard row plus its
// column: a table of row starts (-1 for padding rows) and one of columns (masked where padding). Cores of one
// grid row share the row starts, cores of one grid column the columns, so each is rebuilt only when those change.
struct MetalBulkFill::ShardTables
{
    Shape rowKey;
    int64_t columnKey = -1;
    std::vector<int64_t> rowStart;
    std::vector<int32_t> column;
    std::vector<int32_t> mask;

    void update(const MetalLayout& L, const Shape& core)
    {
        const size_t R = L.grid().size();
        const Shape& S = L.shardShape();
        const Shape& A = L.allocatedShardShape();
        const Shape& shape = L.logicalShape();
        const Shape prefix(core.begin(), core.end() - 1);
        if (rowStart.empty() || prefix != rowKey) {
            rowKey = prefix;
            const Shape& P = L.collapsedShape();
            const Shape logicalStrides = rowMajorStrides(shape);
            const int64_t rows = L.allocatedElementsPerShard() / std::max<int64_t>(A[R - 1], 1);
            rowStart.assign(size_t(rows), -1);
            Shape so(R - 1, 0);
            Shape p(R, 0);
            Shape index(shape.size());
            for (int64_t r = 0; r < rows; ++r) {
                bool data = true;
                for (size_t i = 0; i + 1 < R; ++i) {
                    p[i] = core[i] * S[i] + so[i];
                    data = data && so[i] < S[i] && p[i] < P[i];
                }
                if (data && L.inverseMap().invert(p.data(), index.data())) {
                    int64_t start = 0;
                    for (size_t d = 0; d < index.size(); ++d)
                        start += index[d] * logicalStrides[d];
                    rowStart[size_t(r)] = start;
                }
                for (size_t i = R - 1; i-- > 0;) {
                    if (++so[i] < A[i])
                        break;
                    so[i] = 0;
                }
            }
        }
        if (core[R - 1] != columnKey) {
            columnKey = core[R - 1];
            const int64_t width = A[R - 1];
            column.assign(size_t(width), 0);
            mask.assign(size_t(width), -1);
            const int64_t first = core[R - 1] * S[R - 1];
            for (int64_t x = 0; x < width && x < S[R - 1] && first + x < shape.back(); ++x) {
                column[size_t(x)] = int32_t(first + x);
                mask[size_t(x)] = 0;
            }
        }
    }
};

MetalBulkFill::MetalBulkFill(const MetalLayout& layout)
    : m_layout(layout)
    , m_perShard(std::max<int64_t>(layout.allocatedElementsPerShard(), 1))
    , m_chains(metalDigitChains(layout))
{
    checkFits(layout.logicalElements(), "the logical element count");
    checkFits(layout.allocatedElements(), "the allocated element count");
    const MetalWalker walker(layout);
    m_fastForward = walker.hasFastForward();
    m_fastInverse = walker.hasFastInverse();
    if (!m_fastForward)
        m_points.emplace(layout);
    const Shape extent = metalPhysicalExtents(layout);
    if (m_fastForward && !extent.empty() && extent.back() <= kMaxColumnTable) {
        m_columnCore.resize(size_t(extent.back()));
        m_columnOffset.resize(size_t(extent.back()));
        for (int64_t x = 0; x < extent.back(); ++x) {
            const int64_t folded = m_chains.back().evaluate(x);
            const int64_t core = m_perShard.divide(folded);
            m_columnCore[size_t(x)] = int32_t(core);
            m_columnOffset[size_t(x)] = int32_t(m_perShard.remainder(folded, core));
        }
    }
}

void MetalBulkFill::forward(int32_t* core, int32_t* shardOffset, const BulkFillOptions& options) const
{
    const Shape& shape = m_layout.logicalShape();
    const int64_t n = shape.empty() ? 1 : shape.back();
    if (m_layout.logicalElements() == 0 || n == 0)
        return;
    const int64_t rows = m_layout.logicalElements() / n;
    const bool streaming = streamingFor(options, m_layout.logicalElements() * 4);
    split(rows, m_layout.logicalElements(), threadCount(options, rows, m_layout.logicalElements()),
        [&](int64_t begin, int64_t end) { forwardRows(core, shardOffset, begin, end, streaming); });
    if (streaming)
        streamstore::fence();
}

void MetalBulkFill::forwardRows(
    int32_t* core, int32_t* shardOffset, int64_t rowBegin, int64_t rowEnd, bool streaming) const
{
    const Shape& shape = m_layout.logicalShape();
    const size_t rank = shape.size();
    const int64_t n = shape.back();
    const size_t R = m_chains.size();
    Shape index(rank, 0);
    unravelRowMajor(rowBegin, std::span(shape.data(), rank - 1), std::span(index.data(), rank - 1));
    Shape p(R);
    // Rows the column tables do not cover go element by element into a cached chunk, which then streams out like
    // the table rows.
    constexpr int64_t kChunk = 2048;
    const bool tables = m_fastForward && !m_columnCore.empty();
    std::vector<int32_t> chunkCore(tables ? 0 : size_t(kChunk));
    std::vector<int32_t> chunkOffset(tables ? 0 : size_t(kChunk));
    const auto chunked = [&](int32_t* c, int32_t* o, auto slotOf) {
        for (int64_t begin = 0; begin < n; begin += kChunk) {
            const int64_t count = std::min(kChunk, n - begin);
            for (int64_t j = 0; j < count; ++j) {
                const MetalPointMapper::Slot slot = slotOf(begin + j);
                chunkCore[size_t(j)] = int32_t(slot.core);
                chunkOffset[size_t(j)] = int32_t(slot.shardOffset);
            }
            if (c)
                streamstore::addTable(c + begin, chunkCore.data(), count, 0, streaming);
            if (o)
                streamstore::addTable(o + begin, chunkOffset.data(), count, 0, streaming);
        }
    };
    for (int64_t row = rowBegin; row < rowEnd; ++row) {
        int32_t* c = core ? core + row * n : nullptr;
        int32_t* o = shardOffset ? shardOffset + row * n : nullptr;
        if (!m_fastForward) {
            chunked(c, o, [&](int64_t column) {
                index[rank - 1] = column;
                return m_points->map(index.data());
            });
            index[rank - 1] = 0;
        } else {
            // The row's fixed part: every physical dim but the last; the last runs over n consecutive columns.
            m_layout.compiledMap().evaluate(index.data(), p.data());
            int64_t fixed = 0;
            for (size_t i = 0; i + 1 < R; ++i)
                fixed += m_chains[i].evaluate(p[i]);
            const int64_t first = p[R - 1];
            if (tables) {
                const int64_t fixedCore = m_perShard.divide(fixed);
                const int64_t fixedOffset = m_perShard.remainder(fixed, fixedCore);
                if (c)
                    streamstore::addTable(c, m_columnCore.data() + first, n, int32_t(fixedCore), streaming);
                if (o)
                    streamstore::addTable(o, m_columnOffset.data() + first, n, int32_t(fixedOffset), streaming);
            } else {
                chunked(c, o, [&](int64_t column) {
                    const int64_t folded = fixed + m_chains.back().evaluate(first + column);
                    const int64_t whole = m_perShard.divide(folded);
                    return MetalPointMapper::Slot { whole, m_perShard.remainder(folded, whole) };
                });
            }
        }
        for (size_t d = rank - 1; d-- > 0;) {
            if (++index[d] < shape[d])
                break;
            index[d] = 0;
        }
    }
}

void MetalBulkFill::inverse(int32_t* logical, const BulkFillOptions& options) const
{
    const int64_t cores = m_layout.coreCount();
    const bool streaming = streamingFor(options, m_layout.allocatedElements() * 4);
    split(cores, m_layout.allocatedElements(), threadCount(options, cores, m_layout.allocatedElements()),
        [&](int64_t begin, int64_t end) { inverseCores(logical, begin, end, streaming); });
    if (streaming)
        streamstore::fence();
}

void MetalBulkFill::inverseCores(int32_t* logical, int64_t coreBegin, int64_t coreEnd, bool streaming) const
{
    const Shape& grid = m_layout.grid();
    const int64_t perShard = m_layout.allocatedElementsPerShard();
    const Shape logicalStrides = rowMajorStrides(m_layout.logicalShape());
    Shape core(grid.size());
    ShardTables tables;
    for (int64_t c = coreBegin; c < coreEnd; ++c) {
        unravelRowMajor(c, grid, core);
        int32_t* out = logical + c * perShard;
        if (m_fastInverse) {
            tables.update(m_layout, core);
            inverseCoreFast(out, tables, streaming);
            continue;
        }
        for (int64_t off = 0; off < perShard; ++off) {
            out[off] = int32_t(unmapShardOffset(m_layout, core, off).logicalLinear(logicalStrides));
        }
    }
}

void MetalBulkFill::inverseCoreFast(int32_t* out, ShardTables& tables, bool streaming) const
{
    const MetalLayout& L = m_layout;
    const int64_t width = L.allocatedShardShape().back();
    const int64_t rows = L.allocatedElementsPerShard() / std::max<int64_t>(width, 1);
    const std::vector<int64_t>& rowStart = tables.rowStart;
    const std::vector<int32_t>& column = tables.column;
    const std::vector<int32_t>& mask = tables.mask;
    const auto& tile = L.tile();
    if (!tile) {
        streamstore::maskedRows(out, rowStart.data(), rows, column.data(), mask.data(), width, streaming);
        return;
    }
    // Tiles row-major over the shard; inside a tile its faces (or the one face) row-major, rows inside.
    const bool faces = L.inTileOrder() == InTileOrder::Faces;
    const int64_t th = tile->height, tw = tile->width;
    const int64_t fh = faces ? tile->faceHeight() : th;
    const int64_t fw = faces ? tile->faceWidth() : tw;
    const int64_t tileColumns = width / tw;
    const int64_t tileRows = rows / th;
    const int64_t faceColumns = tw / fw;
    int32_t* dst = out;
    for (int64_t tr = 0; tr < tileRows; ++tr) {
        for (int64_t tc = 0; tc < tileColumns; ++tc) {
            for (int64_t fr = 0; fr < th / fh; ++fr) {
                for (int64_t fc = 0; fc < faceColumns; ++fc) {
                    const int64_t x = tc * tw + fc * fw;
                    streamstore::maskedRows(dst, rowStart.data() + tr * th + fr * fh, fh, column.data() + x,
                        mask.data() + x, fw, streaming);
                    dst += fh * fw;
                }
            }
        }
    }
}

} // namespace tle
