// SPDX-License-Identifier: MIT
// The worked examples of seed 000 (seed form of #ttcore.metal_layout) and the v1 examples of the
// upstream semantics; every expected value is derived by hand in the comments or the table.
#include "io/mlir/affinemapparser.h"
#include "layout/metal/metallayout.h"

#include <QTest>

using namespace tle;

Q_DECLARE_METATYPE(tle::Shape)

namespace {

Shape S(std::initializer_list<int64_t> dims)
{
    return Shape(dims);
}

QString str(const Shape& s)
{
    return QString::fromStdString(formatShape(s));
}

} // namespace

class TestSeedLayout : public QObject
{
    Q_OBJECT

private slots:
    void derivedShapes_data();
    void derivedShapes();
    void collapseIntervals_data();
    void collapseIntervals();
    void padding_data();
    void padding();
    void bytesPerShard_data();
    void bytesPerShard();
    void validationErrors_data();
    void validationErrors();
    void checkedArithmetic();
};

void TestSeedLayout::derivedShapes_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<Shape>("grid");
    QTest::addColumn<QString>("linear"); // empty: derive from the default intervals
    QTest::addColumn<int>("tile"); // 0: scalar, else square tile
    QTest::addColumn<QString>("expectedMap");
    QTest::addColumn<Shape>("collapsed");
    QTest::addColumn<Shape>("shard");
    QTest::addColumn<Shape>("memref");

    // (1*192 + 2*64 + 63, 127) + 1 = (384, 128): seed 000 "Multi-core".
    QTest::newRow("seed 2x3x64x128 on 1x1")
        << S({ 2, 3, 64, 128 }) << S({ 1, 1 }) << QString() << 0 << "(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3)"
        << S({ 384, 128 }) << S({ 384, 128 }) << S({ 384, 128 });
    // 384/2, 128/4.
    QTest::newRow("seed 2x3x64x128 on 2x4")
        << S({ 2, 3, 64, 128 }) << S({ 2, 4 }) << QString() << 0 << "(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3)"
        << S({ 384, 128 }) << S({ 192, 32 }) << S({ 192, 32 });
    QTest::newRow("seed 8x300 on 1x2") << S({ 8, 300 }) << S({ 1, 2 }) << QString() << 0 << "(d0, d1) -> (d0, d1)"
                                       << S({ 8, 300 }) << S({ 8, 150 }) << S({ 8, 150 });
    // (7*96 + 95 + 1, 32) = (768, 32); 768/2 = 384.
    QTest::newRow("seed 8x96x32 on 2x1") << S({ 8, 96, 32 }) << S({ 2, 1 }) << "(d0, d1, d2) -> (d0 * 96 + d1, d2)" << 0
                                         << "(d0, d1, d2) -> (d0 * 96 + d1, d2)" << S({ 768, 32 }) << S({ 384, 32 })
                                         << S({ 384, 32 });
    // (768, 96, 32) over 2x1x2.
    QTest::newRow("seed 8x96x32 on 2x1x2")
        << S({ 8, 96, 32 }) << S({ 2, 1, 2 }) << "(d0, d1, d2) -> (d0 * 96 + d1, d1, d2)" << 0
        << "(d0, d1, d2) -> (d0 * 96 + d1, d1, d2)" << S({ 768, 96, 32 }) << S({ 384, 96, 16 }) << S({ 384, 96, 16 });
    // 4*2688 + 2*896 + 448 + 224 + 6*32 + 31 + 1 = 13440; 13440/3 = 4480, ceil(7/2) = 4, 32/2, 32/2.
    QTest::newRow("seed 7-D on 3x2x2x2")
        << S({ 5, 3, 2, 2, 7, 32, 32 }) << S({ 3, 2, 2, 2 })
        << "(d0, d1, d2, d3, d4, d5, d6) -> (d0 * 2688 + d1 * 896 + d2 * 448 + d3 * 224 + d4 * 32 + d5, d4, d5, d6)"
        << 0
        << "(d0, d1, d2, d3, d4, d5, d6) -> (d0 * 2688 + d1 * 896 + d2 * 448 + d3 * 224 + d4 * 32 + d5, d4, d5, d6)"
        << S({ 13440, 7, 32, 32 }) << S({ 4480, 4, 16, 16 }) << S({ 4480, 4, 16, 16 });
    // (2*64 + 63 + 1, 128) = (192, 128) over 3x2 = 64x64; tilized 64/32 x 64/32.
    QTest::newRow("seed 3x64x128 on 3x2")
        << S({ 3, 64, 128 }) << S({ 3, 2 }) << QString() << 0 << "(d0, d1, d2) -> (d0 * 64 + d1, d2)" << S({ 192, 128 })
        << S({ 64, 64 }) << S({ 64, 64 });
    QTest::newRow("seed 3x64x128 on 3x2 tilized")
        << S({ 3, 64, 128 }) << S({ 3, 2 }) << QString() << 32 << "(d0, d1, d2) -> (d0 * 64 + d1, d2)"
        << S({ 192, 128 }) << S({ 64, 64 }) << S({ 2, 2 });
    // ceil(53/3) = 18, ceil(63/2) = 32; tilized ceil(18/32) = 1, ceil(32/32) = 1.
    QTest::newRow("seed 53x63 on 3x2") << S({ 53, 63 }) << S({ 3, 2 }) << QString() << 0 << "(d0, d1) -> (d0, d1)"
                                       << S({ 53, 63 }) << S({ 18, 32 }) << S({ 18, 32 });
    QTest::newRow("seed 53x63 on 3x2 tilized")
        << S({ 53, 63 }) << S({ 3, 2 }) << QString() << 32 << "(d0, d1) -> (d0, d1)" << S({ 53, 63 }) << S({ 18, 32 })
        << S({ 1, 1 });
    // (1*8 + 7 + 1, 32) = (16, 32) over 1x2.
    QTest::newRow("seed 2x8x32 stride 8")
        << S({ 2, 8, 32 }) << S({ 1, 2 }) << "(d0, d1, d2) -> (d0 * 8 + d1, d2)" << 0
        << "(d0, d1, d2) -> (d0 * 8 + d1, d2)" << S({ 16, 32 }) << S({ 16, 16 }) << S({ 16, 16 });
    QTest::newRow("seed 2x8x32 stride 8 tilized")
        << S({ 2, 8, 32 }) << S({ 1, 2 }) << "(d0, d1, d2) -> (d0 * 8 + d1, d2)" << 32
        << "(d0, d1, d2) -> (d0 * 8 + d1, d2)" << S({ 16, 32 }) << S({ 16, 16 }) << S({ 1, 1 });
    // (1*32 + 7 + 1, 32) = (40, 32): each batch starts on a tile boundary, ceil(40/32) = 2 tile rows.
    QTest::newRow("seed 2x8x32 stride 32 tilized")
        << S({ 2, 8, 32 }) << S({ 1, 2 }) << "(d0, d1, d2) -> (d0 * 32 + d1, d2)" << 32
        << "(d0, d1, d2) -> (d0 * 32 + d1, d2)" << S({ 40, 32 }) << S({ 40, 16 }) << S({ 2, 1 });
    // semantics.md v1 examples.
    QTest::newRow("v1 64x128 on 8x8") << S({ 64, 128 }) << S({ 8, 8 }) << QString() << 0 << "(d0, d1) -> (d0, d1)"
                                      << S({ 64, 128 }) << S({ 8, 16 }) << S({ 8, 16 });
    QTest::newRow("v1 1x32x32 on 4x4") << S({ 1, 32, 32 }) << S({ 4, 4 }) << "(d0, d1, d2) -> (d0 * 32 + d1, d2)" << 0
                                       << "(d0, d1, d2) -> (d0 * 32 + d1, d2)" << S({ 32, 32 }) << S({ 8, 8 })
                                       << S({ 8, 8 });
    QTest::newRow("v1 256x768 tilized on 8x8")
        << S({ 256, 768 }) << S({ 8, 8 }) << QString() << 32 << "(d0, d1) -> (d0, d1)" << S({ 256, 768 })
        << S({ 32, 96 }) << S({ 1, 3 });
    QTest::newRow("v1 128 on 1x4") << S({ 128 }) << S({ 1, 4 }) << QString() << 0 << "(d0) -> (0, d0)" << S({ 1, 128 })
                                   << S({ 1, 32 }) << S({ 1, 32 });
}

