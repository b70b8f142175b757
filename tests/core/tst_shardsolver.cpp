// SPDX-License-Identifier: MIT
// ShardSolver of seed 002 §3.2-3.3: path construction, propagation, first-op preprocessing, reshard
// insertion, pinning and both core-usage rules.
// Every expected value is worked out by hand in the comments.
#include "optimizer/chains/l1chain.h"
#include "optimizer/chains/shardsolver.h"
#include "report/remarktext.h"
#include "shardsolvertesthelpers.h"
#include "util/error.h"

#include <QTest>

#include <functional>
#include <map>
#include <set>
#include <tuple>
#include <utility>

#include <fmt/format.h>

using namespace tle;
using namespace tle::test;

namespace {

struct Chain
{
    std::vector<std::vector<SolverConfig>> configs;
    std::vector<ChainEdge> edges;
    std::function<bool(const ChainEdge&, int, int)> compatible;
};

// The graphs of the core-usage examples; every config pair named by `compatible` is a path.
Chain coreUsageChain(const QString& name)
{
    auto all = [](const ChainEdge&, int, int) { return true; };
    if (name == QLatin1String("seed-fork-join")) {
        // Seed 002 §3.3.8: Op0 (8) -> Op1 (64) -> Op2, Op3 (16 each) -> Op4 (4), one config per op.
        return { { { cfg(8) }, { cfg(64) }, { cfg(16) }, { cfg(16) }, { cfg(4) } },
            { { 0, 1, 0 }, { 1, 2, 0 }, { 1, 3, 0 }, { 2, 4, 0 }, { 3, 4, 1 } }, all };
    }
    if (name == QLatin1String("upstream-six-op")) {
        // Op0=add(a0,a1), Op1=relu(Op0), Op2=add(a0,Op1), Op3=add(a0,Op1), Op4=add(Op2,Op3), Op5=relu(Op4);
        // configs (width, height, block); config i only feeds config i.
        auto three = [](int64_t w, int64_t h, int64_t b) {
            return std::vector { cfg(w, TtnnMemoryLayout::WidthSharded, 0), cfg(h, TtnnMemoryLayout::HeightSharded, 1),
                cfg(b, TtnnMemoryLayout::BlockSharded, 2) };
        };
        return { { three(4, 8, 4), three(8, 4, 4), three(4, 4, 1), three(4, 4, 1), three(2, 1, 1), three(2, 1, 1) },
            { { 0, 1, 0 }, { 1, 2, 1 }, { 1, 3, 1 }, { 2, 4, 0 }, { 3, 4, 1 }, { 4, 5, 0 } }, sameConfig };
    }
    if (name == QLatin1String("path-maximum")) {
        // Op0 (2, 2) -> Op1 (4, 8); paths (0,0), (0,1), (1,0).
        return { { { cfg(2), cfg(2) }, { cfg(4), cfg(8) } }, { { 0, 1, 0 } },
            [](const ChainEdge&, int i, int j) { return i == 0 || j == 0; } };
    }
    // "double-operand": Op1 = add(Op0, Op0): two edges into a join of two.
    return { { { cfg(2) }, { cfg(5) } }, { { 0, 1, 0 }, { 0, 1, 1 } }, all };
}

} // namespace

class TestShardSolver : public QObject
{
    Q_OBJECT

private slots:
    void coreUsage_data();
    void coreUsage();
    void pickConfigsTieBreak_data();
    void pickConfigsTieBreak();
    void pathConstruction();
    void edgeClasses();
    void edgeClassMismatch();
    void propagation_data();
    void propagation();
    void firstOpInterleaved();
    void firstOpReshard();
    void firstOpFailure_data();
    void firstOpFailure();
    void reshardInsertion();
    void noPathFailure_data();
    void noPathFailure();
    void propagationEmptiesPathSet();
};

