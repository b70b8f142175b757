// SPDX-License-Identifier: MIT
#include "transfer/transferwalk.h"

#include "util/error.h"
#include "util/workerpool.h"

#include <algorithm>

#include <fmt/format.h>

namespace tle {

namespace {

const TileType* tileOf(const AnyLayout& layout)
{
    if (const auto* t = std::get_if<TtnnTensor>(&layout))
        return t->layout.isTiled() ? &t->layout.spec().tile : nullptr;
    if (const auto* m = std::get_if<MetalLayout>(&layout))
        return m->tile() ? &*m->tile() : nullptr;
    return nullptr;
}

InTileOrder orderOf(const AnyLayout& layout, const TileType& tile)
{
    if (const auto* t = std::get_if<TtnnTensor>(&layout))
        return tile.effectiveOrder(t->layout.spec().inTileOrder);
    return tile.effectiveOrder(std::get<MetalLayout>(layout).inTileOrder());
}

// Storage offset, in elements, of (row, column) inside a tile.
int64_t inTileOffset(const TileType& tile, bool faces, int64_t row, int64_t column)
{
    if (!faces)
        return row * tile.width + column;
    const int64_t fh = tile.faceHeight();
    const int64_t fw = tile.faceWidth();
    const int64_t face = (row / fh) * (tile.width / fw) + column / fw;
    return face * fh * fw + (row % fh) * fw + column % fw;
}

void checkCancel(const std::atomic<bool>* cancel)
{
    if (cancel && cancel->load(std::memory_order_relaxed))
        throw Error("cancelled");
}

struct Walker
{
    const TransferSide& source;
    const TransferSide& sink;
    const Shape& shape;
    bool sinkIssues;
    const std::atomic<bool>* cancel;
    TransferRuns out;

    void addData(int64_t from, int64_t to, int64_t bytes)
    {
        out.matrix[size_t(from * sink.unitCount() + to)] += bytes;
        out.dataBytes += bytes;
        if (source.endpoint(from) == sink.endpoint(to))
            out.localBytes += bytes;
    }

