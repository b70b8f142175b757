// SPDX-License-Identifier: MIT
// TTNN tensor layouts with tt-metal's semantics: one test row per rule of the upstream semantics
// (alignment, physical shape, strides, padded shape, pages, banks, shards), the seed's TTNN terms, the
// #ttnn.ttnn_layout text of the real compiler IR, and conversions. Expected values are hand-derived.
#include "io/layouttext/anylayoutparser.h"
#include "io/layouttext/layoutrequest.h"
#include "io/layouttext/ttnnlayoutparser.h"
#include "layout/notationconversion.h"
#include "layout/ttnn/ttnnmapping.h"
#include "randomttnnlayouts.h"
#include "report/layoutdescribe.h"
#include "testpaths.h"
#include "util/checked.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <optional>
#include <random>
#include <set>

using namespace tle;

Q_DECLARE_METATYPE(tle::Shape)

namespace {

Shape S(std::initializer_list<int64_t> dims)
{
    return Shape(dims);
}

QString str(std::span<const int64_t> s)
{
    return QString::fromStdString(formatShape(s));
}

QString pair(const std::array<int64_t, 2>& v)
{
    return QStringLiteral("%1x%2").arg(v[0]).arg(v[1]);
}

TtnnLayout ttnn(const QString& flags)
{
    return testing::ttnnOf(flags);
}

} // namespace

class TestTtnnLayout : public QObject
{
    Q_OBJECT

private slots:
    void derived_data();
    void derived();
    void rankZero();
    void pages_data();
    void pages();
    void mapping_data();
    void mapping();
    void logicalShardMode();
    void ndSharding_data();
    void ndSharding();
    void rejected_data();
    void rejected();
    void terms();
    void realIrAliases_data();
    void realIrAliases();
    void conversions_data();
    void conversions();
};

void TestTtnnLayout::derived_data()
{
    QTest::addColumn<QString>("flags");
    QTest::addColumn<QString>("alignment");
    QTest::addColumn<QString>("physical");
    QTest::addColumn<QString>("strides");
    QTest::addColumn<QString>("padded");

    // TILE: default alignment is the tile; height = round_up(33, 32) * 2 = 128.
    // strides: [2] = 1, [1] = round_up(1 * 64, 32) = 64, [0] = round_up(64 * 33, 32) = 2112.
    QTest::newRow("tile 2x33x64: alignment, physical, strides, padded") << "--shape 2x33x64 --page-layout tile"
                                                                        << "32x32"
                                                                        << "128x64"
                                                                        << "2112x64x1"
                                                                        << "2x64x64";
    // ROW_MAJOR: alignment {1}; [6,5,4,3] has physical width 3 (it was 4 with the 2024 default {2}).
    QTest::newRow("row-major 6x5x4x3") << "--shape 6x5x4x3 --page-layout row_major"
                                       << "1"
                                       << "120x3"
                                       << "60x12x3x1"
                                       << "6x5x4x3";
    QTest::newRow("row-major 6x5x4x3 with the 2024 alignment {2}")
        << "--shape 6x5x4x3 --page-layout row_major --alignment 2"
        << "2"
        << "120x4"
        << "80x16x4x1"
        << "6x5x4x4";
    // User alignment merged right-aligned: round_up(64, 32) on the last dim, the tile's 32 on rows.
    QTest::newRow("tile with user alignment 64") << "--shape 64x100 --alignment 64"
                                                 << "32x64"
                                                 << "64x128"
                                                 << "128x1"
                                                 << "64x128";
    // Rank 0 and rank 1 still align: a TILE scalar is one tile.
    QTest::newRow("rank 1 tile") << "--shape 100"
                                 << "32x32"
                                 << "32x128"
                                 << "1"
                                 << "128";
    // Row-major block sharding in PHYSICAL mode aligns to the shard width.
    QTest::newRow("row-major block sharded aligns to the shard width")
        << "--shape 64x90 --page-layout row_major --buffer l1 --memory-layout block_sharded --shard-shape 32x48 "
           "--grid 2x2"
        << "48"
        << "64x96"
        << "96x1"
        << "64x96";
    QTest::newRow("row-major height sharded keeps {1}")
        << "--shape 64x90 --page-layout row_major --buffer l1 --memory-layout height_sharded --shard-shape 32x90 "
           "--grid 1x2"
        << "1"
        << "64x90"
        << "90x1"
        << "64x90";
    // N-D row-major alignment is the shard's last dim: 40 rounds up to 48.
    QTest::newRow("nd row-major aligns to the shard width")
        << "--shape 4x40 --page-layout row_major --buffer l1 --nd-shard-shape 2x16 --grid 2x2"
        << "16"
        << "4x48"
        << "48x1"
        << "4x48";
    // LOGICAL shard mode, row-major: alignment is the logical shard width.
    QTest::newRow("logical mode row-major aligns to the shard width")
        << "--shape 64x90 --page-layout row_major --buffer l1 --memory-layout height_sharded --shard-shape 32x90 "
           "--shard-mode logical --grid 1x2"
        << "90"
        << "64x90"
        << "90x1"
        << "64x90";
    // Outer dims keep their shape (their alignment is 1). Strides: [3] = 1, [2] = round_up(40, 32) = 64,
    // [1] = round_up(64 * 40, 32) = 2560, [0] = 2560 * 5 (no alignment entry for dim 1 of a rank-2 alignment).
    QTest::newRow("tile 3x5x40x40 padded") << "--shape 3x5x40x40"
                                           << "32x32"
                                           << "960x64"
                                           << "12800x2560x64x1"
                                           << "3x5x64x64";
}

