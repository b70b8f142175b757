// SPDX-License-Identifier: MIT
#include "unitpalette.h"

#include <QCoreApplication>

#include <array>

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
