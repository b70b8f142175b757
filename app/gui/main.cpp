// SPDX-License-Identifier: MIT
#include "apptheme.h"
#include "apptranslations.h"
#include "mainwindow.h"
#include "windowoptions.h"
#include "workspacesession.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDebug>
#include <QIcon>
#include <QStatusBar>
#include <QTimer>

#include <iostream>
#include <string_view>

namespace {

// What to select exists once the layout or model is read and planned; the picture is taken when all is shown,
// and the program then quits with 0, or 1 when the picture could not be written.
void selectAndShoot(tle::MainWindow& window, const QString& select, const QString& screenshot)
{
    window.whenIdle([&window, select, screenshot] {
        if (!select.isEmpty()) {
            const QString failure = window.select(select);
            if (!failure.isEmpty())
                qWarning().noquote() << failure;
        }
        if (screenshot.isEmpty())
            return;
        // Selecting may start work (a chain graph laid out again): the picture waits for it too.
        window.whenIdle([&window, screenshot] {
            // Layouts settle and pending paints run before the picture is taken.
            QTimer::singleShot(0, &window,
                [&window, screenshot] { QApplication::exit(window.grab().save(screenshot, "PNG") ? 0 : 1); });
        });
    });
}

// --help and --version answer on the terminal: they need no display, so no GUI application is made for them.
bool onlyAsksForHelp(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-?" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}

int answerHelp(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("Tensor Layout Explorer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TLE_VERSION));
    tle::AppTranslations::install(tle::AppTranslations::requested(QCoreApplication::arguments()));
    QCommandLineParser parser;
    const tle::WindowOptions options;
    options.declare(parser);
    // Answered here rather than by process(), which exits without unwinding.
    parser.parse(QCoreApplication::arguments());
    if (parser.isSet(QStringLiteral("version")))
        std::cout << QStringLiteral("%1 %2")
                         .arg(QCoreApplication::applicationName(), QCoreApplication::applicationVersion())
                         .toStdString()
                  << "\n";
    else
        std::cout << parser.helpText().toStdString();
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    if (onlyAsksForHelp(argc, argv))
        return answerHelp(argc, argv);
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Tensor Layout Explorer"));
    QApplication::setOrganizationName(QStringLiteral("tensor-layout-explorer"));
    // The desktop entry and the icon that `cmake --install` puts in place.
    QGuiApplication::setDesktopFileName(QStringLiteral("tensor-layout-explorer"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/tensor-layout-explorer.svg")));
    QApplication::setApplicationVersion(QStringLiteral(TLE_VERSION));

    // Before the options are declared, so that --help speaks the language too.
    const QLocale language = tle::AppTranslations::requested(QCoreApplication::arguments());
    tle::AppTranslations::install(language);

    QCommandLineParser parser;
    const tle::WindowOptions options;
    options.declare(parser);
    parser.process(app);

    tle::MainWindow window;
    // Pictures for scripts and documents start from defaults, not from the last session.
    if (!parser.isSet(options.screenshot))
        window.session()->restoreSession(parser.positionalArguments().isEmpty());
    // A picture starts from the system theme unless one is asked for; neither is kept.
    if (parser.isSet(options.theme) || parser.isSet(options.screenshot)) {
        const auto theme = tle::AppTheme::themeNamed(
            parser.isSet(options.theme) ? parser.value(options.theme) : QStringLiteral("system"));
        if (theme)
            window.theme()->setTheme(*theme, false);
        else
            qWarning().noquote()
                << QApplication::translate("main", "Unknown theme: %1").arg(parser.value(options.theme));
    }
    options.apply(window, parser);
    // Once, at start: a language whose script no installed font has would show boxes.
    if (const QString warning = tle::AppTranslations::missingFontWarning(language); !warning.isEmpty()) {
        std::cerr << warning.toStdString() << "\n";
        window.statusBar()->showMessage(warning);
    }
    window.show();
    if (parser.isSet(options.select) || parser.isSet(options.screenshot))
        selectAndShoot(window, parser.value(options.select), parser.value(options.screenshot));
    return app.exec();
}
