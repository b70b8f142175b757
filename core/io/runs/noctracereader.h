// SPDX-License-Identifier: MIT
#pragma once

#include "transfer/noctrace.h"

#include <string_view>

namespace tle {

// Reads the JSON array of a NoC trace's events. Throws tle::Error naming the event (its position in the array) and
// the field.
NocTrace readNocTrace(std::string_view json);

} // namespace tle
