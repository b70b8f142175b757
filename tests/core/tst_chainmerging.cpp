// SPDX-License-Identifier: MIT
// DFSharding 2.0 (seed 002 §4.1) on small hand-checked graphs: the reservation timeline, A->B, 3-way and concat
// merges, forked outputs kept in L1, the one-level limit and a merge rejected for L1 pressure.
//
// Every tensor is 256x256 bf16 unless said otherwise. Its legal sharded layouts put the 8x8 tiles on at most 64
// cores with block sharding (height and width sharding reach 8 cores), so every relu/add chain picks block 8x8,
// one 2048-byte tile per core. Circular buffers (docs/op-model.md): unary eltwise 2 output + 2 input tiles =
// 8192 B, binary 2 + 2 + 2 tiles = 12288 B.
#include "enumstrings.h"
#include "optimizer/chains/chainmerging.h"
#include "optimizer/policies.h"
#include "report/policyreport.h"
#include "report/remarktext.h"
#include "testgraphs.h"

#include <QTest>

using namespace tle;
using tle::test::GraphBuilder;

namespace {

constexpr int64_t kTile = 2048; // one bf16 tile: a block 8x8 shard of 256x256
constexpr int64_t kTensor = 256 * 256 * 2;
const Shape kSquare { 256, 256 };

enum class Applied
{
    Yes,
    No
};

const MergeResult* findMerge(const PolicyResult& r, const std::string& kind, Applied applied = Applied::Yes)
{
    for (const MergeResult& m : r.merges) {
        if (toString(m.kind) == kind && m.applied == (applied == Applied::Yes))
            return &m;
    }
    return nullptr;
}

// Chain A = [%0 = relu(a), %1 = relu(%0)]; chain B = [%2 = relu(b), %3 = add(%2, %1)]: A's output joins B on
// operand 1 (A ends at %1 because the next op does not take %1 as operand 0).
ModelGraph simpleAToB()
{
    GraphBuilder g;
    const int a = g.arg("%a", kSquare);
    const int b = g.arg("%b", kSquare);
    const int v0 = g.op("ttnn.relu", { a }, kSquare);
    const int v1 = g.op("ttnn.relu", { v0 }, kSquare);
    const int v2 = g.op("ttnn.relu", { b }, kSquare);
    const int v3 = g.op("ttnn.add", { v2, v1 }, kSquare);
    g.ret({ v3 });
    return g.graph();
}

PolicyResult merged(const ModelGraph& g, const OptimizerDevice& device = {})
{
    const AnalyticOpModel model(device);
    return runPolicy("dfsharding-merge", g, device, model);
}

PolicyResult plain(const ModelGraph& g, const OptimizerDevice& device = {})
{
    const AnalyticOpModel model(device);
    return runPolicy("dfsharding", g, device, model);
}

} // namespace

class TestChainMerging : public QObject
{
    Q_OBJECT

private slots:
    void activeReservations_data();
    void activeReservations();
    void simpleMerge();
    void threeWayMerge();
    void concatMerge();
    void forkKeptSharded();
    void largestOutputFirst();
    void oneLevelLimit();
    void rejectedForL1Pressure();
};

void TestChainMerging::activeReservations_data()
{
    QTest::addColumn<int>("pos");
    QTest::addColumn<qint64>("bytes");
    // Reservations [0, 2] 100 B, [2, 5] 20 B, [4, 4] 3 B (inclusive ends).
    QTest::newRow("start") << 0 << qint64(100);
    QTest::newRow("overlap at 2") << 2 << qint64(120);
    QTest::newRow("only the second") << 3 << qint64(20);
    QTest::newRow("three-byte one") << 4 << qint64(23);
    QTest::newRow("last position") << 5 << qint64(20);
    QTest::newRow("after all") << 6 << qint64(0);
}

void TestChainMerging::activeReservations()
{
    QFETCH(int, pos);
    QFETCH(qint64, bytes);
    const std::vector<ReservationResult> reservations { { 0, 0, 2, 100 }, { 1, 2, 5, 20 }, { 2, 4, 4, 3 } };
    QCOMPARE(activeL1Reservations(pos, reservations), int64_t(bytes));
}

