// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnlayout.h"
#include "layout/ttnn/ttnnmapping.h"
#include "layout/xla/xlalayout.h"
#include "report/message.h"

#include <optional>
#include <string>

namespace tle {

// Why a TTNN slot holds no element, with the arithmetic that puts the padding there ("grid padding: the 53 rows
// fill 3 shard rows of 32 rows (96 allocated); row 60 is padding"). None for data and for N-D shards.
std::optional<Message> ttnnPaddingMessage(const TtnnLayout& layout, const TtnnPlace& place);

// Why the XLA slot at `linear` holds no element: the tiling level and the dim it rounds up. None for data.
std::optional<Message> xlaPaddingMessage(const XlaLayout& layout, int64_t linear);

} // namespace tle
