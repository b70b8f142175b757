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

ChainGraph ChainGraph::of(
    const ModelGraph& graph, const PolicyResult& result, bool collapse, const std::set<int>& expanded)
{
    ChainGraph g;
    const int opCount = int(graph.ops().size());
    g.nodeOfOp.assign(size_t(opCount), -1);
    std::map<int, int> chainNode;
    for (int op = 0; op < opCount; ++op) {
        if (!showsInChainGraph(graph, op))
            continue;
        const OpDecision* d = size_t(op) < result.ops.size() ? &result.ops[size_t(op)] : nullptr;
        const int chain = d ? d->chain : -1;
        const std::optional<LayoutChoice> layout = d && d->layout ? std::optional(choiceOf(*d->layout)) : std::nullopt;
        const int64_t bytes = d && d->layout ? l1BytesPerCore(*d->layout) : 0;
        if (collapse && chain >= 0 && !expanded.contains(chain)) {
            auto [it, added] = chainNode.try_emplace(chain, int(g.nodes.size()));
            if (added)
                g.nodes.push_back({ .chain = chain, .collapsed = true, .layout = layout });
            ChainGraphNode& node = g.nodes[size_t(it->second)];
            node.ops.push_back(op);
            node.l1BytesPerCore = std::max(node.l1BytesPerCore, bytes);
            g.nodeOfOp[size_t(op)] = it->second;
            continue;
        }
        g.nodeOfOp[size_t(op)] = int(g.nodes.size());
        g.nodes.push_back({ .ops = { op }, .chain = chain, .layout = layout, .l1BytesPerCore = bytes });
    }
    const auto marks = edgeMarks(graph, result);
    std::map<std::pair<int, int>, size_t> edgeOf;
    for (int op = 0; op < opCount; ++op) {
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
