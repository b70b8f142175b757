// SPDX-License-Identifier: MIT
// The Tiles view reads seed 003's 2x64x64 TILE example exactly as the seed lists it, and numbers storage order
// face by face for the faces order.
#include "io/layouttext/layoutrequest.h"
#include "planeview.h"
#include "tilesview.h"

#include <QApplication>
#include <QComboBox>
#include <QFontMetricsF>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace tle;

namespace {

// Seed 003: a 2x64x64 tensor on one core, 32x32 tiles: 8 tiles, each stored row by row.
std::shared_ptr<const LayoutProbe> seed003(const char* order)
{
    LayoutRequest request;
    request.text = "tensor<2x64x64xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, <1x1>, "
                   "memref<4x2x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>>>";
    request.inTileOrder = order;
    return makeLayoutProbe(buildLayout(request));
}

} // namespace

class TestTilesView : public QObject
{
    Q_OBJECT

private slots:
    void seed003Listing_data();
    void seed003Listing();
    void faceOrderNumbers();
    void untiledLayout();
    void highlightsTheStoringCell();
    void reportsTheStoredElement();
    void captions_data();
    void captions();
    void xlaTiles_data();
    void xlaTiles();
    void zoomToTile();
    void numbersFitTheirCells_data();
    void numbersFitTheirCells();
    void numbersAllOrNone_data();
    void numbersAllOrNone();
    void storagePathFollowsFaces();
    void pathAtEverySize_data();
    void pathAtEverySize();
    void tilesFillThePane_data();
    void tilesFillThePane();
};

void TestTilesView::seed003Listing_data()
{
    QTest::addColumn<int>("tile");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<qint64>("value");
    // "[0, 1, ..., 31, 64, 65, ..., 95, ..., 1984, 1985, ..., 2015, # first tile of batch=0"
    QTest::newRow("first tile starts at 0") << 0 << 0 << 0 << qint64(0);
    QTest::newRow("first tile row 0 ends at 31") << 0 << 0 << 31 << qint64(31);
    QTest::newRow("first tile row 1 starts at 64") << 0 << 1 << 0 << qint64(64);
    QTest::newRow("first tile row 1 ends at 95") << 0 << 1 << 31 << qint64(95);
    QTest::newRow("first tile last row starts at 1984") << 0 << 31 << 0 << qint64(1984);
    QTest::newRow("first tile ends at 2015") << 0 << 31 << 31 << qint64(2015);
    // "32, 33, ..., 63, 96, 97, ..., 127, ..., 2016, 2017, ..., 2047, # second tile of batch=0"
    QTest::newRow("second tile starts at 32") << 1 << 0 << 0 << qint64(32);
    QTest::newRow("second tile row 1 starts at 96") << 1 << 1 << 0 << qint64(96);
    QTest::newRow("second tile ends at 2047") << 1 << 31 << 31 << qint64(2047);
    // "2080, 2081, ..., 2111, 2144, ..., 4064, ..., 4095, # fourth (last) tile of batch=0"
    QTest::newRow("fourth tile starts at 2080") << 3 << 0 << 0 << qint64(2080);
    QTest::newRow("fourth tile row 1 starts at 2144") << 3 << 1 << 0 << qint64(2144);
    QTest::newRow("fourth tile last row starts at 4064") << 3 << 31 << 0 << qint64(4064);
    QTest::newRow("fourth tile ends at 4095") << 3 << 31 << 31 << qint64(4095);
    // "4096, ..., 6111, # first tile of batch=1" and "6176, ..., 8191 ]"
    QTest::newRow("fifth tile starts at 4096") << 4 << 0 << 0 << qint64(4096);
    QTest::newRow("fifth tile ends at 6111") << 4 << 31 << 31 << qint64(6111);
    QTest::newRow("last tile starts at 6176") << 7 << 0 << 0 << qint64(6176);
    QTest::newRow("last tile ends at 8191") << 7 << 31 << 31 << qint64(8191);
}

void TestTilesView::seed003Listing()
{
    QFETCH(int, tile);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(qint64, value);
    TilesView view;
    view.setProbe(seed003("row_major"));
    view.setNumbering(TilesView::Numbering::LogicalIndex);
    // Eight tiles fit in one row of the plane: tile k starts at column 32k; a caption row follows the tiles.
    QCOMPARE(view.tilesPerRow(), int64_t(8));
    QCOMPARE(view.plane()->rows(), int64_t(32 + 1));
    QCOMPARE(view.plane()->columns(), int64_t(8 * 32));
    QCOMPARE(view.numberAt(row, tile * 32 + column), int64_t(value));
}

