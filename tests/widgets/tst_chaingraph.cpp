// SPDX-License-Identifier: MIT
// The L1 chain graph without painting: which ops and tensors it shows, collapsed chains holding exactly their
// ops, reshard and spill marks where the plan put them, and Graphviz's geometry (no two boxes overlap, every
// edge routed from its producer's box to its consumer's).
#include "chaingraphview.h"
#include "graphvizlayout.h"
#include "io/modelfile.h"
#include "optimizer/policies.h"
#include "optimizer/shared/opmodel.h"
#include "testpaths.h"
#include "view/chaingraph.h"

#include <QDir>
#include <QTest>

#include <map>
#include <set>

using namespace tle;

namespace {

PolicyResult plan(const ModelGraph& graph, const std::string& policy)
{
    OptimizerDevice device;
    graph.device().applyTo(device.device);
    const AnalyticOpModel model(device);
    return runPolicy(policy, graph, device, model);
}

bool near(const QRectF& box, const QPointF& p)
{
    return box.adjusted(-3, -3, 3, 3).contains(p);
}

} // namespace

class TestChainGraph : public QObject
{
    Q_OBJECT

private slots:
    void graphOfPlan_data();
    void graphOfPlan();
    void marks();
    void emptyGraph();
};

void TestChainGraph::graphOfPlan_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("policy");
    QTest::addColumn<bool>("collapse");
    const QDir models(test::samplesDir() + "/models");
    for (const QString& name : models.entryList({ "*.mlir" }, QDir::Files, QDir::Name)) {
        for (const char* policy : { "dfsharding", "greedy-beam" }) {
            for (const bool collapse : { false, true })
                QTest::newRow(qPrintable(QStringLiteral("%1 %2%3").arg(name, policy, collapse ? " collapsed" : "")))
                    << models.filePath(name) << QString(policy) << collapse;
        }
    }
}

void TestChainGraph::graphOfPlan()
{
    QFETCH(QString, path);
    QFETCH(QString, policy);
    QFETCH(bool, collapse);
    const ModelGraph graph = readModelFile(path.toStdString());
    const PolicyResult result = plan(graph, policy.toStdString());
    const ChainGraph g = ChainGraph::of(graph, result, collapse);
    // Every op that produces a tensor is in exactly one node; nothing else is.
    std::map<int, std::set<int>> opsOfChain;
    for (int op = 0; op < int(graph.ops().size()); ++op) {
        const int node = g.nodeOfOp[size_t(op)];
        QCOMPARE(node >= 0, showsInChainGraph(graph, op));
        if (node < 0)
            continue;
        QVERIFY(std::ranges::count(g.nodes[size_t(node)].ops, op) == 1);
        if (result.ops[size_t(op)].chain >= 0)
            opsOfChain[result.ops[size_t(op)].chain].insert(op);
    }
    for (const ChainGraphNode& node : g.nodes) {
        QCOMPARE(node.collapsed, collapse && (node.chain >= 0 || node.region >= 0));
        if (node.collapsed && node.chain >= 0) {
            QCOMPARE(std::set<int>(node.ops.begin(), node.ops.end()), opsOfChain.at(node.chain));
        } else if (node.collapsed) {
            // A region: a connected run, in which every op after the first reads a tensor of the region.
            QCOMPARE(node.region, node.ops.front());
            QVERIFY(node.ops.size() >= 2);
            const std::set<int> inRegion(node.ops.begin(), node.ops.end());
            for (int op : node.ops) {
                if (op == node.region)
                    continue;
                bool fed = false;
                for (int value : graph.op(op).operands)
                    fed = fed || inRegion.contains(graph.value(value).producer);
                QVERIFY2(fed, qPrintable(QString::number(op)));
            }
        } else {
            QCOMPARE(node.ops.size(), size_t(1));
        }
    }
    // An edge per (producer node, consumer node) pair: never a loop, never twice.
    std::set<std::pair<int, int>> pairs;
    for (const ChainGraphEdge& e : g.edges) {
        QVERIFY(e.from != e.to);
        QVERIFY(pairs.insert({ e.from, e.to }).second);
    }

    std::vector<QSizeF> sizes(g.nodes.size(), QSizeF(90, 40));
    std::vector<std::pair<int, int>> edges;
    for (const ChainGraphEdge& e : g.edges)
        edges.push_back({ e.from, e.to });
    const GraphGeometry geometry = layoutWithDot(sizes, edges);
    QVERIFY2(geometry.error.isEmpty(), qPrintable(geometry.error));
    QCOMPARE(geometry.nodes.size(), g.nodes.size());
    QCOMPARE(geometry.edges.size(), g.edges.size());
    for (size_t a = 0; a < geometry.nodes.size(); ++a) {
        QVERIFY(geometry.bounds.adjusted(-1, -1, 1, 1).contains(geometry.nodes[a]));
        QVERIFY(qAbs(geometry.nodes[a].width() - 90) < 1 && qAbs(geometry.nodes[a].height() - 40) < 1);
        for (size_t b = a + 1; b < geometry.nodes.size(); ++b)
            QVERIFY2(
                !geometry.nodes[a].intersects(geometry.nodes[b]), qPrintable(QStringLiteral("%1 %2").arg(a).arg(b)));
    }
    for (size_t i = 0; i < geometry.edges.size(); ++i) {
        const GraphGeometry::Edge& e = geometry.edges[i];
        QVERIFY(e.curve.size() >= 4 && (e.curve.size() - 1) % 3 == 0);
        QVERIFY(near(geometry.nodes[size_t(g.edges[i].from)], e.curve.front()));
        QVERIFY(near(geometry.nodes[size_t(g.edges[i].to)], e.hasArrow ? e.arrowTip : e.curve.back()));
    }
}

// A plan's reshards and spills mark the edges they sit on.
void TestChainGraph::marks()
{
    const ModelGraph graph = readModelFile(test::samplesPath("models/llama_decoder_layer.mlir"));
    const PolicyResult result = plan(graph, "dfsharding");
    QVERIFY(!result.spills.empty());
    const ChainGraph g = ChainGraph::of(graph, result, false);
    int spilled = 0;
    for (const ChainGraphEdge& e : g.edges) {
        if (e.mark != EdgeMark::Spill)
            continue;
        ++spilled;
        // The tensor on the edge is one the plan spills, and the consumer reads it after the spill.
        const auto spill
            = std::ranges::find_if(result.spills, [&](const SpillResult& s) { return s.value == e.value; });
        QVERIFY(spill != result.spills.end());
        QVERIFY(g.nodes[size_t(e.to)].ops.front() > spill->at);
    }
    QVERIFY(spilled > 0);
}

void TestChainGraph::emptyGraph()
{
    const GraphGeometry geometry = layoutWithDot({}, {});
    QVERIFY(geometry.error.isEmpty());
    QVERIFY(geometry.nodes.empty());
    ChainGraphView view;
    view.resize(300, 200);
    QVERIFY(!view.scene());
    QCOMPARE(view.nodeAt(QPointF(10, 10)), -1);
}

QTEST_MAIN(TestChainGraph)
#include "tst_chaingraph.moc"
