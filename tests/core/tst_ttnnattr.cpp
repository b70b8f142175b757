// SPDX-License-Identifier: MIT
// `#ttnn.ttnn_layout` as tt-mlir prints and verifies it: the short core_ranges form, the verifier's rules with the
// place of the offending field, height and width sharding on a 2-D grid, memrefs that disagree with the tensor,
// and maps and memrefs of other ranks. Expected values are worked out in the comments.
#include "io/layouttext/layoutrequest.h"
#include "io/layouttext/ttnnlayoutparser.h"
#include "layout/ttnn/ttnntensor.h"
#include "util/error.h"

#include <QTest>

using namespace tle;

namespace {

const QString kTile = QStringLiteral("!ttcore.tile<32x32, bf16>");

QString attr(const QString& grid, const QString& memref, const QString& buffer, const QString& tail)
{
    return QStringLiteral("#ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <%1>, memref<%2x%3, #ttnn.buffer_type<%4>>%5>")
        .arg(grid, memref, kTile, buffer, tail);
}

bool anyWarningContains(const TtnnTensor& tensor, const QString& part)
{
    for (const std::string& w : tensor.warnings) {
        if (QString::fromStdString(w).contains(part))
            return true;
    }
    return false;
}

} // namespace

class TestTtnnAttr : public QObject
{
    Q_OBJECT

private slots:
    void overlappingMapFollowsTheCollapse();
    void verifier_data();
    void verifier();
    void printsBackAsWritten_data();
    void printsBackAsWritten();
    void lineShardingOnA2dGrid_data();
    void lineShardingOnA2dGrid();
    void shardedMemrefThatDisagrees();
    void otherRanks();
    void elementTypes_data();
    void elementTypes();
    void complexIsRefused();
    void ndLayout();
    void upstreamDramSharding_data();
    void upstreamDramSharding();
    void gridMapMarksAnOlderVersion();
    void coresOnTheDevice_data();
    void coresOnTheDevice();
    void coresPastEveryDevice();
};

void TestTtnnAttr::verifier_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("at"); // the error's column is where this text starts
    QTest::addColumn<QString>("message");

    const QString ranges = QStringLiteral(", core_ranges = <[#ttnn.core_range<(0,0), (7,0)>]>");
    QTest::newRow("system memory with a memory layout")
        << attr("1x1", "1x8", "system_memory", ", <interleaved>") << QStringLiteral("<interleaved>")
        << QStringLiteral("not allowed for the system_memory buffer type");
    QTest::newRow("l1 without a memory layout")
        << attr("1x1", "1x8", "l1", QString()) << QStringLiteral("#ttnn.buffer_type<l1>")
        << QStringLiteral("needs a memory layout");
    QTest::newRow("dram block sharded") << attr("1x8", "1x1", "dram", ", <block_sharded>" + ranges)
                                        << QStringLiteral("<block_sharded>")
                                        << QStringLiteral("block_sharded is not supported for the dram buffer type");
    QTest::newRow("sharded without core_ranges")
        << attr("1x8", "1x1", "l1", ", <width_sharded>") << QStringLiteral("<width_sharded>")
        << QStringLiteral("must carry core_ranges");
    QTest::newRow("interleaved with core_ranges")
        << attr("1x1", "1x8", "l1", ", <interleaved>" + ranges) << QStringLiteral("core_ranges")
        << QStringLiteral("must not carry core_ranges");
    QTest::newRow("dram interleaved on a 2x2 grid") << attr("2x2", "1x8", "dram", ", <interleaved>")
                                                    << QStringLiteral("<2x2>") << QStringLiteral("takes a 1x1 grid");
}

void TestTtnnAttr::verifier()
{
    QFETCH(QString, text);
    QFETCH(QString, at);
    QFETCH(QString, message);
    try {
        parseTtnnTensor(text.toStdString(), {});
        QFAIL("expected the verifier to reject it");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        QCOMPARE(e.line(), 1);
        QCOMPARE(e.column(), int(text.indexOf(at)) + 1);
    }
}