void TestTilesView::faceOrderNumbers()
{
    // Faces order: face 0 (rows 0-15, columns 0-15) holds offsets 0..255, face 1 (rows 0-15, columns 16-31)
    // 256..511, face 2 (rows 16-31, columns 0-15) 512..767; each face row by row.
    TilesView view;
    view.setProbe(seed003("faces"));
    view.setNumbering(TilesView::Numbering::StorageOffset);
    QCOMPARE(view.numberAt(0, 15), int64_t(15));
    QCOMPARE(view.numberAt(0, 16), int64_t(256));
    QCOMPARE(view.numberAt(1, 0), int64_t(16));
    QCOMPARE(view.numberAt(16, 0), int64_t(512));
    QCOMPARE(view.numberAt(31, 31), int64_t(1023));
    // The second tile's storage continues at 1024.
    QCOMPARE(view.numberAt(0, 32), int64_t(1024));
    // With faces the logical value of in-tile (0, 16) is still element (0, 16): 16.
    view.setNumbering(TilesView::Numbering::LogicalIndex);
    QCOMPARE(view.numberAt(0, 16), int64_t(16));
}

void TestTilesView::untiledLayout()
{
    TilesView view;
    LayoutRequest request;
    request.text = "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, "
                   "#ttcore.memory_space<l1>>>>";
    view.setProbe(makeLayoutProbe(buildLayout(request)));
    QCOMPARE(view.plane()->rows(), int64_t(0));
    QCOMPARE(view.numberAt(0, 0), int64_t(-1));
}

void TestTilesView::highlightsTheStoringCell()
{
    // Element (1, 0, 40): batch 1, row 0, column 40 is in batch 1's second tile (tile 5) at in-tile (0, 8), so
    // plane cell (0, 5 * 32 + 8).
    TilesView view;
    view.setProbe(seed003("row_major"));
    view.highlightElement({ 1, 0, 40 });
    QCOMPARE(*view.plane()->highlight(), (std::array<int64_t, 2> { 0, 168 }));
    // In faces order the cell is the same: in-tile (0, 8) lies in face 0, at storage offset 8 of the tile.
    view.setProbe(seed003("faces"));
    view.highlightElement({ 1, 0, 40 });
    QCOMPARE(*view.plane()->highlight(), (std::array<int64_t, 2> { 0, 168 }));
}

void TestTilesView::reportsTheStoredElement()
{
    // The cell cursor on the first tile's (0, 0) and (0, 1) reports elements (0, 0, 0) and (0, 0, 1).
    TilesView view;
    view.setProbe(seed003("row_major"));
    QSignalSpy element(&view, &TilesView::elementHovered);
    QTest::keyClick(view.plane(), Qt::Key_Right);
    QTest::keyClick(view.plane(), Qt::Key_Right);
    QCOMPARE(element.count(), 2);
    QCOMPARE(element.at(0).at(0).value<Shape>(), (Shape { 0, 0, 0 }));
    QCOMPARE(element.at(1).at(0).value<Shape>(), (Shape { 0, 0, 1 }));
}

void TestTilesView::captions_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("unit");
    QTest::addColumn<int>("tile");
    QTest::addColumn<QString>("caption");
    const QString seed003Text = "tensor<2x64x64xf32, #ttcore.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, "
                                "<1x1>, memref<4x2x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>>>";
    // Seed 003's listing: the fourth tile of batch 0 is its tile row 1, column 1; tile 5 is batch 1's second.
    QTest::newRow("first tile") << seed003Text << 0 << 0 << "#0: tile [0, 0, 0]";
    QTest::newRow("fourth tile") << seed003Text << 0 << 3 << "#3: tile [0, 1, 1]";
    QTest::newRow("second batch") << seed003Text << 0 << 5 << "#5: tile [1, 0, 1]";
    // 53 rows over 3 cores: core (1, 0) starts at row 18, which starts no logical 32x32 tile.
    QTest::newRow("shard inside a tile")
        << "tensor<53x63xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<1x1x!ttcore.tile<32x32, "
           "f32>, #ttcore.memory_space<l1>>>>"
        << 2 << 0 << "#0: from [18, 0]";
    // XLA T(2,2) on f32[3,5]: 2x3 tiles in storage order, tile 4 is tile row 1, column 1.
    QTest::newRow("xla") << "f32[3,5]{1,0:T(2,2)}" << 0 << 4 << "#4: tile [1, 1]";
    // Transposed, {0,1}: the physical shape is 8 x 256 (dim 1 major), in 8x128 tiles; tile 1's cell (0, 0) is
    // element [128, 0] and the next cell right is [129, 0], down the logical rows: it holds no logical tile.
    QTest::newRow("xla transposed") << "f32[256,8]{0,1:T(8,128)}" << 0 << 1 << "#1: from [128, 0]";
}

