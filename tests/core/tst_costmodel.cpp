// SPDX-License-Identifier: MIT
// The family cost model's physics, one family's structure at a time: each expectation is worked out here from the
// device's constants (docs/runs.md, "The cost model"), not read off the model.

#include <QObject>
#include <QTest>

#include "cost/kernelestimate.h"
#include "cost/kernelwork.h"
#include "enumstrings.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace tle;

namespace {

KernelTensor tensor(std::array<int64_t, 4> dims, bool tiled, BufferType buffer = BufferType::Dram,
    TtnnMemoryLayout memory = TtnnMemoryLayout::Interleaved, double elementBytes = 2)
{
    KernelTensor t;
    t.padded = dims;
    t.logicalHeight = dims[2];
    t.tiled = tiled;
    t.elementBytes = elementBytes;
    t.buffer = buffer;
    t.memoryLayout = memory;
    t.bytes = int64_t(t.elements() * elementBytes);
    t.pageBytes = tiled ? int64_t(1024 * elementBytes) : int64_t(double(dims[3]) * elementBytes);
    return t;
}

// A CLIP token embedding: 19 token rows of 768 bf16 looked up in a table of `tableRows`, on two cores.
KernelOp embedding(int64_t tableRows)
{
    KernelOp op;
    op.family = OpFamily::Embedding;
    op.kind = KernelKind::Embedding;
    op.cores = 2;
    op.inputs = { tensor({ 1, 1, 32, 32 }, true, BufferType::Dram, TtnnMemoryLayout::Interleaved, 4),
        tensor({ 1, 1, tableRows, 768 }, false) };
    op.outputs = { tensor({ 1, 1, 19, 768 }, false) };
    return op;
}

KernelOp matmul(int64_t m, int64_t k, int64_t n, int fidelity, int64_t cores)
{
    KernelOp op;
    op.family = OpFamily::Matmul;
    op.kind = KernelKind::Matmul;
    op.cores = cores;
    op.traits.fidelityPhases = fidelity;
    op.inputs = { tensor({ 1, 1, m, k }, true), tensor({ 1, 1, k, n }, true) };
    op.outputs = { tensor({ 1, 1, m, n }, true) };
    return op;
}

} // namespace

class TestCostModel : public QObject
{
    Q_OBJECT

private slots:
    // A measured run's shape comes from its file: rows and tiles of a hostile one stick at the largest number.
    void hostileShapesSaturate_data()
    {
        QTest::addColumn<QList<qint64>>("padded");
        QTest::addColumn<qint64>("rows");
        QTest::addColumn<qint64>("tiles");
        constexpr qint64 kMost = std::numeric_limits<qint64>::max();
        constexpr qint64 k32 = qint64(1) << 32;
        QTest::newRow("fits") << QList<qint64> { 2, 3, 64, 64 } << qint64(2 * 3 * 64) << qint64(2 * 3 * 2 * 2);
        QTest::newRow("three dims of 2^40")
            << QList<qint64> { qint64(1) << 40, qint64(1) << 40, qint64(1) << 40, 32 } << kMost << kMost;
        // 2^64 rows overflow; the tiles, 2^32 x 2^27 x 1, do not.
        QTest::newRow("rows only") << QList<qint64> { 1, k32, k32, 1 } << kMost << qint64(k32 * (k32 / 32));
    }
    void hostileShapesSaturate()
    {
        QFETCH(QList<qint64>, padded);
        QFETCH(qint64, rows);
        QFETCH(qint64, tiles);
        KernelTensor t;
        t.padded = { padded[0], padded[1], padded[2], padded[3] };
        QCOMPARE(t.rows(), rows);
        QCOMPARE(t.tiles(), tiles);
    }

    // An embedding reads only the rows it looks up, one waited read each: the table's size does not matter.
    void embeddingReadsOnlyLookedUpRows()
    {
        const OptimizerDevice device = wormholeN150();
        const KernelModel& m = device.kernel;
        const KernelEstimate small = estimateKernel(embedding(77), device);
        const KernelEstimate large = estimateKernel(embedding(49408), device);
        QCOMPARE(large.ns, small.ns);
        // Ten rows on the busier core, each a round trip plus its 1,536 bytes; the index tile; the output rows
        // written a few at a time; launch, and the last write's round trip.
        const double rows = 10 * (std::max(m.issueCycles, 1536 / m.dramReadBytesPerCycle) + m.dramLatencyCycles);
        const double index = std::max(m.issueCycles, 4096 / m.dramReadBytesPerCycle) + m.dramLatencyCycles;
        const double writes = 10 * (std::max(m.issueCycles, 1536 / m.writeBytesPerCycle) + m.dramLatencyCycles / 8);
        const double cycles = m.launchCycles + m.dramLatencyCycles + std::max(rows + index, writes);
        QVERIFY(std::abs(large.ns - cycles / device.noc.clockGhz) < 1e-6 * large.ns);
    }

