// SPDX-License-Identifier: MIT
// Scale smoke test, sized for CI: a 20,000-op chain read from MLIR and from a streamed JSON model, and planned by
// every policy. Speed is measured by bench_scale; this test checks that the long paths give whole, consistent
// answers. The chain's structure (relu and add alternating, each add also reading the input) is counted in the test.
#include "importhelpers.h"
#include "io/model/jsonmodel.h"
#include "io/model/mlirmodelreader.h"
#include "modelgenerator.h"
#include "optimizer/beam/beamsearch.h"
#include "optimizer/policies.h"
#include "optimizer/shared/drampolicy.h"

#include <QTest>

#include <cmath>

using namespace tle;
using namespace tle::test;

namespace {

constexpr int kLongChain = 20000;

const ModelGraph& longChain()
{
    static const ModelGraph graph = readMlirModel(generateChainMlir(kLongChain));
    return graph;
}

} // namespace

class TestScale : public QObject
{
    Q_OBJECT

private slots:
    void chainStructure_data();
    void chainStructure();
    void formatsAgree();
    void policyOnLongChain_data();
    void policyOnLongChain();
    void alikeOpsShareNotes_data();
    void alikeOpsShareNotes();
    void beamSharesExpansions_data();
    void beamSharesExpansions();
};

void TestScale::chainStructure_data()
{
    QTest::addColumn<int>("ops");
    QTest::newRow("one op") << 1;
    QTest::newRow("two ops") << 2;
    QTest::newRow("seven ops") << 7;
}

// Op i reads op i-1 (op 0 reads the input); odd ops are adds that also read the input; the last op is returned.
void TestScale::chainStructure()
{
    QFETCH(int, ops);
    for (const ModelGraph& g : { readMlirModel(generateChainMlir(ops)), readJsonModel(generateChainJson(ops)) }) {
        QCOMPARE(g.opCount(), ops);
        QCOMPARE(int(g.arguments().size()), 1);
        const int input = g.arguments().front();
        std::vector<int> inputUsers { 0 };
        for (int i = 1; i < ops; i += 2)
            inputUsers.push_back(i);
        QCOMPARE(g.value(input).users, inputUsers);
        for (int i = 0; i < ops; ++i) {
            const Op& op = g.op(i);
            QCOMPARE(q(op.kind), i % 2 == 0 ? "ttnn.relu" : "ttnn.add");
            QCOMPARE(op.operands.front(), i == 0 ? input : g.op(i - 1).results.front());
            QCOMPARE(q(formatType(g.value(op.results.front()).type)), "tensor<128x128xbf16, #l>");
        }
        QCOMPARE(g.returned(), std::vector<int>({ g.op(ops - 1).results.front() }));
    }
}

// The JSON model is read one op at a time while parsing; it must give the MLIR form's graph, op by op.
void TestScale::formatsAgree()
{
    const ModelGraph& mlir = longChain();
    const ModelGraph json = readJsonModel(generateChainJson(kLongChain));
    QCOMPARE(json.ops().size(), mlir.ops().size());
    QCOMPARE(json.values().size(), mlir.values().size());
    for (size_t i = 0; i < mlir.ops().size(); ++i) {
        const Op& a = mlir.ops()[i];
        const Op& b = json.ops()[i];
        QCOMPARE(q(b.kind), q(a.kind));
        QCOMPARE(b.operands, a.operands);
        QCOMPARE(b.results, a.results);
        if (i < size_t(kLongChain))
            QCOMPARE(b.line, int(i) + 4); // "ops": [ is line 3 of the JSON form; the return has no line
    }
    for (size_t v = 0; v < mlir.values().size(); ++v)
        QCOMPARE(json.values()[v].type, mlir.values()[v].type);
}

void TestScale::policyOnLongChain_data()
{
    QTest::addColumn<QString>("policy");
    for (std::string_view name : policyNames())
        QTest::newRow(std::string(name).c_str()) << QString::fromUtf8(name.data(), qsizetype(name.size()));
}

