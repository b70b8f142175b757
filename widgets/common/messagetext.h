// SPDX-License-Identifier: MIT
#pragma once

#include "report/message.h"

#include <QString>

namespace tle {

// A core message in the user's language: its sentence and words translated, its numbers, shapes and maps as core
// writes them.
QString messageText(const Message& message);

} // namespace tle
