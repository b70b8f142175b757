// SPDX-License-Identifier: MIT
// tt-mlir's optimizer decision trace: reading the schema fixtures of tests/data/decision-trace (written key by key
// as upstream's DecisionTrace writer writes version 3), joining them to their models, the as-decided plan, the
// explanation and the cost model's second opinion. Expected values come from the fixture files, read here with Qt's
// own JSON parser, and from the cost model's formulas called on the layouts the test builds itself.
#include "io/model/modelfile.h"
#include "io/trace/decisiontracereader.h"
#include "io/trace/tracejoin.h"
#include "optimizer/decided/decidedplan.h"
#include "optimizer/decided/tracelayouts.h"
#include "optimizer/shared/costmodel.h"
#include "report/decisionreport.h"
#include "report/explainreport.h"
#include "report/fact.h"
#include "testpaths.h"
#include "util/error.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <set>

using namespace tle;

namespace {

QJsonObject fixtureJson(const QString& name)
{
    QFile file(QString::fromStdString(test::testDataPath("decision-trace/" + name.toStdString())));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

std::string fixturePath(const char* name)
{
    return test::testDataPath(std::string("decision-trace/") + name);
}

// A fixture read and joined to its model.
struct Loaded
{
    ModelGraph graph;
    std::shared_ptr<JoinedTrace> joined;
};

Loaded load(const char* fixture, const char* model)
{
    Loaded l { readModelFile(test::samplesPath(model)), std::make_shared<JoinedTrace>() };
    l.joined->trace = readDecisionTraces(fixturePath(fixture)).front();
    l.joined->join = joinTrace(l.joined->trace, l.graph);
    return l;
}

// The op whose first result is called `name`.
int opNamed(const ModelGraph& graph, const std::string& name)
{
    for (const Op& op : graph.ops()) {
        if (!op.results.empty() && graph.value(op.results.front()).name == name)
            return op.id;
    }
    return -1;
}

// The ops a policy plans, in order (what the writer's opIndex counts).
std::vector<int> plannedOps(const ModelGraph& graph)
{
    std::vector<int> ops;
    for (const Op& op : graph.ops()) {
        if (isPlannedOp(graph, op.id))
            ops.push_back(op.id);
    }
    return ops;
}

} // namespace

class TestDecisionTrace : public QObject
{
    Q_OBJECT

private slots:
    void layoutStrings_data();
    void layoutStrings();
    void badLayoutStrings_data();
    void badLayoutStrings();
    void readsFixtures_data();
    void readsFixtures();
    void readsADirectory();
    void joinsByLocation();
    void joinsByIndexWithoutLocs();
    void reportsWhatDoesNotJoin();
    void asDecidedHasTheTracesChoices_data();
    void asDecidedHasTheTracesChoices();
    void scoreOrderIsUpstreams_data();
    void scoreOrderIsUpstreams();
    void explainsVerdictFirst();
    void secondOpinionNamesTheSlowChoice();
    void flagsScoreTies();
    void malformedTracesArePlaced_data();
    void malformedTracesArePlaced();
};

void TestDecisionTrace::layoutStrings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<bool>("l1");
    QTest::addColumn<bool>("sharded");
    QTest::newRow("writer's form") << "l1/#ttnn.tensor_memory_layout<height_sharded>/8x1"
                                   << "l1/height_sharded/8x1" << true << true;
    QTest::newRow("bare memory layout") << "l1/height_sharded/8x1"
                                        << "l1/height_sharded/8x1" << true << true;
    QTest::newRow("writer's DRAM") << "dram/#ttnn.tensor_memory_layout<interleaved>/1x1"
                                   << "dram/interleaved/1x1" << false << false;
    QTest::newRow("header comment's upper case") << "L1/HEIGHT_SHARDED/8x4"
                                                 << "l1/height_sharded/8x4" << true << true;
    QTest::newRow("dram with its grid") << "dram/interleaved/1x1"
                                        << "dram/interleaved/1x1" << false << false;
    QTest::newRow("dram without a grid") << "DRAM/interleaved"
                                         << "dram/interleaved" << false << false;
    QTest::newRow("no memory layout") << "system_memory/1x1"
                                      << "system_memory/1x1" << false << false;
    QTest::newRow("null") << "null"
                          << "null" << false << false;
}

