// SPDX-License-Identifier: MIT
#include "chainpalette.h"

#include <cmath>

namespace tle {

QColor chainColor(int chain)
{
    if (chain < 0)
        return QColor(190, 190, 190);
    // Hues a golden angle apart stay distinct for neighbouring chains; three lightness steps tell apart
    // chains whose hues come close again.
    const double hue = std::fmod(double(chain) * 137.508, 360.0);
    const int lightness = 150 + 25 * (chain % 3);
    return QColor::fromHsl(int(hue), 150, lightness);
}

QColor markColor(EdgeMark mark)
{
    switch (mark) {
    case EdgeMark::Reshard:
        return QColor(30, 100, 220);
    case EdgeMark::Spill:
        return QColor(210, 60, 40);
    case EdgeMark::None:
        break;
    }
    return QColor(90, 90, 90);
}

} // namespace tle
