// SPDX-License-Identifier: MIT
// Tall, thin planes are wrapped into side-by-side bands of whole shards or tiles, with the wrap in the title, and
// every position the views exchange stays a plane cell.
#include "io/layouttext/anylayoutparser.h"
#include "mappingview.h"
#include "planepainter.h"
#include "planeview.h"

#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QTest>

using namespace tle;

class TestPlaneWrap : public QObject
{
    Q_OBJECT

private slots:
    void wrapsOnlyWhenThin_data();
    void wrapsOnlyWhenThin();
    void cellsRoundTrip();
    void sitesAskedInPlaneCells();
    void picturePointsRoundTrip();
    void lastBandEndsWithTheData();
    void zoomedInSamplesEveryCell();
    void mappingViewWrapsWholeUnits_data();
    void mappingViewWrapsWholeUnits();
    void tallLogicalPlaneWraps();
};

namespace {

PlanePainter painterFor(int64_t rows, int64_t columns, int64_t multiple, QSizeF viewport = { 800, 600 })
{
    PlanePainter painter;
    painter.setViewport(viewport);
    painter.setWrapMultiple(multiple);
    painter.setPlane(
        rows, columns,
        [](int64_t, int64_t) {
            return ProbeSite { 0, PaddingCause::None };
        },
        "plane");
    painter.fit();
    return painter;
}

} // namespace

void TestPlaneWrap::wrapsOnlyWhenThin_data()
{
    QTest::addColumn<qint64>("rows");
    QTest::addColumn<qint64>("columns");
    QTest::addColumn<qint64>("multiple");
    QTest::addColumn<bool>("wrapped");
    // XLA's 4144 x 3 linear plane fitted whole would be 3 * 600 / 4144 < 1 px wide.
    QTest::newRow("xla linear memory") << qint64(4144) << qint64(3) << qint64(1) << true;
    QTest::newRow("7-D sample") << qint64(3440640) << qint64(32) << qint64(13440) << true;
    QTest::newRow("square") << qint64(54) << qint64(64) << qint64(18) << false;
    // The area is 792 px wide and about 572 high (less margins and title). 600 x 150 fits at 572 / 600 px per
    // cell: 143 px wide, under a quarter of 792 (198): wraps. 600 x 270 is 257 px wide: stays.
    QTest::newRow("under a quarter wide") << qint64(600) << qint64(150) << qint64(1) << true;
    QTest::newRow("over a quarter wide") << qint64(600) << qint64(270) << qint64(1) << false;
    QTest::newRow("wrapping off") << qint64(4144) << qint64(3) << qint64(0) << false;
}

void TestPlaneWrap::wrapsOnlyWhenThin()
{
    QFETCH(qint64, rows);
    QFETCH(qint64, columns);
    QFETCH(qint64, multiple);
    QFETCH(bool, wrapped);
    const PlanePainter painter = painterFor(rows, columns, multiple);
    QCOMPARE(painter.isWrapped(), wrapped);
    if (!wrapped) {
        QCOMPARE(painter.shownTitle(), QString("plane"));
        return;
    }
    // Whole multiples per band, enough bands for every row, and the title says how.
    QCOMPARE(painter.bandRows() % multiple, 0);
    QVERIFY(painter.bands() * painter.bandRows() >= rows);
    QVERIFY((painter.bands() - 1) * painter.bandRows() < rows);
    // Counts are grouped as the user's locale writes them.
    QVERIFY2(painter.shownTitle().contains(QString("%1 bands of %2 rows")
                                               .arg(QLocale().toString(qlonglong(painter.bands())),
                                                   QLocale().toString(qlonglong(painter.bandRows())))),
        qPrintable(painter.shownTitle()));
    // The wrapped picture uses the area far better: at least a quarter of its width.
    const double scale = painter.scale();
    QVERIFY2(double(painter.shownColumns()) * scale >= painter.areaSize().width() / 4.0,
        qPrintable(QString::number(double(painter.shownColumns()) * scale)));
}

void TestPlaneWrap::cellsRoundTrip()
{
    // Band b holds rows [b * B, (b + 1) * B); a cell's centre on the screen is found again as the same cell.
    const PlanePainter painter = painterFor(4144, 3, 1);
    QVERIFY(painter.isWrapped());
    const int64_t band = painter.bandRows();
    for (const auto& [row, column] :
        { std::pair<int64_t, int64_t> { 0, 0 }, { band - 1, 2 }, { band, 0 }, { 2 * band + 5, 1 }, { 4143, 2 } }) {
        const QPointF centre = painter.cellCenter(row, column);
        const auto cell = painter.cellAt(centre);
        QVERIFY2(cell, qPrintable(QString("%1, %2").arg(row).arg(column)));
        QCOMPARE(*cell, (std::array<int64_t, 2> { row, column }));
        // The picture point setView() takes is where the cell's centre is drawn.
        const QPointF shown = painter.shownPoint(double(row) + 0.5, double(column) + 0.5);
        QCOMPARE(shown.y(), double(row % band) + 0.5);
        QCOMPARE(shown.x(), double((row / band) * (3 + 1)) + double(column) + 0.5);
    }
}

