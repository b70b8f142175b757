// SPDX-License-Identifier: MIT
// XLA shapes with tiled layouts: the worked examples of seed 001 (Figures 1 and 2, combined dims), one
// row per rule of the XLA section of semantics.md, hand-computed placements, counts and byte sizes, the
// inverse over every slot of several shapes, canonical printing, and positioned parse errors.
#include "io/layouttext/xlalayoutparser.h"
#include "layout/xla/xlalayout.h"
#include "report/layoutdescribe.h"
#include "report/xladescribe.h"
#include "util/error.h"

#include <QTest>

using namespace tle;

namespace {

using List = QList<qint64>;

List toList(std::span<const int64_t> values)
{
    return List(values.begin(), values.end());
}

Shape toShape(const List& values)
{
    return Shape(values.begin(), values.end());
}

QString shapeText(std::span<const int64_t> shape)
{
    return QString::fromStdString(formatShape(shape));
}

} // namespace

class TestXlaLayout : public QObject
{
    Q_OBJECT

private slots:
    void place_data();
    void place();
    void seedFigure2();
    void semanticsRules_data();
    void semanticsRules();
    void tilingLevels_data();
    void tilingLevels();
    void counts_data();
    void counts();
    void unlinearize_data();
    void unlinearize();
    void inverseRoundTrip_data();
    void inverseRoundTrip();
    void printRoundTrip_data();
    void printRoundTrip();
    void errors_data();
    void errors();
    void indexErrors();
    void programmaticSpec();
    void describeJson();
    void describeText();
};

