// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <string>

namespace tle {

// A place answer (core's map or unmap text, one "Label   value" row per fact) as a tooltip: a table with the
// labels in the user's language. The values stay as core writes them: numbers, indices and the padding prose.
QString placeAnswerTooltip(const std::string& answer);

} // namespace tle
