// SPDX-License-Identifier: MIT
#pragma once

#include "report/fact.h"

#include <QString>

namespace tle {

// A place answer (core's map or unmap facts, the CLI's answer) as a tooltip: a table of the facts that apply, with
// labels and values in the user's language.
QString placeAnswerTooltip(const FactGroup& facts);

} // namespace tle
