// SPDX-License-Identifier: MIT
// L1 chains of seed 002 §3.3: the chain-building rules, the edges a chain gives the shard solver and the chain
// state machine. Every expected value is worked out by hand in the comments.
#include "optimizer/chains/l1chain.h"
#include "optimizer/chains/shardsolver.h"
#include "report/remarktext.h"
#include "solvertesthelpers.h"

#include <QTest>

#include <set>

#include <fmt/format.h>

using namespace tle;
using namespace tle::test;

Q_DECLARE_METATYPE(std::vector<tle::ChainCandidateOp>)

namespace {

// What the chain rules ask of a candidate op besides its place in the graph.
enum class Candidate
{
    Fit,
    NotShardable,
    NoLegalConfigs
};

ChainCandidateOp cop(int id, int uses, std::vector<int> producers, Candidate candidate = Candidate::Fit)
{
    return ChainCandidateOp { .id = id,
        .shardable = candidate != Candidate::NotShardable,
        .hasLegalConfigs = candidate != Candidate::NoLegalConfigs,
        .useCount = uses,
        .operandProducers = std::move(producers) };
}

// Brings a fresh one-op chain to `state` through legal transitions only.
L1Chain chainIn(L1ChainState state)
{
    L1Chain chain;
    chain.addOp(7);
    if (state == L1ChainState::InBuild)
        return chain;
    chain.build();
    if (state == L1ChainState::Failed)
        chain.fail(RemarkKind::NoConfigSatisfies);
    if (state == L1ChainState::Resolved || state == L1ChainState::Completed)
        chain.resolve();
    if (state == L1ChainState::Completed)
        chain.complete();
    return chain;
}

} // namespace

class TestL1Chain : public QObject
{
    Q_OBJECT

private slots:
    void chainRules_data();
    void chainRules();
    void chainEnds_data();
    void chainEnds();
    void chainEdgesForSolver();
    void chainBuilderErrors();
    void stateTransitions_data();
    void stateTransitions();
    void stateOperations();
};

void TestL1Chain::chainRules_data()
{
    QTest::addColumn<std::vector<ChainCandidateOp>>("schedule");
    QTest::addColumn<QIntLists>("chains");
    QTest::addColumn<QStringList>("breaks");

    // Each op feeds the next as operand[0] and has one use: one chain, ended by the schedule.
    QTest::newRow("linear through operand[0]") << std::vector { cop(1, 1, { -1 }), cop(2, 1, { 1 }), cop(3, 1, { 2 }) }
                                               << QIntLists { { 1, 2, 3 } } << QStringList { "3:end-of-schedule" };
    // Op1 forks to Op2 and Op3: it ends its chain. Op3 takes Op1, not Op2, as operand[0], so Op2 ends alone too.
    QTest::newRow("single-use rule: a fork ends the chain")
        << std::vector { cop(1, 2, { -1 }), cop(2, 1, { 1 }), cop(3, 1, { 1 }) } << QIntLists { { 1 }, { 2 }, { 3 } }
        << QStringList { "1:not-single-use", "2:not-first-operand", "3:end-of-schedule" };
    QTest::newRow("single-use rule: an unused op ends the chain") << std::vector { cop(1, 0, { -1 }),
        cop(2, 1, { -1 }) } << QIntLists { { 1 }, { 2 } } << QStringList { "1:not-single-use", "2:end-of-schedule" };
    // Op2 takes Op1 as operand 1; Op3 takes Op2 as operand 0.
    QTest::newRow("operand[0] rule") << std::vector { cop(1, 1, { -1 }), cop(2, 1, { -1, 1 }), cop(3, 1, { 2 }) }
                                     << QIntLists { { 1 }, { 2, 3 } }
                                     << QStringList { "1:not-first-operand", "3:end-of-schedule" };
    QTest::newRow("shardable rule") << std::vector { cop(1, 1, { -1 }), cop(2, 1, { 1 }, Candidate::NotShardable),
        cop(3, 1, { 2 }) } << QIntLists { { 1 }, { 3 } }
                                    << QStringList { "2:not-shardable", "3:end-of-schedule" };
    QTest::newRow("legal-configs rule") << std::vector { cop(1, 1, { -1 }), cop(2, 1, { 1 }, Candidate::NoLegalConfigs),
        cop(3, 1, { 2 }) } << QIntLists { { 1 }, { 3 } }
                                        << QStringList { "2:no-legal-configs", "3:end-of-schedule" };
    QTest::newRow("excluded ops at both ends") << std::vector {
        cop(1, 1, { -1 }, Candidate::NotShardable), cop(2, 1, { 1 }), cop(3, 1, { 2 }, Candidate::NotShardable)
    } << QIntLists { { 2 } } << QStringList { "1:not-shardable", "3:not-shardable" };
    QTest::newRow("empty schedule") << std::vector<ChainCandidateOp> {} << QIntLists {} << QStringList {};
}

