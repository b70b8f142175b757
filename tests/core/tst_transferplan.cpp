// SPDX-License-Identifier: MIT
// The transfer plan of a layout change: bytes conserved, hand-derived calls and routes, and every recorded NoC trace
// reproduced call for call (tests/data/noc-traces, real Wormhole traces; PROVENANCE.md there).
#include "io/layouttext/anylayoutparser.h"
#include "io/layouttext/layoutfile.h"
#include "io/model/modelfile.h"
#include "io/runs/noctracereader.h"
#include "io/runs/perfcsvreader.h"
#include "layout/mappingtable.h"
#include "report/transferreport.h"
#include "run/runaccounting.h"
#include "run/runtransfercheck.h"
#include "testpaths.h"
#include "transfer/transferplan.h"
#include "transfer/transferwalk.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <numeric>

using namespace tle;

namespace {

std::string ttnnTiled(int64_t h, int64_t w, const std::string& grid, int64_t shardH, int64_t shardW,
    const std::string& buffer, const std::string& kind, const std::string& cores = {})
{
    std::string text = "tensor<" + std::to_string(h) + "x" + std::to_string(w)
        + "xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <" + grid + ">, memref<" + std::to_string(shardH / 32) + "x"
        + std::to_string(shardW / 32) + "x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<" + buffer + ">>, <" + kind
        + ">";
    if (!cores.empty())
        text += ", core_ranges = <[#ttnn.core_range<(0,0), (" + cores + ")>]>";
    return text + ">>";
}

// A sharded layout on an r x c grid of cores from (0, 0); the core range names (x, y) corners.
std::string sharded(int64_t h, int64_t w, int64_t r, int64_t c, bool height, const std::string& layout = "tile")
{
    const int64_t sh = height ? h / (r * c) : h / r;
    const int64_t sw = height ? w : w / c;
    const std::string kind = height ? "height_sharded" : "block_sharded";
    const std::string corner = std::to_string(c - 1) + "," + std::to_string(r - 1);
    if (layout == "tile")
        return ttnnTiled(h, w, std::to_string(r) + "x" + std::to_string(c), sh, sw, "l1", kind, corner);
    return "tensor<" + std::to_string(h) + "x" + std::to_string(w) + "xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <"
        + std::to_string(r) + "x" + std::to_string(c) + ">, memref<" + std::to_string(sh) + "x" + std::to_string(sw)
        + "xbf16, #ttnn.buffer_type<l1>>, <" + kind + ">, core_ranges = <[#ttnn.core_range<(0,0), (" + corner
        + ")>]>>>";
}

std::string dramInterleaved(int64_t h, int64_t w)
{
    return ttnnTiled(h, w, "1x1", h, w, "dram", "interleaved");
}

int64_t matrixSum(const TransferPlan& plan)
{
    int64_t sum = 0;
    for (const auto& c : plan.matrix)
        sum += c.bytes;
    return sum;
}

int64_t elementBytesOf(const AnyLayout& layout)
{
    return std::get_if<TtnnTensor>(&layout) ? 2 : int64_t(elementBits(std::get<MetalLayout>(layout).storageType()) / 8);
}

// Element by element, the units `map --all` gives both layouts against the plan's matrix: empty when they agree,
// else the first cell that differs.
QString matrixMismatch(const AnyLayout& a, const AnyLayout& b, const TransferPlan& plan)
{
    const Shape& shape = logicalShapeOf(a);
    const int64_t elements = std::accumulate(shape.begin(), shape.end(), int64_t(1), std::multiplies<>());
    const MappingTable ta = mappingTable(a);
    const MappingTable tb = mappingTable(b);
    std::map<std::pair<int32_t, int32_t>, int64_t> expected;
    for (int64_t e = 0; e < elements; ++e)
        expected[{ ta.values[size_t(e)], tb.values[size_t(e)] }] += elementBytesOf(a);
    std::map<std::pair<int32_t, int32_t>, int64_t> got;
    for (const auto& c : plan.matrix)
        got[{ c.from, c.to }] += c.bytes;
    for (const auto& [cell, bytes] : expected) {
        const auto it = got.find(cell);
        if (it == got.end() || it->second != bytes)
            return QStringLiteral("unit %1 -> %2: %3 bytes expected, %4 planned")
                .arg(cell.first)
                .arg(cell.second)
                .arg(bytes)
                .arg(it == got.end() ? 0 : it->second);
    }
    return got.size() == expected.size() ? QString() : QStringLiteral("the plan moves bytes between other units");
}

} // namespace

