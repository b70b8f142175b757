// SPDX-License-Identifier: MIT
// Upstream's L1-interleaved policy (docs/optimizer.md): the mask and operand order chosen per base op, forks kept
// in DRAM, the operand precedence and the rebuilt schedule. Every expected value is derived by hand in the comments.
#include "io/model/jsonmodel.h"
#include "io/model/mlirmodelreader.h"
#include "modelgenerator.h"
#include "optimizer/interleaved/l1interleavedpolicy.h"
#include "optimizer/policies.h"
#include "report/remarktext.h"

#include <QTest>

using namespace tle;

namespace {

// One 32x32 bf16 tile (2,048 bytes) in L1 interleaved over 64 cores: one page on the first core, 2,048 bytes per
// core at most.
constexpr int64_t kTile = 32 * 32 * 2;

QString relu(const char* in, const char* out)
{
    return QString(R"({"kind": "ttnn.relu", "inputs": ["%1"], "outputs": [{"name": "%2", "shape": [32, 32], )"
                   R"("dtype": "bf16"}]})")
        .arg(in, out);
}

QString deallocate(const char* in)
{
    return QString(R"({"kind": "ttnn.deallocate", "inputs": ["%1"]})").arg(in);
}

QString add(const char* a, const char* b, const char* out)
{
    return QString(R"({"kind": "ttnn.add", "inputs": ["%1", "%2"], "outputs": [{"name": "%3", "shape": [32, 32], )"
                   R"("dtype": "bf16"}]})")
        .arg(a, b, out);
}

ModelGraph model(const QStringList& ops, const char* output)
{
    const QString text = QString(R"({"name": "m", "inputs": [{"name": "x", "shape": [32, 32], "dtype": "bf16"}], )"
                                 R"("ops": [%1], "outputs": ["%2"]})")
                             .arg(ops.join(", "), output);
    return readJsonModel(text.toStdString());
}

bool inL1(const PolicyResult& result, int op)
{
    const auto& layout = result.ops.at(size_t(op)).layout;
    return layout && layout->spec().bufferType == BufferType::L1
        && layout->spec().memoryLayout == TtnnMemoryLayout::Interleaved;
}

PolicyResult plan(const ModelGraph& graph)
{
    const OptimizerDevice device;
    return runPolicy("l1-interleaved", graph, device, AnalyticOpModel(device));
}

} // namespace

class TestL1Interleaved : public QObject
{
    Q_OBJECT

private slots:
    void masks_data();
    void masks();
    void forkStaysInDram();
    void precedenceRebuildsTheSchedule();
    void unreachedOpsFollowTheirLastRead();
    void deepChain();
};

void TestL1Interleaved::masks_data()
{
    QTest::addColumn<QList<qint64>>("outputs");
    QTest::addColumn<QList<qint64>>("required");
    QTest::addColumn<qint64>("base"); // -1: the base op cannot be in L1
    QTest::addColumn<qint64>("budget");
    QTest::addColumn<bool>("found");
    QTest::addColumn<bool>("baseInL1");
    QTest::addColumn<QList<int>>("order");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("peak");
    // Upstream's own example: A (2, 8), B (3, 7), C (1, 9) and the base op's 4 within 15. Everything fits (total
    // 10); requirement minus output orders C (8), A (6), B (4): peaks 9, 1 + 8 = 9, 3 + 7 = 10.
    QTest::newRow("upstream example") << QList<qint64> { 2, 3, 1 } << QList<qint64> { 8, 7, 9 } << qint64(4)
                                      << qint64(15) << true << true << QList<int> { 2, 0, 1 } << qint64(10)
                                      << qint64(10);
    // Within 9 the totals 10 (all), 9 (A B base: peak 9), 8 (B C base: peak 9), 7 (A C base: peak 9) fail; B and
    // the base op (total 7, peak 7 < 9) is the largest that fits.
    QTest::newRow("budget 9 keeps B and the base")
        << QList<qint64> { 2, 3, 1 } << QList<qint64> { 8, 7, 9 } << qint64(4) << qint64(9) << true << true
        << QList<int> { 1 } << qint64(7) << qint64(7);
    // The peak must stay strictly below the budget: B alone peaks at 7 = budget, so only the base op (4) fits.
    QTest::newRow("peak equal to the budget fails")
        << QList<qint64> { 3 } << QList<qint64> { 7 } << qint64(4) << qint64(7) << true << true << QList<int> {}
        << qint64(4) << qint64(0);
    // A fork (no base output) whose operands each need more than the budget: no mask.
    QTest::newRow("nothing fits") << QList<qint64> { 2, 2 } << QList<qint64> { 12, 11 } << qint64(-1) << qint64(10)
                                  << false << false << QList<int> {} << qint64(0) << qint64(0);
    // Equal totals: the first mask enumerated wins (bit i is operand i), so A (mask 1) before B (mask 2).
    QTest::newRow("tie goes to the first mask")
        << QList<qint64> { 5, 5 } << QList<qint64> { 5, 5 } << qint64(-1) << qint64(9) << true << false
        << QList<int> { 0 } << qint64(5) << qint64(5);
}

