// SPDX-License-Identifier: MIT
// The current form of #ttcore.metal_layout (logical_shape, dim_alignments, collapsed_intervals): the
// worked examples and the verifier rules of the upstream semantics, values derived by hand.
#include "layout/metal/metallayout.h"
#include "layout/metal/metalpointmapper.h"

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

DimIntervals intervalsFrom(const QString& text)
{
    DimIntervals list;
    if (text.isEmpty())
        return list;
    for (const QString& iv : text.split(QLatin1Char(';'))) {
        const QStringList ends = iv.split(QLatin1Char(','));
        list.push_back({ ends[0].toLongLong(), ends[1].toLongLong() });
    }
    return list;
}

} // namespace

class TestCurrentLayout : public QObject
{
    Q_OBJECT

private slots:
    void normalize_data();
    void normalize();
    void physicalShape_data();
    void physicalShape();
    void defaultAlignments_data();
    void defaultAlignments();
    void deviceShape_data();
    void deviceShape();
    void verifier_data();
    void verifier();
    void gridPadding_data();
    void gridPadding();
};

void TestCurrentLayout::normalize_data()
{
    QTest::addColumn<qint64>("rank");
    QTest::addColumn<QString>("intervals");
    QTest::addColumn<QString>("expected");
    QTest::newRow("negative endpoints get the rank added") << 4ll << "0,-1"
                                                           << "0,3;3,4";
    QTest::newRow("unsorted intervals are sorted") << 4ll << "2,4;0,2"
                                                   << "0,2;2,4";
    QTest::newRow("uncovered dims become singletons") << 5ll << "1,3"
                                                      << "0,1;1,3;3,4;4,5";
    QTest::newRow("empty list: every dim its own interval") << 3ll << ""
                                                            << "0,1;1,2;2,3";
}

void TestCurrentLayout::normalize()
{
    QFETCH(qint64, rank);
    QFETCH(QString, intervals);
    QFETCH(QString, expected);
    const DimIntervals got = normalizeIntervals(intervalsFrom(intervals), rank);
    QStringList parts;
    for (const DimInterval& iv : got)
        parts << QStringLiteral("%1,%2").arg(iv.begin).arg(iv.end);
    QCOMPARE(parts.join(QLatin1Char(';')), expected);
}

void TestCurrentLayout::physicalShape_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<Shape>("alignments");
    QTest::addColumn<QString>("intervals");
    QTest::addColumn<Shape>("physical");
    QTest::addColumn<QString>("linear");

    // [0,2): alignUp(33, 32) = 64, then alignUp(2 * 64, 1) = 128; [2,3): alignUp(128, 32) = 128.
    QTest::newRow("v3 default 2x33x128") << S({ 2, 33, 128 }) << S({ 1, 32, 32 }) << "0,2;2,3" << S({ 128, 128 })
                                         << "(d0, d1, d2) -> (d0 * 64 + d1, d2)";
    // 2025-06 rework: alignUp(33, 1) = 33, alignUp(2 * 33, 32) = 96.
    QTest::newRow("2025-06 alignments 2x33x128")
        << S({ 2, 33, 128 }) << S({ 32, 1, 32 }) << "0,2;2,3" << S({ 96, 128 }) << "(d0, d1, d2) -> (d0 * 33 + d1, d2)";
    // Grid-aware: dim2 alignUp(1, 32) = 32, dim1 19 * 32 = 608, dim0 alignUp(608, 256) = 768.
    QTest::newRow("grid-aware 1x19x1x1") << S({ 1, 19, 1, 1 }) << S({ 256, 1, 32, 32 }) << "0,3;3,4" << S({ 768, 32 })
                                         << "(d0, d1, d2, d3) -> (d0 * 608 + d1 * 32 + d2, d3)";
    // Rank 1 gets a leading tile row of 32.
    QTest::newRow("rank 1 at HEAD") << S({ 100 }) << S({ 32 }) << "0,1" << S({ 32, 128 }) << "(d0) -> (0, d0)";
    QTest::newRow("2-D identity") << S({ 128, 384 }) << S({ 32, 32 }) << "0,1;1,2" << S({ 128, 384 })
                                  << "(d0, d1) -> (d0, d1)";
    // Three intervals give three collapsed dims.
    QTest::newRow("batch kept apart") << S({ 2, 3, 64, 128 }) << S({ 1, 1, 32, 32 }) << "0,1;1,3;3,4"
                                      << S({ 2, 192, 128 }) << "(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3)";
}