void TestShardSolver::coreUsage_data()
{
    QTest::addColumn<QString>("chain");
    QTest::addColumn<int>("rule");
    QTest::addColumn<QList<QList<qint64>>>("expected");
    // pickConfigs() then takes, op by op, the best remaining config.
    QTest::addColumn<QList<int>>("picked");
    const int seedMax = int(CoreUsageRule::SeedMaxOverUsers);
    const int upstreamSum = int(CoreUsageRule::UpstreamSumOverUsers);

    // Op4 = 4; Op2 = Op3 = 16 + 4/2 = 18 (Op4 joins two edges); Op1 = 64 + max(18, 18) = 82; Op0 = 8 + 82 = 90.
    QTest::newRow("seed fork-join, max over users (seed 90/82/18/18/4)")
        << "seed-fork-join" << seedMax << QList<QList<qint64>> { { 90 }, { 82 }, { 18 }, { 18 }, { 4 } }
        << QList<int> { 0, 0, 0, 0, 0 };
    // Same until the fork: Op1 = 64 + 18 + 18 = 100; Op0 = 8 + 100 = 108.
    QTest::newRow("seed fork-join, sum over users")
        << "seed-fork-join" << upstreamSum << QList<QList<qint64>> { { 108 }, { 100 }, { 18 }, { 18 }, { 4 } }
        << QList<int> { 0, 0, 0, 0, 0 };
    // Op5 = (2,1,1); Op4 = (2,1,1) + Op5/1 = (4,2,2); Op2 = Op3 = (4,4,1) + (4,2,2)/2 = (6,5,2) (a0 is outside the
    // chain, so Op2 and Op3 have one in-chain operand); Op1 = (8,4,4) + (6,5,2) + (6,5,2) = (20,14,8);
    // Op0 = (4,8,4) + (20,14,8) = (24,22,12), upstream's known result.
    QTest::newRow("upstream six-op, sum over users (upstream 24/22/12)")
        << "upstream-six-op" << upstreamSum
        << QList<QList<qint64>> { { 24, 22, 12 }, { 20, 14, 8 }, { 6, 5, 2 }, { 6, 5, 2 }, { 4, 2, 2 }, { 2, 1, 1 } }
        << QList<int> { 0, 0, 0, 0, 0, 0 };
    // Op1 = (8,4,4) + max((6,5,2), (6,5,2)) = (14,9,6); Op0 = (4,8,4) + (14,9,6) = (18,17,10). Under either rule
    // width has the highest usage, and pinning Op0 to width pins the chain to width (config i only feeds i).
    QTest::newRow("upstream six-op, max over users")
        << "upstream-six-op" << seedMax
        << QList<QList<qint64>> { { 18, 17, 10 }, { 14, 9, 6 }, { 6, 5, 2 }, { 6, 5, 2 }, { 4, 2, 2 }, { 2, 1, 1 } }
        << QList<int> { 0, 0, 0, 0, 0, 0 };
    // One user: Op0[0] = 2 + max(Op1[0], Op1[1]) = 2 + 8 = 10; Op0[1] reaches only Op1[0]: 2 + 4 = 6. Picking Op0[0]
    // leaves Op1 both configs; Op1[1] has more cores.
    QTest::newRow("best path of one user, max rule")
        << "path-maximum" << seedMax << QList<QList<qint64>> { { 10, 6 }, { 4, 8 } } << QList<int> { 0, 1 };
    QTest::newRow("best path of one user, sum rule")
        << "path-maximum" << upstreamSum << QList<QList<qint64>> { { 10, 6 }, { 4, 8 } } << QList<int> { 0, 1 };
    // Op1 = add(Op0, Op0) joins two edges: each carries 5/2 = 2 (integer division). Max: 2 + 2; sum: 2 + 2 + 2.
    QTest::newRow("operand used twice, max rule")
        << "double-operand" << seedMax << QList<QList<qint64>> { { 4 }, { 5 } } << QList<int> { 0, 0 };
    QTest::newRow("operand used twice, sum rule")
        << "double-operand" << upstreamSum << QList<QList<qint64>> { { 6 }, { 5 } } << QList<int> { 0, 0 };
}

