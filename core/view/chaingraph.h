// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "optimizer/shared/optimizerresult.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace tle {

// What a node of the chain graph stands for: one op, or a whole chain collapsed into one box.
struct ChainGraphNode
{
    std::vector<int> ops; // op indices; one op unless collapsed
    int chain = -1; // -1: outside chains (and for a region)
    // A collapsed run of ops and chains, each the only reader of the one before: its first op; -1 otherwise.
    int region = -1;
    bool collapsed = false;
    // The op's output layout, or for a collapsed chain its first op's; none without a tensor result.
    std::optional<LayoutChoice> layout;
    int64_t l1BytesPerCore = 0; // the op's output; a collapsed chain's largest
};

// Why an edge of the graph is marked.
enum class EdgeMark
{
    None,
    Reshard, // the plan inserts a to_memory_config / to_layout before the consumer reads the tensor
    Spill, // the tensor goes to DRAM before the consumer reads it
};

// A tensor from the node that produces it to a node that reads it.
struct ChainGraphEdge
{
    int from = 0; // node indices
    int to = 0;
    int value = 0; // the tensor
    EdgeMark mark = EdgeMark::None;
};

// The L1 chain graph of a plan: the compute ops (deallocations, returns and the device handle left out) as
// nodes, tensors as edges. With `collapse` set, so that a model of thousands of ops stays readable, every chain
// becomes one node, and then every run of nodes in which each is the only reader of the one before it becomes one
// node too (a region); `expanded` lists what shows op by op: chain indices, and regions as regionKey(first op).
// An edge inside a collapsed node is dropped; parallel edges between the same nodes are merged (the first mark
// that is not None wins).
struct ChainGraph
{
    std::vector<ChainGraphNode> nodes;
    std::vector<ChainGraphEdge> edges;
    std::vector<int> nodeOfOp; // op index -> node index, -1 for ops not shown

    static ChainGraph of(
        const ModelGraph& graph, const PolicyResult& result, bool collapse, const std::set<int>& expanded = {});
    // The key of a region in `expanded`: negative, so that it never meets a chain index.
    static int regionKey(int firstOp) { return -firstOp - 1; }
};

// Whether the chain graph shows an op: one that produces a tensor (deallocations, returns and the device
// handle are left out).
bool showsInChainGraph(const ModelGraph& graph, int op);

} // namespace tle