void TestDecisionTrace::layoutStrings()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QFETCH(bool, l1);
    QFETCH(bool, sharded);
    const TraceLayout layout = parseTraceLayout(text.toStdString());
    QCOMPARE(QString::fromStdString(layout.text()), canonical);
    QCOMPARE(layout.isL1(), l1);
    QCOMPARE(layout.isSharded(), sharded);
}

void TestDecisionTrace::badLayoutStrings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column");
    QTest::newRow("unknown buffer") << "sram/interleaved" << 1;
    QTest::newRow("unknown memory layout") << "l1/diagonal_sharded/8x1" << 4;
    QTest::newRow("another attribute") << "l1/#ttnn.buffer_type<l1>/8x1" << 4;
    QTest::newRow("grid of zero") << "l1/height_sharded/0x1" << 19;
    QTest::newRow("empty") << "" << 1;
    QTest::newRow("two grids") << "l1/block_sharded/2x2/2x2" << 22;
}

void TestDecisionTrace::badLayoutStrings()
{
    QFETCH(QString, text);
    QFETCH(int, column);
    try {
        parseTraceLayout(text.toStdString());
        QFAIL("accepted");
    } catch (const Error& e) {
        QCOMPARE(e.column(), column);
    }
}

void TestDecisionTrace::readsFixtures_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::newRow("mnist_mlp") << "mnist_mlp.json";
    QTest::newRow("spill_actions") << "spill_actions.json";
    QTest::newRow("ttir_mnist") << "ttir_mnist.json";
}

void TestDecisionTrace::readsFixtures()
{
    QFETCH(QString, fixture);
    const QJsonObject json = fixtureJson(fixture);
    QVERIFY(!json.isEmpty());
    const DecisionTrace trace = readDecisionTraces(fixturePath(qPrintable(fixture))).front();
    QCOMPARE(QString::fromStdString(trace.function), json[QLatin1String("functionName")].toString());
    QCOMPARE(trace.beamWidth, json[QLatin1String("beamWidth")].toInteger());
    QCOMPARE(qsizetype(trace.forward.size()), json[QLatin1String("forwardPass")].toArray().size());
    QCOMPARE(qsizetype(trace.edges.size()), json[QLatin1String("edges")].toArray().size());
    QCOMPARE(qsizetype(trace.choices.size()), json[QLatin1String("finalChoices")].toArray().size());
    const QJsonArray forward = json[QLatin1String("forwardPass")].toArray();
    for (qsizetype i = 0; i < forward.size(); ++i) {
        const QJsonObject op = forward[i].toObject();
        QCOMPARE(QString::fromStdString(trace.forward[size_t(i)].location), op[QLatin1String("opLocation")].toString());
        QCOMPARE(
            qsizetype(trace.forward[size_t(i)].evaluations.size()), op[QLatin1String("evaluations")].toArray().size());
        QCOMPARE(qsizetype(trace.forward[size_t(i)].beam.size()), op[QLatin1String("beam")].toArray().size());
    }
    const QJsonArray events = json[QLatin1String("spillManagement")].toObject()[QLatin1String("events")].toArray();
    QCOMPARE(qsizetype(trace.spill.events.size()), events.size());
    for (qsizetype i = 0; i < events.size(); ++i)
        QCOMPARE(QString::fromLatin1(spillActionName(trace.spill.events[size_t(i)].action)),
            events[i].toObject()[QLatin1String("action")].toString());
}

void TestDecisionTrace::readsADirectory()
{
    // tt-mlir's decision-trace-dir: one <function>_decision_trace.json per function.
    const std::vector<DecisionTrace> traces = readDecisionTraces(fixturePath("decision_trace"));
    QCOMPARE(traces.size(), size_t(1));
    QCOMPARE(traces.front().function, std::string("main"));
}