    // A partial sharded-to-interleaved conversion moves its slice: the full interleaved tensor it writes into does
    // not change its DRAM traffic.
    void partialConversionMovesItsSlice()
    {
        const OptimizerDevice device = blackholeP100();
        KernelOp op;
        op.family = OpFamily::ShardConversion;
        op.kind = KernelKind::ToInterleaved;
        op.cores = 20;
        const KernelTensor slice = tensor({ 1, 1, 61440, 64 }, true, BufferType::L1, TtnnMemoryLayout::HeightSharded);
        op.inputs = { slice, tensor({ 1, 1, 122880, 64 }, true) };
        op.outputs = { tensor({ 1, 1, 122880, 64 }, true) };
        const KernelEstimate e = estimateKernel(op, device);
        QCOMPARE(e.roofline.dramBytes, double(slice.bytes));
        op.outputs = { tensor({ 1, 1, 1228800, 64 }, true) };
        QCOMPARE(estimateKernel(op, device).ns, e.ns);
    }

    // Bilinear grid sampling gathers four input sticks per output point.
    void gridSampleGathersFourSticks()
    {
        KernelOp op;
        op.family = OpFamily::Sample;
        op.kind = KernelKind::GridSample;
        op.cores = 20;
        op.inputs = { tensor({ 1, 48, 160, 256 }, false, BufferType::L1), tensor({ 1, 1, 1408, 42 }, false) };
        op.outputs = { tensor({ 1, 1, 1408, 1792 }, false, BufferType::L1, TtnnMemoryLayout::HeightSharded) };
        const KernelWork w = kernelWork(op, wormholeKernelModel());
        // 1,408 grid rows of 7 points (42 values, 6 a point) over 20 cores: 493 points, 1,972 sticks of 512 bytes.
        QCOMPARE(w.reads.front().count, 4.0 * std::ceil(1408.0 * 7 / 20));
        QCOMPARE(w.reads.front().bytes, 512.0);
    }

    // A large matmul is bound by its math: the ideal compute time is its flops at the engine's peak on its cores
    // (4,096 operations a cycle at LoFi, one pass per fidelity step), and HiFi4 takes four times LoFi's math.
    void matmulRoofline_data()
    {
        QTest::addColumn<int>("fidelity");
        QTest::newRow("LoFi") << 1;
        QTest::newRow("HiFi2") << 2;
        QTest::newRow("HiFi4") << 4;
    }
    void matmulRoofline()
    {
        QFETCH(int, fidelity);
        const OptimizerDevice device = wormholeN150();
        const KernelEstimate e = estimateKernel(matmul(4096, 4096, 4096, fidelity, 64), device);
        const double flops = 2.0 * 4096 * 4096 * 4096;
        QCOMPARE(e.roofline.flops, flops);
        const double ideal = flops / (64 * device.kernel.matrixOpsPerCycle / fidelity) / device.noc.clockGhz;
        QVERIFY(std::abs(e.roofline.computeNs - ideal) < 1e-9 * ideal);
        QCOMPARE(e.roofline.bound, Bound::Compute);
        QVERIFY(e.roofline.utilization(e.ns) > 0 && e.roofline.utilization(e.ns) <= 1.0);
        QVERIFY(e.ns >= ideal);
    }

    // A layer norm reads its input twice (statistics, then the normalisation): its DRAM traffic is two inputs and
    // one output.
    void normReadsItsInputTwice()
    {
        KernelOp op;
        op.family = OpFamily::Norm;
        op.kind = KernelKind::RowNorm;
        op.cores = 100;
        const KernelTensor x = tensor({ 1, 1, 3200, 1536 }, true);
        op.inputs = { x };
        op.outputs = { x };
        const KernelWork w = kernelWork(op, blackholeKernelModel());
        QCOMPARE(w.dramBytes, 3.0 * double(x.bytes));
    }

    // Row-major sticks read one by one wait out a DRAM round trip each: a reshape of 14-byte rows is latency
    // bound, and twice the rows take twice the time less the fixed costs.
    void narrowRowsAreLatencyBound()
    {
        const OptimizerDevice device = blackholeP100();
        auto reshape = [](int64_t rows) {
            KernelOp op;
            op.family = OpFamily::DataMovement;
            op.kind = KernelKind::RowMajorRegroup;
            op.cores = 20;
            op.inputs = { tensor({ 1, 1, rows, 7 }, false) };
            op.outputs = { tensor({ 1, 1, rows / 256, 1792 }, false) };
            return op;
        };
        const KernelEstimate one = estimateKernel(reshape(6471936), device);
        const KernelEstimate two = estimateKernel(reshape(2 * 6471936), device);
        QCOMPARE(one.roofline.bound, Bound::Latency);
        const double perRow = device.kernel.dramLatencyCycles + device.kernel.issueCycles;
        QVERIFY(std::abs(one.readCycles - std::ceil(6471936.0 / 20) * perRow) < 1e-6 * one.readCycles);
        QVERIFY(std::abs((two.ns - one.ns) - one.readCycles / device.noc.clockGhz) < 1e-6 * one.ns);
    }