void TestCurrentLayout::physicalShape()
{
    QFETCH(Shape, shape);
    QFETCH(Shape, alignments);
    QFETCH(QString, intervals);
    QFETCH(Shape, physical);
    QFETCH(QString, linear);
    const DimIntervals normalized = normalizeIntervals(intervalsFrom(intervals), int64_t(shape.size()));
    QCOMPARE(str(alignedPhysicalShape(shape, alignments, normalized)), str(physical));
    QCOMPARE(QString::fromStdString(alignedLinearMap(shape, alignments, normalized).toString()), linear);
}

void TestCurrentLayout::defaultAlignments_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<QString>("version");
    QTest::addColumn<Shape>("expected");
    QTest::newRow("HEAD 3-D: tile on the last dim of the last two intervals")
        << S({ 2, 33, 128 }) << "head" << S({ 1, 32, 32 });
    QTest::newRow("HEAD rank 1") << S({ 100 }) << "head" << S({ 32 });
    QTest::newRow("2025-06 3-D: 32 on the first dim of the last two intervals")
        << S({ 2, 33, 128 }) << "2025-06" << S({ 32, 1, 32 });
    // Product 1*19*32 = 608 > 8*32: 32 on the last dim, 256 on the first; last interval 32 <= 256.
    QTest::newRow("grid-aware 1x19x1x1 on 8x8") << S({ 1, 19, 1, 1 }) << "grid-aware" << S({ 256, 1, 32, 32 });
    // 64 <= 256 and 64 <= 256: plain tile alignment.
    QTest::newRow("grid-aware 64x64 on 8x8") << S({ 64, 64 }) << "grid-aware" << S({ 32, 32 });
    // 512 > 256 on both: the threshold.
    QTest::newRow("grid-aware 512x512 on 8x8") << S({ 512, 512 }) << "grid-aware" << S({ 256, 256 });
}

void TestCurrentLayout::defaultAlignments()
{
    QFETCH(Shape, shape);
    QFETCH(QString, version);
    QFETCH(Shape, expected);
    const auto rank = int64_t(shape.size());
    const DimIntervals defaults = rank >= 2 ? DimIntervals { { 0, rank - 1 }, { rank - 1, rank } } : DimIntervals {};
    const DimIntervals normalized = normalizeIntervals(defaults, rank);
    Shape got;
    if (version == QLatin1String("head"))
        got = tileDimAlignments(shape, normalized);
    else if (version == QLatin1String("2025-06"))
        got = firstDimAlignments2025(shape, normalized);
    else
        got = gridAwareDimAlignments(shape, normalized, { 8, 8 });
    QCOMPARE(str(got), str(expected));
}

void TestCurrentLayout::deviceShape_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<Shape>("alignments");
    QTest::addColumn<Shape>("grid");
    QTest::addColumn<bool>("tiled");
    QTest::addColumn<Shape>("device");
    QTest::addColumn<qint64>("alignmentPadding");

    // 128x128 physical = 4x4 tiles on 1x1: the v3 worked example "4x4x1x1" reads as grid 4x4 of 1x1 too.
    QTest::newRow("2x33x128 tiled on 1x1") << S({ 2, 33, 128 }) << S({ 1, 32, 32 }) << S({ 1, 1 }) << true
                                           << S({ 1, 1, 4, 4 }) << qint64(128 * 128 - 2 * 33 * 128);
    QTest::newRow("2x33x128 tiled on 4x4") << S({ 2, 33, 128 }) << S({ 1, 32, 32 }) << S({ 4, 4 }) << true
                                           << S({ 4, 4, 1, 1 }) << qint64(128 * 128 - 2 * 33 * 128);
    // 96x128 = 3x4 tiles: "the buffer is 3x4x1x1".
    QTest::newRow("2025-06 2x33x128 tiled on 3x4") << S({ 2, 33, 128 }) << S({ 32, 1, 32 }) << S({ 3, 4 }) << true
                                                   << S({ 3, 4, 1, 1 }) << qint64(96 * 128 - 2 * 33 * 128);
    // Contract example: 128x384 = 4x12 tiles on 1x1.
    QTest::newRow("128x384 tiled on 1x1")
        << S({ 128, 384 }) << S({ 32, 32 }) << S({ 1, 1 }) << true << S({ 1, 1, 4, 12 }) << 0ll;
    QTest::newRow("scalar 64x96 on 2x3") << S({ 64, 96 }) << S({ 1, 1 }) << S({ 2, 3 }) << false << S({ 2, 3, 32, 32 })
                                         << 0ll;
    QTest::newRow("rank 1 tiled: 32x128 physical")
        << S({ 100 }) << S({ 32 }) << S({ 1, 1 }) << true << S({ 1, 1, 1, 4 }) << qint64(32 * 128 - 100);
}

