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
// The `map` / `unmap` answer for one slot as facts with the contract's keys; a padding slot also says why it is
// padding (`padding_reason`).
FactGroup ttnnPlaceFacts(const TtnnLayout& layout, const TtnnPlace& place, PlaceQuery query);

} // namespace tle
