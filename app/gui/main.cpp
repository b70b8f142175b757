// SPDX-License-Identifier: MIT
#include "apptheme.h"
#include "apptranslations.h"
#include "io/layouttext/layoutfile.h"
#include "mainwindow.h"
#include "modeldocument.h"
#include "modelworkspace.h"
#include "rundocument.h"
#include "runworkspace.h"
#include "transferdocument.h"
#include "workspacesession.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDebug>
#include <QFile>
#include <QFileInfo>
#include <QIcon>
#include <QStatusBar>
#include <QTimer>

#include <iostream>
#include <string_view>

namespace {

// The window's command-line options, declared once and read after parsing.
struct WindowOptions
{
    QCommandLineOption lang { QStringLiteral("lang"), QApplication::translate("main", "User interface language."),
        QStringLiteral("code") };
    QCommandLineOption theme { QStringLiteral("theme"),
        QApplication::translate("main", "Colour theme for this run: system, light or dark (not kept)."),
        QStringLiteral("name") };
    QCommandLineOption screenshot { QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window to a PNG file and quit."),
        QStringLiteral("file") };
    QCommandLineOption size { QStringLiteral("size"),
        QApplication::translate("main", "Open the window at this size, e.g. 1920x1080."), QStringLiteral("WxH") };
    QCommandLineOption view { QStringLiteral("view"),
        QApplication::translate("main",
            "Show this view first: mapping, shards, tiles, mesh, transfer, model, run, or a pane of the run: ops, "
            "breakdown, "
            "ledger, calibration, plan, compare."),
        QStringLiteral("name") };
    QCommandLineOption select { QStringLiteral("select"),
        QApplication::translate("main",
            "Select an element (\"3, 5\"), a core (\"core (1, 2)\") or, in a model, an op (index, %name or "
            "location)."),
        QStringLiteral("what") };
    QCommandLineOption policy { QStringLiteral("policy"),
        QApplication::translate("main", "Plan a model with this policy (default dfsharding)."),
        QStringLiteral("name") };
    QCommandLineOption compare { QStringLiteral("compare"),
        QApplication::translate(
            "main", "Compare the plan with this policy's (all: every policy; unpinned: without pins)."),
        QStringLiteral("name") };
    QCommandLineOption device { QStringLiteral("device"),
        QApplication::translate("main", "Plan models for the device this JSON file describes."),
        QStringLiteral("file") };
    QCommandLineOption calibration { QStringLiteral("calibration"),
        QApplication::translate("main", "Price measured runs with the calibration this device file holds."),
        QStringLiteral("file") };
    QCommandLineOption run { QStringLiteral("run"),
        QApplication::translate("main", "Also open this measured run (a profiler CSV, a report database or a folder)."),
        QStringLiteral("file") };
    QCommandLineOption compareRun { QStringLiteral("compare-run"),
        QApplication::translate("main", "Compare the run with this other run."), QStringLiteral("file") };
    QCommandLineOption join { QStringLiteral("join"),
        QApplication::translate("main", "Join the run to the plan of the model once both are read.") };
    QCommandLineOption pin { QStringLiteral("override-output-layout"),
        QApplication::translate("main", "Pin an op's output layout, e.g. %1=l1:interleaved (repeatable)."),
        QStringLiteral("op=layout") };
    QCommandLineOption trace { QStringLiteral("decision-trace"),
        QApplication::translate(
            "main", "Show tt-mlir's own plan from its optimizer decision trace (a file or a folder)."),
        QStringLiteral("file") };
    QCommandLineOption pick { QStringLiteral("pick"),
        QApplication::translate("main", "Show the Nth layout of a file or text that holds several."),
        QStringLiteral("N") };
    QCommandLineOption to { QStringLiteral("to"),
        QApplication::translate("main", "Show the Transfer view onto this layout (a layout string or a file)."),
        QStringLiteral("layout") };
    QCommandLineOption nocTrace { QStringLiteral("trace"),
        QApplication::translate("main", "Show this recorded NoC trace in the Transfer view beside the model."),
        QStringLiteral("file") };

    void declare(QCommandLineParser& parser) const
    {
        parser.setApplicationDescription(
            QApplication::translate("main", "Shows where every element of a tensor lives."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({ lang, theme, screenshot, size, view, select, policy, compare, device, calibration, run,
            compareRun, join, pin, trace, pick, to, nocTrace });
        parser.addPositionalArgument(QStringLiteral("layout"),
            QApplication::translate("main", "A layout string, or a file holding a layout, a model or a run."));
    }
};

// The Transfer view onto --to (and beside --trace) once the layout it starts from is read.
void showTransfer(tle::MainWindow& window, const QCommandLineParser& parser, const WindowOptions& options)
{
    if (!parser.isSet(options.to) && !parser.isSet(options.nocTrace))
        return;
    QString to = parser.value(options.to);
    if (QFile file(to); !to.isEmpty() && file.open(QIODevice::ReadOnly | QIODevice::Text))
        to = QString::fromStdString(tle::readLayoutFileText(file.readAll().toStdString()).layoutText).simplified();
    const QString trace = parser.value(options.nocTrace);
    if (!parser.isSet(options.view))
        window.showView(QStringLiteral("transfer"));
    window.whenIdle([&window, to, trace] {
        if (!to.isEmpty())
            window.transferDocument()->setDestinationText(to);
        if (!trace.isEmpty())
            window.transferDocument()->loadTrace(trace);
    });
}

// The model's choices first, so that the model opened next is planned with them; then the layout or file, the
// size and the view.
void applyOptions(tle::MainWindow& window, const QCommandLineParser& parser, const WindowOptions& options)
{
    tle::ModelDocument* model = window.modelDocument();
    if (parser.isSet(options.policy))
        model->setPolicy(parser.value(options.policy));
    if (parser.isSet(options.compare))
        model->setComparison(tle::PlanComparison::fromWord(parser.value(options.compare)));
    if (parser.isSet(options.pin))
        model->requestPins(parser.values(options.pin));
    if (parser.isSet(options.device))
        model->loadDeviceFile(parser.value(options.device));
    if (QString error; parser.isSet(options.calibration)
        && !window.runDocument()->loadCalibration(parser.value(options.calibration), &error))
        qWarning().noquote() << error;
    if (parser.isSet(options.trace))
        model->loadDecisionTrace(parser.value(options.trace));
    const QStringList args = parser.positionalArguments();
    if (!args.isEmpty()) {
        if (QFileInfo::exists(args.first()))
            window.openFile(args.first());
        else
            window.setLayoutText(args.first());
    }
    if (parser.isSet(options.run))
        window.openFile(parser.value(options.run));
    if (parser.isSet(options.pick))
        window.pickLayout(parser.value(options.pick).toInt());
    if (parser.isSet(options.size)) {
        const QStringList size = parser.value(options.size).split(QLatin1Char('x'));
        if (size.size() == 2 && size[0].toInt() > 0 && size[1].toInt() > 0)
            window.resize(size[0].toInt(), size[1].toInt());
    }
    if (parser.isSet(options.view))
        window.showView(parser.value(options.view));
    showTransfer(window, parser, options);
    // A comparison and a join need the run (and the model's plan) read first.
    const QString other = parser.value(options.compareRun);
    const bool join = parser.isSet(options.join);
    if (!other.isEmpty() || join)
        window.whenIdle([&window, other, join] {
            if (!other.isEmpty())
                window.runDocument()->compareWith(other);
            if (join)
                window.runWorkspace()->joinModelPlan();
        });
}

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
    const WindowOptions options;
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
    const WindowOptions options;
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
    applyOptions(window, parser, options);
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