    // Tile by tile, when every tile of the tensor is one whole page on both sides at the same in-page positions.
    // Tile rows (over all outer slices) split into parts for `threads` threads; the parts' calls join in order.
    bool byTiles(const TileType& tile, bool faces, int threads)
    {
        const size_t rank = shape.size();
        const int64_t rows = shape[rank - 2];
        const int64_t cols = shape[rank - 1];
        const int64_t tileRows = (rows + tile.height - 1) / tile.height;
        const int64_t tileCols = (cols + tile.width - 1) / tile.width;
        const int64_t page = source.pageBytes();
        const int64_t eb = source.elementBytes();
        const int64_t tileArea = tile.height * tile.width;
        const Shape outerShape(shape.begin(), shape.end() - 2);
        int64_t slices = 1;
        for (int64_t d : outerShape)
            slices *= d;
        const int64_t lines = slices * tileRows;
        if (lines > kMaxTransferRuns / std::max<int64_t>(1, tileCols))
            throw Error(fmt::format("the change moves {} x {} tiles, more than a transfer plan takes ({} calls)", lines,
                tileCols, kMaxTransferRuns));
        const int64_t parts = std::clamp<int64_t>(lines / 64, 1, int64_t(threads) * 4);
        struct Part
        {
            std::vector<TransferCall> calls;
            std::vector<int64_t> matrix;
            int64_t padding = 0;
            int64_t data = 0;
            int64_t local = 0;
            bool fits = true;
        };
        std::vector<Part> results(static_cast<size_t>(parts));
        auto work = [&](int64_t part) {
            Part& p = results[size_t(part)];
            p.matrix.assign(out.matrix.size(), 0);
            const int64_t first = lines * part / parts;
            const int64_t last = lines * (part + 1) / parts;
            p.calls.reserve(size_t((last - first) * tileCols));
            Shape index(rank, 0);
            for (int64_t line = first; line < last && p.fits; ++line) {
                if (((line - first) & 255) == 255)
                    checkCancel(cancel);
                int64_t slice = line / tileRows;
                const int64_t tr = line % tileRows;
                for (size_t d = outerShape.size(); d-- > 0;) {
                    index[d] = slice % outerShape[d];
                    slice /= outerShape[d];
                }
                for (int64_t tc = 0; tc < tileCols; ++tc) {
                    const int64_t r0 = tr * tile.height;
                    const int64_t c0 = tc * tile.width;
                    const int64_t rv = std::min(tile.height, rows - r0);
                    const int64_t cv = std::min(tile.width, cols - c0);
                    index[rank - 2] = r0;
                    index[rank - 1] = c0;
                    const auto s = source.place(index.data());
                    const auto d = sink.place(index.data());
                    if (s.byte % page != 0 || d.byte % page != 0) {
                        p.fits = false;
                        break;
                    }
                    // The tile's corners land where its shape says on both sides.
                    for (const auto& [r, c] : { std::pair { rv - 1, cv - 1 }, std::pair { int64_t(0), cv - 1 },
                             std::pair { rv - 1, int64_t(0) } }) {
                        index[rank - 2] = r0 + r;
                        index[rank - 1] = c0 + c;
                        const int64_t expected = inTileOffset(tile, faces, r, c) * eb;
                        const auto sc = source.place(index.data());
                        const auto dc = sink.place(index.data());
                        if (sc.unit != s.unit || dc.unit != d.unit || sc.byte != s.byte + expected
                            || dc.byte != d.byte + expected)
                            p.fits = false;
                    }
                    if (!p.fits)
                        break;
                    const int64_t data = page * rv * cv / tileArea;
                    p.calls.push_back({ int32_t(s.unit), int32_t(d.unit), s.byte, d.byte, page });
                    p.padding += page - data;
                    p.data += data;
                    p.matrix[size_t(s.unit * sink.unitCount() + d.unit)] += data;
                    if (source.endpoint(s.unit) == sink.endpoint(d.unit))
                        p.local += data;
                }
            }
        };
        if (threads > 1 && parts > 1)
            WorkerPool::shared().run(parts, threads - 1, work);
        else
            for (int64_t part = 0; part < parts; ++part)
                work(part);
        size_t total = 0;
        for (const Part& p : results) {
            if (!p.fits)
                return false;
            total += p.calls.size();
        }
        out.runs.reserve(total);
        for (Part& p : results) {
            out.runs.insert(out.runs.end(), p.calls.begin(), p.calls.end());
            for (size_t i = 0; i < p.matrix.size(); ++i)
                out.matrix[i] += p.matrix[i];
            out.paddingBytes += p.padding;
            out.dataBytes += p.data;
            out.localBytes += p.local;
        }
        out.wholePages = true;
        return true;
    }

    // The longest run from `column` that stays contiguous on `side`: the structure's hint, checked at its end.
    int64_t runFrom(const TransferSide& side, Shape& index, int64_t column, const TransferSide::Place& start)
    {
        const size_t last = index.size() - 1;
        const int64_t eb = side.elementBytes();
        auto continues = [&](int64_t length) {
            index[last] = column + length - 1;
            const auto p = side.place(index.data());
            return p.unit == start.unit && p.byte == start.byte + (length - 1) * eb;
        };
        int64_t hint = std::min(shape[last] - column, side.runHint(column));
        int64_t length = 1;
        if (hint > 1 && continues(hint)) {
            length = hint;
        } else if (hint > 2) {
            int64_t lo = 1;
            int64_t hi = hint - 1;
            while (lo < hi) {
                const int64_t mid = (lo + hi + 1) / 2;
                if (continues(mid))
                    lo = mid;
                else
                    hi = mid - 1;
            }
            length = lo;
        }
        index[last] = column;
        return length;
    }

    std::vector<TransferCall> band;
    std::vector<TransferCall> open; // per issuing unit
    std::vector<char> isOpen;

