// SPDX-License-Identifier: MIT
#pragma once

#include "view/chaingraph.h"

#include <QColor>

namespace tle {

// The colour of an L1 chain, the same in the chain graph, the timeline and the op table; ops outside chains
// (DRAM only) are neutral grey.
QColor chainColor(int chain);
// The colour of an edge of the chain graph: grey, a reshard's blue or a spill's red.
QColor markColor(EdgeMark mark);

} // namespace tle
