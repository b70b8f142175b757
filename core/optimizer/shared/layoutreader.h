// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "graph/modelgraph.h"
#include "layout/ttnn/ttnnlayout.h"
#include "optimizer/shared/optimizerresult.h"

#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace tle {

// Answers "which layout does op C read operand k in" for a plan under construction: a reshard target on that
// edge, else the spill target once the tensor was spilled before C, else its producer's layout, else DRAM
// interleaved (function arguments, ops without a decision). Every policy and the metrics read inputs through it,
// so the rule exists once. Layouts are referenced, not copied: callers keep them alive while they are set.
class LayoutReader
{
public:
    LayoutReader(const ModelGraph& graph, const OptimizerDevice& device);

    // Indexes every decision, spill and reshard of `result` (which must outlive the reader's use).
    void load(const PolicyResult& result);

    void setOutput(int value, const TtnnLayout* layout) { m_output[size_t(value)] = layout; }
    // `target` null means DRAM interleaved.
    void setSpill(int value, int at, const TtnnLayout* target) { m_spill[value] = { at, target }; }
    void clearSpill(int value) { m_spill.erase(value); }
    void setReshard(int consumer, int operand, const TtnnLayout* target);

    const TtnnLayout& read(int consumer, int operandIndex) const;
    // What the edge carries before any reshard on it: the spill target or the producer's layout.
    const TtnnLayout& source(int consumer, int operandIndex) const;
    // The tensor operands of `consumer` in order, as the op model takes them.
    std::vector<const TtnnLayout*> inputs(int consumer) const;
    const TtnnLayout& output(int value) const;
    const TtnnLayout& dram(int value) const;

private:
    struct Spill
    {
        int at = 0;
        const TtnnLayout* target = nullptr;
    };

    const ModelGraph& m_graph;
    std::vector<std::optional<TtnnLayout>> m_dram; // per value id; none for non-tensor values
    std::vector<const TtnnLayout*> m_output; // per value id
    std::map<int, Spill> m_spill;
    std::map<std::pair<int, int>, const TtnnLayout*> m_reshard;
};

} // namespace tle