void TestShardSolver::coreUsage()
{
    QFETCH(QString, chain);
    QFETCH(int, rule);
    QFETCH(QList<QList<qint64>>, expected);
    QFETCH(QList<int>, picked);
    const Chain c = coreUsageChain(chain);
    FunctionOracle oracle;
    oracle.compatibleFn = c.compatible;
    ShardSolver solver(c.configs, c.edges, oracle);
    QVERIFY(solver.resolve());
    QList<QList<qint64>> got;
    for (const auto& perOp : solver.produceMaxCoreUsage(CoreUsageRule(rule)))
        got << QList<qint64>(perOp.begin(), perOp.end());
    QCOMPARE(got, expected);
    QVERIFY(solver.pickConfigs(CoreUsageRule(rule)));
    QCOMPARE(toList(solver.finish().configs), picked);
}

void TestShardSolver::pickConfigsTieBreak_data()
{
    QTest::addColumn<QStringList>("layouts");
    QTest::addColumn<QList<qint64>>("volumes");
    QTest::addColumn<int>("expected");

    QTest::newRow("higher usage beats the layout preference")
        << QStringList { "block_sharded", "width_sharded" } << QList<qint64> { 16, 8 } << 0;
    QTest::newRow("tie: height beats block")
        << QStringList { "block_sharded", "height_sharded", "width_sharded" } << QList<qint64> { 8, 8, 4 } << 1;
    QTest::newRow("tie between block layouts: lowest index")
        << QStringList { "block_sharded", "block_sharded" } << QList<qint64> { 8, 8 } << 0;
    QTest::newRow("tie between height and width: lowest index")
        << QStringList { "height_sharded", "width_sharded" } << QList<qint64> { 8, 8 } << 0;
}

void TestShardSolver::pickConfigsTieBreak()
{
    QFETCH(QStringList, layouts);
    QFETCH(QList<qint64>, volumes);
    QFETCH(int, expected);
    std::vector<SolverConfig> list;
    for (qsizetype i = 0; i < layouts.size(); ++i)
        list.push_back(SolverConfig { .gridVolume = volumes[i],
            .memoryLayout = parseTtnnMemoryLayout(layouts[i].toStdString()).value(),
            .id = int(100 + i) });
    FunctionOracle oracle;
    ShardSolver solver({ list }, {}, oracle);
    QVERIFY(solver.resolve());
    QVERIFY(solver.pickConfigs(CoreUsageRule::SeedMaxOverUsers));
    const ShardSolution solution = solver.finish();
    QCOMPARE(toList(solution.configs), QList<int> { expected });
    QCOMPARE(toList(solution.configIds), QList<int> { 100 + expected });
}

void TestShardSolver::pathConstruction()
{
    // A(3) -> B(3) -> C(2). A->B allows (0,0), (1,0), (1,1): A2 feeds nothing and nothing reaches B2, so the
    // edge narrows A and B to {0,1}. B->C is then built on B = {0,1} only: (0,1), (1,0), (1,1) survive and the
    // oracle is never asked about B2 (which would have allowed (2,0)).
    std::vector<std::tuple<int, int, int, int>> asked;
    FunctionOracle oracle;
    oracle.compatibleFn = [&asked](const ChainEdge& e, int i, int j) {
        asked.emplace_back(e.producer, e.consumer, i, j);
        static const Pairs ab { { 0, 0 }, { 1, 0 }, { 1, 1 } };
        static const Pairs bc { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 2, 0 } };
        return (e.producer == 0 ? ab : bc).contains({ i, j });
    };
    ShardSolver solver({ uniform(3), uniform(3), uniform(2) }, { { 0, 1, 0 }, { 1, 2, 0 } }, oracle);
    QCOMPARE(allAt(solver), (QIntLists { { 0, 1, 2 }, { 0, 1, 2 }, { 0, 1 } }));
    QVERIFY(solver.resolve());
    QCOMPARE(allAt(solver), (QIntLists { { 0, 1 }, { 0, 1 }, { 0, 1 } }));
    QCOMPARE(solver.bitset(0).count(), size_t(2));
    QCOMPARE(pathList(solver, 0), (QList<std::pair<int, int>> { { 0, 0 }, { 1, 0 }, { 1, 1 } }));
    QCOMPARE(pathList(solver, 1), (QList<std::pair<int, int>> { { 0, 1 }, { 1, 0 }, { 1, 1 } }));
    // 3 x 3 questions on A->B, then 2 x 2 on B->C.
    QCOMPARE(asked.size(), size_t(13));
    for (const auto& [p, c, i, j] : asked)
        QVERIFY(!(p == 1 && i == 2));
    QVERIFY(solver.reshards().empty());
}

