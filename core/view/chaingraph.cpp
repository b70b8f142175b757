// SPDX-License-Identifier: MIT
#include "view/chaingraph.h"

#include "optimizer/shared/opmodel.h"

#include <map>

namespace tle {

bool showsInChainGraph(const ModelGraph& graph, int op)
{
    const Op& o = graph.op(op);
    if (o.kind.isDeallocate() || o.kind.isReturn() || o.results.empty())
        return false;
    return graph.value(o.results.front()).type.isTensor;
}

namespace {

// Marks per (value, consumer op): reshards the plan inserts, and reads after a spill.
std::map<std::pair<int, int>, EdgeMark> edgeMarks(const ModelGraph& graph, const PolicyResult& result)
{
    std::map<std::pair<int, int>, EdgeMark> marks;
    for (const SpillResult& s : result.spills) {
        for (int user : graph.value(s.value).users) {
            if (user > s.at)
                marks[{ s.value, user }] = EdgeMark::Spill;
        }
    }
    for (const ReshardResult& r : result.reshards) {
        const Op& consumer = graph.op(r.consumer);
        if (size_t(r.operand) < consumer.operands.size())
            marks[{ consumer.operands[size_t(r.operand)], r.consumer }] = EdgeMark::Reshard;
    }
    return marks;
}

} // namespace

namespace {

// The node of each shown op: one per op, or per chain when chains collapse.
std::vector<int> groupOps(const ModelGraph& graph, const PolicyResult& result, bool collapse,
    const std::set<int>& expanded, std::vector<ChainGraphNode>& nodes)
{
    const int opCount = int(graph.ops().size());
    std::vector<int> nodeOfOp(size_t(opCount), -1);
    std::map<int, int> chainNode;
    for (int op = 0; op < opCount; ++op) {
        if (!showsInChainGraph(graph, op))
            continue;
        const OpDecision* d = size_t(op) < result.ops.size() ? &result.ops[size_t(op)] : nullptr;
        const int chain = d ? d->chain : -1;
        const std::optional<LayoutChoice> layout = d && d->layout ? std::optional(choiceOf(*d->layout)) : std::nullopt;
        const int64_t bytes = d && d->layout ? l1BytesPerCore(*d->layout) : 0;
        if (collapse && chain >= 0 && !expanded.contains(chain)) {
            auto [it, added] = chainNode.try_emplace(chain, int(nodes.size()));
            if (added)
                nodes.push_back({ .chain = chain, .collapsed = true, .layout = layout });
            ChainGraphNode& node = nodes[size_t(it->second)];
            node.ops.push_back(op);
            node.l1BytesPerCore = std::max(node.l1BytesPerCore, bytes);
            nodeOfOp[size_t(op)] = it->second;
            continue;
        }
        nodeOfOp[size_t(op)] = int(nodes.size());
        nodes.push_back({ .ops = { op }, .chain = chain, .layout = layout, .l1BytesPerCore = bytes });
    }
    return nodeOfOp;
}

// Node-level predecessors and successors (distinct), from the tensors between shown ops.
void adjacency(const ModelGraph& graph, const std::vector<int>& nodeOfOp, size_t nodeCount,
    std::vector<std::set<int>>& preds, std::vector<std::set<int>>& succs)
{
    preds.assign(nodeCount, {});
    succs.assign(nodeCount, {});
    for (int op = 0; op < int(graph.ops().size()); ++op) {
        const int to = nodeOfOp[size_t(op)];
        if (to < 0)
            continue;
        for (int value : graph.op(op).operands) {
            const int producer = graph.value(value).producer;
            const int from = producer >= 0 ? nodeOfOp[size_t(producer)] : -1;
            if (from >= 0 && from != to) {
                preds[size_t(to)].insert(from);
                succs[size_t(from)].insert(to);
            }
        }
    }
}

// Folds runs of nodes (ops, or collapsed chains) in which each is the only reader of the one before into region
// nodes, so that a long pipeline shows as one box between its forks and joins.
void collapseRegions(const ModelGraph& graph, const std::set<int>& expanded, std::vector<ChainGraphNode>& nodes,
    std::vector<int>& nodeOfOp)
{
    std::vector<std::set<int>> preds;
    std::vector<std::set<int>> succs;
    adjacency(graph, nodeOfOp, nodes.size(), preds, succs);
    std::vector<int> groupOf(nodes.size(), -1); // node -> the node that starts its run
    for (size_t n = 0; n < nodes.size(); ++n) {
        groupOf[n] = int(n);
        if (preds[n].size() != 1)
            continue;
        const int p = *preds[n].begin();
        if (succs[size_t(p)].size() == 1)
            groupOf[n] = groupOf[size_t(p)];
    }
    std::vector<int> headOp(nodes.size()); // the first op of each node's run, read before nodes move
    for (size_t n = 0; n < nodes.size(); ++n)
        headOp[n] = nodes[size_t(groupOf[n])].ops.front();
    std::vector<ChainGraphNode> merged;
    std::vector<int> newIndex(nodes.size(), -1);
    for (size_t n = 0; n < nodes.size(); ++n) {
        const int head = groupOf[n];
        const bool fold = head != int(n) && !expanded.contains(ChainGraph::regionKey(headOp[n]));
        if (fold) {
            ChainGraphNode& region = merged[size_t(newIndex[size_t(head)])];
            region.ops.insert(region.ops.end(), nodes[n].ops.begin(), nodes[n].ops.end());
            region.region = region.ops.front();
            region.chain = -1;
            region.collapsed = true;
            region.l1BytesPerCore = std::max(region.l1BytesPerCore, nodes[n].l1BytesPerCore);
            newIndex[n] = newIndex[size_t(head)];
            continue;
        }
        newIndex[n] = int(merged.size());
        merged.push_back(std::move(nodes[n]));
    }
    for (int& node : nodeOfOp) {
        if (node >= 0)
            node = newIndex[size_t(node)];
    }
    nodes = std::move(merged);
}

} // namespace

ChainGraph ChainGraph::of(
    const ModelGraph& graph, const PolicyResult& result, bool collapse, const std::set<int>& expanded)
{
    ChainGraph g;
    g.nodeOfOp = groupOps(graph, result, collapse, expanded, g.nodes);
    if (collapse)
        collapseRegions(graph, expanded, g.nodes, g.nodeOfOp);
    const auto marks = edgeMarks(graph, result);
    std::map<std::pair<int, int>, size_t> edgeOf;
    for (int op = 0; op < int(graph.ops().size()); ++op) {
        const int to = g.nodeOfOp[size_t(op)];
        if (to < 0)
            continue;
        for (int value : graph.op(op).operands) {
            const int producer = graph.value(value).producer;
            const int from = producer >= 0 ? g.nodeOfOp[size_t(producer)] : -1;
            if (from < 0 || from == to)
                continue;
            const auto markIt = marks.find({ value, op });
            const EdgeMark mark = markIt == marks.end() ? EdgeMark::None : markIt->second;
            const auto [it, added] = edgeOf.try_emplace({ from, to }, g.edges.size());
            if (added)
                g.edges.push_back({ .from = from, .to = to, .value = value, .mark = mark });
            else if (g.edges[it->second].mark == EdgeMark::None)
                g.edges[it->second].mark = mark;
        }
    }
    return g;
}

} // namespace tle
