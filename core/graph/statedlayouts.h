// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnlayout.h"

#include <map>

namespace tle {

// The layouts a compiled TTNN module states for its values: value id -> the `#ttnn.ttnn_layout` of its type. io
// reads them (readStatedLayouts); the stated plans (as-compiled, spill-only) are made from them.
using StatedLayouts = std::map<int, TtnnLayout>;

} // namespace tle