void TestTtnnLayout::derived()
{
    QFETCH(QString, flags);
    QFETCH(QString, alignment);
    QFETCH(QString, physical);
    QFETCH(QString, strides);
    QFETCH(QString, padded);
    const TtnnLayout layout = ttnn(flags);
    QCOMPARE(str(layout.alignment()), alignment);
    QCOMPARE(pair(layout.physicalShape()), physical);
    QCOMPARE(str(layout.strides()), strides);
    QCOMPARE(str(layout.paddedShape()), padded);
}

void TestTtnnLayout::rankZero()
{
    // A TILE scalar is still one whole tile.
    TtnnLayoutSpec spec;
    const TtnnLayout layout(spec);
    QCOMPARE(pair(layout.physicalShape()), QStringLiteral("32x32"));
    QCOMPARE(layout.numPages(), 1);
    QCOMPARE(mapTtnnElement(layout, Shape {}).elementOffset, 0);
}

void TestTtnnLayout::pages_data()
{
    QTest::addColumn<QString>("flags");
    QTest::addColumn<QString>("page");
    QTest::addColumn<qint64>("pageBytes");
    QTest::addColumn<qint64>("numPages");
    QTest::addColumn<qint64>("perUnit"); // pages per bank (interleaved) or per shard

    // A bf16 tile is 32*32*2 bytes; 128x64 is 4x2 tiles; 8 pages over 12 DRAM banks.
    QTest::newRow("tile bf16 interleaved dram") << "--shape 2x33x64"
                                                << "32x32" << 2048ll << 8ll << 1ll;
    // bfp_bf8: 1024 mantissa bytes + 64 exponent bytes; 64x320 is 2x10 tiles; ceil(20/12) = 2 per bank.
    QTest::newRow("tile bfp_bf8") << "--shape 64x320 --dtype bfp_bf8"
                                  << "32x32" << 1088ll << 20ll << 2ll;
    // Row-major: one page per row of the physical width, 3 bf16 = 6 bytes.
    QTest::newRow("row-major interleaved") << "--shape 6x5x4x3 --page-layout row_major"
                                           << "1x3" << 6ll << 120ll << 10ll;
    // Row-major width sharding: pages are one shard row.
    QTest::newRow("row-major width sharded")
        << "--shape 64x96 --page-layout row_major --buffer l1 --memory-layout width_sharded --shard-shape 64x32 "
           "--grid 1x3"
        << "1x32" << 64ll << 192ll << 64ll;
    // L1 interleaved spreads pages over the 64 worker cores.
    QTest::newRow("tile l1 interleaved") << "--shape 256x256 --buffer l1"
                                         << "32x32" << 2048ll << 64ll << 1ll;
    // Block floats in ROW_MAJOR are stored as 4-byte floats: a 64-wide row is 256 bytes.
    QTest::newRow("bfp_bf8 row-major is stored as f32") << "--shape 4x64 --dtype bfp_bf8 --page-layout row_major"
                                                        << "1x64" << 256ll << 4ll << 1ll;
    // N-D sharding, row-major: a page is one 16-wide shard row; 2x1x3 shards of 2*8 pages each.
    QTest::newRow("nd row-major page")
        << "--shape 4x8x48 --page-layout row_major --buffer l1 --nd-shard-shape 2x8x16 --grid 2x2"
        << "1x16" << 32ll << qint64(2 * 1 * 3 * (2 * 8)) << 16ll;
    // f32 row-major block sharded: page = 48 floats.
    QTest::newRow("f32 row-major block sharded")
        << "--shape 64x90 --dtype f32 --page-layout row_major --buffer l1 --memory-layout block_sharded --shard-shape "
           "32x48 --grid 2x2"
        << "1x48" << 192ll << 128ll << 32ll;
}

