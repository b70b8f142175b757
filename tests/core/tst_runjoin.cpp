// SPDX-License-Identifier: MIT
// Runs beside runs and plans: the alignment that tolerates inserted conversions, run compare, and the join of a
// measured run to a plan by loc and by alignment.

#include <QDir>
#include <QFile>
#include <QObject>
#include <QTemporaryDir>
#include <QTest>

#include "io/model/modelfile.h"
#include "io/runs/perfcsvreader.h"
#include "io/runs/runfolder.h"
#include "io/model/statedlayouts.h"
#include "optimizer/plansources.h"
#include "optimizer/shared/opmodel.h"
#include "optimizer/stated/statedplan.h"
#include "report/runjoinreport.h"
#include "run/planjoin.h"
#include "run/runalignment.h"
#include "run/runcompare.h"
#include "testpaths.h"

#include <algorithm>
#include <sstream>

using namespace tle;

Q_DECLARE_METATYPE(std::vector<tle::AlignItem>)

namespace {

using Pairs = std::vector<std::pair<int64_t, int64_t>>;

// Upper-case letters are ops, lower-case ones conversions; equal letters are equal keys.
std::vector<AlignItem> items(const char* text)
{
    std::vector<AlignItem> out;
    for (const char* c = text; *c; ++c)
        out.push_back({ int(std::tolower(*c)), bool(std::islower(*c)) });
    return out;
}

Pairs sortedPairs(const Alignment& alignment)
{
    Pairs pairs;
    for (const AlignedPair& p : alignment.pairs)
        pairs.emplace_back(p.a, p.b);
    std::sort(pairs.begin(), pairs.end());
    return pairs;
}

RunOp deviceOp(const std::string& code, int64_t ns, const std::string& outMemory = "DEV_0_DRAM_INTERLEAVED")
{
    RunOp op;
    op.opType = "tt_dnn_device";
    op.opCode = code;
    op.kernelNs = ns;
    RunTensor in;
    in.memory = "DEV_0_DRAM_INTERLEAVED";
    in.memoryLayout = TtnnMemoryLayout::Interleaved;
    in.bufferType = BufferType::Dram;
    RunTensor out;
    out.memory = outMemory;
    const bool l1 = outMemory.find("L1") != std::string::npos;
    out.bufferType = l1 ? BufferType::L1 : BufferType::Dram;
    out.memoryLayout = outMemory.find("HEIGHT") != std::string::npos ? TtnnMemoryLayout::HeightSharded
                                                                     : TtnnMemoryLayout::Interleaved;
    op.inputs = { in };
    op.outputs = { out };
    return op;
}

// The as-compiled plan of a module's main function: the layouts the text states, no policy involved.
PolicyResult statedPlan(const ModelGraph& graph)
{
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    const PolicyOptions options;
    const StatedLayouts stated = readStatedLayouts(graph);
    return makePlan(kAsCompiledPlan, PlanInputs { graph, device, model, options, &stated });
}

constexpr const char* kThreeOps = R"(#dram = #ttnn.buffer_type<dram>
#l = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%a: tensor<64x64xbf16, #l>, %b: tensor<64x64xbf16, #l>) -> tensor<64x64xbf16, #l> {
    %0 = "ttnn.matmul"(%a, %b) : (tensor<64x64xbf16, #l>, tensor<64x64xbf16, #l>) -> tensor<64x64xbf16, #l> loc("mm")
    %1 = "ttnn.add"(%0, %b) : (tensor<64x64xbf16, #l>, tensor<64x64xbf16, #l>) -> tensor<64x64xbf16, #l> loc("add")
    %2 = "ttnn.softmax"(%1) <{dimension = 1 : si32}> : (tensor<64x64xbf16, #l>) -> tensor<64x64xbf16, #l> loc("sm")
    return %2 : tensor<64x64xbf16, #l>
  }
}
)";

} // namespace

class TestRunJoin : public QObject
{
    Q_OBJECT

private slots:
    void alignment_data();
    void alignment();
    void alignmentSizeLimit();
    void compareRuns();
    void planByLoc();
    void planByAlignment();
    void locNames_data();
    void locNames();
    void folderSearchIsBounded();
};

void TestRunJoin::alignment_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("pairs"); // "a:b" items, -1 for no partner, in sorted order
    QTest::addColumn<int>("substitutions");
    QTest::newRow("equal") << "ABC"
                           << "ABC"
                           << "0:0 1:1 2:2" << 0;
    // A conversion only one side has is skipped (3) rather than forcing anything else.
    QTest::newRow("inserted conversion") << "AxB"
                                         << "AB"
                                         << "-1:-1 0:0 1:-1 2:1" << 0;
    QTest::newRow("conversions both sides") << "AxBy"
                                            << "AByC"
                                            << "0:0 1:-1 2:1 3:2 -1:3" << 0;
    // Different ops pair (15) rather than skip both (20); a conversion never pairs with an op.
    QTest::newRow("renamed op") << "AXB"
                                << "AYB"
                                << "0:0 1:1 2:2" << 1;
    QTest::newRow("conversion against op") << "AxB"
                                           << "AYB"
                                           << "-1:1 0:0 1:-1 2:2" << 0;
    QTest::newRow("empty side") << ""
                                << "AB"
                                << "-1:0 -1:1" << 0;
}

