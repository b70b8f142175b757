// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnmapping.h"
#include "layout/ttnn/ttnntensor.h"
#include "report/fact.h"
#include "report/reportformat.h"

#include <optional>
#include <string>
#include <vector>

namespace tle {

// The `describe` facts of a TTNN tensor, with the CLI contract's keys.
FactGroup ttnnFacts(const TtnnTensor& tensor);
Json ttnnPlaceJson(const TtnnTensor& tensor, const TtnnPlace& place, PlaceQuery query);
// With the layout, a padding slot's text and JSON also say why it is padding (`padding_reason`).
std::string ttnnPlaceText(const TtnnPlace& place, PlaceQuery query, const TtnnLayout* layout = nullptr);

} // namespace tle
