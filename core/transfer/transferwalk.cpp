// SPDX-License-Identifier: MIT
#include "transfer/transferwalk.h"

#include "util/error.h"
#include "util/workerpool.h"

#include <algorithm>
#include <array>

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

// Places elements of a tiled side by arithmetic: the origin of each tile in the current band of tile rows is placed
// once and its corners checked, as the tile walk checks them; every other element of the tile is the origin plus its
// offset inside the tile. A tile that does not check out is placed element by element, as any other layout.
class TilePlacer
{
public:
    TilePlacer(const TransferSide& side, const TileType* tile, bool faces, const Shape& shape)
        : m_side(side)
        , m_tile(tile)
        , m_faces(faces)
        , m_rank(shape.size())
        , m_rows(shape.size() >= 2 ? shape[shape.size() - 2] : 0)
        , m_cols(shape.empty() ? 0 : shape.back())
    {
        const bool onePage = tile && side.pageBytes() == tile->height * tile->width * side.elementBytes();
        if (!onePage || shape.size() < 2)
            m_tile = nullptr;
        if (m_tile)
            m_origins.resize(size_t((m_cols + m_tile->width - 1) / m_tile->width));
    }

    // Called at the first row of every band of tile rows (and of every outer slice).
    void startRow(int64_t row)
    {
        if (m_tile && row % m_tile->height == 0)
            std::fill(m_origins.begin(), m_origins.end(), Origin {});
    }

    // The place of `index` (the last two entries are its row and column) and the elements from it that stay
    // contiguous on this side; false when the element's tile is placed element by element.
    bool place(int64_t* index, TransferSide::Place& at, int64_t& run)
    {
        if (!m_tile)
            return false;
        const int64_t row = index[m_rank - 2];
        const int64_t column = index[m_rank - 1];
        const int64_t r0 = row - row % m_tile->height;
        const int64_t c0 = column - column % m_tile->width;
        Origin& o = m_origins[size_t(c0 / m_tile->width)];
        if (o.state == 0)
            o = check(index, r0, c0);
        index[m_rank - 2] = row;
        index[m_rank - 1] = column;
        if (o.state != 1)
            return false;
        at = { o.place.unit,
            o.place.byte + inTileOffset(*m_tile, m_faces, row - r0, column - c0) * m_side.elementBytes() };
        const int64_t segment = m_faces ? m_tile->faceWidth() : m_tile->width;
        run = std::min(segment - (column - c0) % segment, m_cols - column);
        return true;
    }

private:
    struct Origin
    {
        TransferSide::Place place;
        int8_t state = 0; // 0: not placed yet, 1: checked, 2: placed element by element
    };

    Origin check(int64_t* index, int64_t r0, int64_t c0) const
    {
        const int64_t rv = std::min(m_tile->height, m_rows - r0);
        const int64_t cv = std::min(m_tile->width, m_cols - c0);
        index[m_rank - 2] = r0;
        index[m_rank - 1] = c0;
        Origin o { m_side.place(index), 2 };
        if (o.place.byte % m_side.pageBytes() != 0)
            return o;
        for (const auto& [r, c] :
            { std::pair { rv - 1, cv - 1 }, std::pair { int64_t(0), cv - 1 }, std::pair { rv - 1, int64_t(0) } }) {
            index[m_rank - 2] = r0 + r;
            index[m_rank - 1] = c0 + c;
            const TransferSide::Place p = m_side.place(index);
            if (p.unit != o.place.unit
                || p.byte != o.place.byte + inTileOffset(*m_tile, m_faces, r, c) * m_side.elementBytes())
                return o;
        }
        o.state = 1;
        return o;
    }

    const TransferSide& m_side;
    const TileType* m_tile;
    bool m_faces;
    size_t m_rank;
    int64_t m_rows;
    int64_t m_cols;
    std::vector<Origin> m_origins;
};

// The tiles of a tensor as lines: the tile rows of every outer slice, one slice after another.
struct TileLines
{
    const TileType& tile;
    bool faces = false;
    int64_t rows = 0;
    int64_t cols = 0;
    Shape outer; // the dims before the last two
    int64_t tileRows = 0;
    int64_t tileCols = 0;
    int64_t count = 0; // lines over all outer slices
};

// One thread's share of the tile walk: its calls and totals, joined in order when every share is done.
struct TilePart
{
    std::vector<TransferCall> calls;
    std::vector<int64_t> matrix;
    int64_t padding = 0;
    int64_t data = 0;
    int64_t local = 0;
    bool fits = true;
};

