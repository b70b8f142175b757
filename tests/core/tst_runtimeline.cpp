// SPDX-License-Identifier: MIT
// The run timeline's geometry: lanes per device with kernels and op-to-op gaps back to back, signpost ranges,
// the bars in a window, and the bins a zoomed-out view paints, on a run whose times are worked out below.

#include <QObject>
#include <QTest>

#include "io/model/mlirmodelreader.h"
#include "run/planjoin.h"
#include "run/runanalysis.h"
#include "run/runbreakdown.h"
#include "run/runcomparesummary.h"
#include "run/runroofline.h"
#include "run/runtimeline.h"
#include "run/runtimelinequery.h"
#include "util/error.h"

#include <limits>

using namespace tle;

namespace {

RunOp op(const char* code, int64_t device, int64_t kernel, std::optional<int64_t> gap)
{
    RunOp o;
    o.opCode = code;
    o.device = device;
    o.kernelNs = kernel;
    o.opToOpNs = gap;
    return o;
}

// Device 0: A [0, 100), then a 50 ns gap, B [150, 350), a 10 ns gap, the reshard C [360, 400).
// Device 1: D [0, 30). Signposts before A ("start") and before B ("mid").
MeasuredRun worked()
{
    MeasuredRun run;
    run.ops = { op("BinaryDeviceOperation", 0, 100, std::nullopt), op("BinaryDeviceOperation", 1, 30, 0),
        op("MatmulDeviceOperation", 0, 200, 50), op("ReshardDeviceOperation", 0, 40, 10) };
    run.signposts = { { "start", 1, 0, 1 }, { "mid", 2, 2, 1 } };
    return run;
}

} // namespace

class TestRunTimeline : public QObject
{
    Q_OBJECT

private slots:
    void lanes();
    void signposts();
    void visible_data();
    void visible();
    void bins();
    void binsByColouring_data();
    void binsByColouring();
    void opCodes();
    void rangeTotals();
    void breakdown();
    void roofline();
    void comparisonSummary();
    void flow_data();
    void flow();
    void search_data();
    void search();
    void badSearch();
    void shortOpCodes_data();
    void shortOpCodes();
    void emptyRun();
    void closedGaps();
    void analysis();
    void analysisCancels();
};

void TestRunTimeline::lanes()
{
    const RunTimeline t = RunTimeline::of(worked());
    QCOMPARE(int(t.lanes().size()), 2);
    const RunLane& zero = t.lanes()[0];
    QCOMPARE(zero.device, int64_t(0));
    QCOMPARE(int(zero.bars.size()), 3);
    QCOMPARE(zero.bars[1].startNs, 150.0);
    QCOMPARE(zero.bars[1].endNs, 350.0);
    QCOMPARE(zero.bars[2].startNs, 360.0);
    QVERIFY(zero.bars[2].runClass == RunClass::ShardConv);
    QCOMPARE(zero.bars[2].op, int64_t(3));
    QCOMPARE(zero.endNs, 400.0);
    QCOMPARE(t.lanes()[1].endNs, 30.0);
    QCOMPARE(t.endNs(), 400.0);
}

void TestRunTimeline::signposts()
{
    const RunTimeline t = RunTimeline::of(worked());
    QCOMPARE(int(t.signposts().size()), 2);
    QCOMPARE(t.signposts()[0].startNs, 0.0);
    QCOMPARE(t.signposts()[0].endNs, 150.0);
    QCOMPARE(t.signposts()[1].name, std::string("mid"));
    QCOMPARE(t.signposts()[1].startNs, 150.0);
    QCOMPARE(t.signposts()[1].endNs, 400.0);
}

void TestRunTimeline::visible_data()
{
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");
    QTest::newRow("B alone") << 120.0 << 360.0 << 1 << 2; // A ends at 100, C starts at 360 (exclusive)
    QTest::newRow("edges of A and B") << 99.0 << 151.0 << 0 << 2;
    QTest::newRow("a gap") << 100.0 << 150.0 << 1 << 1;
    QTest::newRow("everything") << -10.0 << 1000.0 << 0 << 3;
    QTest::newRow("past the end") << 400.0 << 500.0 << 3 << 3;
}