    void flushBand()
    {
        const bool bySink = sinkIssues;
        std::sort(band.begin(), band.end(), [bySink](const TransferCall& a, const TransferCall& b) {
            return bySink ? std::tie(a.to, a.toByte) < std::tie(b.to, b.toByte)
                          : std::tie(a.from, a.fromByte) < std::tie(b.from, b.fromByte);
        });
        const int64_t fromPage = source.pageBytes();
        const int64_t toPage = sink.pageBytes();
        for (const TransferCall& p : band) {
            const size_t issuer = size_t(bySink ? p.to : p.from);
            TransferCall& c = open[issuer];
            if (isOpen[issuer] && c.from == p.from && c.to == p.to) {
                const int64_t gapFrom = p.fromByte - (c.fromByte + c.bytes);
                const int64_t gapTo = p.toByte - (c.toByte + c.bytes);
                // Equal gaps inside the same pages are padding the call carries along; across pages only exact
                // continuations merge.
                const bool samePages = p.fromByte / fromPage == (c.fromByte + c.bytes - 1) / fromPage
                    && p.toByte / toPage == (c.toByte + c.bytes - 1) / toPage;
                if (gapFrom == gapTo && gapFrom >= 0 && (gapFrom == 0 || samePages)) {
                    out.paddingBytes += gapFrom;
                    c.bytes += gapFrom + p.bytes;
                    continue;
                }
            }
            if (isOpen[issuer]) {
                if (int64_t(out.runs.size()) >= kMaxTransferRuns)
                    throw Error(fmt::format(
                        "the change moves data in more than {} separate runs: more than a transfer plan takes",
                        kMaxTransferRuns));
                out.runs.push_back(c);
            }
            c = p;
            isOpen[issuer] = 1;
        }
        band.clear();
    }

    void byRuns()
    {
        const size_t rank = shape.size();
        const size_t last = rank - 1;
        const int64_t cols = shape[last];
        const int64_t eb = source.elementBytes();
        open.assign(size_t(sinkIssues ? sink.unitCount() : source.unitCount()), {});
        isOpen.assign(open.size(), 0);
        const Shape leadShape(shape.begin(), shape.end() - 1);
        Shape lead(leadShape.size(), 0);
        Shape index(rank, 0);
        int64_t rowsDone = 0;
        do {
            std::copy(lead.begin(), lead.end(), index.begin());
            // A band is 32 rows of one outer slice: the rows a tile row spans.
            if (rank >= 2 && lead.back() % 32 == 0)
                flushBand();
            if ((++rowsDone & 255) == 0)
                checkCancel(cancel);
            int64_t column = 0;
            int64_t fromLeft = 0;
            int64_t toLeft = 0;
            TransferSide::Place s;
            TransferSide::Place d;
            while (column < cols) {
                index[last] = column;
                if (fromLeft == 0) {
                    s = source.place(index.data());
                    fromLeft = runFrom(source, index, column, s);
                }
                if (toLeft == 0) {
                    d = sink.place(index.data());
                    toLeft = runFrom(sink, index, column, d);
                }
                const int64_t n = std::min(fromLeft, toLeft);
                band.push_back({ int32_t(s.unit), int32_t(d.unit), s.byte, d.byte, n * eb });
                addData(s.unit, d.unit, n * eb);
                s.byte += n * eb;
                d.byte += n * eb;
                fromLeft -= n;
                toLeft -= n;
                column += n;
            }
        } while (nextRowMajor(lead, leadShape));
        flushBand();
        for (size_t i = 0; i < open.size(); ++i) {
            if (isOpen[i])
                out.runs.push_back(open[i]);
        }
    }
};

} // namespace

TransferRuns walkTransfer(const AnyLayout& from, const AnyLayout& to, const TransferSide& source,
    const TransferSide& sink, bool sinkIssues, int threads, const std::atomic<bool>* cancel)
{
    const Shape& shape = logicalShapeOf(from);
    Walker w { source, sink, shape, sinkIssues, cancel, {} };
    w.out.matrix.assign(size_t(source.unitCount() * sink.unitCount()), 0);
    if (hasZeroExtent(shape) || shape.empty())
        return std::move(w.out);
    const TileType* a = tileOf(from);
    const TileType* b = tileOf(to);
    if (a && b && shape.size() >= 2 && a->height == b->height && a->width == b->width
        && orderOf(from, *a) == orderOf(to, *b) && source.pageBytes() == sink.pageBytes()
        && source.elementBytes() == sink.elementBytes()) {
        if (w.byTiles(*a, orderOf(from, *a) == InTileOrder::Faces, threads))
            return std::move(w.out);
        w.out = {};
        w.out.matrix.assign(size_t(source.unitCount() * sink.unitCount()), 0);
    }
    w.byRuns();
    return std::move(w.out);
}

} // namespace tle