struct Walker
{
    const TransferSide& source;
    const TransferSide& sink;
    const Shape& shape;
    bool sinkIssues;
    const std::atomic<bool>* cancel;
    TransferRuns out;
    TilePlacer sourceTiles;
    TilePlacer sinkTiles;

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
        const TileLines lines = tileLines(tile, faces);
        // One thread walks in one part: each part keeps a matrix of its own.
        const int64_t parts = threads > 1 ? std::clamp<int64_t>(lines.count / 64, 1, int64_t(threads) * 4) : 1;
        std::vector<TilePart> results(static_cast<size_t>(parts));
        auto work = [&](int64_t part) {
            walkTileLines(lines, results[size_t(part)], lines.count * part / parts, lines.count * (part + 1) / parts);
        };
        if (threads > 1 && parts > 1)
            WorkerPool::shared().run(parts, threads - 1, work);
        else
            for (int64_t part = 0; part < parts; ++part)
                work(part);
        return joinTileParts(results);
    }

    TileLines tileLines(const TileType& tile, bool faces) const
    {
        const size_t rank = shape.size();
        TileLines lines { .tile = tile,
            .faces = faces,
            .rows = shape[rank - 2],
            .cols = shape[rank - 1],
            .outer = Shape(shape.begin(), shape.end() - 2) };
        lines.tileRows = (lines.rows + tile.height - 1) / tile.height;
        lines.tileCols = (lines.cols + tile.width - 1) / tile.width;
        int64_t slices = 1;
        for (int64_t d : lines.outer)
            slices *= d;
        lines.count = slices * lines.tileRows;
        if (lines.count > kMaxTransferRuns / std::max<int64_t>(1, lines.tileCols))
            throw Error(fmt::format("the change moves {} x {} tiles, more than a transfer plan takes ({} calls)",
                lines.count, lines.tileCols, kMaxTransferRuns));
        return lines;
    }

    // The lines [first, last) of tiles into `p`, until a tile does not fit.
    void walkTileLines(const TileLines& lines, TilePart& p, int64_t first, int64_t last) const
    {
        p.matrix.assign(out.matrix.size(), 0);
        p.calls.reserve(size_t((last - first) * lines.tileCols));
        Shape index(shape.size(), 0);
        for (int64_t line = first; line < last && p.fits; ++line) {
            if (((line - first) & 255) == 255)
                checkCancel(cancel);
            int64_t slice = line / lines.tileRows;
            const int64_t tr = line % lines.tileRows;
            for (size_t d = lines.outer.size(); d-- > 0;) {
                index[d] = slice % lines.outer[d];
                slice /= lines.outer[d];
            }
            for (int64_t tc = 0; tc < lines.tileCols && p.fits; ++tc)
                p.fits = addTile(lines, p, index, tr, tc);
        }
    }

    // Whether the tile at (r0, c0) with rv x cv elements in view has its other corners where its shape says on both
    // sides, given where its origin is (s, d).
    bool cornersFollow(const TileLines& lines, Shape& index, std::array<int64_t, 4> tile, const TransferSide::Place& s,
        const TransferSide::Place& d) const
    {
        const auto [r0, c0, rv, cv] = tile;
        const size_t rank = index.size();
        for (const auto& [r, c] :
            { std::pair { rv - 1, cv - 1 }, std::pair { int64_t(0), cv - 1 }, std::pair { rv - 1, int64_t(0) } }) {
            index[rank - 2] = r0 + r;
            index[rank - 1] = c0 + c;
            const int64_t expected = inTileOffset(lines.tile, lines.faces, r, c) * source.elementBytes();
            const auto sc = source.place(index.data());
            const auto dc = sink.place(index.data());
            if (sc.unit != s.unit || dc.unit != d.unit || sc.byte != s.byte + expected || dc.byte != d.byte + expected)
                return false;
        }
        return true;
    }

    // The call of tile (tr, tc) of the slice `index` starts with; false when the tile is not one whole page on both
    // sides with its corners where its shape says.
    bool addTile(const TileLines& lines, TilePart& p, Shape& index, int64_t tr, int64_t tc) const
    {
        const size_t rank = index.size();
        const TileType& tile = lines.tile;
        const int64_t page = source.pageBytes();
        const int64_t r0 = tr * tile.height;
        const int64_t c0 = tc * tile.width;
        const int64_t rv = std::min(tile.height, lines.rows - r0);
        const int64_t cv = std::min(tile.width, lines.cols - c0);
        index[rank - 2] = r0;
        index[rank - 1] = c0;
        const auto s = source.place(index.data());
        const auto d = sink.place(index.data());
        if (s.byte % page != 0 || d.byte % page != 0)
            return false;
        // Sides whose tiles are pages by construction need no look at the corners.
        if (!(source.tilesArePages() && sink.tilesArePages()) && !cornersFollow(lines, index, { r0, c0, rv, cv }, s, d))
            return false;
        const int64_t data = page * rv * cv / (tile.height * tile.width);
        p.calls.push_back({ int32_t(s.unit), int32_t(d.unit), s.byte, d.byte, page });
        p.padding += page - data;
        p.data += data;
        p.matrix[size_t(s.unit * sink.unitCount() + d.unit)] += data;
        if (source.endpoint(s.unit) == sink.endpoint(d.unit))
            p.local += data;
        return true;
    }

    // The parts' calls and totals in order; false when a part met a tile that does not fit.
    bool joinTileParts(std::vector<TilePart>& parts)
    {
        size_t total = 0;
        for (const TilePart& p : parts) {
            if (!p.fits)
                return false;
            total += p.calls.size();
        }
        out.runs.reserve(total);
        for (TilePart& p : parts) {
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
    int64_t bands = 0; // bands of the whole walk
    bool reserved = false;

    // Room for every run, from the first band's count: growing the vector would copy it, and for a change of a million
    // runs that copy is the plan's peak memory. Runs are at most the band entries (merging only removes some) plus
    // the runs still open; the estimate is bounded so that a wrong one costs address space only.
    void reserveRuns()
    {
        if (reserved || band.empty() || bands <= 0)
            return;
        reserved = true;
        constexpr int64_t kMostReserved = int64_t(1) << 24;
        const int64_t estimate = int64_t(band.size()) * bands + int64_t(open.size());
        out.runs.reserve(size_t(std::min(estimate, kMostReserved)));
    }
    std::vector<TransferCall> open; // per issuing unit
    std::vector<char> isOpen;

    void flushBand()
    {
        const bool bySink = sinkIssues;
        auto issueOrder = [bySink](const TransferCall& a, const TransferCall& b) {
            return bySink ? std::tie(a.to, a.toByte) < std::tie(b.to, b.toByte)
                          : std::tie(a.from, a.fromByte) < std::tie(b.from, b.fromByte);
        };
        // A band often arrives in order (rows of one core, row-major): checking is cheaper than sorting.
        if (!std::is_sorted(band.begin(), band.end(), issueOrder))
            std::sort(band.begin(), band.end(), issueOrder);
        reserveRuns();
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
        if (rank >= 2) {
            bands = (shape[rank - 2] + 31) / 32;
            for (size_t d = 0; d + 2 < rank; ++d)
                bands *= shape[d];
        }
        Shape index(rank, 0);
        int64_t rowsDone = 0;
        do {
            std::copy(lead.begin(), lead.end(), index.begin());
            // A band is 32 rows of one outer slice: the rows a tile row spans.
            if (rank >= 2 && lead.back() % 32 == 0)
                flushBand();
            if (rank >= 2) {
                sourceTiles.startRow(lead.back());
                sinkTiles.startRow(lead.back());
            }
            if ((++rowsDone & 255) == 0)
                checkCancel(cancel);
            int64_t column = 0;
            int64_t fromLeft = 0;
            int64_t toLeft = 0;
            TransferSide::Place s;
            TransferSide::Place d;
            while (column < cols) {
                index[last] = column;
                if (fromLeft == 0 && !sourceTiles.place(index.data(), s, fromLeft)) {
                    s = source.place(index.data());
                    fromLeft = runFrom(source, index, column, s);
                }
                if (toLeft == 0 && !sinkTiles.place(index.data(), d, toLeft)) {
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
    const TileType* a = tileOf(from);
    const TileType* b = tileOf(to);
    Walker w { source, sink, shape, sinkIssues, cancel, {},
        TilePlacer(source, a, a && orderOf(from, *a) == InTileOrder::Faces, shape),
        TilePlacer(sink, b, b && orderOf(to, *b) == InTileOrder::Faces, shape) };
    w.out.matrix.assign(size_t(source.unitCount() * sink.unitCount()), 0);
    if (hasZeroExtent(shape) || shape.empty())
        return std::move(w.out);
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