void TestTilesView::captions()
{
    QFETCH(QString, layout);
    QFETCH(int, unit);
    QFETCH(int, tile);
    QFETCH(QString, caption);
    LayoutRequest request;
    request.text = layout.toStdString();
    TilesView view;
    view.setProbe(makeLayoutProbe(buildLayout(request)));
    view.setUnit(unit);
    QCOMPARE(view.tileCaption(tile), caption);
}

void TestTilesView::xlaTiles_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("tiles");
    QTest::addColumn<int>("tile");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<qint64>("logical");
    QTest::addColumn<qint64>("storage");
    // f32[3,5] in 2x2 tiles: ceil(3/2) x ceil(5/2) = 6 tiles; tile 1 holds columns 2-3 of rows 0-1, so its
    // in-tile (1, 1) is element (1, 3) = 1 * 5 + 3 = 8, stored at 1 * 4 + 3 = 7.
    QTest::newRow("T(2,2)") << "f32[3,5]{1,0:T(2,2)}" << 6 << 1 << 1 << 1 << qint64(8) << qint64(7);
    // Tile 5 (row 1, column 2) holds element (2, 4) at in-tile (0, 0) and padding elsewhere.
    QTest::newRow("T(2,2) padding") << "f32[3,5]{1,0:T(2,2)}" << 6 << 5 << 1 << 0 << qint64(-1) << qint64(22);
    // T(4,6)(2,3) on f32[8,12]: 2x2 tiles of 4x6, each stored as 2x2 sub-tiles of 2x3. In-tile (1, 4) is in
    // sub-tile (0, 1) at (1, 1): offset 1 * 6 + 1 * 3 + 1 = 10; tile 3 holds rows 4-7, columns 6-11, so the
    // element is (5, 10) = 5 * 12 + 10 = 70, stored at 3 * 24 + 10 = 82.
    QTest::newRow("T(4,6)(2,3)") << "f32[8,12]{1,0:T(4,6)(2,3)}" << 4 << 3 << 1 << 4 << qint64(70) << qint64(82);
}

void TestTilesView::xlaTiles()
{
    QFETCH(QString, layout);
    QFETCH(int, tiles);
    QFETCH(int, tile);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(qint64, logical);
    QFETCH(qint64, storage);
    LayoutRequest request;
    request.text = layout.toStdString();
    TilesView view;
    view.setProbe(makeLayoutProbe(buildLayout(request)));
    QCOMPARE(view.tileRows().tiles, int64_t(tiles));
    const auto [r, c] = view.tileRows().planeCell(tile, row, column);
    view.setNumbering(TilesView::Numbering::LogicalIndex);
    QCOMPARE(view.numberAt(r, c), logical);
    view.setNumbering(TilesView::Numbering::StorageOffset);
    QCOMPARE(view.numberAt(r, c), storage);
}

