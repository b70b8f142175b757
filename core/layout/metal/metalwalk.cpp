// SPDX-License-Identifier: MIT
#include "layout/metal/metalwalk.h"

#include "layout/metal/metalmapping.h"

#include <algorithm>

#include <fmt/format.h>
#include <vector>

namespace tle {

namespace {

// A batch stays in half of a 32 KiB L1 data cache, so the consumer reads runs the walker has just written.
constexpr size_t kBatchBytes = 16 * 1024;

template <class Run, class Sink>
class Batcher
{
public:
    static constexpr size_t kBatch = kBatchBytes / sizeof(Run);

    explicit Batcher(const Sink& sink)
        : m_sink(sink)
    {
        m_runs.reserve(kBatch);
    }
    ~Batcher() { flush(); }
    void push(const Run& run)
    {
        m_runs.push_back(run);
        if (m_runs.size() == kBatch)
            flush();
    }
    void flush()
    {
        if (!m_runs.empty())
            m_sink(std::span<const Run>(m_runs));
        m_runs.clear();
    }

private:
    const Sink& m_sink;
    std::vector<Run> m_runs;
};

// What the forward walk needs of a layout, computed once.
struct ForwardGeometry
{
    explicit ForwardGeometry(const MetalLayout& L)
        : rank(L.grid().size())
        , shard(L.shardShape())
        , coreStride(rowMajorStrides(L.grid()))
        , shardStride(rowMajorStrides(L.allocatedShardShape()))
        , memrefStride(rowMajorStrides(L.memrefShape()))
        , tiled(L.tile().has_value())
        , faces(tiled && L.inTileOrder() == InTileOrder::Faces)
        , th(tiled ? L.tile()->height : 1)
        , tw(tiled ? L.tile()->width : 1)
        , fh(tiled ? L.tile()->faceHeight() : 1)
        , fw(faces ? L.tile()->faceWidth() : tw)
    { }

    size_t rank;
    Shape shard;
    Shape coreStride;
    Shape shardStride;
    Shape memrefStride;
    bool tiled;
    bool faces;
    int64_t th, tw, fh, fw;
};

// Where a logical row starts: the core and storage offset of every physical dim but the last.
struct RowStart
{
    int64_t coreFixed = 0;
    int64_t offFixed = 0;
    int64_t rowPart = 0; // offset of the row inside its tile
};

RowStart rowStart(const ForwardGeometry& g, const Shape& p)
{
    RowStart start;
    for (size_t i = 0; i + 1 < g.rank; ++i) {
        const int64_t so = p[i] % g.shard[i];
        start.coreFixed += (p[i] / g.shard[i]) * g.coreStride[i];
        if (!g.tiled) {
            start.offFixed += so * g.shardStride[i];
        } else if (i + 2 < g.rank) {
            start.offFixed += so * g.memrefStride[i];
        } else {
            start.offFixed += (so / g.th) * g.memrefStride[i];
            const int64_t r = so % g.th;
            start.rowPart = g.faces ? (r / g.fh) * (g.tw / g.fw) * g.fh * g.fw + (r % g.fh) * g.fw : r * g.tw;
        }
    }
    return start;
}

// The runs of one logical row of `n` elements whose first physical column is `column`: a run ends at a
// shard edge and, when tiled, at a face (or tile row) edge.
template <class Out>
void emitRow(Out& out, const ForwardGeometry& g, const RowStart& start, int64_t column, int64_t n, int64_t logicalBase)
{
    const size_t R = g.rank;
    const int64_t sLast = g.shard[R - 1];
    const int64_t faceElems = g.fh * g.fw;
    const int64_t tileElems = g.th * g.tw;
    int64_t coreCol = column / sLast;
    int64_t so = column % sLast;
    int64_t tileCol = g.tiled ? so / g.tw : 0;
    int64_t c = g.tiled ? so % g.tw : 0; // column inside the tile
    int64_t faceCol = c / g.fw; // face (or tile-row segment) column inside the tile
    int64_t cInFace = c % g.fw;
    for (int64_t j = 0; j < n;) {
        int64_t count = std::min(n - j, sLast - so);
        int64_t offset;
        if (g.tiled) {
            count = std::min(count, g.fw - cInFace);
            offset = (start.offFixed + tileCol) * tileElems + start.rowPart + faceCol * faceElems + cInFace;
        } else {
            offset = start.offFixed + so;
        }
        out.push({ logicalBase + j, count, start.coreFixed + coreCol * g.coreStride[R - 1], offset });
        j += count;
        so += count;
        if (g.tiled) {
            cInFace += count;
            if (cInFace == g.fw) {
                cInFace = 0;
                if (++faceCol * g.fw == g.tw) {
                    faceCol = 0;
                    ++tileCol;
                }
            }
        }
        if (so == sLast) {
            so = 0;
            ++coreCol;
            tileCol = 0;
            faceCol = 0;
            cInFace = 0;
        }
    }
}

// Emits the runs of one shard in storage order. The slots of a shard are runs along the last dim, `fw`
// long: face rows when tiled with faces, tile rows when tiled row-major, whole shard rows otherwise.
template <class Out>
class ShardRuns
{
public:
    ShardRuns(const MetalLayout& layout, Out& out)
        : m_layout(layout)
        , m_out(out)
        , R(layout.grid().size())
        , S(layout.shardShape())
        , P(layout.collapsedShape())
        , m_logicalStrides(rowMajorStrides(layout.logicalShape()))
        , m_p(R)
        , m_logical(layout.logicalShape().size())
    {
        const Shape& A = layout.allocatedShardShape();
        const auto& tile = layout.tile();
        const bool faces = tile && layout.inTileOrder() == InTileOrder::Faces;
        m_th = tile ? tile->height : 1;
        m_tw = tile ? tile->width : A[R - 1];
        m_fh = faces ? tile->faceHeight() : m_th;
        m_fw = faces ? tile->faceWidth() : m_tw;
        m_rowsShape.assign(A.begin(), A.end() - 1);
    }