void TestDecisionTrace::joinsByLocation()
{
    const Loaded l = load("ttir_mnist.json", "models/real-ir/ttir_mnist.mlir");
    const QJsonArray forward = fixtureJson(QStringLiteral("ttir_mnist.json"))[QLatin1String("forwardPass")].toArray();
    int unknown = 0;
    for (const QJsonValue& op : forward)
        unknown += op.toObject()[QLatin1String("opLocation")].toString() == QLatin1String("loc(unknown)") ? 1 : 0;
    QVERIFY(l.joined->join.unjoined.empty());
    QCOMPARE(l.joined->join.byLocation, int(forward.size()) - unknown);
    QCOMPARE(l.joined->join.byIndex, unknown);
    // The fixture lists the planned ops in order, so record i is planned op i, whether it joined by its loc (ops
    // sharing a loc in order) or by its place.
    const std::vector<int> planned = plannedOps(l.graph);
    for (size_t i = 0; i < l.joined->join.forwardOp.size(); ++i)
        QCOMPARE(l.joined->join.forwardOp[i], planned[i]);
}

void TestDecisionTrace::joinsByIndexWithoutLocs()
{
    const Loaded l = load("mnist_mlp.json", "models/mnist_mlp.mlir");
    QCOMPARE(l.joined->join.byLocation, 0);
    QCOMPARE(l.joined->join.byIndex, 6);
    QCOMPARE(l.joined->join.forwardOp.front(), opNamed(l.graph, "%1"));
    QCOMPARE(l.joined->join.forwardOp.back(), opNamed(l.graph, "%6"));
    QCOMPARE(l.joined->join.choiceOp[4], opNamed(l.graph, "%5"));
}

void TestDecisionTrace::reportsWhatDoesNotJoin()
{
    // The mlp's trace against the bert layer: the records name ops the model does not have at those places.
    ModelGraph graph = readModelFile(test::samplesPath("models/fork_join_graph.mlir"));
    const DecisionTrace trace = readDecisionTraces(fixturePath("mnist_mlp.json")).front();
    const TraceJoin join = joinTrace(trace, graph);
    QVERIFY(!join.unjoined.empty());
    for (const UnjoinedRecord& u : join.unjoined)
        QVERIFY(!u.reason.empty());
    const auto forwardMisses = std::ranges::count(join.forwardOp, -1);
    QCOMPARE(std::ranges::count(join.unjoined, std::string("forwardPass"), &UnjoinedRecord::section), forwardMisses);
}

void TestDecisionTrace::asDecidedHasTheTracesChoices_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("model");
    QTest::newRow("mnist_mlp") << "mnist_mlp.json"
                               << "models/mnist_mlp.mlir";
    QTest::newRow("spill_actions") << "spill_actions.json"
                                   << "models/mnist_mlp.mlir";
    QTest::newRow("ttir_mnist") << "ttir_mnist.json"
                                << "models/real-ir/ttir_mnist.mlir";
}

void TestDecisionTrace::asDecidedHasTheTracesChoices()
{
    QFETCH(QString, fixture);
    QFETCH(QString, model);
    const Loaded l = load(qPrintable(fixture), qPrintable(model));
    const QJsonObject json = fixtureJson(fixture);
    const OptimizerDevice device;
    const PolicyResult plan = decidedPlan(l.graph, l.joined, device);
    QCOMPARE(QString::fromStdString(plan.policy), QStringLiteral("as-decided"));
    // Every final choice, except outputs the spill pass wrote to DRAM.
    std::set<int> demoted;
    const QJsonArray events = json[QLatin1String("spillManagement")].toObject()[QLatin1String("events")].toArray();
    int evictions = 0;
    int selfSpills = 0;
    for (qsizetype i = 0; i < events.size(); ++i) {
        const QString action = events[i].toObject()[QLatin1String("action")].toString();
        evictions += action == QLatin1String("eviction") ? 1 : 0;
        selfSpills += action == QLatin1String("self_spill") ? 1 : 0;
        if (action == QLatin1String("self_spill") || action == QLatin1String("fragmentation_demote"))
            demoted.insert(l.joined->join.eventOp[size_t(i)]);
    }
    const QJsonArray choices = json[QLatin1String("finalChoices")].toArray();
    for (qsizetype i = 0; i < choices.size(); ++i) {
        const int op = l.joined->join.choiceOp[size_t(i)];
        QVERIFY(op >= 0);
        const TtnnLayout& layout = *plan.ops[size_t(op)].layout;
        const TraceLayout chosen
            = parseTraceLayout(choices[i].toObject()[QLatin1String("chosenLayout")].toString().toStdString());
        if (demoted.count(op)) {
            QVERIFY(layout.spec().bufferType == BufferType::Dram);
            continue;
        }
        QCOMPARE(layout.spec().bufferType == BufferType::L1, chosen.isL1());
        QCOMPARE(layout.isSharded(), chosen.isSharded());
        if (chosen.isSharded())
            QCOMPARE((std::vector<int64_t> { layout.shardGrid()[0], layout.shardGrid()[1] }), chosen.grid);
    }
    int reshards = 0;
    for (const QJsonValue& e : json[QLatin1String("edges")].toArray())
        reshards += e.toObject()[QLatin1String("hasReshard")].toBool() ? 1 : 0;
    QCOMPARE(int(plan.reshards.size()), reshards);
    QCOMPARE(plan.metrics.reshardCount, reshards);
    // The evictions are the plan's moves to DRAM; the spill count adds the outputs spilled as they were made.
    QCOMPARE(int(plan.spills.size()), evictions);
    QCOMPARE(plan.metrics.spillCount, evictions + selfSpills);
}