void TestRunTimeline::visible()
{
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(int, first);
    QFETCH(int, last);
    const RunTimeline t = RunTimeline::of(worked());
    const auto [b, e] = RunTimeline::visible(t.lanes()[0], from, to);
    QCOMPARE(int(b), first);
    QCOMPARE(int(e), last);
}

void TestRunTimeline::bins()
{
    // Four slices of 100 ns: A fills the first; B half the second and all the third; B 50 ns and C 40 ns the last,
    // where B (other) covers more than C (shard_conv).
    const RunTimeline t = RunTimeline::of(worked());
    const std::vector<RunBin> b = RunTimeline::bin(t.lanes()[0], 0, 400, 4, RunColouring::LayoutClass);
    QCOMPARE(int(b.size()), 4);
    QCOMPARE(b[0].busy, 1.0);
    QCOMPARE(b[0].ops, int64_t(1));
    QCOMPARE(b[1].busy, 0.5);
    QCOMPARE(b[1].ops, int64_t(1));
    QCOMPARE(b[2].busy, 1.0);
    QCOMPARE(b[3].busy, 0.9);
    QCOMPARE(b[3].ops, int64_t(2));
    QCOMPARE(b[3].key, int32_t(RunClass::Other));
    // Zoomed into C: it fills the slice.
    const std::vector<RunBin> c = RunTimeline::bin(t.lanes()[0], 360, 400, 1, RunColouring::LayoutClass);
    QCOMPARE(c[0].key, int32_t(RunClass::ShardConv));
    QCOMPARE(c[0].busy, 1.0);
    // The gap between A and B: nothing runs, and no class is claimed.
    const std::vector<RunBin> gap = RunTimeline::bin(t.lanes()[0], 100, 150, 1);
    QCOMPARE(gap[0].busy, 0.0);
    QCOMPARE(gap[0].ops, int64_t(0));
    QCOMPARE(gap[0].key, int32_t(-1));
    QVERIFY(RunTimeline::bin(t.lanes()[0], 0, 400, 0).empty());
    QVERIFY(RunTimeline::bin(t.lanes()[0], -std::numeric_limits<double>::infinity(), 400, 4)[0].busy == 0.0);
    QCOMPARE(int(RunTimeline::bin(t.lanes()[0], 0, 400, 1 << 30).size()), RunTimeline::kMaxBins);
}

void TestRunTimeline::binsByColouring_data()
{
    // Device 0's ops: A BinaryDeviceOperation (eltwise, code 0), B MatmulDeviceOperation (matmul, code 1), C
    // ReshardDeviceOperation (shard conversion, code 2). In [300, 400) B covers 50 ns and C 40 ns; in [340, 400)
    // B 10 ns and C 40 ns.
    QTest::addColumn<int>("colouring");
    QTest::addColumn<double>("from");
    QTest::addColumn<int>("key");
    QTest::newRow("family, B most") << int(RunColouring::Family) << 300.0 << int(OpFamily::Matmul);
    QTest::newRow("family, C most") << int(RunColouring::Family) << 340.0 << int(OpFamily::ShardConversion);
    QTest::newRow("op code, B most") << int(RunColouring::OpCode) << 300.0 << 1;
    QTest::newRow("op code, C most") << int(RunColouring::OpCode) << 340.0 << 2;
    QTest::newRow("class, C most") << int(RunColouring::LayoutClass) << 340.0 << int(RunClass::ShardConv);
}

void TestRunTimeline::binsByColouring()
{
    QFETCH(int, colouring);
    QFETCH(double, from);
    QFETCH(int, key);
    const RunTimeline t = RunTimeline::of(worked());
    const std::vector<RunBin> b = RunTimeline::bin(t.lanes()[0], from, 400, 1, RunColouring(colouring));
    QCOMPARE(b[0].key, int32_t(key));
    QCOMPARE(b[0].ops, int64_t(2));
    // The first slice is A alone, whatever the colouring.
    const RunBar& a = t.lanes()[0].bars[0];
    QCOMPARE(RunTimeline::bin(t.lanes()[0], 0, 100, 1, RunColouring(colouring))[0].key,
        RunTimeline::keyOf(a, RunColouring(colouring)));
}

