// SPDX-License-Identifier: MIT
#pragma once

#include "view/layoutprobe.h"

#include <QString>

#include <span>

namespace tle {

// Integers as an index is written inside brackets: "3, 5".
QString indexText(std::span<const int64_t> values);

// A unit's name in the user's language: "core (1, 2)", "dram bank 3", "buffer" as the probe names them.
QString unitName(const LayoutProbe& probe, int64_t unit);

// Where an element is, in one line in the user's language (the hover text of the views).
QString elementBrief(const LayoutProbe& probe, std::span<const int64_t> index);

} // namespace tle