class TestTransferPlan : public QObject
{
    Q_OBJECT

private slots:
    void wrapRoutes_data();
    void wrapRoutes();
    void dramToHeightSharded();
    void blockToWidthRowMajor();
    void fourteenByteRows_data();
    void fourteenByteRows();
    void sampleConservation();
    void ndSharded_data();
    void ndSharded();
    void runsPlaceEveryElement_data();
    void runsPlaceEveryElement();
    void mismatchNamesBoth();
    void traceReproduced_data();
    void traceReproduced();
    void traceCountsOneRule();
    void measuredLayoutChanges();
};

void TestTransferPlan::wrapRoutes_data()
{
    QTest::addColumn<int>("noc");
    QTest::addColumn<int>("sx");
    QTest::addColumn<int>("sy");
    QTest::addColumn<int>("dx");
    QTest::addColumn<int>("dy");
    QTest::addColumn<QString>("links"); // "x,y>x,y" per hop
    // Wormhole, 10 x 12 routers. DRAM bank 0 (0-11) to worker 1-1 on NoC 0: one hop east, then south across the
    // bottom edge: 11 -> 0 -> 1.
    QTest::newRow("noc0 bank 0 to 1-1") << 0 << 0 << 11 << 1 << 1 << "0,11>1,11 1,11>1,0 1,0>1,1";
    // NoC 1 goes north first: 1-1 to 0-11 leaves row 1 upwards across the top edge (1 -> 0 -> 11), then west.
    QTest::newRow("noc1 1-1 to bank 0") << 1 << 1 << 1 << 0 << 11 << "1,1>1,0 1,0>1,11 1,11>0,11";
    // NoC 1 west across the left edge: 1-5 to 9-5 is 0 hops north, then 1 -> 0 -> 9 west.
    QTest::newRow("noc1 west wrap") << 1 << 1 << 5 << 9 << 5 << "1,5>0,5 0,5>9,5";
    // NoC 0 east across the right edge: 9-2 to 1-2.
    QTest::newRow("noc0 east wrap") << 0 << 9 << 2 << 1 << 2 << "9,2>0,2 0,2>1,2";
}

void TestTransferPlan::wrapRoutes()
{
    // A point off the grid has no route.
    QCOMPARE(wormholeNoc().route(0, { 0, 0 }, { 40, 3 }, [](int64_t) { QFAIL("no link expected"); }), int64_t(0));
    NocModel empty = wormholeNoc();
    empty.workerColumns.clear();
    QVERIFY_THROWS_EXCEPTION(Error, empty.validate());
    QFETCH(int, noc);
    QFETCH(int, sx);
    QFETCH(int, sy);
    QFETCH(int, dx);
    QFETCH(int, dy);
    QFETCH(QString, links);
    const NocModel m = wormholeNoc();
    QStringList got;
    const int64_t hops = m.route(noc, { sx, sy }, { dx, dy }, [&](int64_t l) {
        const NocLink link = m.link(l);
        QCOMPARE(link.noc, noc);
        got << QString("%1,%2>%3,%4").arg(link.from.x).arg(link.from.y).arg(link.to.x).arg(link.to.y);
    });
    QCOMPARE(got.join(' '), links);
    QCOMPARE(hops, int64_t(got.size()));
}