void TestChainMerging::simpleMerge()
{
    const ModelGraph g = simpleAToB();
    const PolicyResult r = merged(g);
    QCOMPARE(r.policy, std::string("dfsharding-merge"));
    QCOMPARE(r.chains.size(), size_t(2));
    QCOMPARE(r.chains[0].ops(), std::vector<int>({ 0, 1 }));
    QCOMPARE(r.chains[1].ops(), std::vector<int>({ 2, 3 }));
    const MergeResult* m = findMerge(r, "a->b");
    QVERIFY(m);
    QCOMPARE(m->sources, std::vector<int>({ 0 }));
    QCOMPARE(m->target, 1);
    QCOMPARE(m->join, 3);
    QCOMPARE(std::string(toString(r.chains[0].spill)), std::string("none"));
    QCOMPARE(std::string(toString(r.chains[1].spill)), std::string("dram"));
    // Only B's output spills.
    QCOMPARE(r.spills.size(), size_t(1));
    QCOMPARE(r.spills[0].value, g.op(3).results[0]);
    // %1 is reserved from its op to the join: [1, 3], one tile per core.
    bool found = false;
    for (const ReservationResult& res : r.reservations) {
        if (res.value == g.op(1).results[0]) {
            found = true;
            QCOMPARE(res.start, 1);
            QCOMPARE(res.end, 3);
            QCOMPARE(res.bytesPerCore, kTile);
        }
    }
    QVERIFY(found);
    // At the join %1, %2 and %3 are alive: three tiles.
    QCOMPARE(r.metrics.l1PeakBytesPerCore, 3 * kTile);
    // DRAM: a and b are read, %3 is spilled. Without the merge %1 also goes to DRAM and back: two more tensors.
    QCOMPARE(r.metrics.dramTrafficBytes, 3 * kTensor);
    QCOMPARE(plain(g).metrics.dramTrafficBytes, 5 * kTensor);
}

void TestChainMerging::threeWayMerge()
{
    // Chain A = [%0 = relu(a)], chain C = [%1 = relu(b)], chain B = [%2 = add(%0, %1), %3 = relu(%2)].
    GraphBuilder b;
    const int a = b.arg("%a", kSquare);
    const int c = b.arg("%b", kSquare);
    const int v0 = b.op("ttnn.relu", { a }, kSquare);
    const int v1 = b.op("ttnn.relu", { c }, kSquare);
    const int v2 = b.op("ttnn.add", { v0, v1 }, kSquare);
    const int v3 = b.op("ttnn.relu", { v2 }, kSquare);
    b.ret({ v3 });
    const PolicyResult r = merged(b.graph());
    QCOMPARE(r.chains.size(), size_t(3));
    QCOMPARE(r.chains[2].ops(), std::vector<int>({ 2, 3 }));
    const MergeResult* m = findMerge(r, "3-way");
    QVERIFY(m);
    QCOMPARE(m->sources.size(), size_t(2));
    QCOMPARE(std::min(m->sources[0], m->sources[1]), 0);
    QCOMPARE(std::max(m->sources[0], m->sources[1]), 1);
    QCOMPARE(m->target, 2);
    QCOMPARE(m->join, 2);
    QCOMPARE(std::string(toString(r.chains[0].spill)), std::string("none"));
    QCOMPARE(std::string(toString(r.chains[1].spill)), std::string("none"));
    QCOMPARE(r.spills.size(), size_t(1));
    // Only a and b are read from DRAM and %3 written.
    QCOMPARE(r.metrics.dramTrafficBytes, 3 * kTensor);
}