void TestTtnnAttr::printsBackAsWritten_data()
{
    QTest::addColumn<QString>("text");

    // tt-mlir's current print (test/ttmlir/.../to_layout tests) and the long form it still parses.
    QTest::newRow("short core_ranges")
        << QStringLiteral("tensor<32x384xbf16, %1>")
               .arg(
                   attr("1x12", "1x1", "dram", ", <width_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (11,0)>]>"));
    QTest::newRow("long core_ranges")
        << QStringLiteral("tensor<32x384xbf16, %1>")
               .arg(attr("1x12", "1x1", "dram",
                   ", <width_sharded>, core_ranges = #ttnn.core_range_set<[#ttnn.core_range<(0, 0), (11, 0)>]>"));
    QTest::newRow("two ranges, short")
        << QStringLiteral("tensor<32x2880xbf16, %1>")
               .arg(attr("1x90", "1x1", "l1",
                   ", <width_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (10,7)>, #ttnn.core_range<(0,8), "
                   "(1,8)>]>"));
}

void TestTtnnAttr::printsBackAsWritten()
{
    QFETCH(QString, text);
    const TtnnTensor tensor = parseTtnnTensor(text.toStdString(), {});
    QCOMPARE(QString::fromStdString(printedTtnn(tensor)), text);
    QVERIFY(tensor.warnings.empty());
}

void TestTtnnAttr::lineShardingOnA2dGrid_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("logical");
    QTest::addColumn<int>("cores");
    QTest::addColumn<QString>("shard");

    // <6x2> is 12 cores. Height sharding: 12 shards of 1x4 tiles (32x128) stacked: 384x128.
    QTest::newRow("height, bare") << attr("6x2", "1x4", "l1", ", <height_sharded>, exactGrid = true")
                                  << QStringLiteral("384x128") << 12 << QStringLiteral("32x128");
    // Width sharding: 12 shards of 1x1 tiles side by side: 32x384.
    QTest::newRow("width, bare") << attr("6x2", "1x1", "l1", ", <width_sharded>, exactGrid = true")
                                 << QStringLiteral("32x384") << 12 << QStringLiteral("32x32");
    // With the tensor type the shape is given; the 2-D grid agrees with the 12 shards.
    QTest::newRow("height, with its tensor")
        << QStringLiteral("tensor<384x128xbf16, %1>")
               .arg(attr("6x2", "1x4", "l1",
                   ", <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (7,0)>, #ttnn.core_range<(0,1), "
                   "(3,1)>]>"))
        << QStringLiteral("384x128") << 12 << QStringLiteral("32x128");
}

void TestTtnnAttr::lineShardingOnA2dGrid()
{
    QFETCH(QString, text);
    QFETCH(QString, logical);
    QFETCH(int, cores);
    QFETCH(QString, shard);
    const TtnnTensor tensor = parseTtnnTensor(text.toStdString(), {});
    QCOMPARE(QString::fromStdString(formatShape(tensor.layout.logicalShape())), logical);
    QCOMPARE(tensor.layout.spec().shardSpec->grid.numCores(), int64_t(cores));
    const auto& s = tensor.layout.shardShape();
    QCOMPARE(QStringLiteral("%1x%2").arg(s[0]).arg(s[1]), shard);
    QVERIFY(!anyWarningContains(tensor, QStringLiteral("grid <")));
}

// 64x256 block sharded on 1x8 cores needs 64x32 shards (2x1 tiles); the memref says 1x1. As with an interleaved
// memref that disagrees, the placement is the one the tensor needs and a warning says so.
void TestTtnnAttr::shardedMemrefThatDisagrees()
{
    const QString text
        = QStringLiteral("tensor<64x256xbf16, %1>")
              .arg(attr("1x8", "1x1", "l1", ", <block_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (7,0)>]>"));
    const TtnnTensor tensor = parseTtnnTensor(text.toStdString(), {});
    QCOMPARE(tensor.layout.shardShape(), (std::array<int64_t, 2> { 64, 32 }));
    QVERIFY(anyWarningContains(tensor,
        QStringLiteral("memref<1x1> disagrees with the tensor 64x256, which needs "
                       "memref<2x1>")));
}