    void emitShard(const Shape& core, int64_t coreLinear)
    {
        m_core = &core;
        m_coreLinear = coreLinear;
        m_offset = 0;
        if (!m_layout.tile()) {
            Shape so(R - 1, 0);
            do {
                emitRun(so, 0);
            } while (nextRowMajor(so, m_rowsShape));
            return;
        }
        // Tiles row-major over the memref; inside a tile, faces (or one face) row-major; rows inside.
        const Shape& M = m_layout.memrefShape();
        Shape t(R, 0);
        Shape so(R - 1, 0);
        do {
            for (size_t i = 0; i + 2 < R; ++i)
                so[i] = t[i];
            for (int64_t fr = 0; fr < m_th / m_fh; ++fr) {
                for (int64_t fc = 0; fc < m_tw / m_fw; ++fc) {
                    for (int64_t r = 0; r < m_fh; ++r) {
                        so[R - 2] = t[R - 2] * m_th + fr * m_fh + r;
                        emitRun(so, t[R - 1] * m_tw + fc * m_fw);
                    }
                }
            }
        } while (nextRowMajor(t, M));
    }

private:
    void push(int64_t length, int64_t start, PaddingCause cause)
    {
        m_out.push({ m_coreLinear, m_offset, length, start, cause });
        m_offset += length;
    }

