// SPDX-License-Identifier: MIT
#include "io/anylayoutparser.h"
#include "layoutfactsmodel.h"
#include "report/layoutdescribe.h"

#include <QAbstractItemModelTester>
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

QTEST_MAIN(TestLayoutFactsModel)
#include "tst_layoutfactsmodel.moc"
