// SPDX-License-Identifier: MIT
#pragma once

#include "layout/xla/xlalayout.h"
#include "report/fact.h"
#include "report/reportformat.h"

#include <cstdint>
#include <span>
#include <string>

namespace tle {

// The `describe` facts of an XLA shape with layout, with the CLI contract's keys.
FactGroup xlaFacts(const XlaLayout& layout);

// The `map` answer for one logical element (an index outside the shape is a tle::Error).
FactGroup xlaMapFacts(const XlaLayout& layout, std::span<const int64_t> index);

// The `unmap --linear N` answer (N outside the allocated elements is a tle::Error).
FactGroup xlaUnmapFacts(const XlaLayout& layout, int64_t linear);

} // namespace tle