void TestTransferPlan::dramToHeightSharded()
{
    // 256 x 1024 bf16 in tiles: 8 x 32 tiles, tile id = row * 32 + column, in DRAM bank id % 12. Height-sharded
    // on 8 cores of one row, core k holds tile row k: ids 32k .. 32k + 31, each read in one 2048-B call by NCRISC on
    // NoC 0. Readers 8: a barrier every ((512 / 8) * 1152) / 2048 = 36 tiles, so only the final one.
    const AnyLayout from = parseAnyLayout(dramInterleaved(256, 1024));
    const AnyLayout to = parseAnyLayout(sharded(256, 1024, 1, 8, true));
    const TransferPlan plan = planTransfer(from, to);
    QVERIFY(plan.kind == ConversionKind::InterleavedToSharded);
    QCOMPARE(plan.bytes, int64_t(256 * 1024 * 2));
    QCOMPARE(plan.paddingBytes, int64_t(0));
    QCOMPARE(plan.calls, int64_t(256));
    QCOMPARE(plan.histogram, (std::map<int64_t, int64_t> { { 2048, 256 } }));
    std::map<std::pair<int64_t, int64_t>, int64_t> expected; // (bank, core x) -> bytes
    for (int64_t id = 0; id < 256; ++id)
        expected[{ id % 12, id / 32 }] += 2048;
    QCOMPARE(int64_t(plan.matrix.size()), int64_t(expected.size()));
    for (const auto& c : plan.matrix) {
        const TransferEndpoint& a = plan.fromUnits[size_t(c.from)];
        const TransferEndpoint& b = plan.toUnits[size_t(c.to)];
        QVERIFY(a.kind == TransferEndpoint::Kind::DramBank);
        QCOMPARE(b.y, int64_t(0));
        QCOMPARE(c.bytes, (expected[{ a.bank, b.x }]));
        QCOMPARE(c.calls, c.bytes / 2048);
    }
    QCOMPARE(int64_t(plan.issuers.size()), int64_t(8));
    for (const TransferIssuer& i : plan.issuers) {
        QVERIFY(i.risc == Riscv::Ncrisc);
        QCOMPARE(i.noc, 0);
        QVERIFY(i.reads);
        QCOMPARE(i.calls, int64_t(32));
        QCOMPARE(i.barriers, int64_t(1));
    }
    // Every byte leaves a bank endpoint and arrives at a core; NoC 0 carries it all.
    int64_t sent = 0;
    int64_t received = 0;
    for (const auto& l : plan.loads) {
        sent += l.sent;
        received += l.received;
    }
    QCOMPARE(sent, plan.bytes);
    QCOMPARE(received, plan.bytes);
    QVERIFY(plan.busiestLink >= 0);
    QCOMPARE(wormholeNoc().link(plan.busiestLink).noc, 0);
    QVERIFY(plan.estimate.ns >= plan.estimate.lowerBoundNs);
}

void TestTransferPlan::blockToWidthRowMajor()
{
    // 64 x 64 bf16 row-major, block-sharded 2 x 2 (32 x 32 per core, a page is a 64-B shard row) to width-sharded on
    // 4 cores (64 x 16 per core, 32-B pages). Destination core c holds columns 16c .. 16c + 15: rows 0..31 from
    // source core (0, c / 2), rows 32..63 from (1, c / 2). A destination row is 32 contiguous bytes in the source, the
    // next one 64 bytes further: one 32-B call per row, 64 per destination core.
    const AnyLayout from = parseAnyLayout(sharded(64, 64, 2, 2, false, "row_major"));
    const std::string to
        = "tensor<64x64xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x4>, memref<64x16xbf16, "
          "#ttnn.buffer_type<l1>>, <width_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (3,0)>]>>>";
    const TransferPlan plan = planTransfer(from, parseAnyLayout(to));
    QVERIFY(plan.kind == ConversionKind::Reshard);
    QCOMPARE(plan.bytes, int64_t(64 * 64 * 2));
    QCOMPARE(plan.calls, int64_t(256));
    QCOMPARE(plan.histogram, (std::map<int64_t, int64_t> { { 32, 256 } }));
    QCOMPARE(int64_t(plan.matrix.size()), int64_t(8));
    for (const auto& c : plan.matrix) {
        const TransferEndpoint& a = plan.fromUnits[size_t(c.from)];
        const TransferEndpoint& b = plan.toUnits[size_t(c.to)];
        QCOMPARE(a.x, b.x / 2);
        QCOMPARE(c.bytes, int64_t(32 * 32));
        QCOMPARE(c.calls, int64_t(32));
    }
}

