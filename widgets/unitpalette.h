// SPDX-License-Identifier: MIT
#pragma once

#include "layout/padding.h"

#include <QBrush>
#include <QColor>
#include <QString>

namespace tle {

// Colours for units (cores, banks): the Okabe-Ito qualitative palette, which stays distinguishable for the
// common colour-vision deficiencies, cycled with alternating lightness past eight units.
QColor unitColor(int64_t unit);

// Padding is drawn grey with a hatch pattern per cause, so causes differ by pattern, not only by colour.
QBrush paddingBrush(PaddingCause cause, const QColor& ink);
QString paddingCauseName(PaddingCause cause);

} // namespace tle
