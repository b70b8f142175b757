// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>

namespace tle {

// A byte count as the CLI and the reports write it: "512 B", "4.0 KiB", "1.5 MiB" (binary units, one decimal).
std::string bytesText(int64_t bytes);

} // namespace tle