void TestTtnnLayout::pages()
{
    QFETCH(QString, flags);
    QFETCH(QString, page);
    QFETCH(qint64, pageBytes);
    QFETCH(qint64, numPages);
    QFETCH(qint64, perUnit);
    const TtnnLayout layout = ttnn(flags);
    QCOMPARE(pair(layout.pageShape()), page);
    QCOMPARE(layout.pageBytes(), pageBytes);
    QCOMPARE(layout.numPages(), numPages);
    QCOMPARE(layout.isSharded() ? layout.pagesPerShard() : layout.pagesPerBank(), perUnit);
}

void TestTtnnLayout::mapping_data()
{
    QTest::addColumn<QString>("flags");
    QTest::addColumn<Shape>("index");
    QTest::addColumn<QString>("unit"); // "bank N" or "core y,x"
    QTest::addColumn<qint64>("pageSlot");
    QTest::addColumn<qint64>("elementOffset");
    QTest::addColumn<qint64>("byteOffset");

    // 64x320 bf16: 2x10 tiles. (32, 0) is page 10 -> bank 10, slot 0.
    QTest::newRow("interleaved page to bank") << "--shape 64x320" << S({ 32, 0 }) << "bank 10" << 0ll << 0ll << 0ll;
    // (40, 300): page row 1, column 9 = page 19 -> bank 7, slot 1; in tile (8, 12): face 0, 8*16 + 12 = 140.
    QTest::newRow("interleaved second round")
        << "--shape 64x320" << S({ 40, 300 }) << "bank 7" << 1ll << qint64(1024 + 140) << qint64(2048 + 280);
    // Height sharded 256x64 in 32x64 shards on 8 cores: row 100 is shard 3 -> core (0, 3); in shard (4, 5).
    QTest::newRow("height sharded")
        << "--shape 256x64 --buffer l1 --memory-layout height_sharded --shard-shape 32x64 --grid 1x8" << S({ 100, 5 })
        << "core 0,3" << 0ll << qint64(4 * 16 + 5) << qint64(2 * (4 * 16 + 5));
    // Block sharded 256x256, 32x32 shards on 8x8: (100, 200) is shard (3, 6) -> core y=3, x=6.
    QTest::newRow("block sharded row-major")
        << "--shape 256x256 --buffer l1 --memory-layout block_sharded --shard-shape 32x32 --grid 8x8" << S({ 100, 200 })
        << "core 3,6" << 0ll << qint64(4 * 16 + 8) << qint64(2 * (4 * 16 + 8));
    // Column-major orientation swaps: shard (3, 6) -> core y=6, x=3.
    QTest::newRow("block sharded col-major")
        << "--shape 256x256 --buffer l1 --memory-layout block_sharded --shard-shape 32x32 --grid 8x8 --orientation "
           "col_major"
        << S({ 100, 200 }) << "core 6,3" << 0ll << qint64(4 * 16 + 8) << qint64(2 * (4 * 16 + 8));
    // Shards of 64x64 hold 2x2 tiles: (70, 100) is in shard (1, 1), in-shard (6, 36): tile (0, 1) = page 1,
    // in tile (6, 4).
    QTest::newRow("block sharded page inside a shard")
        << "--shape 256x256 --buffer l1 --memory-layout block_sharded --shard-shape 64x64 --grid 4x4" << S({ 70, 100 })
        << "core 1,1" << 1ll << qint64(1024 + 6 * 16 + 4) << qint64(2048 + 2 * (6 * 16 + 4));
    // Height sharding over two core ranges: shard 9 of 12 lands on the second range, (1, 1) = x 1, y 1.
    QTest::newRow("height sharded over two core ranges")
        << "--shape 384x32 --buffer l1 --memory-layout height_sharded --shard-shape 32x32 --core-ranges "
           "(0,0)-(7,0);(0,1)-(3,1)"
        << S({ 9 * 32 + 1, 2 }) << "core 1,1" << 0ll << qint64(16 + 2) << qint64(2 * 18);
    // On a 10x13 device 13 cores fit in a row: column 12 * 32 + 1 is in the last shard, on core y 0, x 12.
    QTest::newRow("width sharded on a wider device")
        << "--shape 32x416 --buffer l1 --memory-layout width_sharded --shard-shape 32x32 --device-grid 10x13 "
           "--core-ranges (0,0)-(12,0)"
        << S({ 0, 12 * 32 + 1 }) << "core 0,12" << 0ll << qint64(1) << qint64(2);
}