void TestShardSolver::edgeClasses()
{
    // A chain of 1,000 ops with 3 configs each, config i feeding configs i and i+1 (mod 3) except that edges into
    // odd ops refuse config 0 -> 1: two classes (into even ops, into odd ops). With classes the oracle is asked
    // 3 x 3 = 9 questions per class, 18 in all, against 9 per edge (999 edges) without; both solve alike.
    const int n = 1000;
    auto answer = [](const ChainEdge& e, int i, int j) {
        if (e.consumer % 2 == 1 && i == 0 && j == 1)
            return false;
        return j == i || j == (i + 1) % 3;
    };
    std::vector<std::vector<SolverConfig>> configs;
    std::vector<ChainEdge> edges;
    for (int op = 0; op < n; ++op) {
        // Usage 3, 2, 1 for configs 0, 1, 2: picking prefers config 0 wherever it survives.
        configs.push_back({ cfg(3), cfg(2), cfg(1) });
        if (op > 0)
            edges.push_back({ op - 1, op, 0 });
    }
    int askedPlain = 0;
    FunctionOracle plain;
    plain.compatibleFn = [&](const ChainEdge& e, int i, int j) {
        ++askedPlain;
        return answer(e, i, j);
    };
    int askedClassed = 0;
    FunctionOracle classed;
    classed.compatibleFn = [&](const ChainEdge& e, int i, int j) {
        ++askedClassed;
        return answer(e, i, j);
    };
    classed.edgeClassFn = [](const ChainEdge& e) { return e.consumer % 2; };

    ShardSolver a(configs, edges, plain);
    ShardSolver b(configs, edges, classed);
    QVERIFY(a.resolve());
    QVERIFY(b.resolve());
    QCOMPARE(askedPlain, 9 * (n - 1));
    QCOMPARE(askedClassed, 18);
    for (int e = 0; e < n - 1; ++e)
        QCOMPARE(pathList(b, e), pathList(a, e));
    QVERIFY(a.pickConfigs(CoreUsageRule::SeedMaxOverUsers));
    QVERIFY(b.pickConfigs(CoreUsageRule::SeedMaxOverUsers));
    QCOMPARE(b.finish().configs, a.finish().configs);
    // Config 0 everywhere: every edge keeps 0 -> 0, and 0 has the highest accumulated usage.
    QCOMPARE(b.finish().configs, std::vector<int>(size_t(n), 0));
}

void TestShardSolver::edgeClassMismatch()
{
    // An oracle that puts edges between ops of different config counts into one class broke its promise: the
    // solver says so instead of reading paths out of range.
    FunctionOracle oracle;
    oracle.compatibleFn = [](const ChainEdge&, int i, int j) { return i == j; };
    oracle.edgeClassFn = [](const ChainEdge&) { return 0; };
    ShardSolver solver({ uniform(3), uniform(3), uniform(2) }, { { 0, 1, 0 }, { 1, 2, 0 } }, oracle);
    try {
        solver.resolve();
        QFAIL("expected an error");
    } catch (const Error& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(QStringLiteral("edge class 0")), e.what());
    }
}

