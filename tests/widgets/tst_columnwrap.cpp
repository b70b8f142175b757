// SPDX-License-Identifier: MIT
// A tall top-to-bottom layout wrapped into columns: how many columns a pane asks for, where the cuts fall, where
// boxes and edges move, and which edges cross from one column into the next. The expected values are worked out
// in the comments from a plain column of boxes.
#include "columnwrap.h"

#include <QTest>

using namespace tle;

namespace {

// Twelve 100x40 boxes one under the other, 60 points apart (gaps of 20), each joined to the next: 100 x 700.
GraphGeometry column12(std::vector<std::pair<int, int>>& edges)
{
    GraphGeometry g;
    for (int i = 0; i < 12; ++i)
        g.nodes.push_back(QRectF(0, 60 * i, 100, 40));
    for (int i = 0; i + 1 < 12; ++i) {
        edges.push_back({ i, i + 1 });
        const QPointF from(50, 60 * i + 40);
        const QPointF to(50, 60 * (i + 1));
        g.edges.push_back({ .curve = { from, from + (to - from) / 3, from + (to - from) * 2 / 3, to },
            .arrowTip = to,
            .hasArrow = true });
    }
    g.bounds = QRectF(0, 0, 100, 700);
    return g;
}

} // namespace

class TestColumnWrap : public QObject
{
    Q_OBJECT

private slots:
    void columnCount_data();
    void columnCount();
    void wrapMovesBoxesAndCutsEdges();
};

void TestColumnWrap::columnCount_data()
{
    QTest::addColumn<QSizeF>("pane");
    QTest::addColumn<double>("minScale");
    QTest::addColumn<double>("maxScale");
    QTest::addColumn<int>("columns");

    // A 1000x300 pane. One column: min(1000/100, 300/700) = 0.43. k columns of 12/k boxes are k * 100 + (k-1) * 48
    // wide and 60 * 12/k - 20 tall: 2 -> min(1000/248, 300/340) = 0.88; 3 -> min(2.53, 300/220) = 1.36;
    // 4 -> min(1000/544, 300/160) = 1.84; 6 -> min(1000/840, 300/100) = 1.19. Five columns cannot be equal: one
    // holds three boxes (160), so min(1000/692, 1.88) = 1.45. Four is best.
    QTest::newRow("wide pane, shape alone") << QSizeF(1000, 300) << 0.0 << 1e9 << 4;
    // A 300x300 pane that never shows the graph below scale 1: one column is 0.43, two 0.88, three 0.76; none
    // reaches 1, so as many columns as fit 300 pixels at scale 1: two (248), not three (396).
    QTest::newRow("narrow pane at a readable scale") << QSizeF(300, 300) << 1.0 << 1e9 << 2;
    // A pane as tall as the graph: one column fits at scale 1 and no wrap shows it 1.25 times larger.
    QTest::newRow("the graph fits") << QSizeF(120, 720) << 0.0 << 1e9 << 1;
    // A view that never magnifies: one column is shown whole at scale 1 in a 1000x800 pane (800 > 700), and no
    // number of columns shows it larger than 1.
    QTest::newRow("shown whole at full size") << QSizeF(1000, 800) << 0.7 << 1.0 << 1;
}

void TestColumnWrap::columnCount()
{
    QFETCH(QSizeF, pane);
    QFETCH(double, minScale);
    QFETCH(double, maxScale);
    QFETCH(int, columns);
    std::vector<std::pair<int, int>> edges;
    QCOMPARE(bestColumnCount(column12(edges), ColumnPane { .size = pane, .minScale = minScale, .maxScale = maxScale }),
        columns);
}

void TestColumnWrap::wrapMovesBoxesAndCutsEdges()
{
    std::vector<std::pair<int, int>> edges;
    const GraphGeometry g = column12(edges);
    // Four shares of 700 end at 175, 350 and 525; the gaps between boxes are at 60 i + 50, and the nearest are
    // 170, 350 and 530: columns of boxes 0-2, 3-5, 6-8 and 9-11.
    const ColumnWrap wrap = wrapIntoColumns(g, edges, 4);
    QCOMPARE(wrap.columns, 4);
    QCOMPARE(wrap.crossing, (std::vector<size_t> { 2, 5, 8 }));
    for (int i = 0; i < 12; ++i) {
        const int column = i / 3;
        const QRectF expected(column * (100 + kColumnGap), 60 * (i % 3), 100, 40);
        QCOMPARE(wrap.geometry.nodes[size_t(i)], expected);
        QVERIFY(wrap.geometry.bounds.contains(expected));
    }
    QCOMPARE(wrap.geometry.bounds, QRectF(0, 0, 4 * 100 + 3 * kColumnGap, 160));
    QCOMPARE(wrap.gaps.size(), size_t(3));
    QCOMPARE(wrap.gaps[0], 100 + kColumnGap / 2);
    // An edge inside a column moves with it: 4 -> 5 runs from (50, 100) to (50, 120) in the second column.
    const GraphGeometry::Edge& inside = wrap.geometry.edges[4];
    QCOMPARE(inside.curve.front(), QPointF(100 + kColumnGap + 50, 100));
    QCOMPARE(inside.arrowTip, QPointF(100 + kColumnGap + 50, 120));
    // An edge into the next column is left for the caller to draw as a stub.
    QVERIFY(wrap.geometry.edges[2].curve.empty());
}

QTEST_MAIN(TestColumnWrap)
#include "tst_columnwrap.moc"