void TestTtnnLayout::mapping()
{
    QFETCH(QString, flags);
    QFETCH(Shape, index);
    QFETCH(QString, unit);
    QFETCH(qint64, pageSlot);
    QFETCH(qint64, elementOffset);
    QFETCH(qint64, byteOffset);
    const TtnnLayout layout = ttnn(flags);
    const TtnnPlace place = mapTtnnElement(layout, index);
    QString got = place.bank ? QStringLiteral("bank %1").arg(*place.bank)
                             : QStringLiteral("core %1,%2").arg(place.core->y).arg(place.core->x);
    QCOMPARE(got, unit);
    QCOMPARE(place.pageSlot, pageSlot);
    QCOMPARE(place.elementOffset, elementOffset);
    QCOMPARE(place.byteOffset, byteOffset);
    // And back.
    Shape u = place.bank ? Shape { *place.bank } : Shape { place.core->y, place.core->x };
    const TtnnPlace back = unmapTtnnOffset(layout, u, place.elementOffset);
    QVERIFY(!back.isPadding());
    QCOMPARE(back.index, index);
}

void TestTtnnLayout::logicalShardMode()
{
    // Semantics example: [1,48,56,32] TILE with logical shard {48, 32}: 2688 rows = 56 shards of 48 rows,
    // each padded to 64: physical (3584, 32).
    const TtnnLayout layout = ttnn("--shape 1x48x56x32 --buffer l1 --memory-layout height_sharded --shard-shape "
                                   "48x32 --shard-mode logical --grid 8x8");
    QCOMPARE(pair(layout.physicalShape()), QStringLiteral("3584x32"));
    QCOMPARE(pair(layout.shardShape()), QStringLiteral("64x32"));
    QCOMPARE(layout.shardCores().size(), size_t(56));
    // Flattened row 56 (index (0, 1, 0, 0)) is row 8 of shard 1: physical row 64 + 8.
    const TtnnPlace place = mapTtnnElement(layout, S({ 0, 1, 0, 0 }));
    QCOMPARE((*place.physical)[0], 72);
    QCOMPARE(place.core->x, 1);
    // Rows 48..63 of each shard are padding.
    QVERIFY(unmapTtnnPhysical(layout, S({ 50, 0 })).isPadding());
    QVERIFY(!unmapTtnnPhysical(layout, S({ 64 + 47, 0 })).isPadding());
}

