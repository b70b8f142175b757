// SPDX-License-Identifier: MIT
// Finding a place without hovering: Go to element and Go to core in the Mapping view, the lock-zoom toggle and
// the window's select() that the --select option calls.
#include "mainwindow.h"
#include "mappingview.h"
#include "modeldocument.h"
#include "modelworkspace.h"
#include "planeview.h"
#include "testpaths.h"

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace tle;

class TestNavigation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void goToElement_data();
    void goToElement();
    void goToCoreShowsItsShard();
    void goToErrorInTheStatusBar();
    void lockZoomKeepsBothScales();
    void selectOpInAModel();

private:
    // A window at `size` showing seed 000's 53x63 layout on a 3x2 grid (shards of 18x32).
    static void openSeed53(MainWindow& window);
};

void TestNavigation::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestNavigation::openSeed53(MainWindow& window)
{
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction*>("sample:seed-53x63-grid-3x2")->trigger();
}

void TestNavigation::goToElement_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("status");
    // Element (40, 50): core (40 / 18, 50 / 32) = (2, 1), shard offset (4, 18): byte (4 * 32 + 18) * 4 = 584.
    QTest::newRow("commas") << "40, 50" << 40 << 50 << "[40, 50] on core (2, 1), byte 584";
    // Element (0, 0): core (0, 0), offset 0.
    QTest::newRow("brackets") << "[0, 0]" << 0 << 0 << "[0, 0] on core (0, 0), byte 0";
    // Element (52, 62): core (2, 1), offset (52 - 36, 62 - 32) = (16, 30): byte (16 * 32 + 30) * 4 = 2168.
    QTest::newRow("last element") << "52 62" << 52 << 62 << "[52, 62] on core (2, 1), byte 2168";
}

void TestNavigation::goToElement()
{
    QFETCH(QString, typed);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, status);
    MainWindow window;
    openSeed53(window);
    auto* input = window.findChild<QLineEdit*>("goToInput");
    auto* logical = window.findChild<PlaneView*>("logicalPlane");
    auto* physical = window.findChild<PlaneView*>("physicalPlane");
    QVERIFY(input && logical && physical);
    input->setText(typed);
    QTest::keyClick(input, Qt::Key_Return);
    const std::array<int64_t, 2> cell { row, column };
    QCOMPARE(*logical->highlight(), cell);
    // The seed's physical plane holds element (r, c) at (r, c): the first 53 rows and 63 columns of 54x64.
    QCOMPARE(*physical->highlight(), cell);
    QCOMPARE(window.findChild<QLabel*>("hoverStatus")->text(), status);
    // Both planes centred on the cell, which is at least 12 pixels wide.
    for (PlaneView* plane : { logical, physical }) {
        QCOMPARE(plane->centre(), QPointF(column + 0.5, row + 0.5));
        QVERIFY(plane->scale() >= 12.0);
        QVERIFY(plane->rect().contains(plane->cellCenter(row, column).toPoint()));
    }
}

void TestNavigation::goToCoreShowsItsShard()
{
    MainWindow window;
    openSeed53(window);
    auto* physical = window.findChild<PlaneView*>("physicalPlane");
    auto* logical = window.findChild<PlaneView*>("logicalPlane");
    QCOMPARE(window.select("core (2, 1)"), QString());
    // Core (2, 1) holds rows 36..53 and columns 32..63 of the 54x64 plane: centred, and the whole shard shows.
    QCOMPARE(physical->centre(), QPointF(32 + 32 / 2.0, 36 + 18 / 2.0));
    QVERIFY(physical->rect().contains(physical->cellCenter(36, 32).toPoint()));
    QVERIFY(physical->rect().contains(physical->cellCenter(53, 63).toPoint()));
    // Its first element, (36, 32), is lit up in the logical plane.
    QCOMPARE(*logical->highlight(), (std::array<int64_t, 2> { 36, 32 }));
    QCOMPARE(window.findChild<QLabel*>("hoverStatus")->text(), QString("core (2, 1)"));
}

void TestNavigation::goToErrorInTheStatusBar()
{
    MainWindow window;
    openSeed53(window);
    auto* input = window.findChild<QLineEdit*>("goToInput");
    auto* logical = window.findChild<PlaneView*>("logicalPlane");
    const QPointF before = logical->centre();
    input->setText("core (3, 0)");
    QTest::keyClick(input, Qt::Key_Return);
    QVERIFY2(window.statusBar()->currentMessage().contains("no core (3, 0)"),
        qPrintable(window.statusBar()->currentMessage()));
    QCOMPARE(logical->centre(), before);
    QVERIFY(window.select("53, 0").contains("0 to 52"));
}

void TestNavigation::lockZoomKeepsBothScales()
{
    MainWindow window;
    openSeed53(window);
    auto* logical = window.findChild<PlaneView*>("logicalPlane");
    auto* physical = window.findChild<PlaneView*>("physicalPlane");
    auto* lock = window.findChild<QCheckBox*>("lockZoom");
    QVERIFY(lock);
    // Each plane fits its own size: 53x63 and 54x64 cells give different scales.
    QVERIFY(logical->scale() != physical->scale());
    QSignalSpy zoomed(physical, &PlaneView::zoomChanged);
    lock->click();
    QCOMPARE(physical->scale(), logical->scale());
    QVERIFY(!zoomed.isEmpty());
    logical->setFocus();
    QTest::keyClick(logical, Qt::Key_Plus);
    QCOMPARE(physical->scale(), logical->scale());
    QTest::keyClick(physical, Qt::Key_Minus);
    QTest::keyClick(physical, Qt::Key_Minus);
    QCOMPARE(logical->scale(), physical->scale());
    lock->click();
    const double locked = physical->scale();
    QTest::keyClick(logical, Qt::Key_Plus);
    QCOMPARE(physical->scale(), locked);
}

void TestNavigation::selectOpInAModel()
{
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(test::samplesDir() + "/models/mnist_mlp.mlir"));
    QVERIFY(QTest::qWaitFor([&] { return window.isIdle() && window.modelDocument()->result(); }, 30000));
    QCOMPARE(window.select("2"), QString());
    QCOMPARE(window.modelDocument()->selectedOp(), 2);
    QVERIFY(window.select("%nothing").contains("no op"));
    QCOMPARE(window.modelDocument()->selectedOp(), 2);
}

QTEST_MAIN(TestNavigation)
#include "tst_navigation.moc"