void TestSeedLayout::derivedShapes()
{
    QFETCH(Shape, shape);
    QFETCH(Shape, grid);
    QFETCH(QString, linear);
    QFETCH(int, tile);
    QFETCH(QString, expectedMap);
    QFETCH(Shape, collapsed);
    QFETCH(Shape, shard);
    QFETCH(Shape, memref);

    MetalLayoutSpec spec;
    spec.logicalShape = shape;
    spec.grid = grid;
    if (!linear.isEmpty())
        spec.linear = parseAffineMap(linear.toStdString());
    if (tile)
        spec.tile = TileType { tile, tile, ElementType::BfpBF8 };
    const MetalLayout layout(spec);
    QCOMPARE(QString::fromStdString(layout.linearMap().toString()), expectedMap);
    QCOMPARE(str(layout.collapsedShape()), str(collapsed));
    QCOMPARE(str(layout.shardShape()), str(shard));
    QCOMPARE(str(layout.memrefShape()), str(memref));
    Shape device = grid;
    device.insert(device.end(), memref.begin(), memref.end());
    QCOMPARE(str(layout.deviceShape()), str(device));
}

void TestSeedLayout::collapseIntervals_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<Shape>("grid");
    QTest::addColumn<QString>("intervals");
    QTest::addColumn<QString>("expectedMap");

    using I = QString;
    // Seed 000's "<>" join examples, with shapes picked so that the strides are easy to check by hand.
    QTest::newRow("3-D onto 2-D, default [(0,-1)]")
        << S({ 4, 5, 6 }) << S({ 1, 1 }) << I("0,-1") << "(d0, d1, d2) -> (d0 * 5 + d1, d2)";
    QTest::newRow("4-D onto 3-D, [(1,-1)]")
        << S({ 2, 3, 4, 5 }) << S({ 1, 1, 1 }) << I("1,-1") << "(d0, d1, d2, d3) -> (d0, d1 * 4 + d2, d3)";
    QTest::newRow("4-D onto 3-D, [(0,2)]")
        << S({ 2, 3, 4, 5 }) << S({ 1, 1, 1 }) << I("0,2") << "(d0, d1, d2, d3) -> (d0 * 3 + d1, d2, d3)";
    // d0 <> d1 <> d2 = d0 * (3*4) + d1 * 4 + d2; d4 <> d5 = d4 * 7 + d5.
    QTest::newRow("7-D onto 4-D, [(0,3),(-3,-1)]")
        << S({ 2, 3, 4, 5, 6, 7, 8 }) << S({ 1, 1, 1, 1 }) << I("0,3;-3,-1")
        << "(d0, d1, d2, d3, d4, d5, d6) -> (d0 * 12 + d1 * 4 + d2, d3, d4 * 7 + d5, d6)";
    QTest::newRow("empty interval is skipped") << S({ 4, 5 }) << S({ 1, 1 }) << I("1,1") << "(d0, d1) -> (d0, d1)";
    QTest::newRow("fewer results than grid dims get leading zeros")
        << S({ 4, 5 }) << S({ 1, 1, 1 }) << I("0,-1") << "(d0, d1) -> (0, d0, d1)";
    QTest::newRow("seed multi-device [(1,-1)] on 2x2x4")
        << S({ 2, 3, 64, 128 }) << S({ 2, 2, 4 }) << I("1,-1") << "(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3)";
}

