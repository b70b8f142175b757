// SPDX-License-Identifier: MIT
// The address-space spill pass (core/optimizer/shared/addressspace.h): one hand-derived schedule per rule, with a
// budget of 1,000 bytes per core and so a cushion of 100 for ops with circular buffers; then the cases of upstream's
// own unit tests of its spill pass (tt-mlir test/unittests/Optimizer/TestL1SpillManagement.cpp), which expect the
// victims stated there.
#include "optimizer/shared/addressspace.h"
#include "spilltesthelpers.h"
#include "util/error.h"

#include <QStringList>
#include <QTest>

#include <map>

using namespace tle;

namespace {

using test::tenant;

constexpr int64_t kKiB = 1024;

// Upstream's cases in a compact form, sizes in KiB: tenants "name:start:size:use,use;..." (values are their
// indices), circular buffers "position:size;...", views "view:source;...", flushes "position,...".
struct UpstreamCase
{
    AddressSpaceInput input;
    std::map<QString, int> values;
    QStringList names;
};

UpstreamCase upstreamCase(
    const QString& tenants, int64_t budgetKiB, const QString& cbs, const QString& views, const QString& flushes)
{
    UpstreamCase c;
    c.input.budget = budgetKiB * kKiB;
    for (const QString& item : tenants.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList f = item.split(QLatin1Char(':'));
        std::vector<int> uses;
        for (const QString& u : f.value(3).split(QLatin1Char(','), Qt::SkipEmptyParts))
            uses.push_back(u.toInt());
        const int value = int(c.names.size());
        c.values[f[0]] = value;
        c.names << f[0];
        c.input.tenants.push_back(tenant(value, f[1].toInt(), uses, f[2].toLongLong() * kKiB));
    }
    for (const QString& item : cbs.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList f = item.split(QLatin1Char(':'));
        const auto at = size_t(f[0].toInt());
        if (c.input.circularBuffers.size() <= at)
            c.input.circularBuffers.resize(at + 1, 0);
        c.input.circularBuffers[at] = f[1].toLongLong() * kKiB;
    }
    for (const QString& item : views.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList f = item.split(QLatin1Char(':'));
        c.input.views[c.values.at(f[0])] = c.values.at(f[1]);
    }
    for (const QString& p : flushes.split(QLatin1Char(','), Qt::SkipEmptyParts))
        c.input.flushes.insert(p.toInt());
    return c;
}

int64_t addressOf(const AddressSpacePlan& plan, int value)
{
    for (const TensorAddress& p : plan.placements) {
        if (p.value == value)
            return p.address;
    }
    return -1;
}

} // namespace

class TestAddressSpace : public QObject
{
    Q_OBJECT

private slots:
    void firstFitTopDown();
    void noFitEvictsTheFarthestLastUse();
    void fragmentation();
    void circularBuffersEvictLowTensors();
    void tooBigAloneIsDemoted();
    void viewsShareTheirSourcesSlot();
    void outOfMemoryEvictsUntilTheOpRuns();
    void badInput();
    void upstreamCases_data();
    void upstreamCases();
    void replayMovesLaterTensorsIntoTheRoom();
    void flushEmptiesTheAddressSpace();
};

// a (300 bytes) goes to the top: 1,000 - 300 = 700; b (200) right under it at 500.
void TestAddressSpace::firstFitTopDown()
{
    const AddressSpacePlan plan
        = planSpillsAddressSpace({ .tenants = { tenant(0, 0, { 2 }, 300), tenant(1, 1, { 2 }, 200) }, .budget = 1000 });
    QCOMPARE(addressOf(plan, 0), int64_t(700));
    QCOMPARE(addressOf(plan, 1), int64_t(500));
    QVERIFY(plan.plan.spills.empty() && plan.events.empty());
    QCOMPARE(plan.plan.peakBytes, int64_t(500));
}

// a at 600, b at 200 (400 each); c (400) at position 2 finds 200 free bytes: no fit. Resident are a
// (last use 3) and b (last use 4): b goes (farthest last use), c takes its place at 200.
void TestAddressSpace::noFitEvictsTheFarthestLastUse()
{
    const AddressSpacePlan plan = planSpillsAddressSpace(
        { .tenants = { tenant(0, 0, { 3 }, 400), tenant(1, 1, { 4 }, 400), tenant(2, 2, { 3 }, 400) },
            .budget = 1000 });
    QCOMPARE(plan.plan.spills, (std::vector<SpillPoint> { { 1, 2 } }));
    QCOMPARE(plan.events.size(), size_t(1));
    QCOMPARE(plan.events[0].reason, EvictionReason::NoFit);
    QCOMPARE(plan.events[0].forValue, 2);
    QCOMPARE(addressOf(plan, 2), int64_t(200));
}

