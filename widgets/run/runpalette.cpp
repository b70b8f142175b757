// SPDX-License-Identifier: MIT
#include "runpalette.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>
#include <cstdint>

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

QColor runFamilyColor(OpFamily family)
{
    static const std::array<QColor, kOpFamilyCount> colors {
        QColor(0, 114, 178), // matmul: blue
        QColor(86, 180, 233), // conv: sky blue
        QColor(51, 34, 136), // attention: indigo
        QColor(0, 158, 115), // norm: bluish green
        QColor(17, 119, 51), // softmax: green
        QColor(68, 170, 153), // reduce: teal
        QColor(204, 121, 167), // eltwise: reddish purple
        QColor(230, 159, 0), // data_movement: orange
        QColor(221, 204, 119), // tile_conversion: sand
        QColor(213, 94, 0), // shard_conversion: vermillion
        QColor(136, 34, 85), // buffer_copy: wine
        QColor(170, 68, 153), // move: purple
        QColor(153, 153, 51), // dram_slice: olive
        QColor(136, 204, 238), // halo: cyan
        QColor(102, 153, 204), // pool: steel blue
        QColor(170, 68, 102), // embedding: rose
        QColor(102, 17, 0), // sample: brown
        QColor(93, 93, 93), // ccl: dark grey
        QColor(170, 170, 170), // other: grey
    };
    return colors[size_t(family)];
}

QString runFamilyTitle(OpFamily family)
{
    static const std::array<const char*, kOpFamilyCount> titles {
        QT_TRANSLATE_NOOP("tle::RunViews", "Matmul"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Convolution"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Attention"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Normalization"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Softmax"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Reduction"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Eltwise"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Data movement"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Tilize / untilize"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Shard conversion"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Buffer copy"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Sharded move"),
        QT_TRANSLATE_NOOP("tle::RunViews", "DRAM slice"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Halo"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Pooling"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Embedding"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Sampling"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Collective"),
        QT_TRANSLATE_NOOP("tle::RunViews", "Other"),
    };
    return QCoreApplication::translate("tle::RunViews", titles[size_t(family)]);
}

QColor runOpCodeColor(std::string_view opCode)
{
    static const std::array<QColor, 12> colors {
        QColor(51, 34, 136), // indigo
        QColor(136, 204, 238), // cyan
        QColor(68, 170, 153), // teal
        QColor(17, 119, 51), // green
        QColor(153, 153, 51), // olive
        QColor(221, 204, 119), // sand
        QColor(204, 102, 119), // rose
        QColor(136, 34, 85), // wine
        QColor(170, 68, 153), // purple
        QColor(119, 170, 221), // light blue
        QColor(238, 136, 102), // orange
        QColor(187, 204, 51), // pear
    };
    // FNV-1a: the same code, the same colour, in every run and every session.
    uint32_t hash = 2166136261u;
    for (const char c : opCode) {
        hash ^= uint8_t(c);
        hash *= 16777619u;
    }
    return colors[hash % colors.size()];
}

QColor textColorOn(const QColor& fill)
{
    // Relative luminance as sRGB weighs it; light fills get black text.
    const double luminance = 0.2126 * fill.redF() + 0.7152 * fill.greenF() + 0.0722 * fill.blueF();
    return luminance > 0.5 ? QColor(Qt::black) : QColor(Qt::white);
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