void TestXlaLayout::place_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<List>("index");
    QTest::addColumn<qint64>("linear");
    QTest::addColumn<List>("tileIndex");
    QTest::addColumn<List>("withinTile");

    // Figure 1, F32[3,5]{1,0:T(2,2)}: tiles form a 2x3 grid of 2x2 tiles, so
    // linear = ((r/2)*3 + c/2)*4 + (r%2)*2 + c%2.
    const QString fig1 = "f32[3,5]{1,0:T(2,2)}";
    QTest::newRow("figure 1 (0,0)") << fig1 << List { 0, 0 } << 0LL << List { 0, 0 } << List { 0, 0 };
    QTest::newRow("figure 1 (0,1)") << fig1 << List { 0, 1 } << 1LL << List { 0, 0 } << List { 0, 1 };
    QTest::newRow("figure 1 (0,2)") << fig1 << List { 0, 2 } << 4LL << List { 0, 1 } << List { 0, 0 };
    QTest::newRow("figure 1 (0,3)") << fig1 << List { 0, 3 } << 5LL << List { 0, 1 } << List { 0, 1 };
    QTest::newRow("figure 1 (0,4)") << fig1 << List { 0, 4 } << 8LL << List { 0, 2 } << List { 0, 0 };
    QTest::newRow("figure 1 (1,0)") << fig1 << List { 1, 0 } << 2LL << List { 0, 0 } << List { 1, 0 };
    QTest::newRow("figure 1 (1,1)") << fig1 << List { 1, 1 } << 3LL << List { 0, 0 } << List { 1, 1 };
    QTest::newRow("figure 1 (1,2)") << fig1 << List { 1, 2 } << 6LL << List { 0, 1 } << List { 1, 0 };
    QTest::newRow("figure 1 (1,3)") << fig1 << List { 1, 3 } << 7LL << List { 0, 1 } << List { 1, 1 };
    QTest::newRow("figure 1 (1,4)") << fig1 << List { 1, 4 } << 10LL << List { 0, 2 } << List { 1, 0 };
    QTest::newRow("figure 1 (2,0)") << fig1 << List { 2, 0 } << 12LL << List { 1, 0 } << List { 0, 0 };
    QTest::newRow("figure 1 (2,1)") << fig1 << List { 2, 1 } << 13LL << List { 1, 0 } << List { 0, 1 };
    QTest::newRow("figure 1 (2,2)") << fig1 << List { 2, 2 } << 16LL << List { 1, 1 } << List { 0, 0 };
    // The seed's worked example: (1*3 + 1)*2*2 + (0*2 + 1) = 17.
    QTest::newRow("figure 1 (2,3), seed example") << fig1 << List { 2, 3 } << 17LL << List { 1, 1 } << List { 0, 1 };
    QTest::newRow("figure 1 (2,4)") << fig1 << List { 2, 4 } << 20LL << List { 1, 2 } << List { 0, 0 };

    // F32[2,7,8,11,10] with T(*,*,2,*,3) combines to F32[112,110] (row = a*56 + b*8 + c, col = d*10 + e),
    // then tiles by (2,3): 56x37 tiles of 6, linear = (tr*37 + tc)*6 + wr*3 + wc.
    const QString combined = "f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}";
    QTest::newRow("combined origin") << combined << List { 0, 0, 0, 0, 0 } << 0LL << List { 0, 0 } << List { 0, 0 };
    // Row 1, col 2: tile (0,0), within (1,2) -> 3 + 2.
    QTest::newRow("combined row 1 col 2")
        << combined << List { 0, 0, 1, 0, 2 } << 5LL << List { 0, 0 } << List { 1, 2 };
    // Row 8, col 10: tile (4,3), within (0,1) -> (4*37 + 3)*6 + 1 = 907.
    QTest::newRow("combined row 8 col 10")
        << combined << List { 0, 1, 0, 1, 0 } << 907LL << List { 4, 3 } << List { 0, 1 };
    // Row 75, col 45: tile (37,15), within (1,0) -> (37*37 + 15)*6 + 3 = 8307.
    QTest::newRow("combined row 75 col 45")
        << combined << List { 1, 2, 3, 4, 5 } << 8307LL << List { 37, 15 } << List { 1, 0 };
    // Last element, row 111, col 109: tile (55,36), within (1,1) -> (55*37 + 36)*6 + 4 = 12430.
    QTest::newRow("combined last element")
        << combined << List { 1, 6, 7, 10, 9 } << 12430LL << List { 55, 36 } << List { 1, 1 };

    // (8,128) on [2,8,128] gives [2,1,1,8,128]; (2,1) on (8,128) gives (4,128,2,1). (1,3,5) becomes
    // (1,0,0,3,5) then (1,0,0,1,5,1,0); strides of [2,1,1,4,128,2,1] are 1024,1024,1024,256,2,1,1.
    QTest::newRow("bf16 (8,128)(2,1) (1,3,5)")
        << "bf16[2,8,128]{2,1,0:T(8,128)(2,1)}" << List { 1, 3, 5 } << 1291LL << List { 1, 0, 0 } << List { 3, 5 };
    // 1000 -> (0,1000) -> (0,7,104) -> (0,3,104,1,0) in [2,4,128,2,1]: 3*256 + 104*2 + 1 = 977.
    QTest::newRow("bf16[2048] three levels, 1000")
        << "bf16[2048]{0:T(1024)(128)(2,1)}" << List { 1000 } << 977LL << List { 0 } << List { 1000 };
    // 1500 -> (1,476) -> (1,3,92) -> (1,1,92,1,0): 1024 + 256 + 184 + 1 = 1465.
    QTest::newRow("bf16[2048] three levels, 1500")
        << "bf16[2048]{0:T(1024)(128)(2,1)}" << List { 1500 } << 1465LL << List { 1 } << List { 476 };
    // A later tile over the previous tile counts: (1,4) on [4,8] gives [4,2,1,4]; (2,1,1) on (2,1,4)
    // gives (1,1,4,2,1,1), so linear = r*8 + (c%4)*2 + c/4 (columns c and c+4 interleave).
    const QString crossTile = "f32[4,8]{1,0:T(1,4)(2,1,1)}";
    QTest::newRow("cross-tile (0,4)") << crossTile << List { 0, 4 } << 1LL << List { 0, 1 } << List { 0, 0 };
    QTest::newRow("cross-tile (2,5)") << crossTile << List { 2, 5 } << 19LL << List { 2, 1 } << List { 0, 1 };
    QTest::newRow("cross-tile (3,7)") << crossTile << List { 3, 7 } << 31LL << List { 3, 1 } << List { 0, 3 };

    // minor_to_major: {0,1} is column-major, linear = c*3 + r.
    QTest::newRow("column-major (2,3)") << "f32[3,5]{0,1}" << List { 2, 3 } << 11LL << List {} << List {};
    QTest::newRow("column-major (1,4)") << "f32[3,5]{0,1}" << List { 1, 4 } << 13LL << List {} << List {};
    QTest::newRow("row-major (2,3)") << "f32[3,5]{1,0}" << List { 2, 3 } << 13LL << List {} << List {};
    QTest::newRow("default layout (2,3)") << "f32[3,5]" << List { 2, 3 } << 13LL << List {} << List {};
    // {0,2,1}: physical dims major to minor are 1,2,0, shape [3,4,2]; linear = b*8 + c*2 + a.
    QTest::newRow("{0,2,1} (1,2,3)") << "f32[2,3,4]{0,2,1}" << List { 1, 2, 3 } << 23LL << List {} << List {};
    // {0,1:T(2,2)}: physical [5,3], (2,3) -> physical (3,2), tile (1,1) of a 3x2 grid, within (1,0): 3*4 + 2.
    QTest::newRow("column-major tiled (2,3)")
        << "f32[3,5]{0,1:T(2,2)}" << List { 2, 3 } << 14LL << List { 1, 1 } << List { 1, 0 };
    // A rank-2 tile on a rank-3 shape leaves the major dim alone: tiled [2,2,3,2,2], strides 24,12,4,2,1.
    QTest::newRow("rank-2 tile on rank 3 (1,2,4)")
        << "f32[2,3,5]{2,1,0:T(2,2)}" << List { 1, 2, 4 } << 44LL << List { 1, 1, 2 } << List { 0, 0 };
    QTest::newRow("scalar") << "f32[]" << List {} << 0LL << List {} << List {};
}