// a 700..1000, b 500..700, c 200..500. b dies after position 2, leaving a 200-byte hole; with the 200 bytes under
// c, 400 are free but d (250) fits in neither piece: fragmentation. a and c tie on last use (5) and size; a, the
// earlier, goes. The history replays without a: b would go to 800, c under it to 500, and b is freed; d then takes
// the highest slot that holds it, under c: 500 - 250 = 250.
void TestAddressSpace::fragmentation()
{
    const AddressSpacePlan plan = planSpillsAddressSpace({ .tenants
        = { tenant(0, 0, { 5 }, 300), tenant(1, 1, { 2 }, 200), tenant(2, 2, { 5 }, 300), tenant(3, 3, { 4 }, 250) },
        .budget = 1000 });
    QCOMPARE(addressOf(plan, 2), int64_t(500));
    QCOMPARE(plan.plan.spills, (std::vector<SpillPoint> { { 0, 3 } }));
    QCOMPARE(plan.events.size(), size_t(1));
    QCOMPARE(plan.events[0].reason, EvictionReason::Fragmentation);
    QCOMPARE(addressOf(plan, 3), int64_t(250));
}

// a 700..1000, b 300..700. The op at position 2 writes DRAM but its circular buffers take 350 bytes: with the
// cushion they reach 450, over b's start at 300, so b goes (the op reads it from DRAM); a stays.
void TestAddressSpace::circularBuffersEvictLowTensors()
{
    const AddressSpacePlan plan
        = planSpillsAddressSpace({ .tenants = { tenant(0, 0, { 2 }, 300), tenant(1, 1, { 2 }, 400) },
            .circularBuffers = { 0, 0, 350 },
            .budget = 1000 });
    QCOMPARE(plan.plan.spills, (std::vector<SpillPoint> { { 1, 2 } }));
    QCOMPARE(plan.events.size(), size_t(1));
    QCOMPARE(plan.events[0].reason, EvictionReason::CircularBuffers);
    QCOMPARE(plan.events[0].forValue, -1);
}

// At position 1 the op's circular buffers take 500: with the cushion 600, so its 450-byte output cannot fit even in
// an empty L1 (1,050 > 1,000): it is written to DRAM directly, and a (100 bytes at 900) is not disturbed.
void TestAddressSpace::tooBigAloneIsDemoted()
{
    const AddressSpacePlan plan
        = planSpillsAddressSpace({ .tenants = { tenant(0, 0, { 2 }, 100), tenant(1, 1, { 2 }, 450) },
            .circularBuffers = { 0, 500 },
            .budget = 1000 });
    QCOMPARE(plan.plan.demoted, (std::vector<int> { 1 }));
    QVERIFY(plan.plan.spills.empty());
    QCOMPARE(plan.events.size(), size_t(1));
    QCOMPARE(plan.events[0].reason, EvictionReason::TooBigAlone);
    QCOMPARE(addressOf(plan, 0), int64_t(900));
}

// v is a view of a (a reshape of it): it shares a's slot at 600, so w (500) still fits at 100..600. Without the
// sharing 400 + 400 + 500 bytes would exceed the budget.
void TestAddressSpace::viewsShareTheirSourcesSlot()
{
    const AddressSpacePlan plan = planSpillsAddressSpace(
        { .tenants = { tenant(0, 0, { 1 }, 400), tenant(1, 1, { 2 }, 400), tenant(2, 1, { 2 }, 500) },
            .views = { { 1, 0 } },
            .budget = 1000 });
    QVERIFY(plan.plan.spills.empty() && plan.plan.demoted.empty());
    QCOMPARE(addressOf(plan, 1), int64_t(600));
    QCOMPARE(addressOf(plan, 2), int64_t(100));
    QCOMPARE(plan.plan.peakBytes, int64_t(900));
}