// A 3-result map on a rank-3 memref is accepted, shown with its leading dims collapsed, and said so.
void TestTtnnAttr::otherRanks()
{
    // A map of three results (one per tensor dim) over a 2-D grid, as tt-mlir's own tests print, and a rank-3 memref.
    const QString text = QStringLiteral("tensor<2x32x64xbf16, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0, d1, d2), <1x1>, "
                                        "memref<2x1x2x%1, #ttnn.buffer_type<dram>>, <interleaved>>>")
                             .arg(kTile);
    const TtnnTensor tensor = parseTtnnTensor(text.toStdString(), {});
    QVERIFY(anyWarningContains(tensor, QStringLiteral("has 3 results")));
    QVERIFY(anyWarningContains(tensor, QStringLiteral("rank-3 memref<2x1x2>")));
    // tt-metal's collapse: 2x32 = 64 rows of 64 -> 2x2 tiles, which is the memref's 2x1x2 with its leading dims
    // collapsed.
    QCOMPARE(tensor.layout.physicalShape(), (std::array<int64_t, 2> { 64, 64 }));
    QVERIFY(!anyWarningContains(tensor, QStringLiteral("disagrees")));
    // More results than both the grid and the tensor have dims invent coordinates.
    const QString past = QStringLiteral("tensor<32x64xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1, 0), <1x1>, "
                                        "memref<1x2x%1, #ttnn.buffer_type<dram>>, <interleaved>>>")
                             .arg(kTile);
    try {
        parseTtnnTensor(past.toStdString(), {});
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(
                     QStringLiteral("has 3 results but the grid <1x1> has rank 2 and the map 2 dims")),
            e.what());
        QCOMPARE(e.column(), past.indexOf(QLatin1Char('(')) + 1);
    }
}

void TestTtnnAttr::elementTypes_data()
{
    QTest::addColumn<QString>("tensorType");
    QTest::addColumn<QString>("memrefType");
    QTest::addColumn<bool>("warns");

    // tt-mlir's elementTypeToDataType: 64-bit integers as their 32-bit kin, i1 as bf16, quantized types as their
    // storage type (i8 as u8). A memref of that type agrees with the tensor.
    QTest::newRow("si64 stored as si32") << "si64"
                                         << "si32" << false;
    QTest::newRow("ui64 stored as u32") << "ui64"
                                        << "u32" << false;
    QTest::newRow("ui1 stored as bf16") << "ui1"
                                        << "bf16" << false;
    QTest::newRow("quantized i8 stored as u8") << "!quant.uniform<i8<-127:127>:f32:1, {0.1,0.2}>"
                                               << "u8" << false;
    QTest::newRow("si64 in an f32 memref") << "si64"
                                           << "f32" << true;
}

void TestTtnnAttr::elementTypes()
{
    QFETCH(QString, tensorType);
    QFETCH(QString, memrefType);
    QFETCH(bool, warns);
    const QString text = QStringLiteral("tensor<32x256x%1, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
                                        "memref<1x8x!ttcore.tile<32x32, %2>, #ttnn.buffer_type<dram>>, <interleaved>>>")
                             .arg(tensorType, memrefType);
    const TtnnTensor tensor = parseTtnnTensor(text.toStdString(), {});
    QCOMPARE(QString::fromStdString(std::string(toString(tensor.layout.spec().dataType))), memrefType);
    QCOMPARE(anyWarningContains(tensor, QStringLiteral("element type")), warns);
}