void TestTransferPlan::fourteenByteRows_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<int64_t>("rows");
    // Rows of 7 bf16 elements (14 bytes), as OFT's narrow tensors. Interleaved row-major: a row is a page, in bank
    // row % 12. Height-sharded on 8 cores: 128 rows a core.
    QTest::newRow("dram rows")
        << "tensor<1024x7xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1024x7xbf16, "
           "#ttnn.buffer_type<dram>>, <interleaved>>>"
        << int64_t(1024);
    // The same rows from DRAM tiles: 7 valid columns of each 32-wide tile; a row's 14 bytes are one face row's start.
    QTest::newRow("dram tiles")
        << "tensor<1024x7xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<32x1x!ttcore.tile<32x32, bf16>, "
           "#ttnn.buffer_type<dram>>, <interleaved>>>"
        << int64_t(1024);
}

void TestTransferPlan::fourteenByteRows()
{
    QFETCH(QString, from);
    QFETCH(int64_t, rows);
    const std::string to
        = "tensor<1024x7xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1>, memref<128x7xbf16, "
          "#ttnn.buffer_type<l1>>, <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (0,7)>]>>>";
    const TransferPlan plan = planTransfer(parseAnyLayout(from.toStdString()), parseAnyLayout(to));
    QCOMPARE(plan.bytes, rows * 14);
    QCOMPARE(matrixSum(plan), rows * 14);
    QCOMPARE(plan.calls, rows);
    QCOMPARE(plan.histogram, (std::map<int64_t, int64_t> { { 14, rows } }));
    // Core k (one column of 8 rows of cores) gets rows 128k .. 128k + 127.
    for (const auto& c : plan.matrix)
        QCOMPARE(plan.toUnits[size_t(c.to)].x, int64_t(0));
    if (from.contains("memref<1024x7")) {
        std::map<std::pair<int64_t, int64_t>, int64_t> expected; // (bank, core y) -> bytes
        for (int64_t r = 0; r < rows; ++r)
            expected[{ r % 12, r / 128 }] += 14;
        for (const auto& c : plan.matrix)
            QCOMPARE(c.bytes, (expected[{ plan.fromUnits[size_t(c.from)].bank, plan.toUnits[size_t(c.to)].y }]));
        // Unaligned 14-byte rows go through the scratch buffer: a barrier per row, and a final one.
        for (const TransferIssuer& i : plan.issuers)
            QCOMPARE(i.barriers, i.calls + 1);
    }
}

void TestTransferPlan::sampleConservation()
{
    // Every pair of bundled samples that hold the same tensor, and each sample against itself: the matrix sums to
    // the tensor's bytes, and element by element the units `map --all` gives agree with the matrix.
    QDir dir(tle::test::samplesDir() + "/layouts");
    std::vector<std::pair<QString, AnyLayout>> layouts;
    for (const QString& name : dir.entryList(QDir::Files)) {
        const std::string text = readLayoutFileText(readTextFile(dir.filePath(name).toStdString())).layoutText;
        AnyLayout layout = parseAnyLayout(text);
        if (notationOf(layout) != Notation::Xla)
            layouts.emplace_back(name, std::move(layout));
    }
    int pairs = 0;
    for (const auto& [nameA, a] : layouts) {
        for (const auto& [nameB, b] : layouts) {
            if (logicalShapeOf(a) != logicalShapeOf(b) || elementBytesOf(a) != elementBytesOf(b))
                continue;
            TransferPlan plan;
            try {
                plan = planTransfer(a, b);
            } catch (const Error& e) {
                // Only grids past the device's 8 x 8 workers may refuse.
                QVERIFY2(QString(e.what()).contains("worker"), qPrintable(nameA + " -> " + nameB + ": " + e.what()));
                continue;
            }
            ++pairs;
            const Shape& shape = logicalShapeOf(a);
            const int64_t elements = std::accumulate(shape.begin(), shape.end(), int64_t(1), std::multiplies<>());
            QCOMPARE(matrixSum(plan), elements * elementBytesOf(a));
            const QString mismatch = matrixMismatch(a, b, plan);
            QVERIFY2(mismatch.isEmpty(), qPrintable(nameA + " -> " + nameB + ": " + mismatch));
        }
    }
    QVERIFY(pairs >= 20);
}

