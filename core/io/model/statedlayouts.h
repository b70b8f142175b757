// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "graph/statedlayouts.h"

namespace tle {

// Whether any op result of the function carries a `#ttnn.ttnn_layout` (a compiled TTNN module).
bool hasStatedLayouts(const ModelGraph& graph);

// Every value's stated TTNN layout, with the value's shape as the logical shape. Throws tle::Error for an invalid
// one, positioned as valueTtnnLayout says.
StatedLayouts readStatedLayouts(const ModelGraph& graph);

} // namespace tle