// The op at position 2 reads b and runs only with at most 200 other bytes held; a (300, last use 3) is the only
// other tenant, so it goes ("out of memory") and the op's output c is placed. At position 3 an op that cannot run
// at all leaves its output d in DRAM.
void TestAddressSpace::outOfMemoryEvictsUntilTheOpRuns()
{
    const AddressSpacePlan plan = planSpillsAddressSpace({ .tenants
        = { tenant(0, 0, { 3 }, 300), tenant(1, 1, { 2 }, 200), tenant(2, 2, { 3 }, 100), tenant(3, 3, { 4 }, 100) },
        .budget = 1000,
        .runs = [](int position, int64_t occupied) { return position == 2 ? occupied <= 200 : position != 3; } });
    QCOMPARE(plan.plan.spills, (std::vector<SpillPoint> { { 0, 2 } }));
    QCOMPARE(plan.plan.demoted, (std::vector<int> { 3 }));
    QCOMPARE(plan.events.size(), size_t(2));
    QCOMPARE(plan.events[0].reason, EvictionReason::OutOfMemory);
    QCOMPARE(plan.events[1].reason, EvictionReason::OutOfMemory);
    QVERIFY(addressOf(plan, 2) >= 0);
}

void TestAddressSpace::badInput()
{
    QVERIFY_THROWS_EXCEPTION(Error, planSpillsAddressSpace({ .tenants = { tenant(0, 2, { 1 }, 10) }, .budget = 1000 }));
    QVERIFY_THROWS_EXCEPTION(Error,
        planSpillsAddressSpace({ .tenants = { tenant(0, 0, { 1 }, 10) }, .circularBuffers = { -1 }, .budget = 1000 }));
}