void TestRunTimeline::opCodes()
{
    // Binary runs 100 + 30 ns on two devices, Matmul 200, Reshard 40; codes in the order they first ran.
    const RunTimeline t = RunTimeline::of(worked());
    QCOMPARE(t.opCodes(),
        (std::vector<std::string> { "BinaryDeviceOperation", "MatmulDeviceOperation", "ReshardDeviceOperation" }));
    QCOMPARE(t.opCodeNs(), (std::vector<double> { 130, 200, 40 }));
    QCOMPARE(t.opCodesByTime(), (std::vector<int32_t> { 1, 0, 2 }));
    QCOMPARE(t.lanes()[1].bars[0].code, int32_t(0));
    // Device 0's bars longest first: B (200 ns), A (100), C (40).
    QCOMPARE(t.lanes()[0].longestFirst, (std::vector<uint32_t> { 1, 0, 2 }));
    QVERIFY(t.lanes()[0].bars[0].family == OpFamily::Eltwise);
    QVERIFY(t.lanes()[0].bars[1].family == OpFamily::Matmul);
}

void TestRunTimeline::rangeTotals()
{
    // [50, 375): A [0, 100) has 50 ns inside, B [150, 350) 200, C [360, 400) 15; D [0, 30) on device 1 none.
    const RunTimeline t = RunTimeline::of(worked());
    const RunRangeTotals r = runRangeTotals(t, 375, 50);
    QCOMPARE(r.fromNs, 50.0);
    QCOMPARE(r.ops, int64_t(3));
    QCOMPARE(r.ns, 265.0);
    QCOMPARE(int(r.byFamily.size()), 3);
    QVERIFY(r.byFamily[0].family == OpFamily::Matmul);
    QCOMPARE(r.byFamily[0].ns, 200.0);
    QCOMPARE(r.byFamily[0].share, 200.0 / 265.0);
    QVERIFY(r.byFamily[1].family == OpFamily::Eltwise);
    QCOMPARE(r.byFamily[1].ns, 50.0);
    QVERIFY(r.byFamily[2].family == OpFamily::ShardConversion);
    QCOMPARE(r.byOpCode[2].name, std::string("ReshardDeviceOperation"));
    QCOMPARE(r.byOpCode[2].ns, 15.0);
    QCOMPARE(r.byOpCode[2].ops, int64_t(1));
    // All of device 1's D and A: the code counts both ops.
    const RunRangeTotals d = runRangeTotals(t, 0, 100);
    QCOMPARE(d.byOpCode[0].name, std::string("BinaryDeviceOperation"));
    QCOMPARE(d.byOpCode[0].ops, int64_t(2));
    QCOMPARE(d.byOpCode[0].ns, 130.0);
    QCOMPARE(runRangeTotals(t, 100, 150).ops, int64_t(0));
}

void TestRunTimeline::breakdown()
{
    // 370 ns in all: matmul B 200, eltwise A 100 and D 30 (one op code), shard conversion C 40.
    const RunAnalysis a = analyzeRun(std::make_shared<const MeasuredRun>(worked()), OptimizerDevice {});
    const std::vector<RunBreakdownFamily> b = runBreakdown(a);
    QCOMPARE(int(b.size()), 3);
    QVERIFY(b[0].family == OpFamily::Matmul);
    QCOMPARE(b[0].ns, 200.0);
    QCOMPARE(b[0].share, 200.0 / 370.0);
    QVERIFY(b[1].family == OpFamily::Eltwise);
    QCOMPARE(b[1].ops, int64_t(2));
    QCOMPARE(int(b[1].codes.size()), 1);
    QCOMPARE(b[1].codes[0].opCode, std::string("BinaryDeviceOperation"));
    QCOMPARE(b[1].codes[0].ns, 130.0);
    // The code's ops, the longest first: A (op 0), then D (op 1).
    QCOMPARE(b[1].codes[0].ops[0].op, int64_t(0));
    QCOMPARE(b[1].codes[0].ops[1].op, int64_t(1));
    QVERIFY(b[2].family == OpFamily::ShardConversion);
    const std::vector<RunBreakdownOp> top = topRunOps(a, 2);
    QCOMPARE(int(top.size()), 2);
    QCOMPARE(top[0].op, int64_t(2));
    QCOMPARE(top[1].op, int64_t(0));
}