void TestXlaLayout::place()
{
    QFETCH(QString, text);
    QFETCH(List, index);
    QFETCH(qint64, linear);
    QFETCH(List, tileIndex);
    QFETCH(List, withinTile);
    const XlaLayout layout = parseXlaLayout(text.toStdString());
    const Shape logical = toShape(index);
    const XlaPlace place = layout.place(logical);
    QCOMPARE(place.linearIndex, linear);
    QCOMPARE(layout.linearIndex(logical), linear);
    QCOMPARE(toList(place.tileIndex), tileIndex);
    QCOMPARE(toList(place.withinTileIndex), withinTile);
    const std::optional<Shape> back = layout.unlinearize(linear);
    QVERIFY(back.has_value());
    QCOMPARE(toList(*back), index);
}

void TestXlaLayout::seedFigure2()
{
    // Figure 2: 4x8 tiled by (2,4) then (2,1). (2,4) maps (r,c) to (r/2, c/4, r%2, c%4) in [2,2,2,4];
    // (2,1) on the (2,4) tile gives counts (0, c%4) and within (r%2, 0) in [2,2,1,4,2,1], so
    // linear = (r/2)*16 + (c/4)*8 + (c%4)*2 + r%2: each 2x1 pair of rows is adjacent in memory.
    const int64_t expected[4][8] = {
        { 0, 2, 4, 6, 8, 10, 12, 14 },
        { 1, 3, 5, 7, 9, 11, 13, 15 },
        { 16, 18, 20, 22, 24, 26, 28, 30 },
        { 17, 19, 21, 23, 25, 27, 29, 31 },
    };
    const XlaLayout layout = parseXlaLayout("bf16[4,8]{1,0:T(2,4)(2,1)}");
    QCOMPARE(shapeText(layout.tiledShape()), QString("2x2x1x4x2x1"));
    for (int64_t r = 0; r < 4; ++r) {
        for (int64_t c = 0; c < 8; ++c) {
            const Shape index { r, c };
            QCOMPARE(layout.linearIndex(index), expected[r][c]);
        }
    }
    QCOMPARE(layout.paddingElements(), 0LL);
    QCOMPARE(layout.byteSize(), 64LL);
}

void TestXlaLayout::semanticsRules_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<List>("index");
    QTest::addColumn<qint64>("linear");
    QTest::addColumn<QString>("printed");
    QTest::addColumn<QString>("layout");

    // linear_index(e, d) is major to minor in the physical order of minor_to_major: 3*3 + 2.
    QTest::newRow("linear index in minor_to_major order") << "f32[3,5]{0,1}" << List { 2, 3 } << 11LL << "f32[3,5]{0,1}"
                                                          << "{0,1}";
    // A rank-k tile applies to the k most minor physical dims; ceil(d/t) pads: 24 + 12 + 8.
    QTest::newRow("tile applies to the most minor dims, padding from ceil")
        << "f32[2,3,5]{2,1,0:T(2,2)}" << List { 1, 2, 4 } << 44LL << "f32[2,3,5]{2,1,0:T(2,2)}"
        << "{2,1,0:T(2,2)}";
    // Repeated tiling: each later tile applies to the minor dims of the previous tiled shape.
    QTest::newRow("repeated tiling (8,128)(2,1)")
        << "bf16[2,8,128]{2,1,0:T(8,128)(2,1)}" << List { 1, 3, 5 } << 1291LL << "bf16[2,8,128]{2,1,0:T(8,128)(2,1)}"
        << "{2,1,0:T(8,128)(2,1)}";
    // kCombineDimension is -1, printed '*', and merges a dim into the next more minor one.
    QTest::newRow("combine dimension '*'") << "f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}" << List { 1, 2, 3, 4, 5 }
                                           << 8307LL << "f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}"
                                           << "{4,3,2,1,0:T(*,*,2,*,3)}";
    // Printed form {minor_to_major:T(tile)...E(bits)S(memory_space)}, whatever order was written.
    // T(4) on [8]: 5 is tile 1, within 1 -> 5.
    QTest::newRow("printed form T, E, S")
        << "F32[8] { 0 : S(1) T(4) E(32) }" << List { 5 } << 5LL << "f32[8]{0:T(4)E(32)S(1)}"
        << "{0:T(4)E(32)S(1)}";
    // The empty layout prints as {} (and a scalar leaves it out of the shape, as XLA does).
    QTest::newRow("empty layout prints as {}") << "f32[]{}" << List {} << 0LL << "f32[]"
                                               << "{}";
    // Nested tiling, not the older first-tile-only LinearIndex, which gives 1 here (see seedFigure2).
    QTest::newRow("nested tiling, not the first tile only")
        << "bf16[4,8]{1,0:T(2,4)(2,1)}" << List { 0, 1 } << 2LL << "bf16[4,8]{1,0:T(2,4)(2,1)}"
        << "{1,0:T(2,4)(2,1)}";
    // The older rank-1 shortcut returned the index itself (1000); nested tiling gives 977.
    QTest::newRow("nested tiling for rank 1")
        << "bf16[2048]{0:T(1024)(128)(2,1)}" << List { 1000 } << 977LL << "bf16[2048]{0:T(1024)(128)(2,1)}"
        << "{0:T(1024)(128)(2,1)}";
}