void TestAddressSpace::upstreamCases_data()
{
    QTest::addColumn<QString>("tenants");
    QTest::addColumn<qint64>("budgetKiB");
    QTest::addColumn<QString>("circularBuffers");
    QTest::addColumn<QString>("views");
    QTest::addColumn<QString>("flushes");
    QTest::addColumn<QString>("victims"); // evicted, in order
    QTest::addColumn<QString>("demoted");
    QTest::addColumn<QString>("kept"); // neither evicted nor demoted

    // Two 800 KiB producers under 1,300: at B only A is resident, so A goes.
    QTest::newRow("LinearChain.SpillsFirstProducerWhenSecondCausesOOM")
        << "A:0:800:2;B:1:800:2;Join:2:100:" << 1300ll << ""
        << ""
        << ""
        << "A"
        << ""
        << "B,Join";
    // At Pressure A (last use 4) and B (last use 3) are resident: the farthest, A, goes, not the nearer B.
    QTest::newRow("FarthestLastUseOrdering.EvictsFarthestNotNearest")
        << "A:0:500:4;B:1:500:3;Pressure:2:500:;LastB:3:100:;LastA:4:100:" << 1300ll << ""
        << ""
        << ""
        << "A"
        << ""
        << "B,Pressure";
    // 2,000 KiB never fits 1,300: written to DRAM, nothing evicted.
    QTest::newRow("SelfSpill.OpTooLargeForBudgetDemotes") << "A:0:2000:" << 1300ll << ""
                                                          << ""
                                                          << ""
                                                          << ""
                                                          << "A"
                                                          << "";
    // C has no op model: A and B are spilled before it although 4,000 KiB would hold them.
    QTest::newRow("NotImplemented.EvictsAllLiveTensorsBeforeNotImplementedOp")
        << "A:0:600:2;B:1:400:2;C:2:0:" << 4000ll << ""
        << ""
        << "2"
        << "A,B"
        << ""
        << "C";
    // After the flush the address space is empty: 1,000 KiB fit under 1,300 with nothing else evicted.
    QTest::newRow("NotImplementedPostFlush.PostFlushAllocationSeesEmptyTracker")
        << "A:0:600:2;B:1:400:2;C:2:0:;PostFlush:3:1000:4;UsePostFlush:4:50:" << 1300ll << ""
        << ""
        << "2"
        << "A,B"
        << ""
        << "PostFlush,UsePostFlush";
    // A, B, C, D (200 each) fill 500..1300; Pressure (600) finds 500 free: A (last use 8) goes, the replay moves
    // B, C, D up into its room, and Pressure fits at 100 without a second eviction.
    QTest::newRow("SnapshotReplayManyAllocs.EvictEarliestTensorReplaysAllSuccessors")
        << "A:0:200:8;B:1:200:7;C:2:200:6;D:3:200:5;Pressure:4:600:;UseD:5:50:;UseC:6:50:;UseB:7:50:;UseA:8:50:"
        << 1300ll << ""
        << ""
        << ""
        << "A"
        << ""
        << "B,C,D,Pressure";
    // P1 evicts A (last use 7), the replay moves B to the top; P2 then evicts B (6), not P1 (5).
    QTest::newRow("SnapshotReplayCrossEviction.SecondEvictionUsesUpdatedSnapshots")
        << "A:0:500:7;B:1:500:6;P1:2:500:5;P2:3:500:4;UseP2:4:50:;UseP1:5:50:;UseB:6:50:;UseA:7:50:" << 1300ll << ""
        << ""
        << ""
        << "A,B"
        << ""
        << "P1,P2";
    // Trigger1 evicts Victim (11); Post fits exactly; Trigger2 evicts B (10), the farthest of A, B, Trigger1, Post.
    QTest::newRow("SnapshotReplayNonEmptyAndCascade.NonEmptySnapshotPlusCascadeStaysConsistent")
        << "A:0:300:9;B:1:300:10;Victim:2:300:11;Trigger1:3:600:7;Post:4:100:8;Trigger2:5:200:6;UseTrigger2:6:50:;"
           "UseTrigger1:7:50:;UsePost:8:50:;UseA:9:50:;UseB:10:50:;UseVictim:11:50:"
        << 1300ll << ""
        << ""
        << ""
        << "Victim,B"
        << ""
        << "A,Trigger1,Post,Trigger2";
    // At C, A (read again at 4) and B (3) are resident with 200 KiB free: A goes.
    QTest::newRow("ForkJoin.SharedTensorEvictedAsFarthestLastUse")
        << "A:0:600:1,2,4;B:1:500:3;C:2:500:3;Join:3:100:;AfterAll:4:100:" << 1300ll << ""
        << ""
        << ""
        << "A"
        << ""
        << "B,C";
    QTest::newRow("SequentialMLP.EightOpChainProducesNoSpills")
        << "T0:0:400:1;T1:1:400:2;T2:2:400:3;T3:3:400:4;T4:4:400:5;T5:5:400:6;T6:6:400:7;T7:7:400:" << 1300ll << ""
        << ""
        << ""
        << ""
        << ""
        << "T0,T1,T2,T3,T4,T5,T6,T7";
    // Br2 fills L1 exactly (500 + 400 + 400 = 1,300): no cushion without circular buffers.
    QTest::newRow("ResidualBlock.SkipConnectionDoesNotForceEviction")
        << "Skip:0:500:1,3;Br1:1:400:2;Br2:2:400:3;Add:3:100:" << 1300ll << ""
        << ""
        << ""
        << ""
        << ""
        << "Skip,Br1,Br2,Add";
    QTest::newRow("QKVForkJoin.ThreeWayForkJoinFitsInBudget")
        << "In:0:400:1,2,3;Q:1:300:4;K:2:300:4;V:3:300:5;QK:4:200:6;UseV:5:200:6;Attn:6:100:" << 1300ll << ""
        << ""
        << ""
        << ""
        << ""
        << "In,Q,K,V,QK,UseV,Attn";
    // CBop's 800 KiB of circular buffers plus the 130 KiB cushion reach into Large (300..1300): Large goes.
    QTest::newRow("CBOverlap.HighCBPeakEvictsLowAddressTensor")
        << "Large:0:1000:2;CBop:1:50:;UseLarge:2:50:" << 1300ll << "1:800"
        << ""
        << ""
        << "Large"
        << ""
        << "CBop";
    // 1 KiB of circular buffers plus the cushion (131 KiB) reach NearFull at 50 KiB.
    QTest::newRow("CushionDominantTrigger.SmallCBPlusCushionFiresAtTightFit")
        << "NearFull:0:1250:2;Next:1:50:;UseNearFull:2:50:" << 1300ll << "1:1"
        << ""
        << ""
        << "NearFull"
        << ""
        << "Next";
    // The op at 1 writes DRAM, but its 1,100 KiB of circular buffers plus the cushion reach Keep at 1,100.
    QTest::newRow("DramCBGrowth.DramOutputCBEvictsLowAddressTensor")
        << "Keep:0:200:2;UseKeep:2:50:" << 1300ll << "1:1100"
        << ""
        << ""
        << "Keep"
        << ""
        << "UseKeep";
    QTest::newRow("HandleNoFit.AllocFreeReallocCoalesces") << "A:0:700:1;UseA:1:100:;B:2:700:" << 1300ll << ""
                                                           << ""
                                                           << ""
                                                           << ""
                                                           << ""
                                                           << "A,UseA,B";
    // The reshape shares A's slot: 1,000 + 1,000 KiB would not fit, one slot does.
    QTest::newRow("ViewEligibleReshapeAlias.ReshapeAliasesInputNoDoubleCount")
        << "A:0:1000:1;Reshape:1:1000:2;Consumer:2:100:" << 1300ll << ""
        << "Reshape:A"
        << ""
        << ""
        << ""
        << "A,Reshape,Consumer";
}