void TestRunTimeline::roofline()
{
    // Three priced ops: a matmul doing 2e9 flops over 1e6 bytes in 1 ms (compute-bound), an eltwise doing 1e6 flops
    // over 4e6 bytes in 3 ms (DRAM-bound), a copy with no flops in 1 ms (latency-bound).
    RunAnalysis a;
    a.run = std::make_shared<const MeasuredRun>(worked());
    a.device = OptimizerDevice {};
    a.predictions = {
        { 0, RunClass::Other, OpFamily::Matmul, 1e6, 1e6, false, Bound::Compute, 0.5, 2e9, 4e5, 6e5 },
        { 1, RunClass::Other, OpFamily::Eltwise, 3e6, 3e6, false, Bound::Dram, 0.5, 1e6, 4e6, 0 },
        { 3, RunClass::ShardConv, OpFamily::ShardConversion, 1e6, 1e6, false, Bound::Latency, 0.1, 0, 1e5, 1e5 },
    };
    const RunRoofline r = runRoofline(a);
    QCOMPARE(int(r.points.size()), 2);
    QCOMPARE(r.withoutFlops, int64_t(1));
    QCOMPARE(r.points[0].intensity, 2e9 / 1e6);
    QCOMPARE(r.points[0].flopsPerSecond, 2e9 / 1e-3);
    QCOMPARE(r.points[1].intensity, 1e6 / 4e6);
    QCOMPARE(r.points[1].flopsPerSecond, 1e6 / 3e-3);
    QCOMPARE(r.nsByBound[size_t(Bound::Dram)], 3e6);
    QCOMPARE(r.shareByBound[size_t(Bound::Compute)], 0.2);
    // The ceilings from the device's constants: a pass per fidelity step over every worker core.
    const OptimizerDevice& d = a.device;
    const double cores = double(d.workerCores());
    const double lofi = d.kernel.matrixOpsPerCycle * d.noc.clockGhz * 1e9 * cores;
    QCOMPARE(r.roofs.cores, d.workerCores());
    QCOMPARE(r.roofs.computeFlopsPerSecond[0], lofi);
    QCOMPARE(r.roofs.computeFlopsPerSecond[3], lofi / 4);
    QCOMPARE(r.roofs.dramBytesPerSecond, d.dramBandwidth);
    QCOMPARE(r.roofs.l1BytesPerSecond, d.kernel.localBytesPerCycle * d.noc.clockGhz * 1e9 * cores);
}

void TestRunTimeline::comparisonSummary()
{
    // This run: worked(). The other: A 150 ns, B 100 ns, and a Tilize of 30 ns only it did; C only this run did.
    const MeasuredRun run = worked();
    MeasuredRun other;
    other.ops = { op("BinaryDeviceOperation", 0, 150, 0), op("MatmulDeviceOperation", 0, 100, 0),
        op("TilizeDeviceOperation", 0, 30, 0) };
    RunComparison c;
    c.run.byFamilyOps[size_t(OpFamily::Matmul)] = 1;
    c.run.byFamilyNs[size_t(OpFamily::Matmul)] = 200;
    c.run.byFamilyOps[size_t(OpFamily::Eltwise)] = 2;
    c.run.byFamilyNs[size_t(OpFamily::Eltwise)] = 130;
    c.other.byFamilyOps[size_t(OpFamily::Matmul)] = 1;
    c.other.byFamilyNs[size_t(OpFamily::Matmul)] = 100;
    c.other.byFamilyOps[size_t(OpFamily::Eltwise)] = 1;
    c.other.byFamilyNs[size_t(OpFamily::Eltwise)] = 150;
    c.ops = { { 0, 0, true, 100, 150 }, { 2, 1, true, 200, 100 }, { 3, -1, true, 40, std::nullopt },
        { -1, 2, true, std::nullopt, 30 } };
    const RunComparisonSummary s = summarizeComparison(run, other, c);
    // Matmul changed by 100 ns, eltwise by 20.
    QCOMPARE(int(s.families.size()), 2);
    QVERIFY(s.families[0].family == OpFamily::Matmul);
    QCOMPARE(s.families[1].otherNs, int64_t(150));
    // B changed by 100 ns, A by 50.
    QCOMPARE(s.largestChanges, (std::vector<size_t> { 1, 0 }));
    QCOMPARE(int(s.unmatched.size()), 2);
    QCOMPARE(s.unmatched[0].opCode, std::string("ReshardDeviceOperation"));
    QVERIFY(s.unmatched[0].inRun);
    QCOMPARE(s.unmatched[0].ops, (std::vector<int64_t> { 3 }));
    QCOMPARE(s.unmatched[0].ns, int64_t(40));
    QCOMPARE(s.unmatched[1].opCode, std::string("TilizeDeviceOperation"));
    QVERIFY(!s.unmatched[1].inRun);
    QCOMPARE(s.unmatched[1].ns, int64_t(30));
}

