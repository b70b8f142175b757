// SPDX-License-Identifier: MIT
#include "layoutview.h"

namespace tle {

LayoutSnapshot makeLayoutSnapshot(const AnyLayout& layout)
{
    LayoutSnapshot snapshot;
    snapshot.probe = makeLayoutProbe(layout);
    snapshot.units = std::make_shared<const std::vector<UnitSummary>>(summarizeUnits(*snapshot.probe));
    return snapshot;
}

} // namespace tle