void TestDecisionTrace::scoreOrderIsUpstreams_data()
{
    QTest::addColumn<int>("field");
    QTest::addColumn<bool>("firstWins");
    // a differs from the base score in one field at a time, in the direction named.
    QTest::newRow("L1 over DRAM") << int(ScoreField::L1) << true;
    QTest::newRow("sharded over interleaved") << int(ScoreField::Sharded) << true;
    QTest::newRow("fewer DRAM bytes") << int(ScoreField::InputDramBytes) << true;
    QTest::newRow("no reshard") << int(ScoreField::Reshard) << true;
    QTest::newRow("more cores") << int(ScoreField::Cores) << true;
    QTest::newRow("less L1") << int(ScoreField::L1Usage) << true;
}

void TestDecisionTrace::scoreOrderIsUpstreams()
{
    QFETCH(int, field);
    QFETCH(bool, firstWins);
    const TraceScore base { false, false, 1000, true, 4, 5000 };
    TraceScore a = base;
    switch (ScoreField(field)) {
    case ScoreField::L1:
        a.isL1 = true, a.coreCount = 1; // an earlier field outweighs every later one
        break;
    case ScoreField::Sharded:
        a.isSharded = true, a.inputDramBytes = 9999;
        break;
    case ScoreField::InputDramBytes:
        a.inputDramBytes = 10, a.requiresReshard = true;
        break;
    case ScoreField::Reshard:
        a.requiresReshard = false, a.coreCount = 1;
        break;
    case ScoreField::Cores:
        a.coreCount = 64, a.outputL1Usage = 99999;
        break;
    case ScoreField::L1Usage:
        a.outputL1Usage = 10;
        break;
    case ScoreField::None:
        break;
    }
    const ScoreComparison c = compareScores(a, base);
    QCOMPARE(int(c.field), field);
    QCOMPARE(c.firstWins, firstWins);
    QCOMPARE(scoreBetter(a, base), firstWins);
    QCOMPARE(scoreBetter(base, a), !firstWins);
}

void TestDecisionTrace::explainsVerdictFirst()
{
    const Loaded l = load("mnist_mlp.json", "models/mnist_mlp.mlir");
    const OptimizerDevice device;
    const PolicyResult plan = decidedPlan(l.graph, l.joined, device);
    // Op %1: l1/width_sharded/1x1 (no reshard) against l1/width_sharded/1x16 (a reshard): the fourth field.
    const FactGroup facts = explainFacts(l.graph, plan, opNamed(l.graph, "%1"), &device);
    QCOMPARE(facts.front().key, std::string("verdict"));
    const std::string verdict = std::get<Message>(facts.front().value.data).english();
    QVERIFY2(verdict.starts_with("Chosen: l1/width_sharded/1x1. It beat l1/width_sharded/1x16 on requiresReshard"),
        verdict.c_str());
    QCOMPARE(facts[1].key, std::string("decision"));
    const Json json = factsJson(facts);
    QVERIFY(json["decision"]["deciding_field"] == Json("requiresReshard"));
    QVERIFY(json["decision"]["evaluations"] == Json(4));
    QVERIFY(json["decision"]["valid"] == Json(3));
    QVERIFY(json["decision"]["failure_reasons"].size() == size_t(1));
    QVERIFY(json["decision"]["failure_reasons"][0]["count"] == Json(1));
    QVERIFY(json["decision"]["candidate_sets"][0]["from_reshard"] == Json(1));
    QVERIFY(json["decision"]["beam"].size() == size_t(2));
}