void TestCurrentLayout::deviceShape()
{
    QFETCH(Shape, shape);
    QFETCH(Shape, alignments);
    QFETCH(Shape, grid);
    QFETCH(bool, tiled);
    QFETCH(Shape, device);
    QFETCH(qint64, alignmentPadding);
    MetalLayoutSpec spec;
    spec.form = MetalForm::Current;
    spec.logicalShape = shape;
    spec.dimAlignments = alignments;
    const auto rank = int64_t(shape.size());
    spec.collapseIntervals
        = rank >= 2 ? DimIntervals { { 0, rank - 1 }, { rank - 1, rank } } : DimIntervals { { 0, 1 } };
    spec.grid = grid;
    if (tiled)
        spec.tile = TileType { 32, 32, ElementType::F32 };
    const MetalLayout layout(spec);
    QCOMPARE(str(layout.deviceShape()), str(device));
    QCOMPARE(layout.paddingCounts()[PaddingCause::Alignment], alignmentPadding);
    QCOMPARE(layout.paddingCounts()[PaddingCause::Grid], 0);
    QCOMPARE(layout.paddingCounts()[PaddingCause::Tile], 0);
}

void TestCurrentLayout::verifier_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<Shape>("alignments");
    QTest::addColumn<QString>("intervals");
    QTest::addColumn<Shape>("grid");
    QTest::addColumn<QString>("message");

    QTest::newRow("alignment count vs rank") << S({ 32, 32 }) << S({ 1, 32, 32 }) << "0,1;1,2" << S({ 1, 1 })
                                             << "dim_alignments: size (3) must match logical_shape rank (2)";
    QTest::newRow("non-positive alignment") << S({ 32, 32 }) << S({ 0, 32 }) << "0,1;1,2" << S({ 1, 1 })
                                            << "dim_alignments: entry 0 must be positive, got 0";
    QTest::newRow("negative alignment") << S({ 32, 32 }) << S({ 32, -1 }) << "0,1;1,2" << S({ 1, 1 })
                                        << "dim_alignments: entry 1 must be positive, got -1";
    QTest::newRow("interval past the rank") << S({ 2, 32, 32 }) << S({ 1, 32, 32 }) << "0,5" << S({ 1, 1 })
                                            << "collapsed_intervals: interval (0, 5) is out of bounds for rank 3";
    QTest::newRow("interval below zero") << S({ 2, 32, 32 }) << S({ 1, 32, 32 }) << "-4,2" << S({ 1, 1 })
                                         << "collapsed_intervals: interval (-4, 2) is out of bounds for rank 3";
    QTest::newRow("interval backwards") << S({ 2, 32, 32 }) << S({ 1, 32, 32 }) << "2,1" << S({ 1, 1 })
                                        << "collapsed_intervals: interval (2, 1) starts after it ends";
    QTest::newRow("overlapping intervals")
        << S({ 2, 32, 32 }) << S({ 1, 32, 32 }) << "0,2;1,3" << S({ 1, 1 }) << "collapsed_intervals: intervals overlap";
    QTest::newRow("grid rank vs collapsed dims") << S({ 2, 33, 128 }) << S({ 1, 32, 32 }) << "0,2;2,3" << S({ 1, 1, 1 })
                                                 << "grid: rank 3 (<1x1x1>) but the layout has 2 collapsed dims";
    QTest::newRow("tile does not divide") << S({ 40, 40 }) << S({ 8, 8 }) << "0,1;1,2" << S({ 1, 1 })
                                          << "tile: collapsed dim 0 (40) is not a multiple of the tile height 32";
}

void TestCurrentLayout::verifier()
{
    QFETCH(Shape, shape);
    QFETCH(Shape, alignments);
    QFETCH(QString, intervals);
    QFETCH(Shape, grid);
    QFETCH(QString, message);
    MetalLayoutSpec spec;
    spec.form = MetalForm::Current;
    spec.logicalShape = shape;
    spec.dimAlignments = alignments;
    spec.collapseIntervals = intervalsFrom(intervals);
    spec.grid = grid;
    spec.tile = TileType { 32, 32, ElementType::F32 };
    try {
        MetalLayout layout(spec);
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
    }
}

