// SPDX-License-Identifier: MIT
// Pins of an op's output layout (seed 002's --override-output-layout): the field syntax upstream uses, which
// layouts a pin matches, the checks before planning, and every policy honouring a pin.
#include "io/model/modelfile.h"
#include "optimizer/policies.h"
#include "optimizer/shared/layoutpin.h"
#include "optimizer/shared/opmodel.h"
#include "report/explainreport.h"
#include "report/remarktext.h"
#include "testpaths.h"
#include "util/error.h"

#include <QTest>

using namespace tle;

namespace {

const ModelGraph& llama()
{
    static const ModelGraph graph = readModelFile(test::samplesPath("models/llama_decoder_layer.mlir"));
    return graph;
}

} // namespace

class TestLayoutPin : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void parseErrors_data();
    void parseErrors();
    void checkBeforePlanning_data();
    void checkBeforePlanning();
    void everyPolicyHonoursAPin_data();
    void everyPolicyHonoursAPin();
};

void TestLayoutPin::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    // Upstream's test spellings (optimizer/output_layout_override.mlir): any subset, any order.
    QTest::newRow("grid only") << "1x1"
                               << "1x1";
    QTest::newRow("buffer only") << "l1"
                                 << "l1";
    QTest::newRow("memory layout only") << "block_sharded"
                                        << "block_sharded";
    QTest::newRow("data type only") << "bf16"
                                    << "bf16";
    QTest::newRow("buffer and memory layout") << "l1:interleaved"
                                              << "l1:interleaved";
    QTest::newRow("memory and page layout") << "width_sharded:tile"
                                            << "width_sharded:tile";
    QTest::newRow("all five, upstream order") << "4x4:l1:block_sharded:tile:f32"
                                              << "4x4:l1:block_sharded:tile:f32";
    QTest::newRow("any order") << "tile:8x1:height_sharded:l1"
                               << "8x1:l1:height_sharded:tile";
    QTest::newRow("dram interleaved row-major") << "dram:interleaved:row_major:bf16"
                                                << "dram:interleaved:row_major:bf16";
    // A full override names the grid of an interleaved layout too (tt-mlir's fullLayoutOverride).
    QTest::newRow("L1 interleaved with its grid") << "l1:interleaved:8x8:tile"
                                                  << "8x8:l1:interleaved:tile";
    QTest::newRow("DRAM interleaved with its grid") << "1x1:dram:interleaved:tile:bf16"
                                                    << "1x1:dram:interleaved:tile:bf16";
}

void TestLayoutPin::parse()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    const LayoutPin pin = parseLayoutPin(text.toStdString());
    QCOMPARE(QString::fromStdString(pin.text()), canonical);
    QCOMPARE(parseLayoutPin(pin.text()), pin);
}

void TestLayoutPin::parseErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown field") << "l1:diagonal" << 4 << "unknown field 'diagonal'";
    QTest::newRow("repeated buffer") << "l1:tile:dram" << 9 << "repeats";
    QTest::newRow("zero grid") << "0x8" << 1 << "unknown field '0x8'";
    QTest::newRow("empty field") << "l1::tile" << 4 << "unknown field ''";
    QTest::newRow("sharded DRAM") << "dram:height_sharded" << 1 << "DRAM holds interleaved layouts only";
    QTest::newRow("empty") << "" << 1 << "empty";
}

void TestLayoutPin::parseErrors()
{
    QFETCH(QString, text);
    QFETCH(int, column);
    QFETCH(QString, message);
    try {
        parseLayoutPin(text.toStdString());
        QFAIL("accepted");
    } catch (const Error& e) {
        QVERIFY2(QString(e.what()).contains(message), e.what());
        QCOMPARE(e.column(), column);
    }
    // Within OP=LAYOUT the column counts from the start of the whole text.
    try {
        parsePinRequest("%3=" + text.toStdString());
        QFAIL("accepted");
    } catch (const Error& e) {
        QCOMPARE(e.column(), column + 3);
    }
}