void TestRunJoin::alignment()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, pairs);
    QFETCH(int, substitutions);
    const Alignment result = alignSequences(items(qPrintable(a)), items(qPrintable(b)));
    Pairs expected;
    for (const QString& p : pairs.split(QLatin1Char(' '))) {
        const QStringList ab = p.split(QLatin1Char(':'));
        if (ab[0] == QLatin1String("-1") && ab[1] == QLatin1String("-1"))
            continue;
        expected.emplace_back(ab[0].toLongLong(), ab[1].toLongLong());
    }
    std::sort(expected.begin(), expected.end());
    QCOMPARE(sortedPairs(result), expected);
    QCOMPARE(
        int(std::count_if(result.pairs.begin(), result.pairs.end(), [](const AlignedPair& p) { return !p.sameKey; })),
        substitutions);
    QCOMPARE(result.aAligned, int64_t(a.size()));
    QCOMPARE(result.bAligned, int64_t(b.size()));
}

void TestRunJoin::alignmentSizeLimit()
{
    // 10,000 x 10,000 cells exceed 2^25: both sides keep the same share, sqrt(2^25 / 10^8) = 0.5793.
    const std::vector<AlignItem> a(10000, AlignItem { 1, false });
    const Alignment result = alignSequences(a, a);
    QCOMPARE(result.aAligned, int64_t(5792));
    QCOMPARE(result.bAligned, int64_t(5792));
    QVERIFY(result.aAligned * result.bAligned <= kMaxAlignCells);
    QCOMPARE(int64_t(result.pairs.size()), int64_t(5792));
    // A short side is kept whole and leaves the budget to the long one: 100,000 x 1 fits.
    const Alignment lopsided = alignSequences(std::vector<AlignItem>(100000, AlignItem { 1, false }), { { 1, false } });
    QCOMPARE(lopsided.aAligned, int64_t(100000));
    QCOMPARE(lopsided.bAligned, int64_t(1));
}

void TestRunJoin::compareRuns()
{
    MeasuredRun run, other;
    run.ops = { deviceOp("MatmulDeviceOperation", 1000), deviceOp("BinaryDeviceOperation", 300),
        deviceOp("SoftmaxDeviceOperation", 500) };
    // The other run reshards before the add, and its matmul took twice as long.
    other.ops = { deviceOp("MatmulDeviceOperation", 2000), deviceOp("ReshardDeviceOperation", 250),
        deviceOp("BinaryDeviceOperation", 300), deviceOp("SoftmaxDeviceOperation", 450) };
    const RunComparison c = tle::compareRuns(run, other);
    QCOMPARE(c.matched, int64_t(3));
    QCOMPARE(c.onlyInRun, int64_t(0));
    QCOMPARE(c.onlyInOther, int64_t(1));
    QCOMPARE(c.unaligned, int64_t(0));
    QCOMPARE(c.run.deviceKernelNs, int64_t(1800));
    QCOMPARE(c.other.deviceKernelNs, int64_t(3000));
    QCOMPARE(c.other.layoutChangeNs - c.run.layoutChangeNs, int64_t(250));
    QCOMPARE(int64_t(c.ops.size()), int64_t(4));
    QCOMPARE(c.ops[0].op, int64_t(0));
    QCOMPARE(c.ops[0].other, int64_t(0));
    QCOMPARE(*c.ops[0].otherNs - *c.ops[0].ns, int64_t(1000));
    QCOMPARE(c.ops[1].op, int64_t(-1));
    QCOMPARE(c.ops[1].other, int64_t(1));
    QCOMPARE(*c.ops[3].otherNs - *c.ops[3].ns, int64_t(-50));

    // The JSON answer's totals are the summaries side by side.
    const Json json = factsJson(runCompareFacts(run, other, c));
    QCOMPARE(json["device_kernel_ns"]["delta"].get<int64_t>(), int64_t(1200));
    QCOMPARE(json["by_class"]["shard_conv"]["other"].get<int64_t>(), int64_t(250));
    QCOMPARE(json["ops"].size(), size_t(4));
}