void TestXlaLayout::semanticsRules()
{
    QFETCH(QString, text);
    QFETCH(List, index);
    QFETCH(qint64, linear);
    QFETCH(QString, printed);
    QFETCH(QString, layout);
    const XlaLayout xla = parseXlaLayout(text.toStdString());
    QCOMPARE(xla.linearIndex(toShape(index)), linear);
    QCOMPARE(QString::fromStdString(xla.toString()), printed);
    QCOMPARE(QString::fromStdString(xla.layoutString()), layout);
}

void TestXlaLayout::tilingLevels_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("combined");
    QTest::addColumn<QStringList>("tiled");

    QTest::newRow("(8,128)(2,1) on [2,8,128]")
        << "bf16[2,8,128]{2,1,0:T(8,128)(2,1)}" << QStringList { "2x8x128", "2x1x1x8x128" }
        << QStringList { "2x1x1x8x128", "2x1x1x4x128x2x1" };
    QTest::newRow("(1024)(128)(2,1) on [2048]")
        << "bf16[2048]{0:T(1024)(128)(2,1)}" << QStringList { "2048", "2x1024", "2x8x128" }
        << QStringList { "2x1024", "2x8x128", "2x4x128x2x1" };
    // (2,4) then (2,1) on the 2x4 tile: Figure 2.
    QTest::newRow("figure 2") << "bf16[4,8]{1,0:T(2,4)(2,1)}" << QStringList { "4x8", "2x2x2x4" }
                              << QStringList { "2x2x2x4", "2x2x1x4x2x1" };
    // 2x7x8 merge into 112 and 11x10 into 110 before tiling by (2,3).
    QTest::newRow("combined dims") << "f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}" << QStringList { "112x110" }
                                   << QStringList { "56x37x2x3" };
    // The second tile is larger than the tile it splits: ceil(2/4) = 1 count, padded to 4.
    QTest::newRow("nested tile larger than the tile")
        << "f32[3,5]{1,0:T(2,2)(4,1)}" << QStringList { "3x5", "2x3x2x2" } << QStringList { "2x3x2x2", "2x3x1x2x4x1" };
    // The second tile reaches into the tile counts of the first.
    QTest::newRow("second tile over tile counts") << "f32[4,8]{1,0:T(1,4)(2,1,1)}" << QStringList { "4x8", "4x2x1x4" }
                                                  << QStringList { "4x2x1x4", "4x1x1x4x2x1x1" };
    // A combined dim in a later tile merges a tile count into the tile.
    QTest::newRow("combine in a later tile")
        << "f32[6,4]{1,0:T(2,4)(*,4)}" << QStringList { "6x4", "3x1x8" } << QStringList { "3x1x2x4", "3x1x2x4" };
}

void TestXlaLayout::tilingLevels()
{
    QFETCH(QString, text);
    QFETCH(QStringList, combined);
    QFETCH(QStringList, tiled);
    const XlaLayout layout = parseXlaLayout(text.toStdString());
    QCOMPARE(qsizetype(layout.levels().size()), tiled.size());
    for (qsizetype i = 0; i < tiled.size(); ++i) {
        QCOMPARE(shapeText(layout.levels()[size_t(i)].combinedShape), combined[i]);
        QCOMPARE(shapeText(layout.levels()[size_t(i)].tiledShape), tiled[i]);
    }
    QCOMPARE(shapeText(layout.tiledShape()), tiled.last());
}

void TestXlaLayout::counts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("logical");
    QTest::addColumn<qint64>("allocated");
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("padded");
    QTest::addColumn<QString>("tiled");

    // Figure 1: a 2x3 grid of 2x2 tiles holds 24 slots for 15 elements, 4 bytes each.
    QTest::newRow("figure 1") << "f32[3,5]{1,0:T(2,2)}" << 15LL << 24LL << 96LL << "4x6"
                              << "2x3x2x2";
    QTest::newRow("figure 2, no padding") << "bf16[4,8]{1,0:T(2,4)(2,1)}" << 32LL << 32LL << 64LL << "4x8"
                                          << "2x2x1x4x2x1";
    QTest::newRow("250 in tiles of 128") << "f32[250]{0:T(128)}" << 250LL << 256LL << 1024LL << "256"
                                         << "2x128";
    // 112x110 padded to 112x111: 112 padding slots.
    QTest::newRow("combined dims") << "f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}" << 12320LL << 12432LL << 49728LL
                                   << "112x111"
                                   << "56x37x2x3";
    QTest::newRow("rank-2 tile on rank 3") << "f32[2,3,5]{2,1,0:T(2,2)}" << 30LL << 48LL << 192LL << "2x4x6"
                                           << "2x2x3x2x2";
    QTest::newRow("column-major tiled") << "f32[3,5]{0,1:T(2,2)}" << 15LL << 24LL << 96LL << "6x4"
                                        << "3x2x2x2";
    // The second level pads the 2x2 tile to 4x2: 2*3*1*2*4 = 48 slots.
    QTest::newRow("second level pads") << "f32[3,5]{1,0:T(2,2)(4,1)}" << 15LL << 48LL << 192LL << "4x6"
                                       << "2x3x1x2x4x1";
    // E(4) packs two s4 per byte; without it XLA stores one s4 per byte.
    QTest::newRow("s4 packed by E(4)") << "s4[128]{0:T(128)E(4)}" << 128LL << 128LL << 64LL << "128"
                                       << "1x128";
    QTest::newRow("s4 unpacked") << "s4[128]{0:T(128)}" << 128LL << 128LL << 128LL << "128"
                                 << "1x128";
    // 3 * 4 bits = 12 bits rounds up to 2 bytes; 5 * 2 bits = 10 bits also to 2.
    QTest::newRow("s4 bytes round up") << "s4[3]{0:E(4)}" << 3LL << 3LL << 2LL << "3"
                                       << "3";
    QTest::newRow("u2 bytes round up") << "u2[5]{0:E(2)}" << 5LL << 5LL << 2LL << "5"
                                       << "5";
    QTest::newRow("pred one byte each") << "pred[5]{0}" << 5LL << 5LL << 5LL << "5"
                                        << "5";
    QTest::newRow("pred widened by E(32)") << "pred[4,4]{0,1:E(32)}" << 16LL << 16LL << 64LL << "4x4"
                                           << "4x4";
    QTest::newRow("memory space only") << "f32[8]{0:S(1)}" << 8LL << 8LL << 32LL << "8"
                                       << "8";
    QTest::newRow("c128 padded to 4") << "c128[3]{0:T(2)}" << 3LL << 4LL << 64LL << "4"
                                      << "2x2";
    QTest::newRow("scalar") << "f32[]" << 1LL << 1LL << 4LL << ""
                            << "";
}

