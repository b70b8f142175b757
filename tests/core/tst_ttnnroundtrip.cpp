// SPDX-License-Identifier: MIT
// Every element of a TTNN layout there and back: mapped to a unit and offset and unmapped again, each slot used
// once, padding counted as worked out per row; every cell of the picture's plane placed as the full answer places
// it; and the fast point mapper against the full answer on random layouts of every kind.
#include "layout/ttnn/ttnnmapping.h"
#include "randomttnnlayouts.h"
#include "util/checked.h"

#include <QTest>

#include <optional>
#include <random>
#include <set>

using namespace tle;

class TestTtnnRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    void roundTripEveryElement_data();
    void roundTripEveryElement();
    void pointMapperAgrees_data();
    void pointMapperAgrees();
};

void TestTtnnRoundTrip::roundTripEveryElement_data()
{
    QTest::addColumn<QString>("flags");
    QTest::addColumn<qint64>("padding");
    // 2x33x64 tile: physical 128x64, so 128*64 - 2*33*64 slots are tile padding.
    QTest::newRow("interleaved tile") << "--shape 2x33x64" << qint64(128 * 64 - 2 * 33 * 64);
    // 100x90 height sharded in 32-row shards on 4 cores: physical 128x96 (tile), shards cover 128 rows.
    QTest::newRow("height sharded ragged")
        << "--shape 100x90 --buffer l1 --memory-layout height_sharded --shard-shape 32x96 --grid 1x4"
        << qint64(128 * 96 - 100 * 90);
    // Block sharded 96x96 in 64x64 shards: 2x2 shards of 4096 cover 128x128, 96x96 of it physical.
    QTest::newRow("block sharded with partial shards")
        << "--shape 90x96 --buffer l1 --memory-layout block_sharded --shard-shape 64x64 --grid 2x2"
        << qint64(4 * 64 * 64 - 90 * 96);
    QTest::newRow("row-major width sharded")
        << "--shape 3x8x40 --page-layout row_major --buffer l1 --memory-layout width_sharded --shard-shape 24x16 "
           "--grid 1x3"
        << qint64(24 * 48 - 3 * 8 * 40);
    QTest::newRow("nd round robin") << "--shape 3x40x64 --buffer l1 --nd-shard-shape 2x32x32 --grid 2x2"
                                    << qint64(2 * 2 * 2 * (2 * 32 * 32) - 3 * 40 * 64);
}

void TestTtnnRoundTrip::roundTripEveryElement()
{
    QFETCH(QString, flags);
    QFETCH(qint64, padding);
    const TtnnLayout layout = testing::ttnnOf(flags);
    QCOMPARE(layout.paddingCounts().total(), padding);
    const int64_t volume = checkedProduct(layout.logicalShape());
    Shape index(layout.logicalShape().size());
    std::set<std::pair<std::string, int64_t>> used;
    for (int64_t linear = 0; linear < volume; ++linear) {
        unravelRowMajor(linear, layout.logicalShape(), index);
        const TtnnPlace place = mapTtnnElement(layout, index);
        const Shape unit = place.bank ? Shape { *place.bank } : Shape { place.core->y, place.core->x };
        QVERIFY(used.insert({ formatShape(unit), place.elementOffset }).second);
        const TtnnPlace back = unmapTtnnOffset(layout, unit, place.elementOffset);
        QVERIFY(!back.isPadding());
        QCOMPARE(back.index, index);
    }
    QCOMPARE(int64_t(used.size()) + padding, layout.allocatedElements());
    if (!layout.isNdSharded()) {
        const QString failure = testing::pointMapperDisagreement(layout);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }

    // Every cell of the 2-D space: the picture's site (with the separable digits and without) is the full answer's.
    if (layout.isNdSharded())
        return;
    std::array<int64_t, 2> extent = layout.physicalShape();
    if (layout.isSharded())
        extent = { layout.shardGrid()[0] * layout.shardShape()[0], layout.shardGrid()[1] * layout.shardShape()[1] };
    const std::optional<SeparableMap> separable = layout.isLogicalShardMode()
        ? std::nullopt
        : SeparableMap::of(layout.compiledMap(), layout.logicalShape(), layout.physicalShape());
    for (int64_t row = 0; row < extent[0]; ++row) {
        for (int64_t col = 0; col < extent[1]; ++col) {
            const TtnnPlace place = unmapTtnnPhysical(layout, std::array<int64_t, 2> { row, col });
            for (const SeparableMap* digits : { separable ? &*separable : nullptr, (const SeparableMap*)nullptr }) {
                const TtnnCellSite site = ttnnCellSite(layout, row, col, digits);
                if (site.padding != place.padding || site.bank != place.bank
                    || site.core.has_value() != place.core.has_value()
                    || (site.core && (site.core->x != place.core->x || site.core->y != place.core->y)))
                    QFAIL(qPrintable(QStringLiteral("cell (%1, %2)").arg(row).arg(col)));
            }
        }
    }
}

void TestTtnnRoundTrip::pointMapperAgrees_data()
{
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 6; ++seed)
        QTest::newRow(qPrintable(QStringLiteral("random layouts %1").arg(seed))) << seed;
}

// Random 2-D TTNN layouts (ranks 1 to 6; tile and row-major pages; interleaved in DRAM and L1, height, width and
// block sharded in both shard modes and orientations): the point mapper gives mapTtnnElement's unit and element
// offset for every element.
void TestTtnnRoundTrip::pointMapperAgrees()
{
    QFETCH(int, seed);
    std::mt19937_64 rng { uint64_t(seed) * 104729 };
    int built = 0;
    int sharded = 0;
    for (int attempt = 0; attempt < 80; ++attempt) {
        QString flags;
        const std::optional<TtnnLayout> layout = testing::randomTtnnLayout(rng, flags);
        if (!layout)
            continue;
        if (layout->isNdSharded() || checkedProduct(layout->logicalShape()) > 60000)
            continue;
        ++built;
        sharded += layout->isSharded() ? 1 : 0;
        const QString failure = testing::pointMapperDisagreement(*layout);
        QVERIFY2(failure.isEmpty(), qPrintable(flags + ": " + failure));
    }
    qInfo("%d layouts, %d sharded", built, sharded);
    QVERIFY(built >= 20);
    QVERIFY(sharded >= 5);
}

QTEST_GUILESS_MAIN(TestTtnnRoundTrip)
#include "tst_ttnnroundtrip.moc"
