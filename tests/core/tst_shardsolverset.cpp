// SPDX-License-Identifier: MIT
// ShardSolver of seed 002 §3.2-3.3, as a caller drives it: pinning configs with set(), the constructor's checks of
// its chain, and config lists shared between ops. Every expected value is worked out by hand in the comments.
#include "optimizer/chains/shardsolver.h"
#include "report/remarktext.h"
#include "shardsolvertesthelpers.h"
#include "util/error.h"

#include <QTest>

#include <memory>

using namespace tle;
using namespace tle::test;

class TestShardSolverSet : public QObject
{
    Q_OBJECT

private slots:
    void setPins_data();
    void setPins();
    void setRejectsEliminatedConfig();
    void setConflictRestoresState();
    void setConflictRestoresSharedPaths();
    void constructorErrors_data();
    void constructorErrors();
    void sharedConfigLists();
};

void TestShardSolverSet::setPins_data()
{
    QTest::addColumn<int>("op");
    QTest::addColumn<int>("config");
    QTest::addColumn<QIntLists>("expected");
    // A -> B -> C, three configs each, config i feeds config i: one pin fixes the chain in both directions.
    QTest::newRow("pin the head, forward") << 0 << 2 << QIntLists { { 2 }, { 2 }, { 2 } };
    QTest::newRow("pin the tail, backward") << 2 << 1 << QIntLists { { 1 }, { 1 }, { 1 } };
    QTest::newRow("pin the middle, both ways") << 1 << 0 << QIntLists { { 0 }, { 0 }, { 0 } };
}

void TestShardSolverSet::setPins()
{
    QFETCH(int, op);
    QFETCH(int, config);
    QFETCH(QIntLists, expected);
    FunctionOracle oracle;
    oracle.compatibleFn = sameConfig;
    ShardSolver solver({ uniform(3, 0), uniform(3, 10), uniform(3, 20) }, { { 0, 1, 0 }, { 1, 2, 0 } }, oracle);
    QVERIFY(errorOf([&] { solver.set(op, config); }).contains(QLatin1String("resolve() has not succeeded")));
    QVERIFY(solver.resolve());
    QVERIFY(solver.set(op, config));
    QVERIFY(!solver.failure());
    QCOMPARE(allAt(solver), expected);
    const ShardSolution solution = solver.finish();
    QCOMPARE(toList(solution.configIds), (QList<int> { config, 10 + config, 20 + config }));
}

void TestShardSolverSet::setRejectsEliminatedConfig()
{
    // Op0 accepts interleaved input only with configs 0 and 1, so config 2 is gone before any pin.
    FunctionOracle oracle;
    oracle.compatibleFn = sameConfig;
    oracle.acceptsInterleavedInputFn = [](int, int config) { return config != 2; };
    ShardSolver solver({ uniform(3), uniform(3) }, { { 0, 1, 0 } }, oracle);
    QVERIFY(solver.resolve());
    QVERIFY(!solver.set(0, 2));
    QCOMPARE(name(solver.failure()->reason), name(SolverFailureReason::ConfigUnavailable));
    QCOMPARE(solver.failure()->op, 0);
    QCOMPARE(allAt(solver), (QIntLists { { 0, 1 }, { 0, 1 } }));
    QVERIFY(errorOf([&] { solver.set(0, 3); }).contains(QLatin1String("op 0 has no config 3")));
    QVERIFY(errorOf([&] { solver.set(2, 0); }).contains(QLatin1String("op 2 is outside 0..1")));
}

void TestShardSolverSet::setConflictRestoresState()
{
    // A triangle Op0 -> Op1, Op0 -> Op2, Op1 -> Op2 where every edge needs different configs (two configs each):
    // every edge on its own is satisfiable, so resolve() succeeds, but no assignment satisfies all three.
    // set(0, 0) forces Op1 = {1} and Op2 = {1}; edge Op1 -> Op2 then has no path left.
    const Pairs differ { { 0, 1 }, { 1, 0 } };
    FunctionOracle oracle = tableOracle({ { { 0, 1 }, differ }, { { 0, 2 }, differ }, { { 1, 2 }, differ } });
    ShardSolver solver({ uniform(2), uniform(2), uniform(2) }, { { 0, 1, 0 }, { 0, 2, 0 }, { 1, 2, 1 } }, oracle);
    QVERIFY(solver.resolve());
    const QIntLists before = allAt(solver);
    QCOMPARE(before, (QIntLists { { 0, 1 }, { 0, 1 }, { 0, 1 } }));
    QVERIFY(!solver.set(0, 0));
    QCOMPARE(name(solver.failure()->reason), name(SolverFailureReason::PinConflict));
    QCOMPARE(solver.failure()->op, 0);
    QVERIFY(solver.failure()->edge == (ChainEdge { 1, 2, 1 }));
    QVERIFY(
        QString::fromStdString(remarkText(solver.failure()->why)).contains(QLatin1String("pinning op 0 to config 0")));
    QCOMPARE(allAt(solver), before);
    for (int e = 0; e < 3; ++e)
        QCOMPARE(pathList(solver, e).size(), qsizetype(2));
    // Every config of Op0 conflicts, so picking fails too.
    QVERIFY(!solver.pickConfigs(CoreUsageRule::SeedMaxOverUsers));
    QVERIFY(QString::fromStdString(remarkText(solver.failure()->why))
                .startsWith(QLatin1String("pickConfigs: no remaining config of op 0")));
}