    // so: shard coordinate of all dims but the last; col0: first column of the run.
    void emitRun(const Shape& so, int64_t col0)
    {
        const Shape& core = *m_core;
        const int64_t len = m_fw;
        bool tilePad = false;
        bool gridPad = false;
        for (size_t i = 0; i + 1 < R; ++i) {
            tilePad = tilePad || so[i] >= S[i];
            m_p[i] = core[i] * S[i] + so[i];
            gridPad = gridPad || m_p[i] >= P[i];
        }
        if (tilePad || gridPad) {
            push(len, -1, tilePad ? PaddingCause::Tile : PaddingCause::Grid);
            return;
        }
        const int64_t pl = core[R - 1] * S[R - 1] + col0;
        const int64_t dataEnd = std::min(S[R - 1], P[R - 1] - core[R - 1] * S[R - 1]); // in shard columns
        const int64_t dataLen = std::clamp<int64_t>(dataEnd - col0, 0, len);
        const int64_t gridLen = std::clamp<int64_t>(S[R - 1] - std::max(col0, dataEnd), 0, len - dataLen);
        const int64_t tileLen = len - dataLen - gridLen;
        if (dataLen > 0) {
            m_p[R - 1] = pl;
            if (m_layout.inverseMap().invert(m_p.data(), m_logical.data())) {
                int64_t start = 0;
                for (size_t d = 0; d < m_logical.size(); ++d)
                    start += m_logical[d] * m_logicalStrides[d];
                push(dataLen, start, PaddingCause::None);
            } else {
                push(dataLen, -1, m_layout.gapCause());
            }
        }
        if (gridLen > 0)
            push(gridLen, -1, PaddingCause::Grid);
        if (tileLen > 0)
            push(tileLen, -1, PaddingCause::Tile);
    }

