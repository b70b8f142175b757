// SPDX-License-Identifier: MIT
// The as-compiled plan: what a compiled TTNN module states about its own layouts, read into the same result a
// policy returns. Expected values are read off the sample by hand (see each comment).
#include "io/modelfile.h"
#include "io/statedplan.h"
#include "optimizer/shared/opmodel.h"
#include "testpaths.h"
#include "util/error.h"

#include <QTest>

using namespace tle;

namespace {

int opNamed(const ModelGraph& graph, const std::string& result)
{
    for (const Op& op : graph.ops()) {
        if (!op.results.empty() && graph.value(op.results.front()).name == result)
            return op.id;
    }
    return -1;
}

} // namespace

class TestStatedPlan : public QObject
{
    Q_OBJECT

private slots:
    void layoutsOfTheFile_data();
    void layoutsOfTheFile();
    void reservationsAndMoves();
    void modelWithoutLayouts();
};

void TestStatedPlan::layoutsOfTheFile_data()
{
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("buffer");
    QTest::addColumn<QString>("memoryLayout");
    QTest::addColumn<QList<int>>("grid");
    // ttnn_mnist_sharded.mlir: #ttnn_layout5 is DRAM interleaved, #ttnn_layout6 L1 block-sharded on <1x8>.
    QTest::newRow("matmul into DRAM") << "%1"
                                      << "dram"
                                      << "interleaved" << QList<int> { 1, 1 };
    QTest::newRow("move into L1") << "%3"
                                  << "l1"
                                  << "block_sharded" << QList<int> { 1, 8 };
    QTest::newRow("relu in L1") << "%4"
                                << "l1"
                                << "block_sharded" << QList<int> { 1, 8 };
    QTest::newRow("move back to DRAM") << "%5"
                                       << "dram"
                                       << "interleaved" << QList<int> { 1, 1 };
}

void TestStatedPlan::layoutsOfTheFile()
{
    QFETCH(QString, result);
    QFETCH(QString, buffer);
    QFETCH(QString, memoryLayout);
    QFETCH(QList<int>, grid);
    const ModelGraph graph = readModelFile(test::samplesPath("models/real-ir/ttnn_mnist_sharded.mlir"));
    QVERIFY(hasStatedLayouts(graph));
    const PolicyResult plan = readStatedPlan(graph, deviceForModel(graph));
    QCOMPARE(plan.policy, std::string(kAsCompiledPlan));
    const int op = opNamed(graph, result.toStdString());
    QVERIFY(op >= 0);
    const OpDecision& d = plan.ops.at(size_t(op));
    QVERIFY(d.layout);
    const LayoutChoice choice = choiceOf(*d.layout);
    QCOMPARE(QString::fromStdString(std::string(toString(choice.buffer))), buffer);
    QCOMPARE(QString::fromStdString(std::string(toString(choice.memory))), memoryLayout);
    if (memoryLayout != "interleaved") {
        QVERIFY(choice.grid);
        QCOMPARE((QList<int> { int((*choice.grid)[0]), int((*choice.grid)[1]) }), grid);
    }
    QCOMPARE(d.chain, -1);
}

// %3 (to_memory_config into L1) is read by %4 (relu), which is read by %5 (to_memory_config back to DRAM). Each
// L1 output is one 32x32 f32 tile per core: 4,096 bytes. Both live at the relu: the peak is 8,192 bytes. The
// compiler's two moves: DRAM -> L1 is a reshard, L1 -> DRAM a spill.
void TestStatedPlan::reservationsAndMoves()
{
    const ModelGraph graph = readModelFile(test::samplesPath("models/real-ir/ttnn_mnist_sharded.mlir"));
    const PolicyResult plan = readStatedPlan(graph, deviceForModel(graph));
    const int move = opNamed(graph, "%3");
    const int relu = opNamed(graph, "%4");
    const int back = opNamed(graph, "%5");
    QCOMPARE(plan.reservations.size(), size_t(2));
    QCOMPARE(plan.reservations[0].start, move);
    QCOMPARE(plan.reservations[0].end, relu);
    QCOMPARE(plan.reservations[1].start, relu);
    QCOMPARE(plan.reservations[1].end, back);
    for (const ReservationResult& r : plan.reservations)
        QCOMPARE(r.bytesPerCore, int64_t(32 * 32 * 4));
    QCOMPARE(plan.metrics.l1PeakBytesPerCore, int64_t(2 * 32 * 32 * 4));
    QCOMPARE(plan.metrics.reshardCount, 1);
    QCOMPARE(plan.metrics.spillCount, 1);
    QVERIFY(plan.metrics.estimatedTimeUs > 0);
    QVERIFY(plan.reshards.empty() && plan.spills.empty()); // the moves are the file's own ops
}

void TestStatedPlan::modelWithoutLayouts()
{
    const ModelGraph graph = readModelFile(test::samplesPath("models/real-ir/ttir_mnist.mlir"));
    QVERIFY(!hasStatedLayouts(graph));
    try {
        readStatedPlan(graph, deviceForModel(graph));
        QFAIL("a TTIR model states no layouts");
    } catch (const Error& e) {
        QVERIFY(QString(e.what()).contains("states no TTNN layouts"));
    }
}

QTEST_MAIN(TestStatedPlan)
#include "tst_statedplan.moc"
