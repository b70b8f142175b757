// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "layout/ttnn/ttnnlayout.h"
#include "transfer/transferplan.h"

#include <optional>
#include <string>

namespace tle {

// What the transfer model says of one layout change in a plan (a reshard, a spill, a reload): the figures a
// decision cites. docs/transfer.md describes the model.
struct MoveTransfer
{
    double seconds = 0; // the estimate, without the op's dispatch
    int64_t calls = 0;
    int64_t medianCallBytes = 0;
    TransferBound bound = TransferBound::Overhead;
    // The busiest link, routers at NoC0 (y, x): "(3, 2)->(3, 3)"; empty when nothing crosses a link.
    std::string busiestLink;
    int busiestNoc = 0;
    int64_t busiestLinkBytes = 0;
};

// The transfer plan of changing a tensor from `from` to `to` on `device`, remembered per pair of layouts and device
// (plans repeat across a search). Nullopt when the model cannot plan it (the layouts hold different element types).
std::optional<MoveTransfer> moveTransfer(const TtnnLayout& from, const TtnnLayout& to, const OptimizerDevice& device);

// Forgets every remembered plan, so that a benchmark times a search as a fresh process runs it.
void clearMoveTransfers();

} // namespace tle
