// SPDX-License-Identifier: MIT
#pragma once

#include "layout/metal/metallayout.h"

#include <optional>
#include <string>

namespace tle {

// The same placement in another metal form, or why that form cannot express it.
struct MetalConversion
{
    std::optional<MetalLayoutSpec> spec;
    std::string reason; // set when spec is empty
};

// Seed form -> current form: possible when every result collapses consecutive dims row-major (bumped
// strides become alignments), and the shards are whole tiles, since the current form divides exactly.
MetalConversion toCurrentForm(const MetalLayout& layout);

// Current form -> seed form: the aligned strides become the linear map; possible when the seed's
// rule (extent of the last element, ceilDiv by the grid) gives the same shards.
MetalConversion toSeedForm(const MetalLayout& layout);

} // namespace tle