void TestTtnnAttr::complexIsRefused()
{
    const QString text = QStringLiteral("tensor<4x4xcomplex<f32>, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
                                        "memref<4x4xf32, #ttnn.buffer_type<dram>>, <interleaved>>>");
    try {
        parseTtnnTensor(text.toStdString(), {});
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY(QString::fromStdString(e.what()).contains(QStringLiteral("complex element types")));
        QCOMPARE(e.column(), int(text.indexOf(QStringLiteral("complex"))) + 1);
    }
}

// tt-mlir's TTNNNDLayoutAttr, as its runtime test writes it (with a 64x64 tensor instead of 32x32): 1x1-tile shards
// of 32x32 on the cores (0,0)-(1,1) of a 2x2 grid, one shard each.
void TestTtnnAttr::ndLayout()
{
    const QString text = QStringLiteral("tensor<64x64xbf16, #ttnn.ttnn_nd_layout<<2x2>, memref<1x1x%1, #l1>, "
                                        "<block_sharded>, <row_major>, <grid_2d>>>")
                             .arg(kTile);
    const TtnnTensor tensor = parseTtnnTensor(text.toStdString(), {});
    QVERIFY(tensor.layout.isNdSharded());
    const NdShardSpec& nd = *tensor.layout.spec().ndShardSpec;
    QCOMPARE(nd.shape, (Shape { 32, 32 }));
    QCOMPARE(nd.grid.numCores(), int64_t(4));
    QVERIFY(nd.distribution == ShardDistribution::Grid2D);
    QVERIFY(tensor.layout.spec().bufferType == BufferType::L1);
    QCOMPARE(QString::fromStdString(printedTtnn(tensor)), text);
    // Alone, the attribute does not give the shape: it says so instead of guessing.
    try {
        parseTtnnTensor(text.mid(text.indexOf(QStringLiteral("#ttnn"))).chopped(1).toStdString(), {});
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY(QString::fromStdString(e.what()).contains(QStringLiteral("does not give the tensor's shape")));
    }
}

// tt-mlir's ttnn_height_sharded_translation test maps a 2x384x32 tensor by d0 * 32 + d1: rows of d0 = 0 and 1
// overlap (d1 runs to 383). tt-mlir does not check the map; the tensor is placed by tt-metal's collapse of all dims
// but the last (2 * 384 = 768 rows of 32), with a warning.
void TestTtnnAttr::overlappingMapFollowsTheCollapse()
{
    const TtnnTensor tensor
        = parseTtnnTensor("tensor<2x384x32xbf16, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, "
                          "d2), <6x2>, memref<128x16xbf16, #ttnn.buffer_type<l1>>, <block_sharded>, "
                          "core_ranges = <[#ttnn.core_range<(0,0), (1,5)>]>>>",
            {});
    QCOMPARE(tensor.layout.logicalShape(), (Shape { 2, 384, 32 }));
    QCOMPARE(tensor.layout.physicalShape(), (std::array<int64_t, 2> { 768, 32 }));
    QCOMPARE(tensor.warnings.size(), size_t(1));
    QVERIFY(QString::fromStdString(tensor.warnings.front()).contains(QStringLiteral("not one-to-one")));
    // Element (1, 5, 7) is row 1 * 384 + 5 = 389 of the collapse, not row 1 * 32 + 5 of the map.
    const Shape index { 1, 5, 7 };
    QCOMPARE(tensor.layout.linearMap().evaluate(index), (Shape { 389, 7 }));
}

