// SPDX-License-Identifier: MIT
#pragma once

#include "io/describe.h"
#include "io/ttnnlayoutparser.h"
#include "layout/ttnnmapping.h"

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
};

TtnnTensor parseTtnnTensor(std::string_view text, const LayoutDefaults& defaults = {},
    const std::map<std::string, std::string>* aliases = nullptr);

// The `#ttnn.ttnn_layout` that expresses a layout; nullopt (with the reason) for N-D shard specs and the
// LOGICAL shard mode, which the attribute cannot hold.
std::optional<TtnnLayoutAttr> ttnnAttrFor(const TtnnLayout& layout, std::string* reason = nullptr);
// `tensor<shape x elem, #ttnn.ttnn_layout<...>>`, or a description when the attribute cannot express it.
std::string printedTtnn(const TtnnTensor& tensor);

Json describeTtnnJson(const TtnnTensor& tensor);
std::string describeTtnnText(const TtnnTensor& tensor);
Json ttnnPlaceJson(const TtnnTensor& tensor, const TtnnPlace& place, bool inverse);
std::string ttnnPlaceText(const TtnnPlace& place, bool inverse);

} // namespace tle