void TestDecisionTrace::secondOpinionNamesTheSlowChoice()
{
    const Loaded l = load("mnist_mlp.json", "models/mnist_mlp.mlir");
    const OptimizerDevice device;
    const PolicyResult plan = decidedPlan(l.graph, l.joined, device);
    // Price op %1's two L1 evaluations here: the linear with its inputs and output in the evaluation's layouts,
    // plus moving the activation from DRAM (a function argument) into 1x16 width sharding for the second.
    const int op = opNamed(l.graph, "%1");
    TraceLayouts layouts(device);
    const Op& o = l.graph.op(op);
    const TensorType& x = l.graph.value(o.operands[0]).type;
    const TensorType& w = l.graph.value(o.operands[1]).type;
    const TensorType& b = l.graph.value(o.operands[2]).type;
    const TensorType& y = l.graph.value(o.results[0]).type;
    const TtnnLayout xDram = dramInterleaved(x, device);
    const TtnnLayout wDram = dramInterleaved(w, device);
    const TtnnLayout bDram = dramInterleaved(b, device);
    const TtnnLayout xWide = *layouts.of(parseTraceLayout("l1/width_sharded/1x16"), x);
    const TtnnLayout yOne = *layouts.of(parseTraceLayout("l1/width_sharded/1x1"), y);
    const TtnnLayout yWide = *layouts.of(parseTraceLayout("l1/width_sharded/1x16"), y);
    const OpQuery query = OpQuery::fromGraph(l.graph, op);
    const double oneCore = estimateOpCost(query, { &xDram, &wDram, &bDram }, &yOne, device).seconds * 1e6;
    const double reshard = estimateMoveCost(xDram, xWide, device).seconds * 1e6;
    const double sixteen = estimateOpCost(query, { &xWide, &wDram, &bDram }, &yWide, device).seconds * 1e6 + reshard;
    const TtnnLayout yDram = dramInterleaved(y, device);
    const double dram = estimateOpCost(query, { &xDram, &wDram, &bDram }, &yDram, device).seconds * 1e6;
    const double best = std::min(sixteen, dram);
    const auto row = std::ranges::find(l.joined->secondOpinion, op, &SecondOpinion::op);
    const auto listed = std::ranges::find(plan.decisionTrace->secondOpinion, op, &SecondOpinion::op);
    if (oneCore - best > 0.2 * oneCore) {
        QVERIFY(listed != plan.decisionTrace->secondOpinion.end());
        QCOMPARE(listed->chosen, std::string("l1/width_sharded/1x1"));
        QVERIFY(qAbs(listed->chosenUs - oneCore) < 1e-6 * oneCore);
        QVERIFY(qAbs(listed->betterUs - best) < 1e-6 * best);
        if (best == sixteen) {
            QCOMPARE(listed->better, std::string("l1/width_sharded/1x16"));
            QVERIFY(listed->decidingField == ScoreField::Reshard);
            QVERIFY(qAbs(listed->reshardUs - reshard) < 1e-6 * reshard + 1e-9);
        }
    } else {
        QVERIFY(listed == plan.decisionTrace->secondOpinion.end());
    }
    QVERIFY(row == l.joined->secondOpinion.end()); // the input trace is left as it was read
    // Sorted by saving, largest first.
    const auto& rows = plan.decisionTrace->secondOpinion;
    for (size_t i = 1; i < rows.size(); ++i)
        QVERIFY(rows[i - 1].chosenUs - rows[i - 1].betterUs >= rows[i].chosenUs - rows[i].betterUs);
}