// Every op gets a decision, every tensor op an output layout of its own shape, and the metrics are finite.
void TestScale::policyOnLongChain()
{
    QFETCH(QString, policy);
    const ModelGraph& g = longChain();
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    const PolicyResult result = runPolicy(policy.toStdString(), g, device, model);
    QCOMPARE(result.ops.size(), g.ops().size());
    for (const OpDecision& d : result.ops) {
        if (!isPlannedOp(g, d.op))
            continue;
        QVERIFY2(d.layout, qPrintable(QStringLiteral("op %1 has no layout").arg(d.op)));
        QCOMPARE(d.layout->logicalShape(), Shape({ 128, 128 }));
    }
    QVERIFY(std::isfinite(result.metrics.estimatedTimeUs));
    QVERIFY(result.metrics.estimatedTimeUs > 0);
}

void TestScale::alikeOpsShareNotes_data()
{
    QTest::addColumn<QString>("policy");
    QTest::newRow("dfsharding") << "dfsharding";
    QTest::newRow("dfsharding-merge") << "dfsharding-merge";
}

// The chain's inner relus are judged alike, and so are its inner adds: each kind keeps one list of candidate
// notes between all its ops (a million-op chain would otherwise hold a million lists), read in full by each op.
void TestScale::alikeOpsShareNotes()
{
    QFETCH(QString, policy);
    const ModelGraph& g = longChain();
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    const PolicyResult result = runPolicy(policy.toStdString(), g, device, model);
    // Ops 0 and 1 and the last ones sit at the chain's ends; 2 and 3 are the first inner relu and add.
    const OpDecision& relu = result.ops[2];
    const OpDecision& add = result.ops[3];
    QVERIFY(relu.candidates.size() > 1);
    QCOMPARE(std::ranges::count(relu.candidates, Verdict::Chosen, &CandidateNote::verdict), 1);
    for (int op = 4; op < kLongChain - 2; op += 2) {
        QVERIFY2(result.ops[size_t(op)].candidates.shares(relu.candidates), qPrintable(QString::number(op)));
        QVERIFY2(result.ops[size_t(op) + 1].candidates.shares(add.candidates), qPrintable(QString::number(op + 1)));
    }
}

void TestScale::beamSharesExpansions_data()
{
    QTest::addColumn<int>("scoring");
    QTest::newRow("heuristic (greedy-beam)") << int(BeamScoring::Heuristic);
    QTest::newRow("cost (layout-planner)") << int(BeamScoring::Cost);
}

// The chain has two signatures (relu, add), and once the beams repeat every inner op finds what an op of its kind
// found before: the search explores a handful of expansions for 20,000 ops. Each op's notes are worded from the
// shared expansion and its own costs: one chosen layout, and path costs that grow along the chain.
void TestScale::beamSharesExpansions()
{
    QFETCH(int, scoring);
    const ModelGraph& g = longChain();
    const OptimizerDevice device;
    const AnalyticOpModel model(device);
    BeamSearch search(g, device, model, { .scoring = BeamScoring(scoring), .occupiedL1 = true });
    search.run();
    QVERIFY2(search.outcomes() <= 16, qPrintable(QString::number(search.outcomes())));
    PolicyResult result = dramDecisions(g, device, "beam");
    search.traceBack(result);
    const auto microseconds = [&](int op) {
        const CandidateNotes& notes = result.ops[size_t(op)].candidates;
        // A copy: worded notes are values, and what a note holds lives as long as the note.
        const CandidateNote chosen = *std::ranges::find(notes, Verdict::Chosen, &CandidateNote::verdict);
        const RemarkValue* value = chosen.reason.find("Microseconds");
        return value ? std::stod(std::get<std::string>(*value)) : -1.0;
    };
    for (int op : { 2, 3, kLongChain / 2, kLongChain - 3 }) {
        const CandidateNotes& notes = result.ops[size_t(op)].candidates;
        QVERIFY(notes.worded());
        QCOMPARE(std::ranges::count(notes, Verdict::Chosen, &CandidateNote::verdict), 1);
        QVERIFY2(microseconds(op) > 0, qPrintable(QString::number(op)));
    }
    QVERIFY(microseconds(kLongChain - 3) > microseconds(kLongChain / 2));
    QVERIFY(microseconds(kLongChain / 2) > microseconds(3));
}

QTEST_GUILESS_MAIN(TestScale)
#include "tst_scale.moc"
