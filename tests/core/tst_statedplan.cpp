// SPDX-License-Identifier: MIT
// The as-compiled plan: what a compiled TTNN module states about its own layouts, read into the same result a
// policy returns. Expected values are read off the sample by hand (see each comment).
#include "io/model/jsonmodel.h"
#include "io/model/modelfile.h"
#include "io/model/statedlayouts.h"
#include "optimizer/shared/opmodel.h"
#include "optimizer/stated/statedplan.h"
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

int valueNamed(const ModelGraph& graph, const std::string& name)
{
    for (size_t v = 0; v < graph.values().size(); ++v) {
        if (graph.values()[v].name == name)
            return int(v);
    }
    return -1;
}

// Seven ops over one 32x32 bf16 input. p, q and r are stated in L1, one tile on one core: 32 * 32 * 2 = 2,048
// bytes per core each; the other outputs state no layout (DRAM). p is read at ops 3 and 6, q at op 5, r at op 3.
const char* kSpillModel = R"({
  "name": "spills",
  "aliases": {
    "l1": "#ttnn.buffer_type<l1>",
    "one": "#ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (0,0)>]>>"
  },
  "inputs": [{"name": "x", "shape": [32, 32], "dtype": "bf16"}],
  "ops": [
    {"kind": "ttnn.relu", "inputs": ["x"], "outputs": [{"name": "p", "shape": [32, 32], "dtype": "bf16", "layout": "#one"}]},
    {"kind": "ttnn.relu", "inputs": ["x"], "outputs": [{"name": "q", "shape": [32, 32], "dtype": "bf16", "layout": "#one"}]},
    {"kind": "ttnn.relu", "inputs": ["x"], "outputs": [{"name": "r", "shape": [32, 32], "dtype": "bf16", "layout": "#one"}]},
    {"kind": "ttnn.add", "inputs": ["p", "r"], "outputs": [{"name": "s", "shape": [32, 32], "dtype": "bf16"}]},
    {"kind": "ttnn.relu", "inputs": ["x"], "outputs": [{"name": "t", "shape": [32, 32], "dtype": "bf16"}]},
    {"kind": "ttnn.add", "inputs": ["q", "t"], "outputs": [{"name": "u", "shape": [32, 32], "dtype": "bf16"}]},
    {"kind": "ttnn.add", "inputs": ["p", "u"], "outputs": [{"name": "v", "shape": [32, 32], "dtype": "bf16"}]}
  ],
  "outputs": ["v"]
})";

// Room for two of the three tiles.
OptimizerDevice twoTileDevice()
{
    OptimizerDevice device;
    device.l1UsableBytesPerCore = 5000;
    device.tensorL1UsageCap = 1.0;
    return device;
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
    void keptLayoutsOfAJsonModel();
    void spillOnlyEvictsTheFarthestLastUse();
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
    const PolicyResult plan = readStatedPlan(graph, readStatedLayouts(graph), deviceForModel(graph));
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
    const PolicyResult plan = readStatedPlan(graph, readStatedLayouts(graph), deviceForModel(graph));
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
        readStatedPlan(graph, readStatedLayouts(graph), deviceForModel(graph));
        QFAIL("a TTIR model states no layouts");
    } catch (const Error& e) {
        QVERIFY(QString(e.what()).contains("states no TTNN layouts"));
    }
}

// Kept as stated, the three tiles are all live at op 2 (p until op 6, q until op 5, r until op 3): 3 * 2,048 bytes
// per core, over the 5,000-byte budget; evaluating the given plan shows that overflow as it is.
void TestStatedPlan::keptLayoutsOfAJsonModel()
{
    const ModelGraph graph = readJsonModel(kSpillModel);
    QVERIFY(hasStatedLayouts(graph));
    const PolicyResult plan = readStatedPlan(graph, readStatedLayouts(graph), twoTileDevice());
    QCOMPARE(plan.reservations.size(), size_t(3));
    QCOMPARE(plan.reservations[0].end, 6);
    QCOMPARE(plan.metrics.l1PeakBytesPerCore, int64_t(3 * 2048));
    QVERIFY(plan.spills.empty());
    QVERIFY(!plan.ops[3].layout || plan.ops[3].layout->spec().bufferType == BufferType::Dram);
}

// The spill pass at op 2: r does not fit beside p and q. Live are p (last use 6) and q (last use 5); the farthest
// LAST use is p's, so p is spilled after op 1 (a farthest-NEXT-use rule would pick q, next used at 5 against p's
// 3). Both later reads of p (ops 3 and 6) reload it into its stated layout. Then q and r fit: 2 * 2,048 bytes.
void TestStatedPlan::spillOnlyEvictsTheFarthestLastUse()
{
    const ModelGraph graph = readJsonModel(kSpillModel);
    const PolicyResult plan = spillOnlyPlan(graph, readStatedLayouts(graph), twoTileDevice());
    QCOMPARE(plan.policy, std::string(kSpillOnlyPlan));
    const int p = valueNamed(graph, "p");
    QCOMPARE(plan.spills.size(), size_t(1));
    QCOMPARE(plan.spills[0].value, p);
    QCOMPARE(plan.spills[0].at, 1);
    QCOMPARE(plan.spills[0].cause, SpillCause::FarthestLastUse);
    QCOMPARE(plan.reshards.size(), size_t(2));
    for (const ReshardResult& r : plan.reshards) {
        QCOMPARE(r.producer, 0);
        QCOMPARE(r.operand, 0);
        QVERIFY(r.target && r.target->spec().bufferType == BufferType::L1);
    }
    QCOMPARE(plan.reshards[0].consumer, 3);
    QCOMPARE(plan.reshards[1].consumer, 6);
    // p holds L1 for ops 0..1, q for 1..5, r for 2..3.
    QCOMPARE(plan.reservations.size(), size_t(3));
    const std::vector<std::array<int, 2>> spans { { 0, 1 }, { 1, 5 }, { 2, 3 } };
    for (size_t i = 0; i < spans.size(); ++i) {
        QCOMPARE(plan.reservations[i].start, spans[i][0]);
        QCOMPARE(plan.reservations[i].end, spans[i][1]);
        QCOMPARE(plan.reservations[i].bytesPerCore, int64_t(2048));
    }
    QCOMPARE(plan.metrics.l1PeakBytesPerCore, int64_t(2 * 2048));
    QCOMPARE(plan.metrics.spillCount, 1);
    QCOMPARE(plan.metrics.reshardCount, 2);
}

QTEST_MAIN(TestStatedPlan)
#include "tst_statedplan.moc"
