// SPDX-License-Identifier: MIT
#include "apptranslations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFontDatabase>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

namespace tle {

namespace {

const QString builtIn = QStringLiteral(":/i18n");

QList<QPointer<QTranslator>>& installed()
{
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

} // namespace

QStringList AppTranslations::available()
{
    QStringList codes;
    for (const QString& file : QDir(builtIn).entryList({ QStringLiteral("tle_*.qm") }, QDir::Files, QDir::Name))
        codes << file.mid(4, file.size() - 7);
    // English is the program's own language; its file holds only the plural forms ("1 spill", "2 spills").
    codes.removeAll(QStringLiteral("en"));
    return codes;
}

bool AppTranslations::install(const QLocale& locale)
{
    for (const QPointer<QTranslator>& translator : std::as_const(installed())) {
        if (translator) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
    installed().clear();
    auto* own = new QTranslator(QCoreApplication::instance());
    const QString nextToProgram
        = QCoreApplication::applicationDirPath() + QStringLiteral("/../share/tensor-layout-explorer/translations");
    // The user's languages in order of preference; English, the program's own, ends the search (a QTranslator
    // given the locale would go on to the next language, so an English-first user could get German).
    bool found = false;
    for (const QString& name : locale.uiLanguages()) {
        QLocale language(name);
        const bool english = language.language() == QLocale::English || language.language() == QLocale::C;
        if (english)
            language = QLocale(QLocale::English);
        found = own->load(language, QStringLiteral("tle"), QStringLiteral("_"), nextToProgram)
            || own->load(language, QStringLiteral("tle"), QStringLiteral("_"), builtIn);
        if (found || english)
            break;
    }
    if (found) {
        QCoreApplication::installTranslator(own);
        installed() << own;
    } else {
        delete own;
    }
    auto* qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installed() << qt;
    } else {
        delete qt;
    }
    return found;
}

namespace {

// The writing system a locale's text needs its own fonts for; Any for the scripts every font family covers.
QFontDatabase::WritingSystem cjkSystem(const QLocale& locale)
{
    switch (locale.language()) {
    case QLocale::Japanese:
        return QFontDatabase::Japanese;
    case QLocale::Korean:
        return QFontDatabase::Korean;
    case QLocale::Chinese:
        return locale.script() == QLocale::TraditionalHanScript ? QFontDatabase::TraditionalChinese
                                                                : QFontDatabase::SimplifiedChinese;
    default:
        return QFontDatabase::Any;
    }
}

} // namespace

QString AppTranslations::missingFontWarning(const QLocale& locale, const QStringList& families)
{
    if (cjkSystem(locale) == QFontDatabase::Any || !families.isEmpty())
        return {};
    return QStringLiteral("No font for %1 is installed, so the window's text shows as empty boxes. Install one "
                          "(on Debian: apt-get install fonts-noto-cjk, as scripts/install-deps.sh does) or run "
                          "with --lang en.")
        .arg(QLocale::languageToString(locale.language()));
}

QString AppTranslations::missingFontWarning(const QLocale& locale)
{
    const QFontDatabase::WritingSystem system = cjkSystem(locale);
    return missingFontWarning(
        locale, system == QFontDatabase::Any ? QStringList { QString() } : QFontDatabase::families(system));
}

QLocale AppTranslations::requested(const QStringList& arguments)
{
    const QString option = QStringLiteral("--lang");
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& arg = arguments[i];
        if ((arg == option || arg == QStringLiteral("-lang")) && i + 1 < arguments.size())
            return QLocale(arguments[i + 1]);
        if (arg.startsWith(option + QLatin1Char('=')))
            return QLocale(arg.mid(option.size() + 1));
    }
    return QLocale();
}

} // namespace tle
