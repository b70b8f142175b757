// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace tle {

class Error;

// An error as the window shows it: "line L, column C: message" (or the parts of the place that are known).
QString placedErrorText(const Error& error);

} // namespace tle
