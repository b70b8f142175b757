// SPDX-License-Identifier: MIT
// The Shards view's cards: as large as their text needs, every line they hold labelled, and what a small pane makes
// them leave out said in the title.
#include "io/layouttext/anylayoutparser.h"
#include "io/layouttext/layoutfile.h"
#include "io/model/modelfile.h"
#include "shardsview.h"
#include "testpaths.h"

#include <QTest>

using namespace tle;

namespace {

const char* k64Cores = "tensor<1024x1024xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, (d0, d1) -> (0, d0, d1)>, "
                       "memref<4x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <block_sharded>>>";

} // namespace

class TestShardsView : public QObject
{
    Q_OBJECT

private slots:
    void cardsSayWhatTheyLeaveOut_data();
    void cardsSayWhatTheyLeaveOut();
    void oneUnitIsOneCompactCard();
    void tallGridUsesTheWidth();
};

void TestShardsView::cardsSayWhatTheyLeaveOut_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("everything");
    // 64 cores in 8 rows: a 1280x720 window leaves the pane about 860 x 520, so a card is about 107 x 60 px:
    // room for two or three lines of the seven. At 1920x1080 the pane is about 1270 x 900: 158 x 110 px cards hold
    // all of them in a smaller font.
    QTest::newRow("1280x720 window") << QSize(860, 520) << false;
    QTest::newRow("1920x1080 window") << QSize(1270, 900) << true;
}

void TestShardsView::cardsSayWhatTheyLeaveOut()
{
    QFETCH(QSize, size);
    QFETCH(bool, everything);
    ShardsView view;
    view.resize(size);
    view.setProbe(makeLayoutProbe(parseAnyLayout(k64Cores)));
    const ShardsView::CardPlan plan = view.cardPlan(view.rect());
    QCOMPARE(plan.dropped.empty(), everything);
    QCOMPARE(view.title().contains("leave out"), !everything);
    QVERIFY(!plan.lines.empty());
    QCOMPARE(plan.lines.front(), ShardsView::CardLine::Name);
    if (everything)
        QVERIFY(std::find(plan.lines.begin(), plan.lines.end(), ShardsView::CardLine::Elements) != plan.lines.end());
    QVERIFY(plan.fontPixels >= 9);
    // Every card inside the pane, below the title.
    const QRectF last = view.unitRect(63, view.rect());
    QVERIFY(QRectF(view.rect()).contains(last));
    QVERIFY(view.unitRect(0, view.rect()).top() >= plan.titleHeight);
}

void TestShardsView::oneUnitIsOneCompactCard()
{
    // Seed 001's XLA buffer is one unit: a card as large as its few lines, not the whole pane.
    ShardsView view;
    view.resize(1270, 900);
    view.setProbe(makeLayoutProbe(parseAnyLayout("f32[3,5]{1,0:T(2,2)}")));
    QCOMPARE(view.summaries().size(), size_t(1));
    const QRectF card = view.unitRect(0, view.rect());
    QVERIFY2(
        card.width() < 400 && card.height() < 200, qPrintable(QString("%1 x %2").arg(card.width()).arg(card.height())));
    QVERIFY(view.cardPlan(view.rect()).dropped.empty());
}

// The 7-D sample's 3x2x2x2 grid folds to 12 rows of 2 cores: in a 1280x720 window's pane (about 820 x 500) one band
// of 12 rows leaves every line out. Cut into bands side by side, the cards keep their lines, every card in the pane,
// no two overlapping, each band keeping the grid's two columns in order.
void TestShardsView::tallGridUsesTheWidth()
{
    ShardsView view;
    view.resize(820, 500);
    view.setProbe(makeLayoutProbe(parseAnyLayout(
        readLayoutFileText(readTextFile(test::samplesPath("layouts/seed-7d-grid-3x2x2x2.mlir"))).layoutText)));
    QCOMPARE(view.summaries().size(), size_t(24));
    const ShardsView::CardPlan plan = view.cardPlan(view.rect());
    QVERIFY(plan.bands > 1);
    QCOMPARE(plan.bandRows, (12 + plan.bands - 1) / plan.bands);
    QVERIFY(plan.lines.size() >= 2);
    std::vector<QRectF> cards;
    for (int64_t unit = 0; unit < 24; ++unit) {
        const QRectF card = view.unitRect(unit, view.rect());
        QVERIFY(QRectF(view.rect()).contains(card));
        for (const QRectF& other : cards)
            QVERIFY(!card.intersects(other));
        cards.push_back(card);
    }
}

QTEST_MAIN(TestShardsView)
#include "tst_shardsview.moc"