void TestTtnnLayout::ndSharding_data()
{
    QTest::addColumn<QString>("distribution");
    QTest::addColumn<QString>("grid");
    QTest::addColumn<Shape>("index");
    QTest::addColumn<QString>("core");
    QTest::addColumn<qint64>("elementOffset");

    // [2, 64, 64] in [1, 32, 64] shards: shard grid 2x2x1, 2 tiles per shard. (1, 40, 10) is shard
    // (1, 1, 0) = 3; inside it (0, 8, 10): tile 0, face 0, 8*16 + 10 = 138. (0, 40, 10) is shard 1.
    QTest::newRow("round robin over 4 cores") << "ROUND_ROBIN_1D"
                                              << "1x4" << S({ 1, 40, 10 }) << "0,3" << 138ll;
    // Over 2 cores shard 3 goes to core 1 as its second shard: (1 * 2 + 0) pages * 1024 + 138.
    QTest::newRow("round robin over 2 cores") << "ROUND_ROBIN_1D"
                                              << "1x2" << S({ 1, 40, 10 }) << "0,1" << qint64(2 * 1024 + 138);
    QTest::newRow("round robin shard 1") << "ROUND_ROBIN_1D"
                                         << "1x2" << S({ 0, 40, 10 }) << "0,1" << 138ll;
    // Contiguous: 2 shards per core, shard 1 is core 0's second.
    QTest::newRow("contiguous shard 1") << "CONTIGUOUS_1D"
                                        << "1x2" << S({ 0, 40, 10 }) << "0,0" << qint64(2 * 1024 + 138);
    // Grid 2-D: shards (2*2) x 1 -> 4 rows of cores: shard 3 is core y 3, x 0.
    QTest::newRow("grid 2-D") << "GRID_2D"
                              << "4x1" << S({ 1, 40, 10 }) << "3,0" << 138ll;
}

void TestTtnnLayout::ndSharding()
{
    QFETCH(QString, distribution);
    QFETCH(QString, grid);
    QFETCH(Shape, index);
    QFETCH(QString, core);
    QFETCH(qint64, elementOffset);
    const TtnnLayout layout = ttnn(
        "--shape 2x64x64 --buffer l1 --nd-shard-shape 1x32x64 --distribution " + distribution + " --grid " + grid);
    QCOMPARE(str(layout.ndShardGrid()), QStringLiteral("2x2x1"));
    const TtnnPlace place = mapTtnnElement(layout, index);
    QCOMPARE(QStringLiteral("%1,%2").arg(place.core->y).arg(place.core->x), core);
    QCOMPARE(place.elementOffset, elementOffset);
    const TtnnPlace back = unmapTtnnOffset(layout, Shape { place.core->y, place.core->x }, place.elementOffset);
    QCOMPARE(back.index, index);
}

void TestTtnnLayout::rejected_data()
{
    QTest::addColumn<QString>("flags");
    QTest::addColumn<QString>("message");
    QTest::newRow("more shards than cores")
        << "--shape 512x64 --buffer l1 --memory-layout height_sharded --shard-shape 32x64 --grid 1x8"
        << "height_sharded: 16 shards but the core grid has only 8 cores";
    QTest::newRow("height sharding shard width")
        << "--shape 256x64 --buffer l1 --memory-layout height_sharded --shard-shape 32x32 --grid 1x8"
        << "height sharding: the shard width 32 does not match the physical width 64";
    QTest::newRow("width sharding shard height")
        << "--shape 64x256 --buffer l1 --memory-layout width_sharded --shard-shape 32x32 --grid 1x8"
        << "width sharding: the shard height 32 does not match the physical height 64";
    QTest::newRow("block shards do not fit")
        << "--shape 256x512 --buffer l1 --memory-layout block_sharded --shard-shape 32x32 --grid 8x8"
        << "block sharding: 8x16 shards (row_major orientation) do not fit the 8x8 core grid";
    QTest::newRow("tile shard not whole tiles")
        << "--shape 256x64 --buffer l1 --memory-layout height_sharded --shard-shape 48x64 --grid 1x8"
        << "the shard shape 48x64 is not a whole number of 32x32 tiles";
    QTest::newRow("sharded without a shard spec") << "--shape 256x64 --buffer l1 --memory-layout height_sharded"
                                                  << "needs a shard spec";
    QTest::newRow("grid larger than the device") << "--shape 64x64 --buffer l1 --memory-layout block_sharded "
                                                    "--shard-shape 32x32 --grid 9x8"
                                                 << "do not fit the 8x8 device grid";
    // "(0,0)-(7,0);" is 12 characters: the second range starts at column 13.
    QTest::newRow("core ranges past the device grid")
        << "--shape 32x512 --buffer l1 --memory-layout width_sharded --shard-shape 32x32 --core-ranges "
           "(0,0)-(7,0);(0,1)-(8,1)"
        << "--core-ranges: core (8,1) at column 13 lies outside the device's 8x8 worker grid";
}