void TestTransferPlan::ndSharded_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    const QString tile = QStringLiteral("!ttcore.tile<32x32, bf16>");
    // tt-mlir's TTNNNDLayoutAttr: 32x32 shards of a 64x96 tensor, one per core of a 2x3 grid (grid_2d), and
    // [1, 32, 64] shards of a 4x64x64 tensor dealt round robin over 4 cores in a row (2 shards each).
    const QString grid2d = QStringLiteral("tensor<64x96xbf16, #ttnn.ttnn_nd_layout<<2x3>, memref<1x1x%1, "
                                          "#ttnn.buffer_type<l1>>, <block_sharded>, <row_major>, <grid_2d>>>")
                               .arg(tile);
    const QString roundRobin = QStringLiteral("tensor<4x64x64xbf16, #ttnn.ttnn_nd_layout<<1x4>, memref<1x1x2x%1, "
                                              "#ttnn.buffer_type<l1>>, <height_sharded>, <row_major>, "
                                              "<round_robin_1d>>>")
                                   .arg(tile);
    const QString rowMajorNd = QStringLiteral("tensor<64x96xbf16, #ttnn.ttnn_nd_layout<<2x3>, memref<32x32xbf16, "
                                              "#ttnn.buffer_type<l1>>, <block_sharded>, <row_major>, <grid_2d>>>");
    QTest::newRow("nd grid 2-D -> DRAM interleaved") << grid2d << QString::fromStdString(dramInterleaved(64, 96));
    QTest::newRow("DRAM interleaved -> nd grid 2-D") << QString::fromStdString(dramInterleaved(64, 96)) << grid2d;
    QTest::newRow("nd grid 2-D -> block 2x3") << grid2d << QString::fromStdString(sharded(64, 96, 2, 3, false));
    QTest::newRow("nd rows -> nd tiles") << rowMajorNd << grid2d;
    QTest::newRow("nd round robin -> height 4") << roundRobin
                                                << QStringLiteral("tensor<4x64x64xbf16, #ttnn.ttnn_layout<(d0, d1, "
                                                                  "d2) -> (d0 * 64 + d1, d2), <1x4>, memref<2x2x%1, "
                                                                  "#ttnn.buffer_type<l1>>, <height_sharded>, "
                                                                  "core_ranges = <[#ttnn.core_range<(0,0), (3,0)>]>>>")
                                                       .arg(tile);
}

// N-D sharded TTNN layouts go through their own point mapper: bytes are conserved and every element moves between
// the units `map` gives it, whichever walk (tiles or runs) the pair takes.
void TestTransferPlan::ndSharded()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    const AnyLayout a = parseAnyLayout(from.toStdString());
    const AnyLayout b = parseAnyLayout(to.toStdString());
    QVERIFY(std::get<TtnnTensor>(a).layout.isNdSharded() || std::get<TtnnTensor>(b).layout.isNdSharded());
    const TransferPlan plan = planTransfer(a, b);
    const Shape& shape = logicalShapeOf(a);
    const int64_t elements = std::accumulate(shape.begin(), shape.end(), int64_t(1), std::multiplies<>());
    QCOMPARE(plan.bytes, elements * 2);
    QCOMPARE(matrixSum(plan), elements * 2);
    const QString mismatch = matrixMismatch(a, b, plan);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    int64_t histogramBytes = 0;
    for (const auto& [bytes, count] : plan.histogram)
        histogramBytes += bytes * count;
    QCOMPARE(histogramBytes, plan.bytes + plan.paddingBytes);
}

