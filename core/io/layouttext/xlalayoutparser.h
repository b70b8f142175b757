// SPDX-License-Identifier: MIT
#pragma once

#include "layout/xla/xlalayout.h"

#include <string_view>

namespace tle {

// An XLA shape with layout: `f32[3,5]{1,0:T(2,2)}`, `bf16[2048]{0:T(1024)(128)(2,1)}`, `s4[128]{0:T(128)E(4)}`,
// `f32[8]{0:S(1)}`. Without `{...}` the layout is the default descending one. Errors, the parser's and the
// layout's own checks, name the line and column.
XlaLayout parseXlaLayout(std::string_view text);

} // namespace tle
