// SPDX-License-Identifier: MIT
#include "report/oprow.h"

#include "optimizer/shared/opmodel.h"
#include "report/policyreport.h"

#include <fmt/format.h>

namespace tle {

namespace {

void appendNote(std::string& text, const std::string& note)
{
    text += text.empty() ? note : "; " + note;
}

} // namespace

std::string shortLayoutText(const LayoutChoice& choice)
{
    const char* buffer = choice.buffer == BufferType::L1 ? "L1" : "DRAM";
    switch (choice.memory) {
    case TtnnMemoryLayout::Interleaved:
        return choice.buffer == BufferType::L1 ? "L1 interleaved" : "DRAM";
    case TtnnMemoryLayout::HeightSharded:
    case TtnnMemoryLayout::WidthSharded:
    case TtnnMemoryLayout::BlockSharded: {
        const char* kind = choice.memory == TtnnMemoryLayout::HeightSharded ? "h"
            : choice.memory == TtnnMemoryLayout::WidthSharded               ? "w"
                                                                            : "b";
        const std::string grid = choice.grid ? fmt::format(" {}x{}", (*choice.grid)[0], (*choice.grid)[1]) : "";
        return fmt::format("{} {}-sharded{}", buffer, kind, grid);
    }
    }
    return buffer;
}

std::vector<OpRow> opRows(const ModelGraph& graph, const PolicyResult& result)
{
    std::vector<std::string> around(graph.ops().size());
    for (const ReshardResult& r : result.reshards) {
        if (r.target && size_t(r.consumer) < around.size())
            appendNote(around[size_t(r.consumer)],
                fmt::format("{} operand {} to {}", toString(r.kind), r.operand, layoutLabel(*r.target)));
    }
    for (const SpillResult& s : result.spills) {
        if (size_t(s.at) < around.size())
            appendNote(around[size_t(s.at)],
                fmt::format("spill {} to {}", graph.value(s.value).name,
                    s.to == SpillLocation::L1Interleaved ? "l1 interleaved" : "dram interleaved"));
    }
    std::vector<OpRow> rows;
    rows.reserve(result.ops.size());
    for (const OpDecision& d : result.ops) {
        const Op& op = graph.op(d.op);
        OpRow row { .op = d.op,
            .name = opDisplayName(graph, d.op),
            .kind = std::string(op.kind.name()),
            .estimatedUs = d.estimatedUs,
            .chain = d.chain,
            .around = around[size_t(d.op)] };
        if (!op.results.empty()) {
            const TensorType& type = graph.value(op.results.front()).type;
            if (type.isTensor) {
                row.shape = formatShape(type.shape);
                row.dtype = std::string(toString(type.elementType));
            }
        }
        if (d.layout) {
            row.layout = layoutLabel(*d.layout);
            if (d.layout->isSharded() && !d.layout->isNdSharded())
                row.shardShape = formatShape(d.layout->shardShape());
            row.l1BytesPerCore = l1BytesPerCore(*d.layout);
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace tle
