// SPDX-License-Identifier: MIT
#include "io/layouttext/anylayoutparser.h"
#include "layoutfactsmodel.h"
#include "report/layoutdescribe.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QTest>

using namespace tle;

class TestLayoutFactsModel : public QObject
{
    Q_OBJECT

private slots:
    void showsDescribeFacts_data();
    void showsDescribeFacts();
    void resetsOnNewLayout();
    void labelsAreNotKeys();
};

void TestLayoutFactsModel::showsDescribeFacts_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    const QString seed = "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, "
                         "#ttcore.memory_space<l1>>>>";
    // ceil(53/3) x ceil(63/2).
    QTest::newRow("shard shape") << seed << "shard_shape"
                                 << "18x32";
    QTest::newRow("grid") << seed << "grid"
                          << "3x2";
    QTest::newRow("notation") << seed << "notation"
                              << "metal-seed";
    // 3*18*2*32 - 53*63 = 117 slots of grid padding.
    QTest::newRow("padding by cause") << seed << "padding_by_cause"
                                      << "grid: 117; tile: 0; stride: 0";
    QTest::newRow("no tile") << seed << "tile_shape"
                             << "none";
    // The identity map on a 2-D grid is the seed's default collapse, written as the editor shows it.
    QTest::newRow("intervals written") << seed << "collapse_intervals_written"
                                       << "[0, -1)";
    const QString bumped = "tensor<2x8x32xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), undef, <1x1>, "
                           "memref<40x32xf32, #ttcore.memory_space<l1>>>>";
    QTest::newRow("map that collapses nothing") << bumped << "collapse_intervals_written"
                                                << "none: the linear map collapses no dim intervals";
    // The seed form pads each 18x32 shard to whole tiles; the current form cannot, and the seed form
    // has no other equivalent: an empty group reads "none", not a blank cell.
    const QString tiled = "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, "
                          "memref<1x1x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>>>";
    QTest::newRow("no equivalent") << tiled << "equivalents"
                                   << "none";
    // Groups too wide for a row get a row per entry, keyed by their path.
    const QString ttnn = "tensor<64x128xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
                         "memref<2x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>";
    QTest::newRow("device entry") << ttnn << "device.dram_banks"
                                  << "12";
    QTest::newRow("terms entry") << ttnn << "terms.physical_shard_shape"
                                 << "64x128";
    QTest::newRow("flag") << ttnn << "logical_shape_inferred"
                          << "no";
    QTest::newRow("not expressible entry") << ttnn << "not_expressible.xla"
                                           << "XLA layouts tile the logical array on one device; a TTNN layout "
                                              "spreads it over banks or cores";
    // Seed 001's combined dims: XLA writes a combined tile dim as '*' (the CLI's JSON as -1).
    const QString combined = "f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}";
    QTest::newRow("combined tile dims") << combined << "tiles"
                                        << "(*,*,2,*,3)";
    QTest::newRow("tiling level tile") << combined << "tiling_levels.tile"
                                       << "(*,*,2,*,3)";
    // E(n) and S(n) not given print 0 in describe; the dock says what that means.
    QTest::newRow("element size not given") << combined << "element_size_in_bits"
                                            << "not given: the element type's size";
    QTest::newRow("default memory space") << combined << "memory_space"
                                          << "0 (the default memory)";
}

void TestLayoutFactsModel::showsDescribeFacts()
{
    QFETCH(QString, layout);
    QFETCH(QString, key);
    QFETCH(QString, value);
    LayoutFactsModel model;
    QAbstractItemModelTester tester(&model);
    model.setLayout(parseAnyLayout(layout.toStdString()));
    int row = -1;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.keyAt(r) == key)
            row = r;
    }
    QVERIFY2(row >= 0, qPrintable(key));
    QCOMPARE(model.data(model.index(row, LayoutFactsModel::ValueColumn)).toString(), value);
    QCOMPARE(model.columnCount(), 2);
}

void TestLayoutFactsModel::resetsOnNewLayout()
{
    LayoutFactsModel model;
    QAbstractItemModelTester tester(&model);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    model.setLayout(parseAnyLayout("tensor<8x300xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x2>, "
                                   "memref<8x150xf32, #ttcore.memory_space<l1>>>>"));
    QCOMPARE(resets.count(), 1);
    QVERIFY(model.rowCount() > 10);
    model.clear();
    QCOMPARE(resets.count(), 2);
    QCOMPARE(model.rowCount(), 0);
}

// The Fact column shows the label of core's table (translated in the window), never the JSON key, and
// a group's header row is bold.
void TestLayoutFactsModel::labelsAreNotKeys()
{
    LayoutFactsModel model;
    QAbstractItemModelTester tester(&model);
    model.setLayout(parseAnyLayout("tensor<64x128xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
                                   "memref<2x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>"));
    QStringList labels;
    for (int r = 0; r < model.rowCount(); ++r) {
        const QString label = model.data(model.index(r, LayoutFactsModel::FactColumn)).toString().trimmed();
        QVERIFY2(!label.contains('_'), qPrintable(label));
        QVERIFY2(!model.data(model.index(r, LayoutFactsModel::ValueColumn)).toString().isEmpty()
                || model.data(model.index(r, LayoutFactsModel::FactColumn), Qt::FontRole).value<QFont>().bold(),
            qPrintable(label + " has neither a value nor entries"));
        labels << label;
    }
    QVERIFY(labels.contains("Logical shape"));
    QVERIFY(labels.contains("Page bytes"));
    QVERIFY(labels.contains("DRAM banks"));
}

QTEST_MAIN(TestLayoutFactsModel)
#include "tst_layoutfactsmodel.moc"