void TestPlaneWrap::sitesAskedInPlaneCells()
{
    // Painting asks the site of plane cells only: never a row past the plane or a column past its width.
    PlanePainter painter;
    painter.setViewport({ 800, 600 });
    painter.setWrapMultiple(4);
    bool outside = false;
    int asked = 0;
    painter.setPlane(
        1000, 3,
        [&](int64_t row, int64_t column) {
            outside = outside || row < 0 || row >= 1000 || column < 0 || column >= 3;
            ++asked;
            return ProbeSite { 0, PaddingCause::None };
        },
        "plane");
    painter.fit();
    QVERIFY(painter.isWrapped());
    QImage image(800, 600, QImage::Format_ARGB32);
    QPainter p(&image);
    painter.render(p, QRectF(0, 0, 800, 600), QPalette());
    QVERIFY(asked > 0);
    QVERIFY(!outside);
}

void TestPlaneWrap::picturePointsRoundTrip()
{
    // A workspace keeps the plane point of the view's centre: planePoint undoes shownPoint in every band.
    const PlanePainter painter = painterFor(4144, 3, 1);
    QVERIFY(painter.isWrapped());
    for (const auto& [row, column] : { std::pair { 0.5, 0.5 }, { 153.25, 2.75 }, { 154.5, 1.0 }, { 4143.5, 2.5 } }) {
        const QPointF back = painter.planePoint(painter.shownPoint(row, column));
        QCOMPARE(back.y(), row);
        QCOMPARE(back.x(), column);
    }
}

void TestPlaneWrap::lastBandEndsWithTheData()
{
    // 1000 rows in bands of B: the last band holds 1000 - (bands - 1) * B rows; below them the picture is empty.
    PlanePainter painter;
    painter.setViewport({ 800, 600 });
    painter.setWrapMultiple(7);
    painter.setPlane(
        1000, 3,
        [](int64_t, int64_t) {
            return ProbeSite { 0, PaddingCause::None };
        },
        "plane");
    painter.fit();
    QVERIFY(painter.isWrapped());
    const int64_t lastRows = 1000 - (painter.bands() - 1) * painter.bandRows();
    QVERIFY(lastRows > 0 && lastRows < painter.bandRows());
    QImage image(800, 600, QImage::Format_ARGB32);
    QPalette palette;
    palette.setColor(QPalette::Base, Qt::white);
    QPainter p(&image);
    painter.render(p, QRectF(0, 0, 800, 600), palette);
    p.end();
    // The middle of the last band's middle column, a few cells below its last row, and inside its data.
    const QPointF inside = painter.cellCenter(999, 1);
    const QPointF below = inside + QPointF(0, 4 * painter.scale() + 2);
    QVERIFY(below.y() < 600);
    QCOMPARE(image.pixelColor(below.toPoint()), QColor(Qt::white));
    QVERIFY(image.pixelColor(inside.toPoint()) != QColor(Qt::white));
}

void TestPlaneWrap::zoomedInSamplesEveryCell()
{
    // Zoomed in to 20 px per cell, a wrapped plane of wide bands samples each visible cell once (step 1, so that
    // numbers can show), not one per two cells because the bands' full widths were counted.
    PlanePainter painter = painterFor(400000, 1024, 1);
    QVERIFY(painter.isWrapped());
    painter.setView(20.0, painter.shownPoint(100.0, 100.0));
    QImage image(800, 600, QImage::Format_ARGB32);
    QPainter p(&image);
    painter.render(p, QRectF(0, 0, 800, 600), QPalette());
    const QSizeF area = painter.areaSize();
    const double visible = std::floor(area.width() / 20.0) * std::floor(area.height() / 20.0);
    QVERIFY2(double(painter.lastSampleCount()) >= visible, qPrintable(QString::number(painter.lastSampleCount())));
}

void TestPlaneWrap::mappingViewWrapsWholeUnits_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<qint64>("multiple");
    // Seed 001's combined dims: 4144 rows of 3 in one buffer; no shards, no 2-D tiles: whole rows.
    QTest::newRow("xla") << "f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}" << qint64(1);
    // 1 x 8192 rows of 32 over an 8x1 grid: shards of 1024 rows, 8192 x 32 is thin.
    QTest::newRow("metal shards") << "tensor<8192x32xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <8x1>, "
                                     "memref<1024x32xf32, #ttcore.memory_space<l1>>>>"
                                  << qint64(1024);
}

void TestPlaneWrap::mappingViewWrapsWholeUnits()
{
    QFETCH(QString, layout);
    QFETCH(qint64, multiple);
    MappingView view;
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProbe(makeLayoutProbe(parseAnyLayout(layout.toStdString())));
    const PlanePainter& painter = view.physicalPlane()->painter();
    QVERIFY(painter.isWrapped());
    QCOMPARE(painter.bandRows() % multiple, 0);
    QVERIFY(painter.shownTitle().contains("wrapped"));
}

void TestPlaneWrap::tallLogicalPlaneWraps()
{
    // A 2048 x 64 height-sharded tensor: fitted whole into a plane about 650 px high it would be 650 / 2048 * 64,
    // about 20 px wide. Wrapped in bands of whole 32-row tiles, each band is far wider.
    MappingView view;
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProbe(makeLayoutProbe(parseAnyLayout("tensor<2048x64xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1, "
                                                 "(d0, d1) -> (0, d0, d1)>, memref<8x2x!ttcore.tile<32x32, bf16>, "
                                                 "#ttnn.buffer_type<l1>>, <height_sharded>>>")));
    const PlanePainter& painter = view.logicalPlane()->painter();
    QVERIFY(painter.isWrapped());
    QCOMPARE(painter.bandRows() % 32, 0);
    QVERIFY2(painter.scale() * 64 >= 60, qPrintable(QString::number(painter.scale() * 64)));
    QVERIFY(painter.shownTitle().contains("wrapped"));
}

QTEST_MAIN(TestPlaneWrap)
#include "tst_planewrap.moc"
