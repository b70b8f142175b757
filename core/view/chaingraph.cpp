// SPDX-License-Identifier: MIT
#include "view/chaingraph.h"

#include "optimizer/shared/opmodel.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace tle {

bool showsInChainGraph(const ModelGraph& graph, int op)
{
    const Op& o = graph.op(op);
    if (o.kind.isDeallocate() || o.kind.isReturn() || o.results.empty())
        return false;
    return graph.value(o.results.front()).type.isTensor;
}

namespace {

using Kind = ChainGraphGroup::Kind;

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

// The node of each shown op: one per op, or per chain when chains collapse.
std::vector<int> groupOps(const ModelGraph& graph, const PolicyResult& result, bool collapse,
    const ChainGraphExpansion& expanded, std::vector<ChainGraphNode>& nodes)
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
        const ChainGraphGroup group { .kind = Kind::Chain, .id = chain };
        if (collapse && chain >= 0 && !expanded.contains(group)) {
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
        if (collapse && chain >= 0)
            nodes.back().expandedFrom = group;
    }
    // A chain of one op shows as that op: there is nothing to expand.
    for (ChainGraphNode& node : nodes)
        node.collapsed = node.collapsed && node.ops.size() > 1;
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

// Replaces `nodes` by `merged`, where old node n became merged node newIndex[n].
void renumber(std::vector<ChainGraphNode>& nodes, std::vector<ChainGraphNode>&& merged, std::vector<int>& nodeOfOp,
    const std::vector<int>& newIndex)
{
    for (int& node : nodeOfOp) {
        if (node >= 0)
            node = newIndex[size_t(node)];
    }
    nodes = std::move(merged);
}

// Folds runs of nodes (ops, or collapsed chains) in which each is the only reader of the one before into region
// nodes, so that a long pipeline shows as one box between its forks and joins. A run never crosses from one
// segment into another (segmentOfOp, empty without segments).
void collapseRegions(const ModelGraph& graph, const ChainGraphExpansion& expanded, const std::vector<int>& segmentOfOp,
    std::vector<ChainGraphNode>& nodes, std::vector<int>& nodeOfOp)
{
    std::vector<std::set<int>> preds;
    std::vector<std::set<int>> succs;
    adjacency(graph, nodeOfOp, nodes.size(), preds, succs);
    const auto segmentOf
        = [&](size_t n) { return segmentOfOp.empty() ? 0 : segmentOfOp[size_t(nodes[n].ops.front())]; };
    std::vector<int> groupOf(nodes.size(), -1); // node -> the node that starts its run
    std::vector<int> runLength(nodes.size(), 0);
    for (size_t n = 0; n < nodes.size(); ++n) {
        groupOf[n] = int(n);
        if (preds[n].size() == 1) {
            const int p = *preds[n].begin();
            if (succs[size_t(p)].size() == 1 && segmentOf(size_t(p)) == segmentOf(n))
                groupOf[n] = groupOf[size_t(p)];
        }
        ++runLength[size_t(groupOf[n])];
    }
    std::vector<ChainGraphNode> merged;
    std::vector<int> newIndex(nodes.size(), -1);
    for (size_t n = 0; n < nodes.size(); ++n) {
        const size_t head = size_t(groupOf[n]);
        const ChainGraphGroup region { .kind = Kind::Region,
            .id = head == n ? nodes[n].ops.front() : merged[size_t(newIndex[head])].ops.front() };
        const bool inRun = runLength[head] > 1;
        if (inRun && expanded.contains(region) && !nodes[n].expandedFrom)
            nodes[n].expandedFrom = region;
        if (inRun && head != n && !expanded.contains(region)) {
            ChainGraphNode& folded = merged[size_t(newIndex[head])];
            folded.ops.insert(folded.ops.end(), nodes[n].ops.begin(), nodes[n].ops.end());
            folded.region = folded.ops.front();
            folded.chain = -1;
            folded.layout.reset();
            folded.collapsed = true;
            folded.l1BytesPerCore = std::max(folded.l1BytesPerCore, nodes[n].l1BytesPerCore);
            newIndex[n] = newIndex[head];
            continue;
        }
        newIndex[n] = int(merged.size());
        merged.push_back(std::move(nodes[n]));
    }
    renumber(nodes, std::move(merged), nodeOfOp, newIndex);
}

// Cuts a node sequence (in schedule order) into segments of about `target` nodes each, choosing each cut among
// the boundaries near the target the one the fewest producers' tensors cross. Tensors of source nodes (those
// reading no shown op, such as constants) do not count: one constant read by every layer would otherwise leave
// no cut. Returns each node's segment.
std::vector<int> cutSegments(const ModelGraph& graph, const std::vector<int>& nodeOfOp, size_t nodeCount)
{
    std::vector<std::set<int>> preds;
    std::vector<std::set<int>> succs;
    adjacency(graph, nodeOfOp, nodeCount, preds, succs);
    const int count = int(nodeCount);
    // live[p]: producers whose tensors cross the boundary between node p - 1 and node p.
    std::vector<int> live(nodeCount + 1, 0);
    for (int n = 0; n < count; ++n) {
        if (preds[size_t(n)].empty() || succs[size_t(n)].empty())
            continue;
        const int lo = std::min(n, *succs[size_t(n)].begin());
        const int hi = std::max(n, *succs[size_t(n)].rbegin());
        ++live[size_t(lo + 1)];
        --live[size_t(hi + 1)];
    }
    for (size_t p = 1; p <= nodeCount; ++p)
        live[p] += live[p - 1];
    const int size = std::max(2, int((nodeCount + ChainGraph::kSegmentTarget - 1) / ChainGraph::kSegmentTarget));
    std::vector<int> segmentOf(nodeCount, 0);
    int segment = 0;
    int start = 0;
    while (count - start > size + size / 2) {
        int best = -1;
        for (int p = start + std::max(1, size / 2); p <= std::min(count - 1, start + 2 * size); ++p) {
            const auto key = [&](int at) { return std::pair(live[size_t(at)], std::abs(at - start - size)); };
            if (best < 0 || key(p) < key(best))
                best = p;
        }
        std::fill(segmentOf.begin() + start, segmentOf.begin() + best, segment++);
        start = best;
    }
    std::fill(segmentOf.begin() + start, segmentOf.end(), segment);
    return segmentOf;
}

// Each op's segment when the graph with nothing expanded still has more than kSegmentAbove nodes; empty when
// the graph is small enough to show without segments.
std::vector<int> segmentsOfOps(const ModelGraph& graph, const PolicyResult& result)
{
    std::vector<ChainGraphNode> nodes;
    std::vector<int> nodeOfOp = groupOps(graph, result, true, {}, nodes);
    collapseRegions(graph, {}, {}, nodes, nodeOfOp);
    if (nodes.size() <= ChainGraph::kSegmentAbove)
        return {};
    const std::vector<int> segmentOfNode = cutSegments(graph, nodeOfOp, nodes.size());
    std::vector<int> segmentOfOp(nodeOfOp.size(), -1);
    for (size_t op = 0; op < nodeOfOp.size(); ++op) {
        if (nodeOfOp[op] >= 0)
            segmentOfOp[op] = segmentOfNode[size_t(nodeOfOp[op])];
    }
    return segmentOfOp;
}

// Folds the nodes of every segment that is not expanded (and holds more than one node) into one node.
void collapseSegments(const ChainGraphExpansion& expanded, const std::vector<int>& segmentOfOp,
    std::vector<ChainGraphNode>& nodes, std::vector<int>& nodeOfOp)
{
    std::map<int, int> firstOpOf; // segment -> its first op
    std::map<int, int> nodesIn; // segment -> its node count
    for (const ChainGraphNode& node : nodes) {
        const int segment = segmentOfOp[size_t(node.ops.front())];
        firstOpOf.try_emplace(segment, node.ops.front());
        ++nodesIn[segment];
    }
    std::vector<ChainGraphNode> merged;
    std::vector<int> newIndex(nodes.size(), -1);
    std::map<int, int> segmentNode;
    for (size_t n = 0; n < nodes.size(); ++n) {
        const int segment = segmentOfOp[size_t(nodes[n].ops.front())];
        const ChainGraphGroup group { .kind = Kind::Segment, .id = firstOpOf.at(segment) };
        if (nodesIn.at(segment) < 2 || expanded.contains(group)) {
            if (nodesIn.at(segment) >= 2 && !nodes[n].expandedFrom)
                nodes[n].expandedFrom = group;
            newIndex[n] = int(merged.size());
            merged.push_back(std::move(nodes[n]));
            continue;
        }
        auto [it, added] = segmentNode.try_emplace(segment, int(merged.size()));
        if (added)
            merged.push_back({ .segment = group.id, .collapsed = true });
        ChainGraphNode& folded = merged[size_t(it->second)];
        folded.ops.insert(folded.ops.end(), nodes[n].ops.begin(), nodes[n].ops.end());
        folded.l1BytesPerCore = std::max(folded.l1BytesPerCore, nodes[n].l1BytesPerCore);
        newIndex[n] = it->second;
    }
    renumber(nodes, std::move(merged), nodeOfOp, newIndex);
}

} // namespace