void TestTransferPlan::runsPlaceEveryElement_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    // Tiles to rows and back (the walk places tiles by arithmetic), with partial tiles (53x63 in 32x32 tiles), an
    // outer dim, and tiles to tiles of another grid (the tile walk).
    QTest::newRow("block tiles -> height rows") << QString::fromStdString(sharded(64, 128, 2, 2, false))
                                                << QString::fromStdString(sharded(64, 128, 4, 1, true, "rows"));
    QTest::newRow("height rows -> block tiles") << QString::fromStdString(sharded(64, 128, 4, 1, true, "rows"))
                                                << QString::fromStdString(sharded(64, 128, 2, 2, false));
    QTest::newRow("dram tiles -> block rows") << QString::fromStdString(dramInterleaved(64, 128))
                                              << QString::fromStdString(sharded(64, 128, 2, 2, false, "rows"));
    const QString tiles53 = QStringLiteral("tensor<53x63xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
                                           "memref<2x2x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, "
                                           "<interleaved>>>");
    const QString rows53 = QStringLiteral("tensor<53x63xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
                                          "memref<53x63xbf16, #ttnn.buffer_type<dram>>, <interleaved>>>");
    const QString tiles3d = QStringLiteral("tensor<3x64x128xbf16, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, "
                                           "d2), <1x1>, memref<6x4x!ttcore.tile<32x32, bf16>, "
                                           "#ttnn.buffer_type<dram>>, <interleaved>>>");
    const QString rows3d = QStringLiteral("tensor<3x64x128xbf16, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, "
                                          "d2), <4x1>, memref<48x128xbf16, #ttnn.buffer_type<l1>>, <height_sharded>, "
                                          "core_ranges = <[#ttnn.core_range<(0,0), (0,3)>]>>>");
    QTest::newRow("53x63 tiles -> rows") << tiles53 << rows53;
    QTest::newRow("53x63 rows -> tiles") << rows53 << tiles53;
    QTest::newRow("3x64x128 tiles -> height rows") << tiles3d << rows3d;
    QTest::newRow("3x64x128 height rows -> tiles") << rows3d << tiles3d;
    QTest::newRow("block tiles -> height tiles") << QString::fromStdString(sharded(64, 128, 2, 2, false))
                                                 << QString::fromStdString(sharded(64, 128, 2, 1, true));
}

// Every run the walk hands over starts, in both layouts, where the layout's own point mapper places the element it
// carries, and every element is carried exactly once: the tile placer's arithmetic agrees with the mapper.
void TestTransferPlan::runsPlaceEveryElement()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    const AnyLayout a = parseAnyLayout(from.toStdString());
    const AnyLayout b = parseAnyLayout(to.toStdString());
    const TransferSide source(a, 8, 8, 12);
    const TransferSide sink(b, 8, 8, 12);
    const Shape& shape = logicalShapeOf(a);
    const int64_t elements = std::accumulate(shape.begin(), shape.end(), int64_t(1), std::multiplies<>());
    const int64_t eb = source.elementBytes();
    // Where each element lives on either side, by the mappers alone.
    std::map<std::pair<int64_t, int64_t>, int64_t> atSource;
    std::vector<std::pair<int64_t, int64_t>> inSink(static_cast<size_t>(elements));
    Shape index(shape.size(), 0);
    for (int64_t e = 0; e < elements; ++e) {
        int64_t rest = e;
        for (size_t d = shape.size(); d-- > 0;) {
            index[d] = rest % shape[d];
            rest /= shape[d];
        }
        const TransferSide::Place s = source.place(index.data());
        const TransferSide::Place d = sink.place(index.data());
        atSource[{ s.unit, s.byte }] = e;
        inSink[size_t(e)] = { d.unit, d.byte };
    }
    for (bool sinkIssues : { false, true }) {
        const TransferRuns walked = walkTransfer(a, b, source, sink, sinkIssues, 1, nullptr);
        std::vector<int> carried(static_cast<size_t>(elements), 0);
        for (const TransferCall& run : walked.runs) {
            for (int64_t k = 0; k < run.bytes; k += eb) {
                const auto it = atSource.find({ run.from, run.fromByte + k });
                if (it == atSource.end())
                    continue; // padding carried along
                const int64_t e = it->second;
                QCOMPARE(inSink[size_t(e)], (std::pair<int64_t, int64_t> { run.to, run.toByte + k }));
                ++carried[size_t(e)];
            }
        }
        QVERIFY(std::ranges::all_of(carried, [](int c) { return c == 1; }));
        QCOMPARE(walked.dataBytes, elements * eb);
    }
}

void TestTransferPlan::mismatchNamesBoth()
{
    const AnyLayout a = parseAnyLayout(dramInterleaved(256, 1024));
    const AnyLayout b = parseAnyLayout(dramInterleaved(256, 512));
    try {
        planTransfer(a, b);
        QFAIL("a shape mismatch must be refused");
    } catch (const Error& e) {
        const QString message = e.what();
        QVERIFY(message.contains("256x1024") && message.contains("256x512"));
    }
}

