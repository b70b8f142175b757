// SPDX-License-Identifier: MIT
#include "unitpalette.h"

#include "view/layoutprobe.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

namespace tle {

QColor unitColor(int64_t unit)
{
    static const std::array<QColor, 8> kOkabeIto { QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
        QColor(0x00, 0x9E, 0x73), QColor(0xF0, 0xE4, 0x42), QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
        QColor(0xCC, 0x79, 0xA7), QColor(0x99, 0x99, 0x99) };
    if (unit < 0)
        return QColor(0x40, 0x40, 0x40);
    const QColor base = kOkabeIto[size_t(unit % 8)];
    switch ((unit / 8) % 3) {
    case 1:
        return base.lighter(135);
    case 2:
        return base.darker(135);
    default:
        return base;
    }
}

namespace {

// CIE L*a*b* (D65) to sRGB, clipped into the gamut.
QColor fromLab(double l, double a, double b)
{
    const double fy = (l + 16.0) / 116.0;
    const double fx = fy + a / 500.0;
    const double fz = fy - b / 200.0;
    auto inverse = [](double f) { return f * f * f > 0.008856 ? f * f * f : (f - 16.0 / 116.0) / 7.787; };
    const double x = 0.95047 * inverse(fx);
    const double y = 1.00000 * inverse(fy);
    const double z = 1.08883 * inverse(fz);
    auto gamma = [](double c) {
        c = std::clamp(c, 0.0, 1.0);
        return c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1.0 / 2.4) - 0.055;
    };
    // Eight bits a channel, as painted and exported.
    return QColor(QColor::fromRgbF(float(gamma(3.2406 * x - 1.5372 * y - 0.4986 * z)),
        float(gamma(-0.9689 * x + 1.8758 * y + 0.0415 * z)), float(gamma(0.0557 * x - 0.2040 * y + 1.0570 * z)))
                      .rgb());
}

} // namespace

QColor unitColor(std::array<int64_t, 2> position, std::array<int64_t, 2> grid)
{
    const auto [row, column] = position;
    const int64_t rows = std::max<int64_t>(1, grid[0]);
    const int64_t columns = std::max<int64_t>(1, grid[1]);
    if (row < 0 || column < 0)
        return unitColor(-1);
    if (rows == 1 && columns <= 8)
        return unitColor(column);
    // Light squares from L* 82 down to 72, dark ones from 56 down to 46: neighbours differ by 16 in lightness
    // alone. Hues go once round the circle, as far apart as the columns allow.
    const bool light = (row + column) % 2 == 0;
    const double depth = rows > 1 ? double(row) / double(rows - 1) : 0.0;
    const double lightness = (light ? 82.0 : 56.0) - 10.0 * depth;
    const double hue = 360.0 * double(column) / double(columns) + 20.0;
    constexpr double kChroma = 38.0;
    constexpr double kRadians = 3.14159265358979323846 / 180.0;
    return fromLab(lightness, kChroma * std::cos(hue * kRadians), kChroma * std::sin(hue * kRadians));
}

std::vector<QColor> unitColors(const LayoutProbe& probe)
{
    const int64_t count = std::clamp<int64_t>(probe.unitCount(), 0, kMaxColoredUnits);
    const std::array<int64_t, 2> grid = probe.unitGrid();
    std::vector<QColor> colors;
    colors.reserve(size_t(count));
    for (int64_t u = 0; u < count; ++u)
        colors.push_back(unitColor(probe.unitPosition(u), grid));
    return colors;
}

QColor colorOf(const std::vector<QColor>& colors, int64_t unit)
{
    if (unit < 0 || colors.empty())
        return unitColor(unit);
    return colors[size_t(unit) % colors.size()];
}

QBrush paddingBrush(PaddingCause cause, const QColor& ink)
{
    switch (cause) {
    case PaddingCause::Grid:
        return QBrush(ink, Qt::BDiagPattern);
    case PaddingCause::Tile:
        return QBrush(ink, Qt::FDiagPattern);
    case PaddingCause::Stride:
        return QBrush(ink, Qt::CrossPattern);
    case PaddingCause::Alignment:
        return QBrush(ink, Qt::DiagCrossPattern);
    case PaddingCause::Page:
        return QBrush(ink, Qt::Dense6Pattern);
    case PaddingCause::None:
        break;
    }
    return QBrush(Qt::NoBrush);
}

QString paddingCauseName(PaddingCause cause)
{
    switch (cause) {
    case PaddingCause::Grid:
        return QCoreApplication::translate("tle::Padding", "grid padding");
    case PaddingCause::Tile:
        return QCoreApplication::translate("tle::Padding", "tile padding");
    case PaddingCause::Stride:
        return QCoreApplication::translate("tle::Padding", "stride padding");
    case PaddingCause::Alignment:
        return QCoreApplication::translate("tle::Padding", "alignment padding");
    case PaddingCause::Page:
        return QCoreApplication::translate("tle::Padding", "page padding");
    case PaddingCause::None:
        break;
    }
    return QCoreApplication::translate("tle::Padding", "data");
}

} // namespace tle
