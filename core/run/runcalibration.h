// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "run/measuredrun.h"

#include <utility>
#include <vector>

namespace tle {

// Fits the cost model to the measured device ops of `runs` (each priced on the device it ran on) and returns `base`
// with the fit: the kernel model's parameters (a coordinate search in log space within each parameter's bounds,
// penalised for leaving its physical prior, every run weighing the same), then a factor per family, the median
// log ratio of measured to estimated time shrunk towards 1 by runs / (runs + 1) and kept within 2x, with the op
// codes, bytes and cores the family's fit saw.
OptimizerDevice calibrateDevice(
    const std::vector<std::pair<const MeasuredRun*, OptimizerDevice>>& runs, OptimizerDevice base);

// Copies a calibration (the fitted parameters and family factors) onto a device, keeping the device's own chip
// constants: a calibration fitted on runs of several chips prices each chip with its own latencies and rates.
void applyCalibration(KernelModel& target, const KernelModel& calibrated);

} // namespace tle
