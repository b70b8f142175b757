// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "layout/anylayout.h"

#include <memory>

namespace tle {

// A layout, or a change between two, that a plan or a run hands to the layout workspace: typed, never text to parse
// again, with the device the plan was made for or the run measured on.
struct LayoutHandoff
{
    std::shared_ptr<const AnyLayout> layout; // the layout to open; a change's source
    std::shared_ptr<const AnyLayout> transferTo; // set for a change: its destination, shown in the Transfer view
    std::shared_ptr<const OptimizerDevice> device;
};

} // namespace tle
