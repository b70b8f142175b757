// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"

#include <string>
#include <string_view>

namespace tle {

// Reads overrides from JSON such as {"grid": [8, 8], "dram_banks": 12, "l1_usable_bytes_per_core": 1396736,
// "tensor_l1_usage_cap": 0.9, "dram_bandwidth": 288e9, "max_legal_layouts": 0, ...} on top of the defaults. Unknown
// keys and wrong types are errors naming the key, with the line and column of a JSON syntax error.
OptimizerDevice readOptimizerDevice(std::string_view json);

// The same fields as JSON (every field, so a file written from it documents the defaults).
std::string writeOptimizerDevice(const OptimizerDevice& device);

} // namespace tle