void TestTransferPlan::traceReproduced_data()
{
    QTest::addColumn<QString>("file");
    QDir dir(tle::test::testDataDir() + "/noc-traces");
    for (const QString& name : dir.entryList({ "*.json" }, QDir::Files))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
    QVERIFY(dir.entryList({ "*.json" }, QDir::Files).size() == 43);
}

void TestTransferPlan::traceReproduced()
{
    QFETCH(QString, file);
    const QString name = QFileInfo(file).completeBaseName();
    // The tensors, from the traces' provenance: DRAM_TO_RxC moves (256 R) x 512 bf16 tiles from DRAM interleaved;
    // the L1 reshards move 512 x 512 bf16 tiles from block-sharded cores.
    std::string from;
    std::string to;
    static const QRegularExpression dramName("^DRAM_TO_(\\d)x(\\d)_(HEIGHT|BLOCK)$");
    static const QRegularExpression l1Name("^(\\d)x(\\d)_BLOCK_TO_(\\d)x(\\d)_(HEIGHT|BLOCK)$");
    if (const auto m = dramName.match(name); m.hasMatch()) {
        const int64_t r = m.captured(1).toInt();
        const int64_t c = m.captured(2).toInt();
        from = dramInterleaved(256 * r, 512);
        to = sharded(256 * r, 512, r, c, m.captured(3) == "HEIGHT");
    } else {
        const auto l = l1Name.match(name);
        QVERIFY(l.hasMatch());
        from = sharded(512, 512, l.captured(1).toInt(), l.captured(2).toInt(), false);
        to = sharded(512, 512, l.captured(3).toInt(), l.captured(4).toInt(), l.captured(5) == "HEIGHT");
    }
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const NocTrace trace = readNocTrace(f.readAll().toStdString());
    const NocModel noc = wormholeNoc();
    const RecordedTransfer recordedTrace = recordedTransfer(trace, noc);
    const TransferPlan& recorded = recordedTrace.plan;
    // Every call of these traces is a worker's, between workers and DRAM banks.
    QCOMPARE(recordedTrace.unplacedCalls, int64_t(0));
    QCOMPARE(recorded.calls, int64_t(trace.calls.size()));
    const TransferPlan plan = planTransfer(parseAnyLayout(from), parseAnyLayout(to));

    QCOMPARE(plan.bytes, recorded.bytes);
    QCOMPARE(plan.histogram, recorded.histogram);
    // Source x destination bytes and calls, at NoC coordinates.
    using Flows = std::map<std::tuple<int64_t, int64_t, int64_t, int64_t>, std::pair<int64_t, int64_t>>;
    auto flowsOf = [&noc](const TransferPlan& p) {
        Flows flows;
        for (const TransferFlow& f : p.flows) {
            const NocPoint a = routerOf(noc, f.from, f.noc);
            const NocPoint b = routerOf(noc, f.to, f.noc);
            auto& v = flows[{ a.x, a.y, b.x, b.y }];
            v.first += f.calls;
            v.second += f.bytes;
        }
        return flows;
    };
    QCOMPARE(flowsOf(plan), flowsOf(recorded));
    // Who issues them: the same cores, RISCs and NoCs, with the same counts.
    using Issuers = std::map<std::tuple<int64_t, int64_t, std::string, int>, std::pair<int64_t, int64_t>>;
    auto issuersOf = [](const TransferPlan& p) {
        Issuers issuers;
        for (const TransferIssuer& i : p.issuers)
            issuers[{ i.core.y, i.core.x, std::string(toString(i.risc)), i.noc }] = { i.calls, i.bytes };
        return issuers;
    };
    QCOMPARE(issuersOf(plan), issuersOf(recorded));
    // The modelled links carry what the trace's calls carry along their routes.
    QCOMPARE(plan.linkBytes, recorded.linkBytes);
    // The trace read as a plan names the same units, with the same bytes and calls between them.
    QCOMPARE(recorded.estimate.ns, double(trace.spanCycles()));
    QVERIFY(recorded.estimate.bound == TransferBound::Measured);
    // The estimate within 1.5x of the traced kernel span (1 cycle = 1 ns at 1 GHz).
    const double ratio = plan.estimate.ns / double(trace.spanCycles());
    QVERIFY2(ratio >= 1 / 1.5 && ratio <= 1.5, qPrintable(QString("estimate / span = %1").arg(ratio)));
}