QTEST_GUILESS_MAIN(TestTtnnAttr)
// Verbatim from tt-mlir's lit test of DRAM-sharded TTNN layouts (Apache-2.0 WITH LLVM-exception; functions
// @forward_height_sharded and @forward_width_sharded): the alias lines as written, multi-line, and a use. Each
// shard is one 32x32 f32 tile, 4,096 bytes: 256 rows over 8 banks and 384 columns over 12.
void TestTtnnAttr::upstreamDramSharding_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("memoryLayout");
    QTest::addColumn<int>("shards");
    QTest::newRow("height sharded over 8 DRAM banks")
        << "#dram = #ttnn.buffer_type<dram>\n"
           "#dram_height_sharded = #ttnn.ttnn_layout<\n"
           "    (d0, d1) -> (d0, d1),\n"
           "    <8x1>,\n"
           "    memref<1x1x!ttcore.tile<32x32, f32>, #dram>,\n"
           "    <height_sharded>,\n"
           "    core_ranges = <[#ttnn.core_range<(0, 0), (7, 0)>]>>\n"
           "  func.func @forward_height_sharded(%arg0: tensor<256x32xf32, #dram_height_sharded>) -> "
           "tensor<256x32xf32, #dram_height_sharded> {\n"
        << "height_sharded" << 8;
    QTest::newRow("width sharded over 12 DRAM banks")
        << "#dram = #ttnn.buffer_type<dram>\n"
           "#dram_width_sharded = #ttnn.ttnn_layout<\n"
           "    (d0, d1) -> (d0, d1),\n"
           "    <1x12>,\n"
           "    memref<1x1x!ttcore.tile<32x32, f32>, #dram>,\n"
           "    <width_sharded>,\n"
           "    core_ranges = <[#ttnn.core_range<(0, 0), (11, 0)>]>>\n"
           "  func.func @forward_width_sharded(%arg0: tensor<32x384xf32, #dram_width_sharded>) -> "
           "tensor<32x384xf32, #dram_width_sharded> {\n"
        << "width_sharded" << 12;
}

void TestTtnnAttr::upstreamDramSharding()
{
    QFETCH(QString, text);
    QFETCH(QString, memoryLayout);
    QFETCH(int, shards);
    LayoutRequest request;
    request.text = text.toStdString();
    try {
        const AnyLayout any = buildLayout(request);
        const auto* tensor = std::get_if<TtnnTensor>(&any);
        QVERIFY(tensor);
        const TtnnLayout& layout = tensor->layout;
        QVERIFY(!tensor->shapeInferred);
        QVERIFY(layout.spec().bufferType == BufferType::Dram);
        QCOMPARE(QString::fromUtf8(toString(layout.spec().memoryLayout).data()), memoryLayout);
        QCOMPARE(layout.shardShape(), (std::array<int64_t, 2> { 32, 32 }));
        QCOMPARE(int(layout.shardGrid()[0] * layout.shardGrid()[1]), shards);
        QCOMPARE(layout.bufferBytes(), int64_t(shards) * 32 * 32 * 4);
        QVERIFY(tensor->warnings.empty());
    } catch (const Error& e) {
        QFAIL(e.what());
    }
}

// Verbatim from tt-mlir's test/ttmlir/Conversion/TTNNToTTIR/binary_op_and_layout.mlir (Apache-2.0 WITH
// LLVM-exception): a block-sharded layout without core_ranges whose grid carries its own map, as versions before
// the core_ranges rule printed it. One 32x32 f32 tile on one core: 4,096 bytes.
void TestTtnnAttr::gridMapMarksAnOlderVersion()
{
    LayoutRequest request;
    request.text
        = "#l1 = #ttnn.buffer_type<l1>\n"
          "#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1, (d0, d1) -> (d0, d1)>, "
          "memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <block_sharded>>\n"
          "    %2 = \"ttnn.add\"(%0, %1) : (tensor<32x32xf32, #ttnn_layout1>, tensor<32x32xf32, #ttnn_layout1>) "
          "-> tensor<32x32xf32, #ttnn_layout1>\n";
    try {
        const AnyLayout any = buildLayout(request);
        const TtnnLayout& layout = std::get<TtnnTensor>(any).layout;
        QVERIFY(layout.spec().memoryLayout == TtnnMemoryLayout::BlockSharded);
        QCOMPARE(layout.shardGrid(), (std::array<int64_t, 2> { 1, 1 }));
        QCOMPARE(layout.bufferBytes(), int64_t(32 * 32 * 4));
    } catch (const Error& e) {
        QFAIL(e.what());
    }
}