void TestL1Chain::chainRules()
{
    QFETCH(std::vector<ChainCandidateOp>, schedule);
    QFETCH(QIntLists, chains);
    QFETCH(QStringList, breaks);
    const ChainBuildResult result = buildL1Chains(schedule);
    QIntLists gotChains;
    for (const L1Chain& chain : result.chains) {
        QCOMPARE(name(chain.state()), name(L1ChainState::Built));
        gotChains << toList(chain.ops());
    }
    QStringList gotBreaks;
    for (const ChainBreak& b : result.breaks)
        gotBreaks << QStringLiteral("%1:%2").arg(b.op).arg(name(b.rule));
    QCOMPARE(gotChains, chains);
    QCOMPARE(gotBreaks, breaks);
}

// Each chain records the rule that ended it and the op that stopped it ("last op:rule:blocker"): the next op that
// could not join, or the last op itself when its own uses ended the chain.
void TestL1Chain::chainEnds_data()
{
    QTest::addColumn<std::vector<ChainCandidateOp>>("schedule");
    QTest::addColumn<QStringList>("ends");
    QTest::newRow("the schedule ends") << std::vector { cop(1, 1, { -1 }), cop(2, 1, { 1 }) }
                                       << QStringList { "2:end-of-schedule:-1" };
    QTest::newRow("a fork") << std::vector { cop(1, 2, { -1 }), cop(2, 1, { 1 }), cop(3, 1, { 1 }) }
                            << QStringList { "1:not-single-use:1", "2:not-first-operand:3", "3:end-of-schedule:-1" };
    QTest::newRow("the next op is not shardable") << std::vector { cop(1, 1, { -1 }), cop(2, 1, { 1 }),
        cop(3, 1, { 2 }, Candidate::NotShardable), cop(4, 1, { 3 }) }
                                                  << QStringList { "2:not-shardable:3", "4:end-of-schedule:-1" };
    QTest::newRow("the next op has no legal config")
        << std::vector { cop(1, 1, { -1 }), cop(2, 1, { 1 }, Candidate::NoLegalConfigs), cop(3, 1, { 2 }) }
        << QStringList { "1:no-legal-configs:2", "3:end-of-schedule:-1" };
}

void TestL1Chain::chainEnds()
{
    QFETCH(std::vector<ChainCandidateOp>, schedule);
    QFETCH(QStringList, ends);
    const ChainBuildResult result = buildL1Chains(schedule);
    QCOMPARE(result.ends.size(), result.chains.size());
    QStringList got;
    for (size_t c = 0; c < result.chains.size(); ++c) {
        const ChainBreak& end = result.ends[c];
        QCOMPARE(end.op, result.chains[c].ops().back());
        got << QStringLiteral("%1:%2:%3").arg(end.op).arg(name(end.rule)).arg(end.blocker);
    }
    QCOMPARE(got, ends);
}

