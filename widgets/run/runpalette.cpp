// SPDX-License-Identifier: MIT
#include "runpalette.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>

namespace tle {

QColor runClassColor(RunClass value)
{
    // Colour-blind-safe hues (Okabe and Ito), in the order of the classes.
    static const std::array<QColor, kRunClassCount> colors {
        QColor(213, 94, 0), // shard_conv: vermillion
        QColor(230, 159, 0), // buf_copy: orange
        QColor(0, 114, 178), // tile_conv: blue
        QColor(204, 121, 167), // realloc_move: reddish purple
        QColor(240, 200, 60), // dram_slice: yellow
        QColor(0, 158, 115), // halo: bluish green
        QColor(150, 150, 150), // other: grey
    };
    return colors[size_t(value)];
}

QString runClassTitle(RunClass value)
{
    static const std::array<const char*, kRunClassCount> titles {
        QT_TRANSLATE_NOOP("tle::RunViews", "Shard conversion"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Buffer copy"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Tilize / untilize"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Reallocation move"),
        QT_TRANSLATE_NOOP("tle::RunViews", "DRAM slice"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Halo"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Other"),
    };
    return QCoreApplication::translate("tle::RunViews", titles[size_t(value)]);
}

namespace {

// Three significant digits without an exponent: 1.23, 12.3, 123.
QString threeDigits(double value)
{
    const int decimals = value < 10 ? 2 : value < 100 ? 1 : 0;
    return QLocale().toString(value, 'f', decimals);
}

} // namespace

QString runDurationText(double ns)
{
    if (ns < 1e3)
        return QCoreApplication::translate("tle::RunViews", "%1 ns").arg(QLocale().toString(ns, 'f', 0));
    if (ns < 1e6)
        return QCoreApplication::translate("tle::RunViews", "%1 µs").arg(threeDigits(ns / 1e3));
    if (ns < 1e9)
        return QCoreApplication::translate("tle::RunViews", "%1 ms").arg(threeDigits(ns / 1e6));
    return QCoreApplication::translate("tle::RunViews", "%1 s").arg(QLocale().toString(ns / 1e9, 'f', 2));
}

QString runShareText(double share)
{
    return QLocale().toString(100.0 * share, 'f', 1) + QLatin1Char('%');
}

} // namespace tle