    const MetalLayout& m_layout;
    Out& m_out;
    const size_t R;
    const Shape& S;
    const Shape& P;
    const Shape m_logicalStrides;
    Shape m_p;
    Shape m_logical;
    Shape m_rowsShape; // all dims but the last, in elements
    int64_t m_th = 1, m_tw = 1, m_fh = 1, m_fw = 1;
    const Shape* m_core = nullptr;
    int64_t m_coreLinear = 0;
    int64_t m_offset = 0;
};

} // namespace

MetalWalker::MetalWalker(const MetalLayout& layout)
    : m_layout(layout)
{
    const auto& map = layout.compiledMap();
    const size_t rank = layout.logicalShape().size();
    const size_t results = map.numResults();
    if (rank == 0 || !map.isLinear() || results == 0)
        return;
    const unsigned inner = unsigned(rank - 1);
    bool onlyLast = true;
    for (size_t r = 0; r + 1 < results; ++r)
        onlyLast = onlyLast && map.linear(r).coefficients[inner] == 0;
    const LinearForm& last = map.linear(results - 1);
    m_fastForward = onlyLast && last.coefficients[inner] == 1;
    bool lastIsInnerDim = last.constant == 0;
    for (unsigned d = 0; d < rank; ++d)
        lastIsInnerDim = lastIsInnerDim && last.coefficients[d] == (d == inner ? 1 : 0);
    m_fastInverse = m_fastForward && lastIsInnerDim;
    if (m_fastForward && rank >= 2 && results >= 2) {
        const unsigned rowDim = unsigned(rank - 2);
        bool step = true;
        for (size_t r = 0; r < results; ++r)
            step = step && map.linear(r).coefficients[rowDim] == (r + 2 == results ? 1 : 0);
        m_rowsStepOneRow = step;
    }
}

namespace {

// Turns each run of a band's first row into a pattern over the band's rows.
class PatternOut
{
public:
    explicit PatternOut(const MetalWalker::PatternSink& sink)
        : m_out(sink)
    { }
    void startBand(int64_t rows, int64_t logicalStride, int64_t offsetStride)
    {
        m_rows = rows;
        m_logicalStride = logicalStride;
        m_offsetStride = offsetStride;
    }
    void push(const ForwardRun& run)
    {
        m_out.push({ run.logicalStart, run.count, m_rows, m_logicalStride, run.core, run.shardOffset, m_offsetStride });
    }

private:
    Batcher<ForwardPattern, MetalWalker::PatternSink> m_out;
    int64_t m_rows = 1;
    int64_t m_logicalStride = 0;
    int64_t m_offsetStride = 0;
};

// The forward walk of a collapse-derived map, row by row. An output that takes bands (PatternOut) gets each row's
// runs once for the rows below it in the same face (tile, or shard when untiled), when consecutive rows step the
// second-to-last physical dim by one (bands); other outputs get every row.
template <class Out>
void walkRows(const MetalLayout& L, bool bands, Out& out)
{
    const Shape& shape = L.logicalShape();
    const size_t rank = shape.size();
    const ForwardGeometry g(L);
    const size_t R = g.rank;
    const int64_t n = shape.back();
    if (L.logicalElements() == 0)
        return;
    constexpr bool takesBands = requires
    {
        out.startBand(int64_t(1), int64_t(0), int64_t(0));
    };
    // A row's next row in the same face (tile, shard) sits one face row (tile row, shard row) further.
    const int64_t rowStep = g.tiled ? g.fw : R >= 2 ? g.shardStride[R - 2] : 0;
    const int64_t bandHeight = g.tiled ? (g.faces ? g.fh : g.th) : 0;
    Shape index(rank, 0);
    Shape p(R);
    int64_t logicalBase = 0;
    while (true) {
        L.compiledMap().evaluate(index.data(), p.data());
        int64_t rows = 1;
        if constexpr (takesBands) {
            if (bands) {
                const int64_t so = p[R - 2] % g.shard[R - 2];
                rows = std::min(shape[rank - 2] - index[rank - 2], g.shard[R - 2] - so);
                if (g.tiled)
                    rows = std::min(rows, bandHeight - (so % g.th) % bandHeight);
            }
            out.startBand(rows, n, rowStep);
        }
        emitRow(out, g, rowStart(g, p), p[R - 1], n, logicalBase);
        logicalBase += rows * n;
        if (rank < 2)
            break;
        index[rank - 2] += rows - 1;
        index.back() = n - 1; // the row or band is done: move on to the next outer index
        if (!nextRowMajor(index, shape))
            break;
    }
}

} // namespace

void MetalWalker::forEachForwardRun(const ForwardSink& sink) const
{
    if (!m_fastForward) {
        forwardGeneric(sink);
        return;
    }
    Batcher<ForwardRun, ForwardSink> out(sink);
    walkRows(m_layout, false, out);
}

void MetalWalker::forEachForwardPattern(const PatternSink& sink) const
{
    if (!m_fastForward) {
        forwardGeneric([&](std::span<const ForwardRun> runs) {
            std::vector<ForwardPattern> patterns;
            patterns.reserve(runs.size());
            for (const ForwardRun& run : runs)
                patterns.push_back({ run.logicalStart, run.count, 1, 0, run.core, run.shardOffset, 0 });
            sink(patterns);
        });
        return;
    }
    PatternOut out(sink);
    walkRows(m_layout, m_rowsStepOneRow, out);
}

void MetalWalker::forwardGeneric(const ForwardSink& sink) const
{
    const Shape& shape = m_layout.logicalShape();
    const Shape coreStride = rowMajorStrides(m_layout.grid());
    Batcher<ForwardRun, ForwardSink> out(sink);
    Shape index(shape.size(), 0);
    int64_t linear = 0;
    do {
        const MetalPlace place = mapElement(m_layout, index);
        out.push({ linear++, 1, rowMajorIndex(place.core, m_layout.grid()), place.shardLinearOffset });
    } while (nextRowMajor(index, shape));
}

void MetalWalker::forEachInverseRun(const InverseSink& sink) const
{
    if (!m_fastInverse) {
        inverseGeneric(sink);
        return;
    }
    using Out = Batcher<InverseRun, InverseSink>;
    Out out(sink);
    ShardRuns<Out> runs(m_layout, out);
    Shape core(m_layout.grid().size(), 0);
    int64_t coreLinear = 0;
    do {
        runs.emitShard(core, coreLinear++);
    } while (nextRowMajor(core, m_layout.grid()));
}

void MetalWalker::inverseGeneric(const InverseSink& sink) const
{
    Batcher<InverseRun, InverseSink> out(sink);
    const Shape logicalStrides = rowMajorStrides(m_layout.logicalShape());
    Shape core(m_layout.grid().size(), 0);
    int64_t coreLinear = 0;
    do {
        for (int64_t off = 0; off < m_layout.allocatedElementsPerShard(); ++off) {
            const MetalPlace place = unmapShardOffset(m_layout, core, off);
            out.push({ coreLinear, off, 1, place.logicalLinear(logicalStrides), place.padding });
        }
        ++coreLinear;
    } while (nextRowMajor(core, m_layout.grid()));
}

} // namespace tle