void TestSeedLayout::collapseIntervals()
{
    QFETCH(Shape, shape);
    QFETCH(Shape, grid);
    QFETCH(QString, intervals);
    QFETCH(QString, expectedMap);
    DimIntervals list;
    for (const QString& iv : intervals.split(QLatin1Char(';'))) {
        const QStringList ends = iv.split(QLatin1Char(','));
        list.push_back({ ends[0].toLongLong(), ends[1].toLongLong() });
    }
    MetalLayoutSpec spec;
    spec.logicalShape = shape;
    spec.grid = grid;
    spec.collapseIntervals = list;
    const MetalLayout layout(spec);
    QCOMPARE(QString::fromStdString(layout.linearMap().toString()), expectedMap);
}

void TestSeedLayout::padding_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<Shape>("grid");
    QTest::addColumn<QString>("linear");
    QTest::addColumn<int>("tile");
    QTest::addColumn<qint64>("grid_padding");
    QTest::addColumn<qint64>("tile_padding");
    QTest::addColumn<qint64>("stride_padding");

    QTest::newRow("2x3x64x128 on 2x4: none")
        << S({ 2, 3, 64, 128 }) << S({ 2, 4 }) << QString() << 0 << 0ll << 0ll << 0ll;
    // 3 x 18 = 54 rows, 2 x 32 = 64 columns: 54*64 - 53*63 = 3456 - 3339.
    QTest::newRow("53x63 on 3x2: grid") << S({ 53, 63 }) << S({ 3, 2 }) << QString() << 0 << qint64(54 * 64 - 53 * 63)
                                        << 0ll << 0ll;
    // Each of the 6 cores holds an 18x32 shard padded to one 32x32 tile: 6 * (1024 - 576).
    QTest::newRow("53x63 on 3x2 tilized: grid and tile")
        << S({ 53, 63 }) << S({ 3, 2 }) << QString() << 32 << qint64(54 * 64 - 53 * 63) << qint64(6 * (1024 - 18 * 32))
        << 0ll;
    // Rows 8..31 of the 40 collapsed rows are gaps: 24 * 32; two 40x16 shards padded to 64x32.
    QTest::newRow("2x8x32 stride 32 tilized: stride and tile")
        << S({ 2, 8, 32 }) << S({ 1, 2 }) << "(d0, d1, d2) -> (d0 * 32 + d1, d2)" << 32 << 0ll
        << qint64(2 * (64 * 32 - 40 * 16)) << qint64(24 * 32);
    // 768 x 96 x 32 collapsed slots, of which 8*96*32 hold data.
    QTest::newRow("8x96x32 on 2x1x2: stride")
        << S({ 8, 96, 32 }) << S({ 2, 1, 2 }) << "(d0, d1, d2) -> (d0 * 96 + d1, d1, d2)" << 0 << 0ll << 0ll
        << qint64(768 * 96 * 32 - 8 * 96 * 32);
    // 24 cores x (4480*4*16*16) slots minus the 13440*7*32*32 collapsed ones; collapsed minus logical.
    QTest::newRow("7-D on 3x2x2x2: grid and stride")
        << S({ 5, 3, 2, 2, 7, 32, 32 }) << S({ 3, 2, 2, 2 })
        << "(d0, d1, d2, d3, d4, d5, d6) -> (d0 * 2688 + d1 * 896 + d2 * 448 + d3 * 224 + d4 * 32 + d5, d4, d5, d6)"
        << 0 << qint64(24ll * 4480 * 4 * 16 * 16 - 13440ll * 7 * 32 * 32) << 0ll
        << qint64(13440ll * 7 * 32 * 32 - 5ll * 3 * 2 * 2 * 7 * 32 * 32);
}

