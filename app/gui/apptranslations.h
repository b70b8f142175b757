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
};

} // namespace tle