void TestTtnnLayout::rejected()
{
    QFETCH(QString, flags);
    QFETCH(QString, message);
    try {
        ttnn(flags);
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
    }
}

void TestTtnnLayout::terms()
{
    // Seed 000's terms for 256x256 in 32x64 shards: grid_shape = [divup(256, 32), divup(256, 64)] = [8, 4]
    // with the second term using shard_shape[1] (the seed's text repeats shard_shape[0], which would give 8).
    const TtnnLayout layout = ttnn("--shape 256x256 --buffer l1 --memory-layout block_sharded --shard-shape 32x64 "
                                   "--grid 8x4");
    const TtnnLayout::Terms t = layout.terms();
    QCOMPARE(pair(t.gridShape), QStringLiteral("8x4"));
    QCOMPARE(pair(t.shardShape), QStringLiteral("32x64"));
    QCOMPARE(pair(t.physicalShardShape), QStringLiteral("32x64"));
    QCOMPARE(pair(t.tileShape), QStringLiteral("32x32"));
    QCOMPARE(str(t.stride), QStringLiteral("256x1"));
}

void TestTtnnLayout::realIrAliases_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("alias");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("tensorShape");
    for (const QString& name :
        { QStringLiteral("ttnn_mnist_sharded.mlir"), QStringLiteral("ttnn_nlp_concat_heads_decode.mlir") }) {
        QFile file(test::testDataDir() + "/real-ir/" + name);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString content = QString::fromUtf8(file.readAll());
        const QRegularExpression def(
            QStringLiteral("^#(ttnn_layout\\w*) = (#ttnn\\.ttnn_layout<.*>)$"), QRegularExpression::MultilineOption);
        for (auto it = def.globalMatch(content); it.hasNext();) {
            const auto m = it.next();
            const QRegularExpression use("tensor<([0-9x]+)x[a-z0-9]+, #" + m.captured(1) + ">");
            const auto u = use.match(content);
            QTest::newRow(qPrintable(name + " #" + m.captured(1)))
                << name << m.captured(1) << m.captured(2) << (u.hasMatch() ? u.captured(1) : QString());
        }
    }
}

void TestTtnnLayout::realIrAliases()
{
    QFETCH(QString, text);
    QFETCH(QString, tensorShape);
    const std::map<std::string, std::string> aliases { { "dram", "#ttnn.buffer_type<dram>" },
        { "l1", "#ttnn.buffer_type<l1>" } };
    // Parses and prints back to the identical text.
    const ParsedTtnnLayout parsed = parseTtnnLayoutText(text.toStdString(), &aliases);
    QCOMPARE(QString::fromStdString(parsed.attr.toString()), text);
    // Describes with the logical shape of a tensor that uses it, and alone with an inferred shape.
    LayoutDefaults defaults;
    if (!tensorShape.isEmpty())
        defaults.shape = parseShape(tensorShape.toStdString(), "shape");
    const TtnnTensor tensor = parseTtnnTensor(text.toStdString(), defaults, &aliases);
    const Json described = describeJson(AnyLayout(tensor));
    QCOMPARE(QString::fromStdString(described["notation"].get<std::string>()), QStringLiteral("ttnn"));
    const TtnnTensor alone = parseTtnnTensor(text.toStdString(), {}, &aliases);
    QVERIFY(alone.shapeInferred);
    QCOMPARE(QString::fromStdString(printedTtnn(alone)), text);
}