void TestL1Chain::chainEdgesForSolver()
{
    const std::vector schedule { cop(10, 1, { -1 }), cop(11, 1, { 10 }), cop(12, 1, { 11 }) };
    const ChainBuildResult result = buildL1Chains(schedule);
    QCOMPARE(result.chains.size(), size_t(1));
    QVERIFY(chainEdges(result.chains[0], schedule) == (std::vector<ChainEdge> { { 0, 1, 0 }, { 1, 2, 0 } }));

    // A hand-made chain where Op12 also reads Op10 as operand 1: that edge is in-chain too.
    const std::vector join { cop(10, 2, { -1 }), cop(11, 1, { 10 }), cop(12, 1, { 11, 10 }) };
    L1Chain chain;
    for (int id : { 10, 11, 12 })
        chain.addOp(id);
    QVERIFY(chainEdges(chain, join) == (std::vector<ChainEdge> { { 0, 1, 0 }, { 1, 2, 0 }, { 0, 2, 1 } }));
}

void TestL1Chain::chainBuilderErrors()
{
    const std::vector twice { cop(1, 1, { -1 }), cop(1, 1, { 1 }) };
    QVERIFY(errorOf([&] { buildL1Chains(twice); }).contains(QLatin1String("op id 1 appears twice")));
    const std::vector negative { cop(1, -1, { -1 }) };
    QVERIFY(errorOf([&] { buildL1Chains(negative); }).contains(QLatin1String("negative use count -1")));
}

void TestL1Chain::stateTransitions_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<bool>("legal");
    using S = L1ChainState;
    const std::set<std::pair<S, S>> legal { { S::InBuild, S::Built }, { S::Built, S::Resolved },
        { S::Built, S::Failed }, { S::Resolved, S::Failed }, { S::Resolved, S::Completed } };
    const S all[] = { S::InBuild, S::Built, S::Resolved, S::Failed, S::Completed };
    for (S from : all)
        for (S to : all) {
            const bool ok = legal.contains({ from, to });
            const std::string name = fmt::format("{} -> {} {}", toString(from), toString(to), ok ? "legal" : "illegal");
            QTest::newRow(name.c_str()) << int(from) << int(to) << ok;
        }
}

void TestL1Chain::stateTransitions()
{
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(bool, legal);
    L1Chain chain = chainIn(L1ChainState(from));
    QCOMPARE(name(chain.state()), name(L1ChainState(from)));
    QCOMPARE(isLegalTransition(L1ChainState(from), L1ChainState(to)), legal);
    const QString error = errorOf([&] { chain.transitionTo(L1ChainState(to)); });
    if (legal) {
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(name(chain.state()), name(L1ChainState(to)));
    } else {
        const QString expected
            = QStringLiteral("illegal transition from %1 to %2").arg(name(L1ChainState(from)), name(L1ChainState(to)));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QCOMPARE(name(chain.state()), name(L1ChainState(from)));
    }
}

void TestL1Chain::stateOperations()
{
    L1Chain empty;
    QVERIFY(errorOf([&] { empty.build(); }).contains(QLatin1String("empty chain")));
    L1Chain chain;
    chain.addOp(3);
    QVERIFY(errorOf([&] { chain.addOp(3); }).contains(QLatin1String("op 3 is already in the chain")));
    chain.build();
    QVERIFY(errorOf([&] { chain.addOp(4); }).contains(QLatin1String("in state Built")));
    QVERIFY(errorOf([&] { chain.complete(); }).contains(QLatin1String("from Built to Completed")));
    chain.resolve();
    chain.fail(
        Remark(RemarkKind::SolverPickFailed, { NV("Op", 3), NV("Attempt", Remark(RemarkKind::NoReshardLayout)) }));
    QCOMPARE(name(chain.state()), name(L1ChainState::Failed));
    QCOMPARE(remarkText(chain.failureReason()),
        std::string(
            "pickConfigs: no remaining config of op 3 can be pinned; last attempt: no reshard layout is available"));
    QVERIFY(chain.contains(3));
}

QTEST_GUILESS_MAIN(TestL1Chain)
#include "tst_l1chain.moc"