void TestRunTimeline::flow_data()
{
    // %0 = add(arg0, arg1), %1 = relu(%0), %2 = multiply(%1, %0): ran as run ops 10, 11, 12 (and return, no op).
    QTest::addColumn<qlonglong>("op");
    QTest::addColumn<QList<qlonglong>>("producers");
    QTest::addColumn<QList<qlonglong>>("consumers");
    QTest::newRow("add: fed by arguments") << 10LL << QList<qlonglong> {} << QList<qlonglong> { 11, 12 };
    QTest::newRow("relu") << 11LL << QList<qlonglong> { 10 } << QList<qlonglong> { 12 };
    QTest::newRow("multiply: its result only returned") << 12LL << QList<qlonglong> { 10, 11 } << QList<qlonglong> {};
    QTest::newRow("an op the plan does not have") << 99LL << QList<qlonglong> {} << QList<qlonglong> {};
}

void TestRunTimeline::flow()
{
    QFETCH(qlonglong, op);
    QFETCH(QList<qlonglong>, producers);
    QFETCH(QList<qlonglong>, consumers);
    const ModelGraph graph = readMlirModel(
        "module {\n"
        "  func.func @main(%arg0: tensor<32x32xbf16>, %arg1: tensor<32x32xbf16>) -> tensor<32x32xbf16> {\n"
        "    %0 = \"ttir.add\"(%arg0, %arg1) : (tensor<32x32xbf16>, tensor<32x32xbf16>) -> tensor<32x32xbf16>\n"
        "    %1 = \"ttir.relu\"(%0) : (tensor<32x32xbf16>) -> tensor<32x32xbf16>\n"
        "    %2 = \"ttir.multiply\"(%1, %0) : (tensor<32x32xbf16>, tensor<32x32xbf16>) -> tensor<32x32xbf16>\n"
        "    return %2 : tensor<32x32xbf16>\n"
        "  }\n"
        "}\n");
    PlanJoin join;
    for (int i = 0; i < 3; ++i) {
        PlanStep step;
        step.op = i;
        join.steps.push_back(step);
        join.ops.push_back({ 10 + i, i });
    }
    const RunFlow f = runFlow(join, graph, op);
    const auto list = [](const std::vector<int64_t>& ops) {
        QList<qlonglong> out;
        for (const int64_t o : ops)
            out << qlonglong(o);
        return out;
    };
    QCOMPARE(list(f.producers), producers);
    QCOMPARE(list(f.consumers), consumers);
}

void TestRunTimeline::search_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<bool>("regex");
    QTest::addColumn<QList<qlonglong>>("ops");
    QTest::newRow("substring, any case") << "matmul" << false << QList<qlonglong> { 2 };
    QTest::newRow("shared code") << "Binary" << false << QList<qlonglong> { 0, 1 };
    QTest::newRow("regex") << "^(binary|reshard)" << true << QList<qlonglong> { 0, 1, 3 };
    QTest::newRow("loc") << "py:4" << false << QList<qlonglong> { 3 };
    QTest::newRow("signpost") << "mid" << false << QList<qlonglong> { 2, 3 };
    QTest::newRow("nothing") << "conv" << false << QList<qlonglong> {};
    QTest::newRow("empty") << "" << true << QList<qlonglong> {};
}

void TestRunTimeline::search()
{
    QFETCH(QString, pattern);
    QFETCH(bool, regex);
    QFETCH(QList<qlonglong>, ops);
    MeasuredRun run = worked();
    run.ops[3].loc = "model.py:42";
    // As the reader sets them: B and C follow the signpost "mid".
    run.ops[2].signpost = 1;
    run.ops[3].signpost = 1;
    QList<qlonglong> found;
    for (const int64_t op : searchRunOps(run, pattern.toStdString(), regex))
        found << qlonglong(op);
    QCOMPARE(found, ops);
}