void TestSeedLayout::padding()
{
    QFETCH(Shape, shape);
    QFETCH(Shape, grid);
    QFETCH(QString, linear);
    QFETCH(int, tile);
    QFETCH(qint64, grid_padding);
    QFETCH(qint64, tile_padding);
    QFETCH(qint64, stride_padding);
    MetalLayoutSpec spec;
    spec.logicalShape = shape;
    spec.grid = grid;
    if (!linear.isEmpty())
        spec.linear = parseAffineMap(linear.toStdString());
    if (tile)
        spec.tile = TileType { tile, tile, ElementType::F32 };
    const MetalLayout layout(spec);
    QCOMPARE(layout.paddingCounts()[PaddingCause::Grid], grid_padding);
    QCOMPARE(layout.paddingCounts()[PaddingCause::Tile], tile_padding);
    QCOMPARE(layout.paddingCounts()[PaddingCause::Stride], stride_padding);
    QCOMPARE(layout.allocatedElements(), layout.logicalElements() + grid_padding + tile_padding + stride_padding);
}

void TestSeedLayout::bytesPerShard_data()
{
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<int>("tile");
    QTest::addColumn<qint64>("bytes");
    // 3x64x128 on 3x2: a 64x64 shard, i.e. 2x2 tiles of 32x32.
    QTest::newRow("f32 scalar") << "f32" << 0 << qint64(64 * 64 * 4);
    QTest::newRow("bf16 scalar") << "bf16" << 0 << qint64(64 * 64 * 2);
    QTest::newRow("f32 tiles") << "f32" << 32 << qint64(4 * 32 * 32 * 4);
    QTest::newRow("bf16 tiles") << "bf16" << 32 << qint64(4 * 32 * 32 * 2);
    // tt-metal: a bfp8 tile is 1024 mantissa bytes plus a 4x16-byte exponent section.
    QTest::newRow("bfp_bf8 tiles") << "bfp_bf8" << 32 << qint64(4 * (1024 + 64));
    QTest::newRow("bfp_bf4 tiles") << "bfp_bf4" << 32 << qint64(4 * (512 + 64));
    QTest::newRow("u8 tiles") << "u8" << 32 << qint64(4 * 1024);
}

void TestSeedLayout::bytesPerShard()
{
    QFETCH(QString, dtype);
    QFETCH(int, tile);
    QFETCH(qint64, bytes);
    MetalLayoutSpec spec;
    spec.logicalShape = { 3, 64, 128 };
    spec.grid = { 3, 2 };
    const auto type = parseElementType(dtype.toStdString());
    QVERIFY(type);
    spec.elementType = *type;
    if (tile)
        spec.tile = TileType { tile, tile, *type };
    const MetalLayout layout(spec);
    QCOMPARE(layout.bytesPerShard(), bytes);
}

