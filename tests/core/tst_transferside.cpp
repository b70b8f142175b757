// SPDX-License-Identifier: MIT
// One side of a transfer: a side that says its tiles are pages (so that a tile walk skips looking at their corners)
// must place every element of every tile at the tile's page start plus the element's offset in the tile, on one
// unit. Checked element by element on random TTNN layouts of every kind, with the offsets worked out here. And the
// layouts and NoC traces a transfer refuses, with the words of each refusal.
#include "io/layouttext/anylayoutparser.h"
#include "io/runs/noctracereader.h"
#include "randomttnnlayouts.h"
#include "transfer/transferplan.h"
#include "transfer/transferside.h"
#include "util/checked.h"

#include <QTest>

using namespace tle;

namespace {

// The element's offset inside its tile: row-major inside 16x16 faces, faces row-major (or the tile row-major).
int64_t offsetInTile(const TileType& tile, bool faces, int64_t r, int64_t c)
{
    if (!faces)
        return r * tile.width + c;
    const int64_t fh = tile.faceHeight();
    const int64_t fw = tile.faceWidth();
    return ((r / fh) * (tile.width / fw) + c / fw) * fh * fw + (r % fh) * fw + c % fw;
}

// Empty when every element of every tile of the layout lies where the claim puts it, else the first that does not.
QString tileDisagreement(const TtnnLayout& layout, const TransferSide& side)
{
    const Shape& shape = layout.logicalShape();
    const TileType& tile = layout.spec().tile;
    const bool faces = tile.effectiveOrder(layout.spec().inTileOrder) == InTileOrder::Faces;
    const size_t rank = shape.size();
    const int64_t volume = checkedProduct(shape);
    Shape index(rank);
    Shape origin(rank);
    for (int64_t linear = 0; linear < volume; ++linear) {
        unravelRowMajor(linear, shape, index);
        origin = index;
        const int64_t r = index[rank - 2] % tile.height;
        const int64_t c = index[rank - 1] % tile.width;
        origin[rank - 2] -= r;
        origin[rank - 1] -= c;
        const TransferSide::Place start = side.place(origin.data());
        const TransferSide::Place at = side.place(index.data());
        if (start.byte % side.pageBytes() != 0 || at.unit != start.unit
            || at.byte != start.byte + offsetInTile(tile, faces, r, c) * side.elementBytes())
            return QStringLiteral("element %1").arg(linear);
    }
    return {};
}

// 64x64 bf16 tiles interleaved in DRAM: the other side of the hostile changes.
const std::string kDram64 = "tensor<64x64xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
                            "memref<2x2x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>";

} // namespace

class TestTransferSide : public QObject
{
    Q_OBJECT

private slots:
    void tilesArePagesHolds_data();
    void tilesArePagesHolds();
    void hostileInput_data();
    void hostileInput();
    void blockTablesAgree_data();
    void blockTablesAgree();
};

void TestTransferSide::tilesArePagesHolds_data()
{
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : { 1ull, 2ull, 3ull, 4ull })
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
}

void TestTransferSide::tilesArePagesHolds()
{
    QFETCH(quint64, seed);
    std::mt19937_64 rng(seed);
    int claimed = 0;
    int checkedLayouts = 0;
    while (checkedLayouts < 150) {
        QString flags;
        const std::optional<TtnnLayout> layout = testing::randomTtnnLayout(rng, flags);
        if (!layout || layout->logicalShape().size() < 2 || checkedProduct(layout->logicalShape()) > 40000)
            continue;
        ++checkedLayouts;
        std::optional<TransferSide> side;
        try {
            side.emplace(AnyLayout(TtnnTensor { .layout = *layout }), 8, 8, 12);
        } catch (const Error&) {
            continue;
        }
        QCOMPARE(side->tilesArePages(),
            layout->isTiled() && !(layout->spec().shardSpec && layout->spec().shardSpec->mode == ShardMode::Logical));
        if (!side->tilesArePages())
            continue;
        ++claimed;
        const QString wrong = tileDisagreement(*layout, *side);
        QVERIFY2(wrong.isEmpty(), qPrintable(flags + ": " + wrong));
    }
    // Interleaved and physical-mode sharded tiled layouts are about half of the random ones.
    QVERIFY(claimed > 30);
}

void TestTransferSide::hostileInput_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected"); // a part of the error message
    // Core x = 9 is past Wormhole's 8x8 worker grid, so the text is placed on Blackhole p150; the transfer is priced
    // on Wormhole, whose NoC has no such core.
    QTest::newRow("core outside grid")
        << "layout"
        << "tensor<64x64xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x2>, memref<2x1x!ttcore.tile<32x32, bf16>, "
           "#ttnn.buffer_type<l1>>, <block_sharded>, core_ranges = <[#ttnn.core_range<(8,0), (9,0)>]>>>"
        << "outside the wormhole_b0 worker grid";
    QTest::newRow("trace bytes") << "trace"
                                 << R"([{"proc": "NCRISC", "noc": "NOC_0", "sx": 1, "sy": 1, "dx": 0, "dy": 11, )"
                                    R"("num_bytes": 4611686018427387904, "type": "READ", "timestamp": 5}])"
                                 << "out of range";
    QTest::newRow("trace type") << "trace"
                                << R"([{"proc": "NCRISC", "noc": "NOC_0", "sx": 1, "sy": 1, "dx": 0, "dy": 11, )"
                                   R"("num_bytes": 64, "type": 7, "timestamp": 5}])"
                                << "\"type\" must be a string";
    QTest::newRow("trace not array") << "trace"
                                     << R"({"events": []})"
                                     << "array";
}

void TestTransferSide::hostileInput()
{
    QFETCH(QString, kind);
    QFETCH(QString, text);
    QFETCH(QString, expected);
    try {
        if (kind == "layout")
            planTransfer(parseAnyLayout(kDram64), parseAnyLayout(text.toStdString()));
        else
            readNocTrace(text.toStdString());
        QFAIL("hostile input must be refused");
    } catch (const Error& e) {
        QVERIFY2(QString(e.what()).contains(expected), e.what());
    }
}

// A plan's mappers keep a table entry per block of a tile's face rows: every element maps as with full tables and as
// the layout's own mapping says, where the blocks apply (tiles whose digits nest) and where they do not (a logical
// shard of 20 rows splits face rows; row-major pages have no face rows).
void TestTransferSide::blockTablesAgree_data()
{
    QTest::addColumn<QString>("flags");
    QTest::newRow("dram interleaved tiles") << QStringLiteral("--shape 2x96x80 --buffer dram");
    QTest::newRow("block sharded tiles")
        << QStringLiteral("--shape 3x50x70 --buffer l1 --memory-layout block_sharded --shard-shape 64x32 --grid 3x3");
    QTest::newRow("logical shards of 20 rows") << QStringLiteral(
        "--shape 1x100x64 --buffer l1 --memory-layout height_sharded --shard-shape 20x64 --grid 5x1 --shard-mode "
        "logical");
    QTest::newRow("row-major width sharded") << QStringLiteral(
        "--shape 40x72 --page-layout row_major --buffer l1 --memory-layout width_sharded --shard-shape 40x24 --grid "
        "1x3");
}

void TestTransferSide::blockTablesAgree()
{
    QFETCH(QString, flags);
    const QString failure = testing::pointMapperDisagreement(testing::ttnnOf(flags));
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
}

QTEST_GUILESS_MAIN(TestTransferSide)
#include "tst_transferside.moc"