void TestRunTimeline::badSearch()
{
    QVERIFY_THROWS_EXCEPTION(Error, searchRunOps(worked(), "(", true));
    QVERIFY(searchRunOps(worked(), "(", false).empty());
}

void TestRunTimeline::shortOpCodes_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("label");
    QTest::newRow("device operation") << "MatmulDeviceOperation"
                                      << "Matmul";
    QTest::newRow("long") << "ReduceScatterMinimalAsyncDeviceOperation"
                          << "ReduceScatterMinimalAsync";
    QTest::newRow("operation") << "OldInfraDeviceOperation"
                               << "OldInfra";
    QTest::newRow("namespace") << "ttnn::prim::Matmul"
                               << "Matmul";
    QTest::newRow("dotted") << "ttnn.matmul"
                            << "matmul";
    QTest::newRow("first word") << "Matmul 32x64x32"
                                << "Matmul";
    QTest::newRow("only the suffix") << "Operation"
                                     << "Operation";
    QTest::newRow("empty") << ""
                           << "";
}

void TestRunTimeline::shortOpCodes()
{
    QFETCH(QString, code);
    QFETCH(QString, label);
    const std::string text = code.toStdString();
    QCOMPARE(QString::fromStdString(std::string(shortOpCode(text))), label);
}

void TestRunTimeline::emptyRun()
{
    const RunTimeline t = RunTimeline::of(MeasuredRun {});
    QVERIFY(t.lanes().empty());
    QVERIFY(t.signposts().empty());
    QCOMPARE(t.endNs(), 0.0);
}

// Without the gaps device 0's kernels sit back to back: A [0, 100), B [100, 300), C [300, 340); the "mid" signpost
// starts at B.
void TestRunTimeline::closedGaps()
{
    const RunTimeline t = RunTimeline::of(worked(), RunGaps::Closed);
    const RunLane& zero = t.lanes()[0];
    QCOMPARE(zero.bars[1].startNs, 100.0);
    QCOMPARE(zero.bars[1].endNs, 300.0);
    QCOMPARE(zero.bars[2].startNs, 300.0);
    QCOMPARE(zero.endNs, 340.0);
    QCOMPARE(t.endNs(), 340.0);
    QCOMPARE(t.signposts()[1].startNs, 100.0);
    QCOMPARE(t.signposts()[1].endNs, 340.0);
}

// The analysis holds both timelines, the groups and one prediction per device op the cost model can price; the
// worked run states no tensors, so every estimate is the op class's floor, and the reshard is a layout change.
void TestRunTimeline::analysis()
{
    const auto run = std::make_shared<const MeasuredRun>(worked());
    const RunAnalysis a = analyzeRun(run, deviceForRun(*run));
    QCOMPARE(a.summary.deviceOps, int64_t(4));
    QCOMPARE(a.summary.deviceKernelNs, int64_t(100 + 30 + 200 + 40));
    QCOMPARE(a.timeline.endNs(), 340.0);
    QCOMPARE(a.timelineWithGaps.endNs(), 400.0);
    QCOMPARE(a.byClass.front().key, std::string("other"));
    QCOMPARE(a.byClass.front().kernelNs, int64_t(330));
    QCOMPARE(int64_t(a.predictions.size()), a.accuracy.ops);
    for (size_t i = 1; i < a.predictions.size(); ++i)
        QVERIFY(a.predictions[i - 1].op < a.predictions[i].op);
    for (const RunPrediction& p : a.predictions) {
        QCOMPARE(p.measuredNs, double(*run->ops[size_t(p.op)].kernelNs));
        QVERIFY(p.runClass == classifyRunOp(run->ops[size_t(p.op)]));
        QCOMPARE(isWithin2x(p), p.predictedNs / p.measuredNs >= 0.5 && p.predictedNs / p.measuredNs <= 2.0);
    }
}

void TestRunTimeline::analysisCancels()
{
    const auto run = std::make_shared<const MeasuredRun>(worked());
    const std::atomic<bool> cancel { true };
    QVERIFY_THROWS_EXCEPTION(AnalysisCancelled, analyzeRun(run, deviceForRun(*run), &cancel));
}

QTEST_GUILESS_MAIN(TestRunTimeline)
#include "tst_runtimeline.moc"
