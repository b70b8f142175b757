// SPDX-License-Identifier: MIT
// LegalConfigs: the legal sharded configs of every op, each distinct list held once.
#include "graph/modelgraph.h"
#include "optimizer/chains/legalconfigs.h"
#include "optimizer/shared/layoutcache.h"

#include <QTest>

using namespace tle;

class TestLegalConfigs : public QObject
{
    Q_OBJECT

private slots:
    void equalListsShareANumber();
};

void TestLegalConfigs::equalListsShareANumber()
{
    const OptimizerDevice device;
    LayoutCache cache(device, LegalLayoutOptions {});
    const std::vector<const TtnnLayout*>& sharded
        = cache.sharded(TensorType { .shape = { 128, 128 }, .elementType = ElementType::BF16 });
    QVERIFY(sharded.size() >= 3);
    const LegalConfigs::List firstTwo { sharded[0], sharded[1] };
    const LegalConfigs::List lastOne { sharded[2] };

    LegalConfigs legal(5);
    QCOMPARE(legal.size(), size_t(5));
    for (size_t op = 0; op < legal.size(); ++op)
        QVERIFY(legal[op].empty()); // an op holds none until assigned
    legal.assign(0, firstTwo);
    legal.assign(1, lastOne);
    legal.assign(3, firstTwo);
    QCOMPARE(legal.listId(0), legal.listId(3));
    QVERIFY(legal.listId(0) != legal.listId(1));
    QCOMPARE(legal.listId(2), legal.listId(4)); // both empty
    QVERIFY(legal.listId(2) != legal.listId(0));
    QCOMPARE(legal[3].size(), size_t(2));
    QCOMPARE(legal[3][1], sharded[1]);
    QCOMPARE(legal[0].data(), legal[3].data()); // one list, held once

    // Reassigning an op moves it to another list and leaves the others as they were.
    legal.assign(3, lastOne);
    QCOMPARE(legal.listId(3), legal.listId(1));
    QCOMPARE(legal[0].size(), size_t(2));
    legal.assign(1, {});
    QCOMPARE(legal.listId(1), legal.listId(2));
}

QTEST_GUILESS_MAIN(TestLegalConfigs)
#include "tst_legalconfigs.moc"
