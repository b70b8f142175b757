// SPDX-License-Identifier: MIT
// The L1 reservation timeline as geometry: on every sample model and policy, the bands stacked at each schedule
// position add up to the L1 bytes the plan reserves there, and the chart's peak is the peak the policy reports.
// Also which files the window opens as models.
#include "io/model/modelfile.h"
#include "optimizer/policies.h"
#include "optimizer/shared/l1timeline.h"
#include "optimizer/shared/legallayouts.h"
#include "optimizer/shared/opmodel.h"
#include "testpaths.h"
#include "view/l1bandchart.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <fmt/format.h>

using namespace tle;

class TestL1BandChart : public QObject
{
    Q_OBJECT

private slots:
    void sumsMatchThePlan_data();
    void sumsMatchThePlan();
    void handMadePlan();
    void reloads();
    void modelText_data();
    void modelText();
};

void TestL1BandChart::sumsMatchThePlan_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("policy");
    const QDir models(test::samplesDir() + "/models");
    for (const QString& name : models.entryList({ "*.mlir" }, QDir::Files, QDir::Name)) {
        for (std::string_view policy : policyNames()) {
            const QString p = QString::fromUtf8(policy.data(), qsizetype(policy.size()));
            QTest::newRow(qPrintable(name + " " + p)) << models.filePath(name) << p;
        }
    }
}

void TestL1BandChart::sumsMatchThePlan()
{
    QFETCH(QString, path);
    QFETCH(QString, policy);
    const ModelGraph graph = readModelFile(path.toStdString());
    const OptimizerDevice device = deviceForModel(graph);
    const AnalyticOpModel model(device);
    const PolicyResult result = runPolicy(policy.toStdString(), graph, device, model);
    const L1BandChart chart = L1BandChart::of(graph, result);
    QCOMPARE(chart.bands().size(), result.reservations.size());
    // What the plan reserves at each position, summed here from its reservations.
    std::vector<int64_t> reserved(size_t(chart.positions()), 0);
    for (const ReservationResult& r : result.reservations) {
        for (int p = r.start; p <= r.end; ++p)
            reserved[size_t(p)] += r.bytesPerCore;
    }
    int64_t peak = 0;
    for (int p = 0; p < chart.positions(); ++p) {
        int64_t top = 0;
        for (const L1Slot& slot : chart.column(p)) {
            QCOMPARE(slot.base, top); // stacked without gaps or overlaps
            const L1Band& band = chart.bands()[size_t(slot.band)];
            QVERIFY(band.first <= p && p <= band.last);
            top += band.bytesPerCore;
        }
        QCOMPARE(top, reserved[size_t(p)]);
        QCOMPARE(chart.totalAt(p), reserved[size_t(p)]);
        peak = std::max(peak, top);
    }
    QCOMPARE(chart.peak(), peak);
    QCOMPARE(chart.peak(), result.metrics.l1PeakBytesPerCore);
}