void TestTilesView::zoomToTile()
{
    TilesView view;
    view.resize(900, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProbe(seed003("faces"));
    // Tile 5's in-tile (3, 4) highlighted: the zoom shows tile 5, large enough for its numbers.
    view.plane()->setHighlight(view.tileRows().planeCell(5, 3, 4));
    view.findChild<QPushButton*>("zoomToTile")->click();
    QVERIFY(view.plane()->scale() >= PlanePainter::kMinLabelPixels);
    const auto [top, left] = view.tileRows().tileOrigin(5);
    const QPointF centre = view.plane()->centre();
    QVERIFY2(centre.x() > double(left) && centre.x() < double(left + 32) && centre.y() > double(top)
            && centre.y() < double(top + 33),
        qPrintable(QString("%1, %2").arg(centre.x()).arg(centre.y())));
}

void TestTilesView::numbersFitTheirCells_data()
{
    QTest::addColumn<int>("digits");
    QTest::addColumn<double>("cell");
    for (int digits : { 1, 2, 3, 4, 5, 7 }) {
        for (double cell : { 14.0, 18.0, 22.0, 30.0, 48.0 })
            QTest::addRow("%d digits in %g px", digits, cell) << digits << cell;
    }
}

void TestTilesView::numbersFitTheirCells()
{
    // Whenever a font is given, the widest number of that many digits fits with room to spare; a one-digit
    // number always gets one from 14 px on.
    QFETCH(int, digits);
    QFETCH(double, cell);
    const std::optional<QFont> font = PlanePainter::numberFont(QFont(), digits, cell, 14);
    if (font)
        QVERIFY(QFontMetricsF(*font).horizontalAdvance(QString(digits, '8')) <= cell - 3.0);
    if (digits == 1)
        QVERIFY(font.has_value());
}

void TestTilesView::numbersAllOrNone_data()
{
    QTest::addColumn<double>("cell");
    QTest::addColumn<bool>("shown");
    // A 32x32 tile numbered 0..1023: its four-digit numbers need more than a 16 px cell, so none is drawn there,
    // not even the short ones; from 40 px every visible cell has its number.
    QTest::newRow("16 px: none") << 16.0 << false;
    QTest::newRow("40 px: all") << 40.0 << true;
}

void TestTilesView::numbersAllOrNone()
{
    QFETCH(double, cell);
    QFETCH(bool, shown);
    PlanePainter painter;
    painter.setViewport(QSizeF(800, 600));
    painter.setPlane(
        32, 32,
        [](int64_t, int64_t) {
            return ProbeSite { 0, PaddingCause::None };
        },
        QStringLiteral("tile"), [](int64_t r, int64_t c) { return r * 32 + c; });
    painter.setView(cell, QPointF(16, 16));
    QImage image(800, 600, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    painter.render(p, QRectF(0, 0, 800, 600), QPalette());
    const int64_t visible = int64_t(painter.areaSize().width() / cell) * int64_t(painter.areaSize().height() / cell);
    if (shown)
        QVERIFY2(painter.lastNumberCount() >= visible, qPrintable(QString::number(painter.lastNumberCount())));
    else
        QCOMPARE(painter.lastNumberCount(), int64_t(0));
}

void TestTilesView::storagePathFollowsFaces()
{
    // A 32x32 faces tile: in blocks of 16 cells each face is one block, visited 0 (top left), 1 (top right),
    // 2 (bottom left), 3: the path is the four face centres in that order.
    std::vector<std::pair<int64_t, int64_t>> faces(1024);
    for (int64_t offset = 0; offset < 1024; ++offset) {
        const int64_t face = offset / 256;
        const int64_t inFace = offset % 256;
        faces[size_t(offset)] = { (face / 2) * 16 + inFace / 16, (face % 2) * 16 + inFace % 16 };
    }
    const std::vector<QPointF> path = storagePath(faces, 16);
    QCOMPARE(path, (std::vector<QPointF> { { 8, 8 }, { 24, 8 }, { 8, 24 }, { 24, 24 } }));
    // Cell by cell: 1024 points, the first row of face 0 first.
    const std::vector<QPointF> cells = storagePath(faces, 1);
    QCOMPARE(cells.size(), size_t(1024));
    QCOMPARE(cells[15], QPointF(15.5, 0.5));
    QCOMPARE(cells[16], QPointF(0.5, 1.5));
}

void TestTilesView::pathAtEverySize_data()
{
    QTest::addColumn<double>("cell");
    // From tiles of 8 px (a quarter pixel per cell) to cells of 12 px, without numbers the path is drawn in every
    // tile on show. At 12 px the 1192 x 650 px area shows columns 14 to 113 and rows 6 to 60 of the 128 x 66
    // plane: a part of every tile.
    QTest::newRow("0.25 px cells") << 0.25;
    QTest::newRow("1 px cells") << 1.0;
    QTest::newRow("3 px cells") << 3.0;
    QTest::newRow("12 px cells") << 12.0;
}

void TestTilesView::pathAtEverySize()
{
    QFETCH(double, cell);
    TilesView view;
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProbe(seed003("faces"));
    view.setNumbering(TilesView::Numbering::None);
    QApplication::processEvents();
    // The view centred on the tiles: the eight tiles, in two rows of four, are all at least partly on show.
    QCOMPARE(view.tilesPerRow(), int64_t(4));
    const PlanePainter& plane = view.plane()->painter();
    view.plane()->setView(cell, QPointF(double(plane.shownColumns()) / 2, double(plane.shownRows()) / 2));
    QImage image(view.plane()->size(), QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    view.plane()->render(painter, QRectF(QPointF(0, 0), view.plane()->size()));
    QCOMPARE(view.pathsDrawn(), 8);
}

void TestTilesView::tilesFillThePane_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addRow("1250x650") << QSize(1250, 650);
    QTest::addRow("850x560") << QSize(850, 560);
}

void TestTilesView::tilesFillThePane()
{
    // A core of the 64-core sample holds 16 tiles of 32x32. Eight to a row, in a 1250 x 650 pane, would be
    // 256 x 66 cells: 4.9 px per cell, 325 px high, half the pane. Arranged to fit, they cover most of it.
    QFETCH(QSize, size);
    LayoutRequest request;
    request.text = "tensor<1024x1024xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, (d0, d1) -> (0, d0, d1)>, "
                   "memref<4x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <block_sharded>>>";
    TilesView view;
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setProbe(makeLayoutProbe(buildLayout(request)));
    QVERIFY(QTest::qWaitFor(
        [&] {
            const PlanePainter& p = view.plane()->painter();
            const QSizeF area = p.areaSize();
            const double used = p.scale() * p.scale() * double(p.shownColumns()) * double(p.shownRows());
            return used >= 0.7 * area.width() * area.height();
        },
        2000));
    QCOMPARE(view.tileRows().tiles, int64_t(16));
}

QTEST_MAIN(TestTilesView)
#include "tst_tilesview.moc"
