// SPDX-License-Identifier: MIT
#pragma once

#include <QLocale>
#include <QStringList>

namespace tle {

// The languages the window speaks: its own translations (the installed ones first, so that they can be updated
// alone, else those built into the program) and Qt's for the standard dialogs.
class AppTranslations
{
public:
    // The language codes built in, e.g. "de", "zh_CN".
    static QStringList available();
    // Replaces the translations installed before; false when the program has none for the locale (English).
    static bool install(const QLocale& locale);
    // The --lang value among the program's arguments, read before the command line is parsed so that its help is
    // translated too; the system's locale when there is none.
    static QLocale requested(const QStringList& arguments);
    // A warning, in English (the window's words would be unreadable), when `locale` is written in Chinese, Japanese
    // or Korean and `families` (the installed fonts for that writing system) is empty; else empty.
    static QString missingFontWarning(const QLocale& locale, const QStringList& families);
    // The same for the fonts installed on this machine.
    static QString missingFontWarning(const QLocale& locale);
};

} // namespace tle
