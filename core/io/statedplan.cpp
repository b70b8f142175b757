// SPDX-License-Identifier: MIT
#include "io/statedplan.h"

#include "io/valuelayout.h"
#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/opmodel.h"
#include "util/error.h"

#include <fmt/format.h>

namespace tle {

bool hasStatedLayouts(const ModelGraph& graph)
{
    for (const Op& op : graph.ops()) {
        for (int value : op.results) {
            const TensorType& type = graph.value(value).type;
            if (!type.isTensor || type.encoding.empty())
                continue;
            const auto alias = graph.aliases().find(type.encoding);
            const std::string& text = alias != graph.aliases().end() ? alias->second : type.encoding;
            if (text.starts_with("#ttnn.ttnn_layout"))
                return true;
        }
    }
    return false;
}

namespace {

// An op that only moves its operand to another layout (the compiler's reshards and spills).
bool movesLayout(const Op& op)
{
    const std::string_view kind = op.kind.name();
    return op.kind.isReshard() || kind == "ttnn.to_memory_config" || kind == "ttnn.interleaved_to_sharded"
        || kind == "ttnn.sharded_to_interleaved" || kind == "ttnn.reshard";
}

} // namespace

PolicyResult readStatedPlan(const ModelGraph& graph, const OptimizerDevice& device)
{
    if (!hasStatedLayouts(graph))
        throw Error(
            fmt::format("@{} states no TTNN layouts: the as-compiled plan needs a compiled TTNN module", graph.name()));
    PolicyResult result;
    result.policy = std::string(kAsCompiledPlan);
    int spills = 0;
    int reshards = 0;
    for (const Op& op : graph.ops()) {
        OpDecision d { .op = op.id };
        const bool tensorResult = !op.results.empty() && graph.value(op.results.front()).type.isTensor;
        if (tensorResult && !op.kind.isDeallocate() && !op.kind.isReturn()) {
            if (std::optional<TtnnTensor> stated = valueTtnnLayout(graph, op.results.front()))
                d.layout = std::move(stated->layout);
            else if (isPlannedOp(graph, op.id))
                d.layout = dramInterleaved(graph.value(op.results.front()).type, device);
        }
        if (d.layout && d.layout->spec().bufferType == BufferType::L1) {
            const std::vector<int> uses = readers(graph, op.results.front());
            result.reservations.push_back({ .value = op.results.front(),
                .start = op.id,
                .end = uses.empty() ? op.id : uses.back(),
                .bytesPerCore = l1BytesPerCore(*d.layout) });
        }
        if (d.layout && movesLayout(op) && !op.operands.empty()) {
            const std::optional<TtnnTensor> from = valueTtnnLayout(graph, op.operands.front());
            const bool fromL1 = from && from->layout.spec().bufferType == BufferType::L1;
            ++(fromL1 && d.layout->spec().bufferType == BufferType::Dram ? spills : reshards);
        }
        result.ops.push_back(std::move(d));
    }
    computeMetrics(result, graph, device);
    // The moves are ops of the file, costed as ops above; they are counted here, not added as moves again.
    result.metrics.spillCount = spills;
    result.metrics.reshardCount = reshards;
    return result;
}

} // namespace tle