void TestXlaLayout::counts()
{
    QFETCH(QString, text);
    QFETCH(qint64, logical);
    QFETCH(qint64, allocated);
    QFETCH(qint64, bytes);
    QFETCH(QString, padded);
    QFETCH(QString, tiled);
    const XlaLayout layout = parseXlaLayout(text.toStdString());
    QCOMPARE(layout.logicalElements(), logical);
    QCOMPARE(layout.allocatedElements(), allocated);
    QCOMPARE(layout.paddingElements(), allocated - logical);
    QCOMPARE(layout.paddingCounts()[PaddingCause::Tile], allocated - logical);
    QCOMPARE(layout.paddingCounts().total(), allocated - logical);
    QCOMPARE(layout.byteSize(), bytes);
    QCOMPARE(shapeText(layout.paddedShape()), padded);
    QCOMPARE(shapeText(layout.tiledShape()), tiled);
}

void TestXlaLayout::unlinearize_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("linear");
    QTest::addColumn<bool>("padding");
    QTest::addColumn<List>("index");

    const QString fig1 = "f32[3,5]{1,0:T(2,2)}";
    QTest::newRow("figure 1, 17") << fig1 << 17LL << false << List { 2, 3 };
    QTest::newRow("figure 1, 20") << fig1 << 20LL << false << List { 2, 4 };
    // 9 = tile 2 (tile (0,2)), within 1 (0,1): column 5 is past the 5 columns.
    QTest::newRow("figure 1, 9 is padding") << fig1 << 9LL << true << List {};
    // 22 = tile 5 (tile (1,2)), within 2 (1,0): row 3 is past the 3 rows.
    QTest::newRow("figure 1, 22 is padding") << fig1 << 22LL << true << List {};
    QTest::newRow("figure 2, 31") << "bf16[4,8]{1,0:T(2,4)(2,1)}" << 31LL << false << List { 3, 7 };
    // 12431 = tile (55,36), within (1,2): column 36*3 + 2 = 110 is padding.
    QTest::newRow("combined, last slot") << "f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}" << 12431LL << true << List {};
    QTest::newRow("cross-tile, 1") << "f32[4,8]{1,0:T(1,4)(2,1,1)}" << 1LL << false << List { 0, 4 };
    // Second level of (2,2)(4,1): within-tile rows 2 and 3 of the 4x1 sub-tile are padding.
    // 2 = (0,0, 0,0, 2,0) in [2,3,1,2,4,1]: tile row 0*4 + 2 = 2 >= 2.
    QTest::newRow("second level padding") << "f32[3,5]{1,0:T(2,2)(4,1)}" << 2LL << true << List {};
    QTest::newRow("second level element") << "f32[3,5]{1,0:T(2,2)(4,1)}" << 1LL << false << List { 1, 0 };
}

void TestXlaLayout::unlinearize()
{
    QFETCH(QString, text);
    QFETCH(qint64, linear);
    QFETCH(bool, padding);
    QFETCH(List, index);
    const XlaLayout layout = parseXlaLayout(text.toStdString());
    const std::optional<Shape> logical = layout.unlinearize(linear);
    QCOMPARE(!logical.has_value(), padding);
    if (logical)
        QCOMPARE(toList(*logical), index);
}