void TestRunJoin::planByLoc()
{
    // The ttrt documentation's run (its CSV and memory results as one artifacts folder) and the module it ran.
    const MeasuredRun run = readRunFiles(findRunFiles(test::testDataPath("runs/ttrt-artifacts")));
    QVERIFY(run.hasLoc);
    QCOMPARE(int64_t(run.memory.size()), int64_t(1));
    const ModelModule module = readModelModuleFile(test::samplesPath("runs/ttrt-tan.mlir"));
    const ModelGraph& graph = module.functions[module.mainIndex];
    const PlanJoin join = joinRunToPlan(run, graph, statedPlan(graph));
    QVERIFY(join.method == JoinMethod::Loc);
    QCOMPARE(int64_t(join.steps.size()), int64_t(1));
    QCOMPARE(join.matched, int64_t(1));
    QCOMPARE(join.drifted, int64_t(0)); // planned DRAM interleaved; the CSV says DEV_1_DRAM_INTERLEAVED
    QCOMPARE(join.unplannedConversions, int64_t(0));
    QCOMPARE(join.unexecutedSteps, int64_t(0));
    QCOMPARE(int64_t(join.ops.size()), int64_t(1));
    QCOMPARE(join.ops[0].runOp, int64_t(0));
    // memory_results.json: L1 holds nothing after the op (total_bytes_allocated_per_bank 0); the plan reserves no L1.
    QVERIFY(join.ops[0].measuredL1PerBank.has_value());
    QCOMPARE(*join.ops[0].measuredL1PerBank, int64_t(0));
    QCOMPARE(join.ops[0].plannedL1PerCore, int64_t(0));
    const Json json = factsJson(planJoinFacts(run, graph, join, { "tan.mlir", "forward", "as-compiled" }));
    QCOMPARE(json["method"].get<std::string>(), std::string("loc"));
    QCOMPARE(json["ops"][0]["plan"]["op_kind"].get<std::string>(), std::string("ttnn.tan"));
    QCOMPARE(json["ops"][0]["measured_ns"].get<int64_t>(), *run.ops[0].kernelNs);
}

void TestRunJoin::planByAlignment()
{
    const ModelModule module = readModelModule(kThreeOps, "three.mlir");
    const ModelGraph& graph = module.functions[module.mainIndex];
    const PolicyResult plan = statedPlan(graph);
    QCOMPARE(int64_t(planSteps(graph, plan).size()), int64_t(3));
    // The run has no locations; it inserted a reshard before the add and put the add's output in L1.
    MeasuredRun run;
    run.ops = { deviceOp("MatmulDeviceOperation", 1000), deviceOp("InterleavedToShardedDeviceOperation", 200),
        deviceOp("BinaryNgDeviceOperation", 300, "DEV_0_L1_HEIGHT_SHARDED"), deviceOp("SoftmaxDeviceOperation", 500) };
    RunOp host;
    host.kind = RunOpKind::Host;
    host.opCode = "ttnn.from_torch";
    run.ops.insert(run.ops.begin(), host);
    const PlanJoin join = joinRunToPlan(run, graph, plan);
    QVERIFY(join.method == JoinMethod::Alignment);
    QCOMPARE(join.matched, int64_t(3));
    QCOMPARE(join.unplannedConversions, int64_t(1));
    QCOMPARE(join.unexecutedSteps, int64_t(0));
    QCOMPARE(join.unmatchedRunOps, int64_t(0));
    QCOMPARE(join.drifted, int64_t(1)); // the add: planned DRAM interleaved, ran L1 height-sharded
    QCOMPARE(int64_t(join.ops.size()), int64_t(4));
    QCOMPARE(join.ops[1].runOp, int64_t(2));
    QCOMPARE(join.ops[1].step, -1);
    QCOMPARE(join.ops[2].runOp, int64_t(3));
    QVERIFY(join.ops[2].drift);
    QCOMPARE(graph.op(join.steps[size_t(join.ops[2].step)].op).kind.name(), std::string("ttnn.add"));
}

void TestRunJoin::locNames_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("name");
    QTest::newRow("file location") << R"x(loc("/home/x/test.py:74:id(0)"))x"
                                   << "/home/x/test.py:74:id(0)";
    QTest::newRow("name with position") << R"x(loc("model.py":3:4))x"
                                        << "model.py:3:4";
    QTest::newRow("bare name") << "matmul_1"
                               << "matmul_1";
}

void TestRunJoin::locNames()
{
    QFETCH(QString, cell);
    QFETCH(QString, name);
    QCOMPARE(QString::fromStdString(runLocName(cell.toStdString())), name);
}

// A folder search that meets more entries than any run's folder holds was pointed at the wrong folder (`/`, a
// home): it stops with an error instead of walking the disk.
void TestRunJoin::folderSearchIsBounded()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("a/b")));
    for (int i = 0; i <= 20000; ++i) {
        QFile f(dir.filePath(QStringLiteral("a/b/f%1").arg(i)));
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    try {
        findRunFiles(dir.path().toStdString());
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(QStringLiteral("more than 20000 entries within 4 levels")),
            e.what());
    }
}

QTEST_GUILESS_MAIN(TestRunJoin)
#include "tst_runjoin.moc"