// A layout text names no device: it is placed on Wormhole n150's 8x8 worker grid, or on Blackhole p150's 10x13 when
// its L1 cores reach past 8x8. DRAM-sharded core ranges number DRAM banks, not worker cores.
void TestTtnnAttr::coresOnTheDevice_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("device");
    QTest::addColumn<int>("lastX");
    QTest::addColumn<int>("lastY");

    QTest::newRow("eight cores in a row on Wormhole")
        << QStringLiteral("tensor<32x256xbf16, %1>")
               .arg(attr("1x8", "1x1", "l1", ", <width_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (7,0)>]>"))
        << QStringLiteral("wormhole_b0 n150") << 7 << 0;
    // 11 x 8 cores, then two in row 8: 90 shards of 32x32 side by side are 32x2880; the last on core (1, 8).
    QTest::newRow("ninety cores on Blackhole")
        << QStringLiteral("tensor<32x2880xbf16, %1>")
               .arg(attr("1x90", "1x1", "l1",
                   ", <width_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (10,7)>, #ttnn.core_range<(0,8), "
                   "(1,8)>]>"))
        << QStringLiteral("blackhole p150") << 1 << 8;
    // 13 columns: x = 12 is the last column of Blackhole p150.
    QTest::newRow("thirteen cores in a row on Blackhole")
        << QStringLiteral("tensor<32x416xbf16, %1>")
               .arg(attr("1x13", "1x1", "l1", ", <width_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (12,0)>]>"))
        << QStringLiteral("blackhole p150") << 12 << 0;
    QTest::newRow("twelve DRAM banks stay on Wormhole")
        << QStringLiteral("tensor<32x384xbf16, %1>")
               .arg(attr("1x12", "1x1", "dram", ", <width_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (11,0)>]>"))
        << QStringLiteral("wormhole_b0 n150") << 11 << 0;
}

void TestTtnnAttr::coresOnTheDevice()
{
    QFETCH(QString, text);
    QFETCH(QString, device);
    QFETCH(int, lastX);
    QFETCH(int, lastY);
    const TtnnTensor tensor = parseTtnnTensor(text.toStdString(), {});
    QCOMPARE(QString::fromStdString(tensor.layout.spec().device.name), device);
    const CoreCoord last = tensor.layout.shardCores().back();
    QCOMPARE(last.x, int64_t(lastX));
    QCOMPARE(last.y, int64_t(lastY));
    QVERIFY(tensor.warnings.empty());
}

void TestTtnnAttr::coresPastEveryDevice()
{
    // x = 13 is past Blackhole p150's 13 columns (0..12); the error points at core_ranges.
    const QString text
        = QStringLiteral("tensor<32x448xbf16, %1>")
              .arg(attr("1x14", "1x1", "l1", ", <width_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (13,0)>]>"));
    try {
        parseTtnnTensor(text.toStdString(), {});
        QFAIL("expected the cores to be refused");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains("core (13, 0) lies outside the worker grid"), e.what());
        QCOMPARE(e.line(), 1);
        QCOMPARE(e.column(), int(text.indexOf(QStringLiteral("core_ranges"))) + 1);
    }
    // A layout built by hand on the default device meets the same rule in the layout itself.
    TtnnLayoutSpec spec;
    spec.logicalShape = { 32, 288 };
    spec.bufferType = BufferType::L1;
    spec.memoryLayout = TtnnMemoryLayout::WidthSharded;
    spec.shardSpec = ShardSpec2D { .grid = CoreRangeSet({ CoreRange { { 0, 0 }, { 8, 0 } } }), .shape = { 32, 32 } };
    try {
        TtnnLayout layout(spec);
        QFAIL("expected the cores to be refused");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains("core (8, 0) lies outside the 8x8 worker grid"), e.what());
    }
}

#include "tst_ttnnattr.moc"