void TestChainMerging::concatMerge()
{
    // Two single-op chains feed a width concat (dim 1 of 2): seed §4.1.2 needs height-sharded inputs, so both
    // chains keep only height-sharded configs (8 cores: 8 tile rows), the concat takes both from L1 and writes a
    // height-sharded 256x512 output.
    GraphBuilder b;
    const int a = b.arg("%a", kSquare);
    const int c = b.arg("%b", kSquare);
    const int v0 = b.op("ttnn.relu", { a }, kSquare);
    const int v1 = b.op("ttnn.relu", { c }, kSquare);
    const int v2 = b.op("ttnn.concat", { v0, v1 }, { 256, 512 }, "dim = 1 : si32");
    b.ret({ v2 });
    const PolicyResult r = merged(b.graph());
    QCOMPARE(r.chains.size(), size_t(3));
    QCOMPARE(r.chains[2].ops(), std::vector<int>({ 2 }));
    QCOMPARE(int(r.chains[2].state()), int(L1ChainState::Completed));
    const MergeResult* m = findMerge(r, "concat");
    QVERIFY(m);
    QCOMPARE(m->sources, std::vector<int>({ 0, 1 }));
    QCOMPARE(m->join, 2);
    for (int op : { 0, 1, 2 }) {
        const TtnnLayout& l = *r.ops[size_t(op)].layout;
        QCOMPARE(l.spec().memoryLayout, TtnnMemoryLayout::HeightSharded);
        QCOMPARE(l.spec().bufferType, BufferType::L1);
    }
    QCOMPARE(r.ops[2].layout->shardCores().size(), size_t(8));
    QCOMPARE(std::string(toString(r.chains[0].spill)), std::string("none"));
    QCOMPARE(std::string(toString(r.chains[1].spill)), std::string("none"));
    // Without merging the concat is no chain op: it stays in DRAM and both inputs spill.
    const PolicyResult p = plain(b.graph());
    QCOMPARE(p.ops[2].layout->spec().bufferType, BufferType::Dram);
    QCOMPARE(p.spills.size(), size_t(2));
}

void TestChainMerging::forkKeptSharded()
{
    // %0 = relu(a) feeds %1 = relu(%0) and %2 = relu(%0); %3 = add(%1, %2). Four single-op chains (the fork ends
    // chain 0; %2 and the add do not take their predecessor as operand 0). Merging keeps %0 sharded in L1 for
    // both readers (seed §4.1.4 step 1) and joins %1 and %2 into the add (3-way): only %3 spills.
    GraphBuilder b;
    const int a = b.arg("%a", kSquare);
    const int v0 = b.op("ttnn.relu", { a }, kSquare);
    const int v1 = b.op("ttnn.relu", { v0 }, kSquare);
    const int v2 = b.op("ttnn.relu", { v0 }, kSquare);
    const int v3 = b.op("ttnn.add", { v1, v2 }, kSquare);
    b.ret({ v3 });
    const PolicyResult r = merged(b.graph());
    QCOMPARE(r.chains.size(), size_t(4));
    const MergeResult* fork = findMerge(r, "fork-sharded");
    QVERIFY(fork);
    QCOMPARE(fork->sources, std::vector<int>({ 0 }));
    QCOMPARE(fork->join, 2); // the last reader
    QCOMPARE(std::string(toString(r.chains[0].spill)), std::string("none"));
    QVERIFY(findMerge(r, "3-way"));
    QCOMPARE(r.spills.size(), size_t(1));
    QCOMPARE(r.spills[0].value, v3);
    QCOMPARE(plain(b.graph()).spills.size(), size_t(4));
}

void TestChainMerging::largestOutputFirst()
{
    // A2 = [%0 = relu(a)] (bf16, 131072 B) and A1 = [%1 = relu(f)] (f32, 262144 B) both feed chain
    // B = [%2 = relu(b), %3 = add(%2, %0), %4 = add(%3, %1)] at different ops, so no 3-way merge: the larger
    // output is tried first, validates, and B receives no second merge.
    GraphBuilder b;
    TensorType f32 = tle::test::bf16(kSquare);
    f32.elementType = ElementType::F32;
    const int a = b.arg("%a", kSquare);
    const int f = b.arg("%f", f32);
    const int bb = b.arg("%b", kSquare);
    const int v0 = b.op("ttnn.relu", { a }, kSquare);
    const int v1 = b.op("ttnn.relu", { f }, f32);
    const int v2 = b.op("ttnn.relu", { bb }, kSquare);
    const int v3 = b.op("ttnn.add", { v2, v0 }, kSquare);
    const int v4 = b.op("ttnn.add", { v3, v1 }, kSquare);
    b.ret({ v4 });
    const PolicyResult r = merged(b.graph());
    QCOMPARE(r.chains.size(), size_t(3));
    QCOMPARE(r.chains[2].ops(), std::vector<int>({ 2, 3, 4 }));
    const MergeResult* m = findMerge(r, "a->b");
    QVERIFY(m);
    QCOMPARE(m->sources, std::vector<int>({ 1 }));
    QCOMPARE(m->join, 4);
    QCOMPARE(std::string(toString(r.chains[1].spill)), std::string("none"));
    QCOMPARE(std::string(toString(r.chains[0].spill)), std::string("dram"));
}