void TestShardSolver::propagation_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QIntLists>("expected");

    // A(2) -> B(2) -> C(2); A->B allows (0,0), (1,1); B->C allows only (0,0). Building B->C narrows B to {0};
    // propagation then drops path (1,1) of A->B, so A loses config 1, two edges away from C.
    QTest::newRow("backward, two edges") << "backward" << QIntLists { { 0 }, { 0 }, { 0 } };
    // Op0 forks to Op1 (paths (0,0),(1,1)) and Op2 (path (0,0) only); Op1 -> Op3 has (0,0),(1,1). Building
    // Op0->Op2 narrows Op0 to {0} after Op0->Op1 was built; propagation goes back to Op0, forward to Op1 = {0}
    // and on to Op3 = {0}, which Op2's constraint reaches through three edges.
    QTest::newRow("back to the fork, then forward") << "fork" << QIntLists { { 0 }, { 0 }, { 0 }, { 0 } };
}

void TestShardSolver::propagation()
{
    QFETCH(QString, scenario);
    QFETCH(QIntLists, expected);
    const Pairs diagonal { { 0, 0 }, { 1, 1 } };
    const Pairs first { { 0, 0 } };
    const bool fork = scenario == QLatin1String("fork");
    FunctionOracle oracle = fork ? tableOracle({ { { 0, 1 }, diagonal }, { { 0, 2 }, first }, { { 1, 3 }, diagonal } })
                                 : tableOracle({ { { 0, 1 }, diagonal }, { { 1, 2 }, first } });
    std::vector<std::vector<SolverConfig>> configs = fork
        ? std::vector { uniform(2), uniform(2), uniform(1), uniform(2) }
        : std::vector { uniform(2), uniform(2), uniform(2) };
    std::vector<ChainEdge> edges = fork ? std::vector<ChainEdge> { { 0, 1, 0 }, { 0, 2, 0 }, { 1, 3, 0 } }
                                        : std::vector<ChainEdge> { { 0, 1, 0 }, { 1, 2, 0 } };
    ShardSolver solver(configs, edges, oracle);
    QVERIFY(solver.resolve());
    QCOMPARE(allAt(solver), expected);
    for (int e = 0; e < int(edges.size()); ++e)
        QCOMPARE(pathList(solver, e), (QList<std::pair<int, int>> { { 0, 0 } }));
}

void TestShardSolver::firstOpInterleaved()
{
    // Only Op0 config 1 accepts the DRAM interleaved input; config i feeds config i, so Op1 follows to {1}.
    FunctionOracle oracle;
    oracle.compatibleFn = sameConfig;
    oracle.acceptsInterleavedInputFn = [](int op, int config) { return op == 0 && config == 1; };
    ShardSolver solver({ uniform(3), uniform(3) }, { { 0, 1, 0 } }, oracle);
    QVERIFY(solver.resolve());
    QCOMPARE(allAt(solver), (QIntLists { { 1 }, { 1 } }));
    QVERIFY(solver.reshards().empty());
}