std::optional<ChainGraphGroup> ChainGraphNode::group() const
{
    if (!collapsed)
        return std::nullopt;
    if (segment >= 0)
        return ChainGraphGroup { .kind = ChainGraphGroup::Kind::Segment, .id = segment };
    if (region >= 0)
        return ChainGraphGroup { .kind = ChainGraphGroup::Kind::Region, .id = region };
    return ChainGraphGroup { .kind = ChainGraphGroup::Kind::Chain, .id = chain };
}

ChainGraph ChainGraph::of(
    const ModelGraph& graph, const PolicyResult& result, bool collapse, const ChainGraphExpansion& expanded)
{
    ChainGraph g;
    const std::vector<int> segmentOfOp = collapse ? segmentsOfOps(graph, result) : std::vector<int>();
    g.nodeOfOp = groupOps(graph, result, collapse, expanded, g.nodes);
    if (collapse)
        collapseRegions(graph, expanded, segmentOfOp, g.nodes, g.nodeOfOp);
    if (!segmentOfOp.empty())
        collapseSegments(expanded, segmentOfOp, g.nodes, g.nodeOfOp);
    for (ChainGraphNode& node : g.nodes)
        std::ranges::sort(node.ops);
    const auto marks = edgeMarks(graph, result);
    std::map<int, std::set<int>> readersOf; // value -> the nodes that read it, its producer's left out
    for (int op = 0; op < int(graph.ops().size()); ++op) {
        for (int value : graph.op(op).operands) {
            const int producer = graph.value(value).producer;
            const int to = g.nodeOfOp[size_t(op)];
            if (to >= 0 && producer >= 0 && g.nodeOfOp[size_t(producer)] >= 0 && g.nodeOfOp[size_t(producer)] != to)
                readersOf[value].insert(to);
        }
    }
    std::map<std::tuple<int, int, bool>, size_t> edgeOf;
    for (const auto& [value, readers] : readersOf) {
        const int from = g.nodeOfOp[size_t(graph.value(value).producer)];
        const bool stub = readers.size() > kStubFanOut;
        for (int user : graph.value(value).users) {
            const int to = g.nodeOfOp[size_t(user)];
            if (!readers.contains(to))
                continue;
            const auto markIt = marks.find({ value, user });
            const EdgeMark mark = markIt == marks.end() ? EdgeMark::None : markIt->second;
            const auto [it, added] = edgeOf.try_emplace({ from, to, stub }, g.edges.size());
            if (added)
                g.edges.push_back({ .from = from, .to = to, .value = value, .mark = mark, .stub = stub });
            else if (g.edges[it->second].mark == EdgeMark::None)
                g.edges[it->second].mark = mark;
        }
    }
    return g;
}

} // namespace tle