// One rule decides which of a trace's calls count, for the window and the CLI alike: a worker's BRISC or NCRISC
// between worker cores and DRAM banks. The others are counted apart and in no total.
void TestTransferPlan::traceCountsOneRule()
{
    // Wormhole: worker (0, 0) is router (1, 1), worker (1, 0) router (1, 2), DRAM bank 0's NoC 0 endpoint (0, 11).
    const NocTrace trace = readNocTrace(R"([
        {"type": "READ", "proc": "NCRISC", "noc": "NOC_0", "sx": 1, "sy": 1, "dx": 0, "dy": 11, "num_bytes": 2048,
         "timestamp": 100},
        {"type": "WRITE", "proc": "BRISC", "noc": "NOC_1", "sx": 1, "sy": 1, "dx": 1, "dy": 2, "num_bytes": 1024,
         "timestamp": 150},
        {"type": "WRITE", "proc": "ERISC", "noc": "NOC_0", "sx": 1, "sy": 1, "dx": 1, "dy": 2, "num_bytes": 512,
         "timestamp": 160},
        {"type": "READ", "proc": "NCRISC", "noc": "NOC_0", "sx": 1, "sy": 1, "dx": 100, "dy": 100, "num_bytes": 256,
         "timestamp": 200}
    ])");
    const NocModel noc = wormholeNoc();
    const RecordedTransfer recorded = recordedTransfer(trace, noc);
    QCOMPARE(recorded.plan.calls, int64_t(2));
    QCOMPARE(recorded.plan.bytes, int64_t(2048 + 1024));
    QCOMPARE(recorded.unplacedCalls, int64_t(2));
    QCOMPARE(recorded.unplacedBytes, int64_t(512 + 256));
    QCOMPARE(recorded.plan.histogram, (std::map<int64_t, int64_t> { { 1024, 1 }, { 2048, 1 } }));
    QCOMPARE(recorded.plan.issuers.size(), size_t(2));
    int64_t sent = 0;
    for (const TransferPlan::Load& l : recorded.plan.loads)
        sent += l.sent;
    QCOMPARE(sent, int64_t(2048 + 1024));
    // The answer counts what the plan counts and names what it left out.
    const TransferAnswer answer { nullptr, &recorded, &noc, -1 };
    const Json json = factsJson(transferFacts(answer));
    QCOMPARE(json["trace"]["transactions"]["count"].get<int64_t>(), int64_t(2));
    QCOMPARE(json["trace"]["bytes"].get<int64_t>(), int64_t(3072));
    QCOMPARE(json["trace"]["unplaced_calls"].get<int64_t>(), int64_t(2));
    QCOMPARE(json["trace"]["issuers"].size(), size_t(2));
    const std::string text = transferText(answer);
    QVERIFY2(text.find("trace: 2 calls") != std::string::npos, text.c_str());
    QVERIFY2(text.find("left out: 2 calls") != std::string::npos, text.c_str());
}

void TestTransferPlan::measuredLayoutChanges()
{
    // The segformer run states the memory configs of its reshards and conversions: each one whose layouts are stated
    // in full is planned, and only shard conversions and buffer copies are.
    const MeasuredRun run = readPerfCsvFile(test::samplesPath("runs/segformer-encoder-wormhole.csv"));
    const TransferCheck check = checkTransfers(run, OptimizerDevice {});
    QVERIFY(!check.rows.empty());
    for (const TransferCheck::Row& row : check.rows) {
        const RunClass cls = classifyRunOp(run.ops[size_t(row.index)]);
        QVERIFY(cls == RunClass::ShardConv || cls == RunClass::BufCopy);
        QVERIFY(row.estimatedNs > 0);
        QVERIFY(row.measuredNs > 0);
    }
    QVERIFY(check.within2x >= 0 && check.within2x <= 1);
}

QTEST_GUILESS_MAIN(TestTransferPlan)
#include "tst_transferplan.moc"