    // A sharded move copies each core's shard within its own L1: bound by L1, never by DRAM.
    void shardedMoveStaysInL1()
    {
        KernelOp op;
        op.family = OpFamily::Move;
        op.kind = KernelKind::ShardMove;
        op.cores = 86;
        const KernelTensor t = tensor({ 1, 1, 30960, 320 }, false, BufferType::L1, TtnnMemoryLayout::HeightSharded);
        op.inputs = { t, t };
        op.outputs = { t };
        const OptimizerDevice device = blackholeP100();
        const KernelEstimate e = estimateKernel(op, device);
        QCOMPARE(e.roofline.dramBytes, 0.0);
        QCOMPARE(e.roofline.bound, Bound::L1);
        // 19.8 MB over 86 cores at the core's local rate.
        const double perCore = double(t.bytes) / 86;
        QVERIFY(e.readCycles >= perCore / device.kernel.localBytesPerCycle);
    }

    // An op is scored against its core budget: the same work on 8 of 64 available cores reaches an eighth of the
    // ideal compute time the budget allows.
    void rooflineAgainstTheBudget()
    {
        const OptimizerDevice device = wormholeN150();
        KernelOp op = matmul(2048, 2048, 2048, 1, 8);
        const KernelEstimate own = estimateKernel(op, device);
        op.budgetCores = 64;
        const KernelEstimate budget = estimateKernel(op, device);
        QCOMPARE(budget.ns, own.ns);
        QVERIFY(std::abs(budget.roofline.computeNs - own.roofline.computeNs / 8) < 1e-9 * own.roofline.computeNs);
        QVERIFY(budget.roofline.utilization(budget.ns) < own.roofline.utilization(own.ns));
    }

    // An eltwise op's flops are its operations: one per element per op of its chain (a GELU and an add here).
    void eltwiseFlopsCountTheChain()
    {
        KernelOp op;
        op.family = OpFamily::Eltwise;
        op.kind = KernelKind::Binary;
        op.cores = 64;
        op.traits.math.fpuOps = 1;
        op.traits.math.transcendentalOps = 1;
        op.inputs = { tensor({ 1, 1, 1024, 1024 }, true), tensor({ 1, 1, 1024, 1024 }, true) };
        op.outputs = { tensor({ 1, 1, 1024, 1024 }, true) };
        QCOMPARE(estimateKernel(op, wormholeN150()).roofline.flops, 2.0 * 1024 * 1024);
    }

    // A family's calibrated factor scales its estimates and nothing else's.
    void familyFactorScalesItsFamily()
    {
        OptimizerDevice device = wormholeN150();
        const KernelOp mm = matmul(1024, 1024, 1024, 2, 64);
        const KernelOp norm = [] {
            KernelOp op;
            op.family = OpFamily::Norm;
            op.kind = KernelKind::RowNorm;
            op.cores = 32;
            op.inputs = { tensor({ 1, 1, 1024, 1024 }, true) };
            op.outputs = op.inputs;
            return op;
        }();
        const double mmBefore = estimateKernel(mm, device).ns, normBefore = estimateKernel(norm, device).ns;
        device.kernel.calibration[OpFamily::Matmul].factor = 1.5;
        QCOMPARE(estimateKernel(mm, device).ns, 1.5 * mmBefore);
        QCOMPARE(estimateKernel(norm, device).ns, normBefore);
        QCOMPARE(estimateKernelPhysics(mm, device).ns, mmBefore);
    }

    // The collective of a ring of four over two links moves three quarters of the gathered tensor over each link's
    // share, at the link's calibrated efficiency.
    void collectiveOverEthernet()
    {
        KernelOp op;
        op.family = OpFamily::Ccl;
        op.kind = KernelKind::Collective;
        op.cores = 18;
        op.traits.links = 2;
        op.traits.ringSize = 4;
        op.inputs = { tensor({ 1, 1, 3200, 384 }, true) };
        op.outputs = { tensor({ 1, 1, 3200, 1536 }, true) };
        const OptimizerDevice device = blackholeP150();
        const KernelEstimate e = estimateKernel(op, device);
        QCOMPARE(e.roofline.bound, Bound::Ethernet);
        const double perLink = double(op.outputs[0].bytes) * 3 / 4 / 2;
        const double ethernetNs
            = perLink / (device.kernel.ethernetEfficiency * device.kernel.ethernetLinkBandwidth) * 1e9;
        QVERIFY(std::abs(e.ns - (ethernetNs + e.fixedCycles / device.noc.clockGhz)) < 1e-6 * e.ns);
    }
};

QTEST_GUILESS_MAIN(TestCostModel)
#include "tst_costmodel.moc"
