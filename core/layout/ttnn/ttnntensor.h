// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnlayout.h"
#include "layout/ttnn/ttnnlayoutattr.h"

#include <optional>
#include <string>
#include <vector>

namespace tle {

// A TTNN layout with the attribute it was read from (printed back verbatim) and what the reader
// noticed: an inferred logical shape, a memref that disagrees with the tensor.
struct TtnnTensor
{
    TtnnLayout layout;
    std::optional<TtnnLayoutAttr> attr;
    bool shapeInferred = false;
    std::vector<std::string> warnings;
    std::string ndAttrText; // a `#ttnn.ttnn_nd_layout<...>` it was read from, printed back verbatim
};

// The `#ttnn.ttnn_layout` that expresses a layout; nullopt (with the reason) for N-D shard specs and the
// LOGICAL shard mode, which the attribute cannot hold.
std::optional<TtnnLayoutAttr> ttnnAttrFor(const TtnnLayout& layout, std::string* reason = nullptr);
// `tensor<shape x elem, #ttnn.ttnn_layout<...>>`, or a description when the attribute cannot express it.
std::string printedTtnn(const TtnnTensor& tensor);

// The grid and memref a `#ttnn.ttnn_layout` of this layout carries.
void ttnnExpectedGridAndMemref(const TtnnLayout& layout, Shape& grid, Shape& memref);

} // namespace tle
