// SPDX-License-Identifier: MIT
// What the window says about a layout without hovering: the L1 check in the warning bar, the Shards view and the
// Details dock, and the Details dock's copy action.
#include "layoutfactsmodel.h"
#include "mainwindow.h"
#include "shardsview.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace tle;

class TestDetails : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void l1Check_data();
    void l1Check();
    void copyFacts();
};

void TestDetails::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

namespace {

// The window groups its numbers in the user's locale.
QString usableText(qlonglong bytes)
{
    const QLocale locale;
    return QStringLiteral("%1 of %2 usable bytes").arg(locale.toString(bytes), locale.toString(qlonglong(1396736)));
}

} // namespace

void TestDetails::l1Check_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<bool>("fits");
    QTest::addColumn<QString>("details");
    // One core holds all 1024 x 1024 f32: 4 MiB, more than the 1364 KiB (1396736 bytes) n150 leaves to tensors.
    QTest::newRow("4 MiB on one core") << "tensor<1024x1024xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, "
                                          "<1x1>, memref<1024x1024xf32, #ttcore.memory_space<l1>>>>"
                                       << false << usableText(4194304);
    // The same over 8x8 cores: 128 x 128 f32 = 64 KiB each.
    QTest::newRow("64 KiB per core") << "tensor<1024x1024xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, "
                                        "<8x8>, memref<128x128xf32, #ttcore.memory_space<l1>>>>"
                                     << true << usableText(65536);
}

void TestDetails::l1Check()
{
    QFETCH(QString, layout);
    QFETCH(bool, fits);
    QFETCH(QString, details);
    MainWindow window;
    window.setLayoutText(layout);
    auto* warnings = window.findChild<QLabel*>("layoutWarnings");
    QCOMPARE(!warnings->isHidden(), !fits);
    if (!fits)
        QVERIFY2(warnings->text().contains("cannot be allocated in L1"), qPrintable(warnings->text()));
    auto* shards = window.findChild<ShardsView*>("shardsView");
    QVERIFY(shards->l1());
    QCOMPARE(shards->l1()->fits(), fits);
    QCOMPARE(shards->title().contains("does not fit in L1"), !fits);
    auto* facts = qobject_cast<LayoutFactsModel*>(window.findChild<QTableView*>("factsView")->model());
    QString value;
    for (int r = 0; r < facts->rowCount(); ++r) {
        if (facts->keyAt(r) == "l1_per_core")
            value = facts->index(r, LayoutFactsModel::ValueColumn).data().toString();
    }
    QVERIFY2(value.startsWith(details), qPrintable(value));
    QCOMPARE(value.contains("does not fit"), !fits);
    // The Warnings row agrees with the warning bar: it lists the overflow rather than saying none.
    QStringList listed;
    for (int r = 0; r < facts->rowCount(); ++r) {
        if (facts->keyAt(r).startsWith("warnings"))
            listed << facts->index(r, LayoutFactsModel::ValueColumn).data().toString();
    }
    QCOMPARE(listed.join(' ').contains("does not fit"), !fits);
}

void TestDetails::copyFacts()
{
    MainWindow window;
    window.show();
    window.findChild<QAction*>("sample:seed-53x63-grid-3x2")->trigger();
    auto* view = window.findChild<QTableView*>("factsView");
    auto* facts = qobject_cast<LayoutFactsModel*>(view->model());
    int gridRow = -1;
    for (int r = 0; r < facts->rowCount(); ++r) {
        if (facts->keyAt(r) == "grid")
            gridRow = r;
    }
    QVERIFY(gridRow >= 0);
    view->selectionModel()->select(
        facts->index(gridRow, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    view->findChild<QAction*>("actionCopyFacts")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QString("Grid\t3x2"));
}

QTEST_MAIN(TestDetails)
#include "tst_details.moc"
