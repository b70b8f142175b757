// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "layout/anylayout.h"
#include "report/message.h"

#include <cstdint>
#include <optional>
#include <string>

namespace tle {

// Whether a layout that lives in L1 fits there: the most bytes one core (or L1 bank) holds, against what a tensor
// may use of a core's L1 on the device (the optimizer's budget: the SRAM less the firmware's and kernels'
// reserved region).
struct L1Fit
{
    int64_t bytesPerCore = 0;
    int64_t usableBytes = 0;
    int64_t capacityBytes = 0; // the SRAM of one core
    std::string device;

    bool fits() const { return bytesPerCore <= usableBytes; }
};

// None for layouts outside L1 (DRAM, system memory, XLA buffers). Metal: the bytes of one shard; TTNN: the pages a
// core (sharded) or an L1 bank (interleaved) holds.
std::optional<L1Fit> l1Fit(const AnyLayout& layout, const OptimizerDevice& device = {});

// "18350080 of 1396736 usable bytes (wormhole_b0 n150): does not fit, 13.1 times the usable L1".
std::string l1FitText(const L1Fit& fit);
// The same sentence for the window to word in the user's language.
Message l1FitMessage(const L1Fit& fit);

} // namespace tle