void TestXlaLayout::inverseRoundTrip_data()
{
    QTest::addColumn<QString>("text");

    QTest::newRow("figure 1") << "f32[3,5]{1,0:T(2,2)}";
    QTest::newRow("figure 2") << "bf16[4,8]{1,0:T(2,4)(2,1)}";
    QTest::newRow("combined dims") << "f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}";
    QTest::newRow("bf16 (8,128)(2,1)") << "bf16[2,8,128]{2,1,0:T(8,128)(2,1)}";
    QTest::newRow("three levels, padded") << "bf16[3,300]{1,0:T(8,128)(2,1)}";
    QTest::newRow("second level pads") << "f32[3,5]{1,0:T(2,2)(4,1)}";
    QTest::newRow("cross-tile") << "f32[5,9]{1,0:T(1,4)(2,1,1)}";
    QTest::newRow("permuted, combined") << "f32[3,4,5]{0,2,1:T(*,3,2)}";
    QTest::newRow("combine in a later tile") << "f32[7,5]{1,0:T(2,4)(*,3)}";
    QTest::newRow("no tiles, permuted") << "f32[2,3,4]{1,0,2}";
}

void TestXlaLayout::inverseRoundTrip()
{
    QFETCH(QString, text);
    const XlaLayout layout = parseXlaLayout(text.toStdString());
    std::vector<bool> used(size_t(layout.allocatedElements()), false);
    Shape index(layout.rank());
    for (int64_t i = 0; i < layout.logicalElements(); ++i) {
        unravelRowMajor(i, layout.logicalShape(), index);
        const int64_t linear = layout.linearIndex(index);
        QVERIFY(linear >= 0 && linear < layout.allocatedElements());
        QVERIFY2(!used[size_t(linear)], "two elements share a slot");
        used[size_t(linear)] = true;
    }
    int64_t elements = 0;
    int64_t padding = 0;
    for (int64_t linear = 0; linear < layout.allocatedElements(); ++linear) {
        const std::optional<Shape> logical = layout.unlinearize(linear);
        QCOMPARE(logical.has_value(), bool(used[size_t(linear)]));
        if (!logical) {
            ++padding;
            continue;
        }
        ++elements;
        QCOMPARE(layout.linearIndex(*logical), linear);
    }
    QCOMPARE(elements, layout.logicalElements());
    QCOMPARE(padding, layout.paddingElements());
}

void TestXlaLayout::printRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("printed");

    QTest::newRow("seed figure 1, upper-case type") << "F32[3,5]{1,0:T(2,2)}"
                                                    << "f32[3,5]{1,0:T(2,2)}";
    QTest::newRow("bf16 three tiles") << "bf16[2048]{0:T(1024)(128)(2,1)}"
                                      << "bf16[2048]{0:T(1024)(128)(2,1)}";
    QTest::newRow("combined dims") << "f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}"
                                   << "f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}";
    QTest::newRow("element size") << "s4[128]{0:T(128)E(4)}"
                                  << "s4[128]{0:T(128)E(4)}";
    QTest::newRow("memory space") << "f32[8]{0:S(1)}"
                                  << "f32[8]{0:S(1)}";
    QTest::newRow("spaces") << "  f32 [ 3 , 5 ] { 1 , 0 : T ( 2 , 2 ) ( 2 , 1 ) }  "
                            << "f32[3,5]{1,0:T(2,2)(2,1)}";
    QTest::newRow("line breaks") << "f32[3,5]\n{1,0:\n T(2,2)}"
                                 << "f32[3,5]{1,0:T(2,2)}";
    QTest::newRow("missing layout is descending") << "f32[2,3,4]"
                                                  << "f32[2,3,4]{2,1,0}";
    QTest::newRow("S before E") << "s4[16]{0:S(2)E(4)}"
                                << "s4[16]{0:E(4)S(2)}";
    // S(0) is the default memory space and is not printed back; E(0) is no size and is refused (errors).
    QTest::newRow("default S(0) not printed") << "f32[4]{0:S(0)}"
                                              << "f32[4]{0}";
    QTest::newRow("scalar") << "f32[]"
                            << "f32[]";
    QTest::newRow("scalar with element size") << "s4[]{:E(4)}"
                                              << "s4[]{:E(4)}";
    QTest::newRow("f8 type") << "f8e4m3fn[32,64]{0,1:T(8,128)(4,1)}"
                             << "f8e4m3fn[32,64]{0,1:T(8,128)(4,1)}";
}

void TestXlaLayout::printRoundTrip()
{
    QFETCH(QString, text);
    QFETCH(QString, printed);
    const XlaLayout layout = parseXlaLayout(text.toStdString());
    QCOMPARE(QString::fromStdString(layout.toString()), printed);
    const XlaLayout again = parseXlaLayout(layout.toString());
    QVERIFY(again.spec() == layout.spec());
    QCOMPARE(QString::fromStdString(again.toString()), printed);
}

