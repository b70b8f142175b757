// SPDX-License-Identifier: MIT
// The address-space spill pass (core/optimizer/shared/addressspace.h): one hand-derived schedule per rule, with a
// budget of 1,000 bytes per core and so a cushion of 100.
#include "optimizer/shared/addressspace.h"
#include "spilltesthelpers.h"
#include "util/error.h"

#include <QTest>

using namespace tle;

namespace {

using test::tenant;

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

// a at 600, b at 200 (400 each); c (400) at position 2 finds 100 free bytes above the cushion: no fit. Resident are a
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

// a 700..1000, b 500..700, c 200..500. b dies after position 2, leaving a 200-byte hole; with 100 more bytes above
// the cushion, 300 are free but d (250) fits in neither piece: fragmentation. a and c tie on last use (5) and size;
// a, the earlier, goes; d then sits at the top, 750.
void TestAddressSpace::fragmentation()
{
    const AddressSpacePlan plan = planSpillsAddressSpace({ .tenants
        = { tenant(0, 0, { 5 }, 300), tenant(1, 1, { 2 }, 200), tenant(2, 2, { 5 }, 300), tenant(3, 3, { 4 }, 250) },
        .budget = 1000 });
    QCOMPARE(addressOf(plan, 2), int64_t(200));
    QCOMPARE(plan.plan.spills, (std::vector<SpillPoint> { { 0, 3 } }));
    QCOMPARE(plan.events.size(), size_t(1));
    QCOMPARE(plan.events[0].reason, EvictionReason::Fragmentation);
    QCOMPARE(addressOf(plan, 3), int64_t(750));
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
// sharing 400 + 400 + 500 bytes would exceed the 900 above the cushion.
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

QTEST_GUILESS_MAIN(TestAddressSpace)
#include "tst_addressspace.moc"