// tt-mlir does not check a tensor type against its layout: shards that cover more than the aligned shape are
// grid padding, and a type holding the elements in another shape is placed by the layout's own shard.
void TestCurrentLayout::gridPadding_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<Shape>("grid");
    QTest::addColumn<Shape>("given"); // the tensor type's shape; empty: none (a --grid)
    QTest::addColumn<bool>("tiled");
    QTest::addColumn<Shape>("shard"); // in elements
    QTest::addColumn<qint64>("gridPadding");
    QTest::addColumn<qint64>("alignmentPadding");
    QTest::addColumn<QString>("warning");
    QTest::addColumn<Shape>("lastIndex"); // the last logical element ...
    QTest::addColumn<qint64>("lastCore"); // ... lies on this core

    // 576x4096 bf16 on 8x8 with 3x16 tiles per core (tt-mlir's D2M tests): 18 tile rows on 8 grid rows of 3 tiles
    // make 24, so 6 tile rows (192 rows of 4096) are grid padding; row 575 is in shard row 575 / 96 = 5.
    QTest::newRow("type covers more: 576x4096 on 8x8x3x16")
        << S({ 576, 4096 }) << S({ 8, 8 }) << S({ 8, 8, 3, 16 }) << true << S({ 96, 512 }) << qint64((768 - 576) * 4096)
        << qint64(0) << "grid 8x8 ++ shard 3x16 covers 24x128 tiles where the layout aligns to 18x128"
        << S({ 575, 4095 }) << qint64(5 * 8 + 7);
    // 64x64 on 2x2 cores of 2x2 tiles: each core could hold everything; the first core does.
    QTest::newRow("type covers twice: 64x64 on 2x2x2x2")
        << S({ 64, 64 }) << S({ 2, 2 }) << S({ 2, 2, 2, 2 }) << true << S({ 64, 64 }) << qint64(128 * 128 - 64 * 64)
        << qint64(0) << "covers 4x4 tiles where the layout aligns to 2x2" << S({ 63, 63 }) << qint64(0);
    // 64x128 f32 on 4x2 with 32x32 shards holds 128x64: the elements in another shape, so the layout's own
    // shard 64/4 x 128/2 = 16x64 places them, without padding.
    QTest::newRow("type in another shape: 64x128 on 4x2x32x32")
        << S({ 64, 128 }) << S({ 4, 2 }) << S({ 4, 2, 32, 32 }) << false << S({ 16, 64 }) << qint64(0) << qint64(0)
        << "covers 128x64 elements, not the 64x128 the layout aligns to" << S({ 63, 127 }) << qint64(3 * 2 + 1);
    // No type: 2x33x128 aligns 33 to 64 rows, 4x4 tiles; 3 grid rows take ceil(4 / 3) = 2 tiles each, so 2 tile
    // rows of 128 columns are grid padding.
    QTest::newRow("--grid does not divide: 2x33x128 on 3x1")
        << S({ 2, 33, 128 }) << S({ 3, 1 }) << Shape() << true << S({ 64, 128 }) << qint64(2 * 32 * 128)
        << qint64((128 - 2 * 33) * 128)
        << "collapsed dim 0 (4 tiles) does not divide by grid dim 0 (3): each shard holds 2" << S({ 1, 32, 127 })
        << qint64(1);
}

void TestCurrentLayout::gridPadding()
{
    QFETCH(Shape, shape);
    QFETCH(Shape, grid);
    QFETCH(Shape, given);
    QFETCH(bool, tiled);
    QFETCH(Shape, shard);
    QFETCH(qint64, gridPadding);
    QFETCH(qint64, alignmentPadding);
    QFETCH(QString, warning);
    QFETCH(Shape, lastIndex);
    QFETCH(qint64, lastCore);
    MetalLayoutSpec spec;
    spec.form = MetalForm::Current;
    spec.logicalShape = shape;
    spec.dimAlignments = Shape(shape.size(), 1);
    spec.dimAlignments[shape.size() - 1] = 32;
    spec.dimAlignments[shape.size() - 2] = 32;
    spec.collapseIntervals = shape.size() == 3 ? intervalsFrom("0,2;2,3") : intervalsFrom("0,1;1,2");
    spec.grid = grid;
    if (!given.empty())
        spec.givenDeviceShape = given;
    if (tiled)
        spec.tile = TileType { 32, 32, ElementType::BF16 };
    const MetalLayout layout(spec);
    QCOMPARE(str(layout.shardShape()), str(shard));
    QCOMPARE(layout.paddingCounts()[PaddingCause::Grid], gridPadding);
    QCOMPARE(layout.paddingCounts()[PaddingCause::Alignment], alignmentPadding);
    QCOMPARE(layout.logicalElements() + layout.paddingCounts().total(), layout.allocatedElements());
    QCOMPARE(layout.spec().warnings.size(), size_t(1));
    QVERIFY2(QString::fromStdString(layout.spec().warnings[0]).contains(warning), layout.spec().warnings[0].c_str());
    const MetalPointMapper mapper(layout);
    QCOMPARE(mapper.map(lastIndex.data()).core, lastCore);
}

QTEST_GUILESS_MAIN(TestCurrentLayout)
#include "tst_currentlayout.moc"