void TestXlaLayout::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    QTest::newRow("negative dim") << "f32[3,-5]" << 1 << 7 << "must be positive";
    QTest::newRow("dim above 2^40") << "f32[1099511627777]" << 1 << 5 << "larger than the maximum";
    QTest::newRow("volume overflow") << "f32[1099511627776,1099511627776]" << 1 << 19 << "overflows";
    QTest::newRow("unknown type") << "f33[3]" << 1 << 1 << "unknown XLA element type 'f33'";
    QTest::newRow("tuple") << "(f32[3], f32[5])" << 1 << 1 << "expected an XLA element type";
    QTest::newRow("dynamic dim") << "f32[?,5]" << 1 << 5 << "dynamic";
    QTest::newRow("element size zero") << "f32[3,5]{1,0:E(0)}" << 1 << 16 << "E(0) is no size";
    QTest::newRow("repeated minor_to_major") << "f32[3,5]{1,1}" << 1 << 12 << "twice";
    QTest::newRow("minor_to_major out of range") << "f32[3,5]{1,2}" << 1 << 12 << "not a dimension";
    QTest::newRow("short minor_to_major") << "f32[3,5]{1}" << 1 << 9 << "but the shape has rank 2";
    QTest::newRow("empty layout on rank 2") << "f32[3,5]{}" << 1 << 9 << "but the shape has rank 2";
    QTest::newRow("zero tile dim") << "f32[3,5]{1,0:T(2,0)}" << 1 << 18 << "must be positive";
    QTest::newRow("-1 instead of *") << "f32[3,5]{1,0:T(2,-1)}" << 1 << 18 << "write '*'";
    QTest::newRow("empty tile") << "f32[3,5]{1,0:T()}" << 1 << 16 << "at least one dimension";
    QTest::newRow("* as the most minor tile dim") << "f32[3,5]{1,0:T(2,*)}" << 1 << 18 << "most minor tile dimension";
    QTest::newRow("tile of higher rank") << "f32[3,5]{1,0:T(2,2,2)}" << 1 << 15 << "has 3 dimensions";
    QTest::newRow("later tile of higher rank") << "f32[4]{0:T(2)(2,2,2)}" << 1 << 14 << "has rank 2";
    QTest::newRow("unknown attribute") << "f32[3,5]{1,0:X(2)}" << 1 << 14 << "'X' is not supported";
    QTest::newRow("T twice") << "f32[3,5]{1,0:T(2,2)T(2,2)}" << 1 << 20 << "twice";
    QTest::newRow("E twice") << "s4[128]{0:T(128)E(4)E(4)}" << 1 << 21 << "twice";
    QTest::newRow("E below the value width") << "f32[3,5]{1,0:E(3)}" << 1 << 16 << "smaller than the 32 bits";
    QTest::newRow("negative memory space") << "f32[3,5]{1,0:T(2,2)S(-1)}" << 1 << 22 << "must not be negative";
    QTest::newRow("unclosed layout") << "f32[3,5]{1,0:T(2,2)" << 1 << 20 << "expected '}'";
    QTest::newRow("trailing text") << "f32[3,5]{1,0} extra" << 1 << 15 << "unexpected text";
    // 2^40 x (2^23 - 1) fits in 63 bits, but padding the minor dim to 2^23 does not.
    QTest::newRow("padding overflow") << "f32[1099511627776,8388607]{1,0:T(1,8388608)}" << 1 << 33 << "overflows";
    QTest::newRow("error on line 2") << "f32[3,5]\n{1,0:T(2,0)}" << 2 << 10 << "must be positive";
}

void TestXlaLayout::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    try {
        const XlaLayout layout = parseXlaLayout(text.toStdString());
        QFAIL(qPrintable(QString("expected an error, got " + QString::fromStdString(layout.toString()))));
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        QCOMPARE(e.line(), line);
        QCOMPARE(e.column(), column);
    }
}

void TestXlaLayout::indexErrors()
{
    const XlaLayout layout = parseXlaLayout("f32[3,5]{1,0:T(2,2)}");
    QVERIFY_THROWS_EXCEPTION(Error, layout.linearIndex(Shape { 3, 0 }));
    QVERIFY_THROWS_EXCEPTION(Error, layout.linearIndex(Shape { 0, -1 }));
    QVERIFY_THROWS_EXCEPTION(Error, layout.linearIndex(Shape { 0 }));
    QVERIFY_THROWS_EXCEPTION(Error, layout.unlinearize(24));
    QVERIFY_THROWS_EXCEPTION(Error, layout.unlinearize(-1));
    QVERIFY_THROWS_EXCEPTION(Error, factsJson(xlaMapFacts(layout, Shape { 2, 5 })));
    QVERIFY_THROWS_EXCEPTION(Error, factsJson(xlaUnmapFacts(layout, 24)));
}

void TestXlaLayout::programmaticSpec()
{
    XlaShapeLayout spec;
    spec.elementType = "F32";
    spec.dims = { 2, 7, 8, 11, 10 };
    spec.minorToMajor = { 4, 3, 2, 1, 0 };
    spec.tiles
        = { XlaTile { { XlaTile::kCombineDimension, XlaTile::kCombineDimension, 2, XlaTile::kCombineDimension, 3 } } };
    const XlaLayout layout(spec);
    QCOMPARE(QString::fromStdString(layout.toString()), QString("f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}"));
    QVERIFY(layout.spec() == parseXlaLayout("f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}").spec());
    QCOMPARE(shapeText(layout.combinedShape()), QString("112x110"));
    // A spec without text has no position to report.
    spec.tiles = { XlaTile { { 2, XlaTile::kCombineDimension } } };
    try {
        const XlaLayout bad(spec);
        QFAIL("expected an error");
    } catch (const Error& e) {
        QCOMPARE(e.column(), 0);
    }
}

