// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "layout/ttnntensor.h"

#include <optional>

namespace tle {

// The TTNN layout of a value whose encoding is a `#ttnn.ttnn_layout`, with the value's shape as the
// logical shape and the graph's alias table for `#l1` / `#dram`; nullopt for other or no encodings.
// Throws tle::Error when the attribute is invalid, positioned in the file at the alias definition when the
// encoding is an alias read from MLIR, else within the attribute text.
std::optional<TtnnTensor> valueTtnnLayout(const ModelGraph& graph, int valueId);

} // namespace tle
