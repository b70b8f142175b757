// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "layout/ttnn/ttnntensor.h"

#include <functional>
#include <optional>

namespace tle {

// The TTNN layout of a value whose encoding is a `#ttnn.ttnn_layout`, with the value's shape as the
// logical shape and the graph's alias table for `#l1` / `#dram`; nullopt for other or no encodings.
// Throws tle::Error when the attribute is invalid, positioned in the file at the alias definition when the
// encoding is an alias read from MLIR, else within the attribute text.
std::optional<TtnnTensor> valueTtnnLayout(const ModelGraph& graph, int valueId);

// Reads every value's TTNN layout once per distinct (encoding, shape, element type), so that an MLIR and a
// JSON model give the same text the same verdict. Calls `onError` with the first invalid one (it throws,
// positioned as its reader knows how) and records the layouts' warnings on the graph, each at its alias
// definition or at the op that produces the value.
void checkValueLayouts(ModelGraph& graph, const std::function<void(int valueId, const Error&)>& onError);

} // namespace tle