void TestXlaLayout::describeJson()
{
    const XlaLayout layout = parseXlaLayout("f32[3,5]{1,0:T(2,2)}");
    const Json d = tle::describeJson(AnyLayout(layout));
    QCOMPARE(QString::fromStdString(d["notation"].get<std::string>()), QString("xla"));
    QVERIFY(d["logical_shape"] == Json::array({ 3, 5 }));
    QCOMPARE(QString::fromStdString(d["element_type"].get<std::string>()), QString("f32"));
    QCOMPARE(QString::fromStdString(d["printed"].get<std::string>()), QString("f32[3,5]{1,0:T(2,2)}"));
    QCOMPARE(d["elements"]["logical"].get<qint64>(), 15LL);
    QCOMPARE(d["elements"]["allocated"].get<qint64>(), 24LL);
    QCOMPARE(d["elements"]["padding"].get<qint64>(), 9LL);
    QCOMPARE(d["padding_by_cause"]["tile"].get<qint64>(), 9LL);
    // One tile level over a 2-D shape is a seed-form metal layout on one core: ceil(3/2) x ceil(5/2) tiles.
    QCOMPARE(QString::fromStdString(d["equivalents"]["metal-seed"].get<std::string>()),
        QString("tensor<3x5xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, "
                "memref<2x3x!ttcore.tile<2x2, f32>, #ttcore.memory_space<l1>>>>"));
    for (const char* notation : { "metal", "ttnn" })
        QVERIFY(d.at("not_expressible").contains(notation) && d.at("not_expressible").at(notation).is_string());
    QVERIFY(d["minor_to_major"] == Json::array({ 1, 0 }));
    QVERIFY(d["tiles"] == Json::array({ Json::array({ 2, 2 }) }));
    QVERIFY(d["padded_shape"] == Json::array({ 4, 6 }));
    QVERIFY(d["tiled_shape"] == Json::array({ 2, 3, 2, 2 }));
    QCOMPARE(d["byte_size"].get<qint64>(), 96LL);

    const Json combined = factsJson(xlaFacts(parseXlaLayout("f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}")));
    QVERIFY(combined["tiles"] == Json::array({ Json::array({ -1, -1, 2, -1, 3 }) }));

    const Json m = factsJson(xlaMapFacts(layout, Shape { 2, 3 }));
    QVERIFY(m["index"] == Json::array({ 2, 3 }));
    QVERIFY(m["padding"] == false);
    QCOMPARE(m["linear_index"].get<qint64>(), 17LL);
    QVERIFY(m["tile_index"] == Json::array({ 1, 1 }));
    QVERIFY(m["within_tile_index"] == Json::array({ 0, 1 }));
    QVERIFY(factsJson(xlaMapFacts(parseXlaLayout("f32[3,5]"), Shape { 1, 1 }))["tile_index"].is_null());

    const Json u = factsJson(xlaUnmapFacts(layout, 17));
    QVERIFY(u["logical_index"] == Json::array({ 2, 3 }));
    QVERIFY(u["padding"] == false);
    QVERIFY(u["cause"].is_null());
    QCOMPARE(u["linear_index"].get<qint64>(), 17LL);
    const Json p = factsJson(xlaUnmapFacts(layout, 9));
    QVERIFY(p["logical_index"].is_null());
    QVERIFY(p["padding"] == true);
    QVERIFY(p["cause"] == "tile");
}

void TestXlaLayout::describeText()
{
    const XlaLayout layout = parseXlaLayout("f32[3,5]{1,0:T(2,2)}");
    const QString d = QString::fromStdString(factsText(xlaFacts(layout)));
    QVERIFY2(d.startsWith("Notation          xla"), qPrintable(d));
    QVERIFY2(d.contains("Printed           f32[3,5]{1,0:T(2,2)}\n"), qPrintable(d));
    QVERIFY2(d.contains("Tiled shape       2x3x2x2\n"), qPrintable(d));
    QVERIFY2(d.contains("Byte size         96\n"), qPrintable(d));
    QVERIFY2(d.contains("Elements          logical 15, allocated 24, padding 9\n"), qPrintable(d));
    const QString m = QString::fromStdString(factsText(xlaMapFacts(layout, Shape { 2, 3 }), NullRows::Omit));
    QVERIFY2(m.contains("Tile index        [1, 1]\n"), qPrintable(m));
    QVERIFY2(m.contains("Within tile       [0, 1]\n"), qPrintable(m));
    QVERIFY2(m.contains("Linear index      17\n"), qPrintable(m));
    QVERIFY2(QString::fromStdString(factsText(xlaUnmapFacts(layout, 17), NullRows::Omit))
                 .contains("Logical index     [2, 3]\n"),
        "unmap 17");
    QVERIFY2(
        QString::fromStdString(factsText(xlaUnmapFacts(layout, 9), NullRows::Omit)).contains("padding (cause: tile)"),
        "unmap 9");
}

QTEST_GUILESS_MAIN(TestXlaLayout)
#include "tst_xlalayout.moc"
