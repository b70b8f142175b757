// SPDX-License-Identifier: MIT
#include "apptranslations.h"

#include <QCoreApplication>
#include <QDir>
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
