// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "optimizer/shared/optimizerresult.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace tle {

// A group of ops that a large chain graph shows as one box until the user expands it.
struct ChainGraphGroup
{
    enum class Kind
    {
        Chain, // an L1 chain of the plan
        Region, // a run of nodes in which each is the only reader of the one before
        Segment, // a stretch of the schedule between two points where few tensors are live
    };
    Kind kind = Kind::Chain;
    int id = 0; // the chain index; for a region or a segment, its first op

    auto operator<=>(const ChainGraphGroup&) const = default;
};

// The groups shown op by op (or group by group, for a segment) in a collapsed chain graph.
using ChainGraphExpansion = std::set<ChainGraphGroup>;

// What a node of the chain graph stands for: one op, or a group of ops collapsed into one box.
struct ChainGraphNode
{
    std::vector<int> ops; // op indices in schedule order; one op unless collapsed
    int chain = -1; // the op's chain, or the collapsed chain; -1 outside chains and for regions and segments
    int region = -1; // a collapsed region: its first op; -1 otherwise
    int segment = -1; // a collapsed segment: its first op; -1 otherwise
    bool collapsed = false;
    // The op's output layout, or for a collapsed chain its first op's; none without a tensor result and for
    // regions and segments.
    std::optional<LayoutChoice> layout;
    int64_t l1BytesPerCore = 0; // the op's output; a collapsed node's largest
    // The innermost expanded group this node is shown in (to collapse it again); none at the top level.
    std::optional<ChainGraphGroup> expandedFrom;

    // The group a collapsed node stands for; none for a single op.
    std::optional<ChainGraphGroup> group() const;
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
    // The tensor is read by more than ChainGraph::kStubFanOut nodes (a constant or a table every layer reads):
    // drawn as a short stub at the consumer named after its producer, not as a line across the whole graph.
    bool stub = false;
};

// The L1 chain graph of a plan: the compute ops (deallocations, returns and the device handle left out) as
// nodes, tensors as edges. With `collapse` set, so that a model of thousands of ops stays readable, every chain
// becomes one node, then every run of nodes in which each is the only reader of the one before becomes one node
// (a region), and when that still leaves more than kSegmentAbove nodes the schedule is cut into about
// kSegmentTarget segments, where the fewest tensors are live, each one node. `expanded` lists the groups shown
// op by op. Segments are cut from the graph with nothing expanded, so expanding never moves them. An edge inside
// a collapsed node is dropped; parallel edges between the same nodes are merged (the first mark that is not None
// wins), stubs apart from lines.
struct ChainGraph
{
    static constexpr size_t kSegmentAbove = 120;
    static constexpr size_t kSegmentTarget = 40;
    static constexpr size_t kStubFanOut = 8;

    std::vector<ChainGraphNode> nodes;
    std::vector<ChainGraphEdge> edges;
    std::vector<int> nodeOfOp; // op index -> node index, -1 for ops not shown

    static ChainGraph of(
        const ModelGraph& graph, const PolicyResult& result, bool collapse, const ChainGraphExpansion& expanded = {});
};

// Whether the chain graph shows an op: one that produces a tensor (deallocations, returns and the device
// handle are left out).
bool showsInChainGraph(const ModelGraph& graph, int op);

} // namespace tle
