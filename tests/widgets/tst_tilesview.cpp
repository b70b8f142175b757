// SPDX-License-Identifier: MIT
// The Tiles view reads seed 003's 2x64x64 TILE example exactly as the seed lists it, and numbers storage order
// face by face for the faces order.
#include "io/layoutrequest.h"
#include "planeview.h"
#include "tilesview.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

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
    // Eight tiles fit in one row of the plane: tile k starts at column 32k.
    QCOMPARE(view.tilesPerRow(), int64_t(8));
    QCOMPARE(view.plane()->rows(), int64_t(32));
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

QTEST_MAIN(TestTilesView)
#include "tst_tilesview.moc"
