// SPDX-License-Identifier: MIT
#include "apptranslations.h"
#include "mainwindow.h"
#include "modeldocument.h"
#include "modelworkspace.h"
#include "workspacesession.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDebug>
#include <QFileInfo>
#include <QIcon>
#include <QTimer>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Tensor Layout Explorer"));
    QApplication::setOrganizationName(QStringLiteral("tensor-layout-explorer"));
    // The desktop entry and the icon that `cmake --install` puts in place.
    QGuiApplication::setDesktopFileName(QStringLiteral("tensor-layout-explorer"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/tensor-layout-explorer.svg")));
    QApplication::setApplicationVersion(QStringLiteral(TLE_VERSION));

    // Before the options are declared, so that --help speaks the language too.
    tle::AppTranslations::install(tle::AppTranslations::requested(QCoreApplication::arguments()));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Shows where every element of a tensor lives."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption langOption(
        QStringLiteral("lang"), QApplication::translate("main", "User interface language."), QStringLiteral("code"));
    parser.addOption(langOption);
    QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window to a PNG file and quit."),
        QStringLiteral("file"));
    parser.addOption(screenshotOption);
    QCommandLineOption sizeOption(QStringLiteral("size"),
        QApplication::translate("main", "Open the window at this size, e.g. 1920x1080."), QStringLiteral("WxH"));
    parser.addOption(sizeOption);
    QCommandLineOption viewOption(QStringLiteral("view"),
        QApplication::translate("main", "Show this view first: mapping, shards, tiles, mesh or model."),
        QStringLiteral("name"));
    parser.addOption(viewOption);
    QCommandLineOption selectOption(QStringLiteral("select"),
        QApplication::translate("main",
            "Select an element (\"3, 5\"), a core (\"core (1, 2)\") or, in a model, an op (index, %name or "
            "location)."),
        QStringLiteral("what"));
    parser.addOption(selectOption);
    QCommandLineOption policyOption(QStringLiteral("policy"),
        QApplication::translate("main", "Plan a model with this policy (default dfsharding)."), QStringLiteral("name"));
    parser.addOption(policyOption);
    QCommandLineOption compareOption(QStringLiteral("compare"),
        QApplication::translate(
            "main", "Compare the plan with this policy's (all: every policy; unpinned: without pins)."),
        QStringLiteral("name"));
    parser.addOption(compareOption);
    QCommandLineOption deviceOption(QStringLiteral("device"),
        QApplication::translate("main", "Plan models for the device this JSON file describes."),
        QStringLiteral("file"));
    parser.addOption(deviceOption);
    QCommandLineOption pinOption(QStringLiteral("override-output-layout"),
        QApplication::translate("main", "Pin an op's output layout, e.g. %1=l1:interleaved (repeatable)."),
        QStringLiteral("op=layout"));
    parser.addOption(pinOption);
    QCommandLineOption pickOption(QStringLiteral("pick"),
        QApplication::translate("main", "Show the Nth layout of a file or text that holds several."),
        QStringLiteral("N"));
    parser.addOption(pickOption);
    parser.addPositionalArgument(QStringLiteral("layout"),
        QApplication::translate("main", "A layout string, or a file holding a layout or a model."));
    parser.process(app);

    tle::MainWindow window;
    // Pictures for scripts and documents start from defaults, not from the last session.
    if (!parser.isSet(screenshotOption))
        window.session()->restoreSession(parser.positionalArguments().isEmpty());
    tle::ModelDocument* model = window.modelDocument();
    if (parser.isSet(policyOption))
        model->setPolicy(parser.value(policyOption));
    if (parser.isSet(compareOption))
        model->setComparison(parser.value(compareOption));
    if (parser.isSet(pinOption))
        model->requestPins(parser.values(pinOption));
    if (parser.isSet(deviceOption))
        model->loadDeviceFile(parser.value(deviceOption));
    const QStringList args = parser.positionalArguments();
    if (!args.isEmpty()) {
        if (QFileInfo::exists(args.first()))
            window.openFile(args.first());
        else
            window.setLayoutText(args.first());
    }
    if (parser.isSet(pickOption))
        window.pickLayout(parser.value(pickOption).toInt());
    if (parser.isSet(sizeOption)) {
        const QStringList size = parser.value(sizeOption).split(QLatin1Char('x'));
        if (size.size() == 2 && size[0].toInt() > 0 && size[1].toInt() > 0)
            window.resize(size[0].toInt(), size[1].toInt());
    }
    if (parser.isSet(viewOption))
        window.showView(parser.value(viewOption));
    window.show();
    // What to select exists once the layout or model is read and planned; the picture is taken when all is shown.
    int code = 0;
    if (parser.isSet(selectOption) || parser.isSet(screenshotOption)) {
        window.whenIdle([&] {
            if (parser.isSet(selectOption)) {
                const QString failure = window.select(parser.value(selectOption));
                if (!failure.isEmpty())
                    qWarning().noquote() << failure;
            }
            if (!parser.isSet(screenshotOption))
                return;
            // Selecting may start work (a chain graph laid out again): the picture waits for it too.
            window.whenIdle([&] {
                // Layouts settle and pending paints run before the picture is taken.
                QTimer::singleShot(0, &window, [&] {
                    code = window.grab().save(parser.value(screenshotOption), "PNG") ? 0 : 1;
                    QApplication::exit(code);
                });
            });
        });
    }
    const int exitCode = app.exec();
    return parser.isSet(screenshotOption) ? code : exitCode;
}