// Four ops in a row, each producing one tensor: %a (100 B per core) lives over positions 0..2, %b (50 B)
// over 1..1, %c (30 B) over 2..3 and spills after op 3. Stacked by start: position 2 holds %a at 0 and %c at
// 100, 130 B in all; the peak is 150 B at position 1 (%a and %b).
void TestL1BandChart::handMadePlan()
{
    ModelGraph graph;
    const TensorType type { .shape = { 32, 32 }, .elementType = ElementType::BF16 };
    std::vector<int> values;
    for (int i = 0; i < 4; ++i) {
        Op op { .kind = OpKind("ttnn.relu") };
        if (!values.empty())
            op.operands = { values.back() };
        graph.addOp(std::move(op), { { fmt::format("%v{}", i), type } });
        values.push_back(graph.ops().back().results.front());
    }
    PolicyResult result;
    for (int i = 0; i < 4; ++i)
        result.ops.push_back({ .op = i, .chain = i < 2 ? 0 : -1 });
    result.reservations = { { .value = values[0], .start = 0, .end = 2, .bytesPerCore = 100 },
        { .value = values[1], .start = 1, .end = 1, .bytesPerCore = 50 },
        { .value = values[2], .start = 2, .end = 3, .bytesPerCore = 30 } };
    result.spills = { { .value = values[2], .at = 3 } };
    const L1BandChart chart = L1BandChart::of(graph, result);
    QCOMPARE(chart.positions(), 4);
    QCOMPARE(chart.totalAt(0), int64_t(100));
    QCOMPARE(chart.totalAt(1), int64_t(150));
    QCOMPARE(chart.totalAt(2), int64_t(130));
    QCOMPARE(chart.totalAt(3), int64_t(30));
    QCOMPARE(chart.peak(), int64_t(150));
    QCOMPARE(chart.peakPosition(), 1);
    QCOMPARE(chart.column(2).size(), size_t(2));
    QCOMPARE(chart.column(2)[1].base, int64_t(100));
    QCOMPARE(chart.bandAt(2, 110), std::optional<int>(2));
    QCOMPARE(chart.bandAt(2, 130), std::optional<int>());
    QCOMPARE(chart.bands()[0].chain, 0);
    QCOMPARE(chart.bands()[2].chain, -1);
    QCOMPARE(chart.bands()[2].spillAt, std::optional<int>(3));
    QCOMPARE(chart.bands()[0].consumers, std::vector<int> { 1 });
    QVERIFY(chart.bands()[2].reloadsAt.empty());
}

// A reshard into L1 of a tensor read after its spill brings it back: a reload at the consumer. One into DRAM, or
// before the spill, is not.
void TestL1BandChart::reloads()
{
    ModelGraph graph;
    const TensorType type { .shape = { 32, 32 }, .elementType = ElementType::BF16 };
    graph.addOp(Op { .kind = OpKind("ttnn.relu") }, { { "%a", type } });
    const int a = graph.ops().back().results.front();
    for (int i = 1; i < 4; ++i)
        graph.addOp(Op { .kind = OpKind("ttnn.relu"), .operands = { a } }, { { fmt::format("%b{}", i), type } });
    const std::vector<TtnnLayout> legal = legalTensorLayouts(type.shape, type.elementType, OptimizerDevice {});
    const TtnnLayout l1
        = *std::ranges::find_if(legal, [](const TtnnLayout& l) { return l.spec().bufferType == BufferType::L1; });
    const TtnnLayout dram = legal.back(); // DRAM interleaved comes last
    PolicyResult result;
    for (int i = 0; i < 4; ++i)
        result.ops.push_back({ .op = i });
    result.reservations = { { .value = a, .start = 0, .end = 1, .bytesPerCore = 64 } };
    result.spills = { { .value = a, .at = 1 } };
    result.reshards = { { .producer = 0, .consumer = 1, .operand = 0, .target = l1 },
        { .producer = 0, .consumer = 2, .operand = 0, .target = dram },
        { .producer = 0, .consumer = 3, .operand = 0, .target = l1 } };
    const L1BandChart chart = L1BandChart::of(graph, result);
    QCOMPARE(chart.bands().front().reloadsAt, std::vector<int> { 3 });
}

void TestL1BandChart::modelText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("model");
    QTest::newRow("json model") << "  {\"ops\": []}" << true;
    QTest::newRow("module") << "#l1 = #ttnn.buffer_type<l1>\nmodule {\n}" << true;
    QTest::newRow("module with name") << "module @jit attributes {} {\n}" << true;
    QTest::newRow("function alone") << "  func.func @main(%arg0: tensor<2xf32>) {\n  return\n}" << true;
    QTest::newRow("layout") << "// a layout\ntensor<2x3xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, "
                               "memref<2x3xf32, #ttcore.memory_space<l1>>>>"
                            << false;
    QTest::newRow("module in a comment") << "// see module foo\ntensor<2xf32>" << false;
    QTest::newRow("empty") << "" << false;
}

void TestL1BandChart::modelText()
{
    QFETCH(QString, text);
    QFETCH(bool, model);
    QCOMPARE(isModelText(text.toStdString()), model);
}

QTEST_GUILESS_MAIN(TestL1BandChart)
#include "tst_l1bandchart.moc"
