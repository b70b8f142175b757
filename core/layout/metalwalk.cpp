// SPDX-License-Identifier: MIT
#include "layout/metalwalk.h"

#include "layout/metalmapping.h"

#include <algorithm>

#include <fmt/format.h>
#include <vector>

namespace tle {

namespace {

constexpr size_t kBatch = 4096;

template <class Run, class Sink>
class Batcher
{
public:
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

// Advances a row-major multi-index; returns false after the last one.
bool nextIndex(Shape& index, std::span<const int64_t> shape)
{
    for (size_t i = shape.size(); i-- > 0;) {
        if (++index[i] < shape[i])
            return true;
        index[i] = 0;
    }
    return false;
}

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
}

void MetalWalker::forEachForwardRun(const ForwardSink& sink) const
{
    if (!m_fastForward) {
        forwardGeneric(sink);
        return;
    }
    const MetalLayout& L = m_layout;
    const Shape& shape = L.logicalShape();
    const size_t R = L.grid().size();
    const Shape& S = L.shardShape();
    const Shape coreStride = rowMajorStrides(L.grid());
    const Shape shardStride = rowMajorStrides(L.allocatedShardShape());
    const Shape memrefStride = rowMajorStrides(L.memrefShape());
    const auto& tile = L.tile();
    const bool faces = tile && L.inTileOrder() == InTileOrder::Faces;
    const int64_t th = tile ? tile->height : 1;
    const int64_t tw = tile ? tile->width : 1;
    const int64_t fh = tile ? tile->faceHeight() : 1;
    const int64_t fw = faces ? tile->faceWidth() : tw;
    const int64_t faceElems = fh * fw;
    const int64_t tileElems = th * tw;
    const int64_t sLast = S[R - 1];
    const int64_t n = shape.back();

    Batcher<ForwardRun, ForwardSink> out(sink);
    Shape index(shape.size(), 0);
    Shape p(R);
    int64_t logicalBase = 0;
    do {
        L.compiledMap().evaluate(index.data(), p.data());
        int64_t coreFixed = 0;
        int64_t offFixed = 0;
        int64_t rowPart = 0;
        for (size_t i = 0; i + 1 < R; ++i) {
            const int64_t so = p[i] % S[i];
            coreFixed += (p[i] / S[i]) * coreStride[i];
            if (!tile) {
                offFixed += so * shardStride[i];
            } else if (i + 2 < R) {
                offFixed += so * memrefStride[i];
            } else {
                offFixed += (so / th) * memrefStride[i];
                const int64_t r = so % th;
                rowPart = faces ? (r / fh) * (tw / fw) * faceElems + (r % fh) * fw : r * tw;
            }
        }
        int64_t coreCol = p[R - 1] / sLast;
        int64_t so = p[R - 1] % sLast;
        int64_t tileCol = tile ? so / tw : 0;
        int64_t c = tile ? so % tw : 0; // column inside the tile
        int64_t faceCol = c / fw; // face (or tile-row segment) column inside the tile
        int64_t cInFace = c % fw;
        for (int64_t j = 0; j < n;) {
            int64_t count = std::min(n - j, sLast - so);
            int64_t offset;
            if (tile) {
                count = std::min(count, fw - cInFace);
                offset = (offFixed + tileCol) * tileElems + rowPart + faceCol * faceElems + cInFace;
            } else {
                offset = offFixed + so;
            }
            out.push({ logicalBase + j, count, coreFixed + coreCol * coreStride[R - 1], offset });
            j += count;
            so += count;
            if (tile) {
                cInFace += count;
                if (cInFace == fw) {
                    cInFace = 0;
                    if (++faceCol * fw == tw) {
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
        logicalBase += n;
        index.back() = n - 1; // the row is done: move on to the next outer index
    } while (nextIndex(index, shape));
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
    } while (nextIndex(index, shape));
}

void MetalWalker::forEachInverseRun(const InverseSink& sink) const
{
    if (!m_fastInverse) {
        inverseGeneric(sink);
        return;
    }
    const MetalLayout& L = m_layout;
    const size_t R = L.grid().size();
    const Shape& S = L.shardShape();
    const Shape& A = L.allocatedShardShape();
    const Shape& P = L.collapsedShape();
    const auto& tile = L.tile();
    const bool faces = tile && L.inTileOrder() == InTileOrder::Faces;
    const int64_t th = tile ? tile->height : 1;
    const int64_t tw = tile ? tile->width : A[R - 1];
    const int64_t fh = faces ? tile->faceHeight() : th;
    const int64_t fw = faces ? tile->faceWidth() : tw;
    const size_t rank = L.logicalShape().size();
    const Shape logicalStrides = rowMajorStrides(L.logicalShape());

    Batcher<InverseRun, InverseSink> out(sink);
    Shape core(R, 0);
    Shape p(R);
    Shape logical(rank);
    // The slots of one shard in storage order are runs along the last dim, `fw` long: face rows when
    // tiled with faces, tile rows when tiled row-major, whole shard rows otherwise.
    Shape rowsShape(A.begin(), A.end() - 1); // all dims but the last, in elements
    int64_t coreLinear = 0;
    do {
        int64_t offset = 0;
        auto emitRun = [&](const Shape& so, int64_t col0) {
            // so: shard coordinate of all dims but the last; col0: first column of the run.
            int64_t len = fw;
            bool tilePad = false;
            bool gridPad = false;
            for (size_t i = 0; i + 1 < R; ++i) {
                tilePad = tilePad || so[i] >= S[i];
                p[i] = core[i] * S[i] + so[i];
                gridPad = gridPad || p[i] >= P[i];
            }
            if (tilePad || gridPad) {
                out.push({ coreLinear, offset, len, -1, tilePad ? PaddingCause::Tile : PaddingCause::Grid });
                offset += len;
                return;
            }
            const int64_t pl = core[R - 1] * S[R - 1] + col0;
            const int64_t dataEnd = std::min(S[R - 1], P[R - 1] - core[R - 1] * S[R - 1]); // in shard columns
            const int64_t dataLen = std::clamp<int64_t>(dataEnd - col0, 0, len);
            const int64_t gridLen = std::clamp<int64_t>(S[R - 1] - std::max(col0, dataEnd), 0, len - dataLen);
            const int64_t tileLen = len - dataLen - gridLen;
            if (dataLen > 0) {
                p[R - 1] = pl;
                if (L.inverseMap().invert(p.data(), logical.data())) {
                    int64_t start = 0;
                    for (size_t d = 0; d < rank; ++d)
                        start += logical[d] * logicalStrides[d];
                    out.push({ coreLinear, offset, dataLen, start, PaddingCause::None });
                } else {
                    out.push({ coreLinear, offset, dataLen, -1, L.gapCause() });
                }
                offset += dataLen;
            }
            if (gridLen > 0) {
                out.push({ coreLinear, offset, gridLen, -1, PaddingCause::Grid });
                offset += gridLen;
            }
            if (tileLen > 0) {
                out.push({ coreLinear, offset, tileLen, -1, PaddingCause::Tile });
                offset += tileLen;
            }
        };
        if (!tile) {
            Shape so(R - 1, 0);
            do {
                emitRun(so, 0);
            } while (nextIndex(so, rowsShape));
        } else {
            // Tiles row-major over the memref; inside a tile, faces (or one face) row-major; rows inside.
            const Shape& M = L.memrefShape();
            Shape t(R, 0);
            Shape so(R - 1, 0);
            do {
                for (size_t i = 0; i + 2 < R; ++i)
                    so[i] = t[i];
                for (int64_t fr = 0; fr < th / fh; ++fr) {
                    for (int64_t fc = 0; fc < tw / fw; ++fc) {
                        for (int64_t r = 0; r < fh; ++r) {
                            so[R - 2] = t[R - 2] * th + fr * fh + r;
                            emitRun(so, t[R - 1] * tw + fc * fw);
                        }
                    }
                }
            } while (nextIndex(t, M));
        }
        ++coreLinear;
    } while (nextIndex(core, L.grid()));
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
            int64_t start = -1;
            if (!place.isPadding()) {
                start = 0;
                for (size_t d = 0; d < place.index.size(); ++d)
                    start += place.index[d] * logicalStrides[d];
            }
            out.push({ coreLinear, off, 1, start, place.padding });
        }
        ++coreLinear;
    } while (nextIndex(core, m_layout.grid()));
}

MetalPointMapper::MetalPointMapper(const MetalLayout& layout)
    : m_layout(layout)
    , m_rank(layout.grid().size())
{
    if (m_rank > kMaxRank)
        throw Error(fmt::format("grid: rank {} is above the supported {}", m_rank, kMaxRank));
    const Shape coreStride = rowMajorStrides(layout.grid());
    const auto& tile = layout.tile();
    const Shape offsetStride = rowMajorStrides(tile ? layout.memrefShape() : layout.allocatedShardShape());
    for (size_t i = 0; i < m_rank; ++i) {
        m_shard[i] = layout.shardShape()[i];
        m_coreStride[i] = coreStride[i];
        m_offsetStride[i] = offsetStride[i];
    }
    if (tile) {
        m_tileH = tile->height;
        m_tileW = tile->width;
        m_faces = layout.inTileOrder() == InTileOrder::Faces;
    }
}

MetalPointMapper::Slot MetalPointMapper::map(const int64_t* index) const noexcept
{
    int64_t p[kMaxRank];
    m_layout.compiledMap().evaluate(index, p);
    Slot slot;
    int64_t so[kMaxRank];
    for (size_t i = 0; i < m_rank; ++i) {
        slot.core += (p[i] / m_shard[i]) * m_coreStride[i];
        so[i] = p[i] % m_shard[i];
    }
    if (!m_tileH) {
        for (size_t i = 0; i < m_rank; ++i)
            slot.shardOffset += so[i] * m_offsetStride[i];
        return slot;
    }
    int64_t tileIndex = 0;
    for (size_t i = 0; i + 2 < m_rank; ++i)
        tileIndex += so[i] * m_offsetStride[i];
    const int64_t r = so[m_rank - 2];
    const int64_t c = so[m_rank - 1];
    tileIndex += (r / m_tileH) * m_offsetStride[m_rank - 2] + (c / m_tileW) * m_offsetStride[m_rank - 1];
    const TileType& tile = *m_layout.tile();
    const int64_t inTile
        = tile.offsetOf(r % m_tileH, c % m_tileW, m_faces ? InTileOrder::Faces : InTileOrder::RowMajor);
    slot.shardOffset = tileIndex * m_tileH * m_tileW + inTile;
    return slot;
}

} // namespace tle