void TestTtnnLayout::conversions_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("expected"); // printed text, or "!" + part of the reason
    QTest::newRow("block sharded ttnn as metal seed")
        << "tensor<256x256xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<1x1x!ttcore.tile<32x32, bf16>, "
           "#ttnn.buffer_type<l1>>, <block_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (7,7)>]>>>"
        << "metal-seed"
        << "tensor<256x256xbf16, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <8x8>, "
           "memref<1x1x!ttcore.tile<32x32, bf16>, #ttcore.memory_space<l1>>>>";
    // Width sharding uses a virtual 1 x N grid.
    QTest::newRow("width sharded ttnn as a 1x8 metal grid")
        << "tensor<32x256xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<1x1x!ttcore.tile<32x32, bf16>, "
           "#ttnn.buffer_type<l1>>, <width_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (7,0)>]>>>"
        << "metal-seed"
        << "tensor<32x256xbf16, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x8>, "
           "memref<1x1x!ttcore.tile<32x32, bf16>, #ttcore.memory_space<l1>>>>";
    // DRAM interleaved keeps a 1x1 grid and the whole tensor as the shard.
    QTest::newRow("dram interleaved ttnn as a 1x1 metal grid")
        << "tensor<64x96xf32, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x3x!ttcore.tile<32x32, f32>, "
           "#ttnn.buffer_type<dram>>, <interleaved>>>"
        << "metal-seed"
        << "tensor<64x96xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, "
           "memref<2x3x!ttcore.tile<32x32, f32>, #ttcore.memory_space<dram>>>>";
    // Semantics: height sharding uses a virtual N x 1 grid: 384x32 on a 6x2 core grid becomes 12x1 of 1x1.
    QTest::newRow("height sharded ttnn as a 12x1 metal grid")
        << "tensor<384x32xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <12x1>, memref<1x1x!ttcore.tile<32x32, bf16>, "
           "#ttnn.buffer_type<l1>>, <height_sharded>, core_ranges = #ttnn.core_range_set<[#ttnn.core_range<(0,0), "
           "(1,5)>]>>>"
        << "metal-seed"
        << "tensor<384x32xbf16, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <12x1>, "
           "memref<1x1x!ttcore.tile<32x32, bf16>, #ttcore.memory_space<l1>>>>";
    QTest::newRow("metal seed 3x64x128 on 3x2 as ttnn")
        << "tensor<3x64x128xbf16, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, <3x2>, "
           "memref<2x2x!ttcore.tile<32x32, bf16>, #ttcore.memory_space<l1>>>>"
        << "ttnn"
        << "tensor<3x64x128xbf16, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <3x2>, "
           "memref<2x2x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <block_sharded>, core_ranges = "
           "#ttnn.core_range_set<[#ttnn.core_range<(0,0), (1,2)>]>>>";
    QTest::newRow("ttnn cannot keep d0 apart")
        << "tensor<2x3x64x128xf32, #ttcore.metal_layout<(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3), undef, <2x2x4>, "
           "memref<1x3x1x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>>>"
        << "ttnn"
        << "!TTNN layouts are 2-D";
    QTest::newRow("xla 2-D tiling as a tile order") << "f32[3,5]{1,0:T(2,2)}"
                                                    << "metal-seed"
                                                    << "tensor<3x5xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), "
                                                       "undef, <1x1>, memref<2x3x!ttcore.tile<2x2, f32>, "
                                                       "#ttcore.memory_space<l1>>>>";
}

void TestTtnnLayout::conversions()
{
    QFETCH(QString, layout);
    QFETCH(QString, to);
    QFETCH(QString, expected);
    const AnyLayout any = parseAnyLayout(layout.toStdString());
    Notation target = Notation::Metal;
    for (Notation n : { Notation::MetalSeed, Notation::Metal, Notation::Ttnn, Notation::Xla }) {
        if (QString::fromUtf8(toString(n).data()) == to)
            target = n;
    }
    const NotationConversion c = convertLayout(any, target);
    if (expected.startsWith('!')) {
        QVERIFY(!c.printed);
        QVERIFY2(QString::fromStdString(c.reason).contains(expected.mid(1)), c.reason.c_str());
    } else {
        QVERIFY2(c.printed, c.reason.c_str());
        QCOMPARE(QString::fromStdString(*c.printed), expected);
    }
}

QTEST_GUILESS_MAIN(TestTtnnLayout)
#include "tst_ttnnlayout.moc"
