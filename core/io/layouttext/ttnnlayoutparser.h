// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnlayoutattr.h"
#include "layout/ttnn/ttnntensor.h"

#include <map>
#include <string>
#include <string_view>

namespace tle {

// Parses `#ttnn.ttnn_layout<...>` with or without `tensor<...>` around it. `aliases` resolves `#name`
// references (for example `#l1 = #ttnn.buffer_type<l1>` from the file the text came from).
ParsedTtnnLayout parseTtnnLayoutText(
    std::string_view text, const std::map<std::string, std::string>* aliases = nullptr);

// A TTNN tensor from a layout attribute with or without its tensor type, with the reader's warnings.
TtnnTensor parseTtnnTensor(std::string_view text, const LayoutDefaults& defaults = {},
    const std::map<std::string, std::string>* aliases = nullptr);

} // namespace tle