void TestSeedLayout::validationErrors_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<Shape>("grid");
    QTest::addColumn<QString>("linear");
    QTest::addColumn<Shape>("memref");
    QTest::addColumn<QString>("message");

    QTest::newRow("map dims != tensor rank") << S({ 2, 8, 32 }) << S({ 1, 2 }) << "(d0, d1) -> (d0, d1)" << Shape()
                                             << "linear: the map has 2 dims but the tensor has rank 3";
    QTest::newRow("map results != grid rank") << S({ 8, 32 }) << S({ 1, 2, 1 }) << "(d0, d1) -> (d0, d1)" << Shape()
                                              << "linear: the map has 2 results but the grid <1x2x1> has rank 3";
    QTest::newRow("memref rank != grid rank") << S({ 8, 300 }) << S({ 1, 2 }) << QString() << S({ 8, 150, 1 })
                                              << "memref: rank 3 (8x150x1) but the grid <1x2> has rank 2";
    QTest::newRow("memref differs from the derived one")
        << S({ 2, 3, 64, 128 }) << S({ 2, 4 }) << QString() << S({ 192, 16 })
        << "memref: given 192x16 but the map and grid derive 192x32";
    QTest::newRow("zero grid dim") << S({ 8, 300 }) << S({ 0, 2 }) << QString() << Shape()
                                   << "grid: dim 0 is 0 but must be at least 1";
    QTest::newRow("negative tensor dim") << S({ 8, -1 }) << S({ 1, 2 }) << QString() << Shape()
                                         << "logical_shape: dim 1 is -1 but must be at least 0";
    QTest::newRow("dim above 2^40") << S({ 8, (int64_t(1) << 40) + 1 }) << S({ 1, 2 }) << QString() << Shape()
                                    << "logical_shape: dim 1 is 1099511627777, larger than the maximum 2^40";
    QTest::newRow("volume overflows 64 bits")
        << S({ int64_t(1) << 40, int64_t(1) << 40 }) << S({ 1, 1 }) << QString() << Shape()
        << "logical_shape volume overflows 64 bits (1099511627776 * 1099511627776)";
    QTest::newRow("not invertible: overlapping terms") << S({ 4, 8 }) << S({ 1, 1 }) << "(d0, d1) -> (d0 * 4 + d1, 0)"
                                                       << Shape() << "cannot be inverted: d0 is not recoverable";
    QTest::newRow("negative result") << S({ 4, 8 }) << S({ 1, 1 }) << "(d0, d1) -> (d0 - 1, d1)" << Shape()
                                     << "linear: result 0 (d0 - 1) can be negative (down to -1)";
    QTest::newRow("too many results from intervals")
        << S({ 2, 3, 4 }) << S({ 1, 1 }) << "intervals:" << Shape() << "leaves 3 physical dims but the grid has rank 2";
}

void TestSeedLayout::validationErrors()
{
    QFETCH(Shape, shape);
    QFETCH(Shape, grid);
    QFETCH(QString, linear);
    QFETCH(Shape, memref);
    QFETCH(QString, message);
    MetalLayoutSpec spec;
    spec.logicalShape = shape;
    spec.grid = grid;
    if (linear == QLatin1String("intervals:"))
        spec.collapseIntervals = {};
    else if (!linear.isEmpty())
        spec.linear = parseAffineMap(linear.toStdString());
    if (!memref.empty())
        spec.givenMemref = memref;
    try {
        MetalLayout layout(spec);
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
    }
}

void TestSeedLayout::checkedArithmetic()
{
    // 2^31 cores of 2^31 elements each cannot be counted in 63 bits... but 2^20 x 2^20 fits: check both.
    MetalLayoutSpec ok;
    ok.logicalShape = { int64_t(1) << 20, int64_t(1) << 20 };
    ok.grid = { 8, 8 };
    const MetalLayout big(ok);
    QCOMPARE(big.logicalElements(), int64_t(1) << 40);
    QCOMPARE(big.shardShape(), Shape({ int64_t(1) << 17, int64_t(1) << 17 }));

    MetalLayoutSpec tooBig;
    tooBig.logicalShape = { int64_t(1) << 40, int64_t(1) << 30 };
    tooBig.grid = { 1, 1 };
    QVERIFY_THROWS_EXCEPTION(Error, MetalLayout { tooBig });
}

QTEST_GUILESS_MAIN(TestSeedLayout)
#include "tst_seedlayout.moc"
