// SPDX-License-Identifier: MIT
// The L1 chain graph without painting: which ops and tensors it shows, collapsed chains holding exactly their
// ops, reshard and spill marks where the plan put them, and Graphviz's geometry (no two boxes overlap, every
// edge routed from its producer's box to its consumer's).
#include "chaingraphview.h"
#include "graphvizlayout.h"
#include "io/model/mlirmodelreader.h"
#include "io/model/modelfile.h"
#include "modelgenerator.h"
#include "optimizer/policies.h"
#include "optimizer/shared/opmodel.h"
#include "testpaths.h"
#include "view/chaingraph.h"

#include <QDir>
#include <QTest>

#include <map>
#include <set>
#include <tuple>

using namespace tle;

namespace {

PolicyResult plan(const ModelGraph& graph, const std::string& policy)
{
    const OptimizerDevice device = deviceForModel(graph);
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
    void segments();
    void expandSegment();
    void emptyGraph();
    void overviewFramesVisiblePart();
    void wideGraphInAWidePane();
    void tallGraphWrapsIntoColumns();
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
        QCOMPARE(node.collapsed, collapse && node.ops.size() > 1 && (node.chain >= 0 || node.region >= 0));
        QCOMPARE(node.segment, -1); // the samples are small enough to show without segments
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
        } else if (node.chain >= 0 && collapse) {
            QCOMPARE(opsOfChain.at(node.chain), std::set<int>({ node.ops.front() })); // a chain of one op
        } else {
            QCOMPARE(node.ops.size(), size_t(1));
        }
    }
    // An edge (or a stub) per (producer node, consumer node) pair: never a loop, never twice.
    std::set<std::tuple<int, int, bool>> pairs;
    for (const ChainGraphEdge& e : g.edges) {
        QVERIFY(e.from != e.to);
        QVERIFY(pairs.insert({ e.from, e.to, e.stub }).second);
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

namespace {

// A generated transformer large enough that its chains and regions alone leave too many boxes.
const ModelGraph& layers30()
{
    static const ModelGraph graph = readMlirModel(generateTransformerMlir(30));
    return graph;
}

const PolicyResult& layers30Plan()
{
    static const PolicyResult result = plan(layers30(), "dfsharding");
    return result;
}

// Whether an op reads a tensor of another op the graph shows (a constant or a weight reader does not).
bool readsShownOp(const ModelGraph& graph, int op)
{
    return std::ranges::any_of(graph.op(op).operands, [&](int value) {
        const int producer = graph.value(value).producer;
        return producer >= 0 && showsInChainGraph(graph, producer);
    });
}

} // namespace

// A large graph shows as about kSegmentTarget segments of the schedule, cut where one tensor is live: between
// the layers of the transformer only the residual stream (and the constant every layer reads) crosses.
void TestChainGraph::segments()
{
    const ModelGraph& graph = layers30();
    const ChainGraph g = ChainGraph::of(graph, layers30Plan(), true);
    QVERIFY(g.nodes.size() >= ChainGraph::kSegmentTarget / 2);
    QVERIFY(g.nodes.size() <= ChainGraph::kSegmentTarget + 2);
    std::vector<int> starts;
    for (const ChainGraphNode& node : g.nodes) {
        QVERIFY(node.collapsed);
        QCOMPARE(node.segment, node.ops.front());
        QVERIFY(std::ranges::is_sorted(node.ops));
        QVERIFY(!node.expandedFrom);
        QCOMPARE(node.group()->kind, ChainGraphGroup::Kind::Segment);
        starts.push_back(node.segment);
    }
    QVERIFY(std::ranges::is_sorted(starts));
    for (size_t s = 1; s < starts.size(); ++s) {
        // The ops before the cut whose tensors are read after it, constants left out.
        std::set<int> live;
        for (int op = 0; op < starts[s]; ++op) {
            if (g.nodeOfOp[size_t(op)] < 0 || !readsShownOp(graph, op))
                continue;
            for (int value : graph.op(op).results) {
                for (int user : graph.value(value).users) {
                    if (user >= starts[s] && g.nodeOfOp[size_t(user)] >= 0)
                        live.insert(op);
                }
            }
        }
        QVERIFY2(live.size() == 1, qPrintable(QStringLiteral("cut at op %1: %2 live").arg(starts[s]).arg(live.size())));
    }
    // Segments are cut from the graph with nothing expanded: the same with a chain expanded.
    const ChainGraph withChain
        = ChainGraph::of(graph, layers30Plan(), true, { { .kind = ChainGraphGroup::Kind::Chain, .id = 0 } });
    QCOMPARE(withChain.nodes.size(), g.nodes.size());
}

// Expanding a segment shows its chains, regions and ops and leaves the other segments as they were; expanding a
// group in it shows that group's members; each node knows the group to collapse back into.
void TestChainGraph::expandSegment()
{
    const ModelGraph& graph = layers30();
    const ChainGraph overview = ChainGraph::of(graph, layers30Plan(), true);
    const size_t picked = overview.nodes.size() / 2;
    const ChainGraphGroup segment = *overview.nodes[picked].group();
    ChainGraphExpansion expanded { segment };
    const ChainGraph g = ChainGraph::of(graph, layers30Plan(), true, expanded);
    std::set<int> inner;
    const ChainGraphNode* group = nullptr; // the largest chain or region inside the segment
    size_t innerNodes = 0;
    for (const ChainGraphNode& node : g.nodes) {
        if (node.expandedFrom) {
            QCOMPARE(*node.expandedFrom, segment);
            ++innerNodes;
            inner.insert(node.ops.begin(), node.ops.end());
            if (node.group() && (!group || node.ops.size() > group->ops.size()))
                group = &node;
            continue;
        }
        // Every other node is a segment of the overview, unchanged.
        const int was = overview.nodeOfOp[size_t(node.ops.front())];
        QCOMPARE(node.ops, overview.nodes[size_t(was)].ops);
    }
    const std::vector<int>& ops = overview.nodes[picked].ops;
    QCOMPARE(inner, std::set<int>(ops.begin(), ops.end()));
    QCOMPARE(g.nodes.size(), overview.nodes.size() - 1 + innerNodes);
    QVERIFY(innerNodes > 1);
    QVERIFY(group);

    expanded.insert(*group->group());
    const ChainGraph deeper = ChainGraph::of(graph, layers30Plan(), true, expanded);
    std::set<int> groupOps;
    for (const ChainGraphNode& node : deeper.nodes) {
        if (node.expandedFrom == group->group())
            groupOps.insert(node.ops.begin(), node.ops.end());
    }
    QCOMPARE(groupOps, std::set<int>(group->ops.begin(), group->ops.end()));

    // Graphviz lays the overview and the expanded graph out without overlaps; every edge has a path from its
    // producer's box (a stub: from just above its consumer's) to its consumer's.
    for (const ChainGraphExpansion& shown : { ChainGraphExpansion(), expanded }) {
        const auto scene = ChainGraphView::sceneOf(graph, layers30Plan(), QFont(), 300, shown);
        ChainGraphView::layOut(*scene);
        const GraphGeometry& geometry = scene->geometry;
        QVERIFY2(geometry.error.isEmpty(), qPrintable(geometry.error));
        for (size_t a = 0; a < geometry.nodes.size(); ++a) {
            for (size_t b = a + 1; b < geometry.nodes.size(); ++b)
                QVERIFY(!geometry.nodes[a].intersects(geometry.nodes[b]));
        }
        size_t stubs = 0;
        QCOMPARE(geometry.edges.size(), scene->graph.edges.size());
        for (size_t i = 0; i < geometry.edges.size(); ++i) {
            const GraphGeometry::Edge& e = geometry.edges[i];
            const ChainGraphEdge& edge = scene->graph.edges[i];
            QVERIFY(e.curve.size() >= 4 && e.hasArrow);
            const QRectF to = geometry.nodes[size_t(edge.to)];
            QVERIFY(near(to, e.arrowTip));
            if (edge.stub) {
                ++stubs;
                QVERIFY(e.curve.front().y() < to.top() && e.curve.front().y() > to.top() - 30);
                QVERIFY(!scene->stubLabels[i].isEmpty());
            } else {
                QVERIFY(near(geometry.nodes[size_t(edge.from)], e.curve.front()));
            }
        }
        // The table of positions every layer reads is one constant: its reads are stubs.
        QVERIFY(stubs > ChainGraph::kStubFanOut);
    }
}

// A graph taller than the view shows an overview in the corner with the part on screen framed; scrolling moves
// the frame, a press in the overview brings that place into view, and a graph that fits has no overview.
void TestChainGraph::overviewFramesVisiblePart()
{
    const auto scene = ChainGraphView::sceneOf(layers30(), layers30Plan(), QFont(), 300, {});
    ChainGraphView::layOut(*scene);
    ChainGraphView view;
    view.resize(900, 400);
    view.setScene(scene);
    const QRectF bounds = scene->geometry.bounds;
    QVERIFY(!view.visibleSceneRect().contains(bounds));
    const QRectF box = view.overviewRect();
    QVERIFY(!box.isEmpty());
    QVERIFY(QRectF(view.rect()).contains(box));
    // The frame is the visible part scaled as the overview scales the whole graph.
    const double sx = box.width() / bounds.width();
    const double sy = box.height() / bounds.height();
    const QRectF seen = view.visibleSceneRect().intersected(bounds);
    const QRectF frame = view.overviewFrame();
    QVERIFY(qAbs(frame.top() - (box.top() + (seen.top() - bounds.top()) * sy)) < 1.0);
    QVERIFY(qAbs(frame.height() - seen.height() * sy) < 1.0);
    QVERIFY(qAbs(frame.left() - (box.left() + (seen.left() - bounds.left()) * sx)) < 1.0);
    QVERIFY(qAbs(frame.width() - seen.width() * sx) < 1.0);
    // A press at the bottom of the overview shows the bottom of the graph, and the frame follows.
    QTest::mousePress(&view, Qt::LeftButton, {}, QPointF(box.center().x(), box.bottom() - 1).toPoint());
    QTest::mouseRelease(&view, Qt::LeftButton, {}, QPointF(box.center().x(), box.bottom() - 1).toPoint());
    QVERIFY(view.visibleSceneRect().bottom() > bounds.bottom() - view.visibleSceneRect().height() / 2);
    QVERIFY(view.overviewFrame().bottom() > frame.bottom());
    // Room for everything: no overview.
    view.resize(4000, 30000);
    view.fitToView();
    QVERIFY(view.overviewRect().isEmpty());
}

// A tall graph in a pane four times as wide as tall is laid out left to right: wider than tall, shown larger than
// top to bottom would be, stubs arriving at a box's left edge; without a pane's shape it stays top to bottom.
void TestChainGraph::wideGraphInAWidePane()
{
    const ChainGraphExpansion all;
    const auto tall = ChainGraphView::sceneOf(layers30(), layers30Plan(), QFont(), 300, all);
    ChainGraphView::layOut(*tall);
    QVERIFY(!tall->leftToRight);
    QVERIFY(tall->geometry.bounds.height() > tall->geometry.bounds.width());
    const auto wide = ChainGraphView::sceneOf(layers30(), layers30Plan(), QFont(), 300, all);
    ChainGraphView::layOut(*wide, 4.0);
    QVERIFY(wide->leftToRight);
    const QRectF b = wide->geometry.bounds;
    const QRectF t = tall->geometry.bounds;
    QVERIFY(b.width() > b.height());
    QVERIFY(std::min(4.0 / b.width(), 1.0 / b.height()) > 1.25 * std::min(4.0 / t.width(), 1.0 / t.height()));
    QCOMPARE(wide->geometry.nodes.size(), tall->geometry.nodes.size());
    for (size_t i = 0; i < wide->geometry.edges.size(); ++i) {
        if (!wide->graph.edges[i].stub)
            continue;
        const QRectF to = wide->geometry.nodes[size_t(wide->graph.edges[i].to)];
        const GraphGeometry::Edge& e = wide->geometry.edges[i];
        QVERIFY(e.curve.front().x() < to.left() && qAbs(e.arrowTip.x() - to.left()) < 0.01);
    }
}

// A tall chain graph in a wide pane that a left-to-right layout shows no better: columns side by side, no box
// across a gap or on another, every edge between columns a labelled stub into its consumer's top.
void TestChainGraph::tallGraphWrapsIntoColumns()
{
    const auto scene = ChainGraphView::sceneOf(layers30(), layers30Plan(), QFont(), 300, {});
    ChainGraphView::layOut(*scene, 1.6, 600);
    // Edges into collapsed groups and from tables every layer reads are stubs already.
    const auto unwrapped = ChainGraphView::sceneOf(layers30(), layers30Plan(), QFont(), 300, {});
    QVERIFY(!scene->leftToRight);
    QVERIFY(!scene->columnGaps.empty());
    const GraphGeometry& g = scene->geometry;
    for (size_t i = 0; i < g.nodes.size(); ++i) {
        QVERIFY(g.bounds.contains(g.nodes[i]));
        for (const double gap : scene->columnGaps)
            QVERIFY(g.nodes[i].right() < gap || g.nodes[i].left() > gap);
        for (size_t j = i + 1; j < g.nodes.size(); ++j)
            QVERIFY(!g.nodes[i].intersects(g.nodes[j]));
    }
    int stubs = 0;
    for (size_t i = 0; i < scene->graph.edges.size(); ++i) {
        const ChainGraphEdge& edge = scene->graph.edges[i];
        const QRectF from = g.nodes[size_t(edge.from)];
        const QRectF to = g.nodes[size_t(edge.to)];
        const bool crosses = std::any_of(scene->columnGaps.begin(), scene->columnGaps.end(),
            [&](double gap) { return (from.center().x() < gap) != (to.center().x() < gap); });
        QCOMPARE(edge.stub, crosses || unwrapped->graph.edges[i].stub);
        if (crosses) {
            ++stubs;
            QCOMPARE(g.edges[i].arrowTip.y(), to.top());
            QVERIFY(!scene->stubLabels[i].isEmpty());
            QVERIFY(g.bounds.contains(g.edges[i].curve.front()));
        }
    }
    // Every cut is crossed: the graph is connected.
    QVERIFY(stubs >= int(scene->columnGaps.size()));
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