void TestChainMerging::oneLevelLimit()
{
    // A = [%0 = relu(a)], B = [%1 = relu(b), %2 = add(%1, %0)], C = [%3 = relu(c), %4 = add(%3, %2)].
    // A merges into B; B received a merge, so it is not merged onward into C and spills.
    GraphBuilder b;
    const int a = b.arg("%a", kSquare);
    const int bb = b.arg("%b", kSquare);
    const int c = b.arg("%c", kSquare);
    const int v0 = b.op("ttnn.relu", { a }, kSquare);
    const int v1 = b.op("ttnn.relu", { bb }, kSquare);
    const int v2 = b.op("ttnn.add", { v1, v0 }, kSquare);
    const int v3 = b.op("ttnn.relu", { c }, kSquare);
    const int v4 = b.op("ttnn.add", { v3, v2 }, kSquare);
    b.ret({ v4 });
    const PolicyResult r = merged(b.graph());
    QCOMPARE(r.chains.size(), size_t(3));
    int applied = 0;
    for (const MergeResult& m : r.merges)
        applied += m.applied ? 1 : 0;
    QCOMPARE(applied, 1);
    const MergeResult* m = findMerge(r, "a->b");
    QVERIFY(m);
    QCOMPARE(m->target, 1);
    QCOMPARE(std::string(toString(r.chains[0].spill)), std::string("none"));
    QCOMPARE(std::string(toString(r.chains[1].spill)), std::string("dram"));
    QCOMPARE(r.spills.size(), size_t(2)); // %2 and %4
}

void TestChainMerging::rejectedForL1Pressure()
{
    // With 17000 bytes of L1 per core every op fits on its own (the add with one sharded input: 2 tensor tiles
    // + 12288 B of buffers = 16384), but the add reading both operands from L1 needs 3 tiles + 12288 = 18432.
    OptimizerDevice device;
    device.l1UsableBytesPerCore = 17000;
    const ModelGraph g = simpleAToB();
    const PolicyResult r = merged(g, device);
    QCOMPARE(r.chains.size(), size_t(2));
    QCOMPARE(int(r.chains[1].state()), int(L1ChainState::Completed));
    QVERIFY(!findMerge(r, "a->b"));
    const MergeResult* m = findMerge(r, "a->b", Applied::No);
    QVERIFY(m);
    // The rejection quotes the op model's remark with its numbers as values, not as text.
    QVERIFY(m->reason.kind == RemarkKind::OpFailsValidation);
    const auto* quoted = std::get_if<std::shared_ptr<const Remark>>(m->reason.find("Reason"));
    QVERIFY(quoted && *quoted);
    QVERIFY((*quoted)->kind == RemarkKind::L1OutOfMemory);
    QCOMPARE(std::get<int64_t>(*(*quoted)->find("Bytes")), int64_t(18432));
    QCOMPARE(std::get<int64_t>(*(*quoted)->find("Budget")), int64_t(17000));
    const std::string text = remarkText(m->reason);
    QVERIFY2(text.find("needs 18432 bytes of L1 per core") != std::string::npos, text.c_str());
    QVERIFY2(text.find("but the budget is 17000") != std::string::npos, text.c_str());
    QCOMPARE(std::string(toString(r.chains[0].spill)), std::string("dram"));
    QCOMPARE(r.spills.size(), size_t(2));
}

QTEST_APPLESS_MAIN(TestChainMerging)
#include "tst_chainmerging.moc"
