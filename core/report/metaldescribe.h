// SPDX-License-Identifier: MIT
#pragma once

#include "layout/metallayout.h"
#include "layout/metalmapping.h"

#include "report/fact.h"
#include "report/reportformat.h"

#include <span>
#include <string>

namespace tle {

// The `describe` facts of a metal layout (both forms), with the CLI contract's keys.
FactGroup metalFacts(const MetalLayout& layout);

// The `map` / `unmap` answer for one slot, with the contract's keys, and as text.
Json placeJson(const MetalPlace& place, PlaceQuery query);
std::string placeText(const MetalPlace& place, PlaceQuery query);

} // namespace tle
