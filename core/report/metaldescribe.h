// SPDX-License-Identifier: MIT
#pragma once

#include "layout/metal/metallayout.h"
#include "layout/metal/metalmapping.h"

#include "report/fact.h"
#include "report/message.h"
#include "report/reportformat.h"

#include <optional>
#include <span>
#include <string>

namespace tle {

// The `describe` facts of a metal layout (both forms), with the CLI contract's keys.
FactGroup metalFacts(const MetalLayout& layout);

// The `map` / `unmap` answer for one slot as facts with the contract's keys. With the layout, a padding
// slot also gets the arithmetic that makes it padding (`padding_reason`, the "Why" row).
FactGroup metalPlaceFacts(const MetalPlace& place, PlaceQuery query, const MetalLayout* layout = nullptr);

// Why a slot is padding, as arithmetic on the layout's sizes ("grid padding: 53 rows over 3 cores = 18 rows
// each, 54 allocated; row 53 is padding"), a message the window can translate; none for data.
std::optional<Message> paddingMessage(const MetalLayout& layout, const MetalPlace& place);

} // namespace tle
