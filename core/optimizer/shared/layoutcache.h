// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "optimizer/shared/legallayouts.h"

#include <deque>
#include <map>
#include <utility>
#include <vector>

namespace tle {

// The legal layouts of each tensor type, computed once: the tensors of a model share few types, and policies
// compare layouts by address, so every layout of a type lives here for the cache's lifetime.
class LayoutCache
{
public:
    struct Entry
    {
        std::vector<TtnnLayout> all; // legalTensorLayouts order: L1 sharded (most cores first), L1/DRAM interleaved
        std::vector<const TtnnLayout*> sharded; // the L1-sharded ones
        const TtnnLayout* l1Interleaved = nullptr;
        const TtnnLayout* dramInterleaved = nullptr;
    };

    LayoutCache(const OptimizerDevice& device, LegalLayoutOptions options);

    const Entry& of(const TensorType& type);
    const std::vector<const TtnnLayout*>& sharded(const TensorType& type) { return of(type).sharded; }

private:
    const OptimizerDevice& m_device;
    LegalLayoutOptions m_options;
    // map: entries never move, so pointers into them stay valid
    std::map<std::pair<Shape, ElementType>, Entry> m_entries;
};

} // namespace tle