void TestShardSolver::firstOpReshard()
{
    // No config takes interleaved input, so the chain input gets a reshard. Layout 100 suits Op0 config 0;
    // layout 101 suits configs 0 and 2. Map: {0: [100, 101], 2: [101]}; Op0 keeps {0, 2} and Op1 follows.
    const ChainEdge input { kChainInput, 0, 0 };
    FunctionOracle oracle;
    oracle.compatibleFn = sameConfig;
    oracle.acceptsInterleavedInputFn = [](int, int) { return false; };
    oracle.reshardCandidatesFn = [input](const ChainEdge& e) {
        return e == input ? std::vector { 100, 101 } : std::vector<int> {};
    };
    oracle.compatibleWithReshardFn
        = [](const ChainEdge&, int layout, int config) { return config == 0 || (layout == 101 && config == 2); };
    ShardSolver solver({ uniform(3), uniform(3) }, { { 0, 1, 0 } }, oracle);
    QVERIFY(solver.resolve());
    QCOMPARE(allAt(solver), (QIntLists { { 0, 2 }, { 0, 2 } }));
    const ReshardEntry* entry = solver.reshardOn(input);
    QVERIFY(entry);
    QCOMPARE(entry->layoutsByConsumerConfig, (std::map<int, std::vector<int>> { { 0, { 100, 101 } }, { 2, { 101 } } }));
    QCOMPARE(QString::fromStdString(toString(input)), QStringLiteral("chain input -> op 0 (operand 0)"));

    QVERIFY(solver.set(0, 2));
    const ShardSolution solution = solver.finish();
    QCOMPARE(toList(solution.configs), (QList<int> { 2, 2 }));
    QCOMPARE(solution.reshards.size(), size_t(1));
    QVERIFY(solution.reshards[0].edge == input);
    QCOMPARE(solution.reshards[0].consumerConfig, 2);
    QCOMPARE(toList(solution.reshards[0].layouts), QList<int> { 101 });
}

void TestShardSolver::firstOpFailure_data()
{
    QTest::addColumn<QList<int>>("candidates");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("no reshard layout") << QList<int> {} << "no reshard layout is available";
    QTest::newRow("reshard layouts rejected") << QList<int> { 5, 6 } << "none of the 2 reshard layouts";
}

void TestShardSolver::firstOpFailure()
{
    QFETCH(QList<int>, candidates);
    QFETCH(QString, fragment);
    FunctionOracle oracle;
    oracle.acceptsInterleavedInputFn = [](int, int) { return false; };
    oracle.reshardCandidatesFn
        = [candidates](const ChainEdge&) { return std::vector<int>(candidates.begin(), candidates.end()); };
    ShardSolver solver({ uniform(2) }, {}, oracle);
    QVERIFY(!solver.resolve());
    QVERIFY(!solver.resolved());
    QVERIFY(solver.failure());
    QCOMPARE(name(solver.failure()->reason), name(SolverFailureReason::NoEntryConfig));
    QVERIFY(solver.failure()->edge == (ChainEdge { kChainInput, 0, 0 }));
    const QString message = QString::fromStdString(remarkText(solver.failure()->why));
    QVERIFY2(message.contains(QLatin1String("chain input -> op 0")), qPrintable(message));
    QVERIFY2(message.contains(fragment), qPrintable(message));
}

void TestShardSolver::reshardInsertion()
{
    // A(2) -> B(3) with no compatible pair. Reshard layouts 7 and 8: 7 suits B1, 8 suits B1 and B2. The map is
    // {1: [7, 8], 2: [8]}; the reshard decouples the ends, so every A config pairs with B1 and B2.
    int candidateQueries = 0;
    FunctionOracle oracle;
    oracle.reshardCandidatesFn = [&candidateQueries](const ChainEdge&) {
        ++candidateQueries;
        return std::vector { 7, 8 };
    };
    oracle.compatibleWithReshardFn
        = [](const ChainEdge&, int layout, int config) { return config == 1 || (layout == 8 && config == 2); };
    ShardSolver solver({ uniform(2), uniform(3, 10) }, { { 0, 1, 0 } }, oracle);
    QVERIFY(solver.resolve());
    QCOMPARE(candidateQueries, 1);
    QCOMPARE(allAt(solver), (QIntLists { { 0, 1 }, { 1, 2 } }));
    QCOMPARE(pathList(solver, 0), (QList<std::pair<int, int>> { { 0, 1 }, { 0, 2 }, { 1, 1 }, { 1, 2 } }));
    const ReshardEntry* entry = solver.reshardOn({ 0, 1, 0 });
    QVERIFY(entry);
    QCOMPARE(entry->layoutsByConsumerConfig, (std::map<int, std::vector<int>> { { 1, { 7, 8 } }, { 2, { 8 } } }));

    QVERIFY(solver.set(1, 2));
    // A is not pinned yet.
    QVERIFY(errorOf([&] { solver.finish(); }).contains(QLatin1String("op 0 still allows configs {0, 1}")));
    QVERIFY(solver.set(0, 1));
    const ShardSolution solution = solver.finish();
    QCOMPARE(toList(solution.configs), (QList<int> { 1, 2 }));
    QCOMPARE(toList(solution.configIds), (QList<int> { 1, 12 }));
    QCOMPARE(solution.reshards.size(), size_t(1));
    QVERIFY(solution.reshards[0].edge == (ChainEdge { 0, 1, 0 }));
    QCOMPARE(toList(solution.reshards[0].layouts), QList<int> { 8 });
}

