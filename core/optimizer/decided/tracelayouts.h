// SPDX-License-Identifier: MIT
#pragma once

#include "graph/decisiontrace.h"
#include "graph/modelgraph.h"
#include "layout/ttnn/ttnnlayout.h"
#include "optimizer/shared/layoutpin.h"
#include "optimizer/shared/opmodel.h"

#include <map>
#include <optional>
#include <string>

namespace tle {

// The pin a trace layout stands for: its buffer, memory layout and (sharded only) grid; none for "null" and for
// buffers and memory layouts the optimizer does not plan (l1_small, trace, nd_sharded).
std::optional<LayoutPin> pinOf(const TraceLayout& layout);

// A trace layout as the tensor's layout on the device: the first legal layout of the tensor (tiled first) that
// matches it. Legal layouts are enumerated once per tensor type.
class TraceLayouts
{
public:
    explicit TraceLayouts(const OptimizerDevice& device)
        : m_device(device)
    { }
    std::optional<TtnnLayout> of(const TraceLayout& layout, const TensorType& type);

private:
    const OptimizerDevice& m_device;
    std::map<std::string, std::vector<TtnnLayout>> m_legal;
};

} // namespace tle
