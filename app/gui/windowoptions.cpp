// SPDX-License-Identifier: MIT
#include "windowoptions.h"

#include "io/layouttext/layoutfile.h"
#include "mainwindow.h"
#include "modeldocument.h"
#include "modelworkspace.h"
#include "rundocument.h"
#include "runworkspace.h"
#include "transferdocument.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDebug>
#include <QFile>
#include <QFileInfo>

namespace tle {

WindowOptions::WindowOptions()
    : lang { QStringLiteral("lang"), QCoreApplication::translate("main", "User interface language."),
        QStringLiteral("code") }
    , theme { QStringLiteral("theme"),
        QCoreApplication::translate("main", "Colour theme for this run: system, light or dark (not kept)."),
        QStringLiteral("name") }
    , screenshot { QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save a picture of the window to a PNG file and quit."),
        QStringLiteral("file") }
    , size { QStringLiteral("size"),
        QCoreApplication::translate("main", "Open the window at this size, e.g. 1920x1080."), QStringLiteral("WxH") }
    , view { QStringLiteral("view"),
        QCoreApplication::translate("main",
            "Show this view first: mapping, shards, tiles, mesh, transfer, model, run, or a pane of the run: ops, "
            "breakdown, "
            "ledger, calibration, plan, compare."),
        QStringLiteral("name") }
    , select { QStringLiteral("select"),
        QCoreApplication::translate("main",
            "Select an element (\"3, 5\"), a core (\"core (1, 2)\") or, in a model, an op (index, %name or "
            "location)."),
        QStringLiteral("what") }
    , policy { QStringLiteral("policy"),
        QCoreApplication::translate("main", "Plan a model with this policy (default dfsharding)."),
        QStringLiteral("name") }
    , compare { QStringLiteral("compare"),
        QCoreApplication::translate(
            "main", "Compare the plan with this policy's (all: every policy; unpinned: without pins)."),
        QStringLiteral("name") }
    , device { QStringLiteral("device"),
        QCoreApplication::translate("main", "Plan models for the device this JSON file describes."),
        QStringLiteral("file") }
    , calibration { QStringLiteral("calibration"),
        QCoreApplication::translate("main", "Price measured runs with the calibration this device file holds."),
        QStringLiteral("file") }
    , run { QStringLiteral("run"),
        QCoreApplication::translate(
            "main", "Also open this measured run (a profiler CSV, a report database or a folder)."),
        QStringLiteral("file") }
    , compareRun { QStringLiteral("compare-run"),
        QCoreApplication::translate("main", "Compare the run with this other run."), QStringLiteral("file") }
    , join { QStringLiteral("join"),
        QCoreApplication::translate("main", "Join the run to the plan of the model once both are read.") }
    , pin { QStringLiteral("override-output-layout"),
        QCoreApplication::translate("main", "Pin an op's output layout, e.g. %1=l1:interleaved (repeatable)."),
        QStringLiteral("op=layout") }
    , trace { QStringLiteral("decision-trace"),
        QCoreApplication::translate(
            "main", "Show tt-mlir's own plan from its optimizer decision trace (a file or a folder)."),
        QStringLiteral("file") }
    , pick { QStringLiteral("pick"),
        QCoreApplication::translate("main", "Show the Nth layout of a file or text that holds several."),
        QStringLiteral("N") }
    , to { QStringLiteral("to"),
        QCoreApplication::translate("main", "Show the Transfer view onto this layout (a layout string or a file)."),
        QStringLiteral("layout") }
    , nocTrace { QStringLiteral("trace"),
        QCoreApplication::translate("main", "Show this recorded NoC trace in the Transfer view beside the model."),
        QStringLiteral("file") }
{ }

void WindowOptions::declare(QCommandLineParser& parser) const
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Shows where every element of a tensor lives."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({ lang, theme, screenshot, size, view, select, policy, compare, device, calibration, run,
        compareRun, join, pin, trace, pick, to, nocTrace });
    parser.addPositionalArgument(QStringLiteral("layout"),
        QCoreApplication::translate("main", "A layout string, or a file holding a layout, a model or a run."));
}

// The Transfer view onto --to (and beside --trace) once the layout it starts from is read.
void WindowOptions::showTransfer(MainWindow& window, const QCommandLineParser& parser) const
{
    if (!parser.isSet(to) && !parser.isSet(nocTrace))
        return;
    QString destination = parser.value(to);
    if (QFile file(destination); !destination.isEmpty() && file.open(QIODevice::ReadOnly | QIODevice::Text))
        destination = QString::fromStdString(readLayoutFileText(file.readAll().toStdString()).layoutText).simplified();
    const QString tracePath = parser.value(nocTrace);
    if (!parser.isSet(view))
        window.showView(QStringLiteral("transfer"));
    window.whenIdle([&window, destination, tracePath] {
        if (!destination.isEmpty())
            window.transferDocument()->setDestinationText(destination);
        if (!tracePath.isEmpty())
            window.transferDocument()->loadTrace(tracePath);
    });
}

void WindowOptions::apply(MainWindow& window, const QCommandLineParser& parser) const
{
    ModelDocument* model = window.modelDocument();
    if (parser.isSet(policy))
        model->setPolicy(parser.value(policy));
    if (parser.isSet(compare))
        model->setComparison(PlanComparison::fromWord(parser.value(compare)));
    if (parser.isSet(pin))
        model->requestPins(parser.values(pin));
    if (parser.isSet(device))
        model->loadDeviceFile(parser.value(device));
    if (QString error;
        parser.isSet(calibration) && !window.runDocument()->loadCalibration(parser.value(calibration), &error))
        qWarning().noquote() << error;
    if (parser.isSet(trace))
        model->loadDecisionTrace(parser.value(trace));
    const QStringList args = parser.positionalArguments();
    if (!args.isEmpty()) {
        if (QFileInfo::exists(args.first()))
            window.openFile(args.first());
        else
            window.setLayoutText(args.first());
    }
    if (parser.isSet(run))
        window.openFile(parser.value(run));
    if (parser.isSet(pick))
        window.pickLayout(parser.value(pick).toInt());
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        if (wh.size() == 2 && wh[0].toInt() > 0 && wh[1].toInt() > 0)
            window.resize(wh[0].toInt(), wh[1].toInt());
    }
    if (parser.isSet(view))
        window.showView(parser.value(view));
    showTransfer(window, parser);
    // A comparison and a join need the run (and the model's plan) read first.
    const QString other = parser.value(compareRun);
    const bool joinPlan = parser.isSet(join);
    if (!other.isEmpty() || joinPlan)
        window.whenIdle([&window, other, joinPlan] {
            if (!other.isEmpty())
                window.runDocument()->compareWith(other);
            if (joinPlan)
                window.runWorkspace()->joinModelPlan();
        });
}

} // namespace tle
