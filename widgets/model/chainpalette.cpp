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

} // namespace tle