void TestL1Interleaved::masks()
{
    QFETCH(QList<qint64>, outputs);
    QFETCH(QList<qint64>, required);
    QFETCH(qint64, base);
    QFETCH(qint64, budget);
    QFETCH(bool, found);
    QFETCH(bool, baseInL1);
    QFETCH(QList<int>, order);
    QFETCH(qint64, total);
    QFETCH(qint64, peak);
    std::vector<MaskMember> members;
    for (int i = 0; i < outputs.size(); ++i)
        members.push_back({ outputs[i], required[i] });
    const std::optional<MaskChoice> choice
        = chooseL1Mask(members, base >= 0 ? std::optional<int64_t>(base) : std::nullopt, budget);
    QCOMPARE(choice.has_value(), found);
    if (!found)
        return;
    QCOMPARE(choice->baseInL1, baseInL1);
    QCOMPARE(QList<int>(choice->order.begin(), choice->order.end()), order);
    QCOMPARE(choice->total, total);
    QCOMPARE(choice->peak, peak);
    for (int i = 0; i < outputs.size(); ++i)
        QCOMPARE(bool(choice->operandInL1[size_t(i)]), order.contains(i));
}

// a = relu(x) feeds b and c (two uses: a fork, DRAM). b and c each have one use: alone in their masks they go to
// L1 (2,048 bytes), requiring 2,048. d = add(b, c), returned (one use): the mask of all three totals 6,144 bytes and
// peaks at 2,048 + 2,048 = 4,096, far within 75% of the L1 budget: all in L1, b then c (equal requirement minus
// output keeps operand order). Reservations: b from op 1 to its reader d (op 3), c from 2 to 3, d at 3 alone.
void TestL1Interleaved::forkStaysInDram()
{
    const ModelGraph graph = model({ relu("x", "a"), relu("a", "b"), relu("a", "c"), add("b", "c", "d") }, "d");
    const PolicyResult result = plan(graph);
    QCOMPARE(result.policy, std::string("l1-interleaved"));
    QVERIFY(!inL1(result, 0));
    QVERIFY(result.ops[0].layout && result.ops[0].layout->spec().bufferType == BufferType::Dram);
    QVERIFY(QString::fromStdString(remarkText(result.ops[0].candidates.front().reason)).contains("fork"));
    QVERIFY(inL1(result, 1));
    QVERIFY(inL1(result, 2));
    QVERIFY(inL1(result, 3));
    QCOMPARE(result.ops[3].precedence, (std::vector<int> { 1, 2 }));
    QCOMPARE(result.ops[1].precedence, (std::vector<int> { 0 }));
    QVERIFY(result.schedule.empty()); // the model's order already
    QCOMPARE(result.reservations.size(), size_t(3));
    const std::vector<std::array<int, 2>> spans { { 1, 3 }, { 2, 3 }, { 3, 3 } };
    for (size_t i = 0; i < spans.size(); ++i) {
        QCOMPARE(result.reservations[i].start, spans[i][0]);
        QCOMPARE(result.reservations[i].end, spans[i][1]);
        QCOMPARE(result.reservations[i].bytesPerCore, kTile);
    }
    QCOMPARE(result.metrics.l1PeakBytesPerCore, 3 * kTile);
}

// Model order: a = relu(x), e = relu(x), b = relu(a), d = add(b, e). a, e and b are single-use and go to L1; b
// requires max(a's 2,048, 2,048 + its own 2,048) = 4,096, e requires 2,048. d's operands order by requirement minus
// output: b (2,048) before e (0), so d's precedence is b, e and the schedule rebuilt depth first from the return is
// a, b, e, d: e moves after b.
void TestL1Interleaved::precedenceRebuildsTheSchedule()
{
    const ModelGraph graph = model({ relu("x", "a"), relu("x", "e"), relu("a", "b"), add("b", "e", "d") }, "d");
    const PolicyResult result = plan(graph);
    for (int op = 0; op < 4; ++op)
        QVERIFY2(inL1(result, op), qPrintable(QString::number(op)));
    QCOMPARE(result.ops[3].precedence, (std::vector<int> { 2, 1 }));
    QCOMPARE(result.schedule, (std::vector<int> { 0, 2, 1, 3, 4 }));
    bool noted = false;
    for (const Remark& note : result.notes)
        noted = noted || remarkText(note).find("moves 1 op;") != std::string::npos;
    QVERIFY(noted);
}

// The first test's model with a dead op and two deallocations, which no return reaches: 0 a = relu(x), 1 e = relu(x),
// 2 dead = relu(x), 3 b = relu(a), 4 deallocate a, 5 d = add(b, e), 6 deallocate e, 7 return d. Depth first from d
// with d's precedence b, e: 0, 3, 1, 5. Each other op follows the latest of its operands' producers and readers:
// dead after 1 (x is read by 0, 1 and 2), deallocate a after 3 (a's reader), deallocate e after 5 (e's reader); the
// return goes last. Schedule 0, 3, 4, 1, 2, 5, 6, 7.
void TestL1Interleaved::unreachedOpsFollowTheirLastRead()
{
    const ModelGraph graph = model({ relu("x", "a"), relu("x", "e"), relu("x", "dead"), relu("a", "b"), deallocate("a"),
                                       add("b", "e", "d"), deallocate("e") },
        "d");
    const PolicyResult result = plan(graph);
    QCOMPARE(result.ops[5].precedence, (std::vector<int> { 3, 1 }));
    QCOMPARE(result.schedule, (std::vector<int> { 0, 3, 4, 1, 2, 5, 6, 7 }));
}

// The schedule is rebuilt without recursion: a chain deeper than any call stack holds plans whole, in its own order
// (each op reads the one before it, so the depth-first order is the model's).
void TestL1Interleaved::deepChain()
{
    constexpr int kOps = 100000;
    const ModelGraph graph = readMlirModel(generateChainMlir(kOps));
    const PolicyResult result = plan(graph);
    QCOMPARE(result.ops.size(), size_t(kOps + 1));
    QVERIFY(result.schedule.empty());
}

QTEST_GUILESS_MAIN(TestL1Interleaved)
#include "tst_l1interleaved.moc"