void TestShardSolverSet::setConflictRestoresSharedPaths()
{
    // The triangle again with 70 configs an op (two words of a bitset) and edges of one class, whose paths the
    // edges share: a config feeds one of the other parity. Every config has partners on every edge, so resolve()
    // keeps all 70; set(0, 0) leaves odd configs for Op1 and Op2, and edge Op1 -> Op2 (odd to odd) has no path.
    constexpr int kConfigs = 70;
    FunctionOracle oracle;
    oracle.compatibleFn = [](const ChainEdge&, int p, int c) { return p % 2 != c % 2; };
    oracle.edgeClassFn = [](const ChainEdge&) { return 0; };
    ShardSolver solver(
        { uniform(kConfigs), uniform(kConfigs), uniform(kConfigs) }, { { 0, 1, 0 }, { 0, 2, 0 }, { 1, 2, 1 } }, oracle);
    QVERIFY(solver.resolve());
    std::vector<int> all(kConfigs);
    for (int i = 0; i < kConfigs; ++i)
        all[size_t(i)] = i;
    for (int op = 0; op < 3; ++op)
        QCOMPARE(solver.at(op), all);
    // 35 even configs times 35 odd ones, in both directions.
    const qsizetype pairs = 2 * 35 * 35;
    for (int e = 0; e < 3; ++e)
        QCOMPARE(pathList(solver, e).size(), pairs);
    QVERIFY(!solver.set(0, 0));
    QCOMPARE(name(solver.failure()->reason), name(SolverFailureReason::PinConflict));
    for (int op = 0; op < 3; ++op)
        QCOMPARE(solver.at(op), all);
    for (int e = 0; e < 3; ++e)
        QCOMPARE(pathList(solver, e).size(), pairs);
    // On a chain a pin holds, and the shared paths narrow to those both ends still allow.
    ShardSolver chain({ uniform(kConfigs), uniform(kConfigs) }, { { 0, 1, 0 } }, oracle);
    QVERIFY(chain.resolve());
    QVERIFY(chain.set(0, 65));
    QCOMPARE(chain.at(0), std::vector<int> { 65 });
    QCOMPARE(pathList(chain, 0).size(), qsizetype(35)); // 65 with each even config
    QVERIFY(chain.set(1, 64));
    QCOMPARE(pathList(chain, 0).size(), qsizetype(1));
}

void TestShardSolverSet::constructorErrors_data()
{
    // Op0 has `configs` configs, Op1 has one.
    QTest::addColumn<int>("configs");
    QTest::addColumn<QIntLists>("edges");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("512 configs accepted") << 512 << QIntLists { { 0, 1, 0 } } << QString();
    QTest::newRow("513 configs rejected")
        << 513 << QIntLists {} << "op 0 has 513 configs; the solver tracks at most 512";
    QTest::newRow("no configs") << 0 << QIntLists {} << "op 0 has no legal configs";
    QTest::newRow("edge going backwards") << 1 << QIntLists { { 1, 0, 0 } } << "does not go forward";
    QTest::newRow("edge out of range") << 1 << QIntLists { { 0, 5, 0 } } << "outside 0..1";
    QTest::newRow("negative operand index") << 1 << QIntLists { { 0, 1, -1 } } << "negative operand index";
    QTest::newRow("operand fed twice") << 1 << QIntLists { { 0, 1, 0 }, { 0, 1, 0 } } << "both feed operand 0 of op 1";
}

void TestShardSolverSet::constructorErrors()
{
    QFETCH(int, configs);
    QFETCH(QIntLists, edges);
    QFETCH(QString, fragment);
    std::vector<ChainEdge> list;
    for (const QList<int>& e : edges)
        list.push_back({ e[0], e[1], e[2] });
    FunctionOracle oracle;
    oracle.compatibleFn = [](const ChainEdge&, int, int) { return true; };
    const QString error = errorOf([&] {
        ShardSolver solver({ uniform(configs), uniform(1) }, list, oracle);
        QVERIFY(solver.resolve());
        QCOMPARE(solver.at(0).size(), size_t(configs));
    });
    if (fragment.isEmpty())
        QVERIFY2(error.isEmpty(), qPrintable(error));
    else
        QVERIFY2(error.contains(fragment), qPrintable(error));
}

// Ops with equal configs can share one list; the solver answers as with a list each, and a missing list is an
// error rather than a crash.
void TestShardSolverSet::sharedConfigLists()
{
    const Pairs diagonal { { 0, 0 }, { 1, 1 } };
    const Pairs first { { 0, 0 } };
    FunctionOracle oracle = tableOracle({ { { 0, 1 }, diagonal }, { { 1, 2 }, first } });
    const auto list = std::make_shared<const std::vector<SolverConfig>>(uniform(2));
    ShardSolver solver(std::vector<ShardSolver::ConfigList> { list, list, list }, { { 0, 1, 0 }, { 1, 2, 0 } }, oracle);
    QCOMPARE(&solver.configs(0), &solver.configs(2));
    QVERIFY(solver.resolve());
    QCOMPARE(allAt(solver), (QIntLists { { 0 }, { 0 }, { 0 } }));
    try {
        ShardSolver missing(std::vector<ShardSolver::ConfigList> { list, nullptr }, { { 0, 1, 0 } }, oracle);
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(QStringLiteral("op 1 has no config list")), e.what());
    }
}

QTEST_GUILESS_MAIN(TestShardSolverSet)
#include "tst_shardsolverset.moc"
