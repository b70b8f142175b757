// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>

namespace tle {

// The colour of an L1 chain, the same in the chain graph, the timeline and the op table; ops outside chains
// (DRAM only) are neutral grey.
QColor chainColor(int chain);

} // namespace tle