void TestShardSolver::noPathFailure_data()
{
    QTest::addColumn<QList<int>>("candidates");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("no reshard layout") << QList<int> {} << "no reshard layout is available on the edge";
    QTest::newRow("reshard layouts rejected") << QList<int> { 5, 6 } << "none of the 2 reshard layouts";
}

void TestShardSolver::noPathFailure()
{
    // A -> B -> C: A->B is fine (config i feeds i), B->C has no pair and no usable reshard.
    QFETCH(QList<int>, candidates);
    QFETCH(QString, fragment);
    FunctionOracle oracle;
    oracle.compatibleFn = [](const ChainEdge& e, int i, int j) { return e.producer == 0 && i == j; };
    oracle.reshardCandidatesFn
        = [candidates](const ChainEdge&) { return std::vector<int>(candidates.begin(), candidates.end()); };
    ShardSolver solver({ uniform(2), uniform(2), uniform(2) }, { { 0, 1, 0 }, { 1, 2, 0 } }, oracle);
    QVERIFY(!solver.resolve());
    QCOMPARE(name(solver.failure()->reason), name(SolverFailureReason::NoPath));
    QVERIFY(solver.failure()->edge == (ChainEdge { 1, 2, 0 }));
    const QString message = QString::fromStdString(remarkText(solver.failure()->why));
    QVERIFY2(message.startsWith(QLatin1String("op 1 -> op 2 (operand 0): no producer config in {0, 1}")),
        qPrintable(message));
    QVERIFY2(message.contains(fragment), qPrintable(message));
    QVERIFY(errorOf([&] { solver.set(0, 0); }).contains(QLatin1String("resolve() has not succeeded")));
}

void TestShardSolver::propagationEmptiesPathSet()
{
    // e0: Op0 -> Op1 allows (0,0), (1,1); e1: Op0 -> Op2 allows (0,0); e2: Op1 -> Op3 allows (1,0). Built in
    // order, e1 narrows Op0 to {0} and e2 narrows Op1 to {1}; each was fine alone, but propagation then finds
    // e0 needs Op0 = Op1 with Op0 {0} and Op1 {1}: its path set empties.
    const Pairs diagonal { { 0, 0 }, { 1, 1 } };
    FunctionOracle oracle
        = tableOracle({ { { 0, 1 }, diagonal }, { { 0, 2 }, { { 0, 0 } } }, { { 1, 3 }, { { 1, 0 } } } });
    ShardSolver solver(
        { uniform(2), uniform(2), uniform(1), uniform(1) }, { { 0, 1, 0 }, { 0, 2, 0 }, { 1, 3, 0 } }, oracle);
    QVERIFY(!solver.resolve());
    QCOMPARE(name(solver.failure()->reason), name(SolverFailureReason::PathSetEmptied));
    QVERIFY(solver.failure()->edge == (ChainEdge { 0, 1, 0 }));
    const QString message = QString::fromStdString(remarkText(solver.failure()->why));
    QVERIFY2(message.contains(QLatin1String("producer op 0 still allows configs {0} and consumer op 1 allows {1}")),
        qPrintable(message));
}

QTEST_GUILESS_MAIN(TestShardSolver)
#include "tst_shardsolver.moc"
