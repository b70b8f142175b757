// SPDX-License-Identifier: MIT
#pragma once

#include "report/message.h"

#include <QString>

#include <optional>

#include <string>

namespace tle {

// A place answer (core's map or unmap text, one "Label   value" row per fact) as a tooltip: a table with the
// labels in the user's language. The values stay as core writes them (numbers, indices), but for the "Why" row,
// which `why` words in the user's language when given.
QString placeAnswerTooltip(const std::string& answer, const std::optional<Message>& why = std::nullopt);

} // namespace tle