void TestAddressSpace::upstreamCases()
{
    QFETCH(QString, tenants);
    QFETCH(qint64, budgetKiB);
    QFETCH(QString, circularBuffers);
    QFETCH(QString, views);
    QFETCH(QString, flushes);
    QFETCH(QString, victims);
    QFETCH(QString, demoted);
    QFETCH(QString, kept);
    const UpstreamCase c = upstreamCase(tenants, budgetKiB, circularBuffers, views, flushes);
    const AddressSpacePlan plan = planSpillsAddressSpace(c.input);

    QStringList evicted;
    for (const AddressEvent& e : plan.events) {
        if (e.reason != EvictionReason::TooBigAlone)
            evicted << c.names[e.value];
    }
    QCOMPARE(evicted.join(QLatin1Char(',')), victims);
    QStringList spilled;
    for (const SpillPoint& s : plan.plan.spills)
        spilled << c.names[s.value];
    spilled.sort();
    QStringList expectedSpilled = victims.split(QLatin1Char(','), Qt::SkipEmptyParts);
    expectedSpilled.sort();
    QCOMPARE(spilled, expectedSpilled);
    QStringList demotedNames;
    for (int v : plan.plan.demoted)
        demotedNames << c.names[v];
    QCOMPARE(demotedNames.join(QLatin1Char(',')), demoted);
    for (const QString& name : kept.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const int v = c.values.at(name);
        QVERIFY2(std::ranges::none_of(plan.plan.spills, [&](const SpillPoint& s) { return s.value == v; }),
            qPrintable(name));
        QVERIFY2(addressOf(plan, v) >= 0 || c.input.tenants[size_t(v)].bytes == 0, qPrintable(name));
    }
    // Every placement stays inside the budget.
    for (const TensorAddress& p : plan.placements)
        QVERIFY(p.address >= 0 && p.address + p.bytes <= c.input.budget);
}

// Upstream's many-allocations case in addresses: A 1100..1300, B 900, C 700, D 500 (200 KiB each). Evicting A
// replays B, C and D from the empty address space: B 1100, C 900, D 700, and Pressure (600) fits at 100.
void TestAddressSpace::replayMovesLaterTensorsIntoTheRoom()
{
    const UpstreamCase c = upstreamCase(
        "A:0:200:8;B:1:200:7;C:2:200:6;D:3:200:5;Pressure:4:600:;UseD:5:50:;UseC:6:50:;UseB:7:50:;UseA:8:50:", 1300, "",
        "", "");
    const AddressSpacePlan plan = planSpillsAddressSpace(c.input);
    QCOMPARE(addressOf(plan, c.values.at("B")), 1100 * kKiB);
    QCOMPARE(addressOf(plan, c.values.at("C")), 900 * kKiB);
    QCOMPARE(addressOf(plan, c.values.at("D")), 700 * kKiB);
    QCOMPARE(addressOf(plan, c.values.at("Pressure")), 100 * kKiB);
}

// After the flush before C, PostFlush (1,000 KiB) goes to the top of an empty L1: 300 KiB.
void TestAddressSpace::flushEmptiesTheAddressSpace()
{
    const UpstreamCase c
        = upstreamCase("A:0:600:2;B:1:400:2;C:2:0:;PostFlush:3:1000:4;UsePostFlush:4:50:", 1300, "", "", "2");
    const AddressSpacePlan plan = planSpillsAddressSpace(c.input);
    QCOMPARE(plan.events.size(), size_t(2));
    for (const AddressEvent& e : plan.events) {
        QCOMPARE(e.reason, EvictionReason::NotImplemented);
        QCOMPARE(e.position, 2);
    }
    QCOMPARE(addressOf(plan, c.values.at("PostFlush")), 300 * kKiB);
}

QTEST_GUILESS_MAIN(TestAddressSpace)
#include "tst_addressspace.moc"