void TestLayoutPin::checkBeforePlanning_data()
{
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("pin");
    QTest::addColumn<QString>("message"); // empty: accepted
    QTest::newRow("L1 interleaved rms_norm") << "%1"
                                             << "l1:interleaved"
                                             << "";
    QTest::newRow("width-sharded matmul on 1x64") << "%2"
                                                  << "1x64:width_sharded"
                                                  << "";
    // %1 is 1x128x2048 bf16: its 128 rows are 4 rows of tiles, too few to height-shard over 64 cores.
    QTest::newRow("grid no layout has") << "%1"
                                        << "64x1:height_sharded"
                                        << "no legal layout";
    QTest::newRow("another data type") << "%1"
                                       << "f32"
                                       << "differs from the tensor's bf16";
    QTest::newRow("device handle") << "%0"
                                   << "l1"
                                   << "does not produce a tensor";
}

void TestLayoutPin::checkBeforePlanning()
{
    QFETCH(QString, op);
    QFETCH(QString, pin);
    QFETCH(QString, message);
    const std::optional<int> index = findOp(llama(), op.toStdString());
    QVERIFY(index);
    const LayoutPins pins { { *index, parseLayoutPin(pin.toStdString()) } };
    try {
        checkPins(llama(), deviceForModel(llama()), pins, false);
        QVERIFY2(message.isEmpty(), "accepted");
    } catch (const Error& e) {
        QVERIFY2(!message.isEmpty() && QString(e.what()).contains(message), e.what());
        QVERIFY(QString(e.what()).contains(op));
    }
}

void TestLayoutPin::everyPolicyHonoursAPin_data()
{
    QTest::addColumn<QString>("policy");
    QTest::addColumn<QString>("pin");
    for (const std::string_view name : policyNames()) {
        for (const char* pin : { "l1:interleaved", "dram", "l1:width_sharded" }) {
            QTest::newRow(
                qPrintable(QStringLiteral("%1 %2").arg(QString::fromUtf8(name.data(), qsizetype(name.size())), pin)))
                << QString::fromUtf8(name.data(), qsizetype(name.size())) << QString(pin);
        }
    }
}

// The rms_norm (%1) and the first matmul (%2) pinned: whatever the policy's own rules, both outputs match their
// pins, the plan says so in its notes, and an L1 output is on the reservation timeline.
void TestLayoutPin::everyPolicyHonoursAPin()
{
    QFETCH(QString, policy);
    QFETCH(QString, pin);
    const ModelGraph& graph = llama();
    const OptimizerDevice device = deviceForModel(graph);
    const AnalyticOpModel model(device);
    const int norm = *findOp(graph, "%1");
    const int matmul = *findOp(graph, "%2");
    PolicyOptions options;
    options.pins[norm] = parseLayoutPin(pin.toStdString());
    options.pins[matmul] = parseLayoutPin("dram:interleaved");
    const PolicyResult result = runPolicy(policy.toStdString(), graph, device, model, options);
    for (const auto& entry : options.pins) {
        // Named variables, not a structured binding: clang 14 cannot capture bindings in a lambda.
        const int op = entry.first;
        const LayoutPin& p = entry.second;
        const OpDecision& d = result.ops.at(size_t(op));
        QVERIFY(d.layout);
        QVERIFY2(p.matches(*d.layout), qPrintable(QString::fromStdString(opDisplayName(graph, op))));
        QVERIFY(std::ranges::any_of(result.notes, [&](const Remark& remark) {
            const std::string note = remarkText(remark);
            return note.starts_with(opDisplayName(graph, op) + " is pinned to " + p.text());
        }));
        const int value = graph.op(op).results.front();
        const bool reserved = std::ranges::any_of(
            result.reservations, [&](const ReservationResult& r) { return r.value == value && r.start == op; });
        const bool spilled = std::ranges::any_of(result.spills, [&](const SpillResult& s) { return s.value == value; });
        if (d.layout->spec().bufferType == BufferType::L1)
            QVERIFY(reserved || spilled);
        else
            QVERIFY(!reserved);
    }
}

QTEST_MAIN(TestLayoutPin)
#include "tst_layoutpin.moc"