void TestDecisionTrace::flagsScoreTies()
{
    const Loaded l = load("mnist_mlp.json", "models/mnist_mlp.mlir");
    const OptimizerDevice device;
    const PolicyResult plan = decidedPlan(l.graph, l.joined, device);
    // Op %3's two evaluations score alike: block 1x8 (chosen) and width 1x8.
    const int op = opNamed(l.graph, "%3");
    const auto tie = std::ranges::find(plan.decisionTrace->ties, op, &ScoreTie::op);
    QVERIFY(tie != plan.decisionTrace->ties.end());
    QCOMPARE(tie->outputs, (std::vector<std::string> { "l1/block_sharded/1x8", "l1/width_sharded/1x8" }));
    TraceLayouts layouts(device);
    const Op& o = l.graph.op(op);
    const OpQuery query = OpQuery::fromGraph(l.graph, op);
    const TtnnLayout in = *layouts.of(parseTraceLayout("l1/width_sharded/1x1"), l.graph.value(o.operands[0]).type);
    const TtnnLayout w = dramInterleaved(l.graph.value(o.operands[1]).type, device);
    const TtnnLayout b = dramInterleaved(l.graph.value(o.operands[2]).type, device);
    const TensorType& y = l.graph.value(o.results[0]).type;
    const TtnnLayout block = *layouts.of(parseTraceLayout("l1/block_sharded/1x8"), y);
    const TtnnLayout width = *layouts.of(parseTraceLayout("l1/width_sharded/1x8"), y);
    const double blockUs = estimateOpCost(query, { &in, &w, &b }, &block, device).seconds;
    const double widthUs = estimateOpCost(query, { &in, &w, &b }, &width, device).seconds;
    QCOMPARE(tie->preferred, std::string(widthUs < blockUs ? "l1/width_sharded/1x8" : "l1/block_sharded/1x8"));
}

void TestDecisionTrace::malformedTracesArePlaced_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");
    const QString head = QStringLiteral("{\n\"version\": 3,\n\"functionName\": \"main\",\n\"beamWidth\": 8,\n"
                                        "\"totalOps\": 0,\n");
    const QString tail = QStringLiteral("\"edges\": [],\n\"backwardPass\": {\"forkResolutions\": []},\n"
                                        "\"finalChoices\": []\n}\n");
    QTest::newRow("not JSON") << "{\n\"version\": 3,,\n}" << 2 << "decision trace";
    QTest::newRow("another version") << "{\n\"version\": 2\n}" << 2 << "version 3";
    QTest::newRow("missing section") << head + QStringLiteral("\"edges\": []\n}") << 1 << "forwardPass";
    QTest::newRow("wrong type") << head + QStringLiteral("\"forwardPass\": 7,\n") + tail << 6
                                << "forwardPass: expected an array";
    QTest::newRow("bad layout") << head
            + QStringLiteral("\"forwardPass\": [],\n\"edges\": [],\n\"backwardPass\": {\"forkResolutions\": []},\n"
                             "\"finalChoices\": [\n{\"opIndex\": 0, \"opName\": \"ttnn.add\", \"chosenLayout\": "
                             "\"l1/spiral/8x1\"}]\n}\n")
                                << 10 << "finalChoices[0].chosenLayout";
    QTest::newRow("unknown spill action")
        << head + QStringLiteral("\"forwardPass\": [],\n") + tail.left(tail.size() - 3)
            + QStringLiteral(",\n\"spillManagement\": {\"budget\": 1, \"scheduleSize\": 0, \"totalSpills\": 0, "
                             "\"finalOccupied\": 0, \"finalLiveTensors\": 0, \"events\": [\n{\"position\": 0, "
                             "\"opName\": \"x\", \"action\": \"teleport\", \"occupiedL1Before\": 0, "
                             "\"occupiedL1After\": 0, \"opL1Usage\": 0}]}\n}\n")
        << 11 << "unknown spill action 'teleport'";
    QTest::newRow("negative count") << head
            + QStringLiteral("\"forwardPass\": [],\n\"edges\": [\n{\"producerOpIndex\": "
                             "-1}],\n\"backwardPass\": {\"forkResolutions\": []},\n"
                             "\"finalChoices\": []\n}\n")
                                    << 8 << "edges[0].producerOpIndex";
}

void TestDecisionTrace::malformedTracesArePlaced()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(QString, needle);
    try {
        readDecisionTrace(text.toStdString(), "t.json");
        QFAIL("accepted");
    } catch (const Error& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(needle), e.what());
        QVERIFY2(QString::fromUtf8(e.what()).startsWith(QStringLiteral("t.json, line ")), e.what());
        QCOMPARE(e.line(), line);
        QVERIFY(e.column() > 0);
    }
}

QTEST_GUILESS_MAIN(TestDecisionTrace)
#include "tst_decisiontrace.moc"
